import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';

declare module '../../db/tables.js' {
  interface Database {
    webhook_endpoints: WebhookEndpointsTable;
    webhook_deliveries: WebhookDeliveriesTable;
    webhook_attempts: WebhookAttemptsTable;
  }
}

export type WebhookEndpointStatus = 'ACTIVE' | 'DEGRADED' | 'DISABLED';

export interface WebhookEndpointsTable {
  id: string;
  account_id: string;
  url: string;
  description: string | null;
  event_types: string[];
  status: WebhookEndpointStatus;
  secret_encrypted: string;
  previous_secret_encrypted: string | null;
  previous_secret_expires_at: Date | null;
  degraded_since: Date | null;
  disabled_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;

export type WebhookDeliveryKind = 'EVENT' | 'TEST' | 'TEST_BAD_SIGNATURE' | 'REDELIVERY' | 'CALLBACK';

export interface WebhookDeliveriesTable {
  id: string;
  /** Null for a callback, which goes to callback_url and is signed with the account's callback secret. */
  endpoint_id: string | null;
  callback_url: ColumnType<string | null, string | null | undefined, string | null>;
  account_id: ColumnType<string | null, string | null | undefined, string | null>;
  event_id: string;
  event_type: string;
  body: string;
  kind: WebhookDeliveryKind;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Date | null;
  last_status_code: number | null;
  created_at: Timestamp;
  completed_at: Date | null;
}

export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

export interface WebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  attempt: number;
  started_at: Timestamp;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  response_excerpt: string | null;
  note: string | null;
}
