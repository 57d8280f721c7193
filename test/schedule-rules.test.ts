import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInMonth,
  firstOccurrenceOnOrAfter,
  type Frequency,
  localDate,
  occurrenceDate,
  startOfLocalDay,
  upcomingOccurrences,
} from '../src/modules/schedules/schedule-rules.js';

const dates = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const frequencies = fc.constantFrom<Frequency>('DAILY', 'WEEKLY', 'MONTHLY');
const zones = fc.constantFrom(
  'UTC',
  'Africa/Accra',
  'Africa/Nairobi',
  'Europe/London',
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'Asia/Kathmandu',
  'America/St_Johns',
);
const dayMs = 86_400_000;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / dayMs);

describe('schedule rules', () => {
  it('daily and weekly schedules step by exactly 1 and 7 days', () => {
    fc.assert(
      fc.property(dates, fc.constantFrom<Frequency>('DAILY', 'WEEKLY'), fc.integer({ min: 0, max: 2000 }), (start, frequency, n) => {
        const step = frequency === 'DAILY' ? 1 : 7;
        expect(daysBetween(occurrenceDate(frequency, start, n), occurrenceDate(frequency, start, n + 1))).toBe(step);
        expect(daysBetween(start, occurrenceDate(frequency, start, n))).toBe(step * n);
      }),
    );
  });

  it('monthly schedules keep the start day, or the last day of a shorter month, in consecutive months', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 400 }), (start, n) => {
        const startDay = Number(start.slice(8));
        const date = occurrenceDate('MONTHLY', start, n);
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        expect(d).toBe(Math.min(startDay, daysInMonth(y, m)));
        const next = occurrenceDate('MONTHLY', start, n + 1);
        const [ny, nm] = next.split('-').map(Number) as [number, number];
        expect((ny - y) * 12 + (nm - m)).toBe(1);
      }),
    );
    expect(upcomingOccurrences('MONTHLY', '2027-01-31', '2027-01-31', 5)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    expect(upcomingOccurrences('MONTHLY', '2028-01-30', '2028-02-01', 2)).toEqual(['2028-02-29', '2028-03-30']);
  });

  it('the first occurrence on or after a date is an occurrence, not before it, with none skipped between', () => {
    fc.assert(
      fc.property(dates, frequencies, fc.integer({ min: -40, max: 3000 }), (start, frequency, offset) => {
        const from = addDays(start, offset);
        const first = firstOccurrenceOnOrAfter(frequency, start, from);
        expect(first >= from && first >= start).toBe(true);
        const upcoming = upcomingOccurrences(frequency, start, first, 3);
        expect(upcoming[0]).toBe(first);
        for (let i = 1; i < upcoming.length; i++) expect(upcoming[i]! > upcoming[i - 1]!).toBe(true);
        // The occurrence before it (if any) is before `from`.
        let n = 0;
        while (occurrenceDate(frequency, start, n) < first) n++;
        expect(occurrenceDate(frequency, start, n)).toBe(first);
        if (n > 0) expect(occurrenceDate(frequency, start, n - 1) < from).toBe(true);
      }),
    );
  });

  it('an occurrence falls due at the first instant of its local day in the time zone', () => {
    fc.assert(
      fc.property(dates, zones, (date, zone) => {
        const start = startOfLocalDay(date, zone);
        expect(localDate(start, zone)).toBe(date);
        expect(localDate(new Date(start.getTime() - 1), zone) < date).toBe(true);
      }),
    );
    expect(startOfLocalDay('2026-01-16', 'Pacific/Auckland').toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(startOfLocalDay('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfLocalDay('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });
});
