import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';
import type { MetadataColumn } from '../../platform/metadata.js';

declare module '../../db/tables.js' {
  interface Database {
    webhook_endpoints: WebhookEndpointsTable;
    webhook_deliveries: WebhookDeliveriesTable;
    webhook_attempts: WebhookAttemptsTable;
  }
}

export type WebhookEndpointStatus = 'ACTIVE' | 'DEGRADED' | 'DISABLED';

export interface WebhookEndpointsTable extends Omit<Tables['webhook_endpoints'], 'status' | 'metadata'> {
  status: WebhookEndpointStatus;
  metadata: MetadataColumn;
}

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;

export type WebhookDeliveryKind = 'EVENT' | 'TEST' | 'TEST_BAD_SIGNATURE' | 'REDELIVERY' | 'CALLBACK';

export interface WebhookDeliveriesTable extends Omit<Tables['webhook_deliveries'], 'callback_url' | 'account_id' | 'kind'> {
  callback_url: ColumnType<string | null, string | null | undefined, string | null>;
  account_id: ColumnType<string | null, string | null | undefined, string | null>;
  kind: WebhookDeliveryKind;
}

export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

export type WebhookAttemptsTable = Tables['webhook_attempts'];
