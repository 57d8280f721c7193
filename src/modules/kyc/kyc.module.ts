import { defineModule } from '../../app/module.js';
import { kycEvents } from './kyc.events.js';
import { kycResolvers } from './kyc.resolvers.js';
import { kycRoutes } from './kyc.routes.js';
import './kyc.tables.js';
import { KycService } from './kyc.service.js';
import * as migration0008 from './migrations/2026-11-21T0008_kyc.js';
import * as migration0047 from './migrations/2026-11-24T0047_maximum_balance_by_ledger.js';
import * as migration0053 from './migrations/2026-11-24T0053_debit_limits_by_ledger.js';
import * as migration0071 from './migrations/2026-11-27T0071_limits_for_groups.js';
import type { ErrorDeclarations } from '../../platform/errors.js';
import type { DeclaredKeys } from '../../platform/registry.js';

const idPrefixes = { kyd: 'KycDocument', kyu: 'KycUpgradeRequest' } as const;
const errorCodes = {
  KYC_LIMIT_EXCEEDED: {
    status: 403,
    meaning: "The user's KYC tier does not allow this (a daily or monthly limit, or the maximum balance); the message says which and by how much.",
    action: 'Send less, wait for the limit to renew, or upgrade the tier (`POST /kyc/upgrade`).',
  },
} as const satisfies ErrorDeclarations;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    kyc: KycService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof kycEvents> {}
  interface JobPayloads {
    'kyc.review-upgrade': { requestId: string };
  }
}

export default defineModule({
  folder: 'kyc',
  schema: ['kyc.graphql'],
  resolvers: kycResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    requestKycUpgrade: ['CONFLICT'],
    setKycTier: ['NOT_FOUND'],
  },
  routes: kycRoutes(),
  services: {
    kyc: {
      needs: ['fx', 'ledger', 'userDirectory'],
      create: ({ db, clock, jobs, fx, ledger, keptReads, userDirectory }, { config }) =>
        new KycService({ db, clock, config, jobs, fx, ledger, keptReads, users: userDirectory }),
    },
  },
  migrations: {
    '2026-11-21T0008_kyc': migration0008,
    '2026-11-24T0047_maximum_balance_by_ledger': migration0047,
    '2026-11-24T0053_debit_limits_by_ledger': migration0053,
    '2026-11-27T0071_limits_for_groups': migration0071,
  },
  idPrefixes,
  errorCodes,
  events: kycEvents,
  jobs: {
    'kyc.review-upgrade':
      (s) =>
      (tx, { requestId }) =>
        s.kyc.review(tx, requestId),
  },
});
