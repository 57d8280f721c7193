import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { databaseHosts } from '../src/db/primary.js';

export interface BenchServer {
  base: string;
  dataDir: string;
  credentials: any;
  subscriptionKey: string;
  /** A REST call under /ms/v1 with the demo account's subscription key. */
  rest(p: string, init?: { method?: string; token?: string; body?: unknown }): Promise<{ status: number; body: any }>;
  /** The server's process id (its CPU time is read from /proc). */
  pid: number;
  /**
   * The PostgreSQL the server uses, for pgbench and the benches' own connections: `host` is how the
   * server reaches it (the embedded server's Unix-domain socket folder), so a reference run there
   * takes the same road to PostgreSQL as the server does.
   */
  postgres: { host: string; port: number; password: string };
  stop(): Promise<void>;
}

/**
 * The server as `npm start` runs it (dist/src/main.js, embedded PostgreSQL in a temporary folder,
 * logs at warn), with the demo developer account moved to Enterprise limits high enough for load.
 * `databaseUrl`: on that PostgreSQL instead (its first host is the one pgbench is pointed at);
 * `readUrl`: with that standby serving reads (DATABASE_READ_URL).
 */
export async function startBenchServer(options: { databaseUrl?: string; readUrl?: string } = {}): Promise<BenchServer> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-bench-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server under load.
  const nodeArgs = (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'dist/src/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl ?? '',
      DATABASE_READ_URL: options.readUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A bench that ends before it stops its server (its output piped into `head`, which closes the
  // pipe; an uncaught error) would leave the server and its PostgreSQL running, and busy the cores
  // every later measurement shares.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const stop = async () => {
    process.off('exit', stopOnExit);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForOutput(child, 'GraphQL');
    await waitForHttp(`${base}/healthz`);
    const credentials = JSON.parse(readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8'));
    const subscriptionKey: string = credentials.developer.subscriptionKey;
    const rest: BenchServer['rest'] = (p, init = {}) =>
      fetch(`${base}/ms/v1${p}`, {
        method: init.method ?? 'GET',
        headers: {
          'Ocp-Apim-Subscription-Key': subscriptionKey,
          'X-Target-Environment': 'sandbox',
          'Content-Type': 'application/json',
          ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    const admin = await rest('/auth/login', { method: 'POST', body: { email: credentials.admin.email, password: credentials.admin.password } });
    if (admin.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(admin.body)}`);
    const plan = await rest(`/admin/developer-accounts/${credentials.developer.accountId}/plan`, {
      method: 'PUT',
      token: admin.body.data.accessToken,
      body: { plan: 'ENTERPRISE', perMinute: 1_000_000, perDay: 1_000_000_000 },
    });
    if (plan.status !== 200) throw new Error(`could not raise limits: ${JSON.stringify(plan.body)}`);
    const postgres = options.databaseUrl
      ? firstHostOf(options.databaseUrl)
      : await embeddedRoad(pgPort, (JSON.parse(readFileSync(path.join(dataDir, 'pg-credentials.json'), 'utf8')) as { password: string }).password);
    return { base, dataDir, credentials, subscriptionKey, rest, pid: child.pid!, postgres, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function waitForOutput(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes(text)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function waitForHttp(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
      // biome-ignore lint/plugin: not listening yet is the answer this loop waits out.
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer`);
}

/** The middle of a list of figures (the mean of the two middle ones for an even count): a ratio taken in each round of a bench, reported once. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Latency percentile in milliseconds from a list of samples. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The host, port and password of a connection string's first host (libpq's list of hosts allowed). */
function firstHostOf(databaseUrl: string): BenchServer['postgres'] {
  const first = new URL(databaseHosts(databaseUrl).connectionStrings[0]!);
  return { host: first.searchParams.get('host') ?? first.hostname, port: Number(first.port || 5432), password: decodeURIComponent(first.password) };
}

/** The embedded server's socket folder, as it reports it (the server's connections go there), or its TCP address when it has none. */
async function embeddedRoad(port: number, password: string): Promise<BenchServer['postgres']> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    const { rows } = await client.query<{ unix_socket_directories: string }>('SHOW unix_socket_directories');
    const socketFolder = rows[0]?.unix_socket_directories.split(',')[0]?.trim();
    return { host: socketFolder || '127.0.0.1', port, password };
  } finally {
    await client.end();
  }
}

// node:http with a keep-alive agent: a lighter load generator than fetch, so more of the two
// cores is left to the server and PostgreSQL (pgbench's client is C). In bench:events, a top-up sent
// with fetch took 1.3 ms of this process's CPU.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** A POST of a JSON body to the bench server (`path` from the root: /ms/v1/…, /graphql), its answer as text. */
export function post(server: BenchServer, path: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }> {
  const url = new URL(server.base + path);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
