import type { ColumnType, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    fx_rates: FxRatesTable;
    fx_quotes: FxQuotesTable;
  }
}

export interface FxRatesTable {
  currency: string;
  /** numeric as text: never a float. */
  per_usd: string;
  updated_at: Timestamp;
}

export interface FxQuotesTable {
  id: string;
  user_id: string;
  from_currency: string;
  to_currency: string;
  send_amount: ColumnType<string, string, never>;
  fee: ColumnType<string, string, never>;
  rate: ColumnType<string, string, never>;
  mid_rate: ColumnType<string, string, never>;
  receive_amount: ColumnType<string, string, never>;
  speed: 'express' | 'economy';
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
}

export type FxQuoteRow = Selectable<FxQuotesTable>;
