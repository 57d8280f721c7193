import { sql, type Kysely } from 'kysely';

/**
 * Sign-in, reset and refresh attempts, counted per e-mail and per client address, shared by every
 * server process: a bucket past its free attempts is blocked for a back-off that doubles, capped;
 * its count starts again after a quiet period with no attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE auth_throttle (
      bucket            text PRIMARY KEY,
      attempts          integer NOT NULL CHECK (attempts > 0),
      last_attempt_at   timestamptz NOT NULL,
      blocked_until     timestamptz
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE auth_throttle`.execute(db);
}
