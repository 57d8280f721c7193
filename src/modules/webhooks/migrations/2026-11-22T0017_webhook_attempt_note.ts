import { sql, type Kysely } from 'kysely';

/** What an attempt means beyond its status code, e.g. the verdict of a mis-signed test delivery. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE webhook_attempts ADD COLUMN note text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE webhook_attempts DROP COLUMN note`.execute(db);
}
