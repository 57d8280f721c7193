import { type Kysely, sql } from 'kysely';

/**
 * What other modules may read of a developer account and its API users, published as views: an
 * account's name and owner (the hosted pay page, secret keys, the webhook owner's mail), the sealed
 * callback secret the webhooks module signs an account's callbacks with, and an API user's
 * account and callback host (the mobile money routes). The tables stay the developer module's own:
 * their plans, limits and keys are no one else's to read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE VIEW developer_account_directory AS
      SELECT id, name, owner_user_id, created_at FROM developer_accounts;
    COMMENT ON VIEW developer_account_directory IS 'What other modules may read of a developer account: the developer module publishes it.';
    CREATE VIEW callback_signing_secrets AS
      SELECT id AS account_id, callback_secret_encrypted AS secret_encrypted FROM developer_accounts;
    COMMENT ON VIEW callback_signing_secrets IS 'The sealed secret each account''s mobile money callbacks are signed with, published for the webhooks module.';
    CREATE VIEW api_user_directory AS
      SELECT id, account_id, provider_callback_host, created_at FROM api_users;
    COMMENT ON VIEW api_user_directory IS 'What other modules may read of an API user: its account and the host its callbacks go to.';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW api_user_directory; DROP VIEW callback_signing_secrets; DROP VIEW developer_account_directory`.execute(db);
}
