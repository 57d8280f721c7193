import { defineModule } from '../../app/module.js';
import type { ErrorDeclarations } from '../../platform/errors.js';
import { paymentMethodsResolvers } from './payment-methods.resolvers.js';
import { paymentMethodsRoutes } from './payment-methods.routes.js';
import './payment-methods.tables.js';
import { sandboxCardProcessor } from '../../rails/cards.js';
import { PaymentMethodsService } from './payment-methods.service.js';
import * as migration0013 from './migrations/2026-11-21T0013_cards.js';
import * as migration0095 from './migrations/2026-11-30T0095_payment_method_metadata.js';
import { paymentMethodEvents } from './payment-methods.events.js';
import type { DeclaredKeys } from '../../platform/registry.js';

const idPrefixes = { seti: 'SetupIntent', pm: 'PaymentMethod' } as const;
const errorCodes = {
  CARD_DECLINED: {
    status: 402,
    meaning: 'The card was declined; the message says why (sandbox test cards decline on purpose).',
    action: 'Use another card or ask the cardholder to contact their bank.',
  },
} as const satisfies ErrorDeclarations;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    paymentMethods: PaymentMethodsService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof paymentMethodEvents> {}
}

export default defineModule({
  folder: 'payment-methods',
  schema: ['payment-methods.graphql'],
  resolvers: paymentMethodsResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    confirmSetupIntent: ['CARD_DECLINED', 'CONFLICT'],
  },
  routes: paymentMethodsRoutes(),
  services: {
    paymentMethods: {
      needs: [],
      create: ({ db, clock }, { jwtSecret }) =>
        // Card fingerprints are keyed by a key derived from the signing secret: stable, never the number.
        new PaymentMethodsService({
          db,
          clock,
          processor: sandboxCardProcessor(jwtSecret),
        }),
    },
  },
  migrations: {
    '2026-11-21T0013_cards': migration0013,
    '2026-11-30T0095_payment_method_metadata': migration0095,
  },
  events: paymentMethodEvents,
  idPrefixes,
  errorCodes,
});
