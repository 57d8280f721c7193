import { type Kysely, sql } from 'kysely';

/** Where a sandbox clock's advance is going while it runs past its request (in the background). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sandbox_clocks ADD COLUMN advancing_to timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sandbox_clocks DROP COLUMN advancing_to`.execute(db);
}
