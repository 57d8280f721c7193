import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { randomBase62 } from '../src/platform/ids.js';
import { expectEnvelope, freshDatabase, useHarness, type TestUser } from './support/harness.js';

// The relay publishes a stream of commits together, once per EVENT_PUBLISH_INTERVAL_MS (here a
// second, paced even on a quiet process, and no poll): the log a caller reads still holds every event whose change committed
// before the request. Publication also waits for every transaction older than an event, on the
// whole server: the read waits for those too, up to EVENT_LOG_READ_WAIT_MS (here two seconds).

const ctx = useHarness({ EVENT_PUBLISH_INTERVAL_MS: '1000', EVENT_PUBLISH_PACING: 'always', EVENT_RELAY_POLL_MS: '600000', EVENT_LOG_READ_WAIT_MS: '2000' });

async function fundedAmounts(user: TestUser, transport: 'REST' | 'GraphQL'): Promise<string[]> {
  if (transport === 'REST') {
    const rest = await ctx.h.rest('GET', '/events?types=wallet.funded', { token: user.accessToken });
    expectEnvelope(rest, 200, 'SUCCESS');
    return rest.body.data.items.map((e: { data: { amount: string } }) => e.data.amount);
  }
  const graphql = await ctx.h.gql('{ events(first: 10, types: ["wallet.funded"]) { nodes { data } } }', {}, { token: user.accessToken });
  expect(graphql.body.errors).toBeUndefined();
  return graphql.body.data.events.nodes.map((e: { data: { amount: string } }) => e.data.amount);
}

/** A session with a transaction that has taken its id (as any write does) and stays open until told. */
async function openTransaction(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT pg_current_xact_id()');
  return client;
}

describe('the event log read right after a change', () => {
  it('holds the events of every change committed before the request, on REST and GraphQL', async () => {
    const user = await ctx.h.createUser();
    // The first is published at once (after a quiet spell); the next two wait for the interval.
    for (const major of ['1', '2', '3']) await ctx.h.fund(user, 'GHS', major);
    expect(await fundedAmounts(user, 'REST')).toEqual(['1.00', '2.00', '3.00']);
    await ctx.h.fund(user, 'GHS', '4');
    expect(await fundedAmounts(user, 'GraphQL')).toEqual(['1.00', '2.00', '3.00', '4.00']);
  });

  it.each(['REST', 'GraphQL'] as const)(
    'on %s, waits for a transaction that began before the change, in another database of the server too, to end',
    async (transport) => {
      const user = await ctx.h.createUser();
      const elsewhere = await openTransaction((await freshDatabase()).url);
      try {
        await ctx.h.fund(user, 'GHS', '5');
        // Until it ends, the funding cannot be numbered: it would be numbered before the older one's events.
        const ended = new Promise((resolve) => setTimeout(resolve, 300)).then(() => elsewhere.query('COMMIT'));
        const amounts = await fundedAmounts(user, transport);
        await ended;
        expect(amounts).toEqual(['5.00']);
      } finally {
        await elsewhere.end();
      }
    },
  );

  it('answers after the wait without what a longer transaction still holds back, which follows in the log, after the older one’s events', async () => {
    const user = await ctx.h.createUser();
    const older = await openTransaction(ctx.h.config.databaseUrl!);
    const olderEvent = `evt_${randomBase62(16)}`;
    try {
      // An owner no test user sees: the event stays out of the user's lists.
      await older.query(
        `INSERT INTO events (id, type, owner_id, data, body, created_at)
         VALUES ($1, 'test.ping', 'acct_nobody', '{}', json_build_object('id', $1::text, 'type', 'test.ping', 'createdAt', '2026-01-15T09:00:00.000Z', 'data', json_build_object('endpoint', json_build_object('id', 'we_test'), 'message', 'older'))::text, now())`,
        [olderEvent],
      );
      await ctx.h.fund(user, 'GHS', '6');
      expect(await fundedAmounts(user, 'REST')).toEqual([]);
      await older.query('COMMIT');
    } finally {
      await older.end();
    }
    const page = await ctx.h.rest('GET', '/events?types=wallet.funded', { token: user.accessToken });
    expectEnvelope(page, 200, 'SUCCESS');
    const [funded] = page.body.data.items;
    expect(funded.data.amount).toBe('6.00');
    const olderPosition = await ctx.h.db.selectFrom('event_positions').select('position').where('event_id', '=', olderEvent).executeTakeFirstOrThrow();
    expect(funded.sequence).toBeGreaterThan(Number(olderPosition.position));
  });
});
