import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/support/harness.js';
import { report, scaled } from './scale.js';
import { call, raiseLimits, removeFolder, startServer, type ServerProcess } from '../test/support/server-process.js';

// A server process under steady load, three times in a row: no errors, and its heap bounded. The
// bound is enforced, not estimated: the server runs with a 256 MB old space, so a leak would end
// it with an out-of-memory crash (and the rounds would fail) instead of being judged from GC noise.
const HEAP_LIMIT_MB = 256;
const SECONDS = scaled(30, 5);
const CONNECTIONS = 50;
// The account's plan is raised to the most a plan allows, 1,000,000 requests a minute; with the
// signed-in user kept between requests one process answers /users/me faster than that (about
// 28,000 a second here), and the rate limiter's 429s are the right answer, not a fault. The load
// keeps under the plan so that every answer must be a 200.
const REQUESTS_PER_SECOND = 15_000;
let server: ServerProcess | undefined;
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  if (server) removeFolder(server.dataDir);
});

/** The server's heap in use at rest: the least of a few samples, so a collection not yet run does not count as growth. */
async function heapUsed(target: ServerProcess): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 6; i++) {
    const text = await (await fetch(`${target.baseUrl}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith('nodejs_heap_size_used_bytes '));
    samples.push(Number(line?.split(' ')[1]));
    await new Promise((r) => setTimeout(r, 500));
  }
  return Math.min(...samples);
}

describe('soak', () => {
  it(`serves ${CONNECTIONS} connections for ${SECONDS} s three times: 0 errors, heap bounded`, async () => {
    const { url } = await freshDatabase();
    server = await startServer({ DATABASE_URL: url, LOG_LEVEL: 'warn', NODE_OPTIONS: `--max-old-space-size=${HEAP_LIMIT_MB}` });
    const credentials = server.credentials();
    const key = credentials.developer.subscriptionKey;
    await raiseLimits(server);
    const merchant = await call(server, 'POST', '/auth/login', key, { body: { email: credentials.developer.email, password: credentials.developer.password } });
    const token: string = merchant.body.data.accessToken;

    const rounds: { requests: number; errors: number; non2xx: number; heapMb: number; p99: number }[] = [];
    for (let round = 0; round < 3; round++) {
      const result = await autocannon({
        url: `${server.baseUrl}/ms/v1/users/me`,
        connections: CONNECTIONS,
        overallRate: REQUESTS_PER_SECOND,
        duration: SECONDS,
        headers: { 'Ocp-Apim-Subscription-Key': key, 'X-Target-Environment': 'sandbox', Authorization: `Bearer ${token}` },
      });
      rounds.push({
        requests: result.requests.total,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        heapMb: (await heapUsed(server)) / 2 ** 20,
        p99: result.latency.p99,
      });
    }
    for (const r of rounds) {
      expect(r.errors).toBe(0);
      expect(r.non2xx).toBe(0);
    }
    expect(server.child.exitCode).toBeNull();
    expect(Math.max(...rounds.map((r) => r.heapMb))).toBeLessThan(HEAP_LIMIT_MB);
    report('soak', {
      'connections × seconds × rounds': `${CONNECTIONS} × ${SECONDS} × 3`,
      requests: rounds.map((r) => r.requests).join(' / '),
      errors: rounds.reduce((n, r) => n + r.errors + r.non2xx, 0),
      'heap MB at rest after each round (limit 256)': rounds.map((r) => r.heapMb.toFixed(1)).join(' / '),
      'p99 ms': rounds.map((r) => r.p99).join(' / '),
    });
  });
});
