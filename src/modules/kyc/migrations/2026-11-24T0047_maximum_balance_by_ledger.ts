/**
 * The most a wallet account may hold is its owner's KYC tier's maximum balance (kept in GHS minor
 * units), converted at the mid rate into the account's currency and rounded to its minor unit; the
 * ledger's posting trigger asks this for every credit, whoever posts it. Accounts that are not a
 * wallet's, and currencies without a rate, have no cap here.
 *
 * What it defined lives in sql/limits.sql now, applied by the migrator (src/app/sql-definitions.ts); the migration stays, empty, for the databases that ran it.
 */
export async function up(): Promise<void> {
  // Kept by name: databases that ran it record it.
}

export async function down(): Promise<void> {
  // Nothing to undo: the definitions are their files', whatever the migrations.
}
