import { sql, type Kysely } from 'kysely';

// Secret keys for a merchant's servers (sk_test_…): stored as a hash, shown once; a restricted key
// carries its scopes. Rolling a key gives the old one an expiry; revoking it ends it at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE secret_keys (
      id            text PRIMARY KEY CHECK (id LIKE 'skey\\_%'),
      account_id    text NOT NULL REFERENCES developer_accounts (id),
      name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      scopes        text[] CHECK (cardinality(scopes) BETWEEN 1 AND 100),
      key_hash      bytea NOT NULL UNIQUE,
      key_hint      text NOT NULL,
      created_at    timestamptz NOT NULL,
      expires_at    timestamptz,
      revoked_at    timestamptz,
      last_used_at  timestamptz,
      rolled_into   text REFERENCES secret_keys (id)
    );
    CREATE INDEX secret_keys_account ON secret_keys (account_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE secret_keys`.execute(db);
}
