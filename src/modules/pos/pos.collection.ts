import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const posChapters: readonly CollectionChapter[] = [
  {
    folder: 'Point of sale',
    follows: 'Invoices',
    steps: [
      { op: 'GET /pos/catalog', as: 'merchant', capture: { catalogItemId: 'data.items[0].id' } },
      {
        op: 'POST /pos/catalog',
        as: 'merchant',
        body: { description: 'Shea butter, 250 g', sku: 'SHEA-250', unitPrice: '35.00', currency: 'GHS' },
        capture: { newCatalogItemId: 'data.id' },
      },
      { op: 'PUT /pos/catalog/{id}', as: 'merchant', path: { id: '{{newCatalogItemId}}' }, body: { unitPrice: '32.00' } },
      {
        op: 'POST /pos/sales',
        as: 'merchant',
        body: {
          items: [{ catalogItemId: '{{catalogItemId}}', quantity: 2 }],
          paymentMethod: 'cash',
          currency: 'GHS',
          customerPhone: '+233241110000',
          metadata: { table: '7' },
        },
        capture: { saleId: 'data.id' },
      },
      { op: 'GET /pos/sales', as: 'merchant' },
      { op: 'GET /pos/sales/{id}', as: 'merchant', path: { id: '{{saleId}}' } },
      { op: 'POST /pos/sales/{id}', as: 'merchant', path: { id: '{{saleId}}' }, body: { metadata: { table: '7', waiter: 'kofi' } } },
      { op: 'GET /pos/sales/search', as: 'merchant', query: { query: "metadata['table']:'7' AND paymentMethod:cash" } },
      { op: 'POST /pos/refunds', as: 'merchant', body: { saleId: '{{saleId}}', lines: [{ line: 1, quantity: 1 }], reason: 'Returned unopened' } },
      { op: 'POST /pos/catalog/{id}/archive', as: 'merchant', path: { id: '{{newCatalogItemId}}' } },
      { op: 'GET /pos/reports/daily', as: 'merchant', query: { currency: 'GHS' } },
    ],
  },
];
