import { type Kysely, sql } from 'kysely';

/**
 * Subscription keys are public (they ship inside apps, as a publishable key does), so the account
 * can read its active keys again on the dashboard instead of only at sign-up or rotation. Keys made
 * before this kept only their hash: their value stays null until rotated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE subscription_keys ADD COLUMN key_value text;
    COMMENT ON COLUMN subscription_keys.key_value IS 'The key itself: public, as it ships inside apps; null for keys made before it was kept. Requests are still matched by key_hash.';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE subscription_keys DROP COLUMN key_value`.execute(db);
}
