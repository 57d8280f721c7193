/**
 * Two builds side by side: this checkout's and another's (a worktree at an earlier commit, built),
 * each a server on its own embedded PostgreSQL, taking turns under the same transfer load, so that
 * a stretch in which the machine runs slower falls on both. On these two shared cores a throughput
 * moves by a fifth from one run to the next, more than most changes to the transfer path; in
 * alternating slices a build compared with itself came out within 2%.
 *
 *   git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci && npx tsc -p tsconfig.build.json)
 *   npm run bench:paired -- /tmp/before      (BENCH_TRANSPORT=rest BENCH_CLIENTS=16 BENCH_SLICES=10 BENCH_SECONDS=2)
 *
 * Each server gets funded users and a warm-up, then is settled (vacuum, analyze, checkpoint) and
 * warmed again; then the slices alternate, the order reversed each round. Printed for each build:
 * transfers per second over its slices, CPU per transfer of its server and of PostgreSQL (every
 * PostgreSQL process on the machine: the idle build's adds its background work to the other's), and
 * how many entries its ledger calls carried on average (from /metrics, when the build reports it).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuTimes } from './cpu-time.js';
import { type LedgerGroups, groupingLine, groupsBetween, ledgerGroups, NO_GROUPS } from './ledger-groups.js';
import { settle } from './settle.js';
import type { BenchServer } from './support.js';
import type { BenchUser } from './transfer-load.js';

const other = process.argv[2];
if (!other) throw new Error('usage: npm run bench:paired -- <another checkout, built>');
const TRANSPORT = (process.env['BENCH_TRANSPORT'] ?? 'rest') as 'rest' | 'graphql';
const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 16);
const SLICES = Number(process.env['BENCH_SLICES'] ?? 10);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 2);

interface Build {
  name: string;
  support: typeof import('./support.js');
  load: typeof import('./transfer-load.js');
  server?: BenchServer;
  users?: BenchUser[];
  transfers: number;
  cpu: { server: number; postgres: number };
  /** Ledger calls and entries over the slices (absent when the build does not report them). */
  groups: LedgerGroups | undefined;
}

/** A checkout's own bench modules, so that its server starts from its own build. */
async function build(root: string, name: string): Promise<Build> {
  const module = (file: string) => import(path.join(root, 'dist', 'bench', file));
  return {
    name,
    support: await module('support.js'),
    load: await module('transfer-load.js'),
    transfers: 0,
    cpu: { server: 0, postgres: 0 },
    groups: NO_GROUPS,
  };
}

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const builds = [await build(path.resolve(other), `other (${path.resolve(other)})`), await build(here, `this checkout (${here})`)];
try {
  for (const b of builds) {
    b.server = await b.support.startBenchServer();
    b.users = await b.load.createUsers(b.server, 32);
    await b.load.phase(b.server, CLIENTS, 6, 'warm-up', 'mixed', b.load.spreadOver(b.users));
    await settle(b.server);
    await b.load.phase(b.server, CLIENTS, 3, 'warm-up', 'mixed', b.load.spreadOver(b.users));
  }
  console.log(`paired: ${SLICES} alternating slices of ${SECONDS} s each, ${TRANSPORT} transfers, ${CLIENTS} clients, Node ${process.version}`);
  for (let slice = 0; slice < SLICES; slice++)
    for (const b of slice % 2 === 0 ? builds : [...builds].reverse()) {
      const server = b.server!;
      const groupsBefore = await ledgerGroups(server.base);
      const before = cpuTimes(server.pid);
      const result = await b.load.phase(server, CLIENTS, SECONDS, 'slice', TRANSPORT, b.load.spreadOver(b.users!));
      const after = cpuTimes(server.pid);
      const groupsAfter = await ledgerGroups(server.base);
      b.groups = groupsBetween(groupsBefore, groupsAfter, b.groups);
      b.transfers += result.completed;
      b.cpu.server += after.server - before.server;
      b.cpu.postgres += after.postgres - before.postgres;
    }
  for (const b of builds) {
    const perTransfer = (seconds: number) => ((seconds * 1000) / b.transfers).toFixed(3);
    console.log(
      `  ${b.name}: ${(b.transfers / (SLICES * SECONDS)).toFixed(0)} transfers/s, CPU per transfer: server ${perTransfer(b.cpu.server)} + PostgreSQL ${perTransfer(b.cpu.postgres)} ms, ledger calls: ${groupingLine(b.groups, SLICES * SECONDS)}`,
    );
  }
  console.log(`  this checkout / other: ${(builds[1]!.transfers / builds[0]!.transfers).toFixed(3)} transfers`);
} finally {
  for (const b of builds) await b.server?.stop();
}
