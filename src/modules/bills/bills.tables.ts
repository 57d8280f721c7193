import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    bill_providers: BillProvidersTable;
    saved_billers: SavedBillersTable;
    bill_payments: BillPaymentsTable;
    bill_schedules: BillSchedulesTable;
  }
}

export type BillCategory = 'ELECTRICITY' | 'WATER' | 'TV' | 'AIRTIME' | 'INTERNET';

export interface BillProvidersTable {
  id: string;
  name: string;
  category: BillCategory;
  country: string;
  currency: string;
  amount_type: 'FIXED' | 'VARIABLE';
  /** Minor units, int8 as text. */
  min_amount: ColumnType<string, never, never>;
  max_amount: ColumnType<string, never, never>;
  fee: ColumnType<string, never, never>;
  issues_token: boolean;
  account_label: string;
  account_pattern: string;
}

export interface SavedBillersTable {
  id: string;
  user_id: string;
  provider_id: string;
  account_number: string;
  nickname: string | null;
  created_at: Timestamp;
}

export type BillPaymentStatus = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface BillPaymentsTable {
  id: string;
  user_id: string;
  wallet_id: string;
  provider_id: string;
  account_number: string;
  currency: string;
  /** Minor units, int8 as text. */
  amount: ColumnType<string, string, never>;
  fee: ColumnType<string, string, never>;
  status: BillPaymentStatus;
  failure_reason: string | null;
  receipt_number: string | null;
  token: string | null;
  schedule_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: Date | null;
}

export interface BillSchedulesTable {
  id: string;
  user_id: string;
  provider_id: string;
  account_number: string;
  currency: string;
  amount: ColumnType<string, string, never>;
  created_at: Timestamp;
}
