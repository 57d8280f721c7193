import { defineModule } from '../../app/module.js';
import { paymentRequestEvents } from './payment-requests.events.js';
import { paymentRequestsResolvers } from './payment-requests.resolvers.js';
import { paymentRequestsRoutes } from './payment-requests.routes.js';
import './payment-requests.tables.js';
import { PaymentRequestsService } from './payment-requests.service.js';
import * as migration0009 from './migrations/2026-11-21T0009_payment_requests.js';
import * as migration0093 from './migrations/2026-11-30T0093_payment_request_metadata.js';
import type { DeclaredKeys } from '../../platform/registry.js';

const idPrefixes = { prq: 'PaymentRequest' } as const;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    paymentRequests: PaymentRequestsService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof paymentRequestEvents> {}
  interface JobPayloads {
    'payment-request.expire': { requestId: string };
  }
}

export default defineModule({
  folder: 'payment-requests',
  schema: ['payment-requests.graphql'],
  resolvers: paymentRequestsResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    createPaymentRequest: ['NOT_FOUND', 'SELF_TRANSFER'],
    acceptPaymentRequest: ['INSUFFICIENT_FUNDS', 'KYC_LIMIT_EXCEEDED', 'NOT_PENDING'],
    rejectPaymentRequest: ['NOT_PENDING'],
    cancelPaymentRequest: ['NOT_PENDING'],
  },
  routes: paymentRequestsRoutes(),
  services: {
    paymentRequests: {
      needs: ['ledger', 'wallets'],
      create: ({ db, clock, ledger, wallets, jobs }) => new PaymentRequestsService({ db, clock, ledger, wallets, jobs }),
    },
  },
  migrations: {
    '2026-11-21T0009_payment_requests': migration0009,
    '2026-11-30T0093_payment_request_metadata': migration0093,
  },
  idPrefixes,
  events: paymentRequestEvents,
  jobs: {
    'payment-request.expire':
      (s) =>
      (tx, { requestId }) =>
        s.paymentRequests.expire(tx, requestId),
  },
});
