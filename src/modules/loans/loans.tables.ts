import type { DB as Tables } from '../../generated/tables.js';
import type { Selectable } from 'kysely';

declare module '../../db/tables.js' {
  interface Database {
    loan_products: LoanProductsTable;
    loans: LoansTable;
    loan_instalments: LoanInstalmentsTable;
    loan_repayments: LoanRepaymentsTable;
    loan_directory: LoanDirectoryView;
    loan_instalment_directory: LoanInstalmentDirectoryView;
  }
}

export type LoanProductsTable = Tables['loan_products'];

export type LoanStatus = 'PENDING_APPROVAL' | 'REJECTED' | 'ACTIVE' | 'OVERDUE' | 'PAID_OFF';

export interface LoansTable extends Omit<Tables['loans'], 'status'> {
  status: LoanStatus;
}

export type LoanRow = Selectable<LoansTable>;

export type InstalmentStatus = 'DUE' | 'OVERDUE' | 'PAID';

export interface LoanInstalmentsTable extends Omit<Tables['loan_instalments'], 'status'> {
  status: InstalmentStatus;
}

export type InstalmentRow = Selectable<LoanInstalmentsTable>;

export type LoanRepaymentsTable = Tables['loan_repayments'];

/** What the loans module publishes for other modules to read of a loan (migration 0108). */
export type LoanDirectoryView = Pick<LoansTable, 'id' | 'user_id' | 'wallet_id' | 'status'>;

/** What the loans module publishes for other modules to read of a loan's instalments (migration 0108). */
export type LoanInstalmentDirectoryView = Pick<LoanInstalmentsTable, 'loan_id' | 'number' | 'due_date' | 'status' | 'was_overdue'>;
