import type { ColumnType, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    payment_requests: PaymentRequestsTable;
  }
}

export type PaymentRequestStatus = 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED' | 'EXPIRED';

export interface PaymentRequestsTable {
  id: string;
  requester_user_id: string;
  requester_wallet_id: string;
  payer_user_id: string;
  payer_wallet_id: string;
  currency: string;
  amount: ColumnType<string, string, never>;
  note: string | null;
  status: PaymentRequestStatus;
  entry_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  decided_at: Date | null;
}

export type PaymentRequestRow = Selectable<PaymentRequestsTable>;
