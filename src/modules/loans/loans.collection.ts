import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const loansChapters: readonly CollectionChapter[] = [
  {
    folder: 'Credit and loans',
    follows: 'Savings',
    steps: [
      { op: 'GET /credit/score', as: 'user' },
      { op: 'GET /credit/history', as: 'user' },
      { op: 'GET /credit/eligibility', as: 'user' },
      { op: 'GET /loans/products', as: 'user', capture: { loanProductId: 'data[0].id' } },
      {
        op: 'POST /loans/apply',
        as: 'user',
        body: { productId: '{{loanProductId}}', amount: '200.00', currency: 'GHS', termMonths: 3, purpose: 'Stock for the shop' },
        capture: { loanId: 'data.id' },
      },
      { op: 'POST /sandbox/clock/advance', name: 'Let the sandbox underwriter decide (a minute on the clock)', as: 'merchant', body: { seconds: 90 } },
      { op: 'GET /loans', as: 'user' },
      { op: 'GET /loans/{id}', as: 'user', path: { id: '{{loanId}}' } },
      { op: 'POST /loans/{id}/repay', as: 'user', path: { id: '{{loanId}}' }, body: { amount: '20.00' } },
    ],
  },
];
