import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';

declare module '../../db/tables.js' {
  interface Database {
    fx_rates: FxRatesTable;
    fx_quotes: FxQuotesTable;
    fx_rate_directory: FxRateDirectoryView;
  }
}

export type FxRatesTable = Tables['fx_rates'];

export interface FxQuotesTable extends Omit<Tables['fx_quotes'], 'send_amount' | 'fee' | 'rate' | 'mid_rate' | 'receive_amount'> {
  send_amount: ColumnType<string, string, never>;
  fee: ColumnType<string, string, never>;
  rate: ColumnType<string, string, never>;
  mid_rate: ColumnType<string, string, never>;
  receive_amount: ColumnType<string, string, never>;
}

export type FxQuoteRow = Selectable<FxQuotesTable>;

/** The mid rates the FX module publishes for other modules to read (migration 0106). */
export type FxRateDirectoryView = FxRatesTable;
