import { type Kysely, sql } from 'kysely';
import { groupsCheckedFirst } from './2026-11-27T0072_entries_in_sets.js';
import { referencesPerStatement } from './2026-11-27T0078_references_per_statement.js';

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
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
        SELECT a.id, a.currency, a.status FROM ledger_accounts a JOIN change c ON a.id = c.account_id AND a.currency = c.currency
        WHERE a.balance IS NULL
        FOR KEY SHARE OF a
      ), checked AS (
        SELECT c.account_id AS id, c.currency, ap.id IS NULL AND r.id IS NULL AS missing, coalesce(ap.status, r.status) AS status, ap.balance,
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

    -- The setting of migration 0073 is part of the definition, so it is said again here.
    CREATE OR REPLACE FUNCTION ledger_post_entries(entries jsonb)
      RETURNS TABLE (ord int, refused text, refused_account text, hint text)
      LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
    DECLARE
      guards jsonb := jsonb_path_query_array(entries, '$[*].guards[*]');
      caps jsonb;
      within_bounds boolean;
      written boolean := false;
    BEGIN
      PERFORM 1 FROM ledger_accounts a
        WHERE a.id IN (SELECT DISTINCT p->>'account_id' FROM jsonb_array_elements(entries) e, jsonb_array_elements(e->'postings') p)
          AND a.balance IS NOT NULL
        ORDER BY a.id
        FOR UPDATE;
      -- Whatever order the group's entries take, each account's balance stays between its balance
      -- plus every debit and its balance plus every credit of the group. Within those bounds (the
      -- usual case), the statements below, which check the final balances, refuse exactly what the
      -- entries in turn would; outside them, or when a wallet's debits fall on different days (its
      -- counters would add them to the last day), the group goes in turn.
      WITH move AS (
        SELECT x.account_id, sum(x.amount) FILTER (WHERE x.amount < 0) AS debited, sum(x.amount) FILTER (WHERE x.amount > 0) AS credited,
               bool_or(x.amount > 0 AND x.cap_exempt IS NULL) AS capped
        FROM jsonb_array_elements(entries) e, jsonb_to_recordset(e->'postings') AS x (account_id text, amount bigint, cap_exempt text)
        GROUP BY x.account_id
      ), credit_cap AS (
        SELECT c.account_id, c.cap FROM ledger_credit_caps(ARRAY(SELECT m.account_id FROM move m WHERE m.capped)) c
      )
      SELECT (SELECT coalesce(jsonb_object_agg(cc.account_id, cc.cap), '{}'::jsonb) FROM credit_cap cc),
        NOT EXISTS (
          SELECT 1 FROM move m JOIN ledger_accounts a ON a.id = m.account_id LEFT JOIN credit_cap cc ON cc.account_id = m.account_id
          WHERE a.balance IS NOT NULL
            AND (a.balance + coalesce(m.debited, 0) - a.held < 0 OR (m.capped AND a.balance + coalesce(m.credited, 0) > cc.cap))
        ) AND NOT EXISTS (
          SELECT 1 FROM jsonb_to_recordset(guards) AS g (wallet_id text, day date, month date)
          GROUP BY g.wallet_id HAVING min(g.day) <> max(g.day) OR min(g.month) <> max(g.month)
        )
        INTO caps, within_bounds;
      IF within_bounds THEN
        BEGIN
          IF guards <> '[]'::jsonb THEN
            PERFORM ledger_record_debits(guards);
          END IF;
          PERFORM ledger_write_entries(entries, ARRAY(SELECT generate_series(1, jsonb_array_length(entries))), caps);
          written := true;
        EXCEPTION WHEN check_violation OR foreign_key_violation THEN
          -- A guard refused the group as a whole: nothing of it stays, and its entries go in turn below.
          written := false;
        END;
      END IF;
      IF written THEN
        RETURN QUERY SELECT n, NULL::text, NULL::text, NULL::text FROM generate_series(1, jsonb_array_length(entries)) n;
        RETURN;
      END IF;
      PERFORM 1 FROM wallet_debit_usage u
        WHERE u.wallet_id IN (SELECT DISTINCT g->>'wallet_id' FROM jsonb_array_elements(guards) g)
        ORDER BY u.wallet_id
        FOR UPDATE;
      RETURN QUERY SELECT * FROM ledger_post_entries_in_turn(entries);
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await groupsCheckedFirst(db);
  await sql`ALTER FUNCTION ledger_post_entries(jsonb) SET plan_cache_mode = force_generic_plan`.execute(db);
  await referencesPerStatement(db);
}
