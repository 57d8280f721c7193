import { sql, type Kysely } from 'kysely';

/**
 * A credit can carry the most its account may hold afterwards (a KYC tier's maximum balance): the
 * posting trigger refuses it under the account's row lock, so concurrent credits cannot pass it
 * together, as they could a check made before the statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE postings ADD COLUMN balance_cap bigint CHECK (balance_cap IS NULL OR (balance_cap >= 0 AND amount > 0));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE postings DROP COLUMN balance_cap`.execute(db);
}
