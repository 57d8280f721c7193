import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const disputesChapters: readonly CollectionChapter[] = [
  {
    folder: 'Disputes',
    follows: 'Referrals and notifications',
    steps: [
      {
        op: 'POST /disputes',
        as: 'user',
        body: { transactionId: '{{p2pTransferId}}', reason: 'incorrect_amount', description: 'I meant to send 0.50, not 5.00.' },
        capture: { disputeId: 'data.id' },
      },
      { op: 'GET /disputes', as: 'user' },
      { op: 'GET /disputes/{id}', as: 'user', path: { id: '{{disputeId}}' } },
      { op: 'POST /disputes/{id}/comments', as: 'user', path: { id: '{{disputeId}}' }, body: { body: 'The receipt is attached to the transfer note.' } },
      { op: 'POST /disputes/{id}/evidence', as: 'user', path: { id: '{{disputeId}}' }, body: { urls: ['https://example.com/receipt.png'] } },
      { op: 'GET /disputes/received', as: 'merchant' },
      { op: 'GET /admin/disputes', as: 'admin' },
      {
        op: 'POST /admin/disputes/{id}/resolve',
        as: 'admin',
        path: { id: '{{disputeId}}' },
        body: { outcome: 'decline', note: 'The amount matches what was sent.' },
      },
    ],
  },
];
