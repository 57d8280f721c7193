import { type Kysely, sql } from 'kysely';

/**
 * Announces a change to a developer account (`account:acct_…` on `principal_changed`), so that a
 * process may keep the account its merchant's requests act for between requests and forget it the
 * moment the account changes (developer.service.ts, db/kept-reads.ts). An account changes rarely (a
 * plan, an API version, its callback secret once), never on the money path, so NOTIFY's lock at
 * commit costs nothing there. A new account is not announced: only an account read is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TRIGGER developer_accounts_changed AFTER UPDATE OR DELETE ON developer_accounts FOR EACH ROW
      EXECUTE FUNCTION principal_changed('account', 'id');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER developer_accounts_changed ON developer_accounts`.execute(db);
}
