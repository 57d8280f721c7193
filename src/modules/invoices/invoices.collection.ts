import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const invoicesChapters: readonly CollectionChapter[] = [
  {
    folder: 'Invoices',
    follows: 'Payment links and payments',
    steps: [
      {
        op: 'POST /merchants/me/invoices',
        as: 'merchant',
        body: {
          customerEmail: 'buyer@example.com',
          currency: 'GHS',
          items: [
            { description: 'Catering, 20 guests', quantity: 20, unitPrice: '45.00' },
            { description: 'Delivery', quantity: 1, unitPrice: '30.00' },
          ],
          notes: 'Thank you for your order.',
          metadata: { order_id: '1002' },
        },
        capture: { invoiceId: 'data.id' },
      },
      { op: 'GET /merchants/me/invoices', as: 'merchant' },
      { op: 'GET /merchants/me/invoices/{id}', as: 'merchant', path: { id: '{{invoiceId}}' } },
      { op: 'POST /merchants/me/invoices/{id}', as: 'merchant', path: { id: '{{invoiceId}}' }, body: { metadata: { customer_ref: 'buyer-17' } } },
      { op: 'GET /merchants/me/invoices/search', as: 'merchant', query: { query: "status:'SENT' AND metadata['order_id']:'1002'" } },
      { op: 'POST /merchants/me/invoices/{id}/void', as: 'merchant', path: { id: '{{invoiceId}}' } },
    ],
  },
];
