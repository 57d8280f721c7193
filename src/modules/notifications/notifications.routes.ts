import { toWire } from '../../platform/wire.js';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { PreferencesJson, UpdatePreferencesInput } from './notifications.service.js';

export function notificationsRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['Notifications'];
  routes.push(
    route({
      method: 'GET',
      url: '/notifications/preferences',
      operationId: 'retrieveNotificationPreferences',
      libraryMethod: ['notificationPreferences', 'retrieve'],
      response: PreferencesJson,
      tags,
      auth: 'user',
      summary: 'Read notification preferences',
      handler: async ({ services, principal }) => toWire(PreferencesJson, await services.notifications.get(principal)),
    }),
  );
  routes.push(
    route({
      method: 'PUT',
      url: '/notifications/preferences',
      operationId: 'updateNotificationPreferences',
      libraryMethod: ['notificationPreferences', 'update'],
      response: PreferencesJson,
      tags,
      auth: 'user',
      body: UpdatePreferencesInput,
      summary: 'Update notification preferences; omitted channels and topics keep their value',
      handler: async ({ services, principal, body }) => toWire(PreferencesJson, await services.notifications.update(principal, body)),
    }),
  );
  return routes;
}
