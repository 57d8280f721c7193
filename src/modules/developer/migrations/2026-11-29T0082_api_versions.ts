import { type Kysely, sql } from 'kysely';

/**
 * Each developer account is pinned to a dated API version (src/platform/api-versions): the
 * accounts that exist keep the specification's shape, 2026-11-21. An upgrade keeps the version it
 * left, so its owner can go back for 72 hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE developer_accounts
      ADD COLUMN api_version text NOT NULL DEFAULT '2026-11-21' CHECK (api_version ~ '^\\d{4}-\\d{2}-\\d{2}$'),
      ADD COLUMN api_version_before_upgrade text CHECK (api_version_before_upgrade ~ '^\\d{4}-\\d{2}-\\d{2}$'),
      ADD COLUMN api_version_upgraded_at timestamptz,
      ADD CONSTRAINT developer_accounts_upgrade_whole CHECK ((api_version_before_upgrade IS NULL) = (api_version_upgraded_at IS NULL));
    COMMENT ON COLUMN developer_accounts.api_version IS 'the dated API version REST answers and events are shaped in, unless a request names another';
    COMMENT ON COLUMN developer_accounts.api_version_before_upgrade IS 'the version the last upgrade left: the way back, for 72 hours after api_version_upgraded_at';
    COMMENT ON COLUMN developer_accounts.api_version_upgraded_at IS 'when the last upgrade was made';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE developer_accounts DROP CONSTRAINT developer_accounts_upgrade_whole,
      DROP COLUMN api_version, DROP COLUMN api_version_before_upgrade, DROP COLUMN api_version_upgraded_at;
  `.execute(db);
}
