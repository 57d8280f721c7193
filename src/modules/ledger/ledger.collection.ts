import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const ledgerChapters: readonly CollectionChapter[] = [
  {
    folder: 'Administration',
    follows: 'Webhooks and events',
    steps: [
      { op: 'PUT /admin/exchange-rates/{currency}', as: 'admin', path: { currency: 'NGN' }, body: { perUsd: '1550.00' } },
      { op: 'PUT /admin/kyc/tier', as: 'admin', body: { userId: '{{newUserId}}', tier: 1, reason: 'Documents checked in branch' } },
      { op: 'POST /admin/transactions/{id}/reverse', as: 'admin', path: { id: '{{remittanceId}}' } },
      { op: 'GET /admin/ledger/reconciliation', as: 'admin' },
    ],
  },
];
