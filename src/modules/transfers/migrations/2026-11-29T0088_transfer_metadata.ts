import { type Kysely, sql } from 'kysely';

/** The sender's own data on each transfer (metadata_is_valid, migration 0084), found by a key and value through its GIN index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE transfers ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}' CONSTRAINT transfers_metadata_is_valid CHECK (metadata_is_valid(metadata));
    COMMENT ON COLUMN transfers.metadata IS 'The sender''s own data: string keys to string values (src/platform/metadata.ts).';
    CREATE INDEX transfers_metadata ON transfers USING gin (metadata jsonb_path_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE transfers DROP COLUMN metadata`.execute(db);
}
