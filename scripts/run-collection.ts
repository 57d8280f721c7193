// Runs the Postman collection from top to bottom with newman against a fresh server (its own
// embedded PostgreSQL in a temporary folder, or a fresh database on DATABASE_URL's server), the
// environment filled from the sandbox-credentials.json that server wrote: `npm run test:collection`.
// Prints each folder's share of 2xx answers and every other answer; fails under 90 % of requests
// answering 2xx (a request waited out after a 429 counts by its final answer). Each operation's first
// 2xx exchange is the reference's example (src/generated/recorded-session.json): `--record` writes
// them (`npm run docs:record`); without it, the run fails where an answer's fields differ from the
// recorded one's, or an operation it answered is not recorded.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import newman, { type NewmanRunExecution, type NewmanRunSummary } from 'newman';
import { openApiDocument } from '../src/http/openapi.js';
import {
  fieldDrift,
  maskSecrets,
  operationKey,
  RECORDED_SESSION_FILE,
  type RecordedSession,
  recordedSession,
  routeMatcher,
} from '../src/http/recorded-session.js';
import { freePort } from '../test/support/global-setup.js';
import { dataFolder, raiseLimits, removeFolder, startServer } from '../test/support/server-process.js';

const COLLECTION = 'collections/payments-platform.postman_collection.json';
const REQUIRED_SHARE = 0.9;
const READERS_RECEIVER = 'https://shop.example.com/hooks/payments';

interface Credentials {
  developer: {
    email: string;
    password: string;
    subscriptionKey: string;
    productKeys: Record<'collection' | 'disbursement' | 'remittance', string>;
    apiUserId: string;
    apiKey: string;
  };
  appUser: { email: string; password: string };
  admin: { email: string; password: string };
}

// The webhook endpoint the run registers delivers here: a receiver on this machine that accepts everything.
const receiver = createServer((request, response) => request.resume().on('end', () => response.writeHead(200).end('ok')));
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverPort = (receiver.address() as AddressInfo).port;

const dataDir = dataFolder();
const server = await startServer({ LOG_LEVEL: 'warn', EMBEDDED_PG_PORT: String(await freePort()), WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true' }, { dataDir });
try {
  // COLLECTION_UNPACED=true (CI) puts the account on unlimited rates first: the run then never
  // waits out a 429 (on the Sandbox plan's 60 a minute it waits about 150 s, as a user's run does).
  if (process.env['COLLECTION_UNPACED'] === 'true') await raiseLimits(server);
  const credentials = server.credentials() as unknown as Credentials;
  const values = {
    baseUrl: `${server.baseUrl}/ms/v1`,
    origin: server.baseUrl,
    subscriptionKey: credentials.developer.subscriptionKey,
    collectionKey: credentials.developer.productKeys.collection,
    disbursementKey: credentials.developer.productKeys.disbursement,
    remittanceKey: credentials.developer.productKeys.remittance,
    apiUser: credentials.developer.apiUserId,
    apiKey: credentials.developer.apiKey,
    userEmail: credentials.appUser.email,
    userPassword: credentials.appUser.password,
    merchantEmail: credentials.developer.email,
    merchantPassword: credentials.developer.password,
    adminEmail: credentials.admin.email,
    adminPassword: credentials.admin.password,
    webhookUrl: `http://127.0.0.1:${receiverPort}/hooks`,
  };
  const started = Date.now();
  const summary = await new Promise<NewmanRunSummary>((resolve, reject) =>
    newman.run(
      {
        collection: JSON.parse(readFileSync(COLLECTION, 'utf8')),
        environment: { values: Object.entries(values).map(([key, value]) => ({ key, value, enabled: true })) },
        reporters: [],
        timeoutRequest: 30_000,
      },
      (error, run) => (error ? reject(error) : resolve(run)),
    ),
  );
  report(summary.run.executions, Date.now() - started);
  const session = await sessionOf(summary.run.executions, server.baseUrl, values.webhookUrl);
  if (process.argv.includes('--record')) {
    writeFileSync(RECORDED_SESSION_FILE, `${JSON.stringify(session, null, 2)}\n`);
    console.log(`recorded ${Object.keys(session).length} operations' requests and answers in ${RECORDED_SESSION_FILE}`);
  } else compareWithRecorded(session);
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  removeFolder(dataDir);
  receiver.close();
}

/** Each request's final answer (a retried one counts once), by folder. */
function report(executions: NewmanRunExecution[], elapsedMs: number): void {
  const finalAnswer = new Map<string, { folder: string; name: string; code: number; body: string }>();
  let retried = 0;
  for (const execution of executions) {
    const item = execution.item as unknown as { id: string; name: string; parent: () => { name?: string } | undefined };
    if (finalAnswer.has(item.id)) retried += 1;
    const response = execution.response as unknown as { code: number; stream?: Buffer } | undefined;
    finalAnswer.set(item.id, {
      folder: item.parent()?.name ?? '',
      name: item.name,
      code: response?.code ?? 0,
      body: response?.stream ? response.stream.toString('utf8').slice(0, 300) : String((execution as { requestError?: unknown }).requestError ?? ''),
    });
  }
  const answers = [...finalAnswer.values()];
  const folders = new Map<string, { total: number; ok: number }>();
  for (const answer of answers) {
    const counts = folders.get(answer.folder) ?? { total: 0, ok: 0 };
    counts.total += 1;
    if (answer.code >= 200 && answer.code < 300) counts.ok += 1;
    folders.set(answer.folder, counts);
  }
  console.log('folder                                 2xx / requests');
  for (const [folder, counts] of folders) console.log(`${folder.padEnd(38)} ${String(counts.ok).padStart(3)} / ${counts.total}`);
  const failures = answers.filter((a) => a.code < 200 || a.code >= 300);
  for (const failure of failures) console.log(`\n${failure.code} ${failure.folder} › ${failure.name}\n  ${failure.body.replace(/\s+/g, ' ')}`);
  const ok = answers.length - failures.length;
  const share = ok / answers.length;
  console.log(
    `\n${ok} of ${answers.length} requests answered 2xx (${(share * 100).toFixed(1)} %; at least ${REQUIRED_SHARE * 100} % required); ` +
      `${retried} sends were repeats after a 429 or 503; ${(elapsedMs / 1000).toFixed(0)} s`,
  );
  if (share < REQUIRED_SHARE) process.exitCode = 1;
}

/** JSON text as a value; undefined for none, or for a body that is not JSON. */
function parsed(text: string | undefined): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
    // biome-ignore lint/plugin: a body that is not JSON (a form, a page) is not an example the reference shows.
  } catch {
    return undefined;
  }
}

/** Each operation's first exchange answered in 2xx with JSON, secrets masked, this server's address as a default start's (localhost:4000). */
async function sessionOf(executions: NewmanRunExecution[], origin: string, receiver: string): Promise<RecordedSession> {
  // The receiver on this machine stands for the reader's own HTTPS endpoint.
  const asShown = (text: string) => text.replaceAll(receiver, READERS_RECEIVER).replaceAll(origin, 'http://localhost:4000');
  const document = (await openApiDocument()) as { paths: Record<string, Record<string, unknown>> };
  const routeOf = routeMatcher(Object.keys(document.paths));
  const session: RecordedSession = {};
  for (const execution of executions) {
    const request = execution.request as unknown as { method: string; url: { getPath(): string; getQueryString(): string }; body?: { raw?: string } };
    const response = execution.response as unknown as { code: number; stream?: Buffer } | undefined;
    if (!response || response.code < 200 || response.code >= 300 || !response.stream?.length) continue;
    const path = request.url.getPath().replace(/^\/ms\/v1/, '');
    const route = routeOf(path);
    const operation = route ? operationKey(request.method, route) : undefined;
    if (!operation || session[operation] || !document.paths[route!]?.[request.method.toLowerCase()]) continue;
    const answer = parsed(asShown(response.stream.toString('utf8')));
    if (answer === undefined) continue;
    const body = parsed(request.body?.raw === undefined ? undefined : asShown(request.body.raw));
    session[operation] = {
      path,
      query: request.url.getQueryString() ?? '',
      ...(body === undefined ? {} : { body: maskSecrets(body) }),
      status: response.code,
      answer: maskSecrets(answer),
    };
  }
  return Object.fromEntries(Object.entries(session).sort(([a], [b]) => a.localeCompare(b)));
}

/** The recorded examples still say what the server says: the same fields in each answer, and every operation answered recorded. */
function compareWithRecorded(live: RecordedSession): void {
  const recorded = recordedSession();
  const problems = Object.entries(live).flatMap(([operation, exchange]) => {
    const before = recorded[operation];
    if (!before) return [`${operation}: answered, not recorded`];
    const drift = fieldDrift(before.answer, exchange.answer);
    return drift.length ? [`${operation}: ${drift.join(', ')}`] : [];
  });
  if (!problems.length) {
    console.log(`the recorded examples match this run's answers (${Object.keys(live).length} operations)`);
    return;
  }
  console.log(
    `\nthe recorded examples (${RECORDED_SESSION_FILE}) differ from this run; record them again with npm run docs:record:\n  ${problems.join('\n  ')}`,
  );
  process.exitCode = 1;
}
