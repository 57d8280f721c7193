import { type Kysely, sql } from 'kysely';

/**
 * Two costs every group of entries paid again, whatever its size (measured by the backend's CPU
 * time per call on one connection, group of 7: 2.04 ms before, 1.80 ms with generic plans, about
 * 0.07 ms less again with the subjects in PL/pgSQL):
 * - PL/pgSQL planned each statement of the ledger call anew for its arguments (a custom plan, as
 *   plan_cache_mode = auto chose), although the arguments are one jsonb array whose contents the
 *   planner cannot see; a generic plan is made once per connection and kept. The setting holds for
 *   every function and trigger the call runs, and is part of the function's definition: a later
 *   CREATE OR REPLACE of ledger_post_entries must say it again.
 * - The journal's subjects column is computed by a SQL-language function, which PostgreSQL 17
 *   parses and plans again for each statement that writes entries; in PL/pgSQL its plan is kept.
 *   The function's result is unchanged, so the stored column and its index stay as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER FUNCTION ledger_post_entries(jsonb) SET plan_cache_mode = force_generic_plan;
    CREATE OR REPLACE FUNCTION ledger_entry_subjects(entry_id text, metadata jsonb) RETURNS text[]
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
      BEGIN
        RETURN (
          SELECT array_prepend(entry_id, coalesce(array_agg(m.value ORDER BY m.key), '{}'))
          FROM jsonb_each_text(metadata) m
          WHERE (m.key ~ 'Id$' OR m.key = 'refersTo') AND m.value IS NOT NULL);
      END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER FUNCTION ledger_post_entries(jsonb) RESET plan_cache_mode;
    CREATE OR REPLACE FUNCTION ledger_entry_subjects(entry_id text, metadata jsonb) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT array_prepend(entry_id, coalesce(array_agg(m.value ORDER BY m.key), '{}'))
        FROM jsonb_each_text(metadata) m
        WHERE (m.key ~ 'Id$' OR m.key = 'refersTo') AND m.value IS NOT NULL
    $$;
  `.execute(db);
}
