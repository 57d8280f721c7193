import { defineModule } from '../../app/module.js';
import { transferEvents } from './transfers.events.js';
import { transfersResolvers } from './transfers.resolvers.js';
import { transfersRoutes } from './transfers.routes.js';
import './transfers.tables.js';
import { TransfersService } from './transfers.service.js';
import * as migration0012 from './migrations/2026-11-21T0012_transfers.js';
import * as migration0088 from './migrations/2026-11-29T0088_transfer_metadata.js';
import * as migration0110 from './migrations/2026-12-01T0110_transfer_directory.js';
import type { DeclaredKeys } from '../../platform/registry.js';

const idPrefixes = { trf: 'Transfer' } as const;

declare module '../momo/momo.rail.js' {
  interface RailPurposes {
    REMITTANCE: true;
  }
}

/** A transfer an administrator reversed: a path of the refunds that together return at most the transaction's amount. */
const refundPaths = { REVERSAL: "an administrator's reversal" } as const;

declare module '../../platform/registry.js' {
  interface ModuleRefundPaths extends DeclaredKeys<typeof refundPaths> {}
  interface ServiceRegistry {
    transfers: TransfersService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof transferEvents> {}
  interface JobPayloads {
    'transfer.payout': { transferId: string };
  }
}

export default defineModule({
  refundPaths,
  folder: 'transfers',
  schema: ['transfers.graphql'],
  resolvers: transfersResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    createTransfer: ['CURRENCY_ACCOUNT_MISSING', 'INSUFFICIENT_FUNDS', 'KYC_LIMIT_EXCEEDED', 'NOT_FOUND', 'QUOTE_EXPIRED', 'QUOTE_USED'],
    reverseTransfer: ['ALREADY_REFUNDED', 'CONFLICT', 'DISPUTE_OPEN', 'NOT_PENDING'],
  },
  routes: transfersRoutes(),
  services: {
    transfers: {
      needs: ['ledger', 'fx', 'kyc', 'momo', 'recipients', 'disputes'],
      create: ({ db, clock, ledger, fx, kyc, momo, recipients, jobs, logger, disputes }) =>
        new TransfersService({ db, clock, ledger, fx, kyc, momo, recipients, jobs, logger, disputes }),
    },
  },
  migrations: {
    '2026-11-21T0012_transfers': migration0012,
    '2026-11-29T0088_transfer_metadata': migration0088,
    '2026-12-01T0110_transfer_directory': migration0110,
  },
  idPrefixes,
  events: transferEvents,
  jobs: {
    'transfer.payout':
      (s) =>
      (tx, { transferId }) =>
        s.transfers.startPayout(tx, transferId),
  },
});
