import { type Kysely, sql } from 'kysely';

// Payment links: a merchant's page at {PAY_URL}/<code> for a fixed amount or one the payer
// chooses (within optional bounds), reusable or single-use, until deactivated or expired.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_links (
      id               text PRIMARY KEY CHECK (id LIKE 'plink\\_%'),
      account_id       text NOT NULL REFERENCES developer_accounts (id),
      merchant_user_id text NOT NULL REFERENCES users (id),
      code             text NOT NULL UNIQUE REFERENCES pay_codes (code),
      title            text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
      description      text CHECK (char_length(description) <= 500),
      currency         char(3) NOT NULL REFERENCES currencies (code),
      amount_fixed     boolean NOT NULL,
      amount           bigint CHECK (amount > 0),
      min_amount       bigint CHECK (min_amount > 0),
      max_amount       bigint CHECK (max_amount >= min_amount),
      single_use       boolean NOT NULL,
      status           text NOT NULL CHECK (status IN ('ACTIVE', 'INACTIVE')),
      expires_at       timestamptz,
      payments_count   integer NOT NULL DEFAULT 0,
      amount_collected bigint NOT NULL DEFAULT 0,
      created_at       timestamptz NOT NULL,
      deactivated_at   timestamptz,
      CONSTRAINT fixed_links_have_an_amount CHECK (NOT amount_fixed OR amount IS NOT NULL)
    );
    CREATE INDEX payment_links_of_account ON payment_links (account_id, created_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE payment_links`.execute(db);
}
