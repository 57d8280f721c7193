import { defineModule } from '../../app/module.js';
import { posEvents } from './pos.events.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import { sandboxCardProcessor } from '../../rails/cards.js';
import * as migration0040 from './migrations/2026-11-23T0040_pos.js';
import * as migration0051 from './migrations/2026-11-24T0051_refund_reason.js';
import * as migration0087 from './migrations/2026-11-29T0087_sale_metadata.js';
import { posResolvers } from './pos.resolvers.js';
import { posRoutes } from './pos.routes.js';
import { PosCatalogService } from './pos-catalog.service.js';
import { PosRefundsService } from './pos-refunds.service.js';
import { PosReportsService } from './pos-reports.service.js';
import { PosService } from './pos.service.js';
import './pos.tables.js';

const idPrefixes = { sale: 'PosSale', pci: 'PosCatalogItem', posrf: 'PosRefund' } as const;

declare module '../momo/momo.rail.js' {
  interface RailPurposes {
    POS_SALE: true;
    POS_REFUND: true;
  }
}

/** A sale refunded at the point of sale: a path of the refunds that together return at most the transaction's amount. */
const refundPaths = { POS_REFUND: 'a point-of-sale refund' } as const;

declare module '../../platform/registry.js' {
  interface ModuleRefundPaths extends DeclaredKeys<typeof refundPaths> {}
  interface ServiceRegistry {
    pos: PosService;
    posCatalog: PosCatalogService;
    posRefunds: PosRefundsService;
    posReports: PosReportsService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof posEvents> {}
}

export default defineModule({
  refundPaths,
  folder: 'pos',
  schema: ['pos.graphql'],
  resolvers: posResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    posSale: ['KYC_LIMIT_EXCEEDED', 'NOT_FOUND'],
    posRefund: ['ALREADY_REFUNDED', 'INSUFFICIENT_FUNDS', 'NOT_FOUND', 'NOT_REFUNDABLE', 'REFUND_TOO_LARGE'],
  },
  routes: posRoutes(),
  services: {
    posCatalog: { needs: ['developer'], create: ({ db, clock, developer }) => new PosCatalogService({ db, clock, developer }) },
    pos: {
      needs: ['ledger', 'momo', 'developer', 'posCatalog', 'userDirectory'],
      create: ({ db, clock, ledger, momo, developer, posCatalog, userDirectory, sms }, { jwtSecret }) =>
        new PosService({ db, clock, ledger, momo, developer, catalog: posCatalog, users: userDirectory, sms, cards: sandboxCardProcessor(jwtSecret) }),
    },
    posRefunds: {
      needs: ['ledger', 'momo', 'developer'],
      create: ({ db, clock, ledger, momo, developer }) => new PosRefundsService({ db, clock, ledger, momo, developer }),
    },
    posReports: {
      needs: ['developer', 'userDirectory'],
      create: ({ db, clock, developer, userDirectory }) => new PosReportsService({ db, clock, developer, users: userDirectory }),
    },
  },
  migrations: {
    '2026-11-23T0040_pos': migration0040,
    '2026-11-24T0051_refund_reason': migration0051,
    '2026-11-29T0087_sale_metadata': migration0087,
  },
  idPrefixes,
  events: posEvents,
});
