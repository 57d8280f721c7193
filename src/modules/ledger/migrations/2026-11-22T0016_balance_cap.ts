import { sql, type Kysely } from 'kysely';

/**
 * A credit can carry the most its account may hold afterwards (a KYC tier's maximum balance): the
 * posting trigger refuses it under the account's row lock, so concurrent credits cannot pass it
 * together, as they could a check made before the statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE postings ADD COLUMN balance_cap bigint CHECK (balance_cap IS NULL OR (balance_cap >= 0 AND amount > 0));

    ${APPLY_POSTING_WITH_PASSED_CAP}
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE account_status text;
    BEGIN
      UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id AND balance IS NOT NULL
        RETURNING status INTO account_status;
      IF account_status = 'CLOSED' THEN
        RAISE EXCEPTION 'account % is closed', NEW.account_id USING ERRCODE = 'check_violation', CONSTRAINT = 'posting_to_open_account';
      END IF;
      RETURN NEW;
    END $$;
    ALTER TABLE postings DROP COLUMN balance_cap;
  `.execute(db);
}

/** The posting trigger of this migration, which later ones put back when they are undone. */
export const APPLY_POSTING_WITH_PASSED_CAP = sql.raw(`
    CREATE OR REPLACE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      account_status text;
      new_balance bigint;
    BEGIN
      UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id AND balance IS NOT NULL
        RETURNING status, balance INTO account_status, new_balance;
      IF account_status = 'CLOSED' THEN
        RAISE EXCEPTION 'account % is closed', NEW.account_id USING ERRCODE = 'check_violation', CONSTRAINT = 'posting_to_open_account';
      END IF;
      IF NEW.balance_cap IS NOT NULL AND new_balance > NEW.balance_cap THEN
        RAISE EXCEPTION 'account % would hold % over its cap of %', NEW.account_id, new_balance, NEW.balance_cap
          USING ERRCODE = 'check_violation', CONSTRAINT = 'posting_balance_cap', DETAIL = NEW.account_id;
      END IF;
      RETURN NEW;
    END $$;
`);
