import type { ColumnType, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    disputes: DisputesTable;
    dispute_comments: DisputeCommentsTable;
    dispute_evidence: DisputeEvidenceTable;
  }
}

export type DisputeReason = 'unauthorized' | 'duplicate' | 'not_received' | 'incorrect_amount' | 'other';
export type DisputeStatus = 'OPEN' | 'UNDER_REVIEW' | 'RESOLVED';
export type DisputePriority = 'LOW' | 'MEDIUM' | 'HIGH';
export type DisputedKind = 'P2P_TRANSFER' | 'REMITTANCE' | 'BILL_PAYMENT' | 'FUND_IN';

export interface DisputesTable {
  id: string;
  user_id: string;
  wallet_id: string;
  transaction_id: string;
  transaction_kind: DisputedKind;
  amount: ColumnType<string, string, never>;
  currency: string;
  reason: DisputeReason;
  description: string;
  /** Whom the disputed transaction paid, when that is a user of the platform (a peer-to-peer transfer). */
  recipient_id: ColumnType<string | null, string | null, never>;
  status: DisputeStatus;
  priority: DisputePriority;
  resolution: 'REFUNDED' | 'DECLINED' | null;
  resolution_note: string | null;
  refund_entry_id: string | null;
  expected_resolution_date: Timestamp;
  created_at: Timestamp;
  resolved_at: Date | null;
  updated_at: Timestamp;
}

export type DisputeRow = Selectable<DisputesTable>;

export interface DisputeCommentsTable {
  id: string;
  dispute_id: string;
  author_id: string;
  author_role: DisputeParty;
  body: string;
  created_at: Timestamp;
  /** Insertion order (an identity column). */
  position: ColumnType<string, never, never>;
}

export type DisputeCommentRow = Selectable<DisputeCommentsTable>;

/** Who speaks in a dispute: its filer, the party the transaction paid, or an administrator. */
export type DisputeParty = 'USER' | 'RECIPIENT' | 'ADMIN';

export interface DisputeEvidenceTable {
  id: string;
  dispute_id: string;
  author_id: string;
  author_role: Exclude<DisputeParty, 'ADMIN'>;
  url: string;
  created_at: Timestamp;
  /** Insertion order (an identity column). */
  position: ColumnType<string, never, never>;
}

export type DisputeEvidenceRow = Selectable<DisputeEvidenceTable>;
