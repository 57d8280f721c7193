import { sql, type Kysely } from 'kysely';

// Requests for money between users; they expire 7 days after creation.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_requests (
      id                   text PRIMARY KEY CHECK (id LIKE 'prq\\_%'),
      requester_user_id    text NOT NULL REFERENCES users (id),
      requester_wallet_id  text NOT NULL REFERENCES wallets (id),
      payer_user_id        text NOT NULL REFERENCES users (id),
      payer_wallet_id      text NOT NULL REFERENCES wallets (id),
      currency             char(3) NOT NULL REFERENCES currencies (code),
      amount               bigint NOT NULL CHECK (amount > 0),
      note                 text,
      status               text NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'EXPIRED')),
      entry_id             text REFERENCES journal_entries (id),
      created_at           timestamptz NOT NULL,
      expires_at           timestamptz NOT NULL,
      decided_at           timestamptz,
      CONSTRAINT payment_request_not_to_self CHECK (requester_user_id <> payer_user_id),
      CONSTRAINT accepted_request_has_entry CHECK ((status = 'ACCEPTED') = (entry_id IS NOT NULL))
    );
    CREATE INDEX payment_requests_sent ON payment_requests (requester_user_id, created_at DESC);
    CREATE INDEX payment_requests_received ON payment_requests (payer_user_id, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE payment_requests;`.execute(db);
}
