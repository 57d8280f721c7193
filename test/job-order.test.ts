import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.js';
import { AccountClock } from '../src/platform/account-time.js';
import { type JobKind, JobQueue } from '../src/platform/jobs.js';
import { useHarness } from './support/harness.js';

const ctx = useHarness();

describe('the job queue', () => {
  it('runs claimed jobs in the order they fell due, whatever order PostgreSQL returns the claim in', async () => {
    // A hash join returns the claimed rows in the table's physical order, not the claim's ORDER BY.
    const url = new URL(ctx.h.config.databaseUrl!);
    url.searchParams.set('options', '-c enable_nestloop=off -c enable_mergejoin=off');
    const db = createDatabase(url.toString(), 2);
    try {
      const queue = new JobQueue({ db, clock: new AccountClock(ctx.h.clock) });
      const kind = 'test.order' as JobKind;
      const ran: number[] = [];
      queue.register(kind, async (_tx, payload) => {
        ran.push((payload as unknown as { n: number }).n);
      });
      // Written in one order, due in the reverse one: the last written fell due first.
      const now = ctx.h.clock.now().getTime();
      await sql`
        INSERT INTO jobs (kind, payload, run_at, account_id, created_at)
        SELECT ${kind}, jsonb_build_object('n', n), ${new Date(now)}::timestamptz - n * interval '1 second', NULL, ${new Date(now)}
        FROM generate_series(0, 39) n`.execute(ctx.h.db);
      await queue.runDue();
      expect(ran).toEqual(Array.from({ length: 40 }, (_, i) => 39 - i));
    } finally {
      await db.destroy();
    }
  });
});
