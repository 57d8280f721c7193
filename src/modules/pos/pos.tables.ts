import type { MetadataColumn } from '../../platform/metadata.js';
import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';

declare module '../../db/tables.js' {
  interface Database {
    pos_catalog_items: PosCatalogItemsTable;
    pos_counters: PosCountersTable;
    pos_sales: PosSalesTable;
    pos_refunds: PosRefundsTable;
  }
}

export type PosCatalogItemsTable = Tables['pos_catalog_items'];

export type CatalogItemRow = Selectable<PosCatalogItemsTable>;

export type PosCountersTable = Tables['pos_counters'];

/** A sale line as stored: money in minor units, as text. */
export interface StoredSaleLine {
  catalogItemId: string | null;
  description: string;
  quantity: number;
  unitPrice: string;
  total: string;
}

export type PosPaymentMethod = 'momo' | 'card' | 'cash';
export type SaleStatus = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface PosSalesTable extends Omit<Tables['pos_sales'], 'items' | 'subtotal' | 'payment_method' | 'status' | 'local_date' | 'metadata'> {
  metadata: MetadataColumn;
  items: ColumnType<StoredSaleLine[], string, never>;
  subtotal: ColumnType<string, string, never>;
  payment_method: PosPaymentMethod;
  status: SaleStatus;
  local_date: ColumnType<string, string, never>;
}

export type SaleRow = Selectable<PosSalesTable>;

export interface PosRefundsTable extends Omit<Tables['pos_refunds'], 'amount' | 'lines' | 'reason' | 'local_date'> {
  amount: ColumnType<string, string, never>;
  /** Refunded lines ({line, quantity}), for a refund by lines. */
  lines: ColumnType<{ line: number; quantity: number }[] | null, string | null, never>;
  /** Why the merchant refunded, as they said it (1-500 characters). */
  reason: ColumnType<string | null, string | null | undefined, never>;
  local_date: ColumnType<string, string, never>;
}

export type PosRefundRow = Selectable<PosRefundsTable>;
