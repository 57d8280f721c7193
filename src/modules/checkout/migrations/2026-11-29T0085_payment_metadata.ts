import { type Kysely, sql } from 'kysely';

/** The merchant's own data on each payment (metadata_is_valid, migration 0084), found by a key and value through its GIN index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE checkout_sessions ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}' CONSTRAINT checkout_sessions_metadata_is_valid CHECK (metadata_is_valid(metadata));
    COMMENT ON COLUMN checkout_sessions.metadata IS 'The merchant''s own data: string keys to string values (src/platform/metadata.ts).';
    CREATE INDEX checkout_sessions_metadata ON checkout_sessions USING gin (metadata jsonb_path_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE checkout_sessions DROP COLUMN metadata`.execute(db);
}
