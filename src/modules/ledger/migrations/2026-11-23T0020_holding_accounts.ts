import { type Kysely, sql } from 'kysely';

// A holding account keeps a user's money apart from their wallet for a domain (a savings goal,
// later escrow or collateral): it caches its balance, which may not go negative, like a wallet
// account, and is named by its holder (the domain's own id) instead of a wallet.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ledger_accounts ADD COLUMN holder_ref text UNIQUE;
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
      CHECK (kind IN ('WALLET', 'HOLDING', 'PLATFORM_FEES', 'MOMO_SETTLEMENT', 'FX_POSITION', 'SUSPENSE', 'SANDBOX_FUNDING'));
    ALTER TABLE ledger_accounts ADD CONSTRAINT holding_accounts_have_holder CHECK ((kind = 'HOLDING') = (holder_ref IS NOT NULL));
    ALTER TABLE ledger_accounts DROP CONSTRAINT only_wallet_accounts_cache_balance;
    ALTER TABLE ledger_accounts ADD CONSTRAINT only_user_accounts_cache_balance CHECK ((kind IN ('WALLET', 'HOLDING')) = (balance IS NOT NULL));
    DROP INDEX one_system_account_per_currency;
    CREATE UNIQUE INDEX one_system_account_per_currency ON ledger_accounts (kind, currency) WHERE wallet_id IS NULL AND holder_ref IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM ledger_accounts WHERE kind = 'HOLDING' AND NOT EXISTS (SELECT 1 FROM postings WHERE account_id = ledger_accounts.id);
    DROP INDEX one_system_account_per_currency;
    CREATE UNIQUE INDEX one_system_account_per_currency ON ledger_accounts (kind, currency) WHERE wallet_id IS NULL;
    ALTER TABLE ledger_accounts DROP CONSTRAINT only_user_accounts_cache_balance;
    ALTER TABLE ledger_accounts ADD CONSTRAINT only_wallet_accounts_cache_balance CHECK ((kind = 'WALLET') = (balance IS NOT NULL));
    ALTER TABLE ledger_accounts DROP CONSTRAINT holding_accounts_have_holder;
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
      CHECK (kind IN ('WALLET', 'PLATFORM_FEES', 'MOMO_SETTLEMENT', 'FX_POSITION', 'SUSPENSE', 'SANDBOX_FUNDING'));
    ALTER TABLE ledger_accounts DROP COLUMN holder_ref;
  `.execute(db);
}
