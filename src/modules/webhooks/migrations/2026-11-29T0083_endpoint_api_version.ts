import { type Kysely, sql } from 'kysely';

/**
 * A webhook endpoint receives events in the API version it was registered with (its account's
 * then, or the one its registration named), as Stripe's endpoints do: an account's upgrade never
 * changes what a running receiver parses. The endpoints that exist keep 2026-11-21.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE webhook_endpoints
      ADD COLUMN api_version text NOT NULL DEFAULT '2026-11-21' CHECK (api_version ~ '^\\d{4}-\\d{2}-\\d{2}$');
    COMMENT ON COLUMN webhook_endpoints.api_version IS 'the dated API version its deliveries are shaped in';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE webhook_endpoints DROP COLUMN api_version`.execute(db);
}
