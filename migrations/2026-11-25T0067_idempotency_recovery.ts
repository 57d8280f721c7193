import { type Kysely, sql } from 'kysely';

/**
 * A key in progress names the server process that claimed it (owner) and the attempt; a
 * transaction of its request that commits a change marks it (changed) in that same transaction,
 * and only while the key is still that attempt's. A key left in progress by a process that died is
 * then recovered on the next retry: answered from the change that committed, or run again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE idempotency_keys
      ADD COLUMN owner text,
      ADD COLUMN attempt integer NOT NULL DEFAULT 1,
      ADD COLUMN changed boolean NOT NULL DEFAULT false;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE idempotency_keys DROP COLUMN owner, DROP COLUMN attempt, DROP COLUMN changed`.execute(db);
}
