import { defineModule } from '../../app/module.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import { fundingEvents } from './funding.events.js';
import { fundingResolvers } from './funding.resolvers.js';
import { fundingRoutes } from './funding.routes.js';
import { FundingService } from './funding.service.js';

declare module '../momo/momo.rail.js' {
  interface RailPurposes {
    FUND_IN: true;
    CASH_OUT: true;
    REFUND: true;
  }
}

/** A fund-in given back to the payer: a path of the refunds that together return at most the transaction's amount. */
const refundPaths = { WALLET_REFUND: 'a wallet refund' } as const;

declare module '../../platform/registry.js' {
  interface ModuleRefundPaths extends DeclaredKeys<typeof refundPaths> {}
  interface ServiceRegistry {
    funding: FundingService;
  }
  interface ModuleEventTypes extends DeclaredKeys<typeof fundingEvents> {}
}

export default defineModule({
  refundPaths,
  folder: 'funding',
  uuidNodeTypes: ['WalletFunding'],
  schema: ['funding.graphql'],
  resolvers: fundingResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    fundWallet: ['KYC_LIMIT_EXCEEDED'],
    cashOutWallet: ['INSUFFICIENT_FUNDS', 'KYC_LIMIT_EXCEEDED'],
    refundFundIn: ['ALREADY_REFUNDED', 'DISPUTE_OPEN', 'INSUFFICIENT_FUNDS', 'NOT_FOUND', 'NOT_PENDING'],
  },
  routes: fundingRoutes(),
  events: fundingEvents,
  services: {
    funding: {
      needs: ['ledger', 'wallets', 'momo', 'kyc', 'disputes', 'referrals'],
      create: ({ db, clock, ledger, wallets, momo, kyc, disputes, referrals }) =>
        new FundingService({ db, clock, ledger, wallets, momo, kyc, disputes, referrals }),
    },
  },
});
