import { sql, type Kysely } from 'kysely';

// Mobile money operations of the MoMo-style API (collection, disbursement, remittance), keyed by
// the caller's X-Reference-Id, and completed asynchronously by the sandbox provider.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE momo_operations (
      id                        uuid PRIMARY KEY,
      account_id                text NOT NULL REFERENCES developer_accounts (id),
      api_user_id               uuid REFERENCES api_users (id),
      product                   text NOT NULL CHECK (product IN ('collection', 'disbursement', 'remittance')),
      operation                 text NOT NULL CHECK (operation IN ('requesttopay', 'payment', 'withdraw', 'invoice', 'preapproval', 'transfer', 'deposit', 'refund', 'cashtransfer')),
      amount                    bigint CHECK (amount > 0),
      currency                  char(3) NOT NULL REFERENCES currencies (code),
      party_role                text NOT NULL CHECK (party_role IN ('payer', 'payee')),
      party_id_type             text NOT NULL,
      party_id                  text NOT NULL,
      external_id               text,
      payer_message             text,
      payee_note                text,
      callback_url              text,
      refers_to                 uuid REFERENCES momo_operations (id),
      status                    text NOT NULL CHECK (status IN ('PENDING', 'SUCCESSFUL', 'FAILED', 'CANCELLED')),
      reason                    text,
      financial_transaction_id  text,
      created_at                timestamptz NOT NULL,
      completed_at              timestamptz
    );
    CREATE INDEX momo_operations_account ON momo_operations (account_id, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE momo_operations;`.execute(db);
}
