/**
 * The ledger asks ledger_apply_debit_limit for every guarded debit it writes: here, the KYC tier's
 * daily and monthly limits as a counter per wallet. Under the counter's row lock it answers the
 * limit the debit would pass (the CHECK constraint's name, nothing written), or, asked to record
 * it, records the debit.
 * The CHECK constraints on wallet_debit_usage stay the guard behind the answer.
 *
 * What it defined lives in sql/limits.sql now, applied by the migrator (src/app/sql-definitions.ts); the migration stays, empty, for the databases that ran it.
 */
export async function up(): Promise<void> {
  // Kept by name: databases that ran it record it.
}

export async function down(): Promise<void> {
  // Nothing to undo: the definitions are their files', whatever the migrations.
}
