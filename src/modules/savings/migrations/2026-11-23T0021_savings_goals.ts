import { type Kysely, sql } from 'kysely';

// Savings goals. A goal's money is in its own ledger holding account (holder_ref = the goal's id),
// so saved amounts come from the ledger, never from a column here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE savings_goals (
      id            text PRIMARY KEY CHECK (id LIKE 'sg\\_%'),
      user_id       text NOT NULL REFERENCES users (id),
      wallet_id     text NOT NULL REFERENCES wallets (id),
      name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      currency      char(3) NOT NULL REFERENCES currencies (code),
      target_amount bigint NOT NULL CHECK (target_amount > 0),
      target_date   date,
      status        text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'COMPLETED', 'CLOSED')),
      completed_at  timestamptz,
      closed_at     timestamptz,
      created_at    timestamptz NOT NULL,
      updated_at    timestamptz NOT NULL,
      CONSTRAINT completed_goals_say_when CHECK ((status = 'COMPLETED') <= (completed_at IS NOT NULL)),
      CONSTRAINT closed_goals_say_when CHECK ((status = 'CLOSED') = (closed_at IS NOT NULL))
    );
    CREATE INDEX savings_goals_of_user ON savings_goals (user_id, created_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE savings_goals`.execute(db);
}
