/**
 * One server-side call writes journal entries: many at once when concurrent requests are grouped
 * (one transaction, one round trip, one WAL flush), each with its own outcome. Every wallet and
 * holding account the entries touch is locked first, once, in id order; then each entry is checked
 * under those locks for what the database would refuse (a closed account, a debit past what is
 * available, a credit past the account's maximum, a debit limit) and is either written whole or
 * answered with the constraint it would break and nothing written. No savepoint per entry: a refusal
 * writes nothing, so there is nothing to roll back. The triggers and CHECKs stay the guards; should
 * one fire anyway the whole call fails and the caller runs its entries one by one.
 *
 * ledger_apply_debit_limit is a hook the ledger owns and answers "no limit": a module that sets
 * limits on debits (the KYC tiers) replaces it. It checks a guard under the debit's lock and
 * answers the name of the limit the debit would pass; asked to record it, it also records the
 * debit when it fits.
 *
 * What it defined lives in sql/postings.sql and ../kyc/sql/limits.sql now, applied by the migrator (src/app/sql-definitions.ts); the migration stays, empty, for the databases that ran it.
 */
export async function up(): Promise<void> {
  // Kept by name: databases that ran it record it.
}

export async function down(): Promise<void> {
  // Nothing to undo: the definitions are their files', whatever the migrations.
}
