import type { DB as Tables } from '../../generated/tables.js';
import type { Selectable } from 'kysely';
import type { Frequency } from './schedule-rules.js';

declare module '../../db/tables.js' {
  interface Database {
    schedules: SchedulesTable;
    schedule_occurrences: ScheduleOccurrencesTable;
  }
}

export type ScheduleStatus = 'ACTIVE' | 'PAUSED' | 'ENDED';

export interface SchedulesTable extends Omit<Tables['schedules'], 'frequency' | 'status'> {
  frequency: Frequency;
  status: ScheduleStatus;
}

export type ScheduleRow = Selectable<SchedulesTable>;

export type OccurrenceStatus = 'EXECUTED' | 'SKIPPED';

export interface ScheduleOccurrencesTable extends Omit<Tables['schedule_occurrences'], 'status'> {
  status: OccurrenceStatus;
}

export type ScheduleOccurrenceRow = Selectable<ScheduleOccurrencesTable>;
