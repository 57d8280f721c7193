import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';
import type { Metadata, MetadataColumn } from '../../platform/metadata.js';

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
  /** The merchant's own data on the employee, copied onto each item made from the template. */
  metadata?: Metadata;
}

export interface PayrollTemplatesTable extends Omit<Tables['payroll_templates'], 'employees'> {
  employees: ColumnType<StoredEmployee[], string, never>;
}

export type PayrollTemplateRow = Selectable<PayrollTemplatesTable>;

export type BatchStatus = 'DRAFT' | 'PROCESSING' | 'COMPLETED' | 'PARTIALLY_COMPLETED' | 'FAILED';

export interface PayrollBatchesTable extends Omit<Tables['payroll_batches'], 'status' | 'total_amount' | 'total_fees' | 'metadata'> {
  status: BatchStatus;
  metadata: MetadataColumn;
  total_amount: ColumnType<string, string, never>;
  total_fees: ColumnType<string, string, never>;
}

export type PayrollBatchRow = Selectable<PayrollBatchesTable>;

export type ItemStatus = 'PENDING' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED';

export interface PayrollItemsTable extends Omit<Tables['payroll_items'], 'amount' | 'fee' | 'status' | 'metadata'> {
  metadata: MetadataColumn;
  amount: ColumnType<string, string, never>;
  fee: ColumnType<string, string, never>;
  status: ItemStatus;
}

export type PayrollItemRow = Selectable<PayrollItemsTable>;
