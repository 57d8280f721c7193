import { type Kysely, sql } from 'kysely';

/**
 * What a merchant's metadata may hold, in the database (src/platform/metadata.ts says the same for
 * answers): a JSON object of at most 50 keys, each 1-40 characters without [ or ], each value a
 * string of at most 500 characters. Each table with metadata checks its column with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION metadata_is_valid(metadata jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT jsonb_typeof(metadata) = 'object'
        AND (SELECT count(*) FROM jsonb_object_keys(metadata)) <= 50
        AND NOT EXISTS (
          SELECT 1 FROM jsonb_each(metadata) AS entry(key, value)
          WHERE char_length(entry.key) NOT BETWEEN 1 AND 40
             OR entry.key ~ '[][]'
             OR jsonb_typeof(entry.value) <> 'string'
             OR char_length(entry.value #>> '{}') > 500
        )
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION metadata_is_valid(jsonb)`.execute(db);
}
