import type { DB as Tables } from '../../generated/tables.js';
import type { Selectable } from 'kysely';

declare module '../../db/tables.js' {
  interface Database {
    loan_products: LoanProductsTable;
    loans: LoansTable;
    loan_instalments: LoanInstalmentsTable;
    loan_repayments: LoanRepaymentsTable;
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
