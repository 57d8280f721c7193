import { type Kysely, sql } from 'kysely';

/**
 * Announces every change to what a signed-in request's principal is read from (a user's row, their
 * wallet, their account's sandbox clock) on the channel `principal_changed`, so that each server
 * process can keep principals between requests and forget one the moment it changes (see
 * db/kept-reads.ts). The payload names the user (`user:usr_…`) or the developer
 * account (`account:acct_…`). None of these rows changes on the money path: a NOTIFY takes a
 * global lock at commit, which only these rare writes pay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- TG_ARGV[0]: the payload's prefix; TG_ARGV[1]: the column naming it. The row before and after a
    -- change may name two subjects (an UPDATE of the key): both are announced.
    CREATE FUNCTION principal_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('principal_changed', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1])); END IF;
      IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('principal_changed', TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1])); END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER users_principal_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION principal_changed('user', 'id');
    CREATE TRIGGER wallets_principal_changed AFTER INSERT OR UPDATE OR DELETE ON wallets FOR EACH ROW EXECUTE FUNCTION principal_changed('user', 'user_id');
    -- A clock's offset is what a principal holds of it (its advance's lease is not).
    CREATE TRIGGER sandbox_clocks_principal_changed AFTER INSERT OR DELETE ON sandbox_clocks FOR EACH ROW EXECUTE FUNCTION principal_changed('account', 'account_id');
    CREATE TRIGGER sandbox_clocks_principal_moved AFTER UPDATE ON sandbox_clocks FOR EACH ROW
      WHEN (OLD.offset_ms IS DISTINCT FROM NEW.offset_ms OR OLD.account_id IS DISTINCT FROM NEW.account_id) EXECUTE FUNCTION principal_changed('account', 'account_id');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER sandbox_clocks_principal_moved ON sandbox_clocks;
    DROP TRIGGER sandbox_clocks_principal_changed ON sandbox_clocks;
    DROP TRIGGER wallets_principal_changed ON wallets;
    DROP TRIGGER users_principal_changed ON users;
    DROP FUNCTION principal_changed();
  `.execute(db);
}
