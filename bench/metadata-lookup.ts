/**
 * Metadata at scale: 1,000,000 payments of one merchant among 10 merchants (the nine others
 * 100,000 each), each with its own `order_id` in its metadata, then the lookup a merchant makes,
 * "my payment of order 1001" (the merchant's payments whose metadata holds the key and value),
 * EXPLAINed with ANALYZE, and timed over 500 lookups of random orders: p50 and p99 as PostgreSQL
 * runs it, then through the API (GET /merchants/me/payments/search?query=metadata['order_id']:'…'),
 * beside the API's retrieve of one payment by its id in the same run as the reference.
 *
 *   npm run bench:metadata          (BENCH_PAYMENTS=1000000 by default)
 */
import { randomUUID } from 'node:crypto';
import { serverDatabase } from './statement-profile.js';
import { percentile, startBenchServer, type BenchServer } from './support.js';

const PAYMENTS = Number(process.env['BENCH_PAYMENTS'] ?? 1_000_000);
const OTHERS = 9;
const LOOKUPS = 500;

interface Merchant {
  token: string;
  accountId: string;
  userId: string;
  linkId: string;
  code: string;
}

/** A merchant with a payment link: the demo developer's, or a new one signed up through the API. */
async function merchant(server: BenchServer, n: number): Promise<Merchant> {
  let email: string = server.credentials.developer.email;
  let password: string = server.credentials.developer.password;
  if (n > 0) {
    email = `bench-merchant-${n}-${randomUUID().slice(0, 8)}@example.com`;
    password = 'bench-password-123';
    const phone = `+23320${String(Date.now() % 10_000_000).padStart(7, '0')}`.slice(0, 13);
    const created = await server.rest('/developers', {
      method: 'POST',
      body: { companyName: `Bench ${n}`, firstName: 'Bench', lastName: `Merchant ${n}`, email, phone, password, country: 'GH' },
    });
    if (created.status !== 200) throw new Error(`sign-up: ${JSON.stringify(created.body)}`);
  }
  const login = await server.rest('/auth/login', { method: 'POST', body: { email, password } });
  const token: string = login.body.data.accessToken;
  const link = await server.rest('/merchants/me/payment-links', {
    method: 'POST',
    token,
    body: { title: `Bench ${n}`, amount: 10, currency: 'GHS', amountFixed: true },
  });
  if (link.status !== 200) throw new Error(`link: ${JSON.stringify(link.body)}`);
  return { token, accountId: '', userId: '', linkId: link.body.data.id, code: String(link.body.data.url).split('/').pop()! };
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  const db = serverDatabase(server);
  await db.connect();
  try {
    const merchants: Merchant[] = [];
    for (let n = 0; n <= OTHERS; n++) merchants.push(await merchant(server, n));
    for (const m of merchants) {
      const { rows } = await db.query<{ account_id: string; merchant_user_id: string }>(
        'SELECT account_id, merchant_user_id FROM payment_links WHERE id = $1',
        [m.linkId],
      );
      m.accountId = rows[0]!.account_id;
      m.userId = rows[0]!.merchant_user_id;
    }
    const started = performance.now();
    for (const [i, m] of merchants.entries()) {
      const count = i === 0 ? PAYMENTS : PAYMENTS / 10;
      await db.query(
        `INSERT INTO checkout_sessions (id, code, target_kind, target_id, account_id, merchant_user_id, amount, currency, fee, method, status,
                                        entry_id, created_at, expires_at, completed_at, updated_at, metadata)
         SELECT 'cs_bench' || $1::int || '_' || n, $2, 'PAYMENT_LINK', $3, $4, $5, 1000 + n % 5000, 'GHS', 15,
                CASE WHEN n % 3 = 0 THEN 'MOBILE_MONEY' ELSE 'CARD' END, 'COMPLETE', 'je_bench' || $1::int || '_' || n,
                now() - n * interval '1 second', now(), now() - n * interval '1 second', now(),
                jsonb_build_object('order_id', (n)::text, 'channel', CASE WHEN n % 2 = 0 THEN 'web' ELSE 'shop' END)
           FROM generate_series(1, $6::int) AS n`,
        [i, m.code, m.linkId, m.accountId, m.userId, count],
      );
    }
    await db.query('ANALYZE checkout_sessions');
    const { rows: size } = await db.query<{ rows: string; index: string }>(
      "SELECT (SELECT count(*) FROM checkout_sessions)::text AS rows, pg_size_pretty(pg_relation_size('checkout_sessions_metadata')) AS index",
    );
    console.log(
      `${size[0]!.rows} payments written in ${((performance.now() - started) / 1000).toFixed(0)} s (${PAYMENTS} of one merchant, ${PAYMENTS / 10} of each of ${OTHERS} others); metadata index ${size[0]!.index}`,
    );

    const big = merchants[0]!;
    const lookup = `SELECT id, amount, metadata FROM checkout_sessions
                     WHERE account_id = $1 AND metadata @> $2::jsonb
                     ORDER BY created_at DESC, id DESC LIMIT 21`;
    const order = (n: number) => JSON.stringify({ order_id: String(n) });
    const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${lookup}`, [big.accountId, order(123_457)]);
    console.log('\nThe lookup of one order among the merchant’s 1,000,000 payments:');
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);

    const sqlTimes: number[] = [];
    for (let i = 0; i < LOOKUPS; i++) {
      const t0 = performance.now();
      const found = await db.query(lookup, [big.accountId, order(1 + Math.floor(Math.random() * PAYMENTS))]);
      sqlTimes.push(performance.now() - t0);
      if (found.rows.length !== 1) throw new Error(`expected one payment, found ${found.rows.length}`);
    }
    const f = (ms: number) => ms.toFixed(2);
    console.log(`\nPostgreSQL, ${LOOKUPS} lookups of random orders: p50 ${f(percentile(sqlTimes, 50))} ms, p99 ${f(percentile(sqlTimes, 99))} ms`);

    // Through the API, one request at a time: the search, and the retrieve of one payment by id.
    const searches: number[] = [];
    const retrieves: number[] = [];
    for (let i = 0; i < LOOKUPS; i++) {
      const n = 1 + Math.floor(Math.random() * PAYMENTS);
      const query = encodeURIComponent(`metadata['order_id']:'${n}'`);
      let t0 = performance.now();
      const found = await server.rest(`/merchants/me/payments/search?query=${query}`, { token: big.token });
      searches.push(performance.now() - t0);
      if (found.status !== 200 || found.body.data.items.length !== 1) throw new Error(`search: ${found.status} ${JSON.stringify(found.body).slice(0, 300)}`);
      t0 = performance.now();
      const one = await server.rest(`/merchants/me/payments/${found.body.data.items[0].id}`, { token: big.token });
      retrieves.push(performance.now() - t0);
      if (one.status !== 200) throw new Error(`retrieve: ${one.status}`);
    }
    const ratio = percentile(searches, 99) / percentile(retrieves, 99);
    console.log(
      `The API, ${LOOKUPS} of each: search by metadata p50 ${f(percentile(searches, 50))} ms, p99 ${f(percentile(searches, 99))} ms; retrieve by id p50 ${f(percentile(retrieves, 50))} ms, p99 ${f(percentile(retrieves, 99))} ms; search ÷ retrieve at p99 ${ratio.toFixed(2)}`,
    );
  } finally {
    await db.end();
    await server.stop();
  }
}

await main();
