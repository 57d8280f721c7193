import type { ColumnType, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    pos_catalog_items: PosCatalogItemsTable;
    pos_counters: PosCountersTable;
    pos_sales: PosSalesTable;
    pos_refunds: PosRefundsTable;
  }
}

type Minor = ColumnType<string, string, string>;

export interface PosCatalogItemsTable {
  id: string;
  account_id: string;
  description: string;
  sku: string | null;
  unit_price: Minor;
  currency: string;
  status: 'ACTIVE' | 'ARCHIVED';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type CatalogItemRow = Selectable<PosCatalogItemsTable>;

export interface PosCountersTable {
  account_id: string;
  last_receipt: number;
}

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

export interface PosSalesTable {
  id: string;
  account_id: string;
  merchant_user_id: string;
  receipt_number: string;
  items: ColumnType<StoredSaleLine[], string, never>;
  subtotal: ColumnType<string, string, never>;
  currency: string;
  payment_method: PosPaymentMethod;
  status: SaleStatus;
  customer_phone: string | null;
  card_last4: string | null;
  failure_reason: string | null;
  momo_operation_id: string | null;
  local_date: ColumnType<string, string, never>;
  time_zone: string;
  created_at: Timestamp;
  completed_at: Date | null;
}

export type SaleRow = Selectable<PosSalesTable>;

export interface PosRefundsTable {
  id: string;
  sale_id: string;
  account_id: string;
  amount: ColumnType<string, string, never>;
  /** Refunded lines ({line, quantity}), for a refund by lines. */
  lines: ColumnType<{ line: number; quantity: number }[] | null, string | null, never>;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  /** Why the merchant refunded, as they said it (1-500 characters). */
  reason: ColumnType<string | null, string | null | undefined, never>;
  failure_reason: string | null;
  momo_operation_id: string | null;
  local_date: ColumnType<string, string, never>;
  created_at: Timestamp;
  completed_at: Date | null;
}

export type PosRefundRow = Selectable<PosRefundsTable>;
