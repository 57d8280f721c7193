import { type Kysely, sql } from 'kysely';
import { up as balancesPerStatement } from './2026-11-24T0054_balances_per_statement.js';

/**
 * The checks of a grouped write, once per statement instead of once per posting: the balances
 * trigger also refuses an entry that does not balance in a currency (it was a deferred trigger
 * fired for every posting), so an entry's postings are written in one statement, as
 * ledger_post_entries writes them; and ledger_post_entries hands each capped credit the cap it
 * checked (the postings' balance_cap), which the trigger derived a second time. The trigger derives
 * a cap only for an account that keeps a balance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION ledger_apply_postings() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      change record;
      cap bigint;
      account_status text;
      new_balance bigint;
      cap_text text;
      unbalanced record;
    BEGIN
      -- Every entry the statement wrote to balances in each currency, over all its postings.
      SELECT p.entry_id, p.currency INTO unbalanced FROM postings p
        WHERE p.entry_id IN (SELECT DISTINCT n.entry_id FROM new_postings n)
        GROUP BY p.entry_id, p.currency HAVING sum(p.amount) <> 0 LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'journal entry % does not balance in %', unbalanced.entry_id, unbalanced.currency
          USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_balanced';
      END IF;
      FOR change IN
        SELECT p.account_id, min(p.currency) AS currency, sum(p.amount)::bigint AS net,
               bool_or(p.amount > 0 AND p.cap_exempt IS NULL) AS capped, min(p.balance_cap) AS passed_cap
        FROM new_postings p
        GROUP BY p.account_id
        ORDER BY p.account_id
      LOOP
        account_status := NULL;
        new_balance := NULL;
        UPDATE ledger_accounts SET balance = balance + change.net WHERE id = change.account_id AND balance IS NOT NULL
          RETURNING status, balance INTO account_status, new_balance;
        IF account_status = 'CLOSED' THEN
          RAISE EXCEPTION 'account % is closed', change.account_id USING ERRCODE = 'check_violation', CONSTRAINT = 'posting_to_open_account';
        END IF;
        -- Only an account that keeps a balance has a cap to hold to.
        cap := NULL;
        IF change.capped AND new_balance IS NOT NULL THEN
          cap := coalesce(change.passed_cap, ledger_credit_cap(change.account_id));
        END IF;
        IF cap IS NOT NULL AND new_balance IS NOT NULL AND new_balance > cap THEN
          SELECT round(cap::numeric / 10::numeric ^ c.exponent, c.exponent)::text INTO cap_text FROM currencies c WHERE c.code = change.currency;
          RAISE EXCEPTION 'account % would hold % over its cap of %', change.account_id, new_balance, cap
            USING ERRCODE = 'check_violation', CONSTRAINT = 'posting_balance_cap', DETAIL = change.account_id, HINT = cap_text;
        END IF;
      END LOOP;
      RETURN NULL;
    END $$;
    DROP TRIGGER postings_balanced_per_currency ON postings;

    CREATE OR REPLACE FUNCTION ledger_post_entries(entries jsonb)
      RETURNS TABLE (ord int, refused text, refused_account text, hint text)
      LANGUAGE plpgsql AS $$
    DECLARE
      entry jsonb;
      n int := 0;
      change record;
      account record;
      cap bigint;
      guard jsonb;
      guards_applied int;
      -- What the accepted entries before this one add to each account, and each account's cap.
      moved jsonb := '{}'::jsonb;
      caps jsonb := '{}'::jsonb;
      balance_now bigint;
      accepted int[] := '{}';
    BEGIN
      PERFORM 1 FROM ledger_accounts a
        WHERE a.id IN (SELECT DISTINCT p->>'account_id' FROM jsonb_array_elements(entries) e, jsonb_array_elements(e->'postings') p)
          AND a.balance IS NOT NULL
        ORDER BY a.id
        FOR UPDATE;
      FOR entry IN SELECT value FROM jsonb_array_elements(entries) LOOP
        n := n + 1;
        ord := n; refused := NULL; refused_account := NULL; hint := NULL;
        -- A limit first: the refusal that topping up would not cure.
        FOR guard IN SELECT value FROM jsonb_array_elements(coalesce(entry->'guards', '[]'::jsonb)) LOOP
          refused := ledger_apply_debit_limit(guard, false);
          EXIT WHEN refused IS NOT NULL;
        END LOOP;
        FOR change IN
          SELECT x.account_id, x.currency, sum(x.amount)::bigint AS net, bool_or(x.amount > 0 AND x.cap_exempt IS NULL) AS capped
          FROM jsonb_to_recordset(entry->'postings') AS x (account_id text, currency text, amount bigint, cap_exempt text)
          GROUP BY x.account_id, x.currency
        LOOP
          EXIT WHEN refused IS NOT NULL;
          SELECT a.status, a.balance, a.held INTO account FROM ledger_accounts a WHERE a.id = change.account_id;
          IF NOT FOUND THEN
            RAISE EXCEPTION 'no ledger account %', change.account_id USING ERRCODE = 'foreign_key_violation';
          END IF;
          IF account.status = 'CLOSED' THEN
            refused := 'posting_to_open_account'; refused_account := change.account_id; EXIT;
          END IF;
          balance_now := account.balance + coalesce((moved->>change.account_id)::bigint, 0);
          IF account.balance IS NOT NULL AND change.net < 0 AND balance_now + change.net - account.held < 0 THEN
            refused := CASE WHEN balance_now + change.net < 0 THEN 'wallet_balance_not_negative' ELSE 'wallet_holds_within_balance' END;
            refused_account := change.account_id; EXIT;
          END IF;
          IF change.capped AND account.balance IS NOT NULL THEN
            IF caps ? change.account_id THEN
              cap := (caps->>change.account_id)::bigint;
            ELSE
              cap := ledger_credit_cap(change.account_id);
              caps := caps || jsonb_build_object(change.account_id, cap);
            END IF;
            IF cap IS NOT NULL AND balance_now + change.net > cap THEN
              refused := 'posting_balance_cap'; refused_account := change.account_id;
              SELECT round(cap::numeric / 10::numeric ^ c.exponent, c.exponent)::text INTO hint FROM currencies c WHERE c.code = change.currency;
              EXIT;
            END IF;
          END IF;
        END LOOP;
        IF refused IS NULL THEN
          guards_applied := 0;
          FOR guard IN SELECT value FROM jsonb_array_elements(coalesce(entry->'guards', '[]'::jsonb)) LOOP
            refused := ledger_apply_debit_limit(guard, true);
            IF refused IS NOT NULL AND guards_applied > 0 THEN
              -- An earlier guard already recorded this debit: only an abort undoes it.
              RAISE EXCEPTION 'debit limit % refused after another was recorded', refused USING ERRCODE = 'check_violation', CONSTRAINT = refused;
            END IF;
            EXIT WHEN refused IS NOT NULL;
            guards_applied := guards_applied + 1;
          END LOOP;
        END IF;
        IF refused IS NULL THEN
          accepted := accepted || n;
          FOR change IN
            SELECT x.account_id, sum(x.amount)::bigint AS net
            FROM jsonb_to_recordset(entry->'postings') AS x (account_id text, amount bigint)
            GROUP BY x.account_id
          LOOP
            moved := moved || jsonb_build_object(change.account_id, coalesce((moved->>change.account_id)::bigint, 0) + change.net);
          END LOOP;
        END IF;
        RETURN NEXT;
      END LOOP;
      IF cardinality(accepted) = 0 THEN
        RETURN;
      END IF;
      -- The accepted entries, three statements for the group: the balances trigger runs once.
      INSERT INTO journal_entries (id, kind, description, metadata, created_at)
      SELECT e.value->>'id', e.value->>'kind', e.value->>'description', e.value->'metadata', (e.value->>'created_at')::timestamptz
      FROM jsonb_array_elements(entries) WITH ORDINALITY AS e (value, entry_number)
      WHERE e.entry_number = ANY (accepted);
      -- Each capped credit carries the cap checked above, so the balances trigger need not derive it again.
      INSERT INTO postings (entry_id, account_id, currency, amount, cap_exempt, balance_cap, created_at)
      SELECT e.value->>'id', x.account_id, x.currency, x.amount, x.cap_exempt,
             CASE WHEN x.amount > 0 AND x.cap_exempt IS NULL AND (caps->>x.account_id)::bigint >= 0 THEN (caps->>x.account_id)::bigint END,
             (e.value->>'created_at')::timestamptz
      FROM jsonb_array_elements(entries) WITH ORDINALITY AS e (value, entry_number),
           jsonb_to_recordset(e.value->'postings') AS x (account_id text, currency char(3), amount bigint, cap_exempt text)
      WHERE e.entry_number = ANY (accepted)
      ORDER BY x.account_id, e.entry_number;
      INSERT INTO events (id, type, owner_id, data, body, created_at)
      SELECT v.id, v.type, v.owner_id, v.data, v.body, v.created_at
      FROM jsonb_array_elements(entries) WITH ORDINALITY AS e (value, entry_number),
           jsonb_to_recordset(coalesce(e.value->'events', '[]'::jsonb)) AS v (id text, type text, owner_id text, data jsonb, body text, created_at timestamptz)
      WHERE e.entry_number = ANY (accepted)
      ORDER BY e.entry_number;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE CONSTRAINT TRIGGER postings_balanced_per_currency AFTER INSERT ON postings
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced();
  `.execute(db);
  // The functions as the migration before this one left them.
  await sql`DROP TRIGGER postings_apply_to_balance ON postings`.execute(db);
  await sql`CREATE TRIGGER postings_apply_to_balance AFTER INSERT ON postings FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting()`.execute(db);
  await sql`DROP FUNCTION ledger_apply_postings()`.execute(db);
  await balancesPerStatement(db);
}
