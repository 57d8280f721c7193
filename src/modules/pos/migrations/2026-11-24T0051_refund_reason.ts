import { type Kysely, sql } from 'kysely';

// A POS refund says why, as a payment refund does (and Stripe's and Square's refunds do).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE pos_refunds ADD COLUMN reason text CHECK (char_length(reason) BETWEEN 1 AND 500)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE pos_refunds DROP COLUMN reason`.execute(db);
}
