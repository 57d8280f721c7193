import { defineModule } from '../../app/module.js';
import { billEvents } from './bills.events.js';
import type { ErrorDeclarations } from '../../platform/errors.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import './bills.tables.js';
import { BillPaymentsService } from './bill-payments.service.js';
import { billsResolvers } from './bills.resolvers.js';
import { billsRoutes } from './bills.routes.js';
import { BillsService } from './bills.service.js';
import * as migration0022 from './migrations/2026-11-23T0022_bill_providers.js';
import * as migration0026 from './migrations/2026-11-23T0026_bill_payments.js';
import * as migration0109 from './migrations/2026-12-01T0109_bill_payment_directory.js';

const idPrefixes = { sb: 'SavedBiller', bp: 'BillProvider', bpy: 'BillPayment', bsc: 'ScheduledBillPayment' } as const;
const errorCodes = {
  BILL_ACCOUNT_INVALID: {
    status: 422,
    meaning: 'The biller has no customer with this account number.',
    action: 'Check the account number with the customer (sandbox: numbers ending 0001 are unknown).',
  },
} as const satisfies ErrorDeclarations;

/** What the platform owes billers. */
const ledgerAccountKinds = ['BILLER_SETTLEMENT'] as const;

declare module '../../platform/registry.js' {
  interface ModuleLedgerAccountKinds extends Declared<typeof ledgerAccountKinds> {}
  interface ServiceRegistry {
    bills: BillsService;
    billPayments: BillPaymentsService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof billEvents> {}
  interface JobPayloads {
    'bills.provider-answer': { paymentId: string };
  }
}

export default defineModule({
  folder: 'bills',
  ledgerAccountKinds,
  schema: ['bills.graphql'],
  resolvers: billsResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    saveBiller: ['CONFLICT'],
    payBill: ['BILL_ACCOUNT_INVALID', 'CURRENCY_ACCOUNT_MISSING', 'INSUFFICIENT_FUNDS', 'KYC_LIMIT_EXCEEDED'],
    scheduleBillPayment: ['BILL_ACCOUNT_INVALID'],
    pauseScheduledBillPayment: ['SCHEDULE_ENDED'],
    resumeScheduledBillPayment: ['SCHEDULE_ENDED'],
  },
  routes: billsRoutes(),
  services: {
    bills: {
      needs: ['ledger'],
      create: ({ db, clock, ledger }) => new BillsService({ db, clock, ledger }),
    },
    billPayments: {
      needs: ['ledger', 'kyc', 'bills', 'schedules', 'userDirectory'],
      create: ({ db, clock, ledger, kyc, jobs, bills, schedules, userDirectory }) =>
        new BillPaymentsService({ db, clock, ledger, kyc, jobs, bills, schedules, users: userDirectory }),
    },
  },
  migrations: {
    '2026-11-23T0022_bill_providers': migration0022,
    '2026-11-23T0026_bill_payments': migration0026,
    '2026-12-01T0109_bill_payment_directory': migration0109,
  },
  idPrefixes,
  errorCodes,
  events: billEvents,
  jobs: {
    'bills.provider-answer':
      (s) =>
      (tx, { paymentId }) =>
        s.billPayments.providerAnswered(tx, paymentId),
  },
});
