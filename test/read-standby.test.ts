import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { walPosition } from '../src/db/read-routing.js';
import { replicatedPostgres } from './support/debian-postgres.js';
import { freePort } from './support/global-setup.js';
import { call, dataFolder, raiseLimits, removeFolder, type ServerProcess, startServer } from './support/server-process.js';

// Reads on a standby with read-your-writes (DATABASE_READ_URL, src/db/read-routing.ts): a primary
// and its standby (scripts/replicated-postgres.sh, Debian's PostgreSQL 15), the standby applying
// what it receives 300 ms late on purpose, and the server as two processes. Each caller writes and
// reads its write back at once, on both transports, and never reads it stale; a caller that has
// not written, and a writer once the standby has caught up, are served by the standby.

const LAG_MS = 300;
const ROUNDS = 1_000;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const TRANSFER = `mutation Pay($input: WalletTransferInput!, $key: String) {
  transferToWallet(input: $input, idempotencyKey: $key) { walletTransfer { id } userErrors { code message } }
}`;
const BALANCE = 'query Balance { wallet { balances { currency balance { amount } } } }';

/** The `database_reads_total` counts the server's processes answered /metrics with (one process a call). */
async function readsServed(server: ServerProcess): Promise<{ standby: number; primary: number }> {
  const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
  const count = (side: string) => Number(new RegExp(`database_reads_total\\{served_by="${side}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { standby: count('standby'), primary: count('primary') };
}

describe('reads on a standby (DATABASE_READ_URL)', () => {
  it('never read a write stale: each caller writes and reads back at once, 1,000 times on each transport, through a standby 300 ms behind', {
    timeout: 300_000,
  }, async () => {
    const pgFolder = dataFolder();
    const serverFolder = dataFolder();
    cleanups.push(() => {
      replicatedPostgres('stop', pgFolder);
      removeFolder(pgFolder);
      removeFolder(serverFolder);
    });
    const started = replicatedPostgres('start', pgFolder, await freePort(), await freePort());
    const databaseUrl = /DATABASE_URL=(\S+)/.exec(started)![1]!;
    const readUrl = /DATABASE_READ_URL=(\S+)/.exec(started)![1]!;
    replicatedPostgres('lag', pgFolder, LAG_MS);
    const server = await startServer({ DATABASE_URL: databaseUrl, DATABASE_READ_URL: readUrl, WORKERS: '2', LOG_LEVEL: 'warn' }, { dataDir: serverFolder });
    cleanups.push(async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    });
    await raiseLimits(server);
    const credentials = server.credentials();
    const key = credentials.developer.subscriptionKey;
    const appUser = JSON.parse(readFileSync(path.join(serverFolder, 'sandbox-credentials.json'), 'utf8')).appUser as { email: string; password: string };
    const signIn = async (who: { email: string; password: string }) =>
      (await call(server, 'POST', '/auth/login', key, { body: { email: who.email, password: who.password } })).body.data.accessToken as string;
    const [payer, merchant, admin] = [await signIn(appUser), await signIn(credentials.developer), await signIn(credentials.admin)];

    // The standby lags for real: straight after a write, it does not have it yet.
    const standby = new pg.Client({ connectionString: readUrl });
    await standby.connect();
    cleanups.push(() => standby.end());
    const primary = new pg.Client({ connectionString: databaseUrl.replace(/,[^/]+/, '').replace(/\?.*$/, '') });
    await primary.connect();
    cleanups.push(() => primary.end());
    await call(server, 'POST', '/wallets/me/transfer', key, {
      token: payer,
      body: { toEmail: credentials.developer.email, amount: '0.01', currency: 'GHS' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    const written = walPosition((await primary.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')).rows[0]!.lsn);
    const replayed = walPosition((await standby.query<{ lsn: string }>('SELECT pg_last_wal_replay_lsn()::text AS lsn')).rows[0]!.lsn);
    expect(replayed < written, 'the standby has not applied the write yet').toBe(true);

    // Each round: a transfer, then the balance read back at once, on the round's transport. The
    // balance the caller reads must be the one its transfer left, never the one before it.
    const balanceOf = async (transport: 'REST' | 'GraphQL', token: string): Promise<number> => {
      if (transport === 'REST') {
        const wallet = await call(server, 'GET', '/wallets/me', key, { token });
        expect(wallet.status, JSON.stringify(wallet.body)).toBe(200);
        return Math.round(wallet.body.data.balances.find((b: { currency: string }) => b.currency === 'GHS').balance * 100);
      }
      const answer = await fetch(`${server.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'ocp-apim-subscription-key': key },
        body: JSON.stringify({ query: BALANCE }),
      });
      const body = (await answer.json()) as { data?: { wallet: { balances: { currency: string; balance: { amount: string } }[] } }; errors?: unknown };
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      return Math.round(Number(body.data!.wallet.balances.find((b) => b.currency === 'GHS')!.balance.amount) * 100);
    };
    const transfer = async (transport: 'REST' | 'GraphQL', token: string, toEmail: string): Promise<void> => {
      const input = { toEmail, amount: '0.01', currency: 'GHS' };
      if (transport === 'REST') {
        const sent = await call(server, 'POST', '/wallets/me/transfer', key, { token, body: input, headers: { 'Idempotency-Key': randomUUID() } });
        expect(sent.status, JSON.stringify(sent.body)).toBe(200);
        return;
      }
      const answer = await fetch(`${server.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'ocp-apim-subscription-key': key },
        body: JSON.stringify({ query: TRANSFER, variables: { input, key: randomUUID() } }),
      });
      const body = (await answer.json()) as { data?: { transferToWallet: { walletTransfer: { id: string } | null } } };
      expect(body.data?.transferToWallet.walletTransfer, JSON.stringify(body)).toBeTruthy();
    };
    // Two callers side by side: the app user pays the merchant, the merchant pays the app user back.
    const callers = [
      { token: payer, to: credentials.developer.email },
      { token: merchant, to: appUser.email },
    ];
    const stale: string[] = [];
    const perTransport = { REST: 0, GraphQL: 0 };
    await Promise.all(
      callers.map(async (caller, index) => {
        let expected = await balanceOf('REST', caller.token);
        let received = 0;
        for (let round = 0; round < ROUNDS; round++) {
          const transport = (round + index) % 2 === 0 ? 'REST' : 'GraphQL';
          await transfer(transport, caller.token, caller.to);
          expected -= 1;
          const read = await balanceOf(transport, caller.token);
          // The other caller's transfers arrive at any time: each adds 1 (a minor unit) to what this one holds.
          const arrived = read - expected - received;
          if (arrived < 0) stale.push(`${transport} round ${round}: read ${read}, expected at least ${expected + received}`);
          else received += arrived;
          perTransport[transport]++;
        }
      }),
    );
    expect(stale).toEqual([]);
    expect(perTransport).toEqual({ REST: ROUNDS, GraphQL: ROUNDS });

    // The standby serves: a caller who has not written reads there, and so does a writer once the
    // standby has applied its last write. Counted by the standby itself (its transactions), and
    // by the servers' metrics.
    await new Promise((resolve) => setTimeout(resolve, LAG_MS * 3));
    // The standby's own count of its transactions: a backend reports it when idle, within ten seconds.
    const standbyTransactions = async () =>
      Number((await standby.query<{ n: string }>("SELECT xact_commit AS n FROM pg_stat_database WHERE datname = 'payments'")).rows[0]!.n);
    const before = await standbyTransactions();
    const READS = 40;
    for (let read = 0; read < READS; read++) {
      expect((await call(server, 'GET', '/admin/ledger/reconciliation', key, { token: admin })).status).toBe(200);
      await balanceOf(read % 2 === 0 ? 'REST' : 'GraphQL', payer);
    }
    await expect
      .poll(async () => (await standbyTransactions()) - before, { timeout: 20_000, interval: 500, message: 'reads served by the standby' })
      .toBeGreaterThanOrEqual(READS);
    const metrics = await Promise.all(Array.from({ length: 6 }, () => readsServed(server)));
    expect(Math.max(...metrics.map((counts) => counts.standby))).toBeGreaterThan(0);
  });
});
