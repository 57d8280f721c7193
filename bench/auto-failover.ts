/**
 * What automatic failover costs: REST transfers per second and their p99 on pg_auto_failover's
 * formation (scripts/auto-failover-postgres.sh: a monitor, a primary and its synchronous secondary,
 * each node with its keeper) against the manual pair of scripts/replicated-postgres.sh (a primary
 * and its synchronous standby, no monitor, no keepers), both on Debian's PostgreSQL 15 and both
 * running through the run, each with a server of its own, measured in alternating phases
 * (manual, automatic, automatic, manual, …) and given as ratios.
 *
 *   npm run bench:auto-failover   (BENCH_SECONDS=10 BENCH_CLIENTS=16 BENCH_ROUNDS=2 by default)
 *
 * As root on Debian: `apt-get install -y postgresql-15 postgresql-15-auto-failover` first.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BenchServer, freePort, startBenchServer } from './support.js';
import { alternatingPhases, createUsers, phase, ratioLine, spreadOver } from './transfer-load.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 16);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 2);
const USERS = 32;

type SetUp = 'manual' | 'automatic';
const SCRIPTS: Record<SetUp, string> = { manual: 'scripts/replicated-postgres.sh', automatic: 'scripts/auto-failover-postgres.sh' };

const folders = { manual: mkdtempSync(path.join(tmpdir(), 'pp-manual-pair-')), automatic: mkdtempSync(path.join(tmpdir(), 'pp-auto-failover-')) };
for (const folder of Object.values(folders)) chmodSync(folder, 0o755);
const run = (setUp: SetUp, command: string, ...args: string[]) => execFileSync(SCRIPTS[setUp], [command, folders[setUp], ...args], { encoding: 'utf8' });
const servers: Partial<Record<SetUp, BenchServer>> = {};
try {
  const urls = {
    manual: /DATABASE_URL=(\S+)/.exec(run('manual', 'start', String(await freePort()), String(await freePort())))?.[1],
    automatic: /DATABASE_URL=(\S+)/.exec(run('automatic', 'start', String(await freePort()), String(await freePort()), String(await freePort())))?.[1],
  };
  if (!urls.manual || !urls.automatic) throw new Error('a set-up did not start');
  servers.manual = await startBenchServer({ databaseUrl: urls.manual });
  servers.automatic = await startBenchServer({ databaseUrl: urls.automatic });
  const spreads = {
    manual: spreadOver(await createUsers(servers.manual, USERS)),
    automatic: spreadOver(await createUsers(servers.automatic, USERS)),
  };
  console.log(`auto-failover bench: ${CLIENTS} clients, REST transfers between ${USERS} wallets, ${SECONDS} s a phase, ${ROUNDS} rounds alternating the order`);
  for (const setUp of ['manual', 'automatic'] as const) await phase(servers[setUp]!, CLIENTS, Math.min(SECONDS, 5), `${setUp} warm-up`, 'rest', spreads[setUp]);
  const means = await alternatingPhases(['manual', 'automatic'] as const, ROUNDS, (setUp, round) =>
    phase(servers[setUp]!, CLIENTS, SECONDS, `${setUp}, round ${round}`, 'rest', spreads[setUp]),
  );
  console.log(ratioLine('auto-failover', 'pg_auto_failover ÷ the manual pair', means.automatic, means.manual));
} finally {
  for (const server of Object.values(servers)) await server.stop();
  for (const setUp of ['manual', 'automatic'] as const) {
    run(setUp, 'stop');
    rmSync(folders[setUp], { recursive: true, force: true });
  }
}
