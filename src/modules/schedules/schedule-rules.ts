/**
 * The calendar rules every schedule follows (savings plans, scheduled bill payments), as pure
 * functions of local calendar dates (YYYY-MM-DD) so they can be property-tested:
 * - occurrence n of a daily schedule is startDate + n days, of a weekly one startDate + 7n days;
 * - a monthly schedule keeps the day of its startDate, or the month's last day when the month is
 *   shorter (started on the 31st: 28 or 29 February, 30 April, then 31 May again);
 * - an occurrence falls due at the start of its local day in the schedule's time zone.
 */
export type Frequency = 'DAILY' | 'WEEKLY' | 'MONTHLY';

export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const satisfies readonly Frequency[];

const DAY_MS = 86_400_000;

function parts(date: string): { y: number; m: number; d: number } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { y, m, d };
}

function format(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function addDays(date: string, days: number): string {
  const { y, m, d } = parts(date);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The n-th occurrence (n ≥ 0) of a schedule started on `startDate`. */
export function occurrenceDate(frequency: Frequency, startDate: string, n: number): string {
  if (frequency === 'DAILY') return addDays(startDate, n);
  if (frequency === 'WEEKLY') return addDays(startDate, 7 * n);
  const { y, m, d } = parts(startDate);
  const monthIndex = m - 1 + n;
  const year = y + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return format(year, month, Math.min(d, daysInMonth(year, month)));
}

/** The first occurrence on or after `from` (a local date). */
export function firstOccurrenceOnOrAfter(frequency: Frequency, startDate: string, from: string): string {
  if (from <= startDate) return startDate;
  const daysBetween = Math.round((Date.parse(`${from}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS);
  // A lower bound on n from the distance, then forward to the first date not before `from`.
  let n = frequency === 'DAILY' ? daysBetween : frequency === 'WEEKLY' ? Math.floor(daysBetween / 7) : Math.max(0, Math.floor(daysBetween / 31) - 1);
  while (occurrenceDate(frequency, startDate, n) < from) n++;
  return occurrenceDate(frequency, startDate, n);
}

/** The next `count` occurrences on or after `from`. */
export function upcomingOccurrences(frequency: Frequency, startDate: string, from: string, count: number): string[] {
  const first = firstOccurrenceOnOrAfter(frequency, startDate, from);
  const dates = [first];
  while (dates.length < count) dates.push(firstOccurrenceOnOrAfter(frequency, startDate, addDays(dates.at(-1)!, 1)));
  return dates;
}

/** The calendar date at `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const shown = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(shown.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a local date begins in `timeZone` (its first moment, where a transition skips midnight). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const { y, m, d } = parts(date);
  const utcMidnight = Date.UTC(y, m - 1, d);
  let instant = utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone);
  // Once more at the found instant: the offset may differ across a daylight-saving change.
  instant = utcMidnight - zoneOffsetMs(new Date(instant), timeZone);
  while (localDate(new Date(instant), timeZone) < date) instant += 15 * 60_000;
  return new Date(instant);
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
    // biome-ignore lint/plugin: an unknown zone is the answer, not a fault.
  } catch {
    return false;
  }
}

/** Where a schedule's owner lives when they name no time zone: by their country, else UTC. */
const ZONE_OF_COUNTRY: Record<string, string> = {
  GH: 'Africa/Accra',
  NG: 'Africa/Lagos',
  KE: 'Africa/Nairobi',
  CI: 'Africa/Abidjan',
  SN: 'Africa/Dakar',
  CM: 'Africa/Douala',
  UG: 'Africa/Kampala',
  TZ: 'Africa/Dar_es_Salaam',
  RW: 'Africa/Kigali',
  ZA: 'Africa/Johannesburg',
  ZM: 'Africa/Lusaka',
  BJ: 'Africa/Porto-Novo',
  GB: 'Europe/London',
  US: 'America/New_York',
  CA: 'America/Toronto',
};

export function defaultTimeZone(country: string): string {
  return ZONE_OF_COUNTRY[country] ?? 'UTC';
}
