import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const webhooksChapters: readonly CollectionChapter[] = [
  {
    folder: 'Webhooks and events',
    follows: 'Payroll',
    steps: [
      { op: 'GET /merchants/me/webhooks/event-types', as: 'merchant' },
      {
        op: 'POST /merchants/me/webhooks',
        as: 'merchant',
        body: { url: '{{webhookUrl}}', events: ['payment.completed', 'payment.refunded'], description: 'Order system', metadata: { environment: 'staging' } },
        capture: { webhookId: 'data.webhook.id' },
      },
      { op: 'GET /merchants/me/webhooks', as: 'merchant' },
      { op: 'GET /merchants/me/webhooks/{id}', as: 'merchant', path: { id: '{{webhookId}}' } },
      { op: 'PUT /merchants/me/webhooks/{id}', as: 'merchant', path: { id: '{{webhookId}}' }, body: { description: 'Order system (production)' } },
      { op: 'POST /merchants/me/webhooks/{id}/rotate-secret', as: 'merchant', path: { id: '{{webhookId}}' } },
      { op: 'POST /merchants/me/webhooks/{id}/test', as: 'merchant', path: { id: '{{webhookId}}' }, body: {} },
      { op: 'GET /merchants/me/webhooks/{id}/deliveries', as: 'merchant', path: { id: '{{webhookId}}' }, capture: { deliveryId: 'data.items[0].id' } },
      { op: 'GET /merchants/me/webhooks/deliveries/{deliveryId}', as: 'merchant', path: { deliveryId: '{{deliveryId}}' } },
      { op: 'POST /merchants/me/webhooks/deliveries/{deliveryId}/redeliver', as: 'merchant', path: { deliveryId: '{{deliveryId}}' } },
      { op: 'POST /merchants/me/webhooks/{id}/enable', as: 'merchant', path: { id: '{{webhookId}}' } },
      { op: 'POST /developers/me/callback-secret/rotate', as: 'merchant' },
      { op: 'DELETE /merchants/me/webhooks/{id}', as: 'merchant', path: { id: '{{webhookId}}' } },
      { op: 'GET /events', as: 'merchant', query: { limit: '20' } },
    ],
  },
];
