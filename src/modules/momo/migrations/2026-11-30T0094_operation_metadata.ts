import { type Kysely, sql } from 'kysely';

/**
 * The user's own data on a fund-in, cash-out or fund-in refund (metadata_is_valid, migration 0084),
 * found by a key and value through its GIN index. The mobile money API's own operations leave it {}.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE momo_operations ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}' CONSTRAINT momo_operations_metadata_is_valid CHECK (metadata_is_valid(metadata));
    COMMENT ON COLUMN momo_operations.metadata IS 'The wallet user''s own data on a fund-in, cash-out or refund: string keys to string values (src/platform/metadata.ts).';
    CREATE INDEX momo_operations_metadata ON momo_operations USING gin (metadata jsonb_path_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE momo_operations DROP COLUMN metadata`.execute(db);
}
