/**
 * What a standby serving reads gives: a dashboard's list query (GraphQL's DashboardPaymentLinks,
 * a merchant's first ten payment links) per second and its p99, from a server whose reads go to
 * the standby (DATABASE_READ_URL) against one whose reads all go to the primary, both on the same
 * primary and standby (scripts/replicated-postgres.sh, Debian's PostgreSQL 15), each on a database
 * of its own, measured in alternating phases and given as ratios. Both servers share this
 * machine's cores with both PostgreSQL servers: the figure is what routing costs or gives here,
 * not what a standby on its own machine would add.
 *
 *   npm run bench:read-standby   (BENCH_SECONDS=10 BENCH_CLIENTS=16 BENCH_ROUNDS=2 by default)
 *
 * As root on Debian: `apt-get install -y postgresql-15` first.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BenchServer, freePort, percentile, startBenchServer } from './support.js';
import { alternatingPhases, type PhaseResult, ratioLine } from './transfer-load.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 16);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 2);
const LINKS = 30;

const LIST = `query DashboardPaymentLinks($after: String) {
  paymentLinks(first: 10, after: $after) {
    edges { node { id title amount { amount } singleUse status paymentsCount amountCollected { amount currency } createdAt metadata { key value } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

type Side = 'standby' | 'primary alone';

const folder = mkdtempSync(path.join(tmpdir(), 'pp-read-standby-bench-'));
chmodSync(folder, 0o755);
const pair = (command: string, ...args: string[]) => execFileSync('scripts/replicated-postgres.sh', [command, folder, ...args], { encoding: 'utf8' });
const servers: Partial<Record<Side, BenchServer>> = {};
try {
  const started = pair('start', String(await freePort()), String(await freePort()));
  const databaseUrl = /DATABASE_URL=(\S+)/.exec(started)?.[1];
  const readUrl = /DATABASE_READ_URL=(\S+)/.exec(started)?.[1];
  if (!databaseUrl || !readUrl) throw new Error(`the replicated pair did not start:\n${started}`);
  // The server that reads from the primary alone keeps its data in a database of its own on the same servers.
  const admin = new pg.Client({ connectionString: readUrl.replace(/:(\d+)\/payments$/, `:${new URL(databaseUrl.replace(/,[^/]+/, '')).port}/postgres`) });
  await admin.connect();
  await admin.query('CREATE DATABASE payments_alone');
  await admin.end();
  servers.standby = await startBenchServer({ databaseUrl, readUrl });
  servers['primary alone'] = await startBenchServer({ databaseUrl: databaseUrl.replace('/payments?', '/payments_alone?') });
  const tokens: Partial<Record<Side, string>> = {};
  for (const side of ['standby', 'primary alone'] as const) {
    const server = servers[side]!;
    const login = await server.rest('/auth/login', {
      method: 'POST',
      body: { email: server.credentials.developer.email, password: server.credentials.developer.password },
    });
    tokens[side] = login.body.data.accessToken;
    for (let n = 0; n < LINKS; n++) {
      const link = await server.rest('/merchants/me/payment-links', {
        method: 'POST',
        token: tokens[side]!,
        body: { title: `Bench link ${n}`, amount: 10 + n, currency: 'GHS', amountFixed: true },
      });
      if (link.status !== 200) throw new Error(`payment link: ${JSON.stringify(link.body)}`);
    }
  }
  // The merchant's last write is long applied by the standby before the phases start.
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  /** `clients` merchants' dashboards listing payment links for `seconds`. */
  const listing = async (side: Side, name: string, seconds: number): Promise<PhaseResult> => {
    const server = servers[side]!;
    const latencies: number[] = [];
    let failures = 0;
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          const answer = await fetch(`${server.base}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[side]}`, 'ocp-apim-subscription-key': server.subscriptionKey },
            body: JSON.stringify({ query: LIST, operationName: 'DashboardPaymentLinks' }),
          });
          const body = (await answer.json()) as { data?: { paymentLinks?: { edges: unknown[] } } };
          latencies.push(performance.now() - t0);
          if (body.data?.paymentLinks?.edges.length !== 10) failures++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const completed = latencies.length - failures;
    return { name, completed, tps: completed / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures };
  };
  console.log(
    `read-standby bench: ${CLIENTS} clients, GraphQL DashboardPaymentLinks (first 10 of ${LINKS}), ${SECONDS} s a phase, ${ROUNDS} rounds alternating the order`,
  );
  for (const side of ['standby', 'primary alone'] as const) await listing(side, `${side} warm-up`, Math.min(SECONDS, 5));
  const means = await alternatingPhases(
    ['standby', 'primary alone'] as const,
    ROUNDS,
    (side, round) => listing(side, `${side}, round ${round}`, SECONDS),
    'lists',
  );
  // Where the routing server's reads went (its database_reads_total): the standby, unless the routing fell back.
  const metrics = await (await fetch(`${servers.standby.base}/metrics`)).text();
  const served = (side: string) => Number(new RegExp(`database_reads_total\\{served_by="${side}"\\} (\\d+)`).exec(metrics)?.[1] ?? 0);
  console.log(`  the routing server's SELECTs in reading requests: ${served('standby')} on the standby, ${served('primary')} on the primary`);
  console.log(ratioLine('read-standby', 'reads on the standby ÷ on the primary alone', means.standby, means['primary alone'], 'lists'));
} finally {
  for (const server of Object.values(servers)) await server?.stop();
  pair('stop');
  rmSync(folder, { recursive: true, force: true });
}
