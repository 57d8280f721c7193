-- The ledger's postings: how a group of entries is written (ledger_post_entries, the one call the
-- service makes; ledger_write_entries; ledger_post_entries_in_turn) and how every INSERT of
-- postings moves the balances it touches (ledger_apply_postings, per statement).
--
-- The live definition of each function and trigger here is this file: the migrator applies it after
-- the migrations whenever its text changes (src/app/sql-definitions.ts). A change is a diff of this
-- file; a change of a function's arguments or result also needs a migration that drops the old one.
--
-- Why a group is written as it is (bench:ledger-call, pg_stat_statements.track = all):
-- - A group is checked by bounds and written, with the database's guards as the judge of the rest.
--   Whatever the order of the group's entries, each account's balance stays between its balance plus
--   every debit and its balance plus every credit; when those bounds are within what the account may
--   hold (the usual case), checking the final balances refuses exactly what checking each entry in
--   turn would. When they are not (money is short, a wallet near its cap), or a wallet's debits fall
--   on different days, the group goes entry by entry (ledger_post_entries_in_turn), each with the
--   answer it would have had alone.
-- - The group is written inside a block with an exception handler, one subtransaction: when a guard
--   refuses it (check_violation, or foreign_key_violation for a missing account), nothing of the
--   group stays and it goes entry by entry.
-- - The accounts are locked in id order before the block, so their locks outlive a refused attempt;
--   the limit counters are locked in wallet order before the entries go in turn.
-- - plan_cache_mode = force_generic_plan: the arguments are one jsonb array whose contents the
--   planner cannot see, so a generic plan made once per connection serves every call (2.04 → 1.80 ms
--   of backend CPU for a group of 7). The setting is part of the definition and holds for every
--   function and trigger the call runs.
-- - A posting's references (its entry; its account in that currency) are checked once per statement
--   by the balances trigger, under the foreign keys' names and error code, instead of by foreign keys
--   that ran a query and took a row lock per posting. What the keys also refused on the other side
--   stays refused: journal entries are append-only (journal.sql), and an account with postings
--   cannot be deleted or change its id or currency (accounts.sql).

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
  IF guards <> '[]'::jsonb THEN
    PERFORM ledger_lock_debit_counters(guards);
  END IF;
  RETURN QUERY SELECT * FROM ledger_post_entries_in_turn(entries);
END $$;

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

-- Every statement's postings, as a set: each entry they post to exists and balances per currency,
-- every account they move exists, is open and stays under its cap; the balances move in one UPDATE.
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
CREATE OR REPLACE TRIGGER postings_apply_to_balance AFTER INSERT ON postings
  REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_postings();
