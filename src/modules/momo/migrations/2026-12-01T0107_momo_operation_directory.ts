import { type Kysely, sql } from 'kysely';

/**
 * What other modules may read of a mobile money operation: whose it is, what it was for, what it
 * moved and how it ended (checkout waits on a payment's answer, disputes look up a fund-in,
 * referrals look for a cash-out). `momo_operations` stays the momo module's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE VIEW momo_operation_directory AS
      SELECT id, user_id, wallet_id, purpose, status, amount, currency, created_at FROM momo_operations;
    COMMENT ON VIEW momo_operation_directory IS 'What other modules may read of a mobile money operation: the momo module publishes it.';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW momo_operation_directory`.execute(db);
}
