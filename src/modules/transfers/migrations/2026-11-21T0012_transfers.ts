import { sql, type Kysely } from 'kysely';

// Remittance transfers to saved recipients, paid out through the mobile money rail.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE momo_operations DROP CONSTRAINT momo_operations_purpose_check;
    ALTER TABLE momo_operations ADD CONSTRAINT momo_operations_purpose_check CHECK (purpose IN ('API', 'FUND_IN', 'CASH_OUT', 'REFUND', 'REMITTANCE'));
    -- One live refund per fund-in (a failed one may be tried again).
    CREATE UNIQUE INDEX momo_one_refund_per_fund_in ON momo_operations (refers_to) WHERE purpose = 'REFUND' AND status <> 'FAILED';

    CREATE TABLE transfers (
      id                text PRIMARY KEY CHECK (id LIKE 'trf\\_%'),
      user_id           text NOT NULL REFERENCES users (id),
      wallet_id         text NOT NULL REFERENCES wallets (id),
      recipient_id      text NOT NULL,
      recipient_phone   text NOT NULL,
      send_amount       bigint NOT NULL CHECK (send_amount > 0),
      send_currency     char(3) NOT NULL REFERENCES currencies (code),
      fee               bigint NOT NULL CHECK (fee >= 0),
      exchange_rate     numeric(30, 12) NOT NULL,
      receive_amount    bigint NOT NULL CHECK (receive_amount > 0),
      receive_currency  char(3) NOT NULL REFERENCES currencies (code),
      speed_tier        text NOT NULL CHECK (speed_tier IN ('express', 'economy')),
      quote_id          text REFERENCES fx_quotes (id),
      status            text NOT NULL CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'REVERSED')),
      failure_reason    text,
      provider_ref_id   uuid,
      timeline          jsonb NOT NULL DEFAULT '[]',
      created_at        timestamptz NOT NULL,
      updated_at        timestamptz NOT NULL
    );
    CREATE INDEX transfers_user ON transfers (user_id, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE transfers;`.execute(db);
}
