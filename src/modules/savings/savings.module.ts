import { defineModule } from '../../app/module.js';
import type { Declared, DeclaredKeys } from '../../platform/registry.js';
import * as migration0021 from './migrations/2026-11-23T0021_savings_goals.js';
import { savingsResolvers } from './savings.resolvers.js';
import { savingsRoutes } from './savings.routes.js';
import { SavingsService } from './savings.service.js';
import './savings.tables.js';

const idPrefixes = { sg: 'SavingsGoal' } as const;
const errorCodes = { GOAL_CLOSED: 409, GOAL_NOT_EMPTY: 409 } as const;
const eventTypes = ['savings.goal_completed'] as const;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    savings: SavingsService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface ModuleEventTypes extends Declared<typeof eventTypes> {}
}

export default defineModule({
  folder: 'savings',
  schema: ['savings.graphql'],
  resolvers: savingsResolvers,
  routes: savingsRoutes(),
  services: {
    savings: {
      needs: ['ledger', 'wallets', 'kyc'],
      create: ({ db, clock, ledger, wallets, kyc }) => new SavingsService({ db, clock, ledger, wallets, kyc }),
    },
  },
  migrations: {
    '2026-11-23T0021_savings_goals': migration0021,
  },
  idPrefixes,
  errorCodes,
  eventTypes,
});
