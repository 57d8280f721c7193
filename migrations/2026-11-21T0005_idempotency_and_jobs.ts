import { sql, type Kysely } from 'kysely';

// Idempotency keys (Stripe semantics) and durable background jobs claimed with SKIP LOCKED.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE idempotency_keys (
      scope            text NOT NULL,
      key              text NOT NULL,
      request_hash     text NOT NULL,
      state            text NOT NULL CHECK (state IN ('IN_PROGRESS', 'COMPLETED')),
      response_status  integer,
      response_body    jsonb,
      created_at       timestamptz NOT NULL,
      expires_at       timestamptz NOT NULL,
      PRIMARY KEY (scope, key)
    );
    CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);

    CREATE TABLE jobs (
      id            bigserial PRIMARY KEY,
      kind          text NOT NULL,
      payload       jsonb NOT NULL,
      run_at        timestamptz NOT NULL,
      attempts      integer NOT NULL DEFAULT 0,
      locked_until  timestamptz,
      last_error    text,
      done_at       timestamptz,
      created_at    timestamptz NOT NULL
    );
    CREATE INDEX jobs_due ON jobs (run_at) WHERE done_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE jobs; DROP TABLE idempotency_keys;`.execute(db);
}
