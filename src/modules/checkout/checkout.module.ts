import { defineModule } from '../../app/module.js';
import { checkoutEvents } from './checkout.events.js';
import type { ErrorDeclarations } from '../../platform/errors.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import { sandboxCardProcessor } from '../../rails/cards.js';
import { checkoutPages } from './checkout.pages.js';
import { checkoutResolvers } from './checkout.resolvers.js';
import { checkoutRoutes } from './checkout.routes.js';
import { CheckoutService } from './checkout.service.js';
import './checkout.tables.js';
import * as migration0034 from './migrations/2026-11-23T0034_checkout.js';
import * as migration0038 from './migrations/2026-11-23T0038_payment_refunds.js';
import * as migration0055 from './migrations/2026-11-24T0055_pay_attempts.js';
import * as migration0068 from './migrations/2026-11-25T0068_pay_attempts_by_owner.js';
import * as migration0085 from './migrations/2026-11-29T0085_payment_metadata.js';
import * as migration0086 from './migrations/2026-11-29T0086_refund_metadata.js';
import * as migration0111 from './migrations/2026-12-01T0111_pay_code_directory.js';
import { RefundsService } from './refunds.service.js';

const idPrefixes = { cs: 'Payment', rf: 'PaymentRefund' } as const;
// NOT_PAYABLE is 410 Gone, as the page of what it names answers: a deactivated, expired or paid link, a voided or paid invoice.
const errorCodes = {
  NOT_PAYABLE: {
    status: 410,
    meaning: 'The payment link or invoice cannot be paid any more (deactivated, used, expired, void or paid).',
    action: 'Create a new link or invoice.',
  },
  PAYMENT_IN_PROGRESS: {
    status: 409,
    meaning: "A payment of this page is waiting for the payer's approval.",
    action: 'Wait for it to complete or fail (a mobile money prompt holds a page 3 minutes).',
  },
  NOT_REFUNDABLE: {
    status: 409,
    meaning: 'This payment cannot be refunded (it did not complete, or was refunded in full).',
    action: "Read the payment's status and refunds.",
  },
  REFUND_TOO_LARGE: {
    status: 409,
    meaning: 'The refund is more than what is left to refund of the payment.',
    action: "Refund at most the payment's amount less its refunds.",
  },
} as const satisfies ErrorDeclarations;

declare module '../momo/momo.rail.js' {
  interface RailPurposes {
    CHECKOUT: true;
    CHECKOUT_REFUND: true;
  }
}

/** What the card processor owes the platform (and card refunds give back). */
const ledgerAccountKinds = ['CARD_SETTLEMENT'] as const;

/** A payment taken on the hosted page, refunded: a path of the refunds that together return at most the transaction's amount. */
const refundPaths = { PAYMENT_REFUND: 'a payment refund' } as const;

declare module '../../platform/registry.js' {
  interface ModuleRefundPaths extends DeclaredKeys<typeof refundPaths> {}
  interface ModuleLedgerAccountKinds extends Declared<typeof ledgerAccountKinds> {}
  interface ServiceRegistry {
    checkout: CheckoutService;
    refunds: RefundsService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof checkoutEvents> {}
  interface JobPayloads {
    'checkout.expire-session': { sessionId: string };
  }
}

export default defineModule({
  refundPaths,
  folder: 'checkout',
  ledgerAccountKinds,
  schema: ['checkout.graphql'],
  resolvers: checkoutResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    refundPayment: ['ALREADY_REFUNDED', 'INSUFFICIENT_FUNDS', 'NOT_REFUNDABLE', 'REFUND_TOO_LARGE'],
  },
  routes: checkoutRoutes(),
  pages: checkoutPages,
  services: {
    checkout: {
      needs: ['ledger', 'momo', 'developer'],
      create: ({ db, clock, ledger, momo, developer, jobs }, { config, jwtSecret }) =>
        new CheckoutService({
          db,
          clock,
          ledger,
          momo,
          developer,
          jobs,
          payUrl: config.payUrl,
          payThrottleScale: config.payThrottleScale,
          cards: sandboxCardProcessor(jwtSecret),
        }),
    },
    refunds: {
      needs: ['ledger', 'momo', 'developer'],
      create: ({ db, clock, ledger, momo, developer }) => new RefundsService({ db, clock, ledger, momo, developer }),
    },
  },
  migrations: {
    '2026-11-23T0034_checkout': migration0034,
    '2026-11-23T0038_payment_refunds': migration0038,
    '2026-11-24T0055_pay_attempts': migration0055,
    '2026-11-25T0068_pay_attempts_by_owner': migration0068,
    '2026-11-29T0085_payment_metadata': migration0085,
    '2026-11-29T0086_refund_metadata': migration0086,
    '2026-12-01T0111_pay_code_directory': migration0111,
  },
  idPrefixes,
  errorCodes,
  events: checkoutEvents,
  jobs: {
    'checkout.expire-session':
      (s) =>
      (tx, { sessionId }) =>
        s.checkout.expire(tx, sessionId),
  },
});
