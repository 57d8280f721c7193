import { sql } from 'kysely';
import pg from 'pg';
import { type DB, type Executor, inSlices, onCommit, retryStatement } from '../../db/database.js';
import { DomainError } from '../../platform/errors.js';
import { type PlatformEvent, serializeEventBody } from '../../platform/events/outbox.js';
import { signalEventsCommitted } from '../../platform/events/stream.js';
import type { LedgerGroupCounts } from '../../platform/metrics.js';
import { overMaximumBalance } from './balance-cap.js';

/**
 * A debit limit the entry must fit: the JSON the database's ledger_apply_debit_limit hook checks
 * and records with the debit (the module that sets the limits defines both), and the domain error
 * for each limit the hook may name.
 */
export interface LedgerGuard {
  debitLimit: Record<string, string>;
  errors: Record<string, () => DomainError>;
}

/** An entry as the database function ledger_post_entries takes it (which locks and inserts in account-id order itself). */
export interface EntryToWrite {
  id: string;
  kind: string;
  description: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
  postings: { accountId: string; currency: string; amount: bigint; capExempt?: string | undefined }[];
  events: PlatformEvent[];
  guards: LedgerGuard[];
}

/** What the database answered for one entry: written, or the constraint it would break (nothing written). */
interface Outcome {
  refused: string | null;
  refused_account: string | null;
  hint: string | null;
}

/** The most entries one call writes: a bounded transaction, and a bounded wait for the entries queued behind it. */
export const MAX_ENTRIES_PER_CALL = 64;

type Queued = { entry: EntryToWrite; settle: (error: unknown) => void; queuedAt: number };

/**
 * Writes journal entries through one server-side call (ledger_post_entries). Inside a caller's
 * transaction the entry is written there. Outside one, concurrent entries are grouped: while a
 * call is in flight the next entries queue, and go together when it returns, in one transaction
 * and one round trip (no timer: a lone entry goes at once). Each keeps its own outcome, and is
 * answered only once its call has committed. Should a grouped call fail as a whole (a trigger that
 * fired, a deadlock, a lost connection), its entries are written again one by one on the pool, so
 * one entry's fault is its own.
 *
 * The calls go in lanes (`concurrentCalls` of them). A lane holds one connection for as long as
 * entries keep queuing and gives it back when the queue is empty: under load every transfer waits
 * for the next call, and a call that first waited for a connection behind the reads queued on the
 * pool held all of them back (at 64 clients, a tenth of the transfers).
 */
export class EntryWriter {
  private readonly queue: Queued[] = [];
  private lanes = 0;
  /**
   * Calls made outside a caller's transaction, the entries they carried (how well entries group), the
   * time they were in flight, from sending a call to its answer (summed over the lanes): against the
   * time passed, how much of it the lanes were writing, which bounds what one lane can carry; and
   * the time entries waited in the queue for a lane (summed over the entries): beside the time in
   * flight, how much of a write's wait is for the call before its own.
   */
  readonly grouped: LedgerGroupCounts = { calls: 0, entries: 0, inFlightSeconds: 0, queuedSeconds: 0 };

  constructor(
    private readonly db: DB,
    private readonly concurrentCalls = 1,
  ) {}

  async write(executor: Executor, entry: EntryToWrite): Promise<void> {
    if (executor.isTransaction) return this.writeMany(executor, [entry]);
    await new Promise<void>((resolve, reject) => {
      this.queue.push({ entry, settle: (error) => (error === undefined ? resolve() : reject(error)), queuedAt: performance.now() });
      this.drain();
    });
  }

  /** Several entries in the caller's transaction, in calls of at most MAX_ENTRIES_PER_CALL: a refusal of any is thrown (the caller's transaction then writes none). */
  async writeMany(tx: Executor, entries: readonly EntryToWrite[]): Promise<void> {
    await inSlices(entries, MAX_ENTRIES_PER_CALL, async (slice) => {
      const outcomes = await this.call(tx, slice);
      for (const [i, entry] of slice.entries()) throwRefusal(entry, outcomes[i]!);
      return [];
    });
    if (entries.some((entry) => entry.events.length > 0)) onCommit(tx, () => signalEventsCommitted());
  }

  private drain(): void {
    while (this.lanes < this.concurrentCalls && this.queue.length > 0) {
      this.lanes++;
      void this.lane().finally(() => {
        this.lanes--;
        this.drain();
      });
    }
  }

  /** Calls on one connection while entries queue; a call that fails ends the lane, its connection with it. */
  private async lane(): Promise<void> {
    let inHand = this.dequeue();
    try {
      await this.db.connection().execute(async (connection) => {
        for (;;) {
          const batch = inHand;
          inHand = [];
          if (!(await this.writeTogether(batch, connection)) || this.queue.length === 0) return;
          inHand = this.dequeue();
        }
      });
      // biome-ignore lint/plugin: no connection for the lane: the entries in hand are written on the pool, which answers each.
    } catch {
      if (inHand.length > 0) await this.writeTogether(inHand, this.db);
    }
  }

  /** The next call's entries, off the queue, their wait counted. */
  private dequeue(): Queued[] {
    const taken = this.queue.splice(0, MAX_ENTRIES_PER_CALL);
    const now = performance.now();
    for (const item of taken) this.grouped.queuedSeconds += (now - item.queuedAt) / 1000;
    return taken;
  }

  /** One call for the batch on `executor`, every entry answered; false when the call failed and each entry went again alone on the pool. */
  private async writeTogether(batch: Queued[], executor: Executor): Promise<boolean> {
    let outcomes: Outcome[];
    this.grouped.calls++;
    this.grouped.entries += batch.length;
    const sent = performance.now();
    const answered = () => {
      this.grouped.inFlightSeconds += (performance.now() - sent) / 1000;
    };
    try {
      outcomes = await retryStatement(executor, () =>
        this.call(
          executor,
          batch.map((b) => b.entry),
        ),
      );
      answered();
      // biome-ignore lint/plugin: every fault is handed on: to the entry's own caller, or to a call of its own for each entry.
    } catch (error) {
      answered();
      if (batch.length === 1 && executor === this.db) {
        batch[0]!.settle(refusalOfError(batch[0]!.entry, error));
        return false;
      }
      await Promise.all(batch.map((item) => this.writeTogether([item], this.db)));
      return false;
    }
    // Entries queued behind this call go in the next at once: the relay paces its publications then.
    if (batch.some((b, i) => b.entry.events.length > 0 && outcomes[i]?.refused === null)) signalEventsCommitted(this.queue.length > 0);
    for (const [i, item] of batch.entries()) {
      try {
        throwRefusal(item.entry, outcomes[i]!);
        item.settle(undefined);
        // biome-ignore lint/plugin: the refusal is the caller's answer, handed to it.
      } catch (refusal) {
        item.settle(refusal);
      }
    }
    return true;
  }

  private async call(executor: Executor, entries: readonly EntryToWrite[]): Promise<Outcome[]> {
    const { rows } = await sql<Outcome & { ord: number }>`SELECT * FROM ledger_post_entries(${ledgerCallArgument(entries)}::jsonb)`.execute(executor);
    return rows.sort((a, b) => a.ord - b.ord);
  }
}

/** The JSON text ledger_post_entries takes for a group of entries (also what bench:ledger-call sends). */
export function ledgerCallArgument(entries: readonly EntryToWrite[]): string {
  return JSON.stringify(entries.map(toJson));
}

function toJson(entry: EntryToWrite) {
  return {
    id: entry.id,
    kind: entry.kind,
    description: entry.description,
    metadata: entry.metadata,
    created_at: entry.createdAt.toISOString(),
    postings: entry.postings.map((p) => ({ account_id: p.accountId, currency: p.currency, amount: p.amount.toString(), cap_exempt: p.capExempt ?? null })),
    events: entry.events.map((e) => ({
      id: e.id,
      type: e.type,
      owner_id: e.ownerId,
      data: e.data,
      body: serializeEventBody(e),
      created_at: e.createdAt.toISOString(),
    })),
    guards: entry.guards.map((g) => g.debitLimit),
  };
}

/** The domain error for a constraint an entry would break, named by the database's answer or by its error. */
function refusalOf(
  entry: EntryToWrite,
  constraint: string | undefined,
  account: string | null | undefined,
  hint: string | null | undefined,
): DomainError | undefined {
  if (constraint === 'wallet_balance_not_negative' || constraint === 'wallet_holds_within_balance')
    return new DomainError('INSUFFICIENT_FUNDS', 'The wallet balance is too low for this amount.', {
      fields: [{ field: 'amount', message: 'exceeds the available balance' }],
    });
  if (constraint === 'posting_balance_cap') {
    const capped = entry.postings.find((p) => p.accountId === account);
    if (capped && hint) return overMaximumBalance(hint, capped.currency);
  }
  if (constraint === 'posting_to_open_account')
    return new DomainError('CURRENCY_ACCOUNT_MISSING', 'The account was closed.', { fields: [{ field: 'currency', message: 'account closed' }] });
  const guardError = constraint ? entry.guards.find((g) => g.errors[constraint])?.errors[constraint] : undefined;
  return guardError?.();
}

function throwRefusal(entry: EntryToWrite, outcome: Outcome): void {
  if (outcome.refused === null) return;
  throw refusalOf(entry, outcome.refused, outcome.refused_account, outcome.hint) ?? new Error(`entry ${entry.kind} refused by ${outcome.refused}`);
}

/** An error the call raised, as the entry's refusal when a guard fired behind the function's checks. */
function refusalOfError(entry: EntryToWrite, error: unknown): unknown {
  if (!(error instanceof pg.DatabaseError)) return error;
  return refusalOf(entry, error.constraint, error.detail, error.hint) ?? error;
}
