import { type Kysely, sql } from 'kysely';

/** The requester's own data on each payment request (metadata_is_valid, migration 0084), found by a key and value through its GIN index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payment_requests ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}' CONSTRAINT payment_requests_metadata_is_valid CHECK (metadata_is_valid(metadata));
    COMMENT ON COLUMN payment_requests.metadata IS 'The requester''s own data: string keys to string values (src/platform/metadata.ts); the payer never reads it.';
    CREATE INDEX payment_requests_metadata ON payment_requests USING gin (metadata jsonb_path_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_requests DROP COLUMN metadata`.execute(db);
}
