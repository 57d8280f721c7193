import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/rest-route.js';
import type { Services } from '../../services.js';
import { preferencesToJson, UpdatePreferencesInput } from './notifications.service.js';

export function notificationsRoutes(app: FastifyInstance, services: Services): void {
  const tags = ['Notifications'];
  defineRoute(app, services, {
    method: 'GET', url: '/notifications/preferences', tags, auth: 'user', summary: 'Read notification preferences',
    handler: async ({ services, principal }) => preferencesToJson(await services.notifications.get(principal)),
  });
  defineRoute(app, services, {
    method: 'PUT', url: '/notifications/preferences', tags, auth: 'user', body: UpdatePreferencesInput,
    summary: 'Update notification preferences; omitted channels and topics keep their value',
    handler: async ({ services, principal, body }) => preferencesToJson(await services.notifications.update(principal, body)),
  });
}
