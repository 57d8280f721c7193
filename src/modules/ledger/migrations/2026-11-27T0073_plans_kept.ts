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
 *
 * What it defined lives in sql/postings.sql and sql/journal.sql now, applied by the migrator (src/app/sql-definitions.ts); the migration stays, empty, for the databases that ran it.
 */
export async function up(): Promise<void> {
  // Kept by name: databases that ran it record it.
}

export async function down(): Promise<void> {
  // Nothing to undo: the definitions are their files', whatever the migrations.
}
