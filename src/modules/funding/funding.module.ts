import { defineModule } from '../../app/module.js';
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

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    funding: FundingService;
  }
}

export default defineModule({
  folder: 'funding',
  uuidNodeTypes: ['WalletFunding'],
  schema: ['funding.graphql'],
  resolvers: fundingResolvers,
  routes: fundingRoutes(),
  services: {
    funding: {
      needs: ['ledger', 'wallets', 'momo', 'kyc', 'disputes', 'referrals'],
      create: ({ db, clock, ledger, wallets, momo, kyc, disputes, referrals }) =>
        new FundingService({ db, clock, ledger, wallets, momo, kyc, disputes, referrals }),
    },
  },
});
