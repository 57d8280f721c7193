import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { describe, expect, it, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { connectDatabaseClient } from '../src/db/primary.js';
import { autoFailoverPostgres, replicatedPostgres, replicatedPostgresAsync, startReplicatedPostgres } from '../test/support/debian-postgres.js';
import { freePort } from '../test/support/global-setup.js';
import { LoopbackReceiver } from '../test/support/receiver.js';
import { call, dataFolder, raiseLimits, removeFolder, type ServerProcess, startServer } from '../test/support/server-process.js';
import { inParallel, report, scaled } from './scale.js';

// The loss of the database primary under load: PostgreSQL's primary with a synchronous standby,
// the server as two processes (WORKERS=2) on DATABASE_URL naming both hosts, keyed transfers on
// both transports from one hot wallet to another, a webhook endpoint and a live subscription.
// Three set-ups, each in rounds: the pair of scripts/replicated-postgres.sh, its primary killed
// and the standby promoted by hand (pg_ctl promote); and pg_auto_failover's formation of
// scripts/auto-failover-postgres.sh, its primary node killed (SIGKILL), or hung (every process of
// it stopped with SIGSTOP, resumed after the round), with nobody promoting anything. Nothing
// acknowledged may be lost, nothing may move twice, and every committed event must reach the
// receiver and the subscriber. CI's short form runs one round of each automatic set-up.
const LOADERS = 8;
/** The server's statement timeout in these rounds: a request on a hung primary gives up after it (and 2 s of grace). */
const STATEMENT_TIMEOUT_MS = 5_000;

interface ReplicatedSetUp {
  /** The round's name: how the primary is lost and who promotes. */
  name: string;
  /** The same, in a word or two, for the printed figures. */
  label: string;
  rounds: number;
  start(folder: string): Promise<string>;
  /** The fault, and the promotion when a person has to make it; answers when the fault struck (epoch ms), when the script says. */
  lose(folder: string): Promise<number | undefined>;
  /** After the round: the lost primary back, and what it has become. */
  afterwards?(folder: string, url: string): Promise<Record<string, string | number>>;
  stop(folder: string): Promise<void>;
  /** The engine's view of its nodes, printed when a round fails. */
  state?(folder: string): Promise<string>;
}

/** Whether the server on `port` (of pg_auto_failover's set-up, trusting local connections) is a standby now, and refuses a write. */
async function asStandby(port: number): Promise<{ standby: boolean; writeRefused: boolean }> {
  const client = await connectDatabaseClient(`postgres://postgres@127.0.0.1:${port}/payments?sslmode=disable`);
  try {
    const standby = (await client.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby')).rows[0]!.standby;
    const writeRefused = await client.query('CREATE TABLE write_probe (x int)').then(
      () => false,
      (error: { code?: string }) => error.code === '25006', // read_only_sql_transaction
    );
    return { standby, writeRefused };
  } finally {
    await client.end();
  }
}

const SET_UPS: ReplicatedSetUp[] = [
  {
    name: 'the standby promoted by hand (pg_ctl promote) after the primary is killed',
    label: 'by hand',
    rounds: scaled(3, 0),
    start: async (folder) => startReplicatedPostgres(folder, await freePort(), await freePort()),
    lose: async (folder) => {
      await replicatedPostgresAsync('kill-primary', folder);
      await replicatedPostgresAsync('promote', folder);
      return undefined;
    },
    stop: async (folder) => void replicatedPostgres('stop', folder),
  },
  {
    name: "pg_auto_failover's secondary promoted by its monitor after the primary node is killed (SIGKILL)",
    label: 'automatic, primary killed',
    rounds: scaled(3, 1),
    start: async (folder) => startAutoFailover(folder),
    lose: async (folder) => signalledAt(await autoFailoverPostgres('kill-primary', folder)),
    state: (folder) => autoFailoverPostgres('state', folder),
    afterwards: async (folder, url) => {
      await autoFailoverPostgres('restart-lost', folder);
      return rejoined(folder, url);
    },
    stop: async (folder) => void (await autoFailoverPostgres('stop', folder)),
  },
  {
    name: "pg_auto_failover's secondary promoted by its monitor after the primary node hangs (SIGSTOP)",
    label: 'automatic, primary hung',
    rounds: scaled(3, 1),
    start: async (folder) => startAutoFailover(folder),
    lose: async (folder) => signalledAt(await autoFailoverPostgres('hang-primary', folder)),
    state: (folder) => autoFailoverPostgres('state', folder),
    afterwards: async (folder, url) => {
      await autoFailoverPostgres('resume', folder);
      return rejoined(folder, url);
    },
    stop: async (folder) => void (await autoFailoverPostgres('stop', folder)),
  },
];

/** The moment scripts/auto-failover-postgres.sh sent its signal, from what it printed. */
function signalledAt(printed: string): number | undefined {
  const at = /signalled_at_ms=(\d+)/.exec(printed)?.[1];
  return at ? Number(at) : undefined;
}

async function startAutoFailover(folder: string): Promise<string> {
  const started = await autoFailoverPostgres('start', folder, await freePort(), await freePort(), await freePort());
  const url = /DATABASE_URL=(\S+)/.exec(started)?.[1];
  if (!url) throw new Error(`pg_auto_failover did not start:\n${started}`);
  return url;
}

/** The lost primary, back, rejoins as the secondary: it is a standby and refuses writes. */
async function rejoined(folder: string, url: string): Promise<Record<string, string | number>> {
  const started = performance.now();
  await autoFailoverPostgres('wait-stable', folder, 180);
  // The first host of the URL is the node that started as the primary, and was lost.
  const old = await asStandby(Number(/127\.0\.0\.1:(\d+),/.exec(url)?.[1]));
  expect(old).toEqual({ standby: true, writeRefused: true });
  return {
    's for the lost primary to rejoin as the secondary': Math.round((performance.now() - started) / 100) / 10,
    'the old primary now': old.standby && old.writeRefused ? 'a standby, refusing writes' : JSON.stringify(old),
  };
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const TRANSFER = `mutation Pay($input: WalletTransferInput!, $key: String) {
  transferToWallet(input: $input, idempotencyKey: $key) { walletTransfer { id } userErrors { code message } }
}`;

describe.each(SET_UPS.filter((setUp) => setUp.rounds > 0))('the loss of the database primary: $name', (setUp) => {
  it.each(Array.from({ length: setUp.rounds }, (_, i) => i + 1))(
    'round %i: under keyed transfers on both transports, no acknowledged transfer is lost, none moves twice, and every event reaches the webhook and the subscriber',
    async (round) => {
      const pgFolder = dataFolder();
      const serverFolder = dataFolder();
      const receiver = await new LoopbackReceiver().start();
      let server: ServerProcess | undefined;
      // Each round leaves nothing behind for the next: its server, formation and folders go when it ends.
      const cleanups: (() => Promise<void>)[] = [];
      onTestFinished(async () => {
        for (const cleanup of cleanups.reverse()) await cleanup();
      });
      cleanups.push(async () => {
        server?.child.kill('SIGKILL');
        await server?.exited;
        await setUp.stop(pgFolder);
        await receiver.stop();
        removeFolder(pgFolder);
        removeFolder(serverFolder);
      });
      const url = await setUp.start(pgFolder);
      server = await startServer(
        { DATABASE_URL: url, WORKERS: '2', WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true', LOG_LEVEL: 'warn', DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) },
        { dataDir: serverFolder },
      );
      // Both processes apply the raised plan from their next request (the rate limiter reads it from the database).
      await raiseLimits(server);
      const credentials = server.credentials();
      const key = credentials.developer.subscriptionKey;
      const demo = JSON.parse(readFileSync(path.join(serverFolder, 'sandbox-credentials.json'), 'utf8')).appUser as { email: string; password: string };
      const signIn = async (who: { email: string; password: string }) =>
        (await call(server!, 'POST', '/auth/login', key, { body: { email: who.email, password: who.password } })).body.data.accessToken as string;
      const merchant = await signIn(credentials.developer);
      const sender = await signIn(demo);
      const hook = await call(server, 'POST', '/merchants/me/webhooks', key, {
        token: merchant,
        body: { url: receiver.url('/hook'), events: ['wallet.debited'] },
      });
      expect(hook.status, JSON.stringify(hook.body)).toBe(200);

      // The merchant's live subscription to the account's debits. When its socket closes (its
      // server process lost the database for a moment), it subscribes again after the last event
      // it received, as a client resuming should: the log's events first, then the live ones.
      const heard = new Set<string>();
      let lastSequence: string | undefined;
      let resubscriptions = 0;
      let listening = true;
      const subscriber = createClient({
        url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${merchant}` },
        retryAttempts: 0,
      });
      const subscribe = () =>
        subscriber.subscribe<{ events: { id: string; sequence: string } }>(
          {
            query: 'subscription Debits($after: String) { events(types: ["wallet.debited"], after: $after) { id sequence } }',
            variables: lastSequence ? { after: lastSequence } : {},
          },
          {
            next: ({ data }) => {
              if (!data) return;
              heard.add(data.events.id);
              lastSequence = data.events.sequence;
            },
            error: () => again(),
            complete: () => again(),
          },
        );
      const again = () => {
        if (!listening) return;
        resubscriptions++;
        setTimeout(subscribe, 200);
      };
      subscribe();
      cleanups.push(async () => {
        listening = false;
        await subscriber.dispose();
      });
      await pause(500);

      // Keyed transfers, half through REST and half through GraphQL; each key remembers its transport.
      const acknowledged = new Map<string, string>();
      const keyed = new Map<string, { transport: 'REST' | 'GraphQL'; answered: string | undefined }>();
      const acknowledgedAt: number[] = [];
      let failedCalls = 0;
      let longestCallMs = 0;
      let running = true;
      const send = async (transport: 'REST' | 'GraphQL', idempotencyKey: string): Promise<{ id?: string; code?: string }> => {
        const input = { toEmail: credentials.developer.email, amount: '0.01', currency: 'GHS', note: idempotencyKey };
        if (transport === 'REST') {
          const sent = await call(server!, 'POST', '/wallets/me/transfer', key, { token: sender, body: input, headers: { 'Idempotency-Key': idempotencyKey } });
          return sent.status === 200 ? { id: sent.body.data.id } : { code: sent.body?.details?.code };
        }
        const answer = await fetch(`${server!.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${sender}`, 'ocp-apim-subscription-key': key },
          body: JSON.stringify({ query: TRANSFER, variables: { input, key: idempotencyKey } }),
        });
        const body = (await answer.json()) as {
          data?: { transferToWallet?: { walletTransfer?: { id: string }; userErrors: { code: string }[] } };
          errors?: { extensions?: { code?: string } }[];
        };
        const paid = body.data?.transferToWallet;
        return paid?.walletTransfer ? { id: paid.walletTransfer.id } : { code: paid?.userErrors[0]?.code ?? body.errors?.[0]?.extensions?.code };
      };
      const loaders = Array.from({ length: LOADERS }, async (_, loader) => {
        const transport = loader % 2 === 0 ? 'REST' : 'GraphQL';
        while (running) {
          const idempotencyKey = randomUUID();
          keyed.set(idempotencyKey, { transport, answered: undefined });
          const sentAt = performance.now();
          try {
            const { id } = await send(transport, idempotencyKey).finally(() => {
              longestCallMs = Math.max(longestCallMs, performance.now() - sentAt);
            });
            if (id) {
              acknowledged.set(idempotencyKey, id);
              keyed.get(idempotencyKey)!.answered = id;
              acknowledgedAt.push(performance.now());
            } else {
              failedCalls++;
              await pause(50);
            }
            // biome-ignore lint/plugin: a call cut off while the database changes hands is simply not acknowledged; the loader goes on.
          } catch {
            failedCalls++;
            await pause(50);
          }
        }
      });

      await pause(2_000);
      const beforeLoss = acknowledged.size;
      const calledAt = performance.now();
      const struckAt = await setUp.lose(pgFolder);
      const promotedAt = performance.now();
      // Counted from the signal itself where the script says when it sent it: acknowledgements go
      // on while it finds the primary, and a wait counted from before that ended on them.
      const lostAt = struckAt === undefined ? calledAt : promotedAt - (Date.now() - struckAt);
      // Writes have resumed once transfers are acknowledged again a second after the fault (the few
      // in flight at the fault may still be answered at once).
      const resumed = () => acknowledgedAt.find((at) => at > Math.max(promotedAt, lostAt + 1_000));
      while (resumed() === undefined && performance.now() - lostAt < 90_000) await pause(20);
      if (resumed() === undefined) {
        // What a reader of a failed run needs: who the formation says is primary, and what the server saw.
        // biome-ignore lint/plugin: the test fails just below either way; a state that cannot be read is shown as its error.
        const state = await setUp.state?.(pgFolder).catch((error: unknown) => String(error));
        const log = server.output().split('\n').slice(-40).join('\n');
        expect.fail(
          `no transfer acknowledged within 90 s of the fault; calls failed ${failedCalls}\nthe formation: ${state ?? 'not known'}\nthe server's last lines:\n${log}`,
        );
      }
      // The pause in writes: the longest gap between acknowledgements from the last one before the fault.
      const around = acknowledgedAt
        .filter((at, i) => at > lostAt || acknowledgedAt[i + 1] === undefined || acknowledgedAt[i + 1]! > lostAt)
        .sort((a, b) => a - b);
      const gaps = around.slice(1).map((at, i) => ({ from: around[i]!, to: at }));
      const pauseInWrites = gaps.reduce(
        (longest, gap) => (gap.to - gap.from > longest.to - longest.from ? gap : longest),
        gaps[0] ?? { from: lostAt, to: lostAt },
      );
      const firstAfter = pauseInWrites.to;
      await pause(2_000);
      running = false;
      await Promise.all(loaders);
      const afterwards = await setUp.afterwards?.(pgFolder, url);

      // Every key again on its own transport, as a client retries after a failure: each answers
      // its transfer (replayed, or run now if it never committed), the same one if acknowledged.
      const outcomes = { replayed: 0, 'run now or replayed unacknowledged': 0, refused: 0, 'acknowledged, then answered another transfer': 0 };
      const refusals: string[] = [];
      await inParallel([...keyed.entries()], LOADERS, async ([idempotencyKey, { transport, answered }]) => {
        const again = await send(transport, idempotencyKey);
        if (!again.id) {
          outcomes.refused++;
          refusals.push(`${transport} ${again.code}`);
        } else if (answered === undefined) outcomes['run now or replayed unacknowledged']++;
        else if (again.id === answered) outcomes.replayed++;
        else outcomes['acknowledged, then answered another transfer']++;
        if (again.id) acknowledged.set(idempotencyKey, again.id);
      });

      // On whichever host accepts writes now: the promoted standby.
      const client = await connectDatabaseClient(url);
      try {
        // Every committed debit since the endpoint was made reaches the receiver and the
        // subscriber, at least once each (duplicates collapse on the event's id).
        const { rows: debits } = await client.query<{ id: string }>(
          `SELECT e.id FROM events e WHERE e.type = 'wallet.debited' AND e.created_at >= (SELECT created_at FROM webhook_endpoints WHERE id = $1)`,
          [hook.body.data.webhook.id],
        );
        const delivered = () => new Set(receiver.at('/hook').map((r) => (JSON.parse(r.body) as { id: string }).id));
        const waitUntil = Date.now() + 120_000;
        while (Date.now() < waitUntil && debits.some((d) => !delivered().has(d.id) || !heard.has(d.id))) await pause(200);
        const notDelivered = debits.filter((d) => !delivered().has(d.id)).length;
        // Each delivery counts once however often it came: the receiver answers 2xx to all, so a
        // delivery seen again was sent after its 2xx (at least once: the primary lost before the
        // attempt was recorded), counted apart.
        const deliveryIds = receiver.at('/hook').map((r) => String(r.headers['x-service-delivery']));
        const repeatedAfter2xx = deliveryIds.length - new Set(deliveryIds).size;
        const notHeard = debits.filter((d) => !heard.has(d.id)).length;
        const ids = [...new Set(acknowledged.values())];
        const { rows: posted } = await client.query<{ n: string }>('SELECT count(*) AS n FROM journal_entries WHERE id = ANY($1)', [ids]);
        const { rows: twice } = await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM (SELECT metadata->>'note' FROM journal_entries WHERE kind = 'P2P_TRANSFER' AND metadata->>'note' = ANY($1) GROUP BY 1 HAVING count(*) > 1) t`,
          [[...keyed.keys()]],
        );
        const { rows: mismatched } = await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM ledger_accounts a WHERE a.balance <> coalesce((SELECT sum(amount) FROM postings p WHERE p.account_id = a.id), 0)`,
        );
        const admin = await signIn(credentials.admin);
        const reconciliation = await call(server, 'GET', '/admin/ledger/reconciliation', key, { token: admin });
        const port = (await client.query<{ port: number }>('SELECT inet_server_port() AS port')).rows[0]!.port;
        const standbyPort = Number(/,[^:]+:(\d+)\//.exec(url)?.[1]);
        const transports = { REST: 0, GraphQL: 0 };
        for (const { transport, answered } of keyed.values()) if (answered) transports[transport]++;
        report(`failover (${setUp.label}) round ${round}`, {
          'transfers acknowledged (REST / GraphQL)': `${acknowledgedAt.length} (${transports.REST} / ${transports.GraphQL})`,
          'of them before the fault': beforeLoss,
          'ms from the fault to writes resumed (the end of the longest pause in acknowledgements)': Math.round(firstAfter - lostAt),
          'ms of it spent by the script (the kill and pg_ctl promote, or the signal alone)': Math.round(promotedAt - lostAt),
          [`longest call, ms (statement timeout ${STATEMENT_TIMEOUT_MS} ms)`]: Math.round(longestCallMs),
          'calls cut off or refused while the database changed hands (not acknowledged)': failedCalls,
          'keys sent again: replayed / run now / refused / answered another transfer': `${outcomes.replayed} / ${outcomes['run now or replayed unacknowledged']} / ${outcomes.refused} / ${outcomes['acknowledged, then answered another transfer']}`,
          'acknowledged and lost': ids.length - Number(posted[0]!.n),
          'keys that moved money twice': Number(twice[0]!.n),
          'debit events (webhook not delivered / not heard by the subscriber)': `${debits.length} (${notDelivered} / ${notHeard})`,
          'webhook deliveries received (distinct / sent again after a 2xx)': `${new Set(deliveryIds).size} / ${repeatedAfter2xx}`,
          'subscriptions resumed after their socket closed': resubscriptions,
          'the database that answers now': port === standbyPort ? 'the promoted standby' : `port ${port}`,
          ...(refusals.length > 0 ? { refusals: [...new Set(refusals)].join(', ') } : {}),
          ...afterwards,
        });
        expect(port).toBe(standbyPort);
        expect(Number(posted[0]!.n)).toBe(ids.length);
        expect(outcomes.refused).toBe(0);
        expect(outcomes['acknowledged, then answered another transfer']).toBe(0);
        expect(Number(twice[0]!.n)).toBe(0);
        expect(Number(mismatched[0]!.n)).toBe(0);
        expect(reconciliation.body.data.clean).toBe(true);
        expect(notDelivered).toBe(0);
        expect(notHeard).toBe(0);
      } finally {
        await client.end();
      }
    },
  );
});
