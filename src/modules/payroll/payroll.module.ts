import { defineModule } from '../../app/module.js';
import type { Declared, DeclaredKeys } from '../../platform/registry.js';
import * as migration0039 from './migrations/2026-11-23T0039_payroll.js';
import { payrollResolvers } from './payroll.resolvers.js';
import { payrollRoutes } from './payroll.routes.js';
import { PayrollService } from './payroll.service.js';
import './payroll.tables.js';

const idPrefixes = { pb: 'PayrollBatch', pi: null, ptpl: null } as const;
const errorCodes = { BATCH_ALREADY_PROCESSED: 409, NOTHING_TO_RETRY: 409, ITEM_NOT_FAILED: 409 } as const;
const eventTypes = ['payroll.batch_settled'] as const;

declare module '../momo/momo.rail.js' {
  interface RailPurposes {
    PAYROLL: true;
  }
}

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    payroll: PayrollService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface ModuleEventTypes extends Declared<typeof eventTypes> {}
}

export default defineModule({
  folder: 'payroll',
  schema: ['payroll.graphql'],
  resolvers: payrollResolvers,
  routes: payrollRoutes(),
  services: {
    payroll: {
      needs: ['ledger', 'momo', 'developer'],
      create: ({ db, clock, ledger, momo, developer }) => new PayrollService({ db, clock, ledger, momo, developer }),
    },
  },
  migrations: {
    '2026-11-23T0039_payroll': migration0039,
  },
  idPrefixes,
  errorCodes,
  eventTypes,
});
