import { CalendarDate } from '../../platform/wire-formats.js';
import { resource } from '../../platform/resources.js';
import { z } from 'zod';

/** The schedule fields every recurring object answers with on REST (frequency in the spec's lower case). */
export const ScheduleJsonFields = {
  frequency: z.enum(['daily', 'weekly', 'monthly']),
  startDate: CalendarDate.describe('YYYY-MM-DD, the first occurrence; a monthly schedule keeps its day, or the last day of shorter months'),
  timeZone: z.string().describe('IANA time zone whose calendar the schedule follows; occurrences fall due at the start of their local day'),
  status: z.enum(['ACTIVE', 'PAUSED', 'ENDED']),
  lastRunDate: CalendarDate.nullable().describe('The last occurrence that ran or was skipped'),
  endedReason: z.string().nullable(),
};

export const OccurrencesJson = resource(
  'ScheduleOccurrences',
  "A schedule's next dates, with every calendar rule applied, and the dates that came due (paid, debited or skipped, with the reason).",
  z.object({
    id: z.string(),
    upcoming: z
      .array(z.string())
      .describe('The next dates it runs on (YYYY-MM-DD), every calendar rule applied; while paused, the dates a resume now would give'),
    past: z
      .array(
        z.object({
          date: CalendarDate,
          status: z.enum(['EXECUTED', 'SKIPPED']),
          reference: z.string().nullable().describe('What the occurrence made: a ledger entry or a bill payment'),
          reason: z.string().nullable().describe('Why it was skipped: INSUFFICIENT_FUNDS, KYC_LIMIT_EXCEEDED, …'),
          message: z.string().nullable(),
        }),
      )
      .describe('The latest occurrences that ran or were skipped, newest first'),
  }),
);
