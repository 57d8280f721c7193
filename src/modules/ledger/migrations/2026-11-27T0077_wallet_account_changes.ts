import { type Kysely, sql } from 'kysely';

/**
 * Announces a wallet's currency account closing, reopening, moving or going (`wallet:wal_…` on
 * `principal_changed`), so that a process may keep a transfer's parties between requests and
 * forget them the moment one of their accounts changes (wallets.service.ts, db/kept-reads.ts).
 * Balances and holds change on every transfer and are not announced: the trigger fires only for
 * an UPDATE that names `status` or `wallet_id`, and only when one of them changes, so the money
 * path never evaluates it nor pays NOTIFY's lock at commit. A new account is not announced: a
 * transfer keeps its parties only once both accounts exist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TRIGGER ledger_accounts_wallet_changed AFTER UPDATE OF status, wallet_id ON ledger_accounts FOR EACH ROW
      WHEN ((OLD.status IS DISTINCT FROM NEW.status OR OLD.wallet_id IS DISTINCT FROM NEW.wallet_id)
            AND (OLD.wallet_id IS NOT NULL OR NEW.wallet_id IS NOT NULL))
      EXECUTE FUNCTION principal_changed('wallet', 'wallet_id');
    CREATE TRIGGER ledger_accounts_wallet_gone AFTER DELETE ON ledger_accounts FOR EACH ROW
      WHEN (OLD.wallet_id IS NOT NULL) EXECUTE FUNCTION principal_changed('wallet', 'wallet_id');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER ledger_accounts_wallet_gone ON ledger_accounts;
    DROP TRIGGER ledger_accounts_wallet_changed ON ledger_accounts;
  `.execute(db);
}
