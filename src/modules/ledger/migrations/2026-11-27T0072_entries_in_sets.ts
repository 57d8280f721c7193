/**
 * A group of entries written as sets. ledger_post_entries first asks, in one statement, whether
 * every entry of the group would pass every rule at its turn (running sums per account for the
 * balance, holds and caps, per wallet for the KYC limits); when they would, which is nearly always,
 * it writes the group in a few set statements (ledger_write_entries, and one usage row per wallet)
 * instead of some ten statements an entry. When one would not, the group goes entry by entry as
 * before (ledger_post_entries_in_turn), so each keeps its own answer. The balances trigger moves
 * every account of a statement in one UPDATE; the table's checks and the trigger's still refuse a
 * negative balance, a closed account, a credit over its cap and an unbalanced entry.
 *
 * What it defined lives in sql/postings.sql now, applied by the migrator (src/app/sql-definitions.ts); the migration stays, empty, for the databases that ran it.
 */
export async function up(): Promise<void> {
  // Kept by name: databases that ran it record it.
}

export async function down(): Promise<void> {
  // Nothing to undo: the definitions are their files', whatever the migrations.
}
