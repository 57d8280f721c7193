import { type Kysely, sql } from 'kysely';
import { APPLY_POSTING_WITH_PASSED_CAP } from './2026-11-22T0016_balance_cap.js';

/**
 * Every credit into an account is held to the most that account may hold, derived by the database
 * (ledger_credit_cap) instead of passed by the caller: a caller that forgot the cap let money past
 * it. The ledger owns the hook and answers "no cap"; a module that sets a policy (the KYC tiers)
 * replaces the function. A credit may say why no cap applies to it (cap_exempt): money returning
 * to the wallet it left, money a payer already paid on a rail, sandbox test money.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE postings ADD COLUMN cap_exempt text
      CONSTRAINT posting_cap_exempt_reason CHECK (cap_exempt IS NULL OR (amount > 0 AND cap_exempt IN ('RETURN', 'ALREADY_PAID', 'SANDBOX')));

    CREATE FUNCTION ledger_credit_cap(account text) RETURNS bigint LANGUAGE sql STABLE AS $$ SELECT NULL::bigint $$;

    CREATE OR REPLACE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      account_status text;
      new_balance bigint;
      cap bigint;
      cap_text text;
    BEGIN
      -- The cap is read before the account's row is locked, so a busy account's lock is not held
      -- while it is derived; the comparison below is made under the lock.
      IF NEW.amount > 0 AND NEW.cap_exempt IS NULL THEN
        cap := coalesce(NEW.balance_cap, ledger_credit_cap(NEW.account_id));
      END IF;
      UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id AND balance IS NOT NULL
        RETURNING status, balance INTO account_status, new_balance;
      IF account_status = 'CLOSED' THEN
        RAISE EXCEPTION 'account % is closed', NEW.account_id USING ERRCODE = 'check_violation', CONSTRAINT = 'posting_to_open_account';
      END IF;
      IF cap IS NOT NULL AND new_balance IS NOT NULL THEN
        IF new_balance > cap THEN
          -- The cap in major units, for the refusal's message.
          SELECT round(cap::numeric / 10::numeric ^ c.exponent, c.exponent)::text INTO cap_text FROM currencies c WHERE c.code = NEW.currency;
          RAISE EXCEPTION 'account % would hold % over its cap of %', NEW.account_id, new_balance, cap
            USING ERRCODE = 'check_violation', CONSTRAINT = 'posting_balance_cap', DETAIL = NEW.account_id, HINT = cap_text;
        END IF;
      END IF;
      RETURN NEW;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ${APPLY_POSTING_WITH_PASSED_CAP}
    DROP FUNCTION ledger_credit_cap(text);
    ALTER TABLE postings DROP COLUMN cap_exempt;
  `.execute(db);
}
