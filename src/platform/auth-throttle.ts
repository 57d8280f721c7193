import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import { addSeconds, type Clock } from './clock.js';
import { DomainError } from './errors.js';

/**
 * How many attempts a bucket gets before each further one blocks it for a back-off: 1 s, doubling,
 * at most `maxBlockSeconds`, so no one is locked out for good. The count starts again after
 * `quietSeconds` with no attempt; a success (or a password reset) clears an e-mail's bucket.
 */
export interface ThrottlePolicy {
  free: number;
  quietSeconds: number;
  maxBlockSeconds: number;
}

export const THROTTLE_POLICIES = {
  /** Sign-in attempts for one e-mail, from anywhere (each counts; a success clears them). */
  loginEmail: { free: 5, quietSeconds: 15 * 60, maxBlockSeconds: 15 * 60 },
  /** Wrong passwords from one client address, whichever e-mails. */
  loginAddress: { free: 30, quietSeconds: 15 * 60, maxBlockSeconds: 15 * 60 },
  /** Reset e-mails asked for one address, found or not (the answer is the same). */
  resetEmail: { free: 5, quietSeconds: 60 * 60, maxBlockSeconds: 60 * 60 },
  /** Reset e-mails asked, and bad reset or refresh tokens sent, from one client address. */
  tokenAddress: { free: 20, quietSeconds: 15 * 60, maxBlockSeconds: 15 * 60 },
  /** Bearer credentials (secret keys, access tokens) that are no one's, from one client address, on REST, GraphQL and graphql-ws alike. */
  bearerAddress: { free: 30, quietSeconds: 15 * 60, maxBlockSeconds: 15 * 60 },
} satisfies Record<string, ThrottlePolicy>;

export type ThrottleKind = keyof typeof THROTTLE_POLICIES;

export interface ThrottleBucket {
  kind: ThrottleKind;
  /** The e-mail (lower case) or client address the bucket counts. */
  key: string;
}

const bucketName = (b: ThrottleBucket) => `${b.kind}:${b.key}`;

/** Counts attempts in PostgreSQL, so every server process sees the same counts. */
export class AuthThrottle {
  constructor(private readonly deps: { db: DB; clock: Clock }) {}

  /** 429 RATE_LIMITED with Retry-After while any of the buckets is blocked. */
  async check(buckets: readonly ThrottleBucket[]): Promise<void> {
    if (buckets.length === 0) return;
    const now = this.deps.clock.now();
    const rows = await this.deps.db
      .selectFrom('auth_throttle')
      .select('blocked_until')
      .where('bucket', 'in', buckets.map(bucketName))
      .where('blocked_until', '>', now)
      .execute();
    const until = Math.max(0, ...rows.map((r) => r.blocked_until!.getTime()));
    if (until > 0) throw throttled(until - now.getTime());
  }

  /**
   * Counts one attempt against each bucket, in one statement per bucket, so concurrent attempts are
   * counted exactly. An attempt past the free ones goes through and blocks the bucket for the next
   * back-off; with `refuseWhileBlocked`, an attempt while the bucket is blocked is refused (429)
   * without counting, so guesses sent in parallel cannot slip between a check and a count.
   */
  async count(buckets: readonly ThrottleBucket[], options: { refuseWhileBlocked: boolean }): Promise<void> {
    const now = this.deps.clock.now();
    for (const bucket of buckets) {
      const policy = THROTTLE_POLICIES[bucket.kind];
      const fresh = sql<boolean>`auth_throttle.last_attempt_at < ${addSeconds(now, -policy.quietSeconds)}`;
      const attempts = sql<number>`(CASE WHEN ${fresh} THEN 1 ELSE auth_throttle.attempts + 1 END)`;
      const counted = await sql<{ attempts: number }>`
        INSERT INTO auth_throttle (bucket, attempts, last_attempt_at, blocked_until)
        VALUES (${bucketName(bucket)}, 1, ${now}, NULL)
        ON CONFLICT (bucket) DO UPDATE SET
          attempts = ${attempts},
          last_attempt_at = ${now},
          blocked_until = CASE WHEN ${attempts} > ${policy.free}
            THEN ${now}::timestamptz + LEAST(${policy.maxBlockSeconds}, power(2, LEAST(${attempts} - ${policy.free} - 1, 30))) * interval '1 second'
            ELSE NULL END
        WHERE ${!options.refuseWhileBlocked} OR auth_throttle.blocked_until IS NULL OR auth_throttle.blocked_until <= ${now}
        RETURNING attempts
      `.execute(this.deps.db);
      if (counted.rows.length === 0) await this.check([bucket]);
    }
  }

  /** Forgets the buckets' attempts (a correct password, a completed reset). */
  async clear(buckets: readonly ThrottleBucket[]): Promise<void> {
    if (buckets.length === 0) return;
    await this.deps.db.deleteFrom('auth_throttle').where('bucket', 'in', buckets.map(bucketName)).execute();
  }
}

export function throttled(waitMs: number): DomainError {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return new DomainError('RATE_LIMITED', `Too many attempts; retry after ${retryAfter} s.`, { headers: { 'Retry-After': String(retryAfter) } });
}
