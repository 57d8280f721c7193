import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DB } from '../src/db/database.js';
import { createLogger } from '../src/platform/logger.js';
import { EventBus } from '../src/platform/events/bus.js';
import { EventRelay, type LoggedEvent, ownerTopic, signalEventsCommitted } from '../src/platform/events/stream.js';
import { migrateToLatest } from '../src/app/migrator.js';
import { privatePostgres, stopPrivatePostgres } from './support/private-postgres.js';

// Relays on a PostgreSQL server of their own: no server's relay publishes behind their backs, and
// no other test file's open transaction holds their publications back (publication waits for every
// older transaction on the server, and this file counts publications and times them). Two
// processes' relays, taking turns: what a relay published it passes on from the publication's
// answer, what the other published it reads from the log, and a relay that finds a gap before what
// it published reads the log from where it stopped. And one relay paced by its publication
// interval: commits in a stream are published together, a commit after a quiet spell at once; and
// one paced only while writes queue behind the commits; and a poll that runs only in silence.

const OWNER = 'acct_relay_pair';

/**
 * A bus with a subscriber on the owner's topic, as a client's subscription makes one (the relay
 * puts an event on the bus only for topics someone listens to), that notes the sequence of each
 * event it carries there, and when it carried it.
 */
class NotingBus extends EventBus {
  readonly sequences: number[] = [];
  readonly carriedAt: number[] = [];
  readonly subscriber = this.subscribe(ownerTopic(OWNER));
  override publish(topic: string, payload: unknown): void {
    if (topic === ownerTopic(OWNER)) {
      this.sequences.push((payload as LoggedEvent).sequence);
      this.carriedAt.push(performance.now());
    }
    super.publish(topic, payload);
  }
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('the relay did not pass the events on');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let db: DB;
beforeAll(async () => {
  db = createDatabase((await privatePostgres()).database.connectionString, 4);
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await stopPrivatePostgres();
});

/** An event committed outside any relay's notice: only the relays' own passes find it. */
async function commitEvent(id: string): Promise<void> {
  await sql`
    INSERT INTO events (id, type, owner_id, data, body, created_at)
    VALUES (${id}, 'test.ping', ${OWNER}, '{}', json_build_object('id', ${id}::text, 'type', 'test.ping', 'createdAt', '2026-01-15T09:00:00.000Z', 'data', '{}'::json)::text, now())`.execute(
    db,
  );
}

/** A relay paced by its publication interval, started, that counts its publications. */
async function startPacedRelay(publishIntervalMs: number, pacing: 'always' | 'under-load', pollMs = 3_600_000) {
  const bus = new NotingBus();
  const relay = new EventRelay({
    db,
    bus,
    logger: createLogger('silent'),
    pollMs,
    retentionDays: 30,
    now: () => new Date(),
    publishIntervalMs,
    pacing,
  });
  let publications = 0;
  relay.onPublished(() => publications++);
  await relay.start();
  return { bus, relay, published: () => publications };
}

describe('event relays', () => {
  it('of two processes pass on every event once and in order, from their own publication or from the log', async () => {
    const logger = createLogger('silent');
    const processes = ['a', 'b'].map(() => {
      const bus = new NotingBus();
      return { bus, relay: new EventRelay({ db, bus, logger, pollMs: 3_600_000, retentionDays: 30, now: () => new Date() }) };
    });
    const [a, b] = processes as [(typeof processes)[0], (typeof processes)[0]];
    for (const p of processes) await p.relay.start();
    try {
      await commitEvent('evt_pair_1');
      await commitEvent('evt_pair_2');
      await a.relay.tick(); // a publishes 1 and 2 and passes them on from the answer
      await b.relay.tick(); // b publishes nothing and reads them from the log
      await commitEvent('evt_pair_3');
      await b.relay.tick(); // b publishes 3, right after what it passed on
      await commitEvent('evt_pair_4');
      await a.relay.tick(); // a publishes 4, but 3 came between: it reads 3 and 4 from the log
      await b.relay.tick();

      const { rows } = await sql<{ position: string }>`
        SELECT p.position FROM event_positions p WHERE p.event_id LIKE 'evt_pair_%' ORDER BY p.event_id`.execute(db);
      const positions = rows.map((r) => Number(r.position));
      expect(positions).toHaveLength(4);
      expect(positions.slice(1).map((p, i) => p - positions[i]!)).toEqual([1, 1, 1]);
      expect(a.bus.sequences).toEqual(positions);
      expect(b.bus.sequences).toEqual(positions);
    } finally {
      for (const p of processes) await p.relay.stop();
    }
  });

  it('pace their publications: a commit after a quiet spell goes at once, the commits that follow within the interval go together', async () => {
    const interval = 1_500;
    const { bus, relay, published } = await startPacedRelay(interval, 'always');
    try {
      await commitEvent('evt_paced_1');
      const signalled = performance.now();
      signalEventsCommitted();
      await until(() => bus.sequences.length === 1);
      // Nothing was published in the interval before: no wait for it.
      expect(bus.carriedAt[0]! - signalled).toBeLessThan(interval / 2);

      await commitEvent('evt_paced_2');
      signalEventsCommitted();
      await commitEvent('evt_paced_3');
      signalEventsCommitted();
      await until(() => bus.sequences.length === 3);
      // Both waited for the interval since the first publication began, and went in one publication.
      expect(bus.carriedAt[1]! - signalled).toBeGreaterThanOrEqual(interval - 5);
      expect(published()).toBe(2);
      expect(bus.sequences.slice(1)).toEqual([bus.sequences[0]! + 1, bus.sequences[0]! + 2]);
    } finally {
      await relay.stop();
    }
  });

  it('pace under load only, when so set: commits with nothing queued behind them go at once, commits with writes queued wait for the interval', async () => {
    const interval = 1_500;
    const { bus, relay, published } = await startPacedRelay(interval, 'under-load');
    try {
      // Three commits in a row with nothing queued behind them: three publications, none waiting for the interval.
      const quietFrom = performance.now();
      for (const [n, id] of ['evt_quiet_1', 'evt_quiet_2', 'evt_quiet_3'].entries()) {
        await commitEvent(id);
        signalEventsCommitted();
        await until(() => bus.sequences.length === n + 1);
      }
      expect(performance.now() - quietFrom).toBeLessThan(interval / 2);
      expect(published()).toBe(3);

      // Two commits with writes queued behind them (the ledger's writer under load): they wait for the interval, together.
      const pressedFrom = performance.now();
      await commitEvent('evt_pressed_1');
      signalEventsCommitted(true);
      await commitEvent('evt_pressed_2');
      signalEventsCommitted(true);
      await until(() => bus.sequences.length === 5);
      expect(bus.carriedAt[3]! - pressedFrom).toBeGreaterThan(interval / 2);
      expect(published()).toBe(4);
      expect(bus.sequences).toEqual([0, 1, 2, 3, 4].map((n) => bus.sequences[0]! + n));
    } finally {
      await relay.stop();
    }
  });

  it('poll only in silence: the poll finds a commit no nudge told of, and does not publish ahead of the pacing under a stream of commits', async () => {
    const interval = 1_500;
    const { bus, relay, published } = await startPacedRelay(interval, 'always', 50);
    try {
      // Another process's commit: no nudge here, the poll publishes it.
      const committed = performance.now();
      await commitEvent('evt_polled_1');
      await until(() => bus.sequences.length === 1);
      expect(bus.carriedAt[0]! - committed).toBeLessThan(interval / 2);
      const publishedBefore = published();

      // Commits here, within the interval of the last pass (the poll's): they wait for it together,
      // though polls fall due many times meanwhile.
      const signalled = performance.now();
      await commitEvent('evt_polled_2');
      signalEventsCommitted();
      await commitEvent('evt_polled_3');
      signalEventsCommitted();
      await until(() => bus.sequences.length === 3);
      expect(bus.carriedAt[1]! - signalled).toBeGreaterThan(interval / 2);
      expect(published()).toBe(publishedBefore + 1);
      expect(bus.sequences.slice(1)).toEqual([bus.sequences[0]! + 1, bus.sequences[0]! + 2]);
    } finally {
      await relay.stop();
    }
  });
  it('ask before they publish in silence: a poll that finds nothing new runs no publication, and one that finds a commit no nudge told of publishes it', async () => {
    // Each statement the relay sends, by what it runs: a publication, or anything else (the poll's question, the log's reads).
    const sent = { publications: 0, others: 0 };
    const counted = db.withPlugin({
      transformQuery: ({ node }) => {
        if (JSON.stringify(node).includes('publish_events(')) sent.publications++;
        else sent.others++;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const bus = new NotingBus();
    const relay = new EventRelay({ db: counted, bus, logger: createLogger('silent'), pollMs: 20, retentionDays: 30, now: () => new Date() });
    await relay.start();
    try {
      // The first poll is a pass (its pruning falls due); then silence.
      await until(() => sent.publications > 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      sent.publications = 0;
      sent.others = 0;
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(sent.publications).toBe(0);
      // About one question every 20 ms (a loaded machine runs fewer).
      expect(sent.others).toBeGreaterThanOrEqual(4);

      await commitEvent('evt_asked_1');
      await until(() => bus.sequences.length === 1);
      expect(sent.publications).toBe(1);
    } finally {
      await relay.stop();
    }
  });
});
