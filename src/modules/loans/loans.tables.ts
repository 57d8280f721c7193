import type { ColumnType, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    loan_products: LoanProductsTable;
    loans: LoansTable;
    loan_instalments: LoanInstalmentsTable;
    loan_repayments: LoanRepaymentsTable;
  }
}

/** Minor units, int8 as text. */
type Minor = ColumnType<string, string, string>;

export interface LoanProductsTable {
  id: string;
  name: string;
  currency: string;
  min_amount: Minor;
  max_amount: Minor;
  min_term: number;
  max_term: number;
  /** Percent a year, numeric as text. */
  annual_rate: string;
  fee_percent: string;
  late_fee: Minor;
  min_score: number;
}

export type LoanStatus = 'PENDING_APPROVAL' | 'REJECTED' | 'ACTIVE' | 'OVERDUE' | 'PAID_OFF';

export interface LoansTable {
  id: string;
  user_id: string;
  wallet_id: string;
  product_id: string;
  currency: string;
  principal: Minor;
  annual_rate: string;
  term_months: number;
  monthly_payment: Minor;
  fee: Minor;
  purpose: string | null;
  status: LoanStatus;
  rejection_reason: string | null;
  applied_at: Timestamp;
  decided_at: Date | null;
  disbursed_at: Date | null;
  paid_off_at: Date | null;
  updated_at: Timestamp;
}

export type LoanRow = Selectable<LoansTable>;

export type InstalmentStatus = 'DUE' | 'OVERDUE' | 'PAID';

export interface LoanInstalmentsTable {
  loan_id: string;
  number: number;
  due_date: ColumnType<string, string, string>;
  principal: Minor;
  interest: Minor;
  late_fee: ColumnType<string, string | undefined, string>;
  paid_principal: ColumnType<string, string | undefined, string>;
  paid_interest: ColumnType<string, string | undefined, string>;
  paid_fee: ColumnType<string, string | undefined, string>;
  status: InstalmentStatus;
  was_overdue: ColumnType<boolean, boolean | undefined, boolean>;
  paid_at: Date | null;
}

export type InstalmentRow = Selectable<LoanInstalmentsTable>;

export interface LoanRepaymentsTable {
  id: string;
  loan_id: string;
  amount: Minor;
  to_fees: Minor;
  to_interest: Minor;
  to_principal: Minor;
  entry_id: string;
  created_at: Timestamp;
}
