import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allMigrations } from '../src/app/migrator.js';
import { createDatabase, type DB } from '../src/db/database.js';
import { freshDatabase } from './support/harness.js';

let db: DB;
const migrator = () => new Migrator({ db, provider: { getMigrations: async () => allMigrations() } });

async function insertEvent(id: string): Promise<void> {
  await sql`INSERT INTO events (id, type, owner_id, data, body, created_at) VALUES (${id}, 'test.ping', 'acct_nobody', '{}', '{}', now())`.execute(db);
}

async function positionsBefore0044(): Promise<Record<string, number>> {
  const { rows } = await sql<{ id: string; position: string }>`SELECT id, position FROM events WHERE position IS NOT NULL`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.position)]));
}

// publish_events leaves an event for later while any transaction older than it is open, and the
// test files share one PostgreSQL cluster, whose transactions all count. So the test publishes
// until the events it needs are out, as the relay would, instead of assuming one call suffices.
function publishUntil(read: () => Promise<Record<string, number>>, ids: string[]): Promise<Record<string, number>> {
  return vi.waitFor(
    async () => {
      const published = await read();
      const missing = ids.filter((id) => !(id in published));
      if (missing.length === 0) return published;
      await sql`SELECT publish_events(1000)`.execute(db);
      throw new Error(`not published within 20 s: ${missing.join(', ')}`);
    },
    { timeout: 20_000, interval: 50 },
  );
}

async function positions(): Promise<Record<string, number>> {
  const { rows } = await sql<{ event_id: string; position: string }>`SELECT event_id, position FROM event_positions ORDER BY position`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.event_id, Number(r.position)]));
}

beforeAll(async () => {
  db = createDatabase((await freshDatabase()).url, 2);
});
afterAll(() => db.destroy());

describe('moving positions out of the events table (migration 0044)', () => {
  it('keeps every published position, publishes what was pending after them, numbers new events after, and goes back down', async () => {
    const down = await migrator().migrateTo('2026-11-23T0043_lighter_event_indexes');
    expect(down.error).toBeUndefined();
    for (const id of ['evt_m1', 'evt_m2']) await insertEvent(id);
    expect(await publishUntil(positionsBefore0044, ['evt_m1', 'evt_m2'])).toEqual({ evt_m1: 1, evt_m2: 2 });
    await insertEvent('evt_m3'); // committed, not yet published when the migration runs

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    // The migration publishes evt_m3 itself when it can, or leaves it behind the cursor for the relay.
    expect(await publishUntil(positions, ['evt_m3'])).toEqual({ evt_m1: 1, evt_m2: 2, evt_m3: 3 });
    await insertEvent('evt_m4');
    expect((await publishUntil(positions, ['evt_m4']))['evt_m4']).toBe(4);
    const publish = async () => (await sql`SELECT * FROM publish_events(1000)`.execute(db)).rows.length;
    // Published once: running again numbers nothing twice.
    expect(await publish()).toBe(0);
    expect(Object.keys(await positions())).toHaveLength(4);

    const back = await migrator().migrateTo('2026-11-23T0043_lighter_event_indexes');
    expect(back.error).toBeUndefined();
    const { rows } = await sql<{ id: string; position: string }>`SELECT id, position FROM events ORDER BY position`.execute(db);
    expect(rows.map((r) => [r.id, Number(r.position)])).toEqual([
      ['evt_m1', 1],
      ['evt_m2', 2],
      ['evt_m3', 3],
      ['evt_m4', 4],
    ]);
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
  });
});
