import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DB } from '../src/db/database.js';
import { FakeClock, MINUTE } from '../src/platform/clock.js';
import { RateLimiter } from '../src/platform/rate-limit.js';
import { freshDatabase } from './support/harness.js';

let db: DB;
beforeAll(async () => {
  db = createDatabase((await freshDatabase()).url, 8);
});
afterAll(() => db.destroy());

describe('rate limiter with block reservations', () => {
  it('never grants more than the limit across processes, and leaves at most one block per process unused', async () => {
    const clock = new FakeClock(new Date('2026-04-01T12:00:05.000Z'));
    // Two limiters on one database stand for two server processes.
    const processes = [new RateLimiter(db, clock), new RateLimiter(db, clock)];
    const limits = { perMinute: 500, perDay: 100_000 };
    const block = 5;
    const decisions = await Promise.all(Array.from({ length: 700 }, (_, i) => processes[i % 2]!.hit('acct_blocks', limits)));
    const allowed = decisions.filter((d) => d.allowed).length;
    expect(allowed).toBeLessThanOrEqual(500);
    expect(allowed).toBeGreaterThanOrEqual(500 - processes.length * block);
    expect(decisions.filter((d) => !d.allowed).every((d) => d.remaining === 0 && d.retryAfterSeconds === 55)).toBe(true);

    clock.advance(MINUTE);
    expect((await processes[0]!.hit('acct_blocks', limits)).allowed).toBe(true);
  });

  it('counts a small limit exactly', async () => {
    const clock = new FakeClock(new Date('2026-04-01T12:00:00.000Z'));
    const limiter = new RateLimiter(db, clock);
    const decisions = await Promise.all(Array.from({ length: 80 }, () => limiter.hit('acct_exact', { perMinute: 60, perDay: 10_000 })));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(60);
    expect(
      decisions
        .map((d) => d.remaining)
        .sort((a, b) => a - b)
        .slice(-1)[0],
    ).toBe(59);
  });
});
