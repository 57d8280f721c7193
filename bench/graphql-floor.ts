/**
 * The floor GraphQL stands on: what Apollo Server's request pipeline costs a request before any of
 * this server's code runs. One process serves the bench's transfer mutation two ways on one fastify
 * instance: through Apollo Server 5 and @as-integrations/fastify, as src/http/graphql.ts mounts it
 * (landing page and cache control off, CSRF prevention on) but with no plugin, no context and a
 * resolver that answers a constant; and through a bare fastify route that parses the same body and
 * sends the same bytes. No database, no authentication.
 *
 *   npm run bench:graphql-floor      (BENCH_SECONDS=10 BENCH_ROUNDS=5 BENCH_CONNECTIONS=16 by default)
 *
 * The two take turns, BENCH_ROUNDS times; autocannon runs in this process and the server in a
 * child, whose CPU time (from /proc) divided by the requests it answered is printed for each. The
 * difference is what every GraphQL request pays that the same answer over a plain route does not:
 * set it beside the server's CPU a transfer in `npm run bench:ledger` to see how much of GraphQL's
 * extra cost no change to this server's own code can take away.
 */
// As the server runs: production mode, set before graphql-js loads (it reads the mode as it loads).
import '../src/production-mode.js';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { processSeconds } from './cpu-time.js';
import { freePort, median } from './support.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 16);

/** The mutation bench:ledger sends, with the fields it selects. */
const TYPE_DEFS = `
  input WalletTransferInput { toEmail: String, amount: String!, currency: String! }
  type WalletTransfer { id: ID! }
  type UserError { field: [String!], message: String!, code: String }
  type WalletTransferPayload { walletTransfer: WalletTransfer, userErrors: [UserError!]! }
  type Query { ok: Boolean }
  type Mutation { transferToWallet(input: WalletTransferInput!): WalletTransferPayload! }
`;
const BODY = JSON.stringify({
  query: 'mutation($i: WalletTransferInput!) { transferToWallet(input: $i) { walletTransfer { id } userErrors { field message code } } }',
  variables: { i: { toEmail: 'recipient@example.com', amount: '0.05', currency: 'GHS' } },
});
const ANSWER = { data: { transferToWallet: { walletTransfer: { id: 'je_5Ghq2WZxk1YdJ0cVb8TnR3' }, userErrors: [] } } };

if (process.argv[2] === '--serve') {
  await serve(Number(process.argv[3]));
} else {
  await main();
}

async function serve(port: number): Promise<void> {
  const app = Fastify({ logger: false });
  const apollo = new ApolloServer({
    typeDefs: TYPE_DEFS,
    resolvers: { Mutation: { transferToWallet: () => ANSWER.data.transferToWallet } },
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
    allowBatchedHttpRequests: false,
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  app.route({ url: '/graphql', method: ['GET', 'POST', 'OPTIONS'], handler: fastifyApolloHandler(apollo) });
  // Apollo answers JSON.stringify(result) and a newline, as application/json; charset=utf-8.
  app.post('/bare', async (request, reply) => {
    if (typeof (request.body as { query?: unknown }).query !== 'string') return reply.code(400).send();
    return reply.type('application/json; charset=utf-8').send(`${JSON.stringify(ANSWER)}\n`);
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.send?.('ready');
}

interface Measured {
  requests: number;
  cpuSeconds: number;
}

async function main(): Promise<void> {
  const port = await freePort();
  const child = fork(fileURLToPath(import.meta.url), ['--serve', String(port)]);
  try {
    await new Promise<void>((resolve) => child.once('message', () => resolve()));
    const base = `http://127.0.0.1:${port}`;
    const answers = await Promise.all(
      ['/graphql', '/bare'].map(async (path) =>
        (await fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: BODY })).text(),
      ),
    );
    if (answers[0] !== answers[1]) throw new Error(`the two answers differ: ${JSON.stringify(answers)}`);
    const targets = [
      ['Apollo Server', '/graphql'],
      ['bare fastify route', '/bare'],
    ] as const;
    const load = async (path: string, duration: number): Promise<Measured> => {
      const cpuBefore = processSeconds(child.pid!);
      const result = await autocannon({
        url: base + path,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: BODY,
        connections: CONNECTIONS,
        duration,
      });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      return { requests: result.requests.total, cpuSeconds: processSeconds(child.pid!) - cpuBefore };
    };
    for (const [, path] of targets) await load(path, 2); // warm-up
    console.log(
      `graphql-floor: the transfer mutation's answer (${answers[0]!.length} bytes) through Apollo Server and through a bare fastify route, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS / ROUNDS} s each, Node ${process.version}`,
    );
    const rounds: Record<string, Measured>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const measured: Record<string, Measured> = {};
      for (const [name, path] of round % 2 === 0 ? targets : [...targets].reverse()) measured[name] = await load(path, SECONDS / ROUNDS);
      rounds.push(measured);
    }
    const microseconds = (m: Measured) => (m.cpuSeconds * 1e6) / m.requests;
    for (const [name] of targets) {
      const all = rounds.map((r) => r[name]!);
      console.log(
        `  ${name.padEnd(20)} ${(all.reduce((s, m) => s + m.requests, 0) / SECONDS).toFixed(0).padStart(7)} req/s   server CPU ${median(all.map(microseconds)).toFixed(1)} µs a request (rounds ${all.map((m) => microseconds(m).toFixed(1)).join(', ')})`,
      );
    }
    const extra = rounds.map((r) => microseconds(r['Apollo Server']!) - microseconds(r['bare fastify route']!));
    const ratio = rounds.map((r) => r['Apollo Server']!.requests / r['bare fastify route']!.requests);
    console.log(
      `  Apollo Server's pipeline adds ${median(extra).toFixed(1)} µs of server CPU a request (median of rounds ${extra.map((x) => x.toFixed(1)).join(', ')})`,
    );
    console.log(`  Apollo Server / bare fastify route: ${median(ratio).toFixed(3)} requests (median of rounds ${ratio.map((x) => x.toFixed(2)).join(', ')})`);
  } finally {
    child.kill();
  }
}
