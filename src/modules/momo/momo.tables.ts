import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';
import type { MomoPurpose } from './momo.rail.js';
import type { MetadataColumn } from '../../platform/metadata.js';
import type { MomoOperationKind } from '../../rails/mobile-money.js';

export type { MomoOperationKind };

declare module '../../db/tables.js' {
  interface Database {
    momo_operations: MomoOperationsTable;
    momo_operation_directory: MomoOperationDirectoryView;
  }
}

export type MomoProduct = 'collection' | 'disbursement' | 'remittance';

export type MomoStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'CANCELLED';

export interface MomoOperationsTable
  extends Omit<
    Tables['momo_operations'],
    | 'purpose'
    | 'user_id'
    | 'wallet_id'
    | 'hold_entry_id'
    | 'settlement_entry_id'
    | 'product'
    | 'operation'
    | 'amount'
    | 'callback_scenario'
    | 'subject_id'
    | 'status'
    | 'metadata'
  > {
  /** The wallet user's own data on a fund-in, cash-out or refund; {} on the mobile money API's operations. */
  metadata: MetadataColumn;
  purpose: ColumnType<MomoPurpose, MomoPurpose | undefined, never>;
  user_id: ColumnType<string | null, string | null | undefined, never>;
  wallet_id: ColumnType<string | null, string | null | undefined, never>;
  hold_entry_id: ColumnType<string | null, string | null | undefined, string | null>;
  settlement_entry_id: ColumnType<string | null, string | null | undefined, string | null>;
  product: MomoProduct;
  operation: MomoOperationKind;
  /** Null for a pre-approval, which authorises future payments rather than moving an amount. */
  amount: ColumnType<string | null, string | null, never>;
  /** X-Sandbox-Scenario for the callback: callback-twice or callback-late. */
  callback_scenario: ColumnType<'callback-twice' | 'callback-late' | null, 'callback-twice' | 'callback-late' | null | undefined, never>;
  /** The id of what a domain's rail operation is for (a transfer, a bill payment…), for its outcome handler. */
  subject_id: ColumnType<string | null, string | null | undefined, never>;
  status: MomoStatus;
}

export type MomoOperationRow = Selectable<MomoOperationsTable>;

/** What the momo module publishes for other modules to read of an operation (migration 0107). */
export type MomoOperationDirectoryView = Pick<
  MomoOperationsTable,
  'id' | 'user_id' | 'wallet_id' | 'purpose' | 'status' | 'amount' | 'currency' | 'created_at'
>;
