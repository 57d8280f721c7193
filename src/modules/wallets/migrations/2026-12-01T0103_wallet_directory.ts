import { type Kysely, sql } from 'kysely';

/**
 * What other modules may read of a wallet: whose it is, and its state. The ledger's accounts name
 * their wallet, and a user's wallet is looked up by its owner in bills, credit, disputes, identity,
 * KYC, loans and transfers; they read this view, so `wallets` stays the wallets module's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE VIEW wallet_directory AS
      SELECT id, user_id, status, created_at FROM wallets;
    COMMENT ON VIEW wallet_directory IS 'What other modules may read of a wallet: the wallets module publishes it; wallets stays its own.';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW wallet_directory`.execute(db);
}
