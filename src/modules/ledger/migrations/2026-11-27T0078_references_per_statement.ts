import { type Kysely, sql } from 'kysely';

/**
 * A posting's references checked once per statement instead of once per row. The two foreign keys
 * of postings (its journal entry; its account in that currency) each ran a query and took a row
 * lock for every posting: 28 queries in a ledger call of 7 transfers. Dropping them took about a
 * tenth off the call's CPU; the set checks below give back about half of that (bench:ledger-call,
 * alternating builds). The balances trigger, which already runs once per INSERT of postings, now
 * checks them as sets under the same names and error code:
 * - every entry a statement posts to exists (and balances, as before);
 * - every (account, currency) it posts to exists: the accounts that keep a balance are locked by
 *   the UPDATE of their balance, the others are locked FOR KEY SHARE as the foreign key did, so a
 *   concurrent removal waits for the postings' transaction.
 * What the foreign keys also refused on the other side stays refused: journal entries are
 * append-only (their triggers refuse UPDATE, DELETE and TRUNCATE), and an account with postings
 * cannot be deleted or change its id or currency (ledger_accounts_keep_posted, in sql/accounts.sql). TRUNCATE of the
 * accounts is refused by the holds' foreign key, and with CASCADE by the postings' own trigger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE postings DROP CONSTRAINT postings_entry_id_fkey, DROP CONSTRAINT postings_account_id_currency_fkey;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER IF EXISTS ledger_accounts_keep_posted ON ledger_accounts;
    DROP FUNCTION IF EXISTS ledger_accounts_keep_posted();
    ALTER TABLE postings
      ADD CONSTRAINT postings_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES journal_entries (id),
      ADD CONSTRAINT postings_account_id_currency_fkey FOREIGN KEY (account_id, currency) REFERENCES ledger_accounts (id, currency);
  `.execute(db);
}
