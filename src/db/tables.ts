import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * Table types of the Kysely instance: the platform's here; each module adds its own from its
 * `<module>.tables.ts` by declaration merging. A migration that changes a table changes its type.
 */
export interface Database {
  events: EventsTable;
  event_positions: EventPositionsTable;
  event_relay_cursor: EventRelayCursorTable;
  rate_limit_counters: RateLimitCountersTable;
  mail_outbox: MailOutboxTable;
  sms_outbox: SmsOutboxTable;
  platform_secrets: PlatformSecretsTable;
  auth_throttle: AuthThrottleTable;
  idempotency_keys: IdempotencyKeysTable;
  jobs: JobsTable;
  sandbox_clocks: SandboxClocksTable;
}

export type Timestamp = ColumnType<Date, Date, Date>;

export interface EventsTable {
  id: string;
  seq: Generated<string>;
  /** The writing transaction's id (xid8, as text). */
  xid: Generated<string>;
  type: string;
  owner_id: string;
  data: ColumnType<unknown, string, string>;
  /** The webhook body, compact, exactly as delivered and as subscribers receive it. */
  body: string;
  created_at: Timestamp;
}

export type EventRow = Selectable<EventsTable>;

/** An event's place in the log, written once by the relay when it publishes the event. */
export interface EventPositionsTable {
  /** 1, 2, 3, … without gaps (bigint, as text). */
  position: ColumnType<string, never, never>;
  event_id: ColumnType<string, never, never>;
  owner_id: ColumnType<string, never, never>;
}

/** Where the relay stopped: the last published event's (transaction id, insertion number) and position. */
export interface EventRelayCursorTable {
  xid: ColumnType<string, never, never>;
  seq: ColumnType<string, never, never>;
  position: ColumnType<string, never, never>;
}

export interface RateLimitCountersTable {
  bucket: string;
  window_start: Timestamp;
  count: number;
}

export interface MailOutboxTable {
  id: string;
  account_id: string | null;
  to_address: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

export interface SmsOutboxTable {
  id: string;
  account_id: string | null;
  to_phone: string;
  body: string;
  created_at: Timestamp;
}

export interface PlatformSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export type Role = 'USER' | 'MERCHANT' | 'ADMIN';

export type Plan = 'SANDBOX' | 'STARTER' | 'BUSINESS' | 'ENTERPRISE';

export interface AuthThrottleTable {
  bucket: string;
  attempts: number;
  last_attempt_at: Date;
  blocked_until: Date | null;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  state: 'IN_PROGRESS' | 'COMPLETED';
  response_status: number | null;
  /** The first answer's exact JSON text, replayed byte for byte. */
  response_body: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** The server process that holds the key in progress (instance-liveness.ts); null once abandoned. */
  owner: string | null;
  /** Which run of the request holds it: a recovered key runs again as the next attempt. */
  attempt: Generated<number>;
  /** A transaction of the request committed a change (marked inside that transaction). */
  changed: Generated<boolean>;
}

export interface JobsTable {
  id: Generated<string>;
  kind: string;
  payload: ColumnType<unknown, string, string>;
  run_at: Timestamp;
  attempts: Generated<number>;
  locked_until: Date | null;
  last_error: string | null;
  done_at: Date | null;
  created_at: Timestamp;
  /** The developer account whose sandbox clock the job falls due on; null: the wall clock. */
  account_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SandboxClocksTable {
  account_id: string;
  offset_ms: ColumnType<string, string | number | undefined, string | number>;
  advancing_until: Date | null;
  /** Where the running advance is going, while it runs. */
  advancing_to: Date | null;
  updated_at: Timestamp;
}
