import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType } from 'kysely';

declare module '../../db/tables.js' {
  interface Database {
    bill_providers: BillProvidersTable;
    saved_billers: SavedBillersTable;
    bill_payments: BillPaymentsTable;
    bill_schedules: BillSchedulesTable;
    bill_payment_directory: BillPaymentDirectoryView;
  }
}

export type BillCategory = 'ELECTRICITY' | 'WATER' | 'TV' | 'AIRTIME' | 'INTERNET';

export interface BillProvidersTable extends Omit<Tables['bill_providers'], 'category' | 'min_amount' | 'max_amount' | 'fee'> {
  category: BillCategory;
  /** Minor units, int8 as text. */
  min_amount: ColumnType<string, never, never>;
  max_amount: ColumnType<string, never, never>;
  fee: ColumnType<string, never, never>;
}

export type SavedBillersTable = Tables['saved_billers'];

export type BillPaymentStatus = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface BillPaymentsTable extends Omit<Tables['bill_payments'], 'amount' | 'fee' | 'status'> {
  /** Minor units, int8 as text. */
  amount: ColumnType<string, string, never>;
  fee: ColumnType<string, string, never>;
  status: BillPaymentStatus;
}

export interface BillSchedulesTable extends Omit<Tables['bill_schedules'], 'amount'> {
  amount: ColumnType<string, string, never>;
}

/** What the bills module publishes for other modules to read of a bill payment (migration 0109). */
export type BillPaymentDirectoryView = Pick<BillPaymentsTable, 'id' | 'user_id' | 'wallet_id' | 'amount' | 'fee' | 'currency' | 'status'>;
