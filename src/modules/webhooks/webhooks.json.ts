import type { WebhookAttemptModel, WebhookDeliveryModel, WebhookEndpointModel } from './webhooks.service.js';

export const endpointToJson = (e: WebhookEndpointModel) => ({
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.events,
  status: e.status,
  previousSecretExpiresAt: e.previousSecretExpiresAt?.toISOString() ?? null,
  degradedSince: e.degradedSince?.toISOString() ?? null,
  disabledAt: e.disabledAt?.toISOString() ?? null,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});

export const deliveryToJson = (d: WebhookDeliveryModel) => ({
  id: d.id,
  endpointId: d.endpointId,
  eventId: d.eventId,
  eventType: d.eventType,
  kind: d.kind,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
  lastStatusCode: d.lastStatusCode,
  createdAt: d.createdAt.toISOString(),
  completedAt: d.completedAt?.toISOString() ?? null,
});

export const attemptToJson = (a: WebhookAttemptModel) => ({ ...a, startedAt: a.startedAt.toISOString() });
