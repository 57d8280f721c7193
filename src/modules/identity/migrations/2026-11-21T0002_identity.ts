import { sql, type Kysely } from 'kysely';

// Users, their wallet record, sessions (refresh tokens), password resets, notification preferences.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id             text PRIMARY KEY CHECK (id LIKE 'usr\\_%'),
      email          text NOT NULL CHECK (email = lower(email)),
      phone          text NOT NULL CHECK (phone ~ '^\\+[1-9][0-9]{6,14}$'),
      first_name     text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 100),
      last_name      text NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 100),
      country        text NOT NULL CHECK (country ~ '^[A-Z]{2,3}$'),
      role           text NOT NULL CHECK (role IN ('USER', 'MERCHANT', 'ADMIN')),
      password_hash  text NOT NULL,
      token_version  integer NOT NULL DEFAULT 0,
      created_at     timestamptz NOT NULL,
      updated_at     timestamptz NOT NULL,
      CONSTRAINT users_email_key UNIQUE (email),
      CONSTRAINT users_phone_key UNIQUE (phone)
    );

    CREATE TABLE wallets (
      id          text PRIMARY KEY CHECK (id LIKE 'wal\\_%'),
      user_id     text NOT NULL UNIQUE REFERENCES users (id),
      status      text NOT NULL DEFAULT 'ACTIVE',
      created_at  timestamptz NOT NULL
    );

    CREATE TABLE refresh_tokens (
      id           text PRIMARY KEY,
      user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      family_id    text NOT NULL,
      secret_hash  bytea NOT NULL,
      created_at   timestamptz NOT NULL,
      expires_at   timestamptz NOT NULL,
      revoked_at   timestamptz,
      replaced_by  text
    );
    CREATE INDEX refresh_tokens_user_live ON refresh_tokens (user_id) WHERE revoked_at IS NULL;
    CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

    CREATE TABLE password_resets (
      id           text PRIMARY KEY,
      user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      secret_hash  bytea NOT NULL,
      created_at   timestamptz NOT NULL,
      expires_at   timestamptz NOT NULL,
      used_at      timestamptz
    );

    CREATE TABLE notification_preferences (
      user_id      text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      preferences  jsonb NOT NULL,
      updated_at   timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE notification_preferences; DROP TABLE password_resets; DROP TABLE refresh_tokens;
    DROP TABLE wallets; DROP TABLE users;
  `.execute(db);
}
