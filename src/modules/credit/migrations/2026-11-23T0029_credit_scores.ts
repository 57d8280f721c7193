import { type Kysely, sql } from 'kysely';

// Each change of a user's sandbox credit score, with the factors that made it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE credit_score_history (
      id          bigserial PRIMARY KEY,
      user_id     text NOT NULL REFERENCES users (id),
      score       integer NOT NULL CHECK (score BETWEEN 300 AND 850),
      grade       text NOT NULL,
      factors     jsonb NOT NULL,
      computed_at timestamptz NOT NULL
    );
    CREATE INDEX credit_score_history_of_user ON credit_score_history (user_id, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE credit_score_history`.execute(db);
}
