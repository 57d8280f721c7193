import { type Kysely, sql } from 'kysely';

/**
 * What other modules may read of a transfer (a dispute names one): whose it is, what it moved and
 * how it ended. `transfers` stays the transfers module's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE VIEW transfer_directory AS
      SELECT id, user_id, wallet_id, send_amount, fee, send_currency, status FROM transfers;
    COMMENT ON VIEW transfer_directory IS 'What other modules may read of a transfer: the transfers module publishes it.';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW transfer_directory`.execute(db);
}
