import { type Kysely, sql } from 'kysely';

// One schedule mechanism for every recurring money move (savings plans, scheduled bill payments):
// the schedule's calendar and state here, the domain's details in the domain's own table under the
// same id. Each occurrence runs once: its (schedule, local date) is the primary key of its record.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE schedules (
      id            text PRIMARY KEY,
      kind          text NOT NULL,
      user_id       text NOT NULL REFERENCES users (id),
      frequency     text NOT NULL CHECK (frequency IN ('DAILY', 'WEEKLY', 'MONTHLY')),
      start_date    date NOT NULL,
      time_zone     text NOT NULL,
      status        text NOT NULL CHECK (status IN ('ACTIVE', 'PAUSED', 'ENDED')),
      next_run_date date,
      last_run_date date,
      ended_reason  text,
      created_at    timestamptz NOT NULL,
      updated_at    timestamptz NOT NULL,
      CONSTRAINT active_schedules_know_their_next_date CHECK ((status = 'ACTIVE') = (next_run_date IS NOT NULL)),
      CONSTRAINT runs_follow_the_start CHECK (next_run_date >= start_date AND last_run_date >= start_date)
    );
    CREATE INDEX schedules_of_user ON schedules (user_id, kind, created_at DESC, id DESC);

    CREATE TABLE schedule_occurrences (
      schedule_id text NOT NULL REFERENCES schedules (id),
      local_date  date NOT NULL,
      status      text NOT NULL CHECK (status IN ('EXECUTED', 'SKIPPED')),
      reference   text,
      reason      text,
      message     text,
      ran_at      timestamptz NOT NULL,
      PRIMARY KEY (schedule_id, local_date),
      CONSTRAINT skipped_occurrences_say_why CHECK ((status = 'SKIPPED') = (reason IS NOT NULL))
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE schedule_occurrences; DROP TABLE schedules;`.execute(db);
}
