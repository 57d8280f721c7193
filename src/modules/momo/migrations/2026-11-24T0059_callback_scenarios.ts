import { type Kysely, sql } from 'kysely';

/** A sandbox scenario for an operation's callback (X-Sandbox-Scenario): it arrives twice, or late. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE momo_operations ADD COLUMN callback_scenario text CHECK (callback_scenario IN ('callback-twice', 'callback-late'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE momo_operations DROP COLUMN callback_scenario`.execute(db);
}
