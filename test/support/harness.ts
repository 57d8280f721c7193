import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import WebSocket from 'ws';
import { loadConfig, type Config } from '../../src/config.js';
import { createDatabase, type DB } from '../../src/db/database.js';
import { FakeClock } from '../../src/platform/clock.js';
import { createLogger } from '../../src/platform/logger.js';
import { currencyOf, loadCurrencies } from '../../src/platform/money.js';
import { randomBase62 } from '../../src/platform/ids.js';
import { buildServer, type BuiltServer } from '../../src/server.js';
import { undocumentedAnswers } from '../../src/http/rest.js';
import { undeclaredUserErrorCodes } from '../../src/graphql/user-error-codes.js';
import type { TypedDocumentString } from '../../src/generated/documents/graphql.js';
import { createServices, type Services } from '../../src/app/services.js';
import { eventCatalog } from '../../src/app/event-catalog.js';
import { eventBodySchema } from '../../src/platform/events/declarations.js';
import { databaseUrl } from './database-url.js';

export const TEST_JWT_SECRET = 'test-signing-secret-0123456789abcdefghijklmnop';

/** A new database cloned from the run's migrated template. */
export async function freshDatabase(): Promise<{ url: string; name: string }> {
  const name = `pp_test_${inject('runId')}_${randomBase62(10).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  try {
    // Parallel clones of one template can collide on its lock; a short retry settles it.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
        break;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  return { url: databaseUrl(inject('adminUrl'), name), name };
}

export interface HttpResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  /** The body as sent, text or bytes (bytes that are not UTF-8, say). */
  rawBody?: string | Uint8Array;
  token?: string;
  basic?: { user: string; password: string };
  /** The subscription key; defaults to the harness account's key. `null` sends none. */
  key?: string | null;
  headers?: Record<string, string>;
}

export interface ProductKeys {
  collection: string;
  disbursement: string;
  remittance: string;
}

export interface TestUser {
  id: string;
  email: string;
  phone: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

let uniqueCounter = 0;
/** An e-mail and phone number no other user of this file's database has. */
export function uniqueContact(): { email: string; phone: string } {
  uniqueCounter += 1;
  const serial = String(uniqueCounter).padStart(7, '0');
  return { email: `user${serial}@example.com`, phone: `+23320${serial}` };
}

type GqlOptions = { token?: string; key?: string | null; headers?: Record<string, string> };

export class Harness {
  readonly baseUrl: string;
  subscriptionKey = '';
  /** The harness account's mobile money product keys (secret, unlike the app key). */
  productKeys: ProductKeys = { collection: '', disbursement: '', remittance: '' };
  accountId = '';
  merchant!: TestUser;
  /** Every log line of the server and its background work, parsed (empty unless LOG_LEVEL is set). */
  logLines: Record<string, unknown>[] = [];
  /** Builds the services of another process on the same database, as a second server would. */
  otherProcess: () => Services = () => {
    throw new Error('otherProcess is set by startHarness');
  };

  constructor(
    readonly server: BuiltServer,
    readonly services: Services,
    readonly db: DB,
    readonly clock: FakeClock,
    readonly config: Config,
  ) {
    const address = server.app.server.address();
    if (!address || typeof address !== 'object') throw new Error('server not listening');
    this.baseUrl = `http://127.0.0.1:${address.port}`;
  }

  /** A REST call under /ms/v1 with the spec's headers (subscription key, sandbox environment). */
  async rest<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { 'X-Target-Environment': 'sandbox', ...options.headers };
    const key = options.key === undefined ? this.keyFor(path) : options.key;
    if (key !== null) headers['Ocp-Apim-Subscription-Key'] = key;
    if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
    if (options.basic) headers['Authorization'] = `Basic ${Buffer.from(`${options.basic.user}:${options.basic.password}`).toString('base64')}`;
    let body: string | Uint8Array | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const url =
      path.startsWith('/') && !path.startsWith('/ms/') && !path.startsWith('/graphql') && !['/healthz', '/readyz', '/metrics'].includes(path)
        ? `/ms/v1${path}`
        : path;
    const response = await fetch(this.baseUrl + url, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
      // biome-ignore lint/plugin: an answer that is not JSON (e.g. /metrics) is kept as text.
    } catch {
      // not JSON (e.g. /metrics)
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  /** The key a route takes by default: its mobile money product's (API user provisioning: collection's), else the app key. */
  keyFor(path: string): string {
    const product = /^(?:\/ms\/v1)?\/(collection|disbursement|remittance)\//.exec(path)?.[1] as keyof ProductKeys | undefined;
    if (product) return this.productKeys[product];
    return /^(?:\/ms\/v1)?\/v1_0\/apiuser/.test(path) ? this.productKeys.collection : this.subscriptionKey;
  }

  /**
   * A GraphQL operation over HTTP POST, with the harness account's subscription key unless told
   * otherwise. A typed document (graphql(`…`) from src/generated/documents) types its variables and
   * its data; a plain string is for the tests that send what no client would (hostile input).
   */
  async gql<Result, Variables>(
    query: TypedDocumentString<Result, Variables>,
    variables: Variables,
    options?: GqlOptions,
  ): Promise<HttpResult<{ data: Result; errors?: any; extensions?: any }>>;
  async gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<HttpResult<{ data?: T; errors?: any; extensions?: any }>>;
  async gql(
    query: string | TypedDocumentString<unknown, unknown>,
    variables: unknown = {},
    options: GqlOptions = {},
  ): Promise<HttpResult<{ data?: any; errors?: any; extensions?: any }>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
    const key = options.key === undefined ? this.subscriptionKey : options.key;
    if (key !== null) headers['Ocp-Apim-Subscription-Key'] = key;
    if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
    const response = await fetch(`${this.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: String(query), variables }) });
    return { status: response.status, headers: response.headers, body: (await response.json()) as { data?: any; errors?: any; extensions?: any } };
  }

  /** A graphql-ws client authenticated with the given access token. */
  wsClient(token: string | undefined, onClose?: (code: number, reason: string) => void): Client {
    return this.wsClientWith(token ? { authorization: `Bearer ${token}` } : {}, onClose);
  }

  /** A graphql-ws client with the given connection parameters. */
  wsClientWith(connectionParams: Record<string, string>, onClose?: (code: number, reason: string) => void): Client {
    return createClient({
      url: `${this.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams,
      retryAttempts: 0,
      lazy: false,
      on: { closed: (event) => onClose?.((event as { code: number }).code, String((event as { reason?: unknown }).reason ?? '')) },
      onNonLazyError: () => undefined,
    });
  }

  /** Registers an app user through REST and signs it in; `key` registers it with another account's app. */
  async createUser(overrides: Record<string, string> = {}, options: { key?: string } = {}): Promise<TestUser> {
    const contact = uniqueContact();
    const input = { firstName: 'Kofi', lastName: 'Owusu', country: 'GH', password: 'a-long-enough-password', ...contact, ...overrides };
    const key = options.key === undefined ? {} : { key: options.key };
    const registered = await this.rest('POST', '/auth/register', { body: input, ...key });
    if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
    const login = await this.rest('POST', '/auth/login', { body: { email: input.email, password: input.password }, ...key });
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    return {
      id: registered.body.data.id,
      email: input.email,
      phone: input.phone,
      password: input.password,
      accessToken: login.body.data.accessToken,
      refreshToken: login.body.data.refreshToken,
    };
  }

  /** The newest verification code sent by SMS to a phone, read from a developer account's SMS outbox by its merchant. */
  async phoneCode(phone: string, merchantToken = this.merchant.accessToken): Promise<string> {
    const outbox = await this.rest('GET', `/sandbox/sms?to=${encodeURIComponent(phone)}`, { token: merchantToken });
    const code = /verification code is ([0-9]{6})/.exec(outbox.body.data?.items?.[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`no verification code was sent to ${phone}: ${JSON.stringify(outbox.body)}`);
    return code;
  }

  /** Verifies a user's phone with the code from the SMS outbox of the app they registered with. */
  async verifyPhone(user: TestUser, app: { key?: string; merchantToken?: string } = {}): Promise<void> {
    const code = await this.phoneCode(user.phone, app.merchantToken);
    const verified = await this.rest('POST', '/users/me/phone/verify', { body: { code }, token: user.accessToken, ...(app.key ? { key: app.key } : {}) });
    if (verified.status !== 200) throw new Error(`phone verification failed: ${JSON.stringify(verified.body)}`);
  }

  /** A new access token for a user, e.g. after a test moved the clock past the old one's expiry. */
  async signIn(user: TestUser): Promise<string> {
    return (await this.services.identity.login({ email: user.email, password: user.password })).accessToken;
  }

  /** A user of any role, created directly through the service (e.g. an administrator). */
  async createUserWithRole(role: 'ADMIN' | 'MERCHANT' | 'USER'): Promise<TestUser> {
    const contact = uniqueContact();
    const password = 'a-long-enough-password';
    const user = await this.db.transaction().execute(async (tx) =>
      this.services.identity.createUser(tx, {
        firstName: 'Role',
        lastName: role,
        country: 'GH',
        ...contact,
        passwordHash: await this.services.identity.hashPassword(password),
        role,
        developerAccountId: null,
      }),
    );
    const tokens = await this.services.identity.login({ email: contact.email, password });
    return { id: user.id, ...contact, password, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
  }

  /** A secret key of a developer account, made by its merchant signed in (REST); `scopes` restrict it. */
  async createSecretKey(
    developer: { subscriptionKey: string; merchant: TestUser },
    scopes?: string[],
  ): Promise<{ id: string; secret: string; hint: string; scopes: string[] | null }> {
    const created = await this.rest('POST', '/developers/me/secret-keys', {
      token: developer.merchant.accessToken,
      key: developer.subscriptionKey,
      body: { name: 'Server', ...(scopes ? { scopes } : {}) },
    });
    if (created.status !== 201) throw new Error(`could not make a secret key: ${JSON.stringify(created.body)}`);
    return created.body.data;
  }

  /** A developer account with its subscription key; generous limits unless the test sets its own. */
  async createDeveloper(
    limits = { perMinute: 1_000_000, perDay: 100_000_000 },
  ): Promise<{ accountId: string; subscriptionKey: string; productKeys: ProductKeys; merchant: TestUser }> {
    const contact = uniqueContact();
    const password = 'a-long-enough-password';
    const created = await this.services.developer.signUp(
      { companyName: 'Test Merchant', firstName: 'Test', lastName: 'Merchant', country: 'GH', password, ...contact },
      { plan: 'ENTERPRISE' },
    );
    await this.db
      .updateTable('developer_accounts')
      .set({ rate_per_minute: limits.perMinute, rate_per_day: limits.perDay })
      .where('id', '=', created.account.id)
      .execute();
    return {
      accountId: created.account.id,
      subscriptionKey: created.subscriptionKey,
      productKeys: created.productKeys,
      merchant: { id: created.user.id, ...contact, password, accessToken: created.tokens.accessToken, refreshToken: created.tokens.refreshToken },
    };
  }

  /** Test money from the sandbox funding account, in major units (e.g. '100.00'). */
  async fund(user: TestUser, currency: string, major: string): Promise<void> {
    const wallet = await this.db.selectFrom('wallets').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    await this.services.wallets.fundFromSandbox(wallet.id, currency, currencyOf(currency).parse(major).minor);
  }

  /** Minor units of a user's balance in a currency, read from the ledger. */
  async balanceOf(user: TestUser, currency: string): Promise<bigint> {
    const row = await this.db
      .selectFrom('ledger_accounts')
      .innerJoin('wallets', 'wallets.id', 'ledger_accounts.wallet_id')
      .select('ledger_accounts.balance')
      .where('wallets.user_id', '=', user.id)
      .where('ledger_accounts.currency', '=', currency)
      .executeTakeFirst();
    return BigInt(row?.balance ?? '0');
  }

  /** Minor units a user can spend in a currency: the balance less what pending ledger holds reserve. */
  async availableOf(user: TestUser, currency: string): Promise<bigint> {
    const row = await this.db
      .selectFrom('ledger_accounts')
      .innerJoin('wallets', 'wallets.id', 'ledger_accounts.wallet_id')
      .select(['ledger_accounts.balance', 'ledger_accounts.held'])
      .where('wallets.user_id', '=', user.id)
      .where('ledger_accounts.currency', '=', currency)
      .executeTakeFirst();
    return BigInt(row?.balance ?? '0') - BigInt(row?.held ?? '0');
  }

  /** The ledger invariant every test must leave intact. */
  async expectReconciled(): Promise<void> {
    const report = await this.services.ledger.reconcile();
    expect(report).toEqual({ mismatchedAccounts: [], unbalancedEntries: [], mismatchedHolds: [] });
  }

  async close(): Promise<void> {
    await this.server.close();
    await this.db.destroy();
  }
}

/**
 * A server on a fresh database, listening on a free loopback port, with a fake clock and a developer
 * account whose subscription key the helpers send.
 */
export async function startHarness(env: Record<string, string> = {}, database?: { url: string }): Promise<Harness> {
  const { url } = database ?? (await freshDatabase());
  const config = loadConfig({
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    SCRYPT_LOG_N: '10',
    CHECK_RESPONSE_SCHEMAS: 'true',
    // Every test posts to the hosted pages from 127.0.0.1: the attempt limits are 100 times the defaults but in test/pay-throttle.test.ts.
    PAY_THROTTLE_SCALE: '100',
    PORT: '0',
    DATABASE_URL: url,
    ...env,
  });
  const db = createDatabase(url, 5, { refusePoolQueriesInTransactions: true, preparedStatements: config.dbPreparedStatements });
  const clock = new FakeClock();
  // Log lines are kept for the tests that read them (LOG_LEVEL: 'info'); silent by default.
  const logLines: Record<string, unknown>[] = [];
  const logger = createLogger(config.logLevel, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });
  await loadCurrencies(db);
  const services = createServices({ db, clock, config, jwtSecret: TEST_JWT_SECRET, connectionString: url, logger });
  const server = await buildServer({ config, services });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const harness = new Harness(server, services, db, clock, config);
  harness.logLines = logLines;
  harness.otherProcess = () => createServices({ db, clock, config, jwtSecret: TEST_JWT_SECRET, connectionString: url, logger });
  const developer = await harness.createDeveloper();
  harness.subscriptionKey = developer.subscriptionKey;
  harness.productKeys = developer.productKeys;
  harness.accountId = developer.accountId;
  harness.merchant = developer.merchant;
  return harness;
}

/** The envelope's invariant fields, checked on every answer a test looks at. */
export function expectEnvelope(result: HttpResult, status: number, code: string): void {
  const body = result.body;
  const problems: string[] = [];
  if (result.status !== status) problems.push(`status ${result.status} != ${status}`);
  if (typeof body !== 'object' || body === null) throw new Error(`not an envelope: ${String(body)}`);
  if (body.serverStatusCode !== String(status)) problems.push(`serverStatusCode ${body.serverStatusCode}`);
  if (typeof body.timeStamp !== 'number') problems.push('timeStamp');
  if (typeof body.correlationId !== 'string' || !/^[0-9a-f-]{36}$/.test(body.correlationId)) problems.push('correlationId');
  if (result.headers.get('x-correlation-id') !== body.correlationId) problems.push('X-Correlation-ID header');
  const severity = status < 400 ? 'INFO' : 'ERROR';
  if (body.severity !== severity || body.details?.severity !== severity) problems.push(`severity ${body.severity}`);
  if (body.details?.code !== code) problems.push(`details.code ${body.details?.code} != ${code}`);
  if (typeof body.details?.description !== 'string') problems.push('details.description');
  if (status >= 400 && 'data' in body) problems.push('data present on error');
  if (status < 400 && !('data' in body)) problems.push('data missing on success');
  if (problems.length > 0) throw new Error(`envelope: ${problems.join(', ')} in ${JSON.stringify(body)}`);
}

/** The fields a validation error names. */
export function fieldsOf(body: any): string[] {
  return (
    body?.details?.fields ??
    body?.errors?.[0]?.extensions?.fields ??
    userErrorsOf(body)
      .filter((e) => e.field)
      .map((e) => ({ field: inputPath(e.field!) }))
  )
    .map((f: { field: string }) => f.field)
    .sort();
}

/** A GraphQL user error as the service names its field: the path below a mutation's `input` argument, dotted, as REST's. */
function inputPath(field: string[]): string {
  return (field[0] === 'input' ? field.slice(1) : field).join('.');
}

/**
 * A mutation's refusal that the caller can fix, as its payload's userErrors report it: the code,
 * and each field as the service names it (below the `input` argument). A top-level error fails it.
 */
export function mutationRefusal(body: any): { code: string; fields: { field: string; message: string }[] } {
  expect(body?.errors, 'a user error in the payload, not a top-level error').toBeUndefined();
  const [first, ...others] = userErrorsOf(body);
  expect(first, 'a user error in the payload').toBeDefined();
  return { code: first!.code, fields: [first!, ...others].filter((e) => e.field).map((e) => ({ field: inputPath(e.field!), message: e.message })) };
}

/** The userErrors of every mutation payload in a GraphQL answer. */
export function userErrorsOf(body: any): { field: string[] | null; message: string; code: string }[] {
  return Object.values((body?.data ?? {}) as Record<string, { userErrors?: { field: string[] | null; message: string; code: string }[] } | null>).flatMap(
    (payload) => payload?.userErrors ?? [],
  );
}

/**
 * Every event the file's tests produced, and every webhook delivery's body, is what the OpenAPI
 * document's `webhooks` section says its type carries (the same declarations generate both).
 */
async function expectEventsAsDocumented(db: Harness['db']): Promise<void> {
  const schemas = new Map([...eventCatalog()].map(([type, declaration]) => [type, eventBodySchema(type, declaration)]));
  const [events, deliveries] = await Promise.all([
    db.selectFrom('events').select(['type', 'body']).execute(),
    // A mobile money X-Callback-Url callback is MTN's own format, not one of our events.
    db.selectFrom('webhook_deliveries').select(['event_type as type', 'body']).where('kind', '<>', 'CALLBACK').execute(),
  ]);
  const problems = new Set<string>();
  for (const { type, body } of [...events, ...deliveries]) {
    const schema = schemas.get(type);
    if (!schema) {
      problems.add(`${type}: not a declared event type`);
      continue;
    }
    const checked = schema.safeParse(JSON.parse(body));
    if (!checked.success) problems.add(`${type}: ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')} in ${body}`);
  }
  expect([...problems], 'events that do not match their documented schema').toEqual([]);
}

/**
 * The file's harness, started before its tests and closed after them; after every test the ledger
 * must reconcile (every cached balance equals its postings, every entry balances).
 */
export function useHarness(env: Record<string, string> = {}): { readonly h: Harness } {
  const holder: { h: Harness } = { h: undefined as unknown as Harness };
  beforeAll(async () => {
    holder.h = await startHarness(env);
  });
  afterEach(async () => {
    await holder.h.expectReconciled();
    // Every REST answer's status is one its operation's document lists (rest.ts, undocumentedAnswers).
    const undocumented = [...undocumentedAnswers];
    undocumentedAnswers.clear();
    expect(undocumented, 'REST answers whose status the OpenAPI document does not list for their operation').toEqual([]);
    // Every code a mutation's userErrors carried is one its enum declares (graphql/user-error-codes.ts).
    const undeclared = [...undeclaredUserErrorCodes];
    undeclaredUserErrorCodes.clear();
    expect(undeclared, "mutations' userErrors codes their per-mutation enum does not declare").toEqual([]);
  });
  afterAll(async () => {
    if (holder.h) await expectEventsAsDocumented(holder.h.db);
    await holder.h?.close();
  });
  return holder;
}
