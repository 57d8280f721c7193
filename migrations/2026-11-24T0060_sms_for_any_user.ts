import { type Kysely, sql } from 'kysely';

/**
 * The SMS outbox becomes the platform's (verification codes as well as receipts): like the mail
 * outbox, a message to a user registered without a developer account keeps a null account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sms_outbox ALTER COLUMN account_id DROP NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM sms_outbox WHERE account_id IS NULL; ALTER TABLE sms_outbox ALTER COLUMN account_id SET NOT NULL`.execute(db);
}
