import { type Kysely, sql } from 'kysely';

/**
 * A user's phone is verified by a code sent to it (the sandbox SMS outbox): one pending code per
 * user, kept as a hash, with its expiry and the wrong guesses it has had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN phone_verified_at timestamptz;
    CREATE TABLE phone_verifications (
      user_id     text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      phone       text NOT NULL,
      code_hash   bytea NOT NULL,
      wrong_codes integer NOT NULL DEFAULT 0 CHECK (wrong_codes >= 0),
      sent_at     timestamptz NOT NULL,
      expires_at  timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE phone_verifications; ALTER TABLE users DROP COLUMN phone_verified_at`.execute(db);
}
