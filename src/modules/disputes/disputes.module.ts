import { defineModule } from '../../app/module.js';
import type { Declared, DeclaredKeys } from '../../platform/registry.js';
import { disputesResolvers } from './disputes.resolvers.js';
import { disputesRoutes } from './disputes.routes.js';
import { DisputesService } from './disputes.service.js';
import './disputes.tables.js';
import * as migration0031 from './migrations/2026-11-23T0031_disputes.js';
import * as migration0063 from './migrations/2026-11-24T0063_dispute_parties.js';

const idPrefixes = { dsp: 'Dispute', dcm: null, dev: null } as const;
const errorCodes = {
  DISPUTE_ALREADY_OPEN: 409,
  DISPUTE_RESOLVED: 409,
  DISPUTE_OPEN: 409,
  ALREADY_REFUNDED: 409,
  TRANSACTION_NOT_SETTLED: 409,
} as const;
const eventTypes = ['dispute.opened', 'dispute.updated', 'dispute.resolved'] as const;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    disputes: DisputesService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface ModuleEventTypes extends Declared<typeof eventTypes> {}
}

export default defineModule({
  folder: 'disputes',
  schema: ['disputes.graphql'],
  resolvers: disputesResolvers,
  routes: disputesRoutes(),
  services: {
    disputes: {
      needs: ['ledger', 'fx'],
      create: ({ db, clock, ledger, fx }) => new DisputesService({ db, clock, ledger, fx }),
    },
  },
  migrations: {
    '2026-11-23T0031_disputes': migration0031,
    '2026-11-24T0063_dispute_parties': migration0063,
  },
  idPrefixes,
  errorCodes,
  eventTypes,
});
