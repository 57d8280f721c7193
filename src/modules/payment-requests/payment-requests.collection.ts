import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const paymentRequestsChapters: readonly CollectionChapter[] = [
  {
    folder: 'Payment requests',
    follows: 'FX and transfers',
    steps: [
      {
        op: 'POST /payment-requests',
        name: 'Request money from the merchant (accepted below)',
        as: 'user',
        body: { fromEmail: '{{merchantEmail}}', amount: '3.00', currency: 'GHS', note: 'Shared taxi', metadata: { trip: 'T-42' } },
        capture: { acceptedRequestId: 'data.id' },
      },
      {
        op: 'POST /payment-requests',
        name: 'Request money again (rejected below)',
        as: 'user',
        body: { fromEmail: '{{merchantEmail}}', amount: '4.00', currency: 'GHS', metadata: { trip: 'T-44' } },
        capture: { rejectedRequestId: 'data.id' },
      },
      {
        op: 'POST /payment-requests',
        name: 'Request money a third time (cancelled below)',
        as: 'user',
        body: { fromEmail: '{{merchantEmail}}', amount: '6.00', currency: 'GHS', metadata: { trip: 'T-45' } },
        capture: { cancelledRequestId: 'data.id' },
      },
      { op: 'POST /payment-requests/{id}', as: 'user', path: { id: '{{acceptedRequestId}}' }, body: { metadata: { trip: 'T-43' } } },
      { op: 'GET /payment-requests/sent', as: 'user' },
      { op: 'GET /payment-requests/received', as: 'merchant' },
      { op: 'POST /payment-requests/{id}/accept', as: 'merchant', path: { id: '{{acceptedRequestId}}' } },
      { op: 'POST /payment-requests/{id}/reject', as: 'merchant', path: { id: '{{rejectedRequestId}}' } },
      { op: 'POST /payment-requests/{id}/cancel', as: 'user', path: { id: '{{cancelledRequestId}}' } },
    ],
  },
];
