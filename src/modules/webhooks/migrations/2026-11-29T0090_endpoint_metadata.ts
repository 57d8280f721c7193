import { type Kysely, sql } from 'kysely';

/** The merchant's own data on each webhook_endpoints row (metadata_is_valid, migration 0084), found by a key and value through its GIN index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE webhook_endpoints ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}' CONSTRAINT webhook_endpoints_metadata_is_valid CHECK (metadata_is_valid(metadata));
    COMMENT ON COLUMN webhook_endpoints.metadata IS 'The merchant''s own data: string keys to string values (src/platform/metadata.ts).';
    CREATE INDEX webhook_endpoints_metadata ON webhook_endpoints USING gin (metadata jsonb_path_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE webhook_endpoints DROP COLUMN metadata`.execute(db);
}
