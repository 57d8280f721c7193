import { sql, type Kysely } from 'kysely';

// Saved recipients of remittances: Ghana mobile money payees of one user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE recipients (
      id            text PRIMARY KEY CHECK (id LIKE 'rcp\\_%'),
      user_id       text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      phone         text NOT NULL CHECK (phone ~ '^\\+[1-9][0-9]{6,14}$'),
      country       char(2) NOT NULL,
      provider      text NOT NULL,
      currency      char(3) NOT NULL REFERENCES currencies (code),
      last_used_at  timestamptz,
      created_at    timestamptz NOT NULL,
      updated_at    timestamptz NOT NULL,
      CONSTRAINT recipients_user_phone_provider UNIQUE (user_id, phone, provider)
    );
    CREATE INDEX recipients_by_use ON recipients (user_id, last_used_at DESC NULLS LAST, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE recipients;`.execute(db);
}
