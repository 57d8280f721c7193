import { type Kysely, sql } from 'kysely';

/**
 * A referral qualifies with a fund-in, and the number that paid it earns its referrer one reward,
 * ever: accounts opened on fresh phones but funded from one number earn one reward between them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE referrals ADD COLUMN paying_phone text;
    CREATE UNIQUE INDEX one_reward_per_paying_number ON referrals (paying_phone) WHERE status IN ('QUALIFIED', 'COMPLETED');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE referrals DROP COLUMN paying_phone`.execute(db);
}
