import { defineModule } from '../../app/module.js';
import { eventsRoutes } from './events.routes.js';
import { EventLogService } from './events.service.js';
import { eventsResolvers } from './events.resolvers.js';
import * as migration0041 from './migrations/2026-11-23T0041_event_log.js';
import * as migration0043 from './migrations/2026-11-23T0043_lighter_event_indexes.js';
import * as migration0044 from './migrations/2026-11-23T0044_event_positions.js';
import * as migration0074 from './migrations/2026-11-27T0074_publication_plan_kept.js';
import * as migration0075 from './migrations/2026-11-27T0075_publication_returns_events.js';

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    events: EventLogService;
  }
}

export default defineModule({
  folder: 'events',
  schema: ['events.graphql'],
  resolvers: eventsResolvers,
  routes: eventsRoutes(),
  services: {
    events: {
      needs: ['developer'],
      create: ({ db, developer, eventRelay }) => new EventLogService({ db, developer, publishCommitted: () => eventRelay.publishCommittedBefore() }),
    },
  },
  migrations: {
    '2026-11-23T0041_event_log': migration0041,
    '2026-11-23T0043_lighter_event_indexes': migration0043,
    '2026-11-23T0044_event_positions': migration0044,
    '2026-11-27T0074_publication_plan_kept': migration0074,
    '2026-11-27T0075_publication_returns_events': migration0075,
  },
});
