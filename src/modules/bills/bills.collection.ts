import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const billsChapters: readonly CollectionChapter[] = [
  {
    folder: 'Bills',
    follows: 'KYC',
    steps: [
      { op: 'GET /bills/providers', as: 'user', query: { country: 'GH' } },
      {
        op: 'POST /bills/saved-billers',
        as: 'user',
        body: { providerId: 'bp_gwcl', accountNumber: '0123456789', nickname: 'Home water' },
        capture: { savedBillerId: 'data.id' },
      },
      { op: 'GET /bills/saved-billers', as: 'user' },
      {
        op: 'POST /bills/pay',
        as: 'user',
        body: { providerId: 'bp_gwcl', accountNumber: '0123456789', amount: '25.00', currency: 'GHS' },
        capture: { billPaymentId: 'data.id' },
      },
      { op: 'GET /bills/history', as: 'user' },
      { op: 'GET /bills/history/{id}', as: 'user', path: { id: '{{billPaymentId}}' } },
      {
        op: 'POST /bills/scheduled',
        as: 'user',
        before: "pm.collectionVariables.set('nextMonth', new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10));",
        body: { providerId: 'bp_gwcl', accountNumber: '0123456789', amount: '40.00', currency: 'GHS', frequency: 'MONTHLY', startDate: '{{nextMonth}}' },
        capture: { scheduledBillId: 'data.id' },
      },
      { op: 'GET /bills/scheduled', as: 'user' },
      { op: 'GET /bills/scheduled/{id}', as: 'user', path: { id: '{{scheduledBillId}}' } },
      { op: 'PUT /bills/scheduled/{id}/pause', as: 'user', path: { id: '{{scheduledBillId}}' } },
      { op: 'PUT /bills/scheduled/{id}/resume', as: 'user', path: { id: '{{scheduledBillId}}' } },
      { op: 'GET /bills/scheduled/{id}/occurrences', as: 'user', path: { id: '{{scheduledBillId}}' }, query: { count: '3' } },
      { op: 'DELETE /bills/saved-billers/{id}', as: 'user', path: { id: '{{savedBillerId}}' } },
    ],
  },
];
