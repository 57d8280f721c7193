import { sql, type Kysely } from 'kysely';

// Developer (merchant) accounts with their plan, subscription keys, and MoMo-style API users and keys.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE developer_accounts (
      id               text PRIMARY KEY CHECK (id LIKE 'acct\\_%'),
      name             text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      owner_user_id    text NOT NULL UNIQUE REFERENCES users (id),
      plan             text NOT NULL CHECK (plan IN ('SANDBOX', 'STARTER', 'BUSINESS', 'ENTERPRISE')),
      rate_per_minute  integer NOT NULL CHECK (rate_per_minute > 0),
      rate_per_day     integer NOT NULL CHECK (rate_per_day >= rate_per_minute),
      created_at       timestamptz NOT NULL,
      updated_at       timestamptz NOT NULL
    );

    -- The developer account whose app registered the user (its sandbox mailbox receives the user's mail).
    -- Deferred so an account and its owner can be created in one transaction, in either order.
    ALTER TABLE users ADD COLUMN developer_account_id text
      REFERENCES developer_accounts (id) DEFERRABLE INITIALLY DEFERRED;

    CREATE TABLE subscription_keys (
      id          text PRIMARY KEY,
      account_id  text NOT NULL REFERENCES developer_accounts (id),
      key_hash    bytea NOT NULL UNIQUE,
      key_hint    text NOT NULL,
      created_at  timestamptz NOT NULL,
      expires_at  timestamptz
    );
    CREATE INDEX subscription_keys_account ON subscription_keys (account_id);

    CREATE TABLE api_users (
      id                      uuid PRIMARY KEY,
      account_id              text NOT NULL REFERENCES developer_accounts (id),
      provider_callback_host  text NOT NULL,
      created_at              timestamptz NOT NULL
    );
    CREATE INDEX api_users_account ON api_users (account_id, created_at);

    CREATE TABLE api_keys (
      id           text PRIMARY KEY,
      api_user_id  uuid NOT NULL REFERENCES api_users (id),
      key_hash     bytea NOT NULL UNIQUE,
      key_hint     text NOT NULL,
      created_at   timestamptz NOT NULL,
      expires_at   timestamptz
    );
    CREATE INDEX api_keys_user ON api_keys (api_user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE api_keys; DROP TABLE api_users; DROP TABLE subscription_keys;
    ALTER TABLE users DROP COLUMN developer_account_id; DROP TABLE developer_accounts;
  `.execute(db);
}
