import { type Kysely, sql } from 'kysely';

// Money paid to billers (electricity, water, TV, …) is owed to them: a settlement account per
// currency, as mobile money payouts have theirs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
      CHECK (kind IN ('WALLET', 'HOLDING', 'PLATFORM_FEES', 'MOMO_SETTLEMENT', 'FX_POSITION', 'SUSPENSE', 'SANDBOX_FUNDING', 'BILLER_SETTLEMENT'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
      CHECK (kind IN ('WALLET', 'HOLDING', 'PLATFORM_FEES', 'MOMO_SETTLEMENT', 'FX_POSITION', 'SUSPENSE', 'SANDBOX_FUNDING'));
  `.execute(db);
}
