import { defineModule } from '../../app/module.js';
import { savingsEvents } from './savings.events.js';
import type { ErrorDeclarations } from '../../platform/errors.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import * as migration0021 from './migrations/2026-11-23T0021_savings_goals.js';
import * as migration0027 from './migrations/2026-11-23T0027_savings_plans.js';
import * as migration0091 from './migrations/2026-11-29T0091_goal_metadata.js';
import { SavingsPlansService } from './savings-plans.service.js';
import { savingsResolvers } from './savings.resolvers.js';
import { savingsRoutes } from './savings.routes.js';
import { SavingsService } from './savings.service.js';
import './savings.tables.js';

const idPrefixes = { sg: 'SavingsGoal', sp: 'SavingsPlan' } as const;
const errorCodes = {
  GOAL_CLOSED: { status: 409, meaning: 'The savings goal is closed.', action: 'Create a new goal.' },
  GOAL_NOT_EMPTY: { status: 409, meaning: 'The savings goal still holds money.', action: 'Withdraw it before closing the goal.' },
} as const satisfies ErrorDeclarations;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    savings: SavingsService;
    savingsPlans: SavingsPlansService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof savingsEvents> {}
}

export default defineModule({
  folder: 'savings',
  schema: ['savings.graphql'],
  resolvers: savingsResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    depositToSavingsGoal: ['CURRENCY_ACCOUNT_MISSING', 'GOAL_CLOSED', 'INSUFFICIENT_FUNDS'],
    withdrawFromSavingsGoal: ['CURRENCY_ACCOUNT_MISSING', 'GOAL_CLOSED', 'INSUFFICIENT_FUNDS', 'KYC_LIMIT_EXCEEDED'],
    closeSavingsGoal: ['GOAL_NOT_EMPTY'],
    createSavingsPlan: ['GOAL_CLOSED', 'NOT_FOUND'],
    pauseSavingsPlan: ['SCHEDULE_ENDED'],
    resumeSavingsPlan: ['SCHEDULE_ENDED'],
  },
  routes: savingsRoutes(),
  services: {
    savings: {
      needs: ['ledger', 'wallets', 'kyc'],
      create: ({ db, clock, ledger, wallets, kyc }) => new SavingsService({ db, clock, ledger, wallets, kyc }),
    },
    savingsPlans: {
      needs: ['ledger', 'savings', 'schedules', 'userDirectory'],
      create: ({ db, clock, ledger, savings, schedules, userDirectory }) =>
        new SavingsPlansService({ db, clock, ledger, savings, schedules, users: userDirectory }),
    },
  },
  migrations: {
    '2026-11-23T0021_savings_goals': migration0021,
    '2026-11-23T0027_savings_plans': migration0027,
    '2026-11-29T0091_goal_metadata': migration0091,
  },
  idPrefixes,
  errorCodes,
  events: savingsEvents,
});
