import { type Kysely, sql } from 'kysely';

/** The least a payment link takes by card (card testers probe with the smallest amounts); mobile money is not bound by it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_links ADD COLUMN min_card_amount bigint CHECK (min_card_amount > 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_links DROP COLUMN min_card_amount`.execute(db);
}
