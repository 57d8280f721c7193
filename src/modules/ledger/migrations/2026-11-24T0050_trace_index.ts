import { type Kysely, sql } from 'kysely';

// The money trace finds the entries of an object by the values of their metadata (a payment's id,
// a refund's, a sale's, …): an index over those values, so it reads a few entries, not all of them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX journal_entries_metadata_values ON journal_entries USING gin (jsonb_path_query_array(metadata, '$.*'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX journal_entries_metadata_values`.execute(db);
}
