/**
 * The road to the embedded PostgreSQL: one prepared `SELECT $1::int` round trip at a time on one
 * connection over loopback TCP and one through the Unix-domain socket the server's own connections
 * use, in alternating slices so that a slower stretch of the machine falls on both. It prints each
 * road's wall time a round trip, this client's CPU (user and system) and the backend's (from /proc),
 * and socket ÷ TCP. Every query the server makes is at least one such round trip.
 *
 *   npm run bench:database-road        (BENCH_SECONDS=8 BENCH_SLICES=8 by default)
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { processSeconds } from './cpu-time.js';
import { freePort } from './support.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 8);
const SLICES = Number(process.env['BENCH_SLICES'] ?? 8);

interface Road {
  name: string;
  client: pg.Client;
  backendPid: number;
  roundTrips: number;
  wallMs: number;
  clientCpuMs: number;
  clientSystemMs: number;
  backendCpuMs: number;
}

async function openRoad(name: string, connectionString: string): Promise<Road> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  return { name, client, backendPid: rows[0]!.pid, roundTrips: 0, wallMs: 0, clientCpuMs: 0, clientSystemMs: 0, backendCpuMs: 0 };
}

/** Round trips on one road for `ms`, added to its totals. */
async function drive(road: Road, ms: number): Promise<void> {
  const backendBefore = processSeconds(road.backendPid);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < ms) {
    await road.client.query({ name: 'road', text: 'SELECT $1::int AS n', values: [n] });
    n++;
  }
  const cpu = process.cpuUsage(cpuBefore);
  road.wallMs += performance.now() - started;
  road.clientCpuMs += (cpu.user + cpu.system) / 1000;
  road.clientSystemMs += cpu.system / 1000;
  road.backendCpuMs += (processSeconds(road.backendPid) - backendBefore) * 1000;
  road.roundTrips += n;
}

const folder = mkdtempSync(path.join(tmpdir(), 'pp-road-'));
// As root, PostgreSQL runs as the `postgres` user, which must be able to enter this folder.
chmodSync(folder, 0o755);
const database = await startEmbeddedPostgres({ dataDir: folder, port: await freePort(), persistent: false });
try {
  if (database.socketConnectionString === database.connectionString)
    throw new Error('the embedded server has no Unix-domain socket here (its path is too long)');
  const roads = [await openRoad('loopback TCP', database.connectionString), await openRoad('Unix-domain socket', database.socketConnectionString)];
  for (const road of roads) await drive(road, 500);
  for (const road of roads) Object.assign(road, { roundTrips: 0, wallMs: 0, clientCpuMs: 0, clientSystemMs: 0, backendCpuMs: 0 });
  const sliceMs = (SECONDS * 1000) / SLICES / roads.length;
  for (let slice = 0; slice < SLICES; slice++) for (const road of slice % 2 === 0 ? roads : [...roads].reverse()) await drive(road, sliceMs);
  console.log(`database-road: one connection a road, ${SECONDS} s in ${SLICES} alternating slices, Node ${process.version}`);
  const per = (road: Road, total: number) => (total * 1000) / road.roundTrips;
  for (const road of roads)
    console.log(
      `  ${road.name.padEnd(20)} ${road.roundTrips} round trips: wall ${per(road, road.wallMs).toFixed(0)} µs, client CPU ${per(road, road.clientCpuMs).toFixed(0)} µs (system ${per(road, road.clientSystemMs).toFixed(0)}), backend CPU ${per(road, road.backendCpuMs).toFixed(0)} µs a round trip`,
    );
  const [tcp, socket] = roads as [Road, Road];
  const ratio = (pick: (road: Road) => number) => (per(socket, pick(socket)) / per(tcp, pick(tcp))).toFixed(2);
  console.log(`  socket ÷ TCP: wall ${ratio((r) => r.wallMs)}, client CPU ${ratio((r) => r.clientCpuMs)}, backend CPU ${ratio((r) => r.backendCpuMs)}`);
  for (const road of roads) await road.client.end();
} finally {
  await database.stop();
  rmSync(folder, { recursive: true, force: true });
}
