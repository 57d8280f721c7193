import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';

declare module '../../db/tables.js' {
  interface Database {
    disputes: DisputesTable;
    dispute_comments: DisputeCommentsTable;
    dispute_evidence: DisputeEvidenceTable;
  }
}

export const DISPUTE_REASONS = ['unauthorized', 'duplicate', 'not_received', 'incorrect_amount', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export type DisputeStatus = 'OPEN' | 'UNDER_REVIEW' | 'RESOLVED';
export type DisputePriority = 'LOW' | 'MEDIUM' | 'HIGH';
export type DisputedKind = 'P2P_TRANSFER' | 'REMITTANCE' | 'BILL_PAYMENT' | 'FUND_IN';

export interface DisputesTable extends Omit<Tables['disputes'], 'transaction_kind' | 'amount' | 'reason' | 'recipient_id' | 'status' | 'priority'> {
  transaction_kind: DisputedKind;
  amount: ColumnType<string, string, never>;
  reason: DisputeReason;
  /** Whom the disputed transaction paid, when that is a user of the platform (a peer-to-peer transfer). */
  recipient_id: ColumnType<string | null, string | null, never>;
  status: DisputeStatus;
  priority: DisputePriority;
}

export type DisputeRow = Selectable<DisputesTable>;

export interface DisputeCommentsTable extends Omit<Tables['dispute_comments'], 'author_role' | 'position'> {
  author_role: DisputeParty;
  /** Insertion order (an identity column). */
  position: ColumnType<string, never, never>;
}

export type DisputeCommentRow = Selectable<DisputeCommentsTable>;

/** Who speaks in a dispute: its filer, the party the transaction paid, or an administrator. */
export type DisputeParty = 'USER' | 'RECIPIENT' | 'ADMIN';

export interface DisputeEvidenceTable extends Omit<Tables['dispute_evidence'], 'author_role' | 'position'> {
  author_role: Exclude<DisputeParty, 'ADMIN'>;
  /** Insertion order (an identity column). */
  position: ColumnType<string, never, never>;
}

export type DisputeEvidenceRow = Selectable<DisputeEvidenceTable>;
