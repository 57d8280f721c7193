import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './global-setup.js';

let built = false;

/**
 * The server's entry as `npm start` runs it: the build in dist/, brought up to date first
 * (scripts/build-if-stale.ts server: a fifth of a second when nothing changed, tsc when the server's
 * sources did; one build at a time when test files ask side by side). A process from the build
 * starts on 1.8 s of CPU where one through tsx took 3.3 s, and a new clone's first start through
 * tsx compiled the whole server (37 s).
 */
export function serverEntry(): string[] {
  if (!built) {
    execFileSync(process.execPath, ['scripts/build-if-stale.ts', 'server'], { stdio: ['ignore', 'ignore', 'inherit'] });
    built = true;
  }
  return ['dist/src/main.js'];
}

/** A server process as `npm start` runs it (dist/src/main.js), on a database it is given. */
export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  credentials: () => { developer: { email: string; password: string; subscriptionKey: string; accountId: string }; admin: { email: string; password: string } };
}

export function dataFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'pp-reliability-'));
  chmodSync(folder, 0o755);
  return folder;
}

export function removeFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
}

export async function startServer(env: Record<string, string>, options: { port?: number; dataDir?: string } = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? env['DATA_DIR'] ?? dataFolder();
  const child = spawn(process.execPath, serverEntry(), {
    env: { PATH: process.env['PATH'] ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DATA_DIR: dataDir, SCRYPT_LOG_N: '10', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = Date.now();
  while (!(await answers(`http://127.0.0.1:${port}/healthz`))) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() - started > 60_000) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    output: () => output,
    exited,
    credentials: () => JSON.parse(readFileSync(path.join(dataDir, 'sandbox-credentials.json'), 'utf8')),
  };
}

/** Whether a URL answers 200 now. */
export async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (r) => r.ok,
    () => false,
  );
}

export function restHeaders(key: string, token?: string): Record<string, string> {
  return {
    'Ocp-Apim-Subscription-Key': key,
    'X-Target-Environment': 'sandbox',
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/** POST or GET under /ms/v1, answering the status and the parsed envelope. */
export async function call(
  server: { baseUrl: string },
  method: string,
  route: string,
  key: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.baseUrl}/ms/v1${route}`, {
    method,
    headers: { ...restHeaders(key, options.token), ...options.headers },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as any, headers: Object.fromEntries(response.headers) };
}

/** The seeded developer account on Enterprise limits, so the load measures the platform, not the Sandbox plan's 60 a minute. */
export async function raiseLimits(server: ServerProcess): Promise<void> {
  const credentials = server.credentials();
  const key = credentials.developer.subscriptionKey;
  const admin = await call(server, 'POST', '/auth/login', key, { body: { email: credentials.admin.email, password: credentials.admin.password } });
  const plan = await call(server, 'PUT', `/admin/developer-accounts/${credentials.developer.accountId}/plan`, key, {
    token: admin.body.data.accessToken,
    body: { plan: 'ENTERPRISE', perMinute: 1_000_000, perDay: 1_000_000_000 },
  });
  if (plan.status !== 200) throw new Error(`could not raise the limits: ${JSON.stringify(plan.body)}`);
}
