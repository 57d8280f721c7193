import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const transfersChapters: readonly CollectionChapter[] = [
  {
    folder: 'FX and transfers',
    follows: 'Recipients',
    steps: [
      { op: 'GET /exchange-rates', as: 'user', query: { from: 'USD', to: 'GHS', amount: '100' } },
      {
        op: 'POST /fx/quotes',
        as: 'user',
        body: { from: 'USD', to: 'GHS', amount: '10.00', speed: 'express' },
        capture: { quoteId: 'data.quoteId ?? data.id' },
      },
      { op: 'GET /fx/quotes/{quoteId}', as: 'user', path: { quoteId: '{{quoteId}}' } },
      {
        op: 'POST /transactions',
        as: 'user',
        body: {
          recipientId: '{{recipientId}}',
          amount: '50.00',
          sendCurrency: 'GHS',
          receiveCurrency: 'GHS',
          speedTier: 'express',
          metadata: { purpose: 'school fees' },
        },
        capture: { remittanceId: 'data.id' },
      },
      { op: 'GET /transactions', as: 'user' },
      { op: 'GET /transactions/{id}', as: 'user', path: { id: '{{remittanceId}}' } },
      { op: 'POST /transactions/{id}', as: 'user', path: { id: '{{remittanceId}}' }, body: { metadata: { purpose: 'school fees', term: '2' } } },
      { op: 'GET /transactions/search', as: 'user', query: { query: "metadata['purpose']:'school fees' AND speedTier:express" } },
      { op: 'DELETE /recipients/{id}', as: 'user', path: { id: '{{recipientId}}' } },
    ],
  },
];
