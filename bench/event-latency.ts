/**
 * Event latency: from commit to webhook receipt on a loopback receiver, and to a GraphQL
 * subscriber, p50 and p99, at 200 events per second; webhook deliveries per second in a burst,
 * as its top-ups commit and as the dispatcher drains it from a backlog (its own sustained rate);
 * what an older transaction open in another database of the server costs (BENCH_OPEN_MS, 1000);
 * and 1,000 concurrent subscribers on one server process, beside the same subscribers of a bare
 * graphql-ws fan-out (plain `ws` in a second process: no schema, no auth, no database), the floor of
 * this machine's sockets in the same run.
 *
 *   npm run bench:events          (BENCH_SECONDS=10 BENCH_RATE=200 BENCH_WARMUP_SECONDS=2 BENCH_SUBSCRIBERS=1000 BENCH_WALLETS=1)
 *
 * Events are wallet.funded, committed by sandbox top-ups of the demo user; "commit" is the
 * event's createdAt, taken just before its statement runs. Every top-up of one wallet takes that
 * wallet's row lock, so the default also measures a hot wallet; BENCH_WALLETS=N spreads the
 * top-ups of the timed phases over N wallets of the demo account's users (the measured subscriber
 * is then the merchant, whose subscription carries its users' events). BENCH_PG_STATEMENTS=1 also prints the
 * statements PostgreSQL ran during the steady-rate phase, per event (top-up plus its delivery).
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from 'graphql-ws';
import WebSocket, { WebSocketServer } from 'ws';
import { coresBusy, cpuTimes, perOperation, processSeconds } from './cpu-time.js';
import { enableStatementProfile, serverDatabase, withStatementProfile } from './statement-profile.js';
import { freePort, percentile, post, startBenchServer } from './support.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const RATE = Number(process.env['BENCH_RATE'] ?? 200);
const SUBSCRIBERS = Number(process.env['BENCH_SUBSCRIBERS'] ?? 1000);
const BURST = Number(process.env['BENCH_BURST'] ?? 2000);
const WALLETS = Number(process.env['BENCH_WALLETS'] ?? 1);
/** How long the transaction of the older-transaction phase stays open. */
const OPEN_MS = Number(process.env['BENCH_OPEN_MS'] ?? 1000);
const WARMUP_SECONDS = Number(process.env['BENCH_WARMUP_SECONDS'] ?? 2);

// The receiver is on loopback: the development setting that admits http://localhost receivers.
process.env['WEBHOOK_ALLOW_LOCAL_RECEIVERS'] = 'true';

interface Arrival {
  createdAt: number;
  at: number;
}

async function main(): Promise<void> {
  enableStatementProfile();
  const server = await startBenchServer();
  const webhookArrivals = new Map<string, Arrival>();
  // While the receiver holds its answers, the dispatcher's slots fill and the rest of a burst waits as a backlog.
  let held: (() => void)[] | undefined;
  const receiverPort = await freePort();
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (c) => (body += c));
    request.on('end', () => {
      const event = JSON.parse(body) as { id: string; createdAt: string };
      if (!webhookArrivals.has(event.id)) webhookArrivals.set(event.id, { createdAt: Date.parse(event.createdAt), at: Date.now() });
      const answer = () => response.writeHead(200).end('ok');
      if (held) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', () => resolve()));
  const clients: Client[] = [];
  try {
    const { credentials } = server;
    const merchant = await server.rest('/auth/login', {
      method: 'POST',
      body: { email: credentials.developer.email, password: credentials.developer.password },
    });
    const registered = await server.rest('/merchants/me/webhooks', {
      method: 'POST',
      token: merchant.body.data.accessToken,
      body: { url: `http://localhost:${receiverPort}/hook`, events: ['wallet.funded'] },
    });
    if (registered.status !== 200) throw new Error(`webhook registration failed: ${JSON.stringify(registered.body)}`);
    const user = await server.rest('/auth/login', { method: 'POST', body: { email: credentials.appUser.email, password: credentials.appUser.password } });
    const userToken: string = user.body.data.accessToken;
    const walletId = (await server.rest('/wallets/me', { token: userToken })).body.data.id as string;
    const wallets = [walletId];
    for (let n = 1; n < WALLETS; n++) {
      const joined = await server.rest('/auth/register', {
        method: 'POST',
        body: {
          firstName: 'Events',
          lastName: `Bench${n}`,
          email: `events${n}@example.com`,
          phone: `+2332088${String(n).padStart(4, '0')}`,
          password: 'bench-password-123',
          country: 'GH',
        },
      });
      if (joined.status !== 200) throw new Error(`register: ${JSON.stringify(joined.body)}`);
      wallets.push(joined.body.data.walletId as string);
    }
    let topUps = 0;
    /** Each top-up's time from sending to its answer, which holds its commit: the part of an event's latency before the relay. */
    const answered: number[] = [];
    // The timed phases rotate over the wallets; the fan-out phase tops up the demo user's, whose subscribers count it.
    // Sent with the bench's light HTTP client, as bench:ledger sends its transfers: with fetch, the
    // top-ups took more of the two cores than the server's part of them did.
    const topUpHeaders = {
      'Ocp-Apim-Subscription-Key': server.subscriptionKey,
      'X-Target-Environment': 'sandbox',
      Authorization: `Bearer ${merchant.body.data.accessToken}`,
    };
    const fund = async (wallet = wallets[topUps++ % wallets.length]!) => {
      const sent = Date.now();
      const response = await post(server, '/ms/v1/sandbox/wallets/fund', topUpHeaders, JSON.stringify({ walletId: wallet, amount: 0.01, currency: 'GHS' }));
      answered.push(Date.now() - sent);
      if (response.status !== 200) throw new Error(`top-up refused: ${response.status} ${response.body}`);
    };

    // One measured subscriber, plus the rest of the subscribers to hold open at once.
    const subscriberArrivals = new Map<string, Arrival>();
    const subscribe = async (
      onEvent: (event: { id: string; createdAt: string }) => void,
      token = userToken,
      url = `${server.base.replace('http', 'ws')}/graphql`,
    ) => {
      const client = createClient({
        url,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        lazy: false,
        retryAttempts: 0,
      });
      clients.push(client);
      await new Promise<void>((resolve, reject) => {
        client.on('connected', () => resolve());
        client.on('closed', () => reject(new Error('subscriber closed')));
      });
      client.subscribe<{ events: { id: string; createdAt: string } }>(
        { query: 'subscription { events(types: ["wallet.funded"]) { id createdAt } }' },
        {
          next: (value) => value.data && onEvent(value.data.events),
          error: () => undefined,
          complete: () => undefined,
        },
      );
    };
    await subscribe(
      (event) => {
        if (!subscriberArrivals.has(event.id)) subscriberArrivals.set(event.id, { createdAt: Date.parse(event.createdAt), at: Date.now() });
      },
      WALLETS > 1 ? merchant.body.data.accessToken : userToken,
    );
    await new Promise((r) => setTimeout(r, 300));

    /** `count` top-ups at RATE a second, each sent on time whether or not the one before was answered. */
    const fundAtRate = async (count: number) => {
      const started = Date.now();
      const pending: Promise<unknown>[] = [];
      for (let i = 0; i < count; i++) {
        const wait = started + (i * 1000) / RATE - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        pending.push(fund());
      }
      await Promise.all(pending);
    };
    const bothArrived = (count: number) => waitUntil(() => webhookArrivals.size >= count && subscriberArrivals.size >= count, 30_000);

    // A warm-up at the same rate, not measured: the server's first requests compile its code paths
    // and prepare its statements (this phase's p99 was 50-80 ms where the later ones read 8-10 ms).
    await fundAtRate(RATE * WARMUP_SECONDS);
    await bothArrived(RATE * WARMUP_SECONDS);
    webhookArrivals.clear();
    subscriberArrivals.clear();
    answered.length = 0;

    console.log(`event-latency: ${RATE} events/s for ${SECONDS} s into ${WALLETS} wallet(s), after ${WARMUP_SECONDS} s of warm-up, Node ${process.version}`);
    const total = RATE * SECONDS;
    const cpuBefore = cpuTimes(server.pid);
    const phaseStarted = performance.now();
    await withStatementProfile(
      server,
      async () => {
        await fundAtRate(total);
        await bothArrived(total);
      },
      () => ({ label: `${RATE} events/s`, operations: total }),
    );
    // CPU is steadier than latency on a shared machine, and says which part the others wait behind.
    const cpu = perOperation(cpuBefore, cpuTimes(server.pid), total);
    const busyCores = coresBusy(cpu, (total * 1000) / (performance.now() - phaseStarted));
    report('commit → webhook receipt', webhookArrivals);
    report('commit → subscriber', subscriberArrivals);
    console.log(
      `  ${'sent → top-up answered'.padEnd(26)} p50 ${percentile(answered, 50)} ms   p99 ${percentile(answered, 99)} ms   (the request and its commit, before the relay's part)`,
    );
    console.log(
      `  CPU an event: server ${cpu.server.toFixed(3)} ms, PostgreSQL ${cpu.postgres.toFixed(3)} ms, this process (top-ups, receiver, subscriber) ${cpu.loadGenerator.toFixed(3)} ms; ${busyCores.toFixed(2)} of ${availableParallelism()} cores busy`,
    );

    // What waiting for older transactions costs: the log numbers an event only once every transaction
    // that began before it has ended, anywhere on the server. The same rate for 2 s, with a session in
    // another database of the server holding a transaction open for OPEN_MS from the phase's start:
    // first a read-only one (no transaction id, so nothing waits for it), then one that has written.
    const other = serverDatabase(server, 'postgres');
    await other.connect();
    try {
      for (const holdsAnId of [false, true]) {
        webhookArrivals.clear();
        subscriberArrivals.clear();
        await other.query('BEGIN');
        await other.query(holdsAnId ? 'SELECT pg_current_xact_id()' : 'SELECT 1');
        const ended = new Promise<number>((resolve) => setTimeout(() => void other.query('COMMIT').then(() => resolve(Date.now())), OPEN_MS));
        const phase = RATE * 2;
        await fundAtRate(phase);
        const endedAt = await ended;
        await bothArrived(phase);
        // Committed well before it ended (50 ms), received only after: held back by it.
        const heldBack = [...subscriberArrivals.values()].filter((a) => a.createdAt < endedAt - 50 && a.at >= endedAt).length;
        const label = holdsAnId ? `a transaction with an id open ${OPEN_MS} ms elsewhere` : `a read-only transaction open ${OPEN_MS} ms elsewhere`;
        console.log(`  ${label}: ${heldBack} of ${phase} events held back until it ended`);
        report('  commit → webhook receipt', webhookArrivals);
        report('  commit → subscriber', subscriberArrivals);
      }
    } finally {
      await other.end();
    }

    // Deliveries as committed: a burst committed as fast as 16 clients can, each delivered as soon as it can be.
    // Its rate is bounded by the top-ups' own (one wallet's row lock), so it is printed beside it.
    const burst = async () => {
      let issued = 0;
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (issued < BURST) {
            issued++;
            await fund();
          }
        }),
      );
    };
    webhookArrivals.clear();
    const burstStarted = Date.now();
    await burst();
    const committedSeconds = (Date.now() - burstStarted) / 1000;
    await waitUntil(() => webhookArrivals.size >= BURST, 60_000);
    const burstSeconds = (Math.max(...[...webhookArrivals.values()].map((a) => a.at)) - burstStarted) / 1000;
    console.log(
      `  webhook deliveries as committed: ${(webhookArrivals.size / burstSeconds).toFixed(0)} per second (${webhookArrivals.size} in ${burstSeconds.toFixed(1)} s; their top-ups committed in ${committedSeconds.toFixed(1)} s)`,
    );

    // Sustained deliveries, the dispatcher's own rate: a burst committed while the receiver holds its
    // answers (the dispatcher's slots fill, the rest waits), then drained with the receiver answering at once.
    webhookArrivals.clear();
    held = [];
    await burst();
    await new Promise((r) => setTimeout(r, 500));
    const answers = held;
    held = undefined;
    const drainStarted = Date.now();
    const arrivedBefore = webhookArrivals.size;
    for (const answer of answers) answer();
    await waitUntil(() => webhookArrivals.size >= BURST, 60_000);
    const drainSeconds = (Math.max(...[...webhookArrivals.values()].map((a) => a.at)) - drainStarted) / 1000;
    console.log(
      `  sustained webhook deliveries: ${((BURST - arrivedBefore) / drainSeconds).toFixed(0)} per second (a backlog of ${BURST - arrivedBefore} drained in ${drainSeconds.toFixed(2)} s)`,
    );

    // Many subscribers on one process: every one must get every event. They are the merchant's, whose
    // subscription carries its users' events and whose subscribes count against its raised plan (an app
    // user's count against their own Sandbox bucket, 60 a minute). Then the same number of the same
    // clients on the bare fan-out, which sends each event's frame to every subscription and nothing else.
    const EVENTS = 10;
    const fanOut = async (
      name: string,
      serverPid: number,
      subscribeOne: (onEvent: (event: { createdAt: string }) => void) => Promise<void>,
      emit: () => Promise<unknown>,
    ) => {
      const counts = new Array<number>(SUBSCRIBERS - 1).fill(0);
      const latencies: number[] = [];
      for (let i = 0; i < SUBSCRIBERS - 1; i++) {
        const index = i;
        await subscribeOne((event) => {
          counts[index]!++;
          latencies.push(Date.now() - Date.parse(event.createdAt));
        });
      }
      await new Promise((r) => setTimeout(r, 500));
      const cpuBefore = processSeconds(serverPid);
      for (let i = 0; i < EVENTS; i++) {
        await emit();
        await new Promise((r) => setTimeout(r, 100));
      }
      await waitUntil(() => counts.every((c) => c >= EVENTS), 30_000);
      const received = counts.reduce((a, b) => a + b, 0);
      // The server's CPU for the phase (its sends, and for the platform the top-ups and their publication), per event received.
      const cpuPerDelivery = ((processSeconds(serverPid) - cpuBefore) * 1e6) / received;
      const figures = { p50: percentile(latencies, 50), p99: percentile(latencies, 99), cpuPerDelivery };
      console.log(
        `  ${name}: ${received}/${(SUBSCRIBERS - 1) * EVENTS} events received by ${SUBSCRIBERS - 1} added subscribers, p50 ${figures.p50} ms, p99 ${figures.p99} ms, server CPU ${cpuPerDelivery.toFixed(1)} µs an event received`,
      );
      // The added subscribers go before the next set opens, so this process never holds both.
      await Promise.all(clients.splice(1).map((c) => c.dispose()));
      return figures;
    };
    const platform = await fanOut(
      `${SUBSCRIBERS} concurrent subscribers on one process`,
      server.pid,
      (onEvent) => subscribe(onEvent, merchant.body.data.accessToken),
      () => fund(walletId),
    );
    const barePort = await freePort();
    const bare = fork(fileURLToPath(import.meta.url), ['--bare-fanout', String(barePort)]);
    try {
      await new Promise<void>((resolve) => bare.once('message', () => resolve()));
      let sent = 0;
      const floor = await fanOut(
        'the same on a bare graphql-ws fan-out',
        bare.pid!,
        (onEvent) => subscribe(onEvent, '', `ws://127.0.0.1:${barePort}/graphql`),
        async () => bare.send(sent++),
      );
      console.log(
        `  fan-out ÷ bare fan-out: p50 ${(platform.p50 / floor.p50).toFixed(2)}, p99 ${(platform.p99 / floor.p99).toFixed(2)}, server CPU an event received ${(platform.cpuPerDelivery / floor.cpuPerDelivery).toFixed(2)}`,
      );
    } finally {
      bare.kill();
    }
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    receiver.close();
    await server.stop();
  }
}

function report(name: string, arrivals: Map<string, Arrival>): void {
  const latencies = [...arrivals.values()].map((a) => a.at - a.createdAt);
  console.log(`  ${name.padEnd(26)} p50 ${percentile(latencies, 50)} ms   p99 ${percentile(latencies, 99)} ms   (${latencies.length} events)`);
}

/**
 * The floor of a fan-out on this machine: graphql-ws's protocol over plain `ws`, answering a
 * connection and recording each subscribe, then sending every subscription a `next` frame shaped as
 * the platform's (the event's id and createdAt) each time the bench names an event.
 */
function serveBareFanout(port: number): void {
  const subscriptions = new Map<WebSocket, Set<string>>();
  const wss = new WebSocketServer({ port, host: '127.0.0.1' }, () => process.send?.('ready'));
  wss.on('connection', (socket) => {
    subscriptions.set(socket, new Set());
    socket.on('close', () => subscriptions.delete(socket));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; id?: string };
      if (message.type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }));
      else if (message.type === 'subscribe' && message.id) subscriptions.get(socket)?.add(message.id);
      else if (message.type === 'complete' && message.id) subscriptions.get(socket)?.delete(message.id);
    });
  });
  process.on('message', (n) => {
    const createdAt = new Date().toISOString();
    for (const [socket, ids] of subscriptions)
      for (const id of ids) socket.send(JSON.stringify({ id, type: 'next', payload: { data: { events: { id: `evt_bare_${String(n)}`, createdAt } } } }));
  });
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for events');
    await new Promise((r) => setTimeout(r, 20));
  }
}

if (process.argv[2] === '--bare-fanout') serveBareFanout(Number(process.argv[3]));
else await main();
