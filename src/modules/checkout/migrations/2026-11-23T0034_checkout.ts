import { type Kysely, sql } from 'kysely';

// What the hosted payment page takes payments for: a short code per payable thing (a payment
// link, an invoice), the checkout sessions (one per attempt to pay) and refunds of them. A
// single-use target is held by one session at a time (holder_session_id) and paid once (paid_at).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pay_codes (
      code              text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9]{10}$'),
      kind              text NOT NULL,
      target_id         text NOT NULL UNIQUE,
      account_id        text NOT NULL REFERENCES developer_accounts (id),
      merchant_user_id  text NOT NULL REFERENCES users (id),
      single_use        boolean NOT NULL,
      holder_session_id text,
      paid_at           timestamptz,
      created_at        timestamptz NOT NULL
    );

    CREATE TABLE checkout_sessions (
      id                text PRIMARY KEY CHECK (id LIKE 'cs\\_%'),
      code              text NOT NULL REFERENCES pay_codes (code),
      target_kind       text NOT NULL,
      target_id         text NOT NULL,
      account_id        text NOT NULL,
      merchant_user_id  text NOT NULL REFERENCES users (id),
      amount            bigint NOT NULL CHECK (amount > 0),
      currency          char(3) NOT NULL REFERENCES currencies (code),
      fee               bigint NOT NULL CHECK (fee >= 0 AND fee < amount),
      method            text NOT NULL CHECK (method IN ('CARD', 'MOBILE_MONEY')),
      payer_phone       text,
      card_brand        text,
      card_last4        text,
      status            text NOT NULL CHECK (status IN ('OPEN', 'COMPLETE', 'EXPIRED')),
      failure_reason    text,
      momo_operation_id text,
      entry_id          text,
      created_at        timestamptz NOT NULL,
      expires_at        timestamptz NOT NULL,
      completed_at      timestamptz,
      updated_at        timestamptz NOT NULL,
      CONSTRAINT complete_sessions_were_paid CHECK ((status = 'COMPLETE') = (entry_id IS NOT NULL AND completed_at IS NOT NULL))
    );
    CREATE INDEX checkout_sessions_of_account ON checkout_sessions (account_id, created_at DESC, id DESC);
    CREATE INDEX checkout_sessions_of_target ON checkout_sessions (target_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE checkout_sessions; DROP TABLE pay_codes;`.execute(db);
}
