import { outsideKeyedRequest } from './keyed-request.js';
import { sql } from 'kysely';
import { inTransaction, type DB, type Executor, type Tx } from '../db/database.js';
import type { AccountClock } from './account-time.js';
import { SECOND } from './clock.js';
import type { JobPayloads } from './registry.js';

/** A job kind a module declares, with its payload type (platform/registry.ts). */
export type JobKind = keyof JobPayloads;

export type JobHandler<K extends JobKind = JobKind> = (tx: Tx, payload: JobPayloads[K], job: { id: string; attempts: number }) => Promise<void>;

/** How long a claimed job is reserved for its worker; after that another process may take it. */
const LEASE_MS = 60 * SECOND;
export const MAX_JOB_ATTEMPTS = 10;

interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  account_id: string | null;
  offset_ms: string | null;
}

/**
 * Durable background work kept in PostgreSQL (design rule 10). Jobs are claimed with
 * FOR UPDATE SKIP LOCKED, so several processes share the work without taking one job twice; a
 * job's effect and its completion commit in one transaction, so a crash before commit leaves the
 * job to run again and a crash after leaves it done. A job falls due on the sandbox clock of the
 * account it belongs to (platform/account-time.ts) and runs on that clock; leases are wall time.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler<never>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly deps: {
      db: DB;
      clock: AccountClock;
      onError?: (error: unknown, job: { id: string; kind: string }) => void;
      /** A poll that could not claim (the database unreachable): reported; the next poll tries again. */
      onPollError?: (error: unknown) => void;
    },
  ) {}

  register<K extends JobKind>(kind: K, handler: JobHandler<K>): void {
    this.handlers.set(kind, handler as JobHandler<never>);
  }

  /**
   * Schedules a job in the caller's transaction, so it exists exactly when the change does. It
   * belongs to the account of the flow scheduling it, and `runAt` is on that account's clock.
   */
  async schedule<K extends JobKind>(executor: Executor, kind: K, payload: JobPayloads[K], runAt: Date): Promise<void> {
    await executor
      .insertInto('jobs')
      .values({
        kind,
        payload: JSON.stringify(payload),
        run_at: runAt,
        account_id: this.deps.clock.accountId(),
        locked_until: null,
        last_error: null,
        done_at: null,
        created_at: this.deps.clock.now(),
      })
      .execute();
  }

  /**
   * Runs every job that is due now; returns how many completed. With `accountId`, only that
   * account's jobs, including while its clock is being advanced (the background leaves them alone then).
   */
  async runDue(options: { batch?: number; accountId?: string } = {}): Promise<number> {
    return outsideKeyedRequest(() => this.runDueJobs(options));
  }

  private async runDueJobs(options: { batch?: number; accountId?: string }): Promise<number> {
    const batch = options.batch ?? 50;
    let completed = 0;
    for (;;) {
      const claimed = await this.claim(batch, options.accountId);
      for (const job of claimed) if (await this.execute(job)) completed++;
      if (claimed.length < batch) return completed;
    }
  }

  /** When the account's next job falls due on its clock, if one waits that no other worker holds. */
  async nextDueAt(executor: Executor, accountId: string): Promise<Date | undefined> {
    const wall = this.deps.clock.wallNow();
    const row = await executor
      .selectFrom('jobs')
      .select((eb) => eb.fn.min('run_at').as('due'))
      .where('account_id', '=', accountId)
      .where('done_at', 'is', null)
      .where('attempts', '<', MAX_JOB_ATTEMPTS)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', wall)]))
      .executeTakeFirst();
    return row?.due ?? undefined;
  }

  /** Polls for due jobs every `intervalMs` until stopped; one pass at a time. */
  start(intervalMs = 1000): void {
    this.timer ??= setInterval(() => {
      if (this.running) return;
      // A failed poll (the database unreachable) is reported and the next one runs again; it must not end the process.
      const polled = this.runDue().then(
        () => undefined,
        (error: unknown) => this.deps.onPollError?.(error),
      );
      this.running = polled.finally(() => (this.running = undefined));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /**
   * Due means due on the job's account clock. The background takes no job of an account whose clock
   * is being advanced; the advance takes them itself (`accountId`), in time order.
   */
  private async claim(batch: number, accountId?: string): Promise<ClaimedJob[]> {
    const wall = this.deps.clock.wallNow();
    const { rows } = await sql<ClaimedJob>`
      UPDATE jobs SET locked_until = ${new Date(wall.getTime() + LEASE_MS)}, attempts = attempts + 1
      WHERE id IN (
        SELECT j.id FROM jobs j LEFT JOIN sandbox_clocks c ON c.account_id = j.account_id
        WHERE j.done_at IS NULL AND j.run_at <= ${wall}::timestamptz + coalesce(c.offset_ms, 0) * interval '1 millisecond'
          -- A bound the due index can range over: nothing is due later than the furthest clock's now.
          AND j.run_at <= ${wall}::timestamptz + (SELECT coalesce(max(offset_ms), 0) FROM sandbox_clocks) * interval '1 millisecond'
          AND (j.locked_until IS NULL OR j.locked_until <= ${wall}) AND j.attempts < ${MAX_JOB_ATTEMPTS}
          AND ${accountId === undefined ? sql`(c.advancing_until IS NULL OR c.advancing_until <= ${wall})` : sql`j.account_id = ${accountId}`}
        ORDER BY j.run_at, j.id
        LIMIT ${batch}
        FOR UPDATE OF j SKIP LOCKED
      )
      RETURNING id, kind, payload, attempts, account_id, (SELECT offset_ms FROM sandbox_clocks WHERE account_id = jobs.account_id) AS offset_ms`.execute(
      this.deps.db,
    );
    return rows;
  }

  private execute(job: ClaimedJob): Promise<boolean> {
    return this.deps.clock.run({ accountId: job.account_id, offsetMs: Number(job.offset_ms ?? 0) }, () => this.executeOnItsClock(job));
  }

  private async executeOnItsClock(job: ClaimedJob): Promise<boolean> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      return await inTransaction(this.deps.db, async (tx) => {
        // Completed by another process since the claim (its lease ran out)? Then nothing to do.
        const current = await tx.selectFrom('jobs').select('done_at').where('id', '=', job.id).forUpdate().executeTakeFirst();
        if (!current || current.done_at) return false;
        await handler(tx, job.payload as never, job);
        await tx.updateTable('jobs').set({ done_at: this.deps.clock.now(), locked_until: null, last_error: null }).where('id', '=', job.id).execute();
        return true;
      });
      // biome-ignore lint/plugin: a failed job is reported and rescheduled with back-off.
    } catch (error) {
      this.deps.onError?.(error, job);
      // Back off: 2^attempts seconds on the job's clock.
      const retryAt = new Date(this.deps.clock.now().getTime() + 2 ** job.attempts * SECOND);
      await this.deps.db
        .updateTable('jobs')
        .set({ locked_until: null, run_at: retryAt, last_error: String(error instanceof Error ? error.message : error).slice(0, 500) })
        .where('id', '=', job.id)
        .execute();
      return false;
    }
  }
}
