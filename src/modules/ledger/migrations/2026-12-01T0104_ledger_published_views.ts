import { type Kysely, sql } from 'kysely';

/**
 * What other modules may read of the ledger, published as views: an account's balance and what
 * it holds (wallets, KYC, credit and disputes read a wallet's accounts), each posting with its
 * entry's kind and metadata (a wallet's history, a dispute's transaction, a credit score's recent
 * activity), the currencies and their minor units (KYC's caps), and what a transaction has
 * refunded (checkout's payments). The ledger's tables stay its own: a column can move behind a
 * view without a reader changing. The planner inlines each view; the entry is joined LEFT, so a
 * query that reads no entry column does not join it at all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE VIEW account_balances AS
      SELECT id, wallet_id, kind, currency, balance, held, status, created_at FROM ledger_accounts;
    COMMENT ON VIEW account_balances IS 'What other modules may read of a ledger account: the ledger publishes it; ledger_accounts stays its own.';
    CREATE VIEW posting_history AS
      SELECT p.id, p.entry_id, p.account_id, p.currency, p.amount, p.created_at, e.kind AS entry_kind, e.description AS entry_description, e.metadata AS entry_metadata FROM postings p LEFT JOIN journal_entries e ON e.id = p.entry_id;
    COMMENT ON VIEW posting_history IS 'Each posting with its journal entry, as other modules may read them: the ledger publishes it; postings and journal_entries stay its own.';
    CREATE VIEW currency_directory AS
      SELECT code, name, exponent FROM currencies;
    COMMENT ON VIEW currency_directory IS 'The currencies the ledger keeps and their minor units, as other modules may read them.';
    CREATE VIEW refund_totals AS
      SELECT transaction_id, amount, currency, refunded FROM refund_records;
    COMMENT ON VIEW refund_totals IS 'What each refunded transaction moved and how much of it came back, as other modules may read it.';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW refund_totals; DROP VIEW currency_directory; DROP VIEW posting_history; DROP VIEW account_balances`.execute(db);
}
