import { type Kysely, sql } from 'kysely';

/**
 * Each caller's last write, as the primary's WAL position, for reads on a standby
 * (db/read-routing.ts): unlogged, so recording it writes no WAL and its commit waits for no
 * standby; emptied after a crash of the primary, when every standby starts over from it anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNLOGGED TABLE read_positions (caller text PRIMARY KEY, lsn pg_lsn NOT NULL)`.execute(db);
  await sql`COMMENT ON TABLE read_positions IS 'Each caller''s last write (the primary''s WAL position as it answered), so its next read on a standby waits for it.'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE read_positions`.execute(db);
}
