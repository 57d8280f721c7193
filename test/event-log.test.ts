import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { sql } from 'kysely';
import { EventBus } from '../src/platform/events/bus.js';
import { recordEvent } from '../src/platform/events/outbox.js';
import { EventRelay } from '../src/platform/events/stream.js';
import { expectEnvelope, fieldsOf, useHarness } from './support/harness.js';

const ctx = useHarness();

const EventLog = graphql(`
  query EventLogPage($after: String, $types: [String!]) {
    events(first: 2, after: $after, types: $types) {
      edges { cursor node { id type sequence } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

async function positionOf(eventId: string): Promise<string | null> {
  const row = await ctx.h.db.selectFrom('event_positions').select('position').where('event_id', '=', eventId).executeTakeFirst();
  return row?.position ?? null;
}

describe('the event log', () => {
  it('publishes an event only once every transaction that began before it has finished, in a gap-free sequence', async () => {
    const connect = async () => {
      const client = new pg.Client({ connectionString: ctx.h.config.databaseUrl! });
      await client.connect();
      return client;
    };
    const [early, late] = [await connect(), await connect()];
    try {
      const insert = (client: pg.Client, id: string) =>
        client.query(
          // An owner no test user sees: these two stay out of the lists below.
          `INSERT INTO events (id, type, owner_id, data, body, created_at)
           VALUES ($1, 'test.ping', 'acct_nobody', '{}', json_build_object('id', $1::text, 'type', 'test.ping', 'createdAt', '2026-01-15T09:00:00.000Z', 'data', json_build_object('endpoint', json_build_object('id', 'we_test'), 'message', $1::text))::text, now())`,
          [id],
        );
      // The early transaction takes its id first and commits last.
      await early.query('BEGIN');
      await insert(early, 'evt_early_one');
      await late.query('BEGIN');
      await insert(late, 'evt_late_one');
      await late.query('COMMIT');
      await ctx.h.services.eventRelay.tick();
      // Publishing the late event now could number it before the early one commits with a smaller
      // number, which a reader past that number would never see.
      expect(await positionOf('evt_late_one')).toBeNull();
      await early.query('COMMIT');
      expect(await ctx.h.services.eventRelay.publishCommittedBefore()).toBe(true);
      const [earlyPosition, latePosition] = [Number(await positionOf('evt_early_one')), Number(await positionOf('evt_late_one'))];
      expect(latePosition).toBe(earlyPosition + 1);
      const { rows } = await early.query<{ gaps: string }>('SELECT max(position) - min(position) + 1 - count(*) AS gaps FROM event_positions');
      expect(Number(rows[0]!.gaps)).toBe(0);
    } finally {
      await early.end();
      await late.end();
    }
  });

  it('lists a user’s own events by sequence over REST, by type and by object, and never another user’s', async () => {
    const [user, other] = [await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.fund(user, 'GHS', '50.00');
    await ctx.h.fund(other, 'GHS', '5.00');
    const transfer = await ctx.h.rest('POST', '/wallets/me/transfer', { token: user.accessToken, body: { toEmail: other.email, amount: 10, currency: 'GHS' } });
    expect(transfer.status).toBe(200);
    expect(await ctx.h.services.eventRelay.publishCommittedBefore()).toBe(true);

    const all = await ctx.h.rest('GET', '/events', { token: user.accessToken });
    expectEnvelope(all, 200, 'SUCCESS');
    const types = all.body.data.items.map((e: { type: string }) => e.type);
    expect(types).toEqual(['wallet.funded', 'wallet.debited']);
    const sequences = all.body.data.items.map((e: { sequence: number }) => e.sequence);
    expect(sequences[1]).toBeGreaterThan(sequences[0]);
    expect(all.body.data.nextAfter).toBe(sequences[1]);

    const after = await ctx.h.rest('GET', `/events?after=${sequences[0]}`, { token: user.accessToken });
    expect(after.body.data.items.map((e: { type: string }) => e.type)).toEqual(['wallet.debited']);
    const byType = await ctx.h.rest('GET', '/events?type=wallet.debited', { token: user.accessToken });
    expect(byType.body.data.items).toHaveLength(1);
    const walletId = all.body.data.items[0].data.wallet.id;
    const byObject = await ctx.h.rest('GET', `/events?objectId=${walletId}`, { token: user.accessToken });
    expect(byObject.body.data.items).toHaveLength(2);
    const paged = await ctx.h.rest('GET', '/events?limit=1', { token: user.accessToken });
    expect(paged.body.data).toMatchObject({ hasMore: true, nextAfter: sequences[0] });

    const others = await ctx.h.rest('GET', '/events', { token: other.accessToken });
    expect(others.body.data.items.map((e: { type: string }) => e.type)).toEqual(['wallet.funded', 'wallet.funded']);
    for (const bad of ['after=-1', 'after=abc', 'limit=0', 'limit=101']) {
      const refused = await ctx.h.rest('GET', `/events?${bad}`, { token: user.accessToken });
      expectEnvelope(refused, 400, 'BAD_REQUEST');
      expect(fieldsOf(refused.body)).toEqual([bad.split('=')[0]]);
    }
  });

  it('pages the log through the GraphQL events connection', async () => {
    const user = await ctx.h.createUser();
    for (const amount of ['1.00', '2.00', '3.00']) await ctx.h.fund(user, 'GHS', amount);
    expect(await ctx.h.services.eventRelay.publishCommittedBefore()).toBe(true);
    const first = await ctx.h.gql(EventLog, { after: null, types: ['wallet.funded'] }, { token: user.accessToken });
    expect(first.body.data.events.edges).toHaveLength(2);
    expect(first.body.data.events.pageInfo.hasNextPage).toBe(true);
    const second = await ctx.h.gql(EventLog, { after: first.body.data.events.pageInfo.endCursor, types: ['wallet.funded'] }, { token: user.accessToken });
    expect(second.body.data.events.edges).toHaveLength(1);
    expect(second.body.data.events.pageInfo.hasNextPage).toBe(false);
    const ids = [...first.body.data.events.edges, ...second.body.data.events.edges].map((e) => e.node.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('resumes a subscription after a sequence: the log’s events first, then live ones, each once', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '1.00');
    expect(await ctx.h.services.eventRelay.publishCommittedBefore()).toBe(true);
    const [seen] = (await ctx.h.rest('GET', '/events', { token: user.accessToken })).body.data.items;
    // Missed while disconnected: two more events.
    await ctx.h.fund(user, 'GHS', '2.00');
    await ctx.h.fund(user, 'GHS', '3.00');
    expect(await ctx.h.services.eventRelay.publishCommittedBefore()).toBe(true);

    const client = ctx.h.wsClient(user.accessToken);
    const received: { id: string; sequence: string; data: { amount: string } }[] = [];
    const stop = client.subscribe(
      { query: 'subscription($after: String) { events(after: $after) { id sequence data } }', variables: { after: String(seen.sequence) } },
      { next: (message) => received.push((message.data as { events: (typeof received)[number] }).events), error: () => undefined, complete: () => undefined },
    );
    try {
      await expect.poll(() => received.length).toBe(2);
      await ctx.h.fund(user, 'GHS', '4.00');
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(3);
      await new Promise((r) => setTimeout(r, 100));
      expect(received.map((e) => e.data.amount)).toEqual(['2.00', '3.00', '4.00']);
      const sequences = received.map((e) => Number(e.sequence));
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      expect(sequences[0]).toBeGreaterThan(seen.sequence);
    } finally {
      stop();
      await client.dispose();
    }
  });

  it('opens a subscription with the newest events of the log (last:), then live ones, each once; a last out of 1-100 is refused naming it', async () => {
    const user = await ctx.h.createUser();
    for (const amount of ['1.00', '2.00', '3.00']) await ctx.h.fund(user, 'GHS', amount);
    expect(await ctx.h.services.eventRelay.publishCommittedBefore()).toBe(true);
    const client = ctx.h.wsClient(user.accessToken);
    const received: { data: { amount: string } }[] = [];
    const errors: unknown[] = [];
    const stop = client.subscribe(
      { query: 'subscription { events(last: 2, types: ["wallet.funded"]) { id sequence data } }' },
      {
        next: (message) => received.push((message.data as { events: (typeof received)[number] }).events),
        error: (e) => errors.push(e),
        complete: () => undefined,
      },
    );
    const refusals: { message: string; extensions?: { fields?: { field: string }[] } }[][] = [];
    const refused = client.subscribe(
      { query: 'subscription { events(last: 101) { id } }' },
      { next: (message) => refusals.push(message.errors as never), error: (e) => refusals.push(e as never), complete: () => undefined },
    );
    try {
      await expect.poll(() => received.length).toBe(2);
      await ctx.h.fund(user, 'GHS', '4.00');
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(3);
      await new Promise((r) => setTimeout(r, 100));
      expect(received.map((e) => e.data.amount)).toEqual(['2.00', '3.00', '4.00']);
      expect(errors).toEqual([]);
      await expect.poll(() => refusals.length).toBe(1);
      expect(JSON.stringify(refusals[0])).toContain('last must be 1-100');
    } finally {
      stop();
      refused();
      await client.dispose();
    }
  });

  it('leaves no gap in the sequence for an event whose transaction rolled back', async () => {
    await expect(
      ctx.h.db.transaction().execute(async (tx) => {
        await recordEvent(tx, ctx.h.clock, { type: 'test.ping', ownerId: 'acct_nobody', data: { endpoint: { id: 'we_test' }, message: 'rolled back' } });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const kept = await recordEvent(ctx.h.db, ctx.h.clock, {
      type: 'test.ping',
      ownerId: 'acct_nobody',
      data: { endpoint: { id: 'we_test' }, message: 'kept' },
    });
    expect(await ctx.h.services.eventRelay.publishCommittedBefore()).toBe(true);
    const last = await ctx.h.db
      .selectFrom('event_positions')
      .select((eb) => [eb.fn.max('position').as('max'), eb.fn.countAll().as('count')])
      .executeTakeFirstOrThrow();
    expect(Number(await positionOf(kept.id))).toBe(Number(last.max));
    expect(Number(last.max)).toBe(Number(last.count));
  });

  it('keeps events for the retention period: older published ones are deleted by the relay, newer ones stay', async () => {
    const old = await recordEvent(ctx.h.db, ctx.h.clock, { type: 'test.ping', ownerId: 'acct_nobody', data: { endpoint: { id: 'we_test' }, message: 'old' } });
    const recent = await recordEvent(ctx.h.db, ctx.h.clock, {
      type: 'test.ping',
      ownerId: 'acct_nobody',
      data: { endpoint: { id: 'we_test' }, message: 'recent' },
    });
    expect(await ctx.h.services.eventRelay.publishCommittedBefore()).toBe(true);
    // Written thirty-one days before the relay's now.
    const now = ctx.h.clock.now();
    await sql`UPDATE events SET created_at = ${new Date(now.getTime() - 31 * 86_400_000)} WHERE id = ${old.id}`.execute(ctx.h.db);
    const relay = new EventRelay({ db: ctx.h.db, bus: new EventBus(), logger: ctx.h.services.logger, pollMs: 60_000, retentionDays: 30, now: () => now });
    await relay.tick();
    const left = await ctx.h.db.selectFrom('events').select('id').where('id', 'in', [old.id, recent.id]).execute();
    expect(left.map((e) => e.id)).toEqual([recent.id]);
    // Its position goes with it; the numbering goes on after the last one given.
    expect(await positionOf(old.id)).toBeNull();
    const next = await recordEvent(ctx.h.db, ctx.h.clock, {
      type: 'test.ping',
      ownerId: 'acct_nobody',
      data: { endpoint: { id: 'we_test' }, message: 'next' },
    });
    expect(await ctx.h.services.eventRelay.publishCommittedBefore()).toBe(true);
    expect(Number(await positionOf(next.id))).toBe(Number(await positionOf(recent.id)) + 1);
  });
});
