import { defineModule } from '../../app/module.js';
import { referralEvents } from './referrals.events.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import * as migration0032 from './migrations/2026-11-23T0032_referrals.js';
import * as migration0057 from './migrations/2026-11-24T0057_reward_per_paying_number.js';
import { referralPages } from './referrals.pages.js';
import { referralsResolvers } from './referrals.resolvers.js';
import { referralsRoutes } from './referrals.routes.js';
import { ReferralsService } from './referrals.service.js';
import './referrals.tables.js';

const idPrefixes = { rfl: 'Referral' } as const;

/** Where referral rewards are paid from. */
const ledgerAccountKinds = ['MARKETING'] as const;

declare module '../../platform/registry.js' {
  interface ModuleLedgerAccountKinds extends Declared<typeof ledgerAccountKinds> {}
  interface ServiceRegistry {
    referrals: ReferralsService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof referralEvents> {}
  interface JobPayloads {
    'referrals.pay-reward': { referralId: string };
  }
}

export default defineModule({
  folder: 'referrals',
  ledgerAccountKinds,
  schema: ['referrals.graphql'],
  resolvers: referralsResolvers,
  routes: referralsRoutes(),
  pages: referralPages,
  services: {
    referrals: {
      needs: ['ledger', 'fx'],
      create: ({ db, clock, ledger, fx, jobs }, { config }) => new ReferralsService({ db, clock, ledger, fx, jobs, publicUrl: config.publicUrl }),
    },
  },
  migrations: {
    '2026-11-23T0032_referrals': migration0032,
    '2026-11-24T0057_reward_per_paying_number': migration0057,
  },
  idPrefixes,
  events: referralEvents,
  jobs: {
    'referrals.pay-reward':
      (s) =>
      (tx, { referralId }) =>
        s.referrals.payReward(tx, referralId),
  },
});
