import { type Kysely, sql } from 'kysely';

/** The merchant's own data on each refund (metadata_is_valid, migration 0084), found by a key and value through its GIN index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payment_refunds ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}' CONSTRAINT payment_refunds_metadata_is_valid CHECK (metadata_is_valid(metadata));
    COMMENT ON COLUMN payment_refunds.metadata IS 'The merchant''s own data: string keys to string values (src/platform/metadata.ts).';
    CREATE INDEX payment_refunds_metadata ON payment_refunds USING gin (metadata jsonb_path_ops);
    CREATE INDEX payment_refunds_of_account ON payment_refunds (account_id, created_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX payment_refunds_of_account; ALTER TABLE payment_refunds DROP COLUMN metadata`.execute(db);
}
