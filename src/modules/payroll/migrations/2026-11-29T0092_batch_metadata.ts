import { type Kysely, sql } from 'kysely';

/** The merchant's own data on each payroll batch (metadata_is_valid, migration 0084), found by a key and value through its GIN index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payroll_batches ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}' CONSTRAINT payroll_batches_metadata_is_valid CHECK (metadata_is_valid(metadata));
    COMMENT ON COLUMN payroll_batches.metadata IS 'The merchant''s own data: string keys to string values (src/platform/metadata.ts).';
    CREATE INDEX payroll_batches_metadata ON payroll_batches USING gin (metadata jsonb_path_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payroll_batches DROP COLUMN metadata`.execute(db);
}
