import type { ColumnType, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    transfers: TransfersTable;
  }
}

export type TransferStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'REVERSED';

export interface TransfersTable {
  id: string;
  user_id: string;
  wallet_id: string;
  recipient_id: string;
  recipient_phone: string;
  send_amount: ColumnType<string, string, never>;
  send_currency: string;
  fee: ColumnType<string, string, never>;
  exchange_rate: ColumnType<string, string, never>;
  receive_amount: ColumnType<string, string, never>;
  receive_currency: string;
  speed_tier: 'express' | 'economy';
  quote_id: string | null;
  status: TransferStatus;
  failure_reason: string | null;
  provider_ref_id: string | null;
  timeline: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type TransferRow = Selectable<TransfersTable>;
