import type { ColumnType, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';
import type { MomoPurpose } from './momo.rail.js';

declare module '../../db/tables.js' {
  interface Database {
    momo_operations: MomoOperationsTable;
  }
}

export type MomoProduct = 'collection' | 'disbursement' | 'remittance';

export type MomoOperationKind = 'requesttopay' | 'payment' | 'withdraw' | 'invoice' | 'preapproval' | 'transfer' | 'deposit' | 'refund' | 'cashtransfer';

export type MomoStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'CANCELLED';

export interface MomoOperationsTable {
  id: string;
  account_id: string | null;
  purpose: ColumnType<MomoPurpose, MomoPurpose | undefined, never>;
  user_id: ColumnType<string | null, string | null | undefined, never>;
  wallet_id: ColumnType<string | null, string | null | undefined, never>;
  hold_entry_id: ColumnType<string | null, string | null | undefined, string | null>;
  settlement_entry_id: ColumnType<string | null, string | null | undefined, string | null>;
  api_user_id: string | null;
  product: MomoProduct;
  operation: MomoOperationKind;
  /** Null for a pre-approval, which authorises future payments rather than moving an amount. */
  amount: ColumnType<string | null, string | null, never>;
  currency: string;
  party_role: 'payer' | 'payee';
  party_id_type: string;
  party_id: string;
  external_id: string | null;
  payer_message: string | null;
  payee_note: string | null;
  callback_url: string | null;
  /** X-Sandbox-Scenario for the callback: callback-twice or callback-late. */
  callback_scenario: ColumnType<'callback-twice' | 'callback-late' | null, 'callback-twice' | 'callback-late' | null | undefined, never>;
  refers_to: string | null;
  /** The id of what a domain's rail operation is for (a transfer, a bill payment…), for its outcome handler. */
  subject_id: ColumnType<string | null, string | null | undefined, never>;
  status: MomoStatus;
  reason: string | null;
  financial_transaction_id: string | null;
  created_at: Timestamp;
  completed_at: Date | null;
}

export type MomoOperationRow = Selectable<MomoOperationsTable>;
