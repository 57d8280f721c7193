import { sql, type Kysely } from 'kysely';

// Mid-market rates against USD (units of the currency per US dollar) and locked quotes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE fx_rates (
      currency    char(3) PRIMARY KEY REFERENCES currencies (code),
      per_usd     numeric(24, 10) NOT NULL CHECK (per_usd > 0),
      updated_at  timestamptz NOT NULL
    );
    INSERT INTO fx_rates (currency, per_usd, updated_at) VALUES
      ('USD', 1, now()), ('GHS', 15.2, now()), ('EUR', 0.92, now()), ('GBP', 0.79, now()),
      ('NGN', 1550, now()), ('KES', 129, now()), ('XOF', 603.5, now()), ('XAF', 603.5, now()),
      ('UGX', 3700, now()), ('TZS', 2650, now()), ('RWF', 1390, now()), ('ZAR', 18.4, now()),
      ('ZMW', 26.5, now()), ('CAD', 1.37, now());

    CREATE TABLE fx_quotes (
      id              text PRIMARY KEY CHECK (id LIKE 'qt\\_%'),
      user_id         text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      from_currency   char(3) NOT NULL REFERENCES currencies (code),
      to_currency     char(3) NOT NULL REFERENCES currencies (code),
      send_amount     bigint NOT NULL CHECK (send_amount > 0),
      fee             bigint NOT NULL CHECK (fee >= 0),
      rate            numeric(30, 12) NOT NULL,
      mid_rate        numeric(30, 12) NOT NULL,
      receive_amount  bigint NOT NULL CHECK (receive_amount >= 0),
      speed           text NOT NULL CHECK (speed IN ('express', 'economy')),
      created_at      timestamptz NOT NULL,
      expires_at      timestamptz NOT NULL,
      used_at         timestamptz
    );
    CREATE INDEX fx_quotes_user ON fx_quotes (user_id, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE fx_quotes; DROP TABLE fx_rates;`.execute(db);
}
