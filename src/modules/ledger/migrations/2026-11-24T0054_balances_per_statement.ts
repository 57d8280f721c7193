import { type Kysely, sql } from 'kysely';

/**
 * Balances are applied once per account per statement instead of once per posting: the trigger
 * reads the statement's new postings (a transition table), adds each account's net to its cached
 * balance in one UPDATE, in account-id order, and refuses a closed account or a credit past the
 * account's maximum as the per-row trigger did. ledger_post_entries checks every entry of a group
 * against running totals, then writes the accepted ones in three statements: a busy account (a
 * merchant every transfer pays, a hot wallet) is updated once per group, not once per transfer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION ledger_apply_postings() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      change record;
      cap bigint;
      account_status text;
      new_balance bigint;
      cap_text text;
    BEGIN
      FOR change IN
        SELECT p.account_id, min(p.currency) AS currency, sum(p.amount)::bigint AS net,
               bool_or(p.amount > 0 AND p.cap_exempt IS NULL) AS capped, min(p.balance_cap) AS passed_cap
        FROM new_postings p
        GROUP BY p.account_id
        ORDER BY p.account_id
      LOOP
        cap := NULL;
        IF change.capped THEN
          cap := coalesce(change.passed_cap, ledger_credit_cap(change.account_id));
        END IF;
        account_status := NULL;
        new_balance := NULL;
        UPDATE ledger_accounts SET balance = balance + change.net WHERE id = change.account_id AND balance IS NOT NULL
          RETURNING status, balance INTO account_status, new_balance;
        IF account_status = 'CLOSED' THEN
          RAISE EXCEPTION 'account % is closed', change.account_id USING ERRCODE = 'check_violation', CONSTRAINT = 'posting_to_open_account';
        END IF;
        IF cap IS NOT NULL AND new_balance IS NOT NULL AND new_balance > cap THEN
          SELECT round(cap::numeric / 10::numeric ^ c.exponent, c.exponent)::text INTO cap_text FROM currencies c WHERE c.code = change.currency;
          RAISE EXCEPTION 'account % would hold % over its cap of %', change.account_id, new_balance, cap
            USING ERRCODE = 'check_violation', CONSTRAINT = 'posting_balance_cap', DETAIL = change.account_id, HINT = cap_text;
        END IF;
      END LOOP;
      RETURN NULL;
    END $$;
    DROP TRIGGER postings_apply_to_balance ON postings;
    CREATE TRIGGER postings_apply_to_balance AFTER INSERT ON postings
      REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_postings();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER postings_apply_to_balance ON postings;
    CREATE TRIGGER postings_apply_to_balance AFTER INSERT ON postings FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();
    DROP FUNCTION ledger_apply_postings();
  `.execute(db);
}
