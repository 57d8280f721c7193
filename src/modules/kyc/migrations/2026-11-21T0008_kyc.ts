import { sql, type Kysely } from 'kysely';

// KYC tiers (limits in GHS minor units), documents, upgrade requests, and per-wallet debit usage
// whose CHECK constraints make the daily and monthly limits part of every debit's statement.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE kyc_tiers (
      level                  smallint PRIMARY KEY,
      name                   text NOT NULL,
      requirements           text[] NOT NULL,
      per_transaction_limit  bigint NOT NULL,
      daily_limit            bigint NOT NULL,
      monthly_limit          bigint NOT NULL,
      max_balance            bigint NOT NULL
    );
    INSERT INTO kyc_tiers VALUES
      (0, 'Basic', '{}', 100000, 200000, 1000000, 500000),
      (1, 'Verified', '{IDENTITY,SELFIE}', 1000000, 2000000, 10000000, 5000000),
      (2, 'Enhanced', '{IDENTITY,SELFIE,PROOF_OF_ADDRESS}', 5000000, 10000000, 50000000, 50000000);

    ALTER TABLE users ADD COLUMN kyc_tier smallint NOT NULL DEFAULT 0 REFERENCES kyc_tiers (level);

    CREATE TABLE kyc_documents (
      id            text PRIMARY KEY CHECK (id LIKE 'kyd\\_%'),
      user_id       text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      type          text NOT NULL CHECK (type IN ('NATIONAL_ID', 'PASSPORT', 'DRIVERS_LICENSE', 'SELFIE', 'PROOF_OF_ADDRESS')),
      file_name     text NOT NULL,
      content_type  text NOT NULL,
      size_bytes    integer NOT NULL,
      sha256        text NOT NULL,
      content       bytea NOT NULL,
      status        text NOT NULL CHECK (status IN ('SUBMITTED', 'ACCEPTED', 'REJECTED')),
      created_at    timestamptz NOT NULL
    );
    CREATE INDEX kyc_documents_user ON kyc_documents (user_id, created_at DESC);

    CREATE TABLE kyc_upgrade_requests (
      id           text PRIMARY KEY CHECK (id LIKE 'kyu\\_%'),
      user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      from_tier    smallint NOT NULL,
      target_tier  smallint NOT NULL REFERENCES kyc_tiers (level),
      status       text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
      reason       text,
      created_at   timestamptz NOT NULL,
      review_at    timestamptz NOT NULL,
      decided_at   timestamptz
    );
    CREATE UNIQUE INDEX kyc_one_pending_upgrade ON kyc_upgrade_requests (user_id) WHERE status = 'PENDING';

    CREATE TABLE wallet_debit_usage (
      wallet_id    text PRIMARY KEY REFERENCES wallets (id),
      day          date NOT NULL,
      day_total    bigint NOT NULL,
      month        date NOT NULL,
      month_total  bigint NOT NULL,
      day_limit    bigint NOT NULL,
      month_limit  bigint NOT NULL,
      CONSTRAINT kyc_daily_limit CHECK (day_total <= day_limit),
      CONSTRAINT kyc_monthly_limit CHECK (month_total <= month_limit)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE wallet_debit_usage; DROP TABLE kyc_upgrade_requests; DROP TABLE kyc_documents;
    ALTER TABLE users DROP COLUMN kyc_tier; DROP TABLE kyc_tiers;
  `.execute(db);
}
