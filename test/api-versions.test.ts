import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSIONS, answerInVersion, LATEST_VERSION, schemaInVersion } from '../src/platform/api-versions/api-versions.js';
import { DEPRECATIONS, deprecationReason } from '../src/platform/api-versions/deprecations.js';
import { buildSchema } from '../src/graphql/schema.js';
import { expectEnvelope, useHarness } from './support/harness.js';
import { LoopbackReceiver } from './support/receiver.js';

// Dated API versions: the services answer in the newest shape (2026-12-01: amounts as decimal
// text), and each older version is shaped from it at the edge; an account is pinned, a request may
// name another, the owner upgrades and rolls back within 72 hours; webhook endpoints keep theirs.
const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true' });
const receiver = new LoopbackReceiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

const SPEC = '2026-11-21';
const DECIMAL = '2026-12-01';
type Developer = Awaited<ReturnType<typeof ctx.h.createDeveloper>>;

const asMerchant = (developer: Developer, headers: Record<string, string> = {}) => ({
  token: developer.merchant.accessToken,
  key: developer.subscriptionKey,
  headers,
});

async function createLink(developer: Developer, headers: Record<string, string> = {}) {
  const created = await ctx.h.rest('POST', '/merchants/me/payment-links', {
    ...asMerchant(developer, headers),
    body: { title: 'Kente', amount: '120.5', currency: 'GHS', amountFixed: true },
  });
  expectEnvelope(created, 200, 'SUCCESS');
  return created;
}

describe('dated API versions on REST', () => {
  it("answer in the account's version, 2026-11-21 (amounts as JSON numbers), and say so in Payments-Version", async () => {
    const developer = await ctx.h.createDeveloper();
    const created = await createLink(developer);
    expect(created.headers.get('payments-version')).toBe(SPEC);
    expect(created.headers.get('content-type')).toMatch(/^application\/json/);
    expect(created.body.data).toMatchObject({ amount: 120.5, minAmount: null, amountCollected: 0 });
    const listed = await ctx.h.rest('GET', '/merchants/me/payment-links', asMerchant(developer));
    expect(listed.body.data.items[0]).toMatchObject({ amount: 120.5, amountCollected: 0 });
  });

  it('answer one request in the version its Payments-Version header names: decimal text with the currency scale, in lists and replays too', async () => {
    const developer = await ctx.h.createDeveloper();
    const created = await createLink(developer, { 'Payments-Version': DECIMAL, 'Idempotency-Key': 'link-once' });
    expect(created.headers.get('payments-version')).toBe(DECIMAL);
    expect(created.body.data).toMatchObject({ amount: '120.50', minAmount: null, amountCollected: '0.00' });
    // The replay of the same request in the older version is shaped at the edge like any answer.
    const replayed = await createLink(developer, { 'Idempotency-Key': 'link-once' });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body.data).toMatchObject({ id: created.body.data.id, amount: 120.5, amountCollected: 0 });
    const listed = await ctx.h.rest('GET', '/merchants/me/payment-links', asMerchant(developer, { 'Payments-Version': DECIMAL }));
    expect(listed.body.data.items[0]).toMatchObject({ amount: '120.50', amountCollected: '0.00' });
    // Nested amounts and a currency without decimals.
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '50.00');
    const balances = await ctx.h.rest('GET', '/wallets/me', { token: user.accessToken, headers: { 'Payments-Version': DECIMAL } });
    expect(balances.body.data.balances.find((b: { currency: string }) => b.currency === 'GHS')).toMatchObject({ balance: '50.00' });
    const old = await ctx.h.rest('GET', '/wallets/me', { token: user.accessToken });
    expect(old.body.data.balances.find((b: { currency: string }) => b.currency === 'GHS')).toMatchObject({ balance: 50 });
  });

  it('refuse an unknown version, naming the header', async () => {
    const developer = await ctx.h.createDeveloper();
    const refused = await ctx.h.rest('GET', '/merchants/me/payment-links', asMerchant(developer, { 'Payments-Version': '2020-01-01' }));
    expectEnvelope(refused, 400, 'BAD_REQUEST');
    expect(refused.body.details.fields).toEqual([{ field: 'Payments-Version', message: `must be one of ${API_VERSIONS.map((v) => v.date).join(', ')}` }]);
  });

  it('upgrade by the merchant, pinned for every request after, and roll back within 72 hours, once', async () => {
    const developer = await ctx.h.createDeveloper();
    const versions = await ctx.h.rest('GET', '/api-versions', { key: developer.subscriptionKey });
    expect(versions.body.data.map((v: { date: string }) => v.date)).toEqual([SPEC, DECIMAL, '2026-12-15', '2027-01-15']);
    expect(versions.body.data[1].changes[0].name).toBe('amounts-as-decimal-text');

    const upgraded = await ctx.h.rest('POST', '/developers/me/api-version', { ...asMerchant(developer), body: { version: DECIMAL } });
    expectEnvelope(upgraded, 200, 'SUCCESS');
    expect(upgraded.body.data).toMatchObject({ apiVersion: DECIMAL, apiVersionRollback: { version: SPEC } });
    const created = await createLink(developer);
    expect(created.headers.get('payments-version')).toBe(DECIMAL);
    expect(created.body.data.amount).toBe('120.50');
    // Not to the same or an older version.
    const again = await ctx.h.rest('POST', '/developers/me/api-version', { ...asMerchant(developer), body: { version: SPEC } });
    expectEnvelope(again, 400, 'BAD_REQUEST');
    expect(again.body.details.fields[0].field).toBe('version');

    // GraphQL rolls back: the REST answers are numbers again, and there is nothing left to undo.
    const rolledBack = await ctx.h.gql(
      'mutation { rollBackApiVersion { developerAccount { apiVersion apiVersionRollback { version } } userErrors { code } } }',
      {},
      {
        token: developer.merchant.accessToken,
        key: developer.subscriptionKey,
      },
    );
    expect(rolledBack.body.data.rollBackApiVersion).toEqual({ developerAccount: { apiVersion: SPEC, apiVersionRollback: null }, userErrors: [] });
    expect((await createLink(developer)).body.data.amount).toBe(120.5);
    const twice = await ctx.h.rest('POST', '/developers/me/api-version/rollback', asMerchant(developer));
    expectEnvelope(twice, 409, 'CONFLICT');
  });

  it('keep the way back for 72 hours of real time only, and leave the decision to the merchant signed in, never a secret key', async () => {
    const developer = await ctx.h.createDeveloper();
    const upgraded = await ctx.h.gql(
      'mutation($v: String!) { upgradeApiVersion(version: $v) { developerAccount { apiVersion } userErrors { code } } }',
      { v: DECIMAL },
      {
        token: developer.merchant.accessToken,
        key: developer.subscriptionKey,
      },
    );
    expect(upgraded.body.data.upgradeApiVersion.developerAccount.apiVersion).toBe(DECIMAL);
    const { api_version_upgraded_at: upgradedAt } = await ctx.h.db
      .selectFrom('developer_accounts')
      .select('api_version_upgraded_at')
      .where('id', '=', developer.accountId)
      .executeTakeFirstOrThrow();
    await ctx.h.db
      .updateTable('developer_accounts')
      .set({ api_version_upgraded_at: new Date(upgradedAt!.getTime() - 73 * 3600_000) })
      .where('id', '=', developer.accountId)
      .execute();
    const late = await ctx.h.rest('POST', '/developers/me/api-version/rollback', asMerchant(developer));
    expectEnvelope(late, 409, 'CONFLICT');

    const other = await ctx.h.createDeveloper();
    const { secret: key } = await ctx.h.createSecretKey(other);
    const byKey = await ctx.h.rest('POST', '/developers/me/api-version', { token: key, key: other.subscriptionKey, body: { version: DECIMAL } });
    expectEnvelope(byKey, 403, 'FORBIDDEN');
    // The refusal says what it is about: the version, and how a server tries one without changing the account's.
    expect(byKey.body.details.description).toMatch(/API version is changed by the merchant signed in.*Payments-Version header/);
    const rollbackByKey = await ctx.h.gql(
      'mutation { rollBackApiVersion { developerAccount { apiVersion } userErrors { code message } } }',
      {},
      { token: key, key: other.subscriptionKey },
    );
    expect(JSON.stringify(rollbackByKey.body)).toMatch(/API version is changed by the merchant signed in/);
  });

  it('serve the OpenAPI document of each version, and refuse an unknown one', async () => {
    const spec = await ctx.h.rest('GET', '/openapi.json', { key: null });
    expect(spec.body.info.version).toBe(SPEC);
    expect(spec.body.components.schemas.PaymentLink.properties.amountCollected).toEqual({ type: 'number' });
    const decimal = await ctx.h.rest('GET', `/openapi.json?version=${DECIMAL}`, { key: null });
    expect(decimal.body.info.version).toBe(DECIMAL);
    expect(decimal.body.components.schemas.PaymentLink.properties.amountCollected).toMatchObject({ type: 'string', format: 'decimal' });
    expect((await ctx.h.rest('GET', '/openapi.json?version=1999-01-01', { key: null })).status).toBe(400);
  });
});

describe('webhook endpoints and versions', () => {
  it("record the account's version when registered (or the one named), and deliver with it in Payments-Version", async () => {
    const token = await ctx.h.signIn(ctx.h.merchant);
    const register = async (path: string, apiVersion?: string) => {
      const registered = await ctx.h.rest('POST', '/merchants/me/webhooks', {
        token,
        body: { url: receiver.url(path), events: ['wallet.funded'], ...(apiVersion ? { apiVersion } : {}) },
      });
      expectEnvelope(registered, 200, 'SUCCESS');
      return registered.body.data.webhook as { id: string; apiVersion: string };
    };
    expect((await register('/pinned-spec')).apiVersion).toBe(SPEC);
    expect((await register('/pinned-decimal', DECIMAL)).apiVersion).toBe(DECIMAL);
    const refused = await ctx.h.rest('POST', '/merchants/me/webhooks', {
      token,
      body: { url: receiver.url('/x'), events: ['wallet.funded'], apiVersion: 'soon' },
    });
    expectEnvelope(refused, 400, 'BAD_REQUEST');
    expect(refused.body.details.fields[0].field).toBe('apiVersion');

    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '1.00');
    await ctx.h.services.webhookDispatcher.deliverDue();
    expect(receiver.at('/pinned-spec')[0]?.headers['payments-version']).toBe(SPEC);
    expect(receiver.at('/pinned-decimal')[0]?.headers['payments-version']).toBe(DECIMAL);
    // No version change reshapes events yet: both receive the same bytes.
    expect(receiver.at('/pinned-spec')[0]?.body).toBe(receiver.at('/pinned-decimal')[0]?.body);
  });
});

describe('deprecations', () => {
  it('mark the doubled version segment deprecated on every answer, with its sunset and the changelog entry', async () => {
    const doubled = await ctx.h.rest('GET', '/v1/loans/products', { token: ctx.h.merchant.accessToken });
    expectEnvelope(doubled, 200, 'SUCCESS');
    expect(doubled.headers.get('deprecation')).toBe(`@${Date.UTC(2026, 10, 29) / 1000}`);
    expect(doubled.headers.get('sunset')).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    expect(doubled.headers.get('link')).toBe('</docs/changelog#doubled-version-segment>; rel="deprecation"; type="text/html"');
    const plain = await ctx.h.rest('GET', '/loans/products', { token: ctx.h.merchant.accessToken });
    expect(plain.headers.get('deprecation')).toBeNull();
  });

  it('give every deprecated GraphQL member the reason its declaration writes (replacement and removal date), and nothing undeclared', () => {
    const reasons: string[] = [];
    const schema = buildSchema();
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !('getFields' in type)) continue;
      for (const field of Object.values(
        type.getFields() as Record<string, { deprecationReason?: string | null; args?: readonly { deprecationReason?: string | null }[] }>,
      )) {
        if (field.deprecationReason) reasons.push(field.deprecationReason);
        for (const argument of field.args ?? []) if (argument.deprecationReason) reasons.push(argument.deprecationReason);
      }
    }
    // One declaration may cover many members (every mutation's former arguments): each reason once.
    expect([...new Set(reasons)].sort()).toEqual(
      DEPRECATIONS.filter((d) => d.surface === 'graphql')
        .map(deprecationReason)
        .sort(),
    );
  });

  it('keep the deprecated GraphQL argument working beside its replacement', async () => {
    const developer = await ctx.h.createDeveloper();
    const rotate = (args: string) =>
      ctx.h.gql(
        `mutation { rotateSubscriptionKey(${args}) { subscriptionKey userErrors { code } } }`,
        {},
        { token: developer.merchant.accessToken, key: developer.subscriptionKey },
      );
    expect((await rotate('product: COLLECTION')).body.data.rotateSubscriptionKey.userErrors).toEqual([]);
    expect((await rotate('input: { product: COLLECTION }')).body.data.rotateSubscriptionKey.userErrors).toEqual([]);
    const keys = await ctx.h.db
      .selectFrom('subscription_keys')
      .select('product')
      .where('account_id', '=', developer.accountId)
      .where('product', '=', 'collection')
      .execute();
    expect(keys).toHaveLength(3);
  });
});

describe('the version changes', () => {
  const schema = {
    type: 'object',
    properties: {
      amount: { type: 'string', format: 'decimal', 'x-money': true, description: 'major units' },
      rate: { type: 'number' },
      note: { type: 'string' },
      refund: { anyOf: [{ type: 'string', format: 'decimal', 'x-money': true }, { type: 'null' }] },
      lines: { type: 'array', items: { type: 'object', properties: { total: { type: 'string', format: 'decimal', 'x-money': true } } } },
    },
  };

  it('amounts-as-decimal-text: turns every amount back into a number for 2026-11-21, at any depth, and leaves the rest as it is', () => {
    const answer = { amount: '45.00', rate: 15.4321, note: '12.50', refund: null, lines: [{ total: '0.68' }, { total: '1500' }] };
    expect(answerInVersion(answer, schema, SPEC)).toEqual({
      amount: 45,
      rate: 15.4321,
      note: '12.50',
      refund: null,
      lines: [{ total: 0.68 }, { total: 1500 }],
    });
    expect(answerInVersion({ ...answer, refund: '3.10' }, schema, SPEC)).toMatchObject({ refund: 3.1 });
    expect(answerInVersion(answer, schema, DECIMAL)).toBe(answer);
  });

  it('amounts-as-decimal-text: documents 2026-11-21 as the specification wrote it, and leaves untouched schemas the same object', () => {
    const older = schemaInVersion(schema, SPEC);
    expect(older.properties.amount).toEqual({ type: 'number', description: 'major units' });
    expect(older.properties.refund).toEqual({ type: ['number', 'null'] });
    expect(older.properties.lines.items.properties.total).toEqual({ type: 'number' });
    expect(older.properties.note).toBe(schema.properties.note);
    const untouched = { type: 'object', properties: { note: { type: 'string' } } };
    expect(schemaInVersion(untouched, SPEC)).toBe(untouched);
  });
});

describe('the libraries', () => {
  it('are generated for the newest released version and send it: upgrading a library is how a merchant moves', () => {
    const generatedFrom = (JSON.parse(readFileSync(`contract/openapi.${LATEST_VERSION}.json`, 'utf8')) as { info: { version: string } }).info.version;
    const sent = {
      typescript: /API_VERSION = "([^"]+)"/.exec(readFileSync('clients/typescript/src/generated/api-version.ts', 'utf8'))?.[1],
      python: /^API_VERSION = "([^"]+)"/m.exec(readFileSync('clients/python/src/payments_platform_services/__init__.py', 'utf8'))?.[1],
      java: /GENERATED_FOR = "([^"]+)"/.exec(readFileSync('clients/java/generated/src/main/java/com/paymentsplatform/services/ApiVersion.java', 'utf8'))?.[1],
      php: /GENERATED_FOR = '([^']+)'/.exec(readFileSync('clients/php/generated/services/ApiVersion.php', 'utf8'))?.[1],
    };
    expect(generatedFrom).toBe(LATEST_VERSION);
    expect(sent).toEqual({ typescript: generatedFrom, python: generatedFrom, java: generatedFrom, php: generatedFrom });
    // Each library's client sends its generated constant (their own tests see it come back on the answers).
    expect(readFileSync('clients/python/src/payments_platform/client.py', 'utf8')).toContain('"Payments-Version": API_VERSION');
    expect(readFileSync('clients/java/src/main/java/com/paymentsplatform/Payments.java', 'utf8')).toContain(
      'API_VERSION = com.paymentsplatform.services.ApiVersion.GENERATED_FOR',
    );
    expect(readFileSync('clients/php/src/Payments.php', 'utf8')).toContain('API_VERSION = \\PaymentsPlatform\\Services\\ApiVersion::GENERATED_FOR');
  });
});
