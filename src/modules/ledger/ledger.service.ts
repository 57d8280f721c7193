import type { KeptReads, Shelf } from '../../db/kept-reads.js';
import { sql } from 'kysely';
import { type DB, type Executor, onCommit, type Tx } from '../../db/database.js';
import type { LedgerAccountKind } from './ledger.tables.js';
import type { Clock } from '../../platform/clock.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { DomainError, forbidden } from '../../platform/errors.js';
import type { PlatformEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import { keyedEntryId } from '../../platform/keyed-request.js';
import { currencyOf } from '../../platform/money.js';
import { overMaximumBalance } from './balance-cap.js';
import { type EntryToWrite, EntryWriter, type LedgerGuard } from './entry-writer.js';
import type { LedgerGroupCounts } from '../../platform/metrics.js';
import { LedgerHolds } from './holds.js';
import { LedgerMovements } from './movements.js';
import { type MoneyTraceModel, MoneyTraces } from './money-trace.js';
import { RefundRecords } from './refund-records.js';
import type { JobQueue } from '../../platform/jobs.js';

export interface PostingInput {
  accountId: string;
  currency: string;
  /** Signed minor units: positive raises the account's balance, negative lowers it. */
  amount: bigint;
  /**
   * Credits only: why the most the account may hold (its owner's KYC maximum, derived by the
   * database under the account's row lock) does not apply. RETURN: money coming back to the wallet
   * it left (a payout that failed, a reversal). ALREADY_PAID: a payer already paid on a rail, so
   * refusing it would lose the money. SANDBOX: test money a developer mints. Every other credit is
   * capped, whoever posts it.
   */
  capExempt?: CapExemption;
}

export type CapExemption = 'RETURN' | 'ALREADY_PAID' | 'SANDBOX';

/** A journal entry to write: its postings, and what commits with them. */
export interface JournalEntryInput {
  /** The entry's id when the caller names it first (a posted hold records it); a new one otherwise. */
  entryId?: string;
  kind: string;
  description: string;
  metadata?: Record<string, unknown>;
  postings: PostingInput[];
  /** The events announcing the entry, given its id; written in the same statement. */
  events?: (entryId: string) => PlatformEvent[];
  /** Debit limits the entry must fit, recorded with it (see LedgerGuard). */
  guards?: LedgerGuard[];
}

export interface PostedEntry {
  entryId: string;
  createdAt: Date;
}

export interface ReconciliationReport {
  /** Accounts whose cached balance differs from the sum of their postings. */
  mismatchedAccounts: { accountId: string; kind: string; currency: string; cachedBalance: string; postedBalance: string }[];
  /** Entries whose postings do not sum to zero in some currency (the database should make this impossible). */
  unbalancedEntries: { entryId: string; currency: string; sum: string }[];
  /** Accounts whose held amount differs from the sum of their pending holds. */
  mismatchedHolds: { accountId: string; currency: string; held: string; pending: string }[];
}

export type SystemAccountKind = Exclude<LedgerAccountKind, 'WALLET' | 'HOLDING'>;

/**
 * A write that runs in the posting statement and fails it through a named constraint, e.g. a
 * usage counter whose CHECK enforces a limit: it commits with the entry or stops it.
 */
export type { LedgerGuard } from './entry-writer.js';

/**
 * The only writer of balances (design rule 5). An entry's postings are written in the caller's
 * transaction; the database applies them to cached balances, refuses a negative wallet balance
 * and, at commit, an entry that does not balance per currency.
 */
export class LedgerService {
  private readonly systemAccounts = new Map<string, string>();
  /** What came back of each transaction, by every refund path: at most its amount. */
  readonly refunds: RefundRecords;
  /** Money reserved until it is posted, voided or expires. */
  readonly holds: LedgerHolds;
  /** The money flows the domains name (a collection less its fee, a card refund), their legs built in one place. */
  readonly movements: LedgerMovements;
  private readonly traces: MoneyTraces;
  private readonly writer: EntryWriter;

  /** Wallets' open accounts by currency, read outside a transaction (openWalletAccount). */
  private readonly walletAccounts: Shelf<string>;

  constructor(private readonly deps: { db: DB; clock: Clock; jobs: JobQueue; keptReads: KeptReads; concurrentWrites?: number }) {
    this.walletAccounts = deps.keptReads.shelf('wallet-account');
    this.refunds = new RefundRecords(deps);
    this.holds = new LedgerHolds({ clock: deps.clock, jobs: deps.jobs, postMany: (tx, entries) => this.postMany(tx, entries) });
    this.movements = new LedgerMovements({ ledger: this, clock: deps.clock });
    this.traces = new MoneyTraces(deps.db);
    this.writer = new EntryWriter(deps.db, deps.concurrentWrites);
  }

  /** How many entries the calls outside a caller's transaction carried, and how long they were in flight (entry-writer.ts). */
  get groupedWrites(): LedgerGroupCounts {
    return { ...this.writer.grouped };
  }

  /** GET /ledger/trace/{objectId}, GraphQL moneyTrace: what moved an object's money (money-trace.ts). */
  moneyTrace(principal: UserPrincipal, objectId: string): Promise<MoneyTraceModel> {
    return this.traces.trace(principal, objectId);
  }

  /**
   * Writes a journal entry, its postings and the events that announce it in one server-side call
   * (entry-writer.ts): part of the caller's transaction, or grouped with concurrent entries in one
   * transaction of their own. Refused whole (INSUFFICIENT_FUNDS, KYC_LIMIT_EXCEEDED, …) with
   * nothing written, or written whole.
   */
  async post(executor: Executor, entry: JournalEntryInput): Promise<PostedEntry> {
    const toWrite = this.entryToWrite(entry);
    await this.writer.write(executor, toWrite);
    return { entryId: toWrite.id, createdAt: toWrite.createdAt };
  }

  /** Several entries in the caller's transaction, in as few calls as the writer allows: all written, or a refusal thrown. */
  async postMany(tx: Tx, entries: readonly JournalEntryInput[]): Promise<PostedEntry[]> {
    const toWrite = entries.map((entry) => this.entryToWrite(entry));
    await this.writer.writeMany(tx, toWrite);
    return toWrite.map((entry) => ({ entryId: entry.id, createdAt: entry.createdAt }));
  }

  private entryToWrite(entry: JournalEntryInput): EntryToWrite {
    const sums = new Map<string, bigint>();
    for (const p of entry.postings) {
      if (p.amount === 0n) throw new Error('a posting of zero');
      sums.set(p.currency, (sums.get(p.currency) ?? 0n) + p.amount);
    }
    for (const [currency, sum] of sums) if (sum !== 0n) throw new Error(`entry ${entry.kind} does not balance in ${currency}`);
    const entryId = entry.entryId ?? keyedEntryId() ?? newId('je');
    return {
      id: entryId,
      kind: entry.kind,
      description: entry.description,
      metadata: entry.metadata ?? {},
      createdAt: this.deps.clock.now(),
      postings: entry.postings,
      events: entry.events?.(entryId) ?? [],
      guards: entry.guards ?? [],
    };
  }

  /**
   * Refuses up front a credit the wallet could not hold now (KYC_LIMIT_EXCEEDED, as the posting
   * would), for money that is asked for before it moves: a payer is not asked to pay, nor a loan
   * approved, for what the wallet would refuse. The posting trigger still decides when it moves.
   */
  async assertCanReceive(executor: Executor, walletId: string, currency: string, amount: bigint): Promise<void> {
    const room = await sql<{ balance: string; cap: string | null }>`
      SELECT balance, ledger_credit_cap(id) AS cap FROM ledger_accounts WHERE wallet_id = ${walletId} AND currency = ${currency} AND status = 'OPEN'`.execute(
      executor,
    );
    const account = room.rows[0];
    if (account?.cap != null && BigInt(account.balance) + amount > BigInt(account.cap))
      throw overMaximumBalance(currencyOf(currency).of(account.cap).format(), currency);
  }

  /** The platform's account of a kind in a currency, created on first use. */
  async systemAccount(kind: SystemAccountKind, currency: string, executor: Executor = this.deps.db): Promise<string> {
    const cacheKey = `${kind}:${currency}`;
    const cached = this.systemAccounts.get(cacheKey);
    if (cached) return cached;
    currencyOf(currency);
    await executor
      .insertInto('ledger_accounts')
      .values({ id: newId('la'), kind, wallet_id: null, currency, balance: null, created_at: this.deps.clock.now() })
      .onConflict((oc) => oc.columns(['kind', 'currency']).where('wallet_id', 'is', null).where('holder_ref', 'is', null).doNothing())
      .execute();
    const row = await executor
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', '=', kind)
      .where('currency', '=', currency)
      .where('wallet_id', 'is', null)
      .where('holder_ref', 'is', null)
      .executeTakeFirstOrThrow();
    // Remembered once committed: an account created in a transaction that rolls back does not exist.
    onCommit(executor, () => this.systemAccounts.set(cacheKey, row.id));
    return row.id;
  }

  /**
   * Opens (or reopens) a wallet's account in a currency; returns its id. An open account is only
   * read, not locked: row locks are taken by the postings, in one order.
   */
  async openWalletAccount(executor: Executor, walletId: string, currency: string): Promise<string> {
    currencyOf(currency);
    // Outside a transaction the account is kept (a sandbox top-up's, every time), forgotten when the
    // database announces it closing or moving (wallet:…); inside one, the read must see its writes.
    if (executor.isTransaction) return this.readOrOpenWalletAccount(executor, walletId, currency);
    return this.walletAccounts.through(
      `${walletId} ${currency}`,
      () => this.readOrOpenWalletAccount(executor, walletId, currency),
      () => [`wallet:${walletId}`],
    );
  }

  private async readOrOpenWalletAccount(tx: Executor, walletId: string, currency: string): Promise<string> {
    const open = await tx
      .selectFrom('ledger_accounts')
      .select('id')
      .where('wallet_id', '=', walletId)
      .where('currency', '=', currency)
      .where('status', '=', 'OPEN')
      .executeTakeFirst();
    if (open) return open.id;
    const row = await tx
      .insertInto('ledger_accounts')
      .values({ id: newId('la'), kind: 'WALLET', wallet_id: walletId, currency, balance: '0', created_at: this.deps.clock.now() })
      .onConflict((oc) => oc.columns(['wallet_id', 'currency']).doUpdateSet({ status: 'OPEN' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Opens a holding account for `holderRef` (a domain's own id, e.g. a savings goal's) in the
   * caller's transaction: it caches its balance, which the database keeps from going negative.
   */
  async openHoldingAccount(tx: Executor, holderRef: string, currency: string): Promise<string> {
    currencyOf(currency);
    const row = await tx
      .insertInto('ledger_accounts')
      .values({ id: newId('la'), kind: 'HOLDING', wallet_id: null, holder_ref: holderRef, currency, balance: '0', created_at: this.deps.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The id of `holderRef`'s holding account. */
  async holdingAccountId(executor: Executor, holderRef: string): Promise<string> {
    const row = await executor.selectFrom('ledger_accounts').select('id').where('holder_ref', '=', holderRef).executeTakeFirstOrThrow();
    return row.id;
  }

  /** The cached balances of holding accounts, by holder. */
  async holdingBalances(executor: Executor, holderRefs: readonly string[]): Promise<Map<string, bigint>> {
    if (holderRefs.length === 0) return new Map();
    const rows = await executor.selectFrom('ledger_accounts').select(['holder_ref', 'balance']).where('holder_ref', 'in', holderRefs).execute();
    return new Map(rows.map((r) => [r.holder_ref!, BigInt(r.balance ?? '0')]));
  }

  /** Closes an empty holding account: nothing may be posted to it after (posting_to_open_account). */
  async closeHoldingAccount(tx: Executor, holderRef: string): Promise<void> {
    await tx.updateTable('ledger_accounts').set({ status: 'CLOSED' }).where('holder_ref', '=', holderRef).execute();
  }

  /**
   * Closes a wallet's open account in a currency if it holds nothing, under its row lock (a posting
   * waits for it, then finds the account closed): 'missing' when there is no open one, 'not-empty'
   * when it holds money.
   */
  async closeEmptyWalletAccount(tx: Tx, walletId: string, currency: string): Promise<'closed' | 'missing' | 'not-empty'> {
    const account = await tx
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('wallet_id', '=', walletId)
      .where('currency', '=', currency)
      .where('status', '=', 'OPEN')
      .forUpdate()
      .executeTakeFirst();
    if (!account) return 'missing';
    if (account.balance !== '0') return 'not-empty';
    await tx.updateTable('ledger_accounts').set({ status: 'CLOSED' }).where('id', '=', account.id).execute();
    return 'closed';
  }

  /** A wallet's open account in a currency, or CURRENCY_ACCOUNT_MISSING naming `field`. */
  async openWalletAccountId(walletId: string, currency: string, field = 'currency', executor: Executor = this.deps.db): Promise<string> {
    const account = await executor
      .selectFrom('ledger_accounts')
      .select('id')
      .where('wallet_id', '=', walletId)
      .where('currency', '=', currency)
      .where('status', '=', 'OPEN')
      .executeTakeFirst();
    if (!account)
      throw new DomainError('CURRENCY_ACCOUNT_MISSING', `You have no ${currency} account.`, { fields: [{ field, message: 'no account in this currency' }] });
    return account.id;
  }

  /** The sum of a system account's postings (system accounts keep no cached balance). */
  async postedBalance(accountId: string): Promise<bigint> {
    const row = await this.deps.db
      .selectFrom('postings')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('sum'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return BigInt(row.sum);
  }

  /** The administrators' view of reconcile(), on both transports: refused to anyone else. */
  async reconciliation(principal: UserPrincipal): Promise<ReconciliationReport & { clean: boolean }> {
    if (principal.role !== 'ADMIN') throw forbidden('Only an administrator can reconcile the ledger.');
    const report = await this.reconcile();
    return {
      clean: report.mismatchedAccounts.length === 0 && report.unbalancedEntries.length === 0 && report.mismatchedHolds.length === 0,
      ...report,
    };
  }

  /**
   * Every cached balance against the sum of its postings, every entry against zero, and every
   * account's held amount against its pending holds. For the
   * platform itself (tests, benchmarks, operators' tools); callers on behalf of a user use
   * reconciliation(), which checks the role.
   */
  async reconcile(): Promise<ReconciliationReport> {
    const mismatched = await sql<{ account_id: string; kind: string; currency: string; cached: string; posted: string }>`
      SELECT a.id AS account_id, a.kind, a.currency, a.balance AS cached, coalesce(p.sum, 0) AS posted
      FROM ledger_accounts a
      LEFT JOIN (SELECT account_id, sum(amount) AS sum FROM postings GROUP BY account_id) p ON p.account_id = a.id
      WHERE a.balance IS NOT NULL AND a.balance <> coalesce(p.sum, 0)
      ORDER BY a.id`.execute(this.deps.db);
    const unbalanced = await sql<{ entry_id: string; currency: string; sum: string }>`
      SELECT entry_id, currency, sum(amount) AS sum FROM postings GROUP BY entry_id, currency HAVING sum(amount) <> 0 ORDER BY entry_id`.execute(this.deps.db);
    const holds = await sql<{ account_id: string; currency: string; held: string; pending: string }>`
      SELECT a.id AS account_id, a.currency, a.held, coalesce(h.sum, 0) AS pending
      FROM ledger_accounts a
      LEFT JOIN (SELECT account_id, sum(amount) AS sum FROM ledger_holds WHERE status = 'PENDING' GROUP BY account_id) h ON h.account_id = a.id
      WHERE a.held <> coalesce(h.sum, 0)
      ORDER BY a.id`.execute(this.deps.db);
    return {
      mismatchedAccounts: mismatched.rows.map((r) => ({
        accountId: r.account_id,
        kind: r.kind,
        currency: r.currency.trim(),
        cachedBalance: String(r.cached),
        postedBalance: String(r.posted),
      })),
      unbalancedEntries: unbalanced.rows.map((r) => ({ entryId: r.entry_id, currency: r.currency.trim(), sum: String(r.sum) })),
      mismatchedHolds: holds.rows.map((r) => ({ accountId: r.account_id, currency: r.currency.trim(), held: String(r.held), pending: String(r.pending) })),
    };
  }
}
