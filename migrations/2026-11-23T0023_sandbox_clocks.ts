import { sql, type Kysely } from 'kysely';

/**
 * One sandbox clock per developer account, shared by every process: the account's time is the wall
 * clock plus offset_ms. A job belongs to the account whose flow scheduled it and falls due on that
 * account's clock. While an advance walks an account through time, advancing_until keeps the
 * background workers off its due work, so the advance runs it in time order (a lease: an advance
 * that dies lets go by itself).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_clocks (
      account_id      text PRIMARY KEY,
      offset_ms       bigint NOT NULL DEFAULT 0 CHECK (offset_ms >= 0),
      advancing_until timestamptz,
      updated_at      timestamptz NOT NULL
    );
    ALTER TABLE jobs ADD COLUMN account_id text;
    CREATE INDEX jobs_account_due ON jobs (account_id, run_at) WHERE done_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX jobs_account_due; ALTER TABLE jobs DROP COLUMN account_id; DROP TABLE sandbox_clocks;`.execute(db);
}
