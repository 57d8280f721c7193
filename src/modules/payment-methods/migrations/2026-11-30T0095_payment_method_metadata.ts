import { type Kysely, sql } from 'kysely';

/** The user's own data on each saved card (metadata_is_valid, migration 0084), found by a key and value through its GIN index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payment_methods ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}' CONSTRAINT payment_methods_metadata_is_valid CHECK (metadata_is_valid(metadata));
    COMMENT ON COLUMN payment_methods.metadata IS 'The card holder''s own data: string keys to string values (src/platform/metadata.ts).';
    CREATE INDEX payment_methods_metadata ON payment_methods USING gin (metadata jsonb_path_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_methods DROP COLUMN metadata`.execute(db);
}
