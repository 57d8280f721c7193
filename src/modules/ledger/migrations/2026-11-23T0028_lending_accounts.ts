import { type Kysely, sql } from 'kysely';

// Lending and marketing: what borrowers owe (loans receivable), the interest they pay, and the
// marketing budget referral rewards are paid from.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
      CHECK (kind IN ('WALLET', 'HOLDING', 'PLATFORM_FEES', 'MOMO_SETTLEMENT', 'FX_POSITION', 'SUSPENSE', 'SANDBOX_FUNDING', 'BILLER_SETTLEMENT',
                      'LOANS_RECEIVABLE', 'LOAN_INTEREST', 'MARKETING'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
      CHECK (kind IN ('WALLET', 'HOLDING', 'PLATFORM_FEES', 'MOMO_SETTLEMENT', 'FX_POSITION', 'SUSPENSE', 'SANDBOX_FUNDING', 'BILLER_SETTLEMENT'));
  `.execute(db);
}
