import { type Kysely, sql } from 'kysely';

/** The merchant's own data on each invoice (metadata_is_valid, migration 0084), found by a key and value through its GIN index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE invoices ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}' CONSTRAINT invoices_metadata_is_valid CHECK (metadata_is_valid(metadata));
    COMMENT ON COLUMN invoices.metadata IS 'The merchant''s own data: string keys to string values (src/platform/metadata.ts).';
    CREATE INDEX invoices_metadata ON invoices USING gin (metadata jsonb_path_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE invoices DROP COLUMN metadata`.execute(db);
}
