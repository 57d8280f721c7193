import { sql, type Kysely } from 'kysely';

// Cross-cutting tables: the event outbox, shared rate-limit counters, the sandbox mail outbox.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE events (
      id          text PRIMARY KEY CHECK (id LIKE 'evt\\_%'),
      seq         bigserial NOT NULL UNIQUE,
      type        text NOT NULL,
      owner_id    text NOT NULL,
      data        jsonb NOT NULL,
      created_at  timestamptz NOT NULL
    );
    CREATE INDEX events_owner_seq ON events (owner_id, seq);

    -- One row per (account, window kind); a new window resets the count in the same upsert.
    -- UNLOGGED: every request writes here, and a count lost in a crash is harmless, so commits
    -- need not wait for a WAL flush (it is also truncated after a crash, which resets the windows).
    CREATE UNLOGGED TABLE rate_limit_counters (
      bucket        text PRIMARY KEY,
      window_start  timestamptz NOT NULL,
      count         integer NOT NULL CHECK (count >= 0)
    );

    CREATE TABLE mail_outbox (
      id          text PRIMARY KEY,
      account_id  text,
      to_address  text NOT NULL,
      subject     text NOT NULL,
      body        text NOT NULL,
      created_at  timestamptz NOT NULL
    );
    CREATE INDEX mail_outbox_account ON mail_outbox (account_id, created_at DESC);

    -- Generated platform secrets (e.g. the JWT signing key when JWT_SECRET is unset), shared by
    -- every server process on this database.
    CREATE TABLE platform_secrets (
      name        text PRIMARY KEY,
      value       text NOT NULL,
      created_at  timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE platform_secrets; DROP TABLE mail_outbox; DROP TABLE rate_limit_counters; DROP TABLE events;`.execute(db);
}
