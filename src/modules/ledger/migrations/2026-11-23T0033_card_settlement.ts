import { type Kysely, sql } from 'kysely';

// Card payments taken on the hosted payment page settle through the card processor: what it owes
// the platform (and what refunds to cards give back) is kept in a settlement account of its own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
      CHECK (kind IN ('WALLET', 'HOLDING', 'PLATFORM_FEES', 'MOMO_SETTLEMENT', 'FX_POSITION', 'SUSPENSE', 'SANDBOX_FUNDING', 'BILLER_SETTLEMENT',
                      'LOANS_RECEIVABLE', 'LOAN_INTEREST', 'MARKETING', 'CARD_SETTLEMENT'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
      CHECK (kind IN ('WALLET', 'HOLDING', 'PLATFORM_FEES', 'MOMO_SETTLEMENT', 'FX_POSITION', 'SUSPENSE', 'SANDBOX_FUNDING', 'BILLER_SETTLEMENT',
                      'LOANS_RECEIVABLE', 'LOAN_INTEREST', 'MARKETING'));
  `.execute(db);
}
