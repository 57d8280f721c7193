import { sql } from 'kysely';
import { inTransaction, type DB, type Executor, type Tx } from '../db/database.js';
import { SECOND, type Clock } from './clock.js';
import type { JobPayloads } from './registry.js';

/** A job kind a module declares, with its payload type (platform/registry.ts). */
export type JobKind = keyof JobPayloads;

export type JobHandler<K extends JobKind = JobKind> = (tx: Tx, payload: JobPayloads[K], job: { id: string; attempts: number }) => Promise<void>;

/** How long a claimed job is reserved for its worker; after that another process may take it. */
const LEASE_MS = 60 * SECOND;
const MAX_ATTEMPTS = 10;

/**
 * Durable background work kept in PostgreSQL (design rule 10). Jobs are claimed with
 * FOR UPDATE SKIP LOCKED, so several processes share the work without taking one job twice; a
 * job's effect and its completion commit in one transaction, so a crash before commit leaves the
 * job to run again and a crash after leaves it done. Due times follow the platform clock.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler<never>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly deps: { db: DB; clock: Clock; onError?: (error: unknown, job: { id: string; kind: string }) => void }) {}

  register<K extends JobKind>(kind: K, handler: JobHandler<K>): void {
    this.handlers.set(kind, handler as JobHandler<never>);
  }

  /** Schedules a job in the caller's transaction, so it exists exactly when the change does. */
  async schedule<K extends JobKind>(executor: Executor, kind: K, payload: JobPayloads[K], runAt: Date): Promise<void> {
    await executor
      .insertInto('jobs')
      .values({ kind, payload: JSON.stringify(payload), run_at: runAt, locked_until: null, last_error: null, done_at: null, created_at: this.deps.clock.now() })
      .execute();
  }

  /** Runs every job that is due now; returns how many completed. */
  async runDue(batch = 50): Promise<number> {
    let completed = 0;
    for (;;) {
      const claimed = await this.claim(batch);
      for (const job of claimed) if (await this.execute(job)) completed++;
      if (claimed.length < batch) return completed;
    }
  }

  /** Polls for due jobs every `intervalMs` until stopped; one pass at a time. */
  start(intervalMs = 1000): void {
    this.timer ??= setInterval(() => {
      if (this.running) return;
      this.running = this.runDue().finally(() => (this.running = undefined));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private async claim(batch: number): Promise<{ id: string; kind: string; payload: unknown; attempts: number }[]> {
    const now = this.deps.clock.now();
    const { rows } = await sql<{ id: string; kind: string; payload: unknown; attempts: number }>`
      UPDATE jobs SET locked_until = ${new Date(now.getTime() + LEASE_MS)}, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM jobs
        WHERE done_at IS NULL AND run_at <= ${now} AND (locked_until IS NULL OR locked_until <= ${now}) AND attempts < ${MAX_ATTEMPTS}
        ORDER BY run_at, id
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, payload, attempts`.execute(this.deps.db);
    return rows;
  }

  private async execute(job: { id: string; kind: string; payload: unknown; attempts: number }): Promise<boolean> {
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
      // Back off: 2^attempts seconds on the platform clock.
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
