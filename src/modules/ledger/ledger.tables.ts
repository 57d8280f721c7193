import type { DB as Tables } from '../../generated/tables.js';
import type { ColumnType, Selectable } from 'kysely';
import type { ModuleLedgerAccountKinds } from '../../platform/registry.js';
import type { RefundPath } from './refund-records.js';

declare module '../../db/tables.js' {
  interface Database {
    currencies: CurrenciesTable;
    ledger_accounts: LedgerAccountsTable;
    journal_entries: JournalEntriesTable;
    postings: PostingsTable;
    refund_records: RefundRecordsTable;
    refund_claims: RefundClaimsTable;
    ledger_holds: LedgerHoldsTable;
    ledger_account_kinds: LedgerAccountKindsTable;
    refund_paths: RefundPathsTable;
    account_balances: AccountBalancesView;
    posting_history: PostingHistoryView;
    currency_directory: CurrencyDirectoryView;
    refund_totals: RefundTotalsView;
  }
}

export type CurrenciesTable = Tables['currencies'];

/** Every kind a module declares in its manifest (`ledgerAccountKinds`). */
export type LedgerAccountKind = keyof ModuleLedgerAccountKinds;

export interface LedgerAccountsTable extends Omit<Tables['ledger_accounts'], 'kind' | 'holder_ref' | 'balance' | 'held'> {
  kind: LedgerAccountKind;
  /** A holding account's holder: the id of what it holds money for (a savings goal, …). */
  holder_ref: ColumnType<string | null, string | null | undefined, never>;
  /** int8 as text (see database.ts); null for system accounts, which do not cache a balance (wallet and holding accounts do). */
  balance: ColumnType<string | null, string | null, never>;
  /** What pending holds reserve of the balance (kept by the holds' triggers); available = balance - held. */
  held: ColumnType<string, never, never>;
}

export type LedgerAccountRow = Selectable<LedgerAccountsTable>;

export interface JournalEntriesTable extends Omit<Tables['journal_entries'], 'metadata' | 'subject_ids'> {
  metadata: ColumnType<unknown, string, never>;
  /** Generated from the id and the metadata's id fields: what the money trace looks an object up by. */
  subject_ids: ColumnType<string[], never, never>;
}

export interface PostingsTable extends Omit<Tables['postings'], 'amount' | 'balance_cap' | 'cap_exempt'> {
  amount: ColumnType<string, string, never>;
  /** The most the account may hold after this credit (a KYC maximum balance) as the write checked it, or null. */
  balance_cap: ColumnType<string | null, string | null | undefined, never>;
  /** Why a credit is not held to the cap (money returning to where it left, the sandbox's funding), or null. */
  cap_exempt: ColumnType<string | null, string | null | undefined, never>;
}

/** One per refunded transaction: what it moved and how much of it came back (never more). */
export interface RefundRecordsTable extends Omit<Tables['refund_records'], 'amount' | 'refunded'> {
  amount: ColumnType<string, string, never>;
  refunded: ColumnType<string, never, never>;
}

/** One path's refund of a transaction; released when its money did not leave. */
export interface RefundClaimsTable extends Omit<Tables['refund_claims'], 'path' | 'amount' | 'released' | 'created_at' | 'released_at'> {
  path: RefundPath;
  amount: ColumnType<string, string, never>;
  released: ColumnType<boolean, never, boolean>;
  created_at: ColumnType<Date, Date, never>;
  released_at: ColumnType<Date | null, never, Date>;
}

/** Money reserved on an account until it is posted, voided or expires (see holds.ts). */
export interface LedgerHoldsTable extends Omit<Tables['ledger_holds'], 'amount' | 'posted_amount' | 'entry_id' | 'created_at' | 'resolved_at'> {
  amount: ColumnType<string, string, never>;
  posted_amount: ColumnType<string | null, never, string>;
  entry_id: ColumnType<string | null, never, string>;
  created_at: ColumnType<Date, Date, never>;
  resolved_at: ColumnType<Date | null, never, Date>;
}

/** The kinds of ledger account, each registered from the manifest of the module that keeps it. */
export type LedgerAccountKindsTable = Tables['ledger_account_kinds'];

/** The refund paths the modules declare, registered by the migrator (`refundPaths`). */
export type RefundPathsTable = Tables['refund_paths'];

/** What the ledger publishes for other modules to read (migration 0104): an account's balance and what it holds. */
export type AccountBalancesView = Pick<LedgerAccountsTable, 'id' | 'wallet_id' | 'kind' | 'currency' | 'balance' | 'held' | 'status' | 'created_at'>;

/** Each posting with its journal entry's kind, description and metadata (migration 0104). */
export interface PostingHistoryView extends Pick<PostingsTable, 'id' | 'entry_id' | 'account_id' | 'currency' | 'amount' | 'created_at'> {
  entry_kind: JournalEntriesTable['kind'];
  entry_description: JournalEntriesTable['description'];
  entry_metadata: JournalEntriesTable['metadata'];
}

/** The currencies and their minor units (migration 0104). */
export type CurrencyDirectoryView = CurrenciesTable;

/** What each refunded transaction moved and how much of it came back (migration 0104). */
export type RefundTotalsView = RefundRecordsTable;
