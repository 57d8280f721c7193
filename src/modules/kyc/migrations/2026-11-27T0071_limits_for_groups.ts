/**
 * The KYC rules the ledger applies, for a whole group of entries at once: the caps of many
 * accounts in one query (ledger_credit_caps; ledger_credit_cap asks it for one), and the debits of
 * many guards recorded in one statement, one counter row per wallet (ledger_record_debits;
 * ledger_apply_debit_limit records through it). The CHECK constraints on wallet_debit_usage stay
 * the guard behind both.
 *
 * What it defined lives in sql/limits.sql now, applied by the migrator (src/app/sql-definitions.ts); the migration stays, empty, for the databases that ran it.
 */
export async function up(): Promise<void> {
  // Kept by name: databases that ran it record it.
}

export async function down(): Promise<void> {
  // Nothing to undo: the definitions are their files', whatever the migrations.
}
