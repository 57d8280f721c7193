import { type Kysely, sql } from 'kysely';

/**
 * The merchant's own data on each payroll item (an employee number, a cost centre), found by a key
 * and value through its GIN index (metadata_is_valid, migration 0084). A template keeps each
 * employee's metadata in its employees' JSON, and a batch made from it copies it onto its items.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payroll_items ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}' CONSTRAINT payroll_items_metadata_is_valid CHECK (metadata_is_valid(metadata));
    COMMENT ON COLUMN payroll_items.metadata IS 'The merchant''s own data: string keys to string values (src/platform/metadata.ts).';
    CREATE INDEX payroll_items_metadata ON payroll_items USING gin (metadata jsonb_path_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payroll_items DROP COLUMN metadata`.execute(db);
}
