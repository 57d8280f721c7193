import { type Kysely, sql } from 'kysely';
import { APPLY_POSTING_PER_ROW, CHECK_ENTRY_BALANCED } from './2026-11-21T0004_ledger.js';

/**
 * The ledger's functions and triggers are defined in its sql/ files from here on, applied by the
 * migrator after the migrations (src/app/sql-definitions.ts). The two functions nothing has called
 * since migrations 0054 and 0064 (the per-posting balance trigger's and the deferred per-posting
 * balance check) go, so every function the ledger keeps is one a reader finds in those files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION ledger_apply_posting();
    DROP FUNCTION ledger_check_entry_balanced();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ${APPLY_POSTING_PER_ROW}
    ${CHECK_ENTRY_BALANCED}
  `.execute(db);
}
