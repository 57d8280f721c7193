import { type CollectionChapter, sandboxCard } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const paymentMethodsChapters: readonly CollectionChapter[] = [
  {
    folder: 'Cards',
    follows: 'Payment requests',
    steps: [
      { op: 'POST /payment-methods/setup-intent', as: 'user', capture: { setupIntentId: 'data.id', clientSecret: 'data.clientSecret' } },
      {
        op: 'POST /payment-methods/setup-intent/{id}/confirm',
        as: 'user',
        path: { id: '{{setupIntentId}}' },
        body: { clientSecret: '{{clientSecret}}', card: sandboxCard, metadata: { label: 'work card' } },
        capture: { paymentMethodId: 'data.id' },
      },
      {
        op: 'POST /payment-methods/{paymentMethodId}',
        as: 'user',
        path: { paymentMethodId: '{{paymentMethodId}}' },
        body: { metadata: { label: 'travel card' } },
      },
      { op: 'GET /payment-methods', as: 'user' },
      { op: 'PUT /payment-methods/default', as: 'user', body: { paymentMethodId: '{{paymentMethodId}}' } },
      { op: 'POST /payment-methods/sync', as: 'user' },
      { op: 'DELETE /payment-methods/{paymentMethodId}', as: 'user', path: { paymentMethodId: '{{paymentMethodId}}' } },
    ],
  },
];
