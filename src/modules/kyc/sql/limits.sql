-- The KYC rules the ledger applies to every posting, whoever posts it. The ledger calls these
-- functions by name (sql/postings.sql in the ledger); their rules and the tables they read are KYC's:
-- - the most a wallet account may hold is its owner's tier's maximum balance (kept in GHS minor
--   units), converted at the mid rate into the account's currency and rounded to its minor unit;
--   accounts that are not a wallet's, and currencies without a rate, have no cap;
-- - a wallet's debits count against its tier's daily and monthly limits, one counter row per wallet,
--   whose CHECK constraints stay the guard behind every answer given here.
-- A whole group is served at once: the caps of many accounts in one query, the debits of many
-- guards recorded in one statement. PL/pgSQL keeps each query's plan for the session.
--
-- The live definition of each function and trigger here is this file: the migrator applies it after
-- the migrations whenever its text changes (src/app/sql-definitions.ts).

CREATE OR REPLACE FUNCTION ledger_credit_caps(accounts text[]) RETURNS TABLE (account_id text, cap bigint) LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT a.id, round(t.max_balance::numeric / 10::numeric ^ limit_currency.exponent * (rate.per_usd / limit_rate.per_usd) * 10::numeric ^ c.exponent)::bigint
    FROM account_balances a
    JOIN wallet_directory w ON w.id = a.wallet_id
    JOIN user_directory u ON u.id = w.user_id
    JOIN kyc_tiers t ON t.level = u.kyc_tier
    JOIN currency_directory c ON c.code = a.currency
    JOIN currency_directory limit_currency ON limit_currency.code = 'GHS'
    JOIN fx_rate_directory rate ON rate.currency = a.currency
    JOIN fx_rate_directory limit_rate ON limit_rate.currency = 'GHS'
    WHERE a.id = ANY (accounts) AND a.kind = 'WALLET';
END $$;

CREATE OR REPLACE FUNCTION ledger_credit_cap(account text) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT c.cap FROM ledger_credit_caps(ARRAY[account]) c);
END $$;

-- A wallet's guards here fall on one day and one month: the ledger sends a group that crosses
-- midnight entry by entry.
CREATE OR REPLACE FUNCTION ledger_record_debits(guards jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wallet_debit_usage AS u (wallet_id, day, day_total, month, month_total, day_limit, month_limit)
  SELECT g.wallet_id, max(g.day), sum(g.amount), max(g.month), sum(g.amount),
         (array_agg(g.day_limit ORDER BY g.n DESC))[1], (array_agg(g.month_limit ORDER BY g.n DESC))[1]
  FROM ROWS FROM (jsonb_to_recordset(guards) AS (wallet_id text, day date, month date, amount bigint, day_limit bigint, month_limit bigint))
    WITH ORDINALITY AS g (wallet_id, day, month, amount, day_limit, month_limit, n)
  GROUP BY g.wallet_id
  ORDER BY g.wallet_id
  ON CONFLICT (wallet_id) DO UPDATE SET
    day_total = CASE WHEN u.day = EXCLUDED.day THEN u.day_total + EXCLUDED.day_total ELSE EXCLUDED.day_total END,
    day = EXCLUDED.day,
    month_total = CASE WHEN u.month = EXCLUDED.month THEN u.month_total + EXCLUDED.month_total ELSE EXCLUDED.month_total END,
    month = EXCLUDED.month,
    day_limit = EXCLUDED.day_limit,
    month_limit = EXCLUDED.month_limit;
END $$;

CREATE OR REPLACE FUNCTION ledger_apply_debit_limit(guard jsonb, record_it boolean) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  usage wallet_debit_usage%ROWTYPE;
  debit_day date := (guard->>'day')::date;
  debit_month date := (guard->>'month')::date;
  amount bigint := (guard->>'amount')::bigint;
  day_limit bigint := (guard->>'day_limit')::bigint;
  month_limit bigint := (guard->>'month_limit')::bigint;
BEGIN
  SELECT * INTO usage FROM wallet_debit_usage u WHERE u.wallet_id = guard->>'wallet_id' FOR UPDATE;
  IF (CASE WHEN FOUND AND usage.day = debit_day THEN usage.day_total ELSE 0 END) + amount > day_limit THEN
    RETURN 'kyc_daily_limit';
  END IF;
  IF (CASE WHEN FOUND AND usage.month = debit_month THEN usage.month_total ELSE 0 END) + amount > month_limit THEN
    RETURN 'kyc_monthly_limit';
  END IF;
  IF record_it THEN
    PERFORM ledger_record_debits(jsonb_build_array(guard));
  END IF;
  RETURN NULL;
END $$;

-- The counters of a group's wallets, locked in wallet order before the ledger takes the group's
-- entries in turn (its accounts are locked first, in id order, so two groups never wait in a circle).
CREATE OR REPLACE FUNCTION ledger_lock_debit_counters(guards jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM wallet_debit_usage u
    WHERE u.wallet_id IN (SELECT DISTINCT g->>'wallet_id' FROM jsonb_array_elements(guards) g)
    ORDER BY u.wallet_id
    FOR UPDATE;
END $$;
