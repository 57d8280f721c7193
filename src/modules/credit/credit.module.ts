import { defineModule } from '../../app/module.js';
import { creditResolvers } from './credit.resolvers.js';
import { creditRoutes } from './credit.routes.js';
import { CreditService } from './credit.service.js';
import './credit.tables.js';
import * as migration0029 from './migrations/2026-11-23T0029_credit_scores.js';

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    credit: CreditService;
  }
}

export default defineModule({
  folder: 'credit',
  schema: ['credit.graphql'],
  resolvers: creditResolvers,
  routes: creditRoutes(),
  services: {
    credit: {
      needs: ['fx'],
      create: ({ db, clock, fx }) => new CreditService({ db, clock, fx }),
    },
  },
  migrations: {
    '2026-11-23T0029_credit_scores': migration0029,
  },
});
