import { type Kysely, sql } from 'kysely';

/** The user's own data on each recipients row (metadata_is_valid, migration 0084), found by a key and value through its GIN index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE recipients ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}' CONSTRAINT recipients_metadata_is_valid CHECK (metadata_is_valid(metadata));
    COMMENT ON COLUMN recipients.metadata IS 'The user''s own data: string keys to string values (src/platform/metadata.ts).';
    CREATE INDEX recipients_metadata ON recipients USING gin (metadata jsonb_path_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE recipients DROP COLUMN metadata`.execute(db);
}
