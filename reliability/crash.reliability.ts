import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.js';
import { freePort } from '../test/support/global-setup.js';
import { LoopbackReceiver } from '../test/support/receiver.js';
import { inParallel, report, scaled } from './scale.js';
import { answers, call, dataFolder, raiseLimits, removeFolder, startServer, type ServerProcess } from '../test/support/server-process.js';

// Transfers under load while the server process is killed with -9 and restarted, while
// PostgreSQL is stopped at once (SIGQUIT: no checkpoint, crash recovery on start) and started
// again under the running server, which must recover by itself, and while the PostgreSQL backend
// writing a group of transfers is killed in the middle of its call.
const SERVER_KILLS = scaled(10, 2);
const DATABASE_STOPS = scaled(3, 1);
const BATCH_KILLS = scaled(5, 2);
const LOADERS = 8;
const folders: string[] = [];
let database: EmbeddedDatabase | undefined;
let server: ServerProcess | undefined;
const receiver = new LoopbackReceiver();
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await database?.stop();
  await receiver.stop();
  for (const folder of folders) removeFolder(folder);
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('crashes under load', () => {
  it(`loses no acknowledged transfer and no event's delivery through ${SERVER_KILLS} kill -9 of the server, ${DATABASE_STOPS} immediate PostgreSQL stops and ${BATCH_KILLS} backends killed mid-batch`, async () => {
    await receiver.start();
    const pgFolder = dataFolder();
    const serverFolder = dataFolder();
    folders.push(pgFolder, serverFolder);
    const pgPort = await freePort();
    database = await startEmbeddedPostgres({ dataDir: pgFolder, port: pgPort, persistent: true });
    const env = { DATABASE_URL: database.connectionString, WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true', LOG_LEVEL: 'warn' };
    const port = await freePort();
    server = await startServer(env, { port, dataDir: serverFolder });
    await raiseLimits(server);
    const credentials = server.credentials();
    const key = credentials.developer.subscriptionKey;
    const demo = JSON.parse(readFileSync(path.join(serverFolder, 'sandbox-credentials.json'), 'utf8')).appUser as { email: string; password: string };
    const merchant = (
      await call(server, 'POST', '/auth/login', key, { body: { email: credentials.developer.email, password: credentials.developer.password } })
    ).body.data.accessToken as string;
    const hook = await call(server, 'POST', '/merchants/me/webhooks', key, {
      token: merchant,
      body: { url: receiver.url('/hook'), events: ['wallet.debited'] },
    });
    expect(hook.status).toBe(200);
    const sender = (await call(server, 'POST', '/auth/login', key, { body: { email: demo.email, password: demo.password } })).body.data.accessToken as string;

    const acknowledged = new Set<string>();
    // Every transfer is keyed: after the crashes each key is sent again and must answer its outcome.
    const keyed = new Map<string, { body: Record<string, unknown>; answered: string | undefined; phase: string }>();
    let phase = 'start';
    let failedCalls = 0;
    let running = true;
    const loaders = Array.from({ length: LOADERS }, async () => {
      while (running) {
        const target = server!;
        const idempotencyKey = randomUUID();
        const body = { toEmail: credentials.developer.email, amount: 0.01, currency: 'GHS', note: idempotencyKey };
        keyed.set(idempotencyKey, { body, answered: undefined, phase });
        try {
          const sent = await call(target, 'POST', '/wallets/me/transfer', key, { token: sender, body, headers: { 'Idempotency-Key': idempotencyKey } });
          if (sent.status === 200) {
            acknowledged.add(sent.body.data.id);
            keyed.get(idempotencyKey)!.answered = sent.body.data.id;
          } else failedCalls++;
          // biome-ignore lint/plugin: a call cut off by a crash is simply not acknowledged; the loader goes on.
        } catch {
          failedCalls++;
          await pause(50);
        }
      }
    });

    const recoveries: number[] = [];
    for (let i = 0; i < SERVER_KILLS; i++) {
      await pause(1500);
      phase = `server kill ${i + 1}`;
      server.child.kill('SIGKILL');
      await server.exited;
      server = await startServer(env, { port, dataDir: serverFolder });
    }
    for (let i = 0; i < DATABASE_STOPS; i++) {
      await pause(1500);
      phase = `PostgreSQL stop ${i + 1}`;
      const postmaster = Number(readFileSync(path.join(database.databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGQUIT');
      for (let wait = 0; wait < 100 && isAlive(postmaster); wait++) await pause(50);
      await pause(500);
      database = await startEmbeddedPostgres({ dataDir: pgFolder, port: pgPort, persistent: true });
      // The running server, not restarted, serves a transfer again by itself.
      const down = Date.now();
      const before = acknowledged.size;
      for (let wait = 0; wait < 600 && acknowledged.size === before; wait++) await pause(50);
      expect(acknowledged.size).toBeGreaterThan(before);
      recoveries.push(Date.now() - down);
    }
    // The backend in the middle of a grouped write (ledger_post_entries) is terminated: its
    // transaction rolls back, and the server writes those transfers again one by one.
    let batchesKilled = 0;
    phase = 'backends killed';
    const killer = new pg.Client({ connectionString: database.connectionString });
    await killer.connect();
    try {
      for (let attempt = 0; batchesKilled < BATCH_KILLS && attempt < 2_000; attempt++) {
        const { rows } = await killer.query<{ killed: boolean }>(
          `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
            WHERE state = 'active' AND query LIKE '%ledger_post_entries%' AND pid <> pg_backend_pid()`,
        );
        if (rows.some((r) => r.killed)) {
          batchesKilled++;
          await pause(300);
        }
      }
    } finally {
      await killer.end();
    }
    expect(batchesKilled).toBe(BATCH_KILLS);
    await pause(1000);
    running = false;
    await Promise.all(loaders);
    expect(await answers(`${server.baseUrl}/readyz`)).toBe(true);

    // Every key again, as a client retries after a crash: each answers its transfer (replayed, or
    // run now if it never ran), never "in use", and the same transfer as before if one was acknowledged.
    const retrySender = (await call(server, 'POST', '/auth/login', key, { body: { email: demo.email, password: demo.password } })).body.data
      .accessToken as string;
    const outcomes = { replayed: 0, 'run now': 0, 'in use': 0, other: 0, 'acknowledged, then answered another transfer': 0 };
    const inUse: string[] = [];
    await inParallel([...keyed.entries()], LOADERS, async ([idempotencyKey, { body, answered }]) => {
      const again = await call(server!, 'POST', '/wallets/me/transfer', key, { token: retrySender, body, headers: { 'Idempotency-Key': idempotencyKey } });
      if (again.status === 200) {
        outcomes[again.headers?.['idempotent-replayed'] === 'true' ? 'replayed' : 'run now']++;
        if (answered !== undefined && again.body.data.id !== answered) outcomes['acknowledged, then answered another transfer']++;
        acknowledged.add(again.body.data.id);
      } else if (again.body?.details?.code === 'IDEMPOTENCY_KEY_IN_USE') {
        outcomes['in use']++;
        inUse.push(idempotencyKey);
      } else outcomes.other++;
    });

    const client = new pg.Client({ connectionString: database.connectionString });
    await client.connect();
    try {
      const ids = [...acknowledged];
      const { rows: posted } = await client.query<{ n: string }>('SELECT count(*) AS n FROM journal_entries WHERE id = ANY($1)', [ids]);
      const { rows: undelivered } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM events e WHERE e.type = 'wallet.debited'
           AND e.created_at >= (SELECT created_at FROM webhook_endpoints WHERE id = $1)
           AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id)`,
        [hook.body.data.webhook.id],
      );
      const { rows: events } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE type = 'wallet.debited'`);
      const { rows: mismatched } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM ledger_accounts a WHERE a.balance <> coalesce((SELECT sum(amount) FROM postings p WHERE p.account_id = a.id), 0)`,
      );
      // Each key's note names at most one transfer: none ran twice.
      const { rows: twice } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM (SELECT metadata->>'note' FROM journal_entries WHERE kind = 'P2P_TRANSFER' AND metadata->>'note' = ANY($1) GROUP BY 1 HAVING count(*) > 1) t`,
        [[...keyed.keys()]],
      );
      // A key in use says where it was left: its row, whether its owner still holds its liveness lock, the phase it was sent in.
      const { rows: stuck } = await client.query(
        `SELECT k.key, k.state, k.owner, k.attempt, k.changed, k.created_at,
                EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.application_name = 'payments-platform liveness ' || k.owner) AS owner_connected
           FROM idempotency_keys k WHERE k.key = ANY($1)`,
        [inUse],
      );
      const stuckKeys = inUse.map((k) => ({ phase: keyed.get(k)!.phase, row: stuck.find((r) => r.key === k) ?? 'no row' }));
      // The figures first, so a failing run still says what it saw.
      report('crashes', {
        'server kill -9': SERVER_KILLS,
        'PostgreSQL immediate stops': DATABASE_STOPS,
        'backends killed in the middle of a grouped write': batchesKilled,
        'transfers acknowledged': ids.length,
        'keys sent again after the crashes': keyed.size,
        'of them replayed / run now / in use / other': `${outcomes.replayed} / ${outcomes['run now']} / ${outcomes['in use']} / ${outcomes.other}`,
        'keys that moved money twice': Number(twice[0]!.n),
        'acknowledged and lost': ids.length - Number(posted[0]!.n),
        'calls cut off (not acknowledged)': failedCalls,
        'debit events': Number(events[0]!.n),
        'events without their delivery': Number(undelivered[0]!.n),
        'ms until the server served again after PostgreSQL restarted': recoveries.join(' / '),
        ...(stuckKeys.length > 0 ? { 'keys in use': JSON.stringify(stuckKeys) } : {}),
      });
      expect(Number(posted[0]!.n)).toBe(ids.length);
      expect(outcomes['in use']).toBe(0);
      expect(outcomes.other).toBe(0);
      expect(outcomes['acknowledged, then answered another transfer']).toBe(0);
      expect(Number(twice[0]!.n)).toBe(0);
      expect(Number(undelivered[0]!.n)).toBe(0);
      expect(Number(mismatched[0]!.n)).toBe(0);
    } finally {
      await client.end();
    }
  });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
    // biome-ignore lint/plugin: no such process is the answer.
  } catch {
    return false;
  }
}
