import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';
import type { MetadataColumn } from '../../platform/metadata.js';

declare module '../../db/tables.js' {
  interface Database {
    invoice_counters: InvoiceCountersTable;
    invoices: InvoicesTable;
  }
}

export type InvoiceCountersTable = Tables['invoice_counters'];

/** A line item as stored: amounts in minor units, as text. */
export interface StoredLineItem {
  description: string;
  quantity: number;
  unitPrice: string;
  total: string;
}

export const INVOICE_STATUSES = ['SENT', 'OVERDUE', 'PAID', 'VOID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoicesTable extends Omit<Tables['invoices'], 'items' | 'subtotal' | 'status' | 'due_date' | 'metadata'> {
  metadata: MetadataColumn;
  items: ColumnType<StoredLineItem[], string, never>;
  subtotal: ColumnType<string, string, never>;
  status: InvoiceStatus;
  due_date: ColumnType<string | null, string | null, never>;
}

export type InvoiceRow = Selectable<InvoicesTable>;
