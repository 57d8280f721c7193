import { defineModule } from '../../app/module.js';
import { invoiceEvents } from './invoices.events.js';
import type { ErrorDeclarations } from '../../platform/errors.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import { invoicesResolvers } from './invoices.resolvers.js';
import { invoicesRoutes } from './invoices.routes.js';
import { INVOICE_KIND, InvoicesService } from './invoices.service.js';
import './invoices.tables.js';
import * as migration0036 from './migrations/2026-11-23T0036_invoices.js';
import * as migration0085 from './migrations/2026-11-29T0085_invoice_metadata.js';

const idPrefixes = { inv: 'Invoice' } as const;
const errorCodes = {
  INVOICE_VOID: { status: 409, meaning: 'The invoice was voided.', action: 'Create a new invoice.' },
  INVOICE_PAID: { status: 409, meaning: 'The invoice is paid.', action: 'Refund its payment instead, if that is what you meant.' },
} as const satisfies ErrorDeclarations;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    invoices: InvoicesService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof invoiceEvents> {}
  interface JobPayloads {
    'invoices.overdue': { invoiceId: string };
  }
}

export default defineModule({
  folder: 'invoices',
  schema: ['invoices.graphql'],
  resolvers: invoicesResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    voidInvoice: ['INVOICE_PAID', 'INVOICE_VOID', 'PAYMENT_IN_PROGRESS'],
  },
  routes: invoicesRoutes(),
  services: {
    invoices: {
      needs: ['ledger', 'checkout', 'developer'],
      // An invoice is paid on the hosted page: checkout reads it, titles it and marks it paid through PayTarget.
      create: ({ db, clock, ledger, checkout, developer, mailer, jobs }) =>
        checkout.withTarget(INVOICE_KIND, new InvoicesService({ db, clock, ledger, checkout, developer, mailer, jobs })),
    },
  },
  migrations: {
    '2026-11-23T0036_invoices': migration0036,
    '2026-11-29T0085_invoice_metadata': migration0085,
  },
  idPrefixes,
  errorCodes,
  events: invoiceEvents,
  jobs: {
    'invoices.overdue':
      (s) =>
      (tx, { invoiceId }) =>
        s.invoices.markOverdue(tx, invoiceId),
  },
});
