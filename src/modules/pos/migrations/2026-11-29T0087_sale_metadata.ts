import { type Kysely, sql } from 'kysely';

/** The merchant's own data on each point-of-sale sale (metadata_is_valid, migration 0084), found by a key and value through its GIN index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE pos_sales ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}' CONSTRAINT pos_sales_metadata_is_valid CHECK (metadata_is_valid(metadata));
    COMMENT ON COLUMN pos_sales.metadata IS 'The merchant''s own data: string keys to string values (src/platform/metadata.ts).';
    CREATE INDEX pos_sales_metadata ON pos_sales USING gin (metadata jsonb_path_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE pos_sales DROP COLUMN metadata`.execute(db);
}
