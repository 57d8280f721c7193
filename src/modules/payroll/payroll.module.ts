import { defineModule } from '../../app/module.js';
import { payrollEvents } from './payroll.events.js';
import type { ErrorDeclarations } from '../../platform/errors.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import * as migration0039 from './migrations/2026-11-23T0039_payroll.js';
import * as migration0092 from './migrations/2026-11-29T0092_batch_metadata.js';
import * as migration0096 from './migrations/2026-11-30T0096_item_metadata.js';
import { payrollResolvers } from './payroll.resolvers.js';
import { payrollRoutes } from './payroll.routes.js';
import { PayrollService } from './payroll.service.js';
import './payroll.tables.js';

const idPrefixes = { pb: 'PayrollBatch', pi: 'PayrollItem', ptpl: 'PayrollTemplate' } as const;
const errorCodes = {
  BATCH_ALREADY_PROCESSED: { status: 409, meaning: 'The payroll batch was already processed.', action: 'Create a new batch, or retry its failed items.' },
  NOTHING_TO_RETRY: { status: 409, meaning: 'The batch has no failed items.', action: 'Nothing to do.' },
  ITEM_NOT_FAILED: { status: 409, meaning: 'Only a failed payroll item can be corrected.', action: "Read the item's status." },
} as const satisfies ErrorDeclarations;

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
  interface ModuleEventTypes extends DeclaredKeys<typeof payrollEvents> {}
}

export default defineModule({
  folder: 'payroll',
  schema: ['payroll.graphql'],
  resolvers: payrollResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    createPayrollBatch: ['NOT_FOUND'],
    processPayrollBatch: ['BATCH_ALREADY_PROCESSED', 'INSUFFICIENT_FUNDS'],
    correctPayrollItem: ['ITEM_NOT_FAILED'],
    retryPayrollBatch: ['INSUFFICIENT_FUNDS', 'NOTHING_TO_RETRY'],
  },
  routes: payrollRoutes(),
  services: {
    payroll: {
      needs: ['ledger', 'momo', 'developer'],
      create: ({ db, clock, ledger, momo, developer }) => new PayrollService({ db, clock, ledger, momo, developer }),
    },
  },
  migrations: {
    '2026-11-23T0039_payroll': migration0039,
    '2026-11-29T0092_batch_metadata': migration0092,
    '2026-11-30T0096_item_metadata': migration0096,
  },
  idPrefixes,
  errorCodes,
  events: payrollEvents,
});
