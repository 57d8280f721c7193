import { type Kysely, sql } from 'kysely';

/**
 * What other modules may read of a user, published by identity as a view: who they are, how to
 * reach them, the country of their days, their KYC tier and the app they belong to. `users` stays
 * identity's own (its passwords, tokens' versions and roles are no one else's to read), and a
 * column can move behind the view without another module changing. The planner inlines the view.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE VIEW user_directory AS
      SELECT id, email, phone, phone_verified_at, first_name, last_name, country, kyc_tier, developer_account_id, created_at FROM users;
    COMMENT ON VIEW user_directory IS 'What other modules may read of a user: identity publishes it; users stays its own.';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW user_directory`.execute(db);
}
