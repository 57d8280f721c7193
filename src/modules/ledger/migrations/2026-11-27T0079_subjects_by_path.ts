import { type Kysely, sql } from 'kysely';

/**
 * The journal's subjects (an entry's own id and the values of its metadata's id fields: keys
 * ending in "Id", and refersTo) worked out by one expression instead of a query. The function runs
 * once for every entry written, and a query inside it paid an executor's start each time, about
 * 4 µs an entry. A JSON path picks the same values, and jsonb_populate_record turns the JSON array
 * into text[] (a query would be needed otherwise).
 *
 * The subjects are the same set as before, in the order the metadata's keys are stored rather than
 * alphabetical (the money trace only asks whether an entry's subjects contain an id), so the
 * stored column and its index stay as they are. A null value is still no subject; an id field that
 * holds an object or an array is now none either, where before its JSON text was one: ids are
 * strings, and the ledger writes no other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TYPE ledger_subject_list AS (ids text[]);
    COMMENT ON TYPE ledger_subject_list IS 'The shape jsonb_populate_record fills to turn a JSON array of ids into text[] (ledger_entry_subjects).';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TYPE ledger_subject_list`.execute(db);
}
