import { type Kysely, sql } from 'kysely';

/** The saver's own data on each savings goal (metadata_is_valid, migration 0084), found by a key and value through its GIN index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE savings_goals ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}' CONSTRAINT savings_goals_metadata_is_valid CHECK (metadata_is_valid(metadata));
    COMMENT ON COLUMN savings_goals.metadata IS 'The saver''s own data: string keys to string values (src/platform/metadata.ts).';
    CREATE INDEX savings_goals_metadata ON savings_goals USING gin (metadata jsonb_path_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE savings_goals DROP COLUMN metadata`.execute(db);
}
