import type { ColumnType, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    invoice_counters: InvoiceCountersTable;
    invoices: InvoicesTable;
  }
}

export interface InvoiceCountersTable {
  account_id: string;
  last_number: number;
}

/** A line item as stored: amounts in minor units, as text. */
export interface StoredLineItem {
  description: string;
  quantity: number;
  unitPrice: string;
  total: string;
}

export type InvoiceStatus = 'SENT' | 'OVERDUE' | 'PAID' | 'VOID';

export interface InvoicesTable {
  id: string;
  account_id: string;
  merchant_user_id: string;
  invoice_number: string;
  code: string;
  customer_email: string;
  items: ColumnType<StoredLineItem[], string, never>;
  subtotal: ColumnType<string, string, never>;
  currency: string;
  status: InvoiceStatus;
  due_date: ColumnType<string | null, string | null, never>;
  time_zone: string;
  notes: string | null;
  created_at: Timestamp;
  paid_at: Date | null;
  voided_at: Date | null;
  updated_at: Timestamp;
}

export type InvoiceRow = Selectable<InvoicesTable>;
