import { type Kysely, sql } from 'kysely';

/** Whether a hosted-page attempt was the page's own merchant's, signed in: never counted as card testing. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE pay_attempts ADD COLUMN by_owner boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE pay_attempts DROP COLUMN by_owner`.execute(db);
}
