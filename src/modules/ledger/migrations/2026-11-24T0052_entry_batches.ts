import { type Kysely, sql } from 'kysely';

/**
 * One server-side call writes journal entries: many at once when concurrent requests are grouped
 * (one transaction, one round trip, one WAL flush), each with its own outcome. Every wallet and
 * holding account the entries touch is locked first, once, in id order; then each entry is checked
 * under those locks for what the database would refuse (a closed account, a debit past what is
 * available, a credit past the account's maximum, a debit limit) and is either written whole or
 * answered with the constraint it would break and nothing written. No savepoint per entry: a refusal
 * writes nothing, so there is nothing to roll back. The triggers and CHECKs stay the guards; should
 * one fire anyway the whole call fails and the caller runs its entries one by one.
 *
 * ledger_apply_debit_limit is a hook the ledger owns and answers "no limit": a module that sets
 * limits on debits (the KYC tiers) replaces it. It checks a guard under the debit's lock and
 * answers the name of the limit the debit would pass; asked to record it, it also records the
 * debit when it fits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION ledger_apply_debit_limit(guard jsonb, record_it boolean) RETURNS text LANGUAGE sql AS $$ SELECT NULL::text $$;

    CREATE FUNCTION ledger_post_entries(entries jsonb)
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
          IF account.balance IS NOT NULL AND change.net < 0 AND account.balance + change.net - account.held < 0 THEN
            refused := CASE WHEN account.balance + change.net < 0 THEN 'wallet_balance_not_negative' ELSE 'wallet_holds_within_balance' END;
            refused_account := change.account_id; EXIT;
          END IF;
          IF change.capped AND account.balance IS NOT NULL THEN
            cap := ledger_credit_cap(change.account_id);
            IF cap IS NOT NULL AND account.balance + change.net > cap THEN
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
        IF refused IS NOT NULL THEN
          RETURN NEXT;
          CONTINUE;
        END IF;
        INSERT INTO journal_entries (id, kind, description, metadata, created_at)
        VALUES (entry->>'id', entry->>'kind', entry->>'description', entry->'metadata', (entry->>'created_at')::timestamptz);
        -- In account-id order, so the triggers lock rows in one order here as everywhere.
        INSERT INTO postings (entry_id, account_id, currency, amount, cap_exempt, created_at)
        SELECT entry->>'id', x.account_id, x.currency, x.amount, x.cap_exempt, (entry->>'created_at')::timestamptz
        FROM jsonb_to_recordset(entry->'postings') AS x (account_id text, currency char(3), amount bigint, cap_exempt text)
        ORDER BY x.account_id;
        INSERT INTO events (id, type, owner_id, data, body, created_at)
        SELECT v.id, v.type, v.owner_id, v.data, v.body, v.created_at
        FROM jsonb_to_recordset(coalesce(entry->'events', '[]'::jsonb)) AS v (id text, type text, owner_id text, data jsonb, body text, created_at timestamptz);
        RETURN NEXT;
      END LOOP;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION ledger_post_entries(jsonb);
    DROP FUNCTION ledger_apply_debit_limit(jsonb, boolean);
  `.execute(db);
}
