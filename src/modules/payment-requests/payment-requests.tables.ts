import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';
import type { MetadataColumn } from '../../platform/metadata.js';

declare module '../../db/tables.js' {
  interface Database {
    payment_requests: PaymentRequestsTable;
  }
}

export type PaymentRequestStatus = 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED' | 'EXPIRED';

export interface PaymentRequestsTable extends Omit<Tables['payment_requests'], 'amount' | 'status' | 'metadata'> {
  metadata: MetadataColumn;
  amount: ColumnType<string, string, never>;
  status: PaymentRequestStatus;
}

export type PaymentRequestRow = Selectable<PaymentRequestsTable>;
