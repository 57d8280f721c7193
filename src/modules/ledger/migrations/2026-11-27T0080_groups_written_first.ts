/**
 * A group of entries checked by bounds and written, with the database's guards as the judge of the
 * rest, instead of asked in a statement of running sums whether every entry would pass at its
 * turn. That question re-read the group's JSON with window functions per account and per wallet
 * and joined the limit counters: a fifth of the ledger call's time (bench:ledger-call with
 * pg_stat_statements.track = all, 216 of 1,134 µs at 7 entries), paid by every group although
 * nearly every group passes.
 *
 * The balances and caps are checked by bounds, in the statement that looks up the caps: whatever
 * the order of the group's entries, each account's balance stays between its balance plus every
 * debit of the group and its balance plus every credit. When those bounds are within what the
 * account may hold (the usual case), checking the final balances refuses exactly what checking
 * each entry in turn would; the guards that check the final balances were already there for every
 * writer. When they are not (money is short, a wallet is near its cap), the group goes entry by
 * entry at once, as before (ledger_post_entries_in_turn).
 *
 * The rest is left to the guards: the limit counters' CHECKs (the KYC limits), the balances
 * trigger (a closed account, a missing one). The group is written inside a block with an exception
 * handler, one subtransaction: when a guard refuses it (check_violation, or foreign_key_violation
 * for a missing account), nothing of the group stays and it goes entry by entry, each with the
 * answer it would have had alone. A group in which a wallet's debits fall on different days (its
 * counters would add them to the last day) goes entry by entry too.
 *
 * The accounts are locked in id order before the block, so their locks outlive a refused attempt;
 * the limit counters, which the attempt locked in wallet order, are locked in that order again
 * before the entries go in turn. A closed system account (it keeps no balance) was refused only by
 * the question; the balances trigger now refuses it too, for every writer.
 *
 * What it defined lives in sql/postings.sql now, applied by the migrator (src/app/sql-definitions.ts); the migration stays, empty, for the databases that ran it.
 */
export async function up(): Promise<void> {
  // Kept by name: databases that ran it record it.
}

export async function down(): Promise<void> {
  // Nothing to undo: the definitions are their files', whatever the migrations.
}
