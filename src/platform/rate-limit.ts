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

export interface Limits {
  perMinute: number;
  perDay: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix epoch seconds when the binding window resets. */
  resetAt: number;
  retryAfterSeconds: number;
  /**
   * This request's reservation found the account's limits in the database different from the ones
   * the caller passed (a plan changed in another process): the caller's copy is stale.
   */
  limitsChanged: boolean;
}

/** Quota this process reserved from the shared counters and has not spent yet. */
interface Lease {
  minuteStart: number;
  dayStart: number;
  unspent: number;
  /** The shared counts right after this process's last reservation. */
  minuteCount: number;
  dayCount: number;
  /** The limits the reservation was judged by. */
  limits: Limits;
}

interface CounterRow {
  bucket: string;
  count: number;
  per_minute: number | null;
  per_day: number | null;
}

const MAX_BLOCK = 1000;

/**
 * Fixed-window limits per bucket (a developer account), shared by every server process through
 * counters in PostgreSQL. Each process reserves quota in blocks of 1% of the per-minute limit (at
 * least one request, so small limits are exact) and spends it locally: one statement per block
 * instead of a write to the same row on every request. The database never grants more than the
 * limit; a process's unspent block is at most 1% of a window left unused.
 *
 * A developer account's bucket is judged by the account's limits as the database holds them when
 * the block is reserved, not by a process's cached copy: a plan changed in another process applies
 * from the next reservation (a Sandbox plan's block is one request), and the caller is told its
 * copy is stale.
 */
export class RateLimiter {
  private readonly leases = new Map<string, Lease>();
  private readonly reserving = new Map<string, Promise<void>>();

  constructor(
    private readonly db: DB,
    private readonly clock: Clock,
  ) {}

  /** `accountId`: the bucket is that developer account's, whose current limits the database has. */
  async hit(bucket: string, limits: Limits, accountId?: string): Promise<RateLimitDecision> {
    for (;;) {
      const now = this.clock.now().getTime();
      const minuteStart = now - (now % MINUTE);
      const dayStart = now - (now % DAY);
      const lease = this.leases.get(bucket);
      if (lease && lease.minuteStart === minuteStart && lease.dayStart === dayStart && lease.unspent > 0) {
        lease.unspent -= 1;
        return decide(now, lease, true);
      }
      const pending = this.reserving.get(bucket);
      if (pending) {
        await pending;
        continue;
      }
      const reservation = this.reserve(bucket, limits, minuteStart, dayStart, accountId);
      this.reserving.set(
        bucket,
        reservation.then(
          () => undefined,
          () => undefined,
        ),
      );
      try {
        // The reserving request spends the block's first unit; requests that waited take the rest.
        const { granted, limitsChanged } = await reservation;
        return decide(now, this.leases.get(bucket)!, granted, limitsChanged);
      } finally {
        this.reserving.delete(bucket);
      }
    }
  }

  /**
   * What the bucket's current windows have counted, from the shared counters: the quota every
   * process has reserved, which runs ahead of the requests served by at most a block per process.
   */
  async usage(bucket: string): Promise<{ minute: number; day: number; minuteResetsAt: Date }> {
    const now = this.clock.now().getTime();
    const minuteStart = now - (now % MINUTE);
    const dayStart = now - (now % DAY);
    const rows = await this.db
      .selectFrom('rate_limit_counters')
      .select(['bucket', 'window_start', 'count'])
      .where('bucket', 'in', [`${bucket}:minute`, `${bucket}:day`])
      .execute();
    const counted = (suffix: string, windowStart: number) => {
      const row = rows.find((r) => r.bucket === `${bucket}:${suffix}`);
      return row && row.window_start.getTime() >= windowStart ? Number(row.count) : 0;
    };
    return { minute: counted('minute', minuteStart), day: counted('day', dayStart), minuteResetsAt: new Date(minuteStart + MINUTE) };
  }

  /** Takes a block from the shared counters: not granted when nothing is left in a window. */
  private async reserve(
    bucket: string,
    cached: Limits,
    minuteStart: number,
    dayStart: number,
    accountId: string | undefined,
  ): Promise<{ granted: boolean; limitsChanged: boolean }> {
    const block = Math.max(1, Math.min(MAX_BLOCK, Math.floor(cached.perMinute / 100)));
    const minuteBucket = `${bucket}:minute`;
    const dayBucket = `${bucket}:day`;
    const { rows } = await sql<CounterRow>`
      WITH counted AS (
        INSERT INTO rate_limit_counters AS c (bucket, window_start, count)
        VALUES (${minuteBucket}, ${new Date(minuteStart)}, ${block}), (${dayBucket}, ${new Date(dayStart)}, ${block})
        ON CONFLICT (bucket) DO UPDATE SET
          count = CASE WHEN EXCLUDED.window_start > c.window_start THEN EXCLUDED.count ELSE c.count + EXCLUDED.count END,
          window_start = GREATEST(c.window_start, EXCLUDED.window_start)
        RETURNING bucket, count
      )
      SELECT counted.bucket, counted.count, a.rate_per_minute AS per_minute, a.rate_per_day AS per_day
      FROM counted LEFT JOIN developer_accounts a ON a.id = ${accountId ?? null}::text`.execute(this.db);
    const minuteCount = rows.find((r) => r.bucket === minuteBucket)?.count ?? block;
    const dayCount = rows.find((r) => r.bucket === dayBucket)?.count ?? block;
    const current = rows[0]?.per_minute != null && rows[0].per_day != null ? { perMinute: rows[0].per_minute, perDay: rows[0].per_day } : cached;
    const limitsChanged = current.perMinute !== cached.perMinute || current.perDay !== cached.perDay;
    // Only the part of the block that fits under both limits may be spent.
    const usable = Math.min(block, Math.max(0, current.perMinute - (minuteCount - block)), Math.max(0, current.perDay - (dayCount - block)));
    this.leases.set(bucket, { minuteStart, dayStart, unspent: Math.max(0, usable - 1), minuteCount, dayCount, limits: current });
    return { granted: usable > 0, limitsChanged };
  }
}

/**
 * Every request counts, refused ones included, so a client hammering a spent window stays refused.
 * `limitsChanged` only on the decision whose reservation found it, so the caller drops its copy once.
 */
function decide(now: number, lease: Lease, allowed: boolean, limitsChanged = false): RateLimitDecision {
  const limits = lease.limits;
  const minuteUsed = lease.minuteCount - lease.unspent;
  const dayUsed = lease.dayCount - lease.unspent;
  // Report the window that decides: the day once it is spent, otherwise the minute.
  const daySpent = !allowed && dayUsed >= limits.perDay;
  const limit = daySpent ? limits.perDay : limits.perMinute;
  const resetMs = daySpent ? lease.dayStart + DAY : lease.minuteStart + MINUTE;
  return {
    allowed,
    limit,
    remaining: Math.max(0, Math.min(limits.perMinute - minuteUsed, limits.perDay - dayUsed)),
    resetAt: Math.ceil(resetMs / 1000),
    retryAfterSeconds: Math.max(1, Math.ceil((resetMs - now) / 1000)),
    limitsChanged,
  };
}
