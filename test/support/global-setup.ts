import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/db/database.js';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';
import { migrateToLatest } from '../../src/app/migrator.js';
import { randomBase62 } from '../../src/platform/ids.js';
import { databaseUrl } from './database-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection string to the server's maintenance database, for CREATE DATABASE. */
    adminUrl: string;
    templateDatabase: string;
    runId: string;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * One PostgreSQL for the whole run: DATABASE_URL's server when set, otherwise an embedded one in a
 * temporary folder. A migrated template database is made once; each test file clones it.
 */
export default async function setup(project: TestProject) {
  // CI reads the runtime the tests ran on from this line (npm scripts use the pinned Node 24).
  console.log(`tests run on Node ${process.version}`);
  const runId = randomBase62(8).toLowerCase();
  let adminUrl: string;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (process.env['DATABASE_URL']) {
    adminUrl = process.env['DATABASE_URL'];
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pp-test-pg-'));
    // As root, PostgreSQL runs as the `postgres` user, which must be able to enter this folder.
    chmodSync(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
    adminUrl = embedded.connectionString;
    stopEmbedded = embedded.stop;
  }
  const templateDatabase = `pp_template_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateDatabase}`);
    const templateDb = createDatabase(databaseUrl(adminUrl, templateDatabase), 2);
    await migrateToLatest(templateDb).finally(() => templateDb.destroy());
  } catch (error) {
    // biome-ignore lint/plugin: cleaning up before the failure is rethrown below.
    await admin.end().catch(() => undefined);
    await stopEmbedded?.();
    throw error;
  }

  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('runId', runId);

  return async () => {
    // On a server of the user's (DATABASE_URL) the run's databases are dropped; an embedded cluster
    // is removed whole just below: dropping its ~150 databases one by one first only delayed the end.
    if (!stopEmbedded) {
      const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`pp\\_%${runId}%`]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.end();
    await stopEmbedded?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
