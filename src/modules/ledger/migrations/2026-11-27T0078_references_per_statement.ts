import { type Kysely, sql } from 'kysely';
import { balancesPerStatement } from './2026-11-27T0072_entries_in_sets.js';

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
 * cannot be deleted or change its id or currency (ledger_accounts_keep_posted). TRUNCATE of the
 * accounts is refused by the holds' foreign key, and with CASCADE by the postings' own trigger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await referencesPerStatement(db);
  await sql`
    CREATE FUNCTION ledger_accounts_keep_posted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.id = OLD.id AND NEW.currency = OLD.currency THEN
        RETURN NEW;
      END IF;
      IF EXISTS (SELECT 1 FROM postings p WHERE p.account_id = OLD.id) THEN
        RAISE EXCEPTION 'ledger account % has postings', OLD.id
          USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'postings_account_id_currency_fkey';
      END IF;
      RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
    END $$;
    CREATE TRIGGER ledger_accounts_keep_posted BEFORE DELETE OR UPDATE OF id, currency ON ledger_accounts
      FOR EACH ROW EXECUTE FUNCTION ledger_accounts_keep_posted();

    ALTER TABLE postings DROP CONSTRAINT postings_entry_id_fkey, DROP CONSTRAINT postings_account_id_currency_fkey;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER ledger_accounts_keep_posted ON ledger_accounts;
    DROP FUNCTION ledger_accounts_keep_posted();
    ALTER TABLE postings
      ADD CONSTRAINT postings_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES journal_entries (id),
      ADD CONSTRAINT postings_account_id_currency_fkey FOREIGN KEY (account_id, currency) REFERENCES ledger_accounts (id, currency);
  `.execute(db);
  await balancesPerStatement(db);
}

/** The balances trigger this migration left: references, balances, a closed wallet account and caps checked once per statement. */
export async function referencesPerStatement(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION ledger_apply_postings() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      unbalanced record;
      broken record;
      cap_text text;
    BEGIN
      -- Each statement's postings balance per entry and currency, so every entry does, however many
      -- statements post to it: the check reads only the statement's own rows. Each entry's existence
      -- is one probe of its key: a scalar subquery, which PostgreSQL cannot turn into a hash of the
      -- whole journal as it may an EXISTS.
      SELECT n.entry_id, n.currency, (SELECT j.id FROM journal_entries j WHERE j.id = n.entry_id) IS NULL AS missing INTO unbalanced
        FROM new_postings n
        GROUP BY n.entry_id, n.currency
        HAVING sum(n.amount) <> 0 OR (SELECT j.id FROM journal_entries j WHERE j.id = n.entry_id) IS NULL
        ORDER BY 3 DESC LIMIT 1;
      IF FOUND AND unbalanced.missing THEN
        RAISE EXCEPTION 'journal entry % does not exist', unbalanced.entry_id
          USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'postings_entry_id_fkey';
      END IF;
      IF FOUND THEN
        RAISE EXCEPTION 'journal entry % does not balance in %', unbalanced.entry_id, unbalanced.currency
          USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_balanced';
      END IF;
      -- One statement for every account the postings move; the table's checks refuse a negative balance.
      WITH change AS (
        SELECT p.account_id, p.currency, sum(p.amount)::bigint AS net,
               bool_or(p.amount > 0 AND p.cap_exempt IS NULL) AS capped, min(p.balance_cap) AS passed_cap
        FROM new_postings p GROUP BY p.account_id, p.currency
      ), applied AS (
        UPDATE ledger_accounts a SET balance = a.balance + c.net FROM change c
        WHERE a.id = c.account_id AND a.currency = c.currency AND a.balance IS NOT NULL
        RETURNING a.id, a.currency, a.status, a.balance, c.capped, c.passed_cap
      ), referenced AS (
        SELECT a.id, a.currency FROM ledger_accounts a JOIN change c ON a.id = c.account_id AND a.currency = c.currency
        WHERE a.balance IS NULL
        FOR KEY SHARE OF a
      ), checked AS (
        SELECT c.account_id AS id, c.currency, ap.id IS NULL AND r.id IS NULL AS missing, ap.status, ap.balance,
               CASE WHEN ap.capped THEN coalesce(ap.passed_cap, ledger_credit_cap(ap.id)) END AS cap
        FROM change c
        LEFT JOIN applied ap ON ap.id = c.account_id AND ap.currency = c.currency
        LEFT JOIN referenced r ON r.id = c.account_id AND r.currency = c.currency
      )
      SELECT * INTO broken FROM checked k WHERE k.missing OR k.status = 'CLOSED' OR k.balance > k.cap
        ORDER BY k.missing DESC, k.status = 'CLOSED' DESC, k.id LIMIT 1;
      IF NOT FOUND THEN
        RETURN NULL;
      END IF;
      IF broken.missing THEN
        RAISE EXCEPTION 'no ledger account % in %', broken.id, broken.currency
          USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'postings_account_id_currency_fkey';
      END IF;
      IF broken.status = 'CLOSED' THEN
        RAISE EXCEPTION 'account % is closed', broken.id USING ERRCODE = 'check_violation', CONSTRAINT = 'posting_to_open_account';
      END IF;
      SELECT round(broken.cap::numeric / 10::numeric ^ c.exponent, c.exponent)::text INTO cap_text FROM currencies c WHERE c.code = broken.currency;
      RAISE EXCEPTION 'account % would hold % over its cap of %', broken.id, broken.balance, broken.cap
        USING ERRCODE = 'check_violation', CONSTRAINT = 'posting_balance_cap', DETAIL = broken.id, HINT = cap_text;
    END $$;
  `.execute(db);
}
