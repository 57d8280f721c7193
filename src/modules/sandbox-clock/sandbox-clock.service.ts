import type { KeptReads } from '../../db/kept-reads.js';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import { readAccountTime, type AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { MINUTE } from '../../platform/clock.js';
import { badRequest, DomainError } from '../../platform/errors.js';
import type { EventBody } from '../../platform/events/stream.js';
import type { JobQueue } from '../../platform/jobs.js';
import type { Logger } from '../../platform/logger.js';
import { parseInput } from '../../platform/validation.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import type { SandboxClockJson } from './sandbox-clock.json.js';
import type { DeveloperService } from '../developer/developer.service.js';
import type { WebhookDispatcher } from '../webhooks/webhook-dispatcher.js';

/** How far one advance may go: ten years, enough for any schedule, small enough to walk. */
const MAX_ADVANCE_SECONDS = 10 * 366 * 24 * 3600;
/** How long an advance may keep the account's due work to itself before another may take over. */
const ADVANCE_LEASE_MS = 10 * MINUTE;
/** A runaway guard: an advance that fires more steps than this stops with what it did. */
const MAX_STEPS = 10_000;
/** How many times a background advance walks on after a fault before it stops short and says so in the log. */
const BACKGROUND_WALK_ATTEMPTS = 3;
/** How long a request walks an advance before answering; what is left goes on in the background. */
export const DEFAULT_ADVANCE_ANSWER_BUDGET_MS = 2_000;

export const AdvanceClockInput = z
  .strictObject({
    seconds: z
      .number({ error: 'seconds must be a number' })
      .int('seconds must be a whole number')
      .min(1, 'seconds must be at least 1: the clock only moves forward')
      .max(MAX_ADVANCE_SECONDS, `seconds must be at most ${MAX_ADVANCE_SECONDS} (ten years)`)
      .optional(),
    to: z.iso.datetime({ offset: true, error: 'to must be an ISO 8601 timestamp with a time zone, e.g. 2027-01-31T09:00:00Z' }).optional(),
  })
  .refine((input) => (input.seconds === undefined) !== (input.to === undefined), { message: 'give either seconds or to, not both', path: ['seconds'] });

export type SandboxClockModel = ModelOf<typeof SandboxClockJson>;

export interface ClockAdvanceModel {
  clock: SandboxClockModel;
  previousNow: Date;
  /** Every event the account's objects fired while its time passed, in order. */
  fired: (EventBody & { sequence: number | null })[];
}

/**
 * The sandbox clock of a developer account (platform/account-time.ts): integrators see in seconds
 * what takes days. Advancing walks the account's due work in time order, as the passage of time
 * would: at each next due time the clock stops there, the jobs (expiries, reviews, mobile money
 * outcomes, schedules) and webhook attempts due run, and what they schedule joins the walk.
 */
export class SandboxClockService {
  constructor(
    private readonly deps: {
      db: DB;
      clock: AccountClock;
      jobs: JobQueue;
      webhookDispatcher: WebhookDispatcher;
      developer: DeveloperService;
      keptReads: KeptReads;
      logger: Logger;
      answerBudgetMs?: number;
    },
  ) {}

  async read(principal: UserPrincipal): Promise<SandboxClockModel> {
    const account = await this.deps.developer.accountOf(principal);
    return this.clockOf(account.id);
  }

  async advance(principal: UserPrincipal, rawInput: unknown): Promise<ClockAdvanceModel> {
    const input = parseInput(AdvanceClockInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    const accountId = account.id;
    await this.takeAdvanceLease(accountId);
    let background = false;
    try {
      const before = await this.clockOf(accountId);
      const target = input.to ? new Date(input.to) : new Date(before.now.getTime() + input.seconds! * 1000);
      if (target.getTime() <= before.now.getTime())
        throw badRequest(`Invalid request: to: the clock only moves forward; it reads ${before.now.toISOString()}`, [
          { field: 'to', message: `must be after the account's time now, ${before.now.toISOString()}` },
        ]);
      if (target.getTime() - before.now.getTime() > MAX_ADVANCE_SECONDS * 1000)
        throw badRequest('Invalid request: to: at most ten years ahead in one advance', [{ field: 'to', message: 'must be at most ten years ahead' }]);
      const firstEvent = await this.lastEventSeq();
      await this.deps.db.updateTable('sandbox_clocks').set({ advancing_to: target }).where('account_id', '=', accountId).execute();
      const answerBy = performance.now() + (this.deps.answerBudgetMs ?? DEFAULT_ADVANCE_ANSWER_BUDGET_MS);
      const walk = { steps: 0 };
      const finished = await this.walk(accountId, target, walk, answerBy);
      if (!finished) {
        // One request does bounded work: the rest goes on in this process, the lease renewed at each step.
        background = true;
        void this.continueInBackground(accountId, target, walk);
        return { clock: await this.clockOf(accountId), previousNow: before.now, fired: await this.eventsSince(accountId, firstEvent) };
      }
      return { clock: await this.clockOf(accountId, false), previousNow: before.now, fired: await this.eventsSince(accountId, firstEvent) };
    } finally {
      if (!background) await this.finishAdvance(accountId);
    }
  }

  /**
   * Walks the account's due work up to `target`, at most until `answerBy` (performance.now()):
   * true once the clock reads `target`, false when time ran out first.
   */
  private async walk(accountId: string, target: Date, walk: { steps: number }, answerBy: number): Promise<boolean> {
    for (; walk.steps < MAX_STEPS; walk.steps++) {
      if (performance.now() > answerBy) return false;
      // A long walk keeps the account's lease: no other advance, and no worker, takes its due work meanwhile.
      if (walk.steps % 50 === 49) await this.renewAdvanceLease(accountId);
      const due = await this.nextDueAt(accountId);
      if (!due || due > target) break;
      await this.moveTo(accountId, due);
      const ran = (await this.deps.jobs.runDue({ accountId })) + (await this.deps.webhookDispatcher.deliverDue({ accountId }));
      // Due work nobody could take (held by a worker elsewhere) is left to that worker.
      if (ran === 0 && (await this.nextDueAt(accountId))?.getTime() === due.getTime()) break;
    }
    await this.moveTo(accountId, target);
    return true;
  }

  /** The rest of an advance, after its request answered: no caller is left to hand a fault to, so it is logged. */
  private async continueInBackground(accountId: string, target: Date, walk: { steps: number }): Promise<void> {
    // A walk resumes from what is still due, so a step that failed (a lost connection, a deadlock) is
    // walked again: given up at once, the clock would read READY short of where it was sent.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.walk(accountId, target, walk, Number.POSITIVE_INFINITY);
        break;
        // biome-ignore lint/plugin: nobody awaits a background walk: its fault is logged and walked again, then the lease released below.
      } catch (error) {
        if (attempt >= BACKGROUND_WALK_ATTEMPTS) {
          this.deps.logger.error({ err: error, accountId, attempt }, 'background sandbox clock advance failed');
          break;
        }
        this.deps.logger.warn({ err: error, accountId, attempt }, 'a background sandbox clock advance failed a step; walking on again');
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
    try {
      await this.finishAdvance(accountId);
      // biome-ignore lint/plugin: a lease left behind expires by itself (ADVANCE_LEASE_MS); the fault is logged.
    } catch (error) {
      this.deps.logger.error({ err: error, accountId }, 'could not release a sandbox clock advance');
    }
  }

  private async renewAdvanceLease(accountId: string): Promise<void> {
    await this.deps.db
      .updateTable('sandbox_clocks')
      .set({ advancing_until: new Date(this.deps.clock.wallNow().getTime() + ADVANCE_LEASE_MS) })
      .where('account_id', '=', accountId)
      .execute();
  }

  private async finishAdvance(accountId: string): Promise<void> {
    await this.deps.db.updateTable('sandbox_clocks').set({ advancing_until: null, advancing_to: null }).where('account_id', '=', accountId).execute();
  }

  private async clockOf(accountId: string, readAdvance = true): Promise<SandboxClockModel> {
    const { offsetMs } = await readAccountTime(this.deps.db, accountId);
    const wall = this.deps.clock.wallNow();
    const advance = readAdvance
      ? await this.deps.db.selectFrom('sandbox_clocks').select(['advancing_to', 'advancing_until']).where('account_id', '=', accountId).executeTakeFirst()
      : undefined;
    const advancing = advance?.advancing_to != null && advance.advancing_until !== null && advance.advancing_until > wall;
    return {
      accountId,
      now: new Date(wall.getTime() + offsetMs),
      offsetSeconds: Math.floor(offsetMs / 1000),
      status: advancing ? 'ADVANCING' : 'READY',
      advancingTo: advancing ? advance!.advancing_to : null,
    };
  }

  /** One advance per account at a time; while it runs, the background workers leave the account's due work to it. */
  private async takeAdvanceLease(accountId: string): Promise<void> {
    const wall = this.deps.clock.wallNow();
    const taken = await sql<{ account_id: string }>`
      INSERT INTO sandbox_clocks (account_id, offset_ms, advancing_until, updated_at)
      VALUES (${accountId}, 0, ${new Date(wall.getTime() + ADVANCE_LEASE_MS)}, ${wall})
      ON CONFLICT (account_id) DO UPDATE SET advancing_until = EXCLUDED.advancing_until
        WHERE sandbox_clocks.advancing_until IS NULL OR sandbox_clocks.advancing_until <= ${wall}
      RETURNING account_id`.execute(this.deps.db);
    if (taken.rows.length === 0) throw new DomainError('CLOCK_BUSY', 'Another advance of this sandbox clock is running; try again when it has finished.');
  }

  /** Sets the account's time to `at` (never back), committed so every process reads it at once. */
  private async moveTo(accountId: string, at: Date): Promise<void> {
    const offsetMs = Math.max(0, at.getTime() - this.deps.clock.wallNow().getTime());
    await sql`UPDATE sandbox_clocks SET offset_ms = greatest(offset_ms, ${offsetMs}), updated_at = ${this.deps.clock.wallNow()} WHERE account_id = ${accountId}`.execute(
      this.deps.db,
    );
    this.deps.keptReads.forgetOnCommit(this.deps.db, `account:${accountId}`);
  }

  private async nextDueAt(accountId: string): Promise<Date | undefined> {
    const [job, delivery] = await Promise.all([
      this.deps.jobs.nextDueAt(this.deps.db, accountId),
      this.deps.webhookDispatcher.nextDueAt(this.deps.db, accountId),
    ]);
    if (!job) return delivery;
    if (!delivery) return job;
    return job < delivery ? job : delivery;
  }

  private async lastEventSeq(): Promise<string> {
    const row = await this.deps.db
      .selectFrom('events')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirst();
    return row?.seq ?? '0';
  }

  /** The account's events committed since the advance began: its users', its own, in the order they were written. */
  private async eventsSince(accountId: string, afterSeq: string): Promise<(EventBody & { sequence: number | null })[]> {
    const { rows } = await sql<{ body: string; position: string | null }>`
      SELECT e.body, p.position FROM events e LEFT JOIN event_positions p ON p.event_id = e.id LEFT JOIN user_directory u ON u.id = e.owner_id
      WHERE e.seq > ${afterSeq} AND (e.owner_id = ${accountId} OR u.developer_account_id = ${accountId})
      ORDER BY e.seq`.execute(this.deps.db);
    return rows.map((row) => ({ ...(JSON.parse(row.body) as EventBody), sequence: row.position === null ? null : Number(row.position) }));
  }
}
