import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';
import type { MetadataColumn } from '../../platform/metadata.js';

declare module '../../db/tables.js' {
  interface Database {
    transfers: TransfersTable;
    transfer_directory: TransferDirectoryView;
  }
}

export type TransferStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'REVERSED';

export interface TransfersTable
  extends Omit<Tables['transfers'], 'send_amount' | 'fee' | 'exchange_rate' | 'receive_amount' | 'status' | 'timeline' | 'metadata'> {
  send_amount: ColumnType<string, string, never>;
  fee: ColumnType<string, string, never>;
  exchange_rate: ColumnType<string, string, never>;
  receive_amount: ColumnType<string, string, never>;
  status: TransferStatus;
  timeline: ColumnType<unknown, string, string>;
  metadata: MetadataColumn;
}

export type TransferRow = Selectable<TransfersTable>;

/** What the transfers module publishes for other modules to read of a transfer (migration 0110). */
export type TransferDirectoryView = Pick<TransfersTable, 'id' | 'user_id' | 'wallet_id' | 'send_amount' | 'fee' | 'send_currency' | 'status'>;
