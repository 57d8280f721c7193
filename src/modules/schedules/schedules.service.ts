import { sql } from 'kysely';
import { z } from 'zod';
import { inTransaction, type DB, type Executor, type Tx } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import { badRequest, DomainError, isDomainError, notFound } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import { fields, fromQuery, parseInput } from '../../platform/validation.js';
import {
  addDays,
  defaultTimeZone,
  FREQUENCIES,
  firstOccurrenceOnOrAfter,
  type Frequency,
  isTimeZone,
  localDate,
  startOfLocalDay,
  upcomingOccurrences,
} from './schedule-rules.js';
import type { ScheduleOccurrenceRow, ScheduleRow } from './schedules.tables.js';

export const OCCURRENCE_JOB = 'schedule.occurrence';
/** How far ahead a schedule may start. */
const MAX_START_DAYS = 366 * 5;
export const MAX_PREVIEW = 100;

/** The schedule fields a recurring input shares: frequency (daily, weekly, monthly), startDate, optional timeZone. */
export const ScheduleFields = {
  frequency: z
    .string({ error: `frequency is required: ${FREQUENCIES.map((f) => f.toLowerCase()).join(', ')}` })
    .trim()
    .toUpperCase()
    .pipe(z.enum(FREQUENCIES, { error: 'frequency must be daily, weekly or monthly' })),
  startDate: fields.calendarDate('startDate'),
  timeZone: z
    .string()
    .trim()
    .max(64, 'timeZone must be an IANA time zone, e.g. Africa/Accra')
    .refine(isTimeZone, 'timeZone must be an IANA time zone, e.g. Africa/Accra')
    .optional(),
};

export const PreviewQuery = z.strictObject({
  count: fromQuery(
    z.coerce
      .number({ error: 'count must be an integer' })
      .int('count must be an integer')
      .min(1, `count must be 1-${MAX_PREVIEW}`)
      .max(MAX_PREVIEW, `count must be 1-${MAX_PREVIEW}`)
      .default(5),
  ),
});

/** What an occurrence made: a reference to it, or the end of the schedule (its object is gone). */
export type OccurrenceResult = { reference: string } | { end: string };

/**
 * A domain's side of its schedules: `run` makes one occurrence's money move in the schedule's
 * transaction, or throws a DomainError to skip it (recorded with its reason, then `skipped`
 * announces it).
 */
export interface OccurrenceHandler {
  run(tx: Tx, schedule: ScheduleRow, date: string): Promise<OccurrenceResult>;
  skipped(tx: Tx, schedule: ScheduleRow, date: string, error: DomainError): Promise<void>;
}

/** The schedule fields every recurring object shows (frequency in the spec's lower case; GraphQL's enum maps it). */
export interface ScheduledFields {
  frequency: Lowercase<Frequency>;
  startDate: string;
  timeZone: string;
  status: ScheduleRow['status'];
  lastRunDate: string | null;
  endedReason: string | null;
}

export const scheduledFields = (row: ScheduleRow): ScheduledFields => ({
  frequency: row.frequency.toLowerCase() as Lowercase<Frequency>,
  startDate: row.start_date,
  timeZone: row.time_zone,
  status: row.status,
  lastRunDate: row.last_run_date,
  endedReason: row.ended_reason,
});

/** A date that came due: run (with what it made) or skipped (with why). */
export interface ScheduleOccurrenceModel {
  date: string;
  status: ScheduleOccurrenceRow['status'];
  reference: string | null;
  reason: string | null;
  message: string | null;
}

/**
 * The one schedule mechanism (schedule-rules.ts has its calendar): each occurrence is a durable job
 * due at the start of its local day in the owner's time zone, on the owner's account sandbox
 * clock. An occurrence runs once, under the schedule's row lock and keyed by (schedule, local
 * date); the next one is scheduled in the same transaction, so `nextRunDate` is always the truth.
 * Pausing stops the chain; resuming starts it again from today, never replaying what was missed.
 */
export class SchedulesService {
  private readonly handlers = new Map<string, OccurrenceHandler>();

  constructor(private readonly deps: { db: DB; clock: AccountClock; jobs: JobQueue }) {}

  onOccurrence(kind: string, handler: OccurrenceHandler): void {
    if (this.handlers.has(kind)) throw new Error(`schedules of kind ${kind} have a handler already`);
    this.handlers.set(kind, handler);
  }

  /** The owner's local date now, on their account's clock. */
  today(timeZone: string): string {
    return localDate(this.deps.clock.now(), timeZone);
  }

  /** Creates a schedule in the caller's transaction and schedules its first occurrence. */
  async create(
    tx: Tx,
    input: { id: string; kind: string; userId: string; frequency: Frequency; startDate: string; timeZone?: string | undefined; country: string },
  ): Promise<ScheduleRow> {
    const timeZone = input.timeZone ?? defaultTimeZone(input.country);
    const today = this.today(timeZone);
    if (input.startDate < today)
      throw badRequest(`Invalid request: startDate: must be today (${today} in ${timeZone}) or later`, [
        { field: 'startDate', message: `must be today (${today} in ${timeZone}) or later` },
      ]);
    if (input.startDate > addDays(today, MAX_START_DAYS))
      throw badRequest('Invalid request: startDate: at most five years ahead', [{ field: 'startDate', message: 'must be at most five years ahead' }]);
    const now = this.deps.clock.now();
    const row = await tx
      .insertInto('schedules')
      .values({
        id: input.id,
        kind: input.kind,
        user_id: input.userId,
        frequency: input.frequency,
        start_date: input.startDate,
        time_zone: timeZone,
        status: 'ACTIVE',
        next_run_date: input.startDate,
        last_run_date: null,
        ended_reason: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.scheduleOccurrence(tx, row.id, input.startDate, timeZone);
    return row;
  }

  /** The schedule under its row lock, if the user owns it. */
  async lockOwned(tx: Tx, userId: string, id: string, kind: string): Promise<ScheduleRow | undefined> {
    return tx.selectFrom('schedules').selectAll().where('id', '=', id).where('user_id', '=', userId).where('kind', '=', kind).forUpdate().executeTakeFirst();
  }

  /** Pausing an active schedule: no occurrence runs until it is resumed. Pausing a paused one changes nothing. */
  async pause(tx: Tx, schedule: ScheduleRow): Promise<void> {
    if (schedule.status === 'ENDED') throw new DomainError('SCHEDULE_ENDED', `This schedule ended (${schedule.ended_reason}).`);
    if (schedule.status === 'PAUSED') return;
    await tx.updateTable('schedules').set({ status: 'PAUSED', next_run_date: null, updated_at: this.deps.clock.now() }).where('id', '=', schedule.id).execute();
  }

  /** Resuming: the next occurrence is the first from today on, after the last one that ran; missed ones never run. */
  async resume(tx: Tx, schedule: ScheduleRow): Promise<void> {
    if (schedule.status === 'ENDED') throw new DomainError('SCHEDULE_ENDED', `This schedule ended (${schedule.ended_reason}).`);
    if (schedule.status === 'ACTIVE') return;
    const next = this.resumeDate(schedule);
    await tx.updateTable('schedules').set({ status: 'ACTIVE', next_run_date: next, updated_at: this.deps.clock.now() }).where('id', '=', schedule.id).execute();
    await this.scheduleOccurrence(tx, schedule.id, next, schedule.time_zone);
  }

  /** A schedule of the user's, of one kind; another user's is not found (as `what`). */
  async ownedRow(executor: Executor, userId: string, id: string, kind: string, what: string): Promise<ScheduleRow> {
    const row = await executor
      .selectFrom('schedules')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!row) throw notFound(what);
    return row;
  }

  /**
   * The next `count` (1-100) dates it will run on: from its next date while active, or from a
   * resume now while paused; none once ended.
   */
  preview(schedule: ScheduleRow, rawCount: unknown): string[] {
    const { count } = parseInput(PreviewQuery, { count: rawCount ?? undefined });
    if (schedule.status === 'ENDED') return [];
    const from = schedule.status === 'ACTIVE' ? schedule.next_run_date! : this.resumeDate(schedule);
    return upcomingOccurrences(schedule.frequency, schedule.start_date, from, count);
  }

  /** The latest `count` (1-100) occurrences that ran or were skipped, newest first. */
  async occurrences(executor: Executor, scheduleId: string, rawCount: unknown): Promise<ScheduleOccurrenceModel[]> {
    const { count } = parseInput(PreviewQuery, { count: rawCount ?? undefined });
    return executor
      .selectFrom('schedule_occurrences')
      .select(['local_date as date', 'status', 'reference', 'reason', 'message'])
      .where('schedule_id', '=', scheduleId)
      .orderBy('local_date', 'desc')
      .limit(count)
      .execute();
  }

  /**
   * The occurrence job. It runs once per (schedule, date): a paused, ended or already-run schedule,
   * or a job left from before a pause, does nothing. A DomainError from the domain (insufficient
   * funds, a KYC limit) skips the occurrence with its reason, rolled back to before the attempt.
   */
  async runOccurrence(tx: Tx, scheduleId: string, date: string): Promise<void> {
    const schedule = await tx.selectFrom('schedules').selectAll().where('id', '=', scheduleId).forUpdate().executeTakeFirst();
    if (schedule?.status !== 'ACTIVE' || schedule.next_run_date !== date) return;
    const handler = this.handlers.get(schedule.kind);
    if (!handler) throw new Error(`no handler for schedules of kind ${schedule.kind}`);
    const claimed = await tx
      .insertInto('schedule_occurrences')
      .values({
        schedule_id: scheduleId,
        local_date: date,
        status: 'SKIPPED',
        reference: null,
        reason: 'RUNNING',
        message: null,
        ran_at: this.deps.clock.now(),
      })
      .onConflict((oc) => oc.columns(['schedule_id', 'local_date']).doNothing())
      .returning('schedule_id')
      .executeTakeFirst();
    if (!claimed) return;
    await sql`SAVEPOINT occurrence`.execute(tx);
    let result: OccurrenceResult | DomainError;
    try {
      result = await handler.run(tx, schedule, date);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      await sql`ROLLBACK TO SAVEPOINT occurrence`.execute(tx);
      result = error;
    }
    const occurrence = tx.updateTable('schedule_occurrences').where('schedule_id', '=', scheduleId).where('local_date', '=', date);
    if (result instanceof DomainError) {
      await occurrence.set({ status: 'SKIPPED', reason: result.code, message: result.message.slice(0, 500) }).execute();
      await handler.skipped(tx, schedule, date, result);
    } else if ('end' in result) {
      await occurrence.set({ status: 'SKIPPED', reason: result.end, message: 'The schedule ended.' }).execute();
      await tx
        .updateTable('schedules')
        .set({ status: 'ENDED', next_run_date: null, ended_reason: result.end, updated_at: this.deps.clock.now() })
        .where('id', '=', scheduleId)
        .execute();
      return;
    } else {
      await occurrence.set({ status: 'EXECUTED', reason: null, reference: result.reference }).execute();
    }
    const next = firstOccurrenceOnOrAfter(schedule.frequency, schedule.start_date, addDays(date, 1));
    await tx
      .updateTable('schedules')
      .set({ next_run_date: next, last_run_date: date, updated_at: this.deps.clock.now() })
      .where('id', '=', scheduleId)
      .execute();
    await this.scheduleOccurrence(tx, scheduleId, next, schedule.time_zone);
  }

  private resumeDate(schedule: ScheduleRow): string {
    const today = this.today(schedule.time_zone);
    const after = schedule.last_run_date && schedule.last_run_date >= today ? addDays(schedule.last_run_date, 1) : today;
    return firstOccurrenceOnOrAfter(schedule.frequency, schedule.start_date, after);
  }

  private async scheduleOccurrence(tx: Tx, scheduleId: string, date: string, timeZone: string): Promise<void> {
    await this.deps.jobs.schedule(tx, OCCURRENCE_JOB, { scheduleId, date }, startOfLocalDay(date, timeZone));
  }
}

/** An occurrence as GraphQL answers it (ScheduleOccurrence). */

/**
 * One kind of schedule as its owners reach it through a domain (a user's savings plans, their
 * scheduled bill payments): another user's schedule is not found, named as the domain names it;
 * `describe` turns schedules into the domain's models (its details joined).
 */
export class OwnedSchedules<Model> {
  constructor(
    private readonly schedules: SchedulesService,
    private readonly db: DB,
    private readonly kind: string,
    private readonly what: string,
    private readonly describe: (schedules: ScheduleRow[]) => Promise<Model[]>,
  ) {}

  row(userId: string, id: string): Promise<ScheduleRow> {
    return this.schedules.ownedRow(this.db, userId, id, this.kind, this.what);
  }

  async list(userId: string, page: Page): Promise<Model[]> {
    const rows = await this.db
      .selectFrom('schedules')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', this.kind)
      .$call(newestFirst(page))
      .execute();
    return this.describe(rows);
  }

  async get(userId: string, id: string): Promise<Model> {
    const [model] = await this.describe([await this.row(userId, id)]);
    return model!;
  }

  async pause(userId: string, id: string): Promise<Model> {
    await this.change(userId, id, (tx, schedule) => this.schedules.pause(tx, schedule));
    return this.get(userId, id);
  }

  async resume(userId: string, id: string): Promise<Model> {
    await this.change(userId, id, (tx, schedule) => this.schedules.resume(tx, schedule));
    return this.get(userId, id);
  }

  /** The next `count` dates, every calendar rule applied. */
  async upcoming(userId: string, id: string, count: unknown): Promise<string[]> {
    return this.schedules.preview(await this.row(userId, id), count);
  }

  /** The latest `count` dates that came due, run or skipped. */
  async past(userId: string, id: string, count: unknown): Promise<ScheduleOccurrenceModel[]> {
    await this.row(userId, id);
    return this.schedules.occurrences(this.db, id, count);
  }

  private async change(userId: string, id: string, change: (tx: Tx, schedule: ScheduleRow) => Promise<void>): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const schedule = await this.schedules.lockOwned(tx, userId, id, this.kind);
      if (!schedule) throw notFound(this.what);
      await change(tx, schedule);
    });
  }
}
