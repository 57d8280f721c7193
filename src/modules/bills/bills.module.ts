import { defineModule } from '../../app/module.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import './bills.tables.js';
import { billsResolvers } from './bills.resolvers.js';
import { billsRoutes } from './bills.routes.js';
import { BillsService } from './bills.service.js';
import * as migration0022 from './migrations/2026-11-23T0022_bill_providers.js';

const idPrefixes = { sb: 'SavedBiller', bp: null } as const;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    bills: BillsService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
}

export default defineModule({
  folder: 'bills',
  schema: ['bills.graphql'],
  resolvers: billsResolvers,
  routes: billsRoutes(),
  services: {
    bills: {
      needs: ['ledger'],
      create: ({ db, clock, ledger }) => new BillsService({ db, clock, ledger }),
    },
  },
  migrations: {
    '2026-11-23T0022_bill_providers': migration0022,
  },
  idPrefixes,
});
