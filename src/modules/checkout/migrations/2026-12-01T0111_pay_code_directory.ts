import { type Kysely, sql } from 'kysely';

/**
 * What other modules may read of a pay code (a payment link shows whether its single-use code
 * was paid): the code, what it pays for and when it was paid. `pay_codes` stays checkout's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE VIEW pay_code_directory AS
      SELECT code, kind, target_id, single_use, paid_at FROM pay_codes;
    COMMENT ON VIEW pay_code_directory IS 'What other modules may read of a pay code: checkout publishes it.';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW pay_code_directory`.execute(db);
}
