import { type Kysely, sql } from 'kysely';

/**
 * What other modules may read of a bill payment (a dispute names one): whose it is, what it moved
 * and how it ended. `bill_payments` stays the bills module's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE VIEW bill_payment_directory AS
      SELECT id, user_id, wallet_id, amount, fee, currency, status FROM bill_payments;
    COMMENT ON VIEW bill_payment_directory IS 'What other modules may read of a bill payment: the bills module publishes it.';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW bill_payment_directory`.execute(db);
}
