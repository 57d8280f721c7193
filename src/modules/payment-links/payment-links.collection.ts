import { type CollectionChapter, sandboxCard } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const paymentLinksChapters: readonly CollectionChapter[] = [
  {
    folder: 'Payment links and payments',
    follows: 'Disbursement and remittance',
    steps: [
      {
        op: 'POST /merchants/me/payment-links',
        as: 'merchant',
        body: { title: 'Kente stole', description: 'Hand-woven, 2 m', amount: '50.00', currency: 'GHS', amountFixed: true, metadata: { order_id: '1001' } },
        capture: { paymentLinkId: 'data.id', paymentLinkCode: "data.url.split('/').pop()" },
      },
      { op: 'GET /merchants/me/payment-links', as: 'merchant' },
      { op: 'GET /merchants/me/payment-links/{id}', as: 'merchant', path: { id: '{{paymentLinkId}}' } },
      {
        op: 'POST /merchants/me/payment-links/{id}',
        as: 'merchant',
        path: { id: '{{paymentLinkId}}' },
        body: { metadata: { order_id: '1001', channel: 'market stall' } },
      },
      { op: 'GET /merchants/me/payment-links/search', as: 'merchant', query: { query: "metadata['order_id']:'1001'" } },
      {
        page: true,
        name: 'Pay the link on its hosted page, by card',
        method: 'POST',
        url: '/pay/{{paymentLinkCode}}',
        form: {
          method: 'card',
          number: sandboxCard.number,
          expMonth: String(sandboxCard.expMonth),
          expYear: String(sandboxCard.expYear),
          cvc: sandboxCard.cvc,
        },
      },
      { op: 'GET /merchants/me/payments', as: 'merchant', capture: { paymentId: 'data.items[0].id' } },
      { op: 'GET /merchants/me/payments/volume', as: 'merchant', query: { days: '30' } },
      { op: 'GET /merchants/me/payments/{id}', as: 'merchant', path: { id: '{{paymentId}}' } },
      { op: 'POST /merchants/me/payments/{id}', as: 'merchant', path: { id: '{{paymentId}}' }, body: { metadata: { shipped: 'yes' } } },
      { op: 'GET /merchants/me/payments/search', as: 'merchant', query: { query: "metadata['order_id']:'1001' AND method:'CARD'" } },
      {
        op: 'POST /merchants/me/payments/{id}/refunds',
        as: 'merchant',
        path: { id: '{{paymentId}}' },
        body: { amount: '10.00', reason: 'One fringe was torn', metadata: { ticket: '4412' } },
        capture: { refundId: 'data.id' },
      },
      { op: 'GET /merchants/me/payments/{id}/refunds', as: 'merchant', path: { id: '{{paymentId}}' } },
      { op: 'GET /merchants/me/refunds/{id}', as: 'merchant', path: { id: '{{refundId}}' } },
      { op: 'POST /merchants/me/refunds/{id}', as: 'merchant', path: { id: '{{refundId}}' }, body: { metadata: { ticket: '4412', resolved: 'yes' } } },
      { op: 'GET /merchants/me/refunds/search', as: 'merchant', query: { query: "metadata['ticket']:'4412'" } },
      { op: 'GET /ledger/trace/{objectId}', as: 'merchant', path: { objectId: '{{paymentId}}' } },
      { op: 'POST /merchants/me/payment-links/{id}/deactivate', as: 'merchant', path: { id: '{{paymentLinkId}}' } },
    ],
  },
];
