import { outsideKeyedRequest } from './keyed-request.js';
import { sql } from 'kysely';
import { inSlices, inTransaction, onCommit, type DB, type Executor, type Tx } from '../db/database.js';
import type { AccountClock } from './account-time.js';
import { SECOND } from './clock.js';
import type { JobPayloads } from './registry.js';

/** A job kind a module declares, with its payload type (platform/registry.ts). */
export type JobKind = keyof JobPayloads;

export type JobHandler<K extends JobKind = JobKind> = (tx: Tx, payload: JobPayloads[K], job: { id: string; attempts: number }) => Promise<void>;

/**
 * A kind whose due jobs may also run together, in one transaction (a batch's payouts answered at
 * once): `together` must do exactly what `each` does for each payload, in order.
 */
export interface GroupedJobHandler<K extends JobKind = JobKind> {
  each: JobHandler<K>;
  together: (tx: Tx, payloads: JobPayloads[K][]) => Promise<void>;
}

/** The most jobs one transaction runs together: a bounded transaction, and a bounded loss of work when it fails. */
const JOBS_TOGETHER = 100;

/** Rows of one multi-row insert of jobs: well below PostgreSQL's 65,535 parameters a statement. */
const JOBS_PER_STATEMENT = 1000;

/** How long a claimed job is reserved for its worker; after that another process may take it. */
const LEASE_MS = 60 * SECOND;
export const MAX_JOB_ATTEMPTS = 10;

interface ClaimedJob {
  id: string;
  run_at: Date;
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
  private readonly groupHandlers = new Map<string, GroupedJobHandler<never>['together']>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  /** Jobs fell due during a pass: another follows it. */
  private passAgain = false;

  constructor(
    private readonly deps: {
      db: DB;
      clock: AccountClock;
      onError?: (error: unknown, job: { id: string; kind: string }) => void;
      /** A poll that could not claim (the database unreachable): reported; the next poll tries again. */
      onPollError?: (error: unknown) => void;
    },
  ) {}

  register<K extends JobKind>(kind: K, handler: JobHandler<K> | GroupedJobHandler<K>): void {
    if (typeof handler === 'function') {
      this.handlers.set(kind, handler as JobHandler<never>);
      return;
    }
    this.handlers.set(kind, handler.each as JobHandler<never>);
    this.groupHandlers.set(kind, handler.together as GroupedJobHandler<never>['together']);
  }

  /**
   * Schedules a job in the caller's transaction, so it exists exactly when the change does. It
   * belongs to the account of the flow scheduling it, and `runAt` is on that account's clock.
   */
  async schedule<K extends JobKind>(executor: Executor, kind: K, payload: JobPayloads[K], runAt: Date): Promise<void> {
    await this.scheduleMany(executor, kind, [{ payload, runAt }]);
  }

  /** Several jobs of one kind (a batch's payouts), in as few statements as the parameters allow. */
  async scheduleMany<K extends JobKind>(executor: Executor, kind: K, jobs: readonly { payload: JobPayloads[K]; runAt: Date }[]): Promise<void> {
    if (jobs.length === 0) return;
    const now = this.deps.clock.now();
    const accountId = this.deps.clock.accountId();
    await inSlices(jobs, JOBS_PER_STATEMENT, (slice) =>
      executor
        .insertInto('jobs')
        .values(
          slice.map((job) => ({
            kind,
            payload: JSON.stringify(job.payload),
            run_at: job.runAt,
            account_id: accountId,
            locked_until: null,
            last_error: null,
            done_at: null,
            created_at: now,
          })),
        )
        .execute(),
    );
    // Due at once (the sandbox's zero delays): the background runs them when they commit, not at its next poll.
    if (jobs.some((job) => job.runAt <= now)) onCommit(executor, () => this.runSoon());
  }

  /**
   * Runs every job that is due now; returns how many completed. With `accountId`, only that
   * account's jobs, including while its clock is being advanced (the background leaves them alone then).
   */
  async runDue(options: { batch?: number; accountId?: string } = {}): Promise<number> {
    return outsideKeyedRequest(() => this.runDueJobs(options));
  }

  private async runDueJobs(options: { batch?: number; accountId?: string }): Promise<number> {
    const batch = options.batch ?? JOBS_TOGETHER;
    let completed = 0;
    for (;;) {
      const claimed = await this.claim(batch, options.accountId);
      for (const run of this.runsOf(claimed)) completed += run.length === 1 ? Number(await this.execute(run[0]!)) : await this.executeTogether(run);
      if (claimed.length < batch) return completed;
    }
  }

  /**
   * The claimed jobs in their order, neighbours of one kind that may run together (on one account's
   * clock) made one run: the order in which jobs take effect stays the order they fell due.
   */
  private runsOf(claimed: ClaimedJob[]): ClaimedJob[][] {
    const runs: ClaimedJob[][] = [];
    for (const job of claimed) {
      const last = runs.at(-1)?.[0];
      const together =
        last !== undefined &&
        this.groupHandlers.has(job.kind) &&
        last.kind === job.kind &&
        last.account_id === job.account_id &&
        last.offset_ms === job.offset_ms;
      if (together) runs.at(-1)!.push(job);
      else runs.push([job]);
    }
    return runs;
  }

  /** Jobs of one kind in one transaction; should it fail, each runs again on its own, so one job's fault is its own. */
  private async executeTogether(jobs: ClaimedJob[]): Promise<number> {
    const together = this.groupHandlers.get(jobs[0]!.kind)!;
    try {
      return await this.onItsClock(jobs[0]!, () =>
        this.completeInOneTransaction(jobs, (tx, due) =>
          together(
            tx,
            due.map((j) => j.payload as never),
          ),
        ),
      );
      // biome-ignore lint/plugin: the group's fault is not lost: each job runs again alone, and reports its own.
    } catch {
      let completed = 0;
      for (const job of jobs) if (await this.execute(job)) completed++;
      return completed;
    }
  }

  /**
   * Runs the claimed jobs still open (another process may have completed one since the claim, its
   * lease run out) and marks them done, in one transaction; how many it completed.
   */
  private completeInOneTransaction(jobs: ClaimedJob[], run: (tx: Tx, due: ClaimedJob[]) => Promise<void>): Promise<number> {
    return inTransaction(this.deps.db, async (tx) => {
      const open = await tx
        .selectFrom('jobs')
        .select('id')
        .where(
          'id',
          'in',
          jobs.map((j) => j.id),
        )
        .where('done_at', 'is', null)
        .orderBy('id')
        .forUpdate()
        .execute();
      const openIds = new Set(open.map((j) => j.id));
      const due = jobs.filter((j) => openIds.has(j.id));
      if (due.length === 0) return 0;
      await run(tx, due);
      await tx
        .updateTable('jobs')
        .set({ done_at: this.deps.clock.now(), locked_until: null, last_error: null })
        .where(
          'id',
          'in',
          due.map((j) => j.id),
        )
        .execute();
      return due.length;
    });
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
    this.timer ??= setInterval(() => this.pass(), intervalMs);
    this.timer.unref();
  }

  /** A pass now if the background runs (after the one in progress, if any), for jobs that just fell due. */
  private runSoon(): void {
    if (!this.timer) return;
    if (this.running) this.passAgain = true;
    else this.pass();
  }

  private pass(): void {
    if (this.running) return;
    this.passAgain = false;
    // A failed poll (the database unreachable) is reported and the next one runs again; it must not end the process.
    const polled = this.runDue().then(
      () => undefined,
      (error: unknown) => this.deps.onPollError?.(error),
    );
    this.running = polled.finally(() => {
      this.running = undefined;
      if (this.passAgain && this.timer) this.pass();
    });
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
      RETURNING id, kind, payload, attempts, account_id, run_at, (SELECT offset_ms FROM sandbox_clocks WHERE account_id = jobs.account_id) AS offset_ms`.execute(
      this.deps.db,
    );
    // An UPDATE's RETURNING keeps no order: the jobs run in the order they fell due, then were scheduled.
    return rows.sort((a, b) => a.run_at.getTime() - b.run_at.getTime() || Number(BigInt(a.id) - BigInt(b.id)));
  }

  private execute(job: ClaimedJob): Promise<boolean> {
    return this.onItsClock(job, () => this.executeOnItsClock(job));
  }

  /** A job runs on the sandbox clock of the account it belongs to, as it was when claimed. */
  private onItsClock<T>(job: ClaimedJob, work: () => Promise<T>): Promise<T> {
    return this.deps.clock.run({ accountId: job.account_id, offsetMs: Number(job.offset_ms ?? 0) }, work);
  }

  private async executeOnItsClock(job: ClaimedJob): Promise<boolean> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      return (await this.completeInOneTransaction([job], (tx) => handler(tx, job.payload as never, job))) === 1;
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
