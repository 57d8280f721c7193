/**
 * HTTP overhead: requests per second of the GraphQL `me` query and of GET /ms/v1/users/me, each
 * divided by those of a bare Node `http` server answering the same bytes, and GraphQL by REST, in
 * one run.
 *
 *   npm run bench:http            (BENCH_SECONDS=10 BENCH_ROUNDS=5 BENCH_CONNECTIONS=16 by default)
 *
 * The four targets take turns, BENCH_ROUNDS times, each for BENCH_SECONDS / BENCH_ROUNDS: this
 * machine's speed drifts by more than the differences measured (REST alone varied 2,100-3,100 req/s
 * between two runs a minute apart), so a ratio is taken within each round and the median reported.
 *
 * The platform server runs as `npm start` would (dist/src/main.js, embedded PostgreSQL in a
 * temporary folder, logs at warn), the bare server in a second process, and autocannon in this one.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, median, startBenchServer } from './support.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 16);

interface Target {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

if (process.argv[2] === '--bare') {
  // The baseline: Node's http module answering fixed bytes, no routing, no database.
  const responses = JSON.parse(process.argv[4]!) as Record<string, string>;
  createHttpServer((request, response) => {
    const body = responses[`${request.method} ${request.url}`] ?? '{}';
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
      response.end(body);
    });
  }).listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'));
} else {
  await main();
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  let bare: ChildProcess | undefined;
  try {
    const { base, credentials, subscriptionKey: key, rest } = server;
    const login = await rest('/auth/login', { method: 'POST', body: { email: credentials.appUser.email, password: credentials.appUser.password } });
    const token: string = login.body.data.accessToken;

    const common = { 'Ocp-Apim-Subscription-Key': key, Authorization: `Bearer ${token}` };
    const graphqlTarget: Target = {
      method: 'POST',
      path: '/graphql',
      headers: { ...common, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id email firstName lastName phone country role walletId createdAt updatedAt } }' }),
    };
    const restTarget: Target = { method: 'GET', path: '/ms/v1/users/me', headers: { ...common, 'X-Target-Environment': 'sandbox' } };

    // Capture the real answers so the bare server sends byte-for-byte the same sizes.
    const capture = async (t: Target) => (await fetch(base + t.path, { method: t.method, headers: t.headers, ...(t.body ? { body: t.body } : {}) })).text();
    const responses = { [`POST /graphql`]: await capture(graphqlTarget), [`GET /ms/v1/users/me`]: await capture(restTarget) };
    if (!responses['POST /graphql']!.includes('"me"') || !responses['GET /ms/v1/users/me']!.includes('SUCCESS'))
      throw new Error(`unexpected answers: ${JSON.stringify(responses)}`);

    const barePort = await freePort();
    bare = fork(fileURLToPath(import.meta.url), ['--bare', String(barePort), JSON.stringify(responses)]);
    await new Promise<void>((resolve) => bare!.once('message', () => resolve()));
    const bareBase = `http://127.0.0.1:${barePort}`;

    console.log(
      `http-overhead: ${process.env['WORKERS'] ?? 1} server process(es), ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS / ROUNDS} s per target, Node ${process.version}`,
    );
    const targets = [
      ['bare GraphQL bytes', bareBase, graphqlTarget],
      ['GraphQL me', base, graphqlTarget],
      ['bare REST bytes', bareBase, restTarget],
      ['REST GET /users/me', base, restTarget],
    ] as const;
    for (const [, url, target] of targets) await load(url, target, 2); // warm-up
    const rounds: Record<string, Measured>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const measured: Record<string, Measured> = {};
      for (const [name, url, target] of targets) measured[name] = await load(url, target, SECONDS / ROUNDS);
      rounds.push(measured);
    }
    for (const [name] of targets) {
      const all = rounds.map((r) => r[name]!);
      const rps = all.reduce((sum, m) => sum + m.rps, 0) / all.length;
      console.log(
        `  ${name.padEnd(20)} ${rps.toFixed(0).padStart(7)} req/s (rounds ${all.map((m) => m.rps.toFixed(0)).join(', ')})   p50 ${median(all.map((m) => m.p50))} ms   p99 ${median(all.map((m) => m.p99))} ms`,
      );
    }
    const ratio = (label: string, numerator: string, denominator: string) => {
      const perRound = rounds.map((r) => r[numerator]!.rps / r[denominator]!.rps);
      console.log(`${label}: ${median(perRound).toFixed(3)} (median of rounds ${perRound.map((x) => x.toFixed(2)).join(', ')})`);
    };
    ratio('GraphQL me / bare http', 'GraphQL me', 'bare GraphQL bytes');
    ratio('REST /users/me / bare http', 'REST GET /users/me', 'bare REST bytes');
    ratio('GraphQL me / REST /users/me', 'GraphQL me', 'REST GET /users/me');
  } finally {
    bare?.kill();
    await server.stop();
  }
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
}

async function load(url: string, target: Target, duration: number): Promise<Measured> {
  const result = await autocannon({
    url: url + target.path,
    method: target.method,
    headers: target.headers,
    ...(target.body ? { body: target.body } : {}),
    connections: CONNECTIONS,
    duration,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}
