import { type Kysely, sql } from 'kysely';

/**
 * Every credit into an account is held to the most that account may hold, derived by the database
 * (ledger_credit_cap) instead of passed by the caller: a caller that forgot the cap let money past
 * it. The ledger owns the hook and answers "no cap"; a module that sets a policy (the KYC tiers)
 * replaces the function. A credit may say why no cap applies to it (cap_exempt): money returning
 * to the wallet it left, money a payer already paid on a rail, sandbox test money.
 *
 * The hook and the KYC policy that replaced it are kyc/sql/limits.sql's now, applied by the
 * migrator (src/app/sql-definitions.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE postings ADD COLUMN cap_exempt text
      CONSTRAINT posting_cap_exempt_reason CHECK (cap_exempt IS NULL OR (amount > 0 AND cap_exempt IN ('RETURN', 'ALREADY_PAID', 'SANDBOX')));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE postings DROP COLUMN cap_exempt`.execute(db);
}
