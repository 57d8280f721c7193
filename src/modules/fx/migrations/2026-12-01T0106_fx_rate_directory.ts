import { type Kysely, sql } from 'kysely';

/**
 * The mid rates other modules may read (KYC converts a tier's maximum balance into an account's
 * currency in the ledger's call), published as a view: `fx_rates` stays the FX module's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE VIEW fx_rate_directory AS
      SELECT currency, per_usd, updated_at FROM fx_rates;
    COMMENT ON VIEW fx_rate_directory IS 'The mid rate of each currency per US dollar, published by the FX module.';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW fx_rate_directory`.execute(db);
}
