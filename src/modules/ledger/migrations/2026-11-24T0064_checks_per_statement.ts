import { type Kysely, sql } from 'kysely';

/**
 * The checks of a grouped write, once per statement instead of once per posting: the balances
 * trigger also refuses an entry that does not balance in a currency (it was a deferred trigger
 * fired for every posting), so an entry's postings are written in one statement, as
 * ledger_post_entries writes them; and ledger_post_entries hands each capped credit the cap it
 * checked (the postings' balance_cap), which the trigger derived a second time. The trigger derives
 * a cap only for an account that keeps a balance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER postings_balanced_per_currency ON postings`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE CONSTRAINT TRIGGER postings_balanced_per_currency AFTER INSERT ON postings
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced();
  `.execute(db);
}
