import { type Money, moneyIn } from '../../platform/money.js';
import { type Selectable, sql } from 'kysely';
import pg from 'pg';
import { type Executor, inSlices, type Tx } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest, DomainError, notFound } from '../../platform/errors.js';
import type { PlatformEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import type { JobQueue } from '../../platform/jobs.js';
import type { JournalEntryInput, LedgerGuard, PostedEntry, PostingInput } from './ledger.service.js';
import type { LedgerHoldsTable } from './ledger.tables.js';

export type HoldRow = Selectable<LedgerHoldsTable>;

export interface HoldModel {
  id: string;
  accountId: string;
  currency: string;
  amount: Money;
  status: HoldRow['status'];
  /** What the hold became when posted (all or part of it); null otherwise. */
  postedAmount: Money | null;
  /** The journal entry that moved the posted amount. */
  entryId: string | null;
  /** What the money waits on (CASH_OUT, BILL_PAYMENT, …). */
  purpose: string;
  /** The object whose money it is (a payment, a cash-out, a batch item, …). */
  subjectId: string | null;
  expiresAt: Date | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

export const HOLD_EXPIRY_JOB = 'ledger.hold-expiry';

/** Rows of one multi-row insert of holds: well below PostgreSQL's 65,535 parameters a statement, and quick to build. */
const HOLDS_PER_STATEMENT = 250;

/** A hold to place: what it reserves, on which account, for what. */
export interface HoldRequest {
  accountId: string;
  currency: string;
  amount: bigint;
  /** What the money waits on (CASH_OUT, BILL_PAYMENT, …). */
  purpose: string;
  /** The object whose money it is, for its money trace. */
  subjectId?: string;
  /** Released by a job at this time on the account's clock if still pending. */
  expiresAt?: Date;
  /** The input field a refusal for funds names. */
  field?: string;
}

/** What the entry of a posted hold needs besides the debit of the held account. */
export interface HoldPosting {
  /** How much of the hold becomes a debit; the rest is released. The whole hold when omitted. */
  amount?: bigint;
  kind: string;
  description: string;
  metadata?: Record<string, unknown>;
  /** The credit side of the entry: postings that sum to the posted amount. */
  to: (amount: bigint) => PostingInput[];
  events?: (entryId: string, amount: bigint) => PlatformEvent[];
  guards?: LedgerGuard[];
}

type PostMany = (tx: Tx, entries: (JournalEntryInput & { entryId: string })[]) => Promise<PostedEntry[]>;

/** A hold to post, and its entry. */
export interface HoldToPost {
  holdId: string;
  posting: HoldPosting;
}

/**
 * Holds (two-phase money, TigerBeetle's pending/post/void): money that waits on a rail or a third
 * party is reserved on its account instead of moved, so the balance still shows it and what is
 * available does not. The database keeps the account's available amount from going below zero and
 * lets a hold resolve once: posted (all or part), voided, or expired on the account's clock.
 */
export class LedgerHolds {
  constructor(private readonly deps: { clock: Clock; jobs: JobQueue; postMany: PostMany }) {}

  /** Reserves `amount` on the account: INSUFFICIENT_FUNDS when less than that is available. */
  async place(tx: Tx, hold: HoldRequest & { guards?: LedgerGuard[] }): Promise<HoldModel> {
    const [placed] = await this.placeMany(tx, [hold], hold.guards);
    return placed!;
  }

  /**
   * Several holds in one statement (a batch's items), all or none: INSUFFICIENT_FUNDS when an
   * account has less available than they reserve together. `guards` run once, with them.
   */
  async placeMany(tx: Tx, holds: readonly HoldRequest[], guards: readonly LedgerGuard[] = []): Promise<HoldModel[]> {
    if (holds.some((h) => h.amount <= 0n)) throw new Error('a hold of nothing');
    const now = this.deps.clock.now();
    let rows: HoldRow[];
    try {
      rows = await inSlices(holds, HOLDS_PER_STATEMENT, (slice) =>
        tx
          .insertInto('ledger_holds')
          .values(
            slice.map((hold) => ({
              id: newId('hold'),
              account_id: hold.accountId,
              currency: hold.currency,
              amount: hold.amount.toString(),
              status: 'PENDING' as const,
              purpose: hold.purpose,
              subject_id: hold.subjectId ?? null,
              expires_at: hold.expiresAt ?? null,
              created_at: now,
            })),
          )
          .returningAll()
          .execute(),
      );
    } catch (error) {
      if (error instanceof pg.DatabaseError && error.constraint === 'wallet_holds_within_balance')
        throw new DomainError('INSUFFICIENT_FUNDS', 'The available balance is too low for this amount.', {
          fields: [{ field: holds[0]?.field ?? 'amount', message: 'exceeds the available balance' }],
        });
      throw error;
    }
    for (const guard of guards) {
      const { rows: answer } = await sql<{
        refused: string | null;
      }>`SELECT ledger_apply_debit_limit(${JSON.stringify(guard.debitLimit)}::jsonb, true) AS refused`.execute(tx);
      const refused = answer[0]?.refused;
      if (refused) throw guard.errors[refused]?.() ?? new Error(`debit refused by ${refused}`);
    }
    for (const row of rows) if (row.expires_at) await this.deps.jobs.schedule(tx, HOLD_EXPIRY_JOB, { holdId: row.id }, row.expires_at);
    return rows.map(toModel);
  }

  /** Posts the hold, or part of it (the rest is released), as one entry from the held account. */
  async post(tx: Tx, holdId: string, posting: HoldPosting): Promise<HoldModel> {
    const [posted] = await this.postMany(tx, [{ holdId, posting }]);
    return posted!;
  }

  /** Posts several holds (a batch's payouts), each as `post` does, their entries written in as few calls as the ledger allows. */
  async postMany(tx: Tx, posts: readonly HoldToPost[]): Promise<HoldModel[]> {
    const holds = await this.pendingMany(
      tx,
      posts.map((p) => p.holdId),
    );
    const planned = posts.map(({ holdId, posting }) => {
      const hold = holds.get(holdId)!;
      const amount = posting.amount ?? BigInt(hold.amount);
      if (amount <= 0n || amount > BigInt(hold.amount))
        throw badRequest('amount must be more than zero and at most the hold', [{ field: 'amount', message: 'at most the hold' }]);
      return { hold, posting, amount, entryId: newId('je') };
    });
    // Released first, so the debits below find the amounts available again.
    const { rows } = await sql<HoldRow>`
      UPDATE ledger_holds h SET status = 'POSTED', posted_amount = p.amount, entry_id = p.entry_id, resolved_at = ${this.deps.clock.now()}
      FROM unnest(${planned.map((p) => p.hold.id)}::text[], ${planned.map((p) => p.amount.toString())}::bigint[], ${planned.map((p) => p.entryId)}::text[])
        AS p(id, amount, entry_id)
      WHERE h.id = p.id
      RETURNING h.*`.execute(tx);
    await this.deps.postMany(
      tx,
      planned.map(({ hold, posting, amount, entryId }) => ({
        entryId,
        kind: posting.kind,
        description: posting.description,
        metadata: { ...posting.metadata, holdId: hold.id, ...(hold.subject_id ? { subjectId: hold.subject_id } : {}) },
        postings: [{ accountId: hold.account_id, currency: hold.currency, amount: -amount }, ...posting.to(amount)],
        ...(posting.events ? { events: (id: string) => posting.events!(id, amount) } : {}),
        ...(posting.guards ? { guards: posting.guards } : {}),
      })),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return planned.map((p) => toModel(byId.get(p.hold.id)!));
  }

  /** Releases the whole hold: nothing moves. */
  async void(tx: Tx, holdId: string): Promise<HoldModel> {
    const [voided] = await this.voidMany(tx, [holdId]);
    return voided!;
  }

  /** Releases several holds whole. */
  async voidMany(tx: Tx, holdIds: readonly string[]): Promise<HoldModel[]> {
    await this.pendingMany(tx, holdIds);
    return this.resolve(tx, holdIds, 'VOIDED');
  }

  /** The expiry job: a hold still pending at its expiry is released; one resolved meanwhile is left alone. */
  async expire(tx: Tx, holdId: string): Promise<void> {
    const hold = await tx.selectFrom('ledger_holds').selectAll().where('id', '=', holdId).forUpdate().executeTakeFirst();
    if (hold?.status !== 'PENDING' || !hold.expires_at || hold.expires_at > this.deps.clock.now()) return;
    await this.resolve(tx, [holdId], 'EXPIRED');
  }

  async get(executor: Executor, holdId: string): Promise<HoldModel> {
    const row = await executor.selectFrom('ledger_holds').selectAll().where('id', '=', holdId).executeTakeFirst();
    if (!row) throw notFound('Hold');
    return toModel(row);
  }

  /**
   * What of an account is past its maximum once the money other holds reserve has left it (balance
   * − other holds − cap), and its pending holds of `purpose` that keep that from being spent; the
   * account's row locked, so two answers cannot both act on it.
   */
  async pastMaximum(tx: Tx, accountId: string, purpose: string): Promise<{ excess: bigint; holds: HoldModel[] }> {
    const { rows } = await sql<{ balance: string; held: string; cap: string | null }>`
      SELECT balance, held, ledger_credit_cap(id) AS cap FROM ledger_accounts WHERE id = ${accountId} FOR UPDATE`.execute(tx);
    const account = rows[0];
    const holds = (
      await tx
        .selectFrom('ledger_holds')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('purpose', '=', purpose)
        .where('status', '=', 'PENDING')
        .orderBy('created_at')
        .execute()
    ).map(toModel);
    if (!account || account.cap === null) return { excess: 0n, holds };
    const balance = BigInt(account.balance);
    const heldByOthers = BigInt(account.held) - holds.reduce((sum, h) => sum + h.amount.minor, 0n);
    const excess = balance - heldByOthers - BigInt(account.cap);
    return { excess: excess > 0n ? excess : 0n, holds };
  }

  /**
   * The pending holds of objects waiting on a rail, locked, by object. Every payout waits on one
   * (migration 0102 refused to run while a payout started before holds was still waiting), so an
   * object without one is a fault, not a case to settle another way.
   */
  async pendingForMany(tx: Tx, subjectIds: readonly string[]): Promise<Map<string, HoldModel>> {
    if (subjectIds.length === 0) return new Map();
    const rows = await tx
      .selectFrom('ledger_holds')
      .selectAll()
      .where('subject_id', 'in', subjectIds)
      .where('status', '=', 'PENDING')
      .orderBy('id')
      .forUpdate()
      .execute();
    const held = new Map(rows.map((row) => [row.subject_id!, toModel(row)]));
    const missing = subjectIds.filter((id) => !held.has(id));
    if (missing.length > 0) throw new Error(`no pending hold for ${missing.join(', ')}: every payout waiting on a rail waits on one`);
    return held;
  }

  /** Every hold of an object, oldest first. */
  async ofSubject(executor: Executor, subjectId: string): Promise<HoldModel[]> {
    const rows = await executor.selectFrom('ledger_holds').selectAll().where('subject_id', '=', subjectId).orderBy('created_at').orderBy('id').execute();
    return rows.map(toModel);
  }

  private async resolve(tx: Tx, holdIds: readonly string[], status: 'VOIDED' | 'EXPIRED'): Promise<HoldModel[]> {
    const rows = await tx.updateTable('ledger_holds').set({ status, resolved_at: this.deps.clock.now() }).where('id', 'in', holdIds).returningAll().execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return holdIds.map((id) => toModel(byId.get(id)!));
  }

  /** The holds, locked; HOLD_RESOLVED when one was posted, voided or expired already (or is named twice: a hold resolves once). */
  private async pendingMany(tx: Tx, holdIds: readonly string[]): Promise<Map<string, HoldRow>> {
    const holds = new Map(
      (await tx.selectFrom('ledger_holds').selectAll().where('id', 'in', holdIds).orderBy('id').forUpdate().execute()).map((row) => [row.id, row]),
    );
    const seen = new Set<string>();
    for (const id of holdIds) {
      const hold = holds.get(id);
      if (!hold) throw notFound('Hold');
      if (hold.status !== 'PENDING' || seen.has(id))
        throw new DomainError('HOLD_RESOLVED', `This hold is ${seen.has(id) ? 'posted' : hold.status.toLowerCase()} already: a hold resolves once.`);
      seen.add(id);
    }
    return holds;
  }
}

function toModel(row: HoldRow): HoldModel {
  return {
    id: row.id,
    accountId: row.account_id,
    currency: row.currency,
    amount: moneyIn(row, row.amount),
    status: row.status,
    postedAmount: row.posted_amount === null ? null : moneyIn(row, row.posted_amount),
    entryId: row.entry_id,
    purpose: row.purpose,
    subjectId: row.subject_id,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
  };
}
