import net from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import type { Migration } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { allMigrations, migrateDatabase } from '../src/app/migrator.js';
import { createDatabase, type DB } from '../src/db/database.js';
import { isPrimaryLost, primaryRouter } from '../src/db/primary.js';
import { freshDatabase } from './support/harness.js';

// A primary that hangs (its processes stopped, a full disk, a partition) keeps its TCP connections
// open and answers nothing. The server's connections give up on it in bounded time: a statement
// after DB_STATEMENT_TIMEOUT_MS (the server cancels it, or the client 2 s later when the server
// cannot), a new connection after DB_CONNECT_TIMEOUT_MS. Stood in for here by a TCP proxy in front
// of a real PostgreSQL that can stop forwarding, as a stopped server stops answering.

const TIMEOUTS = { statementMs: 500, connectMs: 700 };
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** A proxy to `port` whose traffic can be frozen: its sockets stay open and nothing passes either way. */
async function freezableProxy(port: number): Promise<{ port: number; freeze(): void }> {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk) => frozen || upstream.write(chunk));
    upstream.on('data', (chunk) => frozen || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { port: (server.address() as net.AddressInfo).port, freeze: () => (frozen = true) };
}

/** How long `work` took, and the error it failed with (undefined when it succeeded). */
async function timed<T>(work: () => Promise<T>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const [outcome] = await Promise.allSettled([work()]);
  return { error: outcome.status === 'rejected' ? outcome.reason : undefined, ms: performance.now() - started };
}

function database(url: string, poolMax = 2): DB {
  const db = createDatabase(url, poolMax, { timeouts: TIMEOUTS });
  closers.push(() => db.destroy());
  return db;
}

describe("the database connections' timeouts", () => {
  it('cancel a statement that runs past DB_STATEMENT_TIMEOUT_MS on the server', async () => {
    const db = database((await freshDatabase()).url);
    const { error, ms } = await timed(() => sql`SELECT pg_sleep(5)`.execute(db));
    expect((error as { code?: string }).code).toBe('57014'); // query_canceled: statement timeout
    expect(ms).toBeLessThan(4_000);
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows[0]!.one).toBe(1);
  });

  it('give up on a server that stops answering mid-connection, close that connection, and count the host as lost', async () => {
    const url = new URL((await freshDatabase()).url);
    const proxy = await freezableProxy(Number(url.port));
    url.port = String(proxy.port);
    const db = database(url.toString(), 1);
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows[0]!.one).toBe(1);
    proxy.freeze();
    // The server cannot cancel what it never received: the client gives up 2 s after the statement timeout.
    const { error, ms } = await timed(() => sql`SELECT 1`.execute(db));
    expect((error as Error).message).toBe('Query read timeout');
    expect(isPrimaryLost(error)).toBe(true);
    expect(ms).toBeLessThan(TIMEOUTS.statementMs + 2_000 + 2_000);
    // Its connection is closed, not handed to the next request with the unanswered query in it:
    // the next query opens a new connection, which the frozen host does not answer either.
    const again = await timed(() => sql`SELECT 1`.execute(db));
    expect(isPrimaryLost(again.error), String(again.error)).toBe(true);
    expect(again.ms).toBeLessThan(TIMEOUTS.connectMs + 2_000);
  });

  it('close a connection whose prepared statement timed out, as one whose text did: no request queues behind the unanswered one', async () => {
    const url = new URL((await freshDatabase()).url);
    const proxy = await freezableProxy(Number(url.port));
    url.port = String(proxy.port);
    const db = database(url.toString(), 1);
    // A parameterised text run a few times is prepared (db/prepared-statements.ts) and from then on
    // sent as a query object answered through its callback, with no promise of its own.
    const marker = `prepared-${Date.now()}`;
    for (let run = 0; run < 4; run++) expect((await sql<{ marker: string }>`SELECT ${marker}::text AS marker`.execute(db)).rows[0]!.marker).toBe(marker);
    proxy.freeze();
    const { error } = await timed(() => sql`SELECT ${marker}::text AS marker`.execute(db));
    expect((error as Error).message).toBe('Query read timeout');
    // Kept, the connection would hold the unanswered statement and the next query would wait behind
    // it until its own read timeout; closed, the next query opens a connection the frozen host does
    // not answer, and gives up at the connect timeout.
    const again = await timed(() => sql`SELECT 1`.execute(db));
    expect(isPrimaryLost(again.error), String(again.error)).toBe(true);
    expect((again.error as Error).message).not.toBe('Query read timeout');
  });

  it('leave a host that hangs for the next with every connection: none of its idle ones is handed to a request again', async () => {
    const url = new URL((await freshDatabase()).url);
    const [hung, next] = [await freezableProxy(Number(url.port)), await freezableProxy(Number(url.port))];
    // Two hosts in libpq's syntax, both in front of the same database (both accept writes).
    const hosts = `${url.protocol}//${url.username}:${url.password}@127.0.0.1:${hung.port},127.0.0.1:${next.port}${url.pathname}?target_session_attrs=read-write`;
    const db = database(hosts, 3);
    // Three connections open on the first host, idle in the pool.
    await Promise.all([1, 2, 3].map(() => sql`SELECT pg_sleep(0.05)`.execute(db)));
    hung.freeze();
    const first = await timed(() => sql`SELECT 1`.execute(db));
    expect((first.error as Error).message).toBe('Query read timeout');
    // The host is left: each request now gets a connection to the next one at once, not one of the
    // two idle connections to the frozen host (each would wait out its read timeout, then fail).
    for (let request = 0; request < 3; request++) {
      const { error, ms } = await timed(() => sql<{ port: number }>`SELECT inet_server_port() AS port`.execute(db));
      expect(error).toBeUndefined();
      expect(ms).toBeLessThan(TIMEOUTS.statementMs);
    }
  });

  it("answer pg's own pool.query on a pool across hosts, which connects with a callback", async () => {
    const url = new URL((await freshDatabase()).url);
    const [first, second] = [await freezableProxy(Number(url.port)), await freezableProxy(Number(url.port))];
    const hosts = `${url.protocol}//${url.username}:${url.password}@127.0.0.1:${first.port},127.0.0.1:${second.port}${url.pathname}?target_session_attrs=read-write`;
    const router = primaryRouter(hosts)!;
    const pool = new pg.Pool({ connectionString: hosts, max: 2, Client: router.Client });
    router.retryConnects(pool);
    closers.push(() => pool.end());
    const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one');
    expect(rows[0]!.one).toBe(1);
  });

  it('leave the migrations alone: a migration that runs past the statement timeout completes', async () => {
    const { url } = await freshDatabase();
    // The database is migrated already: the slow one comes after every migration it ran.
    const slow: Record<string, Migration> = {
      ...allMigrations(),
      '9999_slow_backfill': {
        up: async (db) => {
          await sql`SELECT pg_sleep(${(TIMEOUTS.statementMs * 3) / 1000})`.execute(db);
          await sql`CREATE TABLE slow_backfill_done (at timestamptz DEFAULT now())`.execute(db);
        },
      },
    };
    // The pool's statements are cut off at the timeout, as requests should be...
    const { error } = await timed(() => sql`SELECT pg_sleep(${(TIMEOUTS.statementMs * 3) / 1000})`.execute(database(url)));
    expect((error as { code?: string }).code).toBe('57014');
    // ...the migrations' own connection is not.
    expect(await migrateDatabase(url, TIMEOUTS, { getMigrations: async () => slow })).toEqual(['9999_slow_backfill']);
    expect((await sql<{ n: string }>`SELECT count(*) AS n FROM slow_backfill_done`.execute(database(url))).rows[0]!.n).toBe('0');
  });

  it('give up on connecting to a host that accepts the connection and never answers', async () => {
    // It reads what it is sent (so it sees the client close) and answers nothing.
    const silent = net.createServer((socket) => socket.on('error', () => socket.destroy()).resume());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise<void>((resolve) => silent.close(() => resolve())));
    const db = database(`postgres://postgres:unused@127.0.0.1:${(silent.address() as net.AddressInfo).port}/payments`);
    const { error, ms } = await timed(() => sql`SELECT 1`.execute(db));
    expect(isPrimaryLost(error), String(error)).toBe(true);
    expect(ms).toBeLessThan(TIMEOUTS.connectMs + 2_000);
  });
});
