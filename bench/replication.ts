/**
 * What the synchronous standby costs: transfers per second and their p99 through the API on a
 * primary with a synchronous standby (each commit waits until the standby has its WAL), and on the
 * same two servers with the primary waiting for nobody (synchronous_standby_names emptied: the
 * standby still streams, asynchronously), alternated in one run and given as ratios.
 *
 *   npm run bench:replication   (BENCH_SECONDS=10 BENCH_CLIENTS=16 BENCH_ROUNDS=2 by default)
 *
 * The pair is scripts/replicated-postgres.sh's, on Debian's PostgreSQL 15 (PG_BIN, or
 * /usr/lib/postgresql/15/bin; as root, `apt-get install -y postgresql-15` first).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startBenchServer } from './support.js';
import { alternatingPhases, createUsers, phase, ratioLine, spreadOver } from './transfer-load.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 16);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 2);
const USERS = 32;

const folder = mkdtempSync(path.join(tmpdir(), 'pp-replication-bench-'));
chmodSync(folder, 0o755);
const pair = (command: string, ...args: string[]) => execFileSync('scripts/replicated-postgres.sh', [command, folder, ...args], { encoding: 'utf8' });
const primaryPort = await freePort();
const databaseUrl = /DATABASE_URL=(\S+)/.exec(pair('start', String(primaryPort), String(await freePort())))?.[1];
if (!databaseUrl) throw new Error('the replicated pair did not start');
const primary = new pg.Client({
  host: '127.0.0.1',
  port: primaryPort,
  user: 'postgres',
  password: readFileSync(path.join(folder, 'password'), 'utf8').trim(),
  database: 'payments',
});
const server = await startBenchServer({ databaseUrl });
try {
  await primary.connect();
  /** The primary waits for the standby's acknowledgement of each commit, or for nobody. */
  const waitForStandby = async (synchronous: boolean) => {
    await primary.query(`ALTER SYSTEM SET synchronous_standby_names = '${synchronous ? 'standby1' : ''}'`);
    await primary.query('SELECT pg_reload_conf()');
    const expected = synchronous ? 'sync' : 'async';
    for (let i = 0; i < 100; i++) {
      const { rows } = await primary.query<{ sync_state: string }>("SELECT sync_state FROM pg_stat_replication WHERE application_name = 'standby1'");
      if (rows[0]?.sync_state === expected) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the standby did not become ${expected}`);
  };
  const users = await createUsers(server, USERS);
  const spread = spreadOver(users);
  console.log(`replication bench: ${CLIENTS} clients, REST transfers between ${USERS} wallets, ${SECONDS} s a phase, ${ROUNDS} rounds alternating the order`);
  await waitForStandby(true);
  await phase(server, CLIENTS, Math.min(SECONDS, 5), 'warm-up', 'rest', spread);
  const means = await alternatingPhases(['synchronous', 'asynchronous'] as const, ROUNDS, async (mode, round) => {
    await waitForStandby(mode === 'synchronous');
    return phase(server, CLIENTS, SECONDS, `${mode} standby, round ${round}`, 'rest', spread);
  });
  console.log(ratioLine('replication', 'synchronous ÷ asynchronous standby', means.synchronous, means.asynchronous));
} finally {
  await primary.end();
  await server.stop();
  pair('stop');
  rmSync(folder, { recursive: true, force: true });
}
