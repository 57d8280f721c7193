import { type Kysely, sql } from 'kysely';

/** The merchant's own data on each payment link (metadata_is_valid, migration 0084), found by a key and value through its GIN index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payment_links ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}' CONSTRAINT payment_links_metadata_is_valid CHECK (metadata_is_valid(metadata));
    COMMENT ON COLUMN payment_links.metadata IS 'The merchant''s own data: string keys to string values (src/platform/metadata.ts).';
    CREATE INDEX payment_links_metadata ON payment_links USING gin (metadata jsonb_path_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_links DROP COLUMN metadata`.execute(db);
}
