import { type Kysely, sql } from 'kysely';

/**
 * Two-phase money: a hold reserves an amount on an account that caches its balance (a wallet, a
 * holding account), so what is available is balance − held, which the database keeps from going
 * below zero, for holds and debits alike. A hold resolves exactly once: POSTED (all or part, the
 * rest released, by the entry that moves it), VOIDED, or EXPIRED. The triggers keep `held` equal
 * to the account's pending holds under the account's row lock and refuse a second resolution
 * (sql/holds.sql, applied by the migrator after the migrations).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ledger_accounts ADD COLUMN held bigint NOT NULL DEFAULT 0;
    ALTER TABLE ledger_accounts ADD CONSTRAINT held_only_where_balance_is_kept CHECK (held = 0 OR balance IS NOT NULL);
    ALTER TABLE ledger_accounts ADD CONSTRAINT held_not_negative CHECK (held >= 0);
    -- Named to sort after wallet_balance_not_negative: a plain overdraft is reported as that one.
    ALTER TABLE ledger_accounts ADD CONSTRAINT wallet_holds_within_balance CHECK (balance IS NULL OR balance - held >= 0);

    CREATE TABLE ledger_holds (
      id            text PRIMARY KEY CHECK (id LIKE 'hold\\_%'),
      account_id    text NOT NULL,
      currency      char(3) NOT NULL,
      amount        bigint NOT NULL CHECK (amount > 0),
      status        text NOT NULL CHECK (status IN ('PENDING', 'POSTED', 'VOIDED', 'EXPIRED')),
      posted_amount bigint CHECK (posted_amount > 0),
      entry_id      text,
      purpose       text NOT NULL CHECK (char_length(purpose) BETWEEN 1 AND 64),
      subject_id    text,
      expires_at    timestamptz,
      created_at    timestamptz NOT NULL,
      resolved_at   timestamptz,
      FOREIGN KEY (account_id, currency) REFERENCES ledger_accounts (id, currency),
      CONSTRAINT posted_within_hold CHECK (posted_amount <= amount),
      CONSTRAINT posted_holds_say_how_much CHECK ((status = 'POSTED') = (posted_amount IS NOT NULL AND entry_id IS NOT NULL)),
      CONSTRAINT resolved_holds_say_when CHECK ((status = 'PENDING') = (resolved_at IS NULL))
    );
    CREATE INDEX ledger_holds_of_subject ON ledger_holds (subject_id, created_at) WHERE subject_id IS NOT NULL;
    CREATE INDEX ledger_holds_of_account ON ledger_holds (account_id, created_at);
    CREATE INDEX ledger_holds_pending_expiry ON ledger_holds (expires_at) WHERE status = 'PENDING' AND expires_at IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE ledger_holds;
    DROP FUNCTION IF EXISTS ledger_hold_reserve();
    DROP FUNCTION IF EXISTS ledger_hold_resolve();
    ALTER TABLE ledger_accounts DROP CONSTRAINT wallet_holds_within_balance, DROP CONSTRAINT held_not_negative,
      DROP CONSTRAINT held_only_where_balance_is_kept, DROP COLUMN held;
  `.execute(db);
}
