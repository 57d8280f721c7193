import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/global-setup.js';
import { dataFolder, removeFolder, serverEntry, startServer } from './support/server-process.js';

// A start that cannot bind its port, or whose database cannot start, says so in one line and
// exits non-zero, leaving nothing that stops the next start on a free port.
const folders: string[] = [];
const holders: Server[] = [];
afterAll(async () => {
  for (const holder of holders) await new Promise((resolve) => holder.close(resolve));
  for (const folder of folders) removeFolder(folder);
});

/** Something else listening on a port of this machine. */
async function takenPort(): Promise<number> {
  const port = await freePort();
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen({ port, host: '127.0.0.1' }, resolve));
  holders.push(holder);
  return port;
}

/** Runs the server as `npm start` would, to its exit, with what it printed. */
function failedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, serverEntry(), {
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', SCRYPT_LOG_N: '10', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

// A first start makes its embedded PostgreSQL and migrates it (11-13 s, longer on a loaded machine):
// the tests wait as long as startServer does (60 s).
describe('a start that fails', { timeout: 90_000 }, () => {
  it('on a taken HTTP port: one clear line, exit 1, and the next start on a free port works with the same data', async () => {
    const dataDir = dataFolder();
    folders.push(dataDir);
    const pgPort = String(await freePort());
    const port = await takenPort();
    const refused = await failedStart({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: pgPort, PORT: String(port) });
    expect(refused.code).toBe(1);
    const line = refused.output.split('\n').find((l) => l.startsWith('The server could not start'));
    expect(line).toBe(`The server could not start: port ${port} on 127.0.0.1 is taken: stop what listens there, or set PORT to a free port.`);
    expect(refused.output).not.toMatch(/\bundefined\b/);

    const server = await startServer({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: pgPort });
    try {
      const credentials = server.credentials();
      const login = await fetch(`${server.baseUrl}/ms/v1/auth/login`, {
        method: 'POST',
        headers: { 'Ocp-Apim-Subscription-Key': credentials.developer.subscriptionKey, 'X-Target-Environment': 'sandbox', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: credentials.developer.email, password: credentials.developer.password }),
      });
      expect(login.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });

  it('on a taken database port: one clear line naming EMBEDDED_PG_PORT, exit 1, and the next start on a free one makes the database', async () => {
    const dataDir = dataFolder();
    folders.push(dataDir);
    const pgPort = await takenPort();
    const refused = await failedStart({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), PORT: String(await freePort()) });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`The server could not start: Port ${pgPort} for the embedded PostgreSQL is taken: set EMBEDDED_PG_PORT`);
    expect(refused.output).not.toMatch(/\bundefined\b/);

    const server = await startServer({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
    try {
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
      expect(existsSync(path.join(dataDir, 'sandbox-credentials.json'))).toBe(true);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });
});
