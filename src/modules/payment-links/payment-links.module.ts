import { defineModule } from '../../app/module.js';
import { paymentLinkEvents } from './payment-links.events.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import * as migration0035 from './migrations/2026-11-23T0035_payment_links.js';
import * as migration0056 from './migrations/2026-11-24T0056_min_card_amount.js';
import * as migration0085 from './migrations/2026-11-29T0085_payment_link_metadata.js';
import { paymentLinksResolvers } from './payment-links.resolvers.js';
import { paymentLinksRoutes } from './payment-links.routes.js';
import { PAYMENT_LINK_KIND, PaymentLinksService } from './payment-links.service.js';
import './payment-links.tables.js';

const idPrefixes = { plink: 'PaymentLink' } as const;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    paymentLinks: PaymentLinksService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof paymentLinkEvents> {}
}

export default defineModule({
  folder: 'payment-links',
  schema: ['payment-links.graphql'],
  resolvers: paymentLinksResolvers,
  routes: paymentLinksRoutes(),
  services: {
    paymentLinks: {
      needs: ['ledger', 'checkout', 'developer'],
      // A payment link is paid on the hosted page: checkout reads it, titles it and marks it paid through PayTarget.
      create: ({ db, clock, ledger, checkout, developer }) =>
        checkout.withTarget(PAYMENT_LINK_KIND, new PaymentLinksService({ db, clock, ledger, checkout, developer })),
    },
  },
  migrations: {
    '2026-11-23T0035_payment_links': migration0035,
    '2026-11-24T0056_min_card_amount': migration0056,
    '2026-11-29T0085_payment_link_metadata': migration0085,
  },
  idPrefixes,
  events: paymentLinkEvents,
});
