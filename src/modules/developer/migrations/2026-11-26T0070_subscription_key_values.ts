import { type Kysely, sql } from 'kysely';

/**
 * The app subscription key is public (it ships inside apps, as a publishable key does), so the
 * account can read it again on the dashboard instead of only at sign-up or rotation. Product keys
 * stay secrets, kept as hashes only. Keys made before this kept only their hash: null until rotated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE subscription_keys ADD COLUMN key_value text;
    COMMENT ON COLUMN subscription_keys.key_value IS 'The app key itself (publishable: it ships inside apps); null for product keys, which are secrets, and for keys made before it was kept. Requests are matched by key_hash.';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE subscription_keys DROP COLUMN key_value`.execute(db);
}
