import { defineModule } from '../../app/module.js';
import { disputeEvents } from './disputes.events.js';
import type { ErrorDeclarations } from '../../platform/errors.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import { disputesResolvers } from './disputes.resolvers.js';
import { disputesRoutes } from './disputes.routes.js';
import { DisputesService } from './disputes.service.js';
import './disputes.tables.js';
import * as migration0031 from './migrations/2026-11-23T0031_disputes.js';
import * as migration0063 from './migrations/2026-11-24T0063_dispute_parties.js';

const idPrefixes = { dsp: 'Dispute', dcm: 'DisputeComment', dev: 'DisputeEvidence' } as const;
const errorCodes = {
  DISPUTE_ALREADY_OPEN: {
    status: 409,
    meaning: 'This transaction already has an open dispute.',
    action: 'Comment on or add evidence to the open dispute instead.',
  },
  DISPUTE_RESOLVED: {
    status: 409,
    meaning: 'The dispute is resolved: it takes no more comments, evidence or resolutions.',
    action: 'File a new dispute if the transaction can still be disputed.',
  },
  DISPUTE_OPEN: { status: 409, meaning: 'A dispute of this transaction is open, so its own refund waits.', action: "Wait for the dispute's resolution." },
  TRANSACTION_NOT_SETTLED: { status: 409, meaning: 'The transaction is still in progress.', action: 'Dispute it once it has completed.' },
} as const satisfies ErrorDeclarations;

/** A dispute decided for the user: a path of the refunds that together return at most the transaction's amount. */
const refundPaths = { DISPUTE: 'a dispute' } as const;

declare module '../../platform/registry.js' {
  interface ModuleRefundPaths extends DeclaredKeys<typeof refundPaths> {}
  interface ServiceRegistry {
    disputes: DisputesService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof disputeEvents> {}
}

export default defineModule({
  refundPaths,
  folder: 'disputes',
  schema: ['disputes.graphql'],
  resolvers: disputesResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    fileDispute: ['ALREADY_REFUNDED', 'DISPUTE_ALREADY_OPEN', 'NOT_FOUND', 'TRANSACTION_NOT_SETTLED'],
    addDisputeComment: ['DISPUTE_RESOLVED'],
    addDisputeEvidence: ['DISPUTE_RESOLVED'],
    resolveDispute: ['ALREADY_REFUNDED', 'DISPUTE_RESOLVED', 'INSUFFICIENT_FUNDS', 'KYC_LIMIT_EXCEEDED'],
  },
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
  events: disputeEvents,
});
