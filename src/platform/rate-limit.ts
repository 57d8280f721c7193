import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import type { Plan } from '../db/tables.js';
import { DAY, MINUTE, type Clock } from './clock.js';

/** Requests per minute and per day of each plan; Enterprise limits are set per account by an admin. */
export const PLAN_LIMITS: Record<Exclude<Plan, 'ENTERPRISE'>, { perMinute: number; perDay: number }> = {
  SANDBOX: { perMinute: 60, perDay: 10_000 },
  STARTER: { perMinute: 120, perDay: 50_000 },
  BUSINESS: { perMinute: 600, perDay: 500_000 },
};

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix epoch seconds when the binding window resets. */
  resetAt: number;
  retryAfterSeconds: number;
}

interface CounterRow {
  bucket: string;
  count: number;
}

/**
 * Fixed-window counters per developer account, kept in PostgreSQL so every server process on the
 * database shares them. One statement counts the request in both the minute and the day window.
 */
export class RateLimiter {
  constructor(private readonly db: DB, private readonly clock: Clock) {}

  async hit(accountId: string, limits: { perMinute: number; perDay: number }): Promise<RateLimitDecision> {
    const now = this.clock.now().getTime();
    const minuteStart = now - (now % MINUTE);
    const dayStart = now - (now % DAY);
    const minuteBucket = `${accountId}:minute`;
    const dayBucket = `${accountId}:day`;
    const { rows } = await sql<CounterRow>`
      INSERT INTO rate_limit_counters AS c (bucket, window_start, count)
      VALUES (${minuteBucket}, ${new Date(minuteStart)}, 1), (${dayBucket}, ${new Date(dayStart)}, 1)
      ON CONFLICT (bucket) DO UPDATE SET
        count = CASE WHEN EXCLUDED.window_start > c.window_start THEN 1 ELSE c.count + 1 END,
        window_start = GREATEST(c.window_start, EXCLUDED.window_start)
      RETURNING bucket, count`.execute(this.db);
    const minuteCount = rows.find((r) => r.bucket === minuteBucket)?.count ?? 1;
    const dayCount = rows.find((r) => r.bucket === dayBucket)?.count ?? 1;

    const minute = { limit: limits.perMinute, used: minuteCount, resetMs: minuteStart + MINUTE };
    const day = { limit: limits.perDay, used: dayCount, resetMs: dayStart + DAY };
    const dayExhausted = day.used > day.limit;
    // Report the window that decides: the day once it is spent, otherwise the minute.
    const binding = dayExhausted ? day : minute;
    const allowed = minute.used <= minute.limit && !dayExhausted;
    const remaining = Math.max(0, Math.min(minute.limit - minute.used, day.limit - day.used));
    return {
      allowed,
      limit: binding.limit,
      remaining,
      resetAt: Math.ceil(binding.resetMs / 1000),
      retryAfterSeconds: Math.max(1, Math.ceil((binding.resetMs - now) / 1000)),
    };
  }
}
