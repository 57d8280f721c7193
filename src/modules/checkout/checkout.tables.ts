import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';
import type { MetadataColumn } from '../../platform/metadata.js';

declare module '../../db/tables.js' {
  interface Database {
    pay_codes: PayCodesTable;
    checkout_sessions: CheckoutSessionsTable;
    payment_refunds: PaymentRefundsTable;
    pay_attempts: PayAttemptsTable;
    pay_code_directory: PayCodeDirectoryView;
  }
}

/** One payment attempt on a hosted page (the throttles count them). */
export interface PayAttemptsTable extends Omit<Tables['pay_attempts'], 'id' | 'declined' | 'by_owner'> {
  id: ColumnType<string, never, never>;
  declined: boolean;
  by_owner: boolean;
}

export type PayCodesTable = Tables['pay_codes'];

export type PayCodeRow = Selectable<PayCodesTable>;

export type SessionStatus = 'OPEN' | 'COMPLETE' | 'EXPIRED';
export type PaymentMethodKind = 'CARD' | 'MOBILE_MONEY';

export interface CheckoutSessionsTable extends Omit<Tables['checkout_sessions'], 'amount' | 'fee' | 'method' | 'status' | 'metadata'> {
  metadata: MetadataColumn;
  amount: ColumnType<string, string, never>;
  fee: ColumnType<string, string, never>;
  method: PaymentMethodKind;
  status: SessionStatus;
}

export type CheckoutSessionRow = Selectable<CheckoutSessionsTable>;

export type RefundStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';

export interface PaymentRefundsTable extends Omit<Tables['payment_refunds'], 'amount' | 'method' | 'status' | 'metadata'> {
  metadata: MetadataColumn;
  amount: ColumnType<string, string, never>;
  method: PaymentMethodKind;
  status: RefundStatus;
}

export type PaymentRefundRow = Selectable<PaymentRefundsTable>;

/** What checkout publishes for other modules to read of a pay code (migration 0111). */
export type PayCodeDirectoryView = Pick<PayCodesTable, 'code' | 'kind' | 'target_id' | 'single_use' | 'paid_at'>;
