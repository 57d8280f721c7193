import { type Kysely, sql } from 'kysely';

// Auto-save plans: a schedule (the schedules table, same id) that moves an amount from the wallet
// into a savings goal on each of its dates.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE savings_plans (
      id         text PRIMARY KEY REFERENCES schedules (id) CHECK (id LIKE 'sp\\_%'),
      user_id    text NOT NULL REFERENCES users (id),
      goal_id    text NOT NULL REFERENCES savings_goals (id),
      amount     bigint NOT NULL CHECK (amount > 0),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX savings_plans_of_user ON savings_plans (user_id, created_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE savings_plans`.execute(db);
}
