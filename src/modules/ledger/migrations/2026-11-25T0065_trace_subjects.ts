import { type Kysely, sql } from 'kysely';

/**
 * The money trace finds an object's entries by a typed column of ids, not by any value of the
 * metadata: an entry's subjects are its own id and the values of its metadata's id fields (keys
 * ending in "Id", and refersTo), never its free text (a transfer's note), so a string a user typed
 * cannot name someone else's entry. The trace then shows only the entries the caller has money in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION ledger_entry_subjects(entry_id text, metadata jsonb) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT array_prepend(entry_id, coalesce(array_agg(m.value ORDER BY m.key), '{}'))
        FROM jsonb_each_text(metadata) m
        WHERE (m.key ~ 'Id$' OR m.key = 'refersTo') AND m.value IS NOT NULL
    $$;
    DROP INDEX journal_entries_metadata_values;
    ALTER TABLE journal_entries ADD COLUMN subject_ids text[] GENERATED ALWAYS AS (ledger_entry_subjects(id, metadata)) STORED;
    CREATE INDEX journal_entries_subject_ids ON journal_entries USING gin (subject_ids);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX journal_entries_subject_ids;
    ALTER TABLE journal_entries DROP COLUMN subject_ids;
    DROP FUNCTION ledger_entry_subjects(text, jsonb);
    CREATE INDEX journal_entries_metadata_values ON journal_entries USING gin (jsonb_path_query_array(metadata, '$.*'));
  `.execute(db);
}
