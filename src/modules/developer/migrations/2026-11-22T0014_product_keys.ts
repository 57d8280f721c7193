import { sql, type Kysely } from 'kysely';

/**
 * A subscription key opens one product, as in MTN's API manager: `app` (publishable, shipped in
 * apps) or a mobile money product (collection, disbursement, remittance), kept on servers.
 * Keys made before this are app keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE subscription_keys
      ADD COLUMN product text NOT NULL DEFAULT 'app'
      CHECK (product IN ('app', 'collection', 'disbursement', 'remittance'));
    ALTER TABLE subscription_keys ALTER COLUMN product DROP DEFAULT;
    DROP INDEX subscription_keys_account;
    CREATE INDEX subscription_keys_account ON subscription_keys (account_id, product);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX subscription_keys_account;
    ALTER TABLE subscription_keys DROP COLUMN product;
    CREATE INDEX subscription_keys_account ON subscription_keys (account_id);
  `.execute(db);
}
