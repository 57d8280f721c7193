import crypto from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/global-setup.js';
import { freshDatabase } from './support/harness.js';
import { LoopbackReceiver } from './support/receiver.js';
import { startServer, type ServerProcess } from './support/server-process.js';

type RunningServer = ServerProcess;

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'pp-main-'));
  chmodSync(folder, 0o755);
  folders.push(folder);
  return folder;
}

/** Runs src/main.ts as `npm start` would, and waits until it answers. */
const startMain = (env: Record<string, string>): Promise<RunningServer> => startServer(env);

function restHeaders(subscriptionKey: string, token?: string): Record<string, string> {
  return {
    'Ocp-Apim-Subscription-Key': subscriptionKey,
    'X-Target-Environment': 'sandbox',
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

async function signIn(server: RunningServer, key: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/ms/v1/auth/login`, { method: 'POST', headers: restHeaders(key), body: JSON.stringify({ email, password }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as any).data.accessToken;
}

/** A login in flight when SIGTERM arrives is answered, and the server then exits 0. */
async function expectLoginDrainedAtSigterm(server: RunningServer, dataDir: string): Promise<void> {
  const credentials = JSON.parse(readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8'));
  // A login spends ~0.1-0.3 s in scrypt, then writes its session: the signal arrives in between.
  const inFlight = fetch(`${server.baseUrl}/ms/v1/auth/login`, {
    method: 'POST',
    headers: restHeaders(credentials.developer.subscriptionKey),
    body: JSON.stringify({ email: credentials.appUser.email, password: credentials.appUser.password }),
  });
  await new Promise((r) => setTimeout(r, 30));
  server.child.kill('SIGTERM');
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(await server.exited).toBe(0);
}

// A server's first start in a fresh clone compiles it (tsx, into its cache under the temporary
// folder): 37 s measured, against 11-13 s once compiled. The tests wait as long as a first start
// takes, as startServer does (60 s), so a user's first npm test passes as CI's warm one does.
describe('the server process', { timeout: 90_000 }, () => {
  it('starts on the embedded PostgreSQL, seeds once, keeps its data across restarts and stops cleanly on SIGTERM', async () => {
    const dataDir = dataFolder();
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), SCRYPT_LOG_N: '10' };
    const first = await startMain(env);
    const credentials = JSON.parse(readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8'));
    // The start says where the credentials are and the account's id, and prints no key or password.
    expect(first.output()).toContain(path.join(dataDir, 'sandbox-credentials.json'));
    expect(first.output()).toContain(credentials.developer.accountId);
    const secrets = [
      credentials.developer.subscriptionKey,
      credentials.developer.secretKey,
      credentials.developer.apiKey,
      credentials.developer.password,
      credentials.appUser.password,
      credentials.admin.password,
      ...Object.values(credentials.developer.productKeys as Record<string, string>),
    ];
    for (const secret of secrets) expect(first.output()).not.toContain(secret);
    expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    const token = await signIn(first, credentials.developer.subscriptionKey, credentials.developer.email, credentials.developer.password);
    const correlationId = '5d0c4a3e-8f1b-4c2d-9e7a-1b2c3d4e5f60';
    const account = await fetch(`${first.baseUrl}/ms/v1/developers/me`, {
      headers: { ...restHeaders(credentials.developer.subscriptionKey, token), 'X-Correlation-ID': correlationId },
    });
    expect(((await account.json()) as any).data.id).toBe(credentials.developer.accountId);
    // The demo merchant's till has a seeded shelf.
    const catalog = await fetch(`${first.baseUrl}/ms/v1/pos/catalog`, { headers: restHeaders(credentials.developer.subscriptionKey, token) });
    expect(((await catalog.json()) as any).data.items.map((i: { sku: string }) => i.sku).sort()).toEqual([
      'DRK-SOB',
      'FOOD-WK',
      'KNT-001',
      'SHE-250',
      'SVC-CHG',
    ]);
    // Structured logs: the request's lines carry its correlation id, and secrets are redacted.
    const linesOf = () =>
      first
        .output()
        .split('\n')
        .filter((line) => line.includes(correlationId))
        .map((line) => JSON.parse(line));
    // "request completed" is written once the answer is sent, so it may trail the response.
    for (let i = 0; i < 40 && linesOf().length < 2; i++) await new Promise((r) => setTimeout(r, 25));
    const requestLines = linesOf();
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    expect(requestLines.every((line) => line.correlationId === correlationId)).toBe(true);
    expect(first.output()).not.toContain(token);
    const basic = Buffer.from(`${credentials.developer.apiUserId}:${credentials.developer.apiKey}`).toString('base64');
    const apiToken = await fetch(`${first.baseUrl}/ms/v1/collection/token/`, {
      method: 'POST',
      headers: { ...restHeaders(credentials.developer.productKeys.collection), Authorization: `Basic ${basic}` },
    });
    expect(apiToken.status).toBe(200);
    // Nothing the requests sent is in the log either: the product key, the API user's key, the token.
    for (const secret of [...secrets, basic, ((await apiToken.json()) as { access_token: string }).access_token]) expect(first.output()).not.toContain(secret);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped');

    const second = await startMain(env);
    try {
      expect(second.output()).not.toContain('database migrated');
      // A later start names the credentials file (which the first start wrote), never a key from it.
      expect(second.output()).toContain(path.join(dataDir, 'sandbox-credentials.json'));
      for (const secret of secrets) expect(second.output()).not.toContain(secret);
      await signIn(second, credentials.developer.subscriptionKey, credentials.appUser.email, credentials.appUser.password);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });

  it('drains a request in flight at SIGTERM on the embedded PostgreSQL too, stopping the database only after it', async () => {
    const dataDir = dataFolder();
    const server = await startMain({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), SCRYPT_LOG_N: '16' });
    await expectLoginDrainedAtSigterm(server, dataDir);
    expect(server.output()).toContain('stopped');
  });

  it('uses DATABASE_URL when set, and drains a request in flight at SIGTERM', async () => {
    const { url } = await freshDatabase();
    const dataDir = dataFolder();
    const server = await startMain({ DATABASE_URL: url, DATA_DIR: dataDir, SCRYPT_LOG_N: '16' });
    expect(server.output()).toContain('using DATABASE_URL');
    await expectLoginDrainedAtSigterm(server, dataDir);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  });

  it('retries a webhook attempt cut short by kill -9 after a restart, and delivers events committed before it', async () => {
    const { url } = await freshDatabase();
    const dataDir = dataFolder();
    const receiver = await new LoopbackReceiver().start();
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, SCRYPT_LOG_N: '10', WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true', WEBHOOK_TIMEOUT_MS: '1000' };
    try {
      // The receiver holds the first attempt open past the kill.
      receiver.respond('/hook', 200, 60_000);
      const first = await startMain(env);
      const credentials = JSON.parse(readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8'));
      const key = credentials.developer.subscriptionKey;
      const merchant = await signIn(first, key, credentials.developer.email, credentials.developer.password);
      const registered = await fetch(`${first.baseUrl}/ms/v1/merchants/me/webhooks`, {
        method: 'POST',
        headers: restHeaders(key, merchant),
        body: JSON.stringify({ url: receiver.url('/hook'), events: ['wallet.funded'] }),
      });
      expect(registered.status).toBe(200);
      const user = await signIn(first, key, credentials.appUser.email, credentials.appUser.password);
      const wallet = ((await (await fetch(`${first.baseUrl}/ms/v1/wallets/me`, { headers: restHeaders(key, user) })).json()) as any).data.id;
      const fund = (server: RunningServer) =>
        fetch(`${server.baseUrl}/ms/v1/sandbox/wallets/fund`, {
          method: 'POST',
          headers: restHeaders(key, merchant),
          body: JSON.stringify({ walletId: wallet, amount: 1, currency: 'GHS' }),
        });
      expect((await fund(first)).status).toBe(200);
      for (let i = 0; i < 200 && receiver.at('/hook').length === 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(receiver.at('/hook')).toHaveLength(1);
      const interrupted = receiver.at('/hook')[0]!.headers['x-service-delivery'];
      first.child.kill('SIGKILL');
      await first.exited;

      receiver.respond('/hook', 200);
      const second = await startMain(env);
      try {
        // The interrupted attempt is made again once its claim runs out (timeout + 5 s).
        for (
          let i = 0;
          i < 400 &&
          !receiver
            .at('/hook')
            .slice(1)
            .some((r) => r.headers['x-service-delivery'] === interrupted);
          i++
        )
          await new Promise((r) => setTimeout(r, 25));
        expect(
          receiver
            .at('/hook')
            .slice(1)
            .map((r) => r.headers['x-service-delivery']),
        ).toContain(interrupted);
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
    } finally {
      await receiver.stop();
    }
  }, 90_000);

  it('completes mobile money operations pending at kill -9 after a restart, exactly once', async () => {
    const { url } = await freshDatabase();
    const dataDir = dataFolder();
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, SCRYPT_LOG_N: '10', MOMO_COMPLETION_DELAY_SECONDS: '2', JOBS_POLL_MS: '100' };
    const first = await startMain(env);
    const credentials = JSON.parse(readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8'));
    const key = credentials.developer.subscriptionKey;
    const collectionKey = credentials.developer.productKeys.collection;
    const user = await signIn(first, key, credentials.appUser.email, credentials.appUser.password);
    const basic = `Basic ${Buffer.from(`${credentials.developer.apiUserId}:${credentials.developer.apiKey}`).toString('base64')}`;
    const referenceId = crypto.randomUUID();
    const sent = await fetch(`${first.baseUrl}/ms/v1/collection/payment/request`, {
      method: 'POST',
      headers: { ...restHeaders(collectionKey), Authorization: basic, 'X-Reference-Id': referenceId },
      body: JSON.stringify({ amount: '5', currency: 'EUR', payer: { partyIdType: 'MSISDN', partyId: '233241234567' } }),
    });
    expect(sent.status).toBe(202);
    const fundIn = await fetch(`${first.baseUrl}/ms/v1/wallets/me/fund-in`, {
      method: 'POST',
      headers: restHeaders(key, user),
      body: JSON.stringify({ amount: 7 }),
    });
    expect(fundIn.status).toBe(202);
    const balanceBefore = await walletBalance(first, key, user);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startMain(env);
    try {
      const status = async () =>
        (
          (await (
            await fetch(`${second.baseUrl}/ms/v1/collection/payment/request/${referenceId}/status`, {
              headers: { ...restHeaders(collectionKey), Authorization: basic },
            })
          ).json()) as any
        ).data.status;
      for (let i = 0; i < 200 && (await status()) === 'PENDING'; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await status()).toBe('SUCCESSFUL');
      const token = await signIn(second, key, credentials.appUser.email, credentials.appUser.password);
      for (let i = 0; i < 100 && (await walletBalance(second, key, token)) === balanceBefore; i++) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 500));
      expect(await walletBalance(second, key, token)).toBeCloseTo(balanceBefore + 7, 2);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 90_000);

  it('resumes an events subscription after kill -9 of its server: the missed event from the log, then live ones, without a gap or a repeat', async () => {
    const { url } = await freshDatabase();
    const dataDir = dataFolder();
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, SCRYPT_LOG_N: '10' };
    const first = await startMain(env);
    const credentials = JSON.parse(readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8'));
    const key = credentials.developer.subscriptionKey;
    const merchant = await signIn(first, key, credentials.developer.email, credentials.developer.password);
    const user = await signIn(first, key, credentials.appUser.email, credentials.appUser.password);
    const wallet = ((await (await fetch(`${first.baseUrl}/ms/v1/wallets/me`, { headers: restHeaders(key, user) })).json()) as any).data.id;
    const fund = async (server: RunningServer, amount: number) => {
      const funded = await fetch(`${server.baseUrl}/ms/v1/sandbox/wallets/fund`, {
        method: 'POST',
        headers: restHeaders(key, merchant),
        body: JSON.stringify({ walletId: wallet, amount, currency: 'GHS' }),
      });
      expect(funded.status).toBe(200);
    };
    type Received = { sequence: string; data: { amount: string } };
    const listen = (server: RunningServer, after: string | null, into: Received[]) => {
      const client = createClient({
        url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${user}` },
        retryAttempts: 0,
      });
      client.subscribe(
        { query: 'subscription($after: String) { events(types: ["wallet.funded"], after: $after) { sequence data } }', variables: { after } },
        { next: (m) => into.push((m.data as { events: Received }).events), error: () => undefined, complete: () => undefined },
      );
      return client;
    };
    const waitFor = async (condition: () => boolean) => {
      for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 25));
      expect(condition()).toBe(true);
    };

    const beforeKill: Received[] = [];
    const firstClient = listen(first, null, beforeKill);
    await new Promise((r) => setTimeout(r, 300));
    await fund(first, 1);
    await waitFor(() => beforeKill.length === 1);
    first.child.kill('SIGKILL');
    await first.exited;
    await firstClient.dispose();

    const second = await startMain(env);
    const afterRestart: Received[] = [];
    try {
      // Committed while the client had no server: it reaches the client only through the log.
      await fund(second, 2);
      const secondClient = listen(second, beforeKill[0]!.sequence, afterRestart);
      await waitFor(() => afterRestart.length === 1);
      await fund(second, 3);
      await waitFor(() => afterRestart.length === 2);
      await new Promise((r) => setTimeout(r, 300));
      expect([...beforeKill, ...afterRestart].map((e) => e.data.amount)).toEqual(['1.00', '2.00', '3.00']);
      const sequences = [...beforeKill, ...afterRestart].map((e) => Number(e.sequence));
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      await secondClient.dispose();
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 90_000);

  it('serves one port from WORKERS=2 processes, replaces one killed with -9, and stops them all on SIGTERM', async () => {
    const { url } = await freshDatabase();
    const dataDir = dataFolder();
    const server = await startMain({ DATABASE_URL: url, DATA_DIR: dataDir, SCRYPT_LOG_N: '10', WORKERS: '2' });
    const listening = () => [...server.output().matchAll(/"pid":(\d+)[^\n]*Server listening/g)].map((m) => Number(m[1]));
    for (let i = 0; i < 200 && listening().length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    const workers = listening();
    expect(new Set(workers).size).toBe(2);
    expect(workers).not.toContain(server.child.pid);
    const credentials = JSON.parse(readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8'));
    const key = credentials.developer.subscriptionKey;
    for (let i = 0; i < 10; i++) await signIn(server, key, credentials.appUser.email, credentials.appUser.password);

    process.kill(workers[0]!, 'SIGKILL');
    for (let i = 0; i < 200 && listening().length < 3; i++) await new Promise((r) => setTimeout(r, 50));
    expect(listening()).toHaveLength(3);
    for (let i = 0; i < 10; i++) await signIn(server, key, credentials.appUser.email, credentials.appUser.password);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  }, 90_000);
});

async function walletBalance(server: RunningServer, key: string, token: string): Promise<number> {
  const body = (await (await fetch(`${server.baseUrl}/ms/v1/wallets/me/balances/GHS`, { headers: restHeaders(key, token) })).json()) as any;
  return body.data.balance;
}
