import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../src/db/open.js';
import { DEFAULT_DATABASE_TIMEOUTS } from '../src/db/primary.js';
import { freePort } from './support/global-setup.js';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The embedded server as `npm start` opens it, in a data folder under a fresh temporary one `depth` characters long. */
async function openEmbedded(depth = 0, embeddedPgOptions: string[] = []): Promise<OpenedDatabase> {
  const folder = mkdtempSync(path.join(tmpdir(), 'pp-socket-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter this folder.
  chmodSync(folder, 0o755);
  folders.push(folder);
  const dataDir = depth > 0 ? path.join(folder, 'd'.repeat(depth)) : folder;
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  return openDatabase({
    databaseUrl: undefined,
    dataDir,
    embeddedPgPort: await freePort(),
    embeddedPgOptions,
    dbPoolMax: 2,
    dbPreparedStatements: true,
    dbTimeouts: DEFAULT_DATABASE_TIMEOUTS,
  });
}

/** Whether the pool's connection came through a Unix-domain socket (PostgreSQL has no client address for one). */
async function onSocket(opened: OpenedDatabase): Promise<boolean> {
  const { rows } = await sql<{ local: boolean }>`SELECT inet_client_addr() IS NULL AS local`.execute(opened.db);
  return rows[0]!.local;
}

describe('the embedded PostgreSQL', () => {
  it("is reached through its Unix-domain socket by the server's pool and by what the server hands on (workers, the migrator)", async () => {
    const opened = await openEmbedded();
    try {
      expect(await onSocket(opened)).toBe(true);
      expect(new URL(opened.connectionString).searchParams.get('host')).toBe(opened.databaseDir);
    } finally {
      await opened.close();
    }
  });

  it('stays on loopback TCP when the socket path would not fit in a socket address, and still serves', async () => {
    const opened = await openEmbedded(110);
    try {
      expect(await onSocket(opened)).toBe(false);
      expect(new URL(opened.connectionString).searchParams.has('host')).toBe(false);
    } finally {
      await opened.close();
    }
  });

  it('stays on loopback TCP when EMBEDDED_PG_OPTIONS places the socket itself, with -k as with -c unix_socket_directories', async () => {
    for (const options of [
      ['-k', tmpdir()],
      ['-c', `unix_socket_directories=${tmpdir()}`],
    ]) {
      const opened = await openEmbedded(0, options);
      try {
        expect(await onSocket(opened)).toBe(false);
        expect(new URL(opened.connectionString).searchParams.has('host')).toBe(false);
      } finally {
        await opened.close();
      }
    }
  });
});
