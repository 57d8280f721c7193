/**
 * The one clock (design rule 7). Domain code asks it for the time instead of reading the system
 * clock, so tests and the sandbox can move time forward.
 */
export interface Clock {
  now(): Date;
}

export class SystemClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves this process's time forward; used by sandbox tooling, never by domain code. */
  advance(ms: number): void {
    if (ms < 0) throw new RangeError('the clock only moves forward');
    this.offsetMs += ms;
  }
}

/** A clock that stands still until told to move: deterministic expiries and windows in tests. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start: Date = new Date('2026-01-15T09:00:00.000Z')) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    if (ms < 0) throw new RangeError('the clock only moves forward');
    this.current += ms;
  }

  set(at: Date): void {
    this.current = at.getTime();
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function addSeconds(at: Date, seconds: number): Date {
  return new Date(at.getTime() + seconds * SECOND);
}

export function epochSeconds(at: Date): number {
  return Math.floor(at.getTime() / SECOND);
}
