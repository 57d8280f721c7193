import { defineModule } from '../../app/module.js';
import { notificationsResolvers } from './notifications.resolvers.js';
import { notificationsRoutes } from './notifications.routes.js';
import './notifications.tables.js';
import { NotificationsService } from './notifications.service.js';

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    notifications: NotificationsService;
  }
}

export default defineModule({
  folder: 'notifications',
  schema: ['notifications.graphql'],
  resolvers: notificationsResolvers,
  routes: notificationsRoutes(),
  services: {
    notifications: {
      needs: [],
      create: ({ db, clock }) => new NotificationsService({ db, clock }),
    },
  },
});
