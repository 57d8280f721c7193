import type { ColumnType, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    pay_codes: PayCodesTable;
    checkout_sessions: CheckoutSessionsTable;
    payment_refunds: PaymentRefundsTable;
    pay_attempts: PayAttemptsTable;
  }
}

/** One payment attempt on a hosted page (the throttles count them). */
export interface PayAttemptsTable {
  id: ColumnType<string, never, never>;
  code: string;
  client_address: string;
  method: 'CARD' | 'MOBILE_MONEY';
  card_fingerprint: string | null;
  payer_phone: string | null;
  declined: boolean;
  by_owner: boolean;
  created_at: Timestamp;
}

export interface PayCodesTable {
  code: string;
  kind: string;
  target_id: string;
  account_id: string;
  merchant_user_id: string;
  single_use: boolean;
  holder_session_id: string | null;
  paid_at: Date | null;
  created_at: Timestamp;
}

export type PayCodeRow = Selectable<PayCodesTable>;

export type SessionStatus = 'OPEN' | 'COMPLETE' | 'EXPIRED';
export type PaymentMethodKind = 'CARD' | 'MOBILE_MONEY';

export interface CheckoutSessionsTable {
  id: string;
  code: string;
  target_kind: string;
  target_id: string;
  account_id: string;
  merchant_user_id: string;
  amount: ColumnType<string, string, never>;
  currency: string;
  fee: ColumnType<string, string, never>;
  method: PaymentMethodKind;
  payer_phone: string | null;
  card_brand: string | null;
  card_last4: string | null;
  status: SessionStatus;
  failure_reason: string | null;
  momo_operation_id: string | null;
  entry_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  completed_at: Date | null;
  updated_at: Timestamp;
}

export type CheckoutSessionRow = Selectable<CheckoutSessionsTable>;

export type RefundStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';

export interface PaymentRefundsTable {
  id: string;
  session_id: string;
  account_id: string;
  amount: ColumnType<string, string, never>;
  currency: string;
  method: PaymentMethodKind;
  status: RefundStatus;
  reason: string | null;
  failure_reason: string | null;
  momo_operation_id: string | null;
  created_at: Timestamp;
  completed_at: Date | null;
}

export type PaymentRefundRow = Selectable<PaymentRefundsTable>;
