import { defineModule } from '../../app/module.js';
import type { ErrorDeclarations } from '../../platform/errors.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import * as migration0024 from './migrations/2026-11-23T0024_schedules.js';
import { schedulesResolvers } from './schedules.resolvers.js';
import { SchedulesService } from './schedules.service.js';
import './schedules.tables.js';

const errorCodes = {
  SCHEDULE_ENDED: { status: 409, meaning: 'The schedule has ended or was cancelled.', action: 'Create a new schedule.' },
} as const satisfies ErrorDeclarations;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    schedules: SchedulesService;
  }
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface JobPayloads {
    'schedule.occurrence': { scheduleId: string; date: string };
  }
}

export default defineModule({
  folder: 'schedules',
  schema: ['schedules.graphql'],
  resolvers: schedulesResolvers,
  services: {
    schedules: {
      needs: [],
      create: ({ db, clock, jobs }) => new SchedulesService({ db, clock, jobs }),
    },
  },
  migrations: {
    '2026-11-23T0024_schedules': migration0024,
  },
  errorCodes,
  jobs: {
    'schedule.occurrence':
      (s) =>
      (tx, { scheduleId, date }) =>
        s.schedules.runOccurrence(tx, scheduleId, date),
  },
});
