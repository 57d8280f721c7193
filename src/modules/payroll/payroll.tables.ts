import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    payroll_templates: PayrollTemplatesTable;
    payroll_batches: PayrollBatchesTable;
    payroll_items: PayrollItemsTable;
  }
}

/** An employee as a template keeps it: the amount in minor units, as text. */
export interface StoredEmployee {
  name: string;
  phone: string;
  amount: string;
  reference?: string;
}

export interface PayrollTemplatesTable {
  id: string;
  account_id: string;
  name: string;
  currency: string;
  employees: ColumnType<StoredEmployee[], string, never>;
  created_at: Timestamp;
}

export type PayrollTemplateRow = Selectable<PayrollTemplatesTable>;

export type BatchStatus = 'DRAFT' | 'PROCESSING' | 'COMPLETED' | 'PARTIALLY_COMPLETED' | 'FAILED';

export interface PayrollBatchesTable {
  id: string;
  account_id: string;
  merchant_user_id: string;
  name: string;
  currency: string;
  template_id: string | null;
  status: BatchStatus;
  total_employees: number;
  total_amount: ColumnType<string, string, never>;
  total_fees: ColumnType<string, string, never>;
  items_open: Generated<number>;
  created_at: Timestamp;
  processed_at: Date | null;
  completed_at: Date | null;
  updated_at: Timestamp;
}

export type PayrollBatchRow = Selectable<PayrollBatchesTable>;

export type ItemStatus = 'PENDING' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED';

export interface PayrollItemsTable {
  id: string;
  batch_id: string;
  position: number;
  name: string;
  phone: string;
  amount: ColumnType<string, string, never>;
  fee: ColumnType<string, string, never>;
  reference: string;
  status: ItemStatus;
  failure_reason: string | null;
  momo_operation_id: string | null;
  attempts: Generated<number>;
  updated_at: Timestamp;
}

export type PayrollItemRow = Selectable<PayrollItemsTable>;
