/**
 * Stalls: for each route that takes a list (and for the hostile bodies that once stopped the
 * server), sends the largest body it accepts, several times over, while a second client asks
 * /healthz every few milliseconds, and prints the worst /healthz latency seen during each route's
 * requests: how long one tenant's largest request can keep every other tenant waiting (goal < 50 ms).
 * The first send of each body is reported apart: it runs code the process has not compiled yet.
 *
 *   npm run bench:stall           (BENCH_REPEAT=5 sends of each body by default; BENCH_ONLY=payroll for one case)
 *
 * The server runs as `npm start` would (dist/src/main.js, embedded PostgreSQL in a temporary
 * folder), with the demo account's limits raised so the sends are not throttled.
 */
import { randomUUID } from 'node:crypto';
import { percentile, startBenchServer } from './support.js';

const REPEAT = Number(process.env['BENCH_REPEAT'] ?? 5);
const GOAL_MS = 50;

interface Case {
  name: string;
  method: string;
  path: string;
  body: () => unknown;
  /** Accepted (2xx) at its largest, or refused (400; for GraphQL, an error in the answer). */
  expect: 'accepted' | 'refused';
  idempotent?: boolean;
}

// The endpoints registered here point at this machine (nothing listens there; no event is sent).
process.env['WEBHOOK_ALLOW_LOCAL_RECEIVERS'] = 'true';
const server = await startBenchServer();
try {
  const { base, credentials, subscriptionKey, rest } = server;
  const merchantLogin = await rest('/auth/login', { method: 'POST', body: { email: credentials.developer.email, password: credentials.developer.password } });
  const merchant: string = merchantLogin.body.data.accessToken;
  const userLogin = await rest('/auth/login', { method: 'POST', body: { email: credentials.appUser.email, password: credentials.appUser.password } });
  const user: string = userLogin.body.data.accessToken;
  const headers = (token: string, idempotent: boolean) => ({
    'Ocp-Apim-Subscription-Key': subscriptionKey,
    'X-Target-Environment': 'sandbox',
    'Content-Type': 'application/json',
    Authorization: `Bearer ${token}`,
    ...(idempotent ? { 'Idempotency-Key': randomUUID() } : {}),
  });
  const send = async (method: string, path: string, token: string, body: unknown, idempotent = false) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: headers(token, idempotent),
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  // A cash sale of 200 lines (the most a sale has), and one of 100,000 × 0.01 on one line.
  const lines200 = Array.from({ length: 200 }, (_, i) => ({ description: `Item ${i + 1}`, quantity: 1000, unitPrice: '0.01' }));
  const wide = await send('POST', '/ms/v1/pos/sales', merchant, { items: lines200, paymentMethod: 'cash', currency: 'GHS' }, true);
  const deep = await send(
    'POST',
    '/ms/v1/pos/sales',
    merchant,
    { items: [{ description: 'Sweets', quantity: 100_000, unitPrice: '0.01' }], paymentMethod: 'cash', currency: 'GHS' },
    true,
  );
  if (wide.status !== 200 || deep.status !== 200) throw new Error(`sales failed: ${JSON.stringify(wide.body)} ${JSON.stringify(deep.body)}`);
  const eventTypes: string[] = (await rest('/merchants/me/webhooks/event-types', { token: merchant })).body.data.eventTypes;
  const employees = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      name: `Employee ${i}`,
      phone: `+23324${String(1_000_000 + i).padStart(7, '0')}`,
      amount: '1.00',
      reference: `emp-${i}`,
    }));
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const graphql = (query: string, variables: unknown) => ({ query, variables });
  const posRefund = 'mutation ($input: PosRefundInput!) { posRefund(input: $input) { refund { id } userErrors { field message code } } }';

  const cases: Case[] = [
    {
      name: 'POS refund, 200 distinct lines (the most accepted)',
      method: 'POST',
      path: '/ms/v1/pos/refunds',
      body: () => ({ saleId: wide.body.data.id, lines: lines200.map((_, i) => ({ line: i + 1, quantity: 1 })) }),
      expect: 'accepted',
      idempotent: true,
    },
    {
      name: 'POS refund, one line named 30,000 times (refused)',
      method: 'POST',
      path: '/ms/v1/pos/refunds',
      body: () => ({ saleId: deep.body.data.id, lines: Array.from({ length: 30_000 }, () => ({ line: 1, quantity: 1 })) }),
      expect: 'refused',
      idempotent: true,
    },
    {
      name: 'GraphQL posRefund, one line named 30,000 times (refused)',
      method: 'POST',
      path: '/graphql',
      body: () => graphql(posRefund, { input: { saleId: deep.body.data.id, lines: Array.from({ length: 30_000 }, () => ({ line: 1, quantity: 1 })) } }),
      expect: 'refused',
    },
    {
      name: 'GraphQL posRefund, one line named 5,000 times (refused)',
      method: 'POST',
      path: '/graphql',
      body: () => graphql(posRefund, { input: { saleId: deep.body.data.id, lines: Array.from({ length: 5_000 }, () => ({ line: 1, quantity: 1 })) } }),
      expect: 'refused',
    },
    {
      name: 'POS refund, one line named 5,000 times (refused)',
      method: 'POST',
      path: '/ms/v1/pos/refunds',
      body: () => ({ saleId: deep.body.data.id, lines: Array.from({ length: 5_000 }, () => ({ line: 1, quantity: 1 })) }),
      expect: 'refused',
      idempotent: true,
    },
    {
      name: 'POS sale, 200 lines',
      method: 'POST',
      path: '/ms/v1/pos/sales',
      body: () => ({ items: lines200, paymentMethod: 'cash', currency: 'GHS' }),
      expect: 'accepted',
      idempotent: true,
    },
    {
      name: 'invoice, 100 line items',
      method: 'POST',
      path: '/ms/v1/merchants/me/invoices',
      body: () => ({
        customerEmail: 'ama@example.com',
        currency: 'GHS',
        items: Array.from({ length: 100 }, (_, i) => ({ description: `Line ${i}`, quantity: 3, unitPrice: '9.99' })),
      }),
      expect: 'accepted',
      idempotent: true,
    },
    {
      name: 'payroll batch, 5,000 employees',
      method: 'POST',
      path: '/ms/v1/payroll/batches',
      body: () => ({ name: 'May payroll', currency: 'GHS', employees: employees(5_000) }),
      expect: 'accepted',
      idempotent: true,
    },
    {
      name: 'webhook endpoint, every event type',
      method: 'POST',
      path: '/ms/v1/merchants/me/webhooks',
      body: () => ({ url: 'http://127.0.0.1:9/hooks', events: eventTypes }),
      expect: 'accepted',
    },
    {
      name: 'webhook endpoint, one type 20,000 times (refused)',
      method: 'POST',
      path: '/ms/v1/merchants/me/webhooks',
      body: () => ({ url: 'http://127.0.0.1:9/hooks', events: Array.from({ length: 20_000 }, () => eventTypes[0]) }),
      expect: 'refused',
    },
    {
      name: 'a body of 400,000 nested arrays (refused)',
      method: 'POST',
      path: '/ms/v1/pos/refunds',
      body: () => nested(400_000),
      expect: 'refused',
      idempotent: true,
    },
  ];

  console.log(`worst /healthz latency while each route's largest body is sent ${REPEAT} times (goal < ${GOAL_MS} ms)`);
  const rows: { name: string; status: string; first: number; worst: number; p50: number }[] = [];
  // BENCH_ONLY=payroll sends only the cases whose name contains it (to profile one route).
  const only = process.env['BENCH_ONLY'];
  for (const c of cases.filter((k) => !only || k.name.includes(only))) {
    const token =
      c.path.includes('/webhooks') || c.path.includes('/pos/') || c.path.includes('/invoices') || c.path.includes('/payroll') || c.path === '/graphql'
        ? merchant
        : user;
    // Latencies seen during the first send (code the route had not run since start-up is compiled
    // then) and during the sends after it, apart.
    const latencies: number[][] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const started = performance.now();
        await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
        latencies.at(-1)?.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const statuses = new Set<number>();
    for (let i = 0; i < REPEAT; i++) {
      latencies.push([]);
      const answer = await send(c.method, c.path, token, c.body(), c.idempotent ?? false);
      statuses.add(answer.status);
      // A GraphQL refusal is a top-level error (a list over its bound) or the mutation's userErrors.
      const userErrors = c.path === '/graphql' ? (answer.body.data?.posRefund?.userErrors?.length ?? 0) : 0;
      const refused = c.path === '/graphql' ? answer.body.errors !== undefined || userErrors > 0 : answer.status === 400;
      const accepted = answer.status >= 200 && answer.status < 300 && answer.body.errors === undefined && userErrors === 0;
      if (!(c.expect === 'refused' ? refused : accepted)) {
        probing = false;
        await probe;
        throw new Error(`${c.name}: expected it ${c.expect}, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      }
    }
    probing = false;
    await probe;
    const later = latencies.slice(1).flat();
    rows.push({
      name: c.name,
      status: [...statuses].join(','),
      first: Math.max(0, ...latencies[0]!),
      worst: Math.max(0, ...later),
      p50: percentile(later, 50),
    });
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    const mark = r.worst < GOAL_MS ? 'ok' : 'OVER';
    console.log(
      `${r.name.padEnd(width)}  ${r.status}  first send ${r.first.toFixed(1).padStart(6)} ms  then worst ${r.worst.toFixed(1).padStart(6)} ms  median ${r.p50.toFixed(1).padStart(5)} ms  ${mark}`,
    );
  }
  const worst = Math.max(...rows.map((r) => r.worst));
  const first = Math.max(...rows.map((r) => r.first));
  console.log(
    `worst stall over all routes: ${worst.toFixed(1)} ms after each route's first send (goal < ${GOAL_MS} ms); ${first.toFixed(1)} ms during a first send`,
  );
} finally {
  await server.stop();
}
