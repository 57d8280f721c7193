import { sql, type Kysely } from 'kysely';

// Card setup intents and saved payment methods. The full card number is never stored: brand,
// last four digits, expiry, a keyed fingerprint and the sandbox's behaviour for charges.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE setup_intents (
      id                  text PRIMARY KEY CHECK (id LIKE 'seti\\_%'),
      user_id             text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      client_secret_hash  bytea NOT NULL,
      status              text NOT NULL CHECK (status IN ('REQUIRES_PAYMENT_METHOD', 'SUCCEEDED')),
      payment_method_id   text,
      last_error          text,
      created_at          timestamptz NOT NULL
    );

    CREATE TABLE payment_methods (
      id            text PRIMARY KEY CHECK (id LIKE 'pm\\_%'),
      user_id       text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      brand         text NOT NULL,
      last4         char(4) NOT NULL,
      exp_month     smallint NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
      exp_year      smallint NOT NULL,
      fingerprint   text NOT NULL,
      charge_behavior text NOT NULL CHECK (charge_behavior IN ('SUCCEEDS', 'FAILS')),
      is_default    boolean NOT NULL DEFAULT false,
      created_at    timestamptz NOT NULL,
      CONSTRAINT payment_methods_one_card_per_user UNIQUE (user_id, fingerprint)
    );
    CREATE UNIQUE INDEX payment_methods_one_default ON payment_methods (user_id) WHERE is_default;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE payment_methods; DROP TABLE setup_intents;`.execute(db);
}
