/**
 * Ledger throughput: sustained peer-to-peer transfers per second through the API (REST and
 * GraphQL), and the same with every transfer touching one hot account, at 16 and at 64 concurrent
 * clients, each divided by pgbench TPC-B transactions per second measured right after it on the
 * same PostgreSQL with the same client count and duration; the transports' phases run REST,
 * GraphQL, GraphQL, REST, so the drift of a run falls on both. Then what one transfer writes: rows by
 * table, and bytes after VACUUM FULL. GraphQL ÷ REST is also measured in alternating slices of
 * each, which a slower stretch of the machine cannot favour one of. Every phase starts settled
 * (vacuumed, analyzed, checkpointed) and runs with autovacuum off, so background maintenance lands
 * on none of them; each phase names the tables autovacuum worked on while it ran, which reads none
 * unless BENCH_AUTOVACUUM=on. Beside each phase's CPU a transfer, it prints how long each part's work
 * stood ready while the others held the two cores (bench/run-queue.ts), for the phase and for pgbench,
 * and splits each ratio to pgbench into its two factors: how much cheaper a transfer is than a
 * pgbench transaction in the three's CPU, and how much of the cores the transfers kept busy beside pgbench.
 *
 *   npm run bench:ledger          (BENCH_SECONDS=10 BENCH_CLIENTS=16,64 BENCH_USERS=32 by default)
 *
 * BENCH_PG_STATEMENTS=1 also prints, after each phase, the statements PostgreSQL spent its time
 * on (pg_stat_statements, loaded into the embedded PostgreSQL for the run), and the ledger call's
 * time a transfer divided by pgbench's PostgreSQL CPU a transaction in the same run; =all counts
 * the statements inside functions and triggers too.
 */
import { execFile, execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { coresBusy, cpuTimes, NO_TIME, perOperation, totalMs, type CpuTimes } from './cpu-time.js';
import { watchRunQueue } from './run-queue.js';
import { holdAutovacuum, settle } from './settle.js';
import { groupingLine, groupsBetween, ledgerGroups } from './ledger-groups.js';
import { enableStatementProfile, PG_STATEMENTS, serverDatabase, statementMsPerOperation, withStatementProfile } from './statement-profile.js';
import { startBenchServer, type BenchServer } from './support.js';
import { type BenchUser, createUsers, type PhaseResult, phase, refusalsLine, spreadOver, verifyAsCollectionAccount } from './transfer-load.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CLIENT_COUNTS = (process.env['BENCH_CLIENTS'] ?? '16,64').split(',').map(Number);
const USERS = Number(process.env['BENCH_USERS'] ?? 32);
/** The statement every grouped ledger write sends (EntryWriter). */
const LEDGER_CALL = 'SELECT * FROM ledger_post_entries(';
enableStatementProfile();

/** pgbench's connection to the server's PostgreSQL. */
function pgbenchArgs(server: BenchServer): { env: NodeJS.ProcessEnv; connection: string[] } {
  return {
    env: { ...process.env, PGPASSWORD: server.postgres.password },
    connection: ['-h', server.postgres.host, '-p', String(server.postgres.port), '-U', 'postgres'],
  };
}

/** TPC-B's tables in their own database; scale = clients, so its branch rows are not one hot row for all clients. */
async function initialisePgbench(server: BenchServer, clients: number): Promise<void> {
  const admin = serverDatabase(server, 'postgres');
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS pgbench');
  await admin.query('CREATE DATABASE pgbench');
  await admin.end();
  const { env, connection } = pgbenchArgs(server);
  execFileSync('pgbench', ['-i', '-q', '-s', String(clients), ...connection, 'pgbench'], { env, stdio: 'ignore' });
}

/** pgbench TPC-B (the default script) with the same client count and duration, its CPU per transaction and its waits for a core. */
async function pgbenchRun(server: BenchServer, clients: number): Promise<{ tps: number; cpu: CpuTimes; waited: CpuTimes }> {
  await settle(server);
  const { env, connection } = pgbenchArgs(server);
  const before = cpuTimes(server.pid);
  let pgbenchPid: number | undefined;
  const watch = watchRunQueue(server.pid, () => pgbenchPid);
  const output = await new Promise<string>((resolve, reject) => {
    const child = execFile(
      'pgbench',
      ['-c', String(clients), '-j', '2', '-T', String(SECONDS), ...connection, 'pgbench'],
      { env, encoding: 'utf8' },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    pgbenchPid = child.pid;
  });
  const waited = watch.stop();
  const after = cpuTimes(server.pid);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output) ?? /tps = ([\d.]+)/.exec(output);
  const processed = /number of transactions actually processed: (\d+)/.exec(output);
  if (!tps || !processed) throw new Error(`no tps in pgbench output:\n${output}`);
  const transactions = Number(processed[1]);
  return { tps: Number(tps[1]), cpu: perOperation(before, after, transactions), waited: perOperation(NO_TIME, waited, transactions) };
}

/** CPU milliseconds per operation: server + PostgreSQL + load generator. */
function cpuLine(cpu: CpuTimes, perSecond?: number): string {
  const f = (ms: number) => ms.toFixed(2);
  const busy = perSecond === undefined ? '' : `, ${coresBusy(cpu, perSecond).toFixed(2)} of the ${availableParallelism()} cores busy`;
  return `server ${f(cpu.server)} + PostgreSQL ${f(cpu.postgres)} + load generator ${f(cpu.loadGenerator)} = ${f(totalMs(cpu))} ms${busy}`;
}

/**
 * A phase's rate ÷ pgbench's, as its two factors: the CPU the machine spends on a pgbench transaction
 * ÷ on a transfer, and the cores the transfers kept busy ÷ the cores pgbench did. (Operations a
 * second are cores busy ÷ CPU an operation, so the product is the ratio.) A ratio of 1 needs the
 * product: on two cores, either a cheaper transfer or busier cores.
 */
function pgbenchRatioLine(name: string, clients: number, phase: { tps: number; cpu: CpuTimes }, pgbench: { tps: number; cpu: CpuTimes }): string {
  const cheaper = totalMs(pgbench.cpu) / totalMs(phase.cpu);
  const busier = coresBusy(phase.cpu, phase.tps) / coresBusy(pgbench.cpu, pgbench.tps);
  return `  ${name} / pgbench at ${clients} clients: ${(phase.tps / pgbench.tps).toFixed(3)} = CPU ${cheaper.toFixed(2)} (pgbench's a transaction ÷ a transfer's) × cores busy ${busier.toFixed(2)} (the transfers' ÷ pgbench's)`;
}

/** The tables a transfer writes to, and how much each grows. */
const WRITTEN_TABLES = ['journal_entries', 'postings', 'events', 'event_positions', 'ledger_accounts', 'wallet_debit_usage'];

/** Rows inserted and updated in each table, and their bytes once VACUUM FULL has packed them. */
async function tableFootprint(server: BenchServer): Promise<{ rows: Map<string, { inserted: number; updated: number; hot: number }>; bytes: number }> {
  const client = serverDatabase(server);
  await client.connect();
  try {
    // Idle backends report their counts within 10 s: wait for every one of them.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    await client.query('SELECT pg_stat_clear_snapshot()');
    const stats = await client.query<{ relname: string; ins: string; upd: string; hot: string }>(
      'SELECT relname, n_tup_ins AS ins, n_tup_upd AS upd, n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE relname = ANY($1)',
      [WRITTEN_TABLES],
    );
    await client.query(`VACUUM FULL ${WRITTEN_TABLES.join(', ')}`);
    const size = await client.query<{ bytes: string }>('SELECT sum(pg_total_relation_size(c.oid)) AS bytes FROM pg_class c WHERE c.relname = ANY($1)', [
      WRITTEN_TABLES,
    ]);
    return {
      rows: new Map(stats.rows.map((r) => [r.relname, { inserted: Number(r.ins), updated: Number(r.upd), hot: Number(r.hot) }])),
      bytes: Number(size.rows[0]!.bytes),
    };
  } finally {
    await client.end();
  }
}

/** Autovacuum's runs so far on each table of the payments database (vacuums and analyzes). */
async function maintenanceRuns(server: BenchServer): Promise<Map<string, number>> {
  const client = serverDatabase(server);
  await client.connect();
  try {
    const { rows } = await client.query<{ relname: string; runs: string }>(
      'SELECT relname, autovacuum_count + autoanalyze_count AS runs FROM pg_stat_user_tables WHERE autovacuum_count + autoanalyze_count > 0',
    );
    return new Map(rows.map((r) => [r.relname, Number(r.runs)]));
  } finally {
    await client.end();
  }
}

/** The tables autovacuum worked on between two readings, e.g. "events ×2, postings": CPU the phase shared with it. */
function maintenanceBetween(before: Map<string, number>, after: Map<string, number>): string {
  const runs = [...after].map(([table, n]) => [table, n - (before.get(table) ?? 0)] as const).filter(([, n]) => n > 0);
  return runs.length === 0 ? 'none' : runs.map(([table, n]) => (n > 1 ? `${table} ×${n}` : table)).join(', ');
}

/**
 * GraphQL ÷ REST from alternating slices of each (REST, GraphQL, REST, …), so that a stretch in
 * which the machine runs slower falls on both: in separate 10 s phases the load generator's own
 * CPU for the same work moved by half from one phase to the next, and the ratio with it.
 */
async function interleaved(server: BenchServer, clients: number, pick: (i: number) => [BenchUser, BenchUser]): Promise<number> {
  const slices = 5;
  const done = { rest: 0, graphql: 0 };
  for (let slice = 0; slice < slices; slice++)
    for (const transport of ['rest', 'graphql'] as const) {
      const r = await phase(server, clients, SECONDS / slices, transport, transport, pick);
      done[transport] += r.completed;
    }
  return done.graphql / done.rest;
}

const server = await startBenchServer();
try {
  const users = await createUsers(server, USERS);
  const spread = spreadOver(users);
  const hot = users[0]!;
  await verifyAsCollectionAccount(server, hot);
  const autovacuumSetting = await holdAutovacuum(server);
  const intoHot = (i: number): [BenchUser, BenchUser] => [users[1 + (i % (users.length - 1))]!, hot];

  console.log(
    `ledger-throughput: ${process.env['WORKERS'] ?? 1} server process(es), ${CLIENT_COUNTS.join(' and ')} clients, ${SECONDS} s per measurement, ${USERS} funded wallets, Node ${process.version}`,
  );
  console.log(`  autovacuum ${autovacuumSetting} (each phase is vacuumed, analyzed and checkpointed before it starts)`);
  console.log(
    `  the server and pgbench both reach PostgreSQL at ${server.postgres.host.startsWith('/') ? `its Unix-domain socket in ${server.postgres.host}` : server.postgres.host}`,
  );
  await phase(server, CLIENT_COUNTS[0]!, SECONDS, 'warm-up', 'mixed', spread);

  // What one transfer writes: a REST phase between two footprints.
  await settle(server);
  const before = await tableFootprint(server);
  const written = await phase(server, CLIENT_COUNTS[0]!, SECONDS, 'footprint', 'rest', spread);
  const after = await tableFootprint(server);
  const perTransfer = (n: number) => (n / written.completed).toFixed(2);
  console.log(`What one transfer writes (${written.completed} REST transfers):`);
  for (const table of WRITTEN_TABLES) {
    const a = after.rows.get(table);
    const b = before.rows.get(table);
    if (!a || !b) continue;
    console.log(
      `  ${table.padEnd(20)} ${perTransfer(a.inserted - b.inserted)} rows inserted, ${perTransfer(a.updated - b.updated)} updated (${perTransfer(a.hot - b.hot)} in place, HOT)`,
    );
  }
  console.log(`  bytes after VACUUM FULL: ${((after.bytes - before.bytes) / written.completed).toFixed(0)} per transfer`);

  for (const clients of CLIENT_COUNTS) {
    await initialisePgbench(server, clients);
    // Each phase is divided by a pgbench run right after it: the speed of this machine (two shared
    // cores) drifts by ±15% within a run, so a single pgbench at one end moved the ratios as much.
    const results: {
      phase: PhaseResult;
      cpu: CpuTimes;
      waited: CpuTimes;
      pgbench: { tps: number; cpu: CpuTimes; waited: CpuTimes };
      autovacuum: string;
      grouping: string;
      ledgerCallMs: number;
    }[] = [];
    // REST, GraphQL, GraphQL, REST: each phase leaves PostgreSQL more to carry (dead rows, WAL, the
    // pgbench run after it), so the second of two phases starts behind; in this order the drift
    // falls on both transports alike, and each pair alone shows which way the order leans.
    for (const [name, transport, pick] of [
      ['REST transfers', 'rest', spread],
      ['GraphQL transfers', 'graphql', spread],
      ['GraphQL transfers, 2nd', 'graphql', spread],
      ['REST transfers, 2nd', 'rest', spread],
      ['hot account (mixed)', 'mixed', intoHot],
    ] as const) {
      await settle(server);
      const maintenanceBefore = await maintenanceRuns(server);
      const groupsBefore = await ledgerGroups(server.base);
      const cpuBefore = cpuTimes(server.pid);
      const watch = watchRunQueue(server.pid);
      const measured = await withStatementProfile(
        server,
        () => phase(server, clients, SECONDS, name, transport, pick),
        (r) => ({ label: `${r.name} at ${clients} clients (${r.tps.toFixed(0)}/s)`, operations: r.completed }),
      );
      const waited = perOperation(NO_TIME, watch.stop(), measured.completed);
      const cpu = perOperation(cpuBefore, cpuTimes(server.pid), measured.completed);
      const grouping = groupingLine(groupsBetween(groupsBefore, await ledgerGroups(server.base)), measured.completed / measured.tps);
      const autovacuum = maintenanceBetween(maintenanceBefore, await maintenanceRuns(server));
      const ledgerCallMs = await statementMsPerOperation(server, LEDGER_CALL, measured.completed);
      results.push({ phase: measured, cpu, waited, pgbench: await pgbenchRun(server, clients), autovacuum, grouping, ledgerCallMs });
    }
    console.log(`${clients} clients:`);
    for (const { phase: r, pgbench } of results) {
      console.log(
        `  ${r.name.padEnd(22)} ${r.tps.toFixed(0).padStart(6)} transfers/s   p50 ${r.p50.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms   failures ${r.failures}   pgbench after it ${pgbench.tps.toFixed(0)} tps`,
      );
    }
    console.log(`  why the failed transfers failed:`);
    for (const { phase: r } of results) console.log(`    ${r.name.padEnd(22)} ${refusalsLine(r.refusals)}`);
    console.log(`  autovacuum during each phase (it shares the two cores with the phase):`);
    for (const { phase: r, autovacuum } of results) console.log(`    ${r.name.padEnd(22)} ${autovacuum}`);
    console.log(`  the ledger calls (the writer groups the transfers that queue while a call is in flight):`);
    for (const { phase: r, grouping } of results) console.log(`    ${r.name.padEnd(22)} ${grouping}`);
    console.log(`  CPU per operation (the two cores are shared by all three):`);
    for (const { phase: r, cpu, pgbench } of results) {
      console.log(`    ${r.name.padEnd(22)} ${cpuLine(cpu, r.tps)}`);
      console.log(`    ${'  pgbench after it'.padEnd(22)} ${cpuLine(pgbench.cpu, pgbench.tps)}`);
    }
    console.log(`  waiting for a core, per operation (runnable but not running: the three's work stood ready while others held the cores):`);
    for (const { phase: r, waited, pgbench } of results) {
      console.log(`    ${r.name.padEnd(22)} ${cpuLine(waited)}`);
      console.log(`    ${'  pgbench after it'.padEnd(22)} ${cpuLine(pgbench.waited)}`);
    }
    for (const { phase: r, cpu, pgbench } of results) console.log(pgbenchRatioLine(r.name, clients, { tps: r.tps, cpu }, pgbench));
    if (PG_STATEMENTS) {
      // The machine's speed drifts between runs; pgbench's PostgreSQL CPU right after the phase is the reference that drifts with it.
      console.log(`  the ledger call's PostgreSQL time a transfer, and ÷ pgbench's PostgreSQL CPU a transaction right after it:`);
      for (const { phase: r, pgbench, ledgerCallMs } of results)
        console.log(
          `    ${r.name.padEnd(22)} ${ledgerCallMs.toFixed(3)} ms ÷ ${pgbench.cpu.postgres.toFixed(3)} ms = ${(ledgerCallMs / pgbench.cpu.postgres).toFixed(2)}`,
        );
    }
    const [rest, graphql, graphqlAgain, restAgain] = results.map((r) => r.phase.tps);
    console.log(`  GraphQL / REST transfers at ${clients} clients: ${(graphql! / rest!).toFixed(3)} (the first two phases, REST first)`);
    console.log(`  GraphQL / REST transfers at ${clients} clients: ${(graphqlAgain! / restAgain!).toFixed(3)} (the next two, GraphQL first)`);
    console.log(
      `  GraphQL / REST transfers at ${clients} clients: ${((graphql! + graphqlAgain!) / (rest! + restAgain!)).toFixed(3)} (the four phases: REST, GraphQL, GraphQL, REST)`,
    );
    await settle(server);
    const alternating = await interleaved(server, clients, spread);
    console.log(`  GraphQL / REST transfers at ${clients} clients: ${alternating.toFixed(3)} (5 alternating slices of ${SECONDS / 5} s each)`);
  }

  const admin = await server.rest('/auth/login', {
    method: 'POST',
    body: { email: server.credentials.admin.email, password: server.credentials.admin.password },
  });
  const reconciliation = await server.rest('/admin/ledger/reconciliation', { token: admin.body.data.accessToken });
  console.log(`reconciliation after the run: ${reconciliation.body.data.clean ? 'clean' : JSON.stringify(reconciliation.body.data)}`);
} finally {
  await server.stop();
}
