import { type Kysely, sql } from 'kysely';

/**
 * Every verification code sent and every wrong code typed, by user and by number, kept across
 * phone changes: the limits (one code a minute, a few an hour, a few wrong codes an hour) are
 * counted here, so changing the number back and forth neither sends more codes nor buys more guesses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE phone_code_log (
      id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id  text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      phone    text NOT NULL,
      kind     text NOT NULL CHECK (kind IN ('SENT', 'WRONG')),
      at       timestamptz NOT NULL
    );
    CREATE INDEX phone_code_log_user ON phone_code_log (user_id, kind, at);
    CREATE INDEX phone_code_log_phone ON phone_code_log (phone, kind, at);
    INSERT INTO phone_code_log (user_id, phone, kind, at) SELECT user_id, phone, 'SENT', sent_at FROM phone_verifications;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE phone_code_log`.execute(db);
}
