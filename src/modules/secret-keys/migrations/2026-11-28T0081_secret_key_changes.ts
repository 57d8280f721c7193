import { type Kysely, sql } from 'kysely';

/**
 * Announces a secret key's revoke, or the start of a roll's grace, on `principal_changed` as its
 * merchant (`user:usr_…`): every server process then checks the sockets that merchant's keys
 * opened at once, instead of on its next sweep (http/subscriptions.ts). Keys change rarely, and
 * never on the money path.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION secret_key_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('principal_changed', 'user:' || owner_user_id) FROM developer_accounts WHERE id = NEW.account_id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER secret_keys_changed AFTER UPDATE ON secret_keys FOR EACH ROW
      WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at) EXECUTE FUNCTION secret_key_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER secret_keys_changed ON secret_keys;
    DROP FUNCTION secret_key_changed();
  `.execute(db);
}
