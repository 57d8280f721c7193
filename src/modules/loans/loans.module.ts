import { defineModule } from '../../app/module.js';
import { loanEvents } from './loans.events.js';
import type { ErrorDeclarations } from '../../platform/errors.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import { loansResolvers } from './loans.resolvers.js';
import { loansRoutes } from './loans.routes.js';
import { LoansService } from './loans.service.js';
import './loans.tables.js';
import * as migration0030 from './migrations/2026-11-23T0030_loans.js';
import * as migration0108 from './migrations/2026-12-01T0108_loan_directory.js';

const idPrefixes = { ln: 'Loan', lr: 'LoanRepayment', lp: 'LoanProduct' } as const;
const errorCodes = {
  LOAN_ALREADY_OPEN: { status: 409, meaning: 'The user has a loan not yet repaid.', action: 'Repay it before applying again.' },
  LOAN_NOT_REPAYABLE: { status: 409, meaning: 'The loan is not active (pending, rejected or repaid).', action: "Read the loan's status." },
  OVERPAYMENT: { status: 409, meaning: 'The repayment is more than what is owed.', action: 'Repay at most the outstanding amount.' },
} as const satisfies ErrorDeclarations;

/** Principal lent out, and interest earned. */
const ledgerAccountKinds = ['LOANS_RECEIVABLE', 'LOAN_INTEREST'] as const;

declare module '../../platform/registry.js' {
  interface ModuleLedgerAccountKinds extends Declared<typeof ledgerAccountKinds> {}
  interface ServiceRegistry {
    loans: LoansService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
  interface ModuleEventTypes extends DeclaredKeys<typeof loanEvents> {}
  interface JobPayloads {
    'loans.underwrite': { loanId: string };
    'loans.instalment-overdue': { loanId: string; number: number };
  }
}

export default defineModule({
  folder: 'loans',
  ledgerAccountKinds,
  schema: ['loans.graphql'],
  resolvers: loansResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    applyForLoan: ['KYC_LIMIT_EXCEEDED', 'LOAN_ALREADY_OPEN', 'NOT_FOUND'],
    repayLoan: ['INSUFFICIENT_FUNDS', 'LOAN_NOT_REPAYABLE', 'OVERPAYMENT'],
  },
  routes: loansRoutes(),
  services: {
    loans: {
      needs: ['ledger', 'credit', 'userDirectory'],
      create: ({ db, clock, ledger, credit, jobs, userDirectory }) => new LoansService({ db, clock, ledger, credit, jobs, users: userDirectory }),
    },
  },
  migrations: {
    '2026-11-23T0030_loans': migration0030,
    '2026-12-01T0108_loan_directory': migration0108,
  },
  idPrefixes,
  errorCodes,
  events: loanEvents,
  jobs: {
    'loans.underwrite':
      (s) =>
      (tx, { loanId }) =>
        s.loans.underwrite(tx, loanId),
    'loans.instalment-overdue':
      (s) =>
      (tx, { loanId, number }) =>
        s.loans.markOverdue(tx, loanId, number),
  },
});
