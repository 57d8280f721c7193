import { sql, type Kysely } from 'kysely';

// Mobile money operations of the MoMo-style API (collection, disbursement, remittance), keyed by
// the caller's X-Reference-Id, and completed asynchronously by the sandbox provider.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE momo_operations (
      id                        uuid PRIMARY KEY,
      -- The developer account for API operations; for a wallet's fund-in or cash-out, the user's app.
      account_id                text REFERENCES developer_accounts (id),
      purpose                   text NOT NULL DEFAULT 'API' CHECK (purpose IN ('API', 'FUND_IN', 'CASH_OUT')),
      user_id                   text REFERENCES users (id),
      wallet_id                 text REFERENCES wallets (id),
      hold_entry_id             text REFERENCES journal_entries (id),
      settlement_entry_id       text REFERENCES journal_entries (id),
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
    CREATE INDEX momo_operations_wallet ON momo_operations (user_id, purpose, created_at DESC) WHERE purpose <> 'API';

    -- X-Callback-Url callbacks are deliveries too (same signing, retries and attempt log), to a URL
    -- rather than an endpoint, signed with the account's callback secret.
    ALTER TABLE developer_accounts ADD COLUMN callback_secret_encrypted text;
    ALTER TABLE webhook_deliveries ALTER COLUMN endpoint_id DROP NOT NULL;
    ALTER TABLE webhook_deliveries ADD COLUMN callback_url text;
    ALTER TABLE webhook_deliveries ADD COLUMN account_id text REFERENCES developer_accounts (id);
    ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_kind_check;
    ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_kind_check CHECK (kind IN ('EVENT', 'TEST', 'TEST_BAD_SIGNATURE', 'REDELIVERY', 'CALLBACK'));
    ALTER TABLE webhook_deliveries ADD CONSTRAINT delivery_has_one_target CHECK ((endpoint_id IS NULL) = (kind = 'CALLBACK') AND (callback_url IS NULL) = (kind <> 'CALLBACK') AND (account_id IS NULL) = (kind <> 'CALLBACK'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM webhook_deliveries WHERE kind = 'CALLBACK';
    ALTER TABLE webhook_deliveries DROP CONSTRAINT delivery_has_one_target;
    ALTER TABLE webhook_deliveries DROP COLUMN account_id; ALTER TABLE webhook_deliveries DROP COLUMN callback_url;
    ALTER TABLE webhook_deliveries ALTER COLUMN endpoint_id SET NOT NULL;
    ALTER TABLE developer_accounts DROP COLUMN callback_secret_encrypted;
    DROP TABLE momo_operations;
  `.execute(db);
}
