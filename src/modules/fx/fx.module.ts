import { defineModule } from '../../app/module.js';
import { fxEvents } from './fx.events.js';
import { fxResolvers } from './fx.resolvers.js';
import { fxRoutes } from './fx.routes.js';
import './fx.tables.js';
import { FxService } from './fx.service.js';
import * as migration0007 from './migrations/2026-11-21T0007_fx.js';
import * as migration0106 from './migrations/2026-12-01T0106_fx_rate_directory.js';
import type { ErrorDeclarations } from '../../platform/errors.js';
import type { DeclaredKeys } from '../../platform/registry.js';

const idPrefixes = { qt: 'FxQuote' } as const;
const errorCodes = {
  QUOTE_EXPIRED: { status: 409, meaning: "The FX quote's time ran out.", action: 'Ask for a new quote.' },
  QUOTE_USED: { status: 409, meaning: 'The FX quote was already spent by a transfer.', action: 'Ask for a new quote for a new transfer.' },
} as const satisfies ErrorDeclarations;

/** The platform's position in each currency from conversions. */
const ledgerAccountKinds = ['FX_POSITION'] as const;

declare module '../../platform/registry.js' {
  interface ModuleLedgerAccountKinds extends Declared<typeof ledgerAccountKinds> {}
  interface ServiceRegistry {
    fx: FxService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof fxEvents> {}
}

export default defineModule({
  folder: 'fx',
  ledgerAccountKinds,
  schema: ['fx.graphql'],
  resolvers: fxResolvers,
  routes: fxRoutes(),
  services: {
    fx: {
      needs: ['ledger'],
      create: ({ db, clock, ledger }, { config }) => new FxService({ db, clock, config, ledger }),
    },
  },
  migrations: {
    '2026-11-21T0007_fx': migration0007,
    '2026-12-01T0106_fx_rate_directory': migration0106,
  },
  idPrefixes,
  errorCodes,
  events: fxEvents,
});
