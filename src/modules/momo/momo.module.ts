import { defineModule } from '../../app/module.js';
import { momoEvents } from './momo.events.js';
import { momoResolvers } from './momo.resolvers.js';
import { momoRoutes } from './momo.routes.js';
import { momoProviderRoutes } from './momo.provider-routes.js';
import './momo.tables.js';
import { SandboxMobileMoneyProvider } from '../../rails/mobile-money.js';
import { receiverPolicy } from '../webhooks/receiver-policy.js';
import { MomoService } from './momo.service.js';
import * as migration0011 from './migrations/2026-11-21T0011_momo.js';
import * as migration0019 from './migrations/2026-11-23T0019_rail_purposes.js';
import * as migration0037 from './migrations/2026-11-23T0037_collection_events.js';
import * as migration0094 from './migrations/2026-11-30T0094_operation_metadata.js';
import * as migration0059 from './migrations/2026-11-24T0059_callback_scenarios.js';
import * as migration0107 from './migrations/2026-12-01T0107_momo_operation_directory.js';
import type { Declared } from '../../platform/registry.js';

/** What the mobile money provider owes the platform, or is owed. */
const ledgerAccountKinds = ['MOMO_SETTLEMENT'] as const;

declare module '../../platform/registry.js' {
  interface ModuleLedgerAccountKinds extends Declared<typeof ledgerAccountKinds> {}
  interface ServiceRegistry {
    momo: MomoService;
  }
  interface ModuleEventTypes extends DeclaredKeys<typeof momoEvents> {}
  interface JobPayloads {
    'momo.complete': { referenceId: string };
  }
}

export default defineModule({
  folder: 'momo',
  ledgerAccountKinds,
  schema: ['momo.graphql'],
  resolvers: momoResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    startMobileMoneyOperation: ['NOT_FOUND', 'RESOURCE_ALREADY_EXIST'],
    cancelMobileMoneyOperation: ['NOT_PENDING'],
  },
  routes: momoRoutes(),
  providerRoutes: momoProviderRoutes(),
  services: {
    momo: {
      needs: ['ledger', 'webhooks'],
      create: ({ db, clock, jobs, ledger, webhooks, logger }, { config }) =>
        new MomoService({
          db,
          clock,
          config,
          jobs,
          ledger,
          provider: new SandboxMobileMoneyProvider(),
          callbackPolicy: receiverPolicy(config),
          enqueueCallback: (tx, callback) => webhooks.enqueueCallback(tx, callback),
          logger,
        }),
    },
  },
  migrations: {
    '2026-11-21T0011_momo': migration0011,
    '2026-11-23T0019_rail_purposes': migration0019,
    '2026-11-23T0037_collection_events': migration0037,
    '2026-11-24T0059_callback_scenarios': migration0059,
    '2026-11-30T0094_operation_metadata': migration0094,
    '2026-12-01T0107_momo_operation_directory': migration0107,
  },
  events: momoEvents,
  jobs: {
    // Answers due together (a batch's payouts) complete in one transaction.
    'momo.complete': (s) => ({
      each: (tx, { referenceId }) => s.momo.complete(tx, referenceId),
      together: (tx, payloads) =>
        s.momo.completeMany(
          tx,
          payloads.map((p) => p.referenceId),
        ),
    }),
  },
});
