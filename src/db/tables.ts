import type { DB as Tables } from '../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';

/**
 * Table types of the Kysely instance: the platform's here; each module adds its own from its
 * `<module>.tables.ts` by declaration merging. Each is the generated type of its table
 * (src/generated/tables.ts, read from the migrated database by scripts/table-types.ts), narrowed
 * only where the database cannot say it: a column the code must never insert or update, a JSON
 * column's shape, a kind the modules declare.
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
  read_positions: ReadPositionsTable;
  sql_definitions: SqlDefinitionsTable;
}

export type Timestamp = ColumnType<Date, Date, Date>;

export interface EventsTable extends Omit<Tables['events'], 'data'> {
  data: ColumnType<unknown, string, string>;
}

export type EventRow = Selectable<EventsTable>;

/** An event's place in the log, written once by the relay when it publishes the event. */
export interface EventPositionsTable extends Omit<Tables['event_positions'], 'position' | 'event_id' | 'owner_id'> {
  /** 1, 2, 3, … without gaps (bigint, as text). */
  position: ColumnType<string, never, never>;
  event_id: ColumnType<string, never, never>;
  owner_id: ColumnType<string, never, never>;
}

/** Where the relay stopped: the last published event's (transaction id, insertion number) and position. */
export interface EventRelayCursorTable extends Omit<Tables['event_relay_cursor'], 'xid' | 'seq' | 'position'> {
  xid: ColumnType<string, never, never>;
  seq: ColumnType<string, never, never>;
  position: ColumnType<string, never, never>;
}

export type RateLimitCountersTable = Tables['rate_limit_counters'];

export type MailOutboxTable = Tables['mail_outbox'];

export type SmsOutboxTable = Tables['sms_outbox'];

export type PlatformSecretsTable = Tables['platform_secrets'];

export type Role = 'USER' | 'MERCHANT' | 'ADMIN';

export type Plan = 'SANDBOX' | 'STARTER' | 'BUSINESS' | 'ENTERPRISE';

export type AuthThrottleTable = Tables['auth_throttle'];

export type IdempotencyKeysTable = Tables['idempotency_keys'];

export interface JobsTable extends Omit<Tables['jobs'], 'payload' | 'account_id'> {
  payload: ColumnType<unknown, string, string>;
  /** The developer account whose sandbox clock the job falls due on; null: the wall clock. */
  account_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SandboxClocksTable extends Omit<Tables['sandbox_clocks'], 'offset_ms'> {
  offset_ms: ColumnType<string, string | number | undefined, string | number>;
}

/** Each caller's last write as the primary's WAL position, for reads on a standby (db/read-routing.ts, which reads and writes it in SQL). */
export type ReadPositionsTable = Tables['read_positions'];

/** The text of each module's SQL definition file the database was last given (app/sql-definitions.ts). */
export type SqlDefinitionsTable = Tables['sql_definitions'];
