import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/db/embedded.js';
import { freePort } from './global-setup.js';

/**
 * PostgreSQL servers of a test file's own, apart from the run's shared one: for a test that stops
 * a server, or one whose timing another file's open transaction would change (publication waits
 * for every older transaction on the whole server).
 */
const started: { database: EmbeddedDatabase; folder: string }[] = [];

export interface PrivatePostgres {
  database: EmbeddedDatabase;
  port: number;
  password: string;
}

/** A new embedded server in a temporary folder, with an empty `payments` database; stopped by stopPrivatePostgres. */
export async function privatePostgres(): Promise<PrivatePostgres> {
  const folder = mkdtempSync(path.join(tmpdir(), 'pp-private-pg-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter this folder.
  chmodSync(folder, 0o755);
  const port = await freePort();
  const database = await startEmbeddedPostgres({ dataDir: folder, port, persistent: false });
  started.push({ database, folder });
  return { database, port, password: decodeURIComponent(new URL(database.connectionString).password) };
}

/** Stops and removes every server this file started (one the test stopped already included). */
export async function stopPrivatePostgres(): Promise<void> {
  for (const { database, folder } of started.splice(0)) {
    // biome-ignore lint/plugin: a server the test stopped already has nothing left to stop.
    await database.stop().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  }
}
