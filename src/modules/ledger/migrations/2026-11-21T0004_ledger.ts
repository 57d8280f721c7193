import { sql, type Kysely } from 'kysely';

// The double-entry ledger. The database itself refuses an entry that does not balance per
// currency, a negative wallet balance, and any change to a posted row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE currencies (
      code      char(3) PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
      exponent  smallint NOT NULL CHECK (exponent BETWEEN 0 AND 4),
      name      text NOT NULL
    );
    INSERT INTO currencies (code, exponent, name) VALUES
      ('GHS', 2, 'Ghanaian cedi'), ('USD', 2, 'US dollar'), ('EUR', 2, 'Euro'), ('GBP', 2, 'Pound sterling'),
      ('NGN', 2, 'Nigerian naira'), ('KES', 2, 'Kenyan shilling'), ('XOF', 0, 'West African CFA franc'),
      ('XAF', 0, 'Central African CFA franc'), ('UGX', 0, 'Ugandan shilling'), ('TZS', 2, 'Tanzanian shilling'),
      ('RWF', 0, 'Rwandan franc'), ('ZAR', 2, 'South African rand'), ('ZMW', 2, 'Zambian kwacha'),
      ('CAD', 2, 'Canadian dollar');

    -- Wallet accounts cache their balance (kept by the posting trigger); system accounts do not,
    -- so no transfer ever waits on a platform-wide row: their balance is the sum of their postings.
    CREATE TABLE ledger_accounts (
      id          text PRIMARY KEY CHECK (id LIKE 'la\\_%'),
      kind        text NOT NULL CHECK (kind IN ('WALLET', 'PLATFORM_FEES', 'MOMO_SETTLEMENT', 'FX_POSITION', 'SUSPENSE', 'SANDBOX_FUNDING')),
      wallet_id   text REFERENCES wallets (id),
      currency    char(3) NOT NULL REFERENCES currencies (code),
      balance     bigint,
      status      text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
      created_at  timestamptz NOT NULL,
      CONSTRAINT wallet_accounts_have_wallet CHECK ((kind = 'WALLET') = (wallet_id IS NOT NULL)),
      CONSTRAINT only_wallet_accounts_cache_balance CHECK ((kind = 'WALLET') = (balance IS NOT NULL)),
      CONSTRAINT wallet_balance_not_negative CHECK (balance IS NULL OR balance >= 0),
      CONSTRAINT ledger_account_currency UNIQUE (id, currency),
      CONSTRAINT one_account_per_wallet_currency UNIQUE (wallet_id, currency)
    );
    CREATE UNIQUE INDEX one_system_account_per_currency ON ledger_accounts (kind, currency) WHERE wallet_id IS NULL;

    CREATE TABLE journal_entries (
      id           text PRIMARY KEY CHECK (id LIKE 'je\\_%'),
      kind         text NOT NULL,
      description  text NOT NULL,
      metadata     jsonb NOT NULL DEFAULT '{}',
      created_at   timestamptz NOT NULL
    );

    CREATE TABLE postings (
      id          bigserial PRIMARY KEY,
      entry_id    text NOT NULL REFERENCES journal_entries (id),
      account_id  text NOT NULL,
      currency    char(3) NOT NULL,
      amount      bigint NOT NULL CHECK (amount <> 0),
      created_at  timestamptz NOT NULL,
      -- The posting's currency is its account's: checked by key, without locking the account row.
      FOREIGN KEY (account_id, currency) REFERENCES ledger_accounts (id, currency)
    );
    CREATE INDEX postings_entry ON postings (entry_id);
    CREATE INDEX postings_account_history ON postings (account_id, created_at DESC, id DESC);

    ${APPLY_POSTING_PER_ROW}
    CREATE TRIGGER postings_apply_to_balance AFTER INSERT ON postings FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();

    ${CHECK_ENTRY_BALANCED}
    CREATE CONSTRAINT TRIGGER postings_balanced_per_currency AFTER INSERT ON postings
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced();

    CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION '% is append-only: posted rows are never changed or removed', TG_TABLE_NAME
        USING ERRCODE = 'insufficient_privilege';
    END $$;
    CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
    CREATE TRIGGER postings_no_truncate BEFORE TRUNCATE ON postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
    CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
    CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE postings; DROP TABLE journal_entries; DROP TABLE ledger_accounts; DROP TABLE currencies;
    DROP FUNCTION ledger_apply_posting(); DROP FUNCTION ledger_check_entry_balanced(); DROP FUNCTION ledger_refuse_change();
  `.execute(db);
}

/** The per-posting balance trigger's function, which migration 0054 replaced per statement; 0101 drops it and puts it back when undone. */
export const APPLY_POSTING_PER_ROW = sql.raw(`
    -- Applies a posting to its wallet account's cached balance (under that row's lock) and refuses
    -- a posting to a closed account, whatever the application checked before.
    CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE account_status text;
    BEGIN
      UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id AND balance IS NOT NULL
        RETURNING status INTO account_status;
      IF account_status = 'CLOSED' THEN
        RAISE EXCEPTION 'account % is closed', NEW.account_id USING ERRCODE = 'check_violation', CONSTRAINT = 'posting_to_open_account';
      END IF;
      RETURN NEW;
    END $$;
`);

/** The deferred per-posting balance check, which migration 0064 folded into the balances trigger; 0101 drops it and puts it back when undone. */
export const CHECK_ENTRY_BALANCED = sql.raw(`
    CREATE FUNCTION ledger_check_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE unbalanced text;
    BEGIN
      SELECT currency INTO unbalanced FROM postings WHERE entry_id = NEW.entry_id GROUP BY currency HAVING sum(amount) <> 0 LIMIT 1;
      IF unbalanced IS NOT NULL THEN
        RAISE EXCEPTION 'journal entry % does not balance in %', NEW.entry_id, unbalanced
          USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_balanced';
      END IF;
      RETURN NULL;
    END $$;
`);
