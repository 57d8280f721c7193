import type { ColumnType, Selectable } from 'kysely';
import type { Timestamp } from '../../db/tables.js';
import type { Frequency } from './schedule-rules.js';

declare module '../../db/tables.js' {
  interface Database {
    schedules: SchedulesTable;
    schedule_occurrences: ScheduleOccurrencesTable;
  }
}

export type ScheduleStatus = 'ACTIVE' | 'PAUSED' | 'ENDED';

/** A local calendar date (YYYY-MM-DD), kept as text. */
type LocalDate = ColumnType<string, string, string>;

export interface SchedulesTable {
  /** The id of the domain object the schedule drives (a savings plan, a scheduled bill payment). */
  id: string;
  kind: string;
  user_id: string;
  frequency: Frequency;
  start_date: LocalDate;
  time_zone: string;
  status: ScheduleStatus;
  /** The next occurrence's local date while ACTIVE; null otherwise. */
  next_run_date: ColumnType<string | null, string | null, string | null>;
  last_run_date: ColumnType<string | null, string | null, string | null>;
  ended_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ScheduleRow = Selectable<SchedulesTable>;

export type OccurrenceStatus = 'EXECUTED' | 'SKIPPED';

export interface ScheduleOccurrencesTable {
  schedule_id: string;
  local_date: LocalDate;
  status: OccurrenceStatus;
  /** What the occurrence made (a ledger entry, a bill payment), when it ran. */
  reference: string | null;
  /** Why it was skipped: an error code (INSUFFICIENT_FUNDS, KYC_LIMIT_EXCEEDED, …). */
  reason: string | null;
  message: string | null;
  ran_at: Timestamp;
}

export type ScheduleOccurrenceRow = Selectable<ScheduleOccurrencesTable>;
