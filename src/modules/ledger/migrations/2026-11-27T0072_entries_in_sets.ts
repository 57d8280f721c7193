import { type Kysely, sql } from 'kysely';
import { up as checksPerStatement } from './2026-11-24T0064_checks_per_statement.js';

/**
 * A group of entries written as sets. ledger_post_entries first asks, in one statement, whether
 * every entry of the group would pass every rule at its turn (running sums per account for the
 * balance, holds and caps, per wallet for the KYC limits); when they would, which is nearly always,
 * it writes the group in a few set statements (ledger_write_entries, and one usage row per wallet)
 * instead of some ten statements an entry. When one would not, the group goes entry by entry as
 * before (ledger_post_entries_in_turn), so each keeps its own answer. The balances trigger moves
 * every account of a statement in one UPDATE; the table's checks and the trigger's still refuse a
 * negative balance, a closed account, a credit over its cap and an unbalanced entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await balancesPerStatement(db);
  await sql`
    CREATE OR REPLACE FUNCTION ledger_write_entries(entries jsonb, accepted int[], caps jsonb) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO journal_entries (id, kind, description, metadata, created_at)
      SELECT e.value->>'id', e.value->>'kind', e.value->>'description', e.value->'metadata', (e.value->>'created_at')::timestamptz
      FROM jsonb_array_elements(entries) WITH ORDINALITY AS e (value, entry_number)
      WHERE e.entry_number = ANY (accepted);
      -- Each capped credit carries the cap checked before, so the balances trigger need not derive it again.
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

    -- The group entry by entry, each checked after the accepted entries before it (the running
    -- balances and caps in jsonb maps, the limits under their counters' locks).
    CREATE OR REPLACE FUNCTION ledger_post_entries_in_turn(entries jsonb)
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
      -- ledger_post_entries, its only caller, has locked the accounts in id order.
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
      PERFORM ledger_write_entries(entries, accepted, caps);
    END $$;
  `.execute(db);
  await groupsCheckedFirst(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The functions as the migration before this one left them (its up also drops this trigger).
  await sql`
    CREATE CONSTRAINT TRIGGER postings_balanced_per_currency AFTER INSERT ON postings
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced();
  `.execute(db);
  await checksPerStatement(db);
  await sql`
    DROP FUNCTION ledger_post_entries_in_turn(jsonb);
    DROP FUNCTION ledger_write_entries(jsonb, int[], jsonb);
  `.execute(db);
}

/** The balances trigger this migration left: one UPDATE for every account a statement's postings move. */
export async function balancesPerStatement(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION ledger_apply_postings() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      unbalanced record;
      broken record;
      cap_text text;
    BEGIN
      SELECT p.entry_id, p.currency INTO unbalanced FROM postings p
        WHERE p.entry_id IN (SELECT DISTINCT n.entry_id FROM new_postings n)
        GROUP BY p.entry_id, p.currency HAVING sum(p.amount) <> 0 LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'journal entry % does not balance in %', unbalanced.entry_id, unbalanced.currency
          USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_balanced';
      END IF;
      -- One statement for every account the postings move; the table's checks refuse a negative balance.
      WITH change AS (
        SELECT p.account_id, min(p.currency) AS currency, sum(p.amount)::bigint AS net,
               bool_or(p.amount > 0 AND p.cap_exempt IS NULL) AS capped, min(p.balance_cap) AS passed_cap
        FROM new_postings p GROUP BY p.account_id
      ), applied AS (
        UPDATE ledger_accounts a SET balance = a.balance + c.net FROM change c
        WHERE a.id = c.account_id AND a.balance IS NOT NULL
        RETURNING a.id, a.status, a.balance, c.currency, c.capped, c.passed_cap
      ), checked AS (
        SELECT ap.id, ap.status, ap.balance, ap.currency,
               CASE WHEN ap.capped THEN coalesce(ap.passed_cap, ledger_credit_cap(ap.id)) END AS cap
        FROM applied ap
      )
      SELECT * INTO broken FROM checked k WHERE k.status = 'CLOSED' OR k.balance > k.cap ORDER BY k.status = 'CLOSED' DESC, k.id LIMIT 1;
      IF NOT FOUND THEN
        RETURN NULL;
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

/** The ledger call this migration left: the whole group checked in one statement before it is written as sets, or in turn. */
export async function groupsCheckedFirst(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION ledger_post_entries(entries jsonb)
      RETURNS TABLE (ord int, refused text, refused_account text, hint text)
      LANGUAGE plpgsql AS $$
    DECLARE
      caps jsonb;
      every_one_fits boolean;
      guarded boolean := entries @? '$[*].guards[*]';
    BEGIN
      PERFORM 1 FROM ledger_accounts a
        WHERE a.id IN (SELECT DISTINCT p->>'account_id' FROM jsonb_array_elements(entries) e, jsonb_array_elements(e->'postings') p)
          AND a.balance IS NOT NULL
        ORDER BY a.id
        FOR UPDATE;
      IF guarded THEN
        PERFORM 1 FROM wallet_debit_usage u
          WHERE u.wallet_id IN (SELECT DISTINCT g->>'wallet_id' FROM jsonb_array_elements(entries) e, jsonb_array_elements(e->'guards') g)
          ORDER BY u.wallet_id
          FOR UPDATE;
      END IF;
      -- Were every entry accepted, would any break a rule at its turn? Running sums per account and per
      -- wallet's limits say it in one statement (with the caps of the credited accounts, which the
      -- postings then carry); the common answer, no, writes the group as sets.
      WITH entry AS (
        SELECT e.entry_number, e.value FROM jsonb_array_elements(entries) WITH ORDINALITY AS e (value, entry_number)
      ), move AS (
        SELECT entry.entry_number, x.account_id, sum(x.amount)::bigint AS net, bool_or(x.amount > 0 AND x.cap_exempt IS NULL) AS capped
        FROM entry, jsonb_to_recordset(entry.value->'postings') AS x (account_id text, amount bigint, cap_exempt text)
        GROUP BY entry.entry_number, x.account_id
      ), credit_cap AS (
        SELECT c.account_id, c.cap FROM ledger_credit_caps(ARRAY(SELECT DISTINCT m.account_id FROM move m WHERE m.capped)) c
      ), running AS (
        SELECT m.account_id, m.net, m.capped, a.id IS NULL AS missing, a.status, a.balance, a.held, cc.cap,
               a.balance + sum(m.net) OVER (PARTITION BY m.account_id ORDER BY m.entry_number) AS balance_after
        FROM move m LEFT JOIN ledger_accounts a ON a.id = m.account_id LEFT JOIN credit_cap cc ON cc.account_id = m.account_id
      ), debit AS (
        SELECT g.wallet_id, g.day, g.month, g.day_limit, g.month_limit,
               sum(g.amount) OVER (PARTITION BY g.wallet_id ORDER BY entry.entry_number ROWS UNBOUNDED PRECEDING) AS debited,
               min(g.day) OVER wallet <> max(g.day) OVER wallet OR min(g.month) OVER wallet <> max(g.month) OVER wallet AS several_days
        FROM entry, jsonb_to_recordset(coalesce(entry.value->'guards', '[]'::jsonb))
          AS g (wallet_id text, day date, month date, amount bigint, day_limit bigint, month_limit bigint)
        WINDOW wallet AS (PARTITION BY g.wallet_id)
      )
      SELECT (SELECT coalesce(jsonb_object_agg(cc.account_id, cc.cap), '{}'::jsonb) FROM credit_cap cc),
        NOT EXISTS (
          SELECT 1 FROM running r
          WHERE r.missing OR r.status = 'CLOSED'
             OR (r.balance IS NOT NULL AND r.net < 0 AND r.balance_after - r.held < 0)
             OR (r.capped AND r.balance IS NOT NULL AND r.balance_after > r.cap)
        ) AND NOT EXISTS (
          SELECT 1 FROM debit d LEFT JOIN wallet_debit_usage u ON u.wallet_id = d.wallet_id
          WHERE d.several_days
             OR CASE WHEN u.day = d.day THEN u.day_total ELSE 0 END + d.debited > d.day_limit
             OR CASE WHEN u.month = d.month THEN u.month_total ELSE 0 END + d.debited > d.month_limit
        )
      INTO caps, every_one_fits;
      IF NOT every_one_fits THEN
        RETURN QUERY SELECT * FROM ledger_post_entries_in_turn(entries);
        RETURN;
      END IF;
      IF guarded THEN
        PERFORM ledger_record_debits(jsonb_path_query_array(entries, '$[*].guards[*]'));
      END IF;
      PERFORM ledger_write_entries(entries, ARRAY(SELECT generate_series(1, jsonb_array_length(entries))), caps);
      RETURN QUERY SELECT n, NULL::text, NULL::text, NULL::text FROM generate_series(1, jsonb_array_length(entries)) n;
    END $$;
  `.execute(db);
}
