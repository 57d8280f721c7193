#!/usr/bin/env node
// The payments platform's command-line tool for local development (the Stripe CLI's listen and
// trigger are the model):
//
//   payments login --base-url http://localhost:4000/ms/v1 --key <app key> --email <merchant> --password <…>
//   payments listen --forward-to http://localhost:3000/hooks [--events wallet.funded,payment.completed] [--from-start]
//   payments trigger <event type>
//
// listen receives the account's events over one GraphQL subscription (graphql-ws), which sends the
// log's events after the last one it forwarded and then the live ones (no gap and no repeat across
// restarts), and POSTs each to the local URL signed exactly as webhooks are, with a local secret it
// prints; no public URL, no server restart, and no polling that would spend the account's rate
// limit: the subscribe counts once, as one request, and its events count nothing.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPaymentsClient, type PaymentsClient, Webhook } from '@payments-platform/client';
import { parse, print } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import { NOT_TRIGGERED, TRIGGERS } from './triggers.js';

const LISTEN_DOCUMENT = print(
  parse(/* GraphQL */ `
    subscription Listen($after: String, $types: [String!]) {
      events(after: $after, types: $types) { id type createdAt data sequence }
    }
  `),
);
/**
 * listen's subscription sent as a trusted document: by its id (the sha256 of its printed text), which
 * the server knows, with no text of its own; graphql-ws requires a query field, so it is empty.
 */
const LISTEN = {
  query: '',
  extensions: { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(LISTEN_DOCUMENT).digest('hex') } },
};

interface Settings {
  baseUrl: string;
  subscriptionKey: string;
  accessToken?: string;
  refreshToken?: string;
  /** A secret key of the account's servers (sk_test_…), instead of a signed-in merchant's tokens. */
  secretKey?: string;
  /** What the triggers looked up once (the merchant's wallet, a loan product). */
  remembered?: Record<string, unknown>;
  /** The collection product's key and an API user, for the mobile money triggers (optional). */
  collectionKey?: string;
  apiUser?: { apiUserId: string; apiKey: string };
  /** The secret listen signs with: created once, printed at every start. */
  localSecret?: string;
  /** The sequence of the last event listen forwarded. */
  after?: number;
}

const CONFIG = process.env['PAYMENTS_CLI_CONFIG'] ?? path.join(homedir(), '.config', 'payments-platform', 'cli.json');

function load(): Settings {
  if (!existsSync(CONFIG)) throw new Error(`not signed in: run "payments login" first (no ${CONFIG})`);
  return JSON.parse(readFileSync(CONFIG, 'utf8')) as Settings;
}

function save(settings: Settings): void {
  mkdirSync(path.dirname(CONFIG), { recursive: true });
  // It holds a refresh token: readable by its owner only.
  writeFileSync(CONFIG, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
  chmodSync(CONFIG, 0o600);
}

function clientOf(settings: Settings): PaymentsClient {
  return createPaymentsClient({
    baseUrl: settings.baseUrl,
    subscriptionKey: settings.subscriptionKey,
    ...(settings.accessToken ? { accessToken: settings.accessToken } : {}),
    ...(settings.refreshToken ? { refreshToken: settings.refreshToken } : {}),
    ...(settings.secretKey ? { secretKey: settings.secretKey } : {}),
    ...(settings.collectionKey ? { productKeys: { collection: settings.collectionKey } } : {}),
    ...(settings.apiUser ? { apiUser: settings.apiUser } : {}),
    onTokens: (tokens) => save(Object.assign(settings, tokens)),
    // A refusal the client waits out is said, so a slow command is not a mystery.
    fetch: async (request) => {
      const answer = await fetch(request);
      if (answer.status === 429)
        console.error(`rate limited (429) on ${request.method} ${new URL(request.url).pathname}: waiting ${answer.headers.get('Retry-After') ?? '?'} s`);
      return answer;
    },
  });
}

async function login(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      'base-url': { type: 'string' },
      key: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'secret-key': { type: 'string' },
      'collection-key': { type: 'string' },
      'api-user': { type: 'string' },
    },
  });
  const settings: Settings = {
    baseUrl: values['base-url'] ?? process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
    subscriptionKey: values.key ?? process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
  };
  const previous = existsSync(CONFIG) ? load() : undefined;
  if (previous?.localSecret) settings.localSecret = previous.localSecret;
  // The mobile money triggers' credentials: the collection product's key and an API user (id:key).
  const collectionKey = values['collection-key'] ?? process.env['PAYMENTS_COLLECTION_KEY'];
  const apiUser = (values['api-user'] ?? process.env['PAYMENTS_API_USER'])?.split(':');
  if (collectionKey) settings.collectionKey = collectionKey;
  if (apiUser?.length === 2) settings.apiUser = { apiUserId: apiUser[0]!, apiKey: apiUser[1]! };
  const secretKey = values['secret-key'] ?? process.env['PAYMENTS_SECRET_KEY'];
  if (settings.subscriptionKey && secretKey) {
    settings.secretKey = secretKey;
    // The key is checked now, not at the first listen: a merchant-only read answers only to a valid one.
    const account = await clientOf(settings).developerAccounts.retrieve();
    save(settings);
    console.log(`Signed in to ${settings.baseUrl} with a secret key of ${account.name}; settings in ${CONFIG}`);
    return;
  }
  // The merchant's sign-in, by the names the sandbox's one line exports (PAYMENTS_EMAIL, read before them, stays accepted).
  const email = values.email ?? process.env['PAYMENTS_MERCHANT_EMAIL'] ?? process.env['PAYMENTS_EMAIL'];
  const password = values.password ?? process.env['PAYMENTS_MERCHANT_PASSWORD'] ?? process.env['PAYMENTS_PASSWORD'];
  if (!settings.subscriptionKey || !email || !password)
    throw new Error(
      'login needs --key with --secret-key, or --key, --email and --password (or PAYMENTS_SUBSCRIPTION_KEY with PAYMENTS_SECRET_KEY, or PAYMENTS_MERCHANT_EMAIL and PAYMENTS_MERCHANT_PASSWORD)',
    );
  await clientOf(settings).signIn(email, password);
  console.log(`Signed in to ${settings.baseUrl} as ${email}; settings in ${CONFIG}`);
}

interface LoggedEvent {
  id: string;
  type: string;
  createdAt: string;
  data: unknown;
  sequence: number | string;
}

async function listen(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { 'forward-to': { type: 'string' }, events: { type: 'string' }, 'from-start': { type: 'boolean' }, interval: { type: 'string' } },
  });
  if (values.interval !== undefined) console.error('--interval is deprecated and ignored: events arrive over a stream, not by polling.');
  const target = values['forward-to'];
  if (!target) throw new Error('listen needs --forward-to <url>, e.g. http://localhost:3000/hooks');
  const settings = load();
  settings.localSecret ??= `whsec_local_${randomBytes(24).toString('hex')}`;
  const payments = clientOf(settings);
  const types = values.events ? values.events.split(',').map((t) => t.trim()) : undefined;
  if (settings.after === undefined && !values['from-start']) settings.after = await newestSequence(payments);
  save(settings);
  console.log(`Ready! Your webhook signing secret is ${settings.localSecret} (^C to quit)`);
  console.log(`Forwarding events after #${settings.after ?? 0} to ${target}`);
  let expired = false;
  const stream: Client = createClient({
    url: graphqlWsUrl(settings.baseUrl),
    // Read at every (re)connect: a signed-in session's access token is refreshed after the server closed the socket for its expiry.
    connectionParams: async () => {
      if (expired && settings.refreshToken) await refreshTokens(settings);
      expired = false;
      return { authorization: `Bearer ${settings.accessToken ?? settings.secretKey}` };
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: (event) => !isRefusal(event),
    on: {
      closed: (event) => {
        if ((event as { code?: number }).code === 4419) expired = true;
      },
    },
  });
  // Forwarded one at a time, in order; each resubscribe resumes after the last one forwarded.
  let forwarding = Promise.resolve();
  for (;;) {
    const ended = await new Promise<unknown>((resolve) => {
      stream.subscribe<{ events: LoggedEvent }>(
        {
          ...LISTEN,
          variables: { after: String(settings.after ?? 0), ...(types ? { types } : {}) },
        },
        {
          next: (result) => {
            const event = result.data?.events;
            if (!event) return;
            forwarding = forwarding.then(async () => {
              const sequence = Number(event.sequence);
              if (settings.after !== undefined && sequence <= settings.after) return;
              await forward(target, event, settings.localSecret!);
              settings.after = sequence;
              save(settings);
            });
          },
          error: resolve,
          complete: () => resolve(undefined),
        },
      );
    });
    await forwarding;
    if (isRefusal(ended)) throw new Error(`the event stream was refused: ${describeClose(ended)}`);
    console.error(`the event stream ended (${describeClose(ended)}); resuming after #${settings.after ?? 0}`);
  }
}

/** The GraphQL endpoint of the REST base URL's server, as a WebSocket URL. */
function graphqlWsUrl(baseUrl: string): string {
  const url = new URL('/graphql', baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** A close that another attempt would not change: the credential is invalid or was revoked, or the subscription is not allowed. */
function isRefusal(event: unknown): boolean {
  const code = (event as { code?: number } | undefined)?.code;
  return code === 4401 || code === 4403 || code === 4410;
}

function describeClose(event: unknown): string {
  if (Array.isArray(event)) return event.map((error: { message?: string }) => error.message).join('; ');
  const close = event as { code?: number; reason?: string } | undefined;
  return close?.code ? `${close.code} ${close.reason ?? ''}`.trim() : String(event);
}

async function refreshTokens(settings: Settings): Promise<void> {
  const answer = await fetch(`${settings.baseUrl}/auth/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': settings.subscriptionKey, 'X-Target-Environment': 'sandbox' },
    body: JSON.stringify({ refreshToken: settings.refreshToken }),
  });
  if (!answer.ok) throw new Error(`the session could not be refreshed (${answer.status}): run "payments login" again`);
  const { data } = (await answer.json()) as { data: { accessToken: string; refreshToken: string } };
  save(Object.assign(settings, { accessToken: data.accessToken, refreshToken: data.refreshToken }));
}

async function newestSequence(payments: PaymentsClient): Promise<number> {
  let after = 0;
  for (;;) {
    const page = (await payments.GET('/events', { params: { query: { after: String(after), limit: '100' } } })) as unknown as {
      hasMore: boolean;
      nextAfter: number;
    };
    after = page.nextAfter;
    if (!page.hasMore) return after;
  }
}

/** One delivery, as the server's webhooks send it: the event's compact JSON, signed with the local secret. */
async function forward(target: string, event: LoggedEvent, secret: string): Promise<void> {
  const body = JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt, data: event.data });
  const headers = { 'Content-Type': 'application/json', 'X-Service-Event': event.type, 'X-Service-Delivery': randomUUID(), ...Webhook.sign(body, secret) };
  const outcome = await fetch(target, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(10_000) }).then(
    (response) => String(response.status),
    (error: unknown) => `no answer (${String(error)})`,
  );
  console.log(`${event.createdAt}  --> ${event.type} [${event.id}]  <-- ${outcome}`);
}

async function trigger(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { 'move-clock': { type: 'boolean' } } });
  const type = positionals[0];
  const make = type ? TRIGGERS[type] : undefined;
  if (type && NOT_TRIGGERED[type]) throw new Error(`${type} cannot be triggered from here: ${NOT_TRIGGERED[type]}`);
  if (!make) throw new Error(`trigger one of: ${Object.keys(TRIGGERS).sort().join(', ')}`);
  const settings = load();
  const payments = clientOf(settings);
  await make({
    payments,
    appClient: () => createPaymentsClient({ baseUrl: settings.baseUrl, subscriptionKey: settings.subscriptionKey }),
    remember: async <T>(name: string, lookup: () => Promise<T>) => {
      settings.remembered ??= {};
      if (!(name in settings.remembered)) {
        settings.remembered[name] = await lookup();
        save(settings);
      }
      return settings.remembered[name] as T;
    },
    origin: new URL(settings.baseUrl).origin,
    bearer: settings.accessToken ?? settings.secretKey,
    mobileMoney: Boolean(settings.collectionKey && settings.apiUser),
    moveClock: values['move-clock'] ?? false,
  });
  console.log(`Triggered ${type}`);
}

const USAGE = `usage: payments <command>

  payments login [--base-url <url>] --key <app subscription key> --secret-key <sk_test_…>
  payments login [--base-url <url>] --key <app subscription key> --email <merchant e-mail> --password <password>
      acts as the developer account's merchant, with a secret key of its servers or signed in (kept in ${CONFIG}, readable by you only);
      add --collection-key <key> --api-user <id>:<key> for the mobile money triggers
  payments listen --forward-to <url> [--events <type,type,…>] [--from-start]
      forwards the account's events to a local URL, signed as webhooks are, resuming where it stopped
  payments trigger <event type> [--move-clock]
      makes the sandbox produce the event (${Object.keys(TRIGGERS).sort().join(', ')});
      --move-clock lets one that needs it move the account's sandbox clock by days
  payments help
      shows this text

PAYMENTS_BASE_URL sets the default base URL (http://localhost:4000/ms/v1); PAYMENTS_CLI_CONFIG the settings file.`;

const [command, ...rest] = process.argv.slice(2);
if (command === 'help' || command === '--help' || command === '-h') {
  console.log(USAGE);
  process.exit(0);
}
const commands: Record<string, (args: string[]) => Promise<void>> = { login, listen, trigger };
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
// biome-ignore lint/plugin: the command's failure is reported on stderr and by the exit code, not swallowed.
run(rest).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
