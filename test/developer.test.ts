import { graphql } from '../src/generated/documents/index.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HOUR, SECOND } from '../src/platform/clock.js';
import { RateLimiter } from '../src/platform/rate-limit.js';
import { buildServer } from '../src/server.js';
import { expectEnvelope, fieldsOf, uniqueContact, useHarness, mutationRefusal } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const SignUpDeveloper = graphql(`
  mutation SignUpDeveloper($i: SignUpDeveloperInput!) { signUpDeveloper(input: $i) {
         subscriptionKey productKeys { collection disbursement remittance }
         account { id name plan rateLimits { perMinute perDay } owner { email role } subscriptionKeys { product hint value active } }
         user { id role } tokens { accessToken } } }
`);
const ApiUser = graphql(`
  query ApiUser($id: String!) { apiUser(id: $id) { id } }
`);
const CreateApiUserWithEnvironment = graphql(`
  mutation CreateApiUserWithEnvironment($i: CreateApiUserInput!) { createApiUser(input: $i) { apiUser { id targetEnvironment } userErrors { field message code } } }
`);
const CreateApiUserId = graphql(`
  mutation CreateApiUserId($i: CreateApiUserInput!) { createApiUser(input: $i) { apiUser { id } userErrors { field message code } } }
`);
const CreateApiKey = graphql(`
  mutation CreateApiKey($id: String!) { createApiKey(apiUserId: $id) { apiKey previousKeysExpireAt key { active } } }
`);
const CreateApiAccessToken = graphql(`
  mutation CreateApiAccessToken($id: String!, $k: String!) { createApiAccessToken(product: REMITTANCE, apiUserId: $id, apiKey: $k) { apiAccessToken { tokenType expiresIn } userErrors { field message code } } }
`);
const ApiUsersWithKeys = graphql(`
  query ApiUsersWithKeys { developerAccount { apiUsers(first: 50) { edges { node { id apiKeys { active } } } pageInfo { hasNextPage } } } }
`);
const ApiUsersFirstPage = graphql(`
  query ApiUsersFirstPage { developerAccount { apiUsers(first: 2) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } }
`);
const ApiUsersPageAfter = graphql(`
  query ApiUsersPageAfter($after: String) { developerAccount { apiUsers(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage } } } }
`);
const ApiUsersPageTooLarge = graphql(`
  query ApiUsersPageTooLarge { developerAccount { apiUsers(first: 101) { edges { cursor } } } }
`);
const RotateAppSubscriptionKey = graphql(`
  mutation RotateAppSubscriptionKey { rotateSubscriptionKey { subscriptionKey previousKeysExpireAt key { active } } }
`);
const SetAccountPlanWithLimits = graphql(`
  mutation SetAccountPlanWithLimits($i: SetAccountPlanInput!) { setAccountPlan(input: $i) { developerAccount { plan rateLimits { perMinute perDay } } userErrors { field message code } } }
`);
const Health = graphql(`
  query Health { health }
`);

const ctx = useHarness();

const GRACE = 24 * HOUR;

async function provisionApiUser(key?: string) {
  const apiUserId = randomUUID();
  const created = await ctx.h.rest('POST', '/v1_0/apiuser', {
    key,
    body: { providerCallbackHost: 'webhook.example.com' },
    headers: { 'X-Reference-Id': apiUserId },
  });
  expectEnvelope(created, 201, 'SUCCESS');
  const keyResult = await ctx.h.rest('POST', `/v1_0/apiuser/${apiUserId}/apikey`, { key });
  expectEnvelope(keyResult, 201, 'SUCCESS');
  return { apiUserId, apiKey: keyResult.body.data.apiKey as string };
}

describe('developer sign-up', () => {
  it('creates a merchant, its Sandbox account and a subscription key that works at once (GraphQL)', async () => {
    const input = { companyName: 'Kente Goods', firstName: 'Yaw', lastName: 'Asante', password: 'merchant-password-1', country: 'GH', ...uniqueContact() };
    const result = await ctx.h.gql(SignUpDeveloper, { i: input }, { key: null });
    expect(result.body.errors).toBeUndefined();
    const payload = result.body.data.signUpDeveloper;
    expect(payload.account).toMatchObject({
      name: 'Kente Goods',
      plan: 'SANDBOX',
      rateLimits: { perMinute: 60, perDay: 10000 },
      owner: { email: input.email, role: 'MERCHANT' },
    });
    expect(payload.subscriptionKey).toMatch(/^[0-9a-f]{32}$/);
    const keys = {
      APP: payload.subscriptionKey,
      COLLECTION: payload.productKeys?.collection,
      DISBURSEMENT: payload.productKeys?.disbursement,
      REMITTANCE: payload.productKeys?.remittance,
    };
    expect(new Set(Object.values(keys)).size).toBe(4);
    expect([...payload.account!.subscriptionKeys].sort((a: any, b: any) => a.product.localeCompare(b.product))).toEqual(
      // The app key is publishable and read again; the mobile money product keys are secrets, shown once.
      Object.entries(keys).map(([product, key]) => ({ product, hint: `…${key?.slice(-4)}`, value: product === 'APP' ? key : null, active: true })),
    );
    // The app key ships inside apps: the merchant reads it again, as a publishable key.
    const me = await ctx.h.rest('GET', '/developers/me', { key: payload.subscriptionKey, token: payload.tokens?.accessToken });
    expectEnvelope(me, 200, 'SUCCESS');
    expect(me.body.data).toMatchObject({ id: payload.account?.id, plan: 'SANDBOX' });
    expect(me.body.data.subscriptionKeys.find((k: any) => k.product === 'app').value).toBe(payload.subscriptionKey);
    // Another merchant's account answers its own keys, never these.
    const other = await ctx.h.createDeveloper();
    const theirs = await ctx.h.rest('GET', '/developers/me', { key: other.subscriptionKey, token: other.merchant.accessToken });
    expectEnvelope(theirs, 200, 'SUCCESS');
    expect(JSON.stringify(theirs.body)).not.toContain(payload.subscriptionKey);
    for (const secret of Object.values(payload.productKeys ?? {})) expect(JSON.stringify(me.body)).not.toContain(secret);
  });

  it('works through REST with the same validation', async () => {
    const input = { companyName: 'Adinkra Ltd', firstName: 'Efua', lastName: 'Addo', password: 'merchant-password-2', country: 'GH', ...uniqueContact() };
    const created = await ctx.h.rest('POST', '/developers', { body: input });
    expectEnvelope(created, 200, 'SUCCESS');
    expect(created.body.data.account.plan).toBe('SANDBOX');
    expect(created.body.data.user.role).toBe('MERCHANT');
    const invalid = await ctx.h.rest('POST', '/developers', { body: { ...input, ...uniqueContact(), companyName: '' } });
    expectEnvelope(invalid, 400, 'BAD_REQUEST');
    expect(fieldsOf(invalid.body)).toEqual(['companyName']);
    const duplicate = await ctx.h.rest('POST', '/developers', { body: { ...input, phone: uniqueContact().phone } });
    expectEnvelope(duplicate, 409, 'CONFLICT');
  });
});

describe('API users and keys (MoMo provisioning shape)', () => {
  it('creates an API user from X-Reference-Id and reads it back', async () => {
    const { apiUserId } = await provisionApiUser();
    const read = await ctx.h.rest('GET', `/v1_0/apiuser/${apiUserId}`);
    expectEnvelope(read, 200, 'SUCCESS');
    expect(read.body.data).toEqual({ providerCallbackHost: 'webhook.example.com', targetEnvironment: 'sandbox' });
  });

  it('refuses a missing or non-UUID X-Reference-Id and a bad callback host', async () => {
    const missing = await ctx.h.rest('POST', '/v1_0/apiuser', { body: { providerCallbackHost: 'example.com' } });
    expectEnvelope(missing, 400, 'BAD_REQUEST');
    expect(fieldsOf(missing.body)).toEqual(['X-Reference-Id']);
    const notUuid = await ctx.h.rest('POST', '/v1_0/apiuser', { body: { providerCallbackHost: 'example.com' }, headers: { 'X-Reference-Id': 'abc' } });
    expect(fieldsOf(notUuid.body)).toEqual(['X-Reference-Id']);
    const badHost = await ctx.h.rest('POST', '/v1_0/apiuser', { body: { providerCallbackHost: 'http://x/y' }, headers: { 'X-Reference-Id': randomUUID() } });
    expect(fieldsOf(badHost.body)).toEqual(['providerCallbackHost']);
  });

  it('answers 409 RESOURCE_ALREADY_EXIST for a reused X-Reference-Id, also when sent concurrently', async () => {
    const { apiUserId } = await provisionApiUser();
    const again = await ctx.h.rest('POST', '/v1_0/apiuser', { body: { providerCallbackHost: 'other.example.com' }, headers: { 'X-Reference-Id': apiUserId } });
    expectEnvelope(again, 409, 'RESOURCE_ALREADY_EXIST');
    const referenceId = randomUUID();
    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        ctx.h.rest('POST', '/v1_0/apiuser', { body: { providerCallbackHost: 'example.com' }, headers: { 'X-Reference-Id': referenceId } }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it("hides another account's API user: 404 on read and on key creation", async () => {
    const other = await ctx.h.createDeveloper();
    const { apiUserId } = await provisionApiUser(other.productKeys.collection);
    expectEnvelope(await ctx.h.rest('GET', `/v1_0/apiuser/${apiUserId}`), 404, 'NOT_FOUND');
    expectEnvelope(await ctx.h.rest('POST', `/v1_0/apiuser/${apiUserId}/apikey`), 404, 'NOT_FOUND');
    expectEnvelope(await ctx.h.rest('GET', '/v1_0/apiuser/not-a-uuid'), 404, 'NOT_FOUND');
    const gql = await ctx.h.gql(ApiUser, { id: apiUserId }, { token: await ctx.h.signIn(ctx.h.merchant) });
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('exchanges Basic credentials for a bearer token at each product token endpoint', async () => {
    const { apiUserId, apiKey } = await provisionApiUser();
    for (const product of ['collection', 'disbursement', 'remittance']) {
      const token = await ctx.h.rest('POST', `/${product}/token/`, { basic: { user: apiUserId, password: apiKey } });
      expectEnvelope(token, 200, 'SUCCESS');
      expect(token.body.data).toMatchObject({ token_type: 'access_token', expires_in: 3600 });
      const principal = ctx.h.services.developer.authenticateApiToken(ctx.h.accountId, token.body.data.access_token);
      expect(principal).toMatchObject({ apiUserId, accountId: ctx.h.accountId, product });
    }
    expectEnvelope(await ctx.h.rest('POST', '/payments/token/', { basic: { user: apiUserId, password: apiKey } }), 400, 'BAD_REQUEST');
  });

  it('refuses a wrong API key, another account’s key, a missing header, and an API token of another account', async () => {
    const { apiUserId, apiKey } = await provisionApiUser();
    expectEnvelope(await ctx.h.rest('POST', '/collection/token/', { basic: { user: apiUserId, password: 'f'.repeat(32) } }), 401, 'UNAUTHORIZED');
    expectEnvelope(await ctx.h.rest('POST', '/collection/token/'), 401, 'UNAUTHORIZED');
    const other = await ctx.h.createDeveloper();
    expectEnvelope(
      await ctx.h.rest('POST', '/collection/token/', { key: other.productKeys.collection, basic: { user: apiUserId, password: apiKey } }),
      401,
      'UNAUTHORIZED',
    );
    const token = await ctx.h.rest('POST', '/collection/token/', { basic: { user: apiUserId, password: apiKey } });
    expect(() => ctx.h.services.developer.authenticateApiToken(other.accountId, token.body.data.access_token)).toThrow(/another subscription/);
  });

  it('keeps a rotated API key valid for 24 hours, then refuses it', async () => {
    const { apiUserId, apiKey: oldKey } = await provisionApiUser();
    const rotated = await ctx.h.rest('POST', `/v1_0/apiuser/${apiUserId}/apikey`);
    const newKey = rotated.body.data.apiKey;
    expect(rotated.body.data.previousKeysExpireAt).toBe(new Date(ctx.h.clock.now().getTime() + GRACE).toISOString());
    ctx.h.clock.advance(GRACE - SECOND);
    expectEnvelope(await ctx.h.rest('POST', '/collection/token/', { basic: { user: apiUserId, password: oldKey } }), 200, 'SUCCESS');
    ctx.h.clock.advance(SECOND);
    expectEnvelope(await ctx.h.rest('POST', '/collection/token/', { basic: { user: apiUserId, password: oldKey } }), 401, 'UNAUTHORIZED');
    expectEnvelope(await ctx.h.rest('POST', '/collection/token/', { basic: { user: apiUserId, password: newKey } }), 200, 'SUCCESS');
  });

  it('does the same through the dashboard mutations', async () => {
    const token = await ctx.h.signIn(ctx.h.merchant);
    const referenceId = randomUUID();
    const created = await ctx.h.gql(CreateApiUserWithEnvironment, { i: { referenceId, providerCallbackHost: 'cb.example.com' } }, { token });
    expect(created.body.data.createApiUser.apiUser).toEqual({ id: referenceId, targetEnvironment: 'sandbox' });
    const duplicate = await ctx.h.gql(CreateApiUserId, { i: { referenceId, providerCallbackHost: 'cb.example.com' } }, { token });
    expect(mutationRefusal(duplicate.body).code).toBe('RESOURCE_ALREADY_EXIST');
    const invalid = await ctx.h.gql(CreateApiUserId, { i: { referenceId: 'nope', providerCallbackHost: 'cb.example.com' } }, { token });
    expect(mutationRefusal(invalid.body)).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'referenceId' }] });
    const key = await ctx.h.gql(CreateApiKey, { id: referenceId }, { token });
    expect(key.body.data.createApiKey).toMatchObject({ previousKeysExpireAt: null, key: { active: true } });
    const access = await ctx.h.gql(CreateApiAccessToken, { id: referenceId, k: key.body.data.createApiKey.apiKey! }, { token });
    expect(access.body.data.createApiAccessToken.apiAccessToken).toEqual({ tokenType: 'access_token', expiresIn: 3600 });
    const listing = await ctx.h.gql(ApiUsersWithKeys, {}, { token });
    const node = listing.body.data.developerAccount.apiUsers.edges.find((e) => e.node.id === referenceId)?.node;
    expect(node?.apiKeys).toEqual([{ active: true }]);
  });

  it('pages the API users of an account', async () => {
    const developer = await ctx.h.createDeveloper();
    for (let i = 0; i < 3; i++) await provisionApiUser(developer.productKeys.collection);
    const page1 = await ctx.h.gql(ApiUsersFirstPage, {}, { token: developer.merchant.accessToken });
    const first = page1.body.data.developerAccount.apiUsers;
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const page2 = await ctx.h.gql(ApiUsersPageAfter, { after: first.pageInfo.endCursor }, { token: developer.merchant.accessToken });
    expect(page2.body.data.developerAccount.apiUsers.edges).toHaveLength(1);
    expect(page2.body.data.developerAccount.apiUsers.pageInfo.hasNextPage).toBe(false);
    const tooMany = await ctx.h.gql(ApiUsersPageTooLarge, {}, { token: developer.merchant.accessToken });
    expect(tooMany.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'first' }] });
  });
});

describe('subscription key rotation', () => {
  it('keeps the old key working for 24 hours, then refuses it with 401 (REST)', async () => {
    const developer = await ctx.h.createDeveloper();
    const rotated = await ctx.h.rest('POST', '/developers/me/subscription-keys/rotate', {
      key: developer.subscriptionKey,
      token: developer.merchant.accessToken,
    });
    expectEnvelope(rotated, 200, 'SUCCESS');
    const newKey = rotated.body.data.subscriptionKey;
    expect(newKey).not.toBe(developer.subscriptionKey);
    ctx.h.clock.advance(GRACE - SECOND);
    const token = await ctx.h.signIn(developer.merchant);
    expectEnvelope(await ctx.h.rest('GET', '/developers/me', { key: developer.subscriptionKey, token }), 200, 'SUCCESS');
    ctx.h.clock.advance(SECOND);
    expectEnvelope(await ctx.h.rest('GET', '/developers/me', { key: developer.subscriptionKey, token }), 401, 'UNAUTHORIZED');
    const me = await ctx.h.rest('GET', '/developers/me', { key: newKey, token });
    expectEnvelope(me, 200, 'SUCCESS');
    expect(me.body.data.subscriptionKeys.filter((k: any) => k.product === 'app').map((k: any) => [k.active, k.value])).toEqual([
      [true, newKey],
      [false, null],
    ]);
    // The product keys were not rotated.
    expect(me.body.data.subscriptionKeys.filter((k: any) => k.product !== 'app').every((k: any) => k.active)).toBe(true);
  });

  it('rotates through GraphQL, and concurrent rotations leave exactly one key without expiry', async () => {
    const developer = await ctx.h.createDeveloper();
    const rotations = await Promise.all(Array.from({ length: 4 }, () => ctx.h.gql(RotateAppSubscriptionKey, {}, { token: developer.merchant.accessToken })));
    for (const r of rotations) expect(r.body.data.rotateSubscriptionKey.key!.active).toBe(true);
    const keys = await ctx.h.db
      .selectFrom('subscription_keys')
      .select('expires_at')
      .where('account_id', '=', developer.accountId)
      .where('product', '=', 'app')
      .execute();
    expect(keys).toHaveLength(5);
    expect(keys.filter((k) => k.expires_at === null)).toHaveLength(1);
  });
});

describe('plans and rate limits', () => {
  it('lets an administrator set Enterprise limits, and refuses invalid plans', async () => {
    const admin = await ctx.h.createUserWithRole('ADMIN');
    const developer = await ctx.h.createDeveloper();
    const result = await ctx.h.rest('PUT', `/admin/developer-accounts/${developer.accountId}/plan`, {
      token: admin.accessToken,
      body: { plan: 'ENTERPRISE', perMinute: 5, perDay: 100 },
    });
    expectEnvelope(result, 200, 'SUCCESS');
    expect(result.body.data).toMatchObject({ plan: 'ENTERPRISE', rateLimits: { perMinute: 5, perDay: 100 } });
    const missing = await ctx.h.rest('PUT', `/admin/developer-accounts/${developer.accountId}/plan`, {
      token: admin.accessToken,
      body: { plan: 'ENTERPRISE' },
    });
    expect(fieldsOf(missing.body)).toEqual(['perMinute']);
    const notCustom = await ctx.h.rest('PUT', `/admin/developer-accounts/${developer.accountId}/plan`, {
      token: admin.accessToken,
      body: { plan: 'STARTER', perMinute: 5 },
    });
    expect(fieldsOf(notCustom.body)).toEqual(['plan']);
    expectEnvelope(
      await ctx.h.rest('PUT', '/admin/developer-accounts/acct_missing/plan', { token: admin.accessToken, body: { plan: 'STARTER' } }),
      404,
      'NOT_FOUND',
    );
    const gql = await ctx.h.gql(SetAccountPlanWithLimits, { i: { accountId: developer.accountId, plan: 'BUSINESS' } }, { token: admin.accessToken });
    expect(gql.body.data.setAccountPlan.developerAccount).toEqual({ plan: 'BUSINESS', rateLimits: { perMinute: 600, perDay: 500000 } });
  });

  it('applies a plan changed by another server process from the next request, though this one had the old plan cached', async () => {
    const admin = await ctx.h.createUserWithRole('ADMIN');
    const developer = await ctx.h.createDeveloper();
    const sandbox = await ctx.h.rest('PUT', `/admin/developer-accounts/${developer.accountId}/plan`, { token: admin.accessToken, body: { plan: 'SANDBOX' } });
    expectEnvelope(sandbox, 200, 'SUCCESS');
    // A second server process on the same database, with its own caches and its own share of the counters.
    const other = await buildServer({ config: ctx.h.config, services: ctx.h.otherProcess() });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = other.app.server.address();
      const otherMe = () =>
        fetch(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ms/v1/users/me`, {
          headers: {
            'Ocp-Apim-Subscription-Key': developer.subscriptionKey,
            'X-Target-Environment': 'sandbox',
            Authorization: `Bearer ${developer.merchant.accessToken}`,
          },
        });
      // The other process looks the key up: the Sandbox plan, 60 a minute, kept for a few seconds.
      expect((await otherMe()).headers.get('x-ratelimit-limit')).toBe('60');
      const raised = await ctx.h.rest('PUT', `/admin/developer-accounts/${developer.accountId}/plan`, {
        token: admin.accessToken,
        body: { plan: 'ENTERPRISE', perMinute: 10_000, perDay: 1_000_000 },
      });
      expectEnvelope(raised, 200, 'SUCCESS');
      // This process, which made the change, serves 100 requests on the new plan: the shared count passes 60.
      for (let i = 0; i < 100; i++) {
        const me = await ctx.h.rest('GET', '/users/me', { token: developer.merchant.accessToken, key: developer.subscriptionKey });
        expect(me.status).toBe(200);
      }
      // The other process judges its next requests by the plan in the database, not by its cached copy.
      for (let i = 0; i < 5; i++) {
        const answer = await otherMe();
        expect(answer.status, await answer.clone().text()).toBe(200);
        expect(answer.headers.get('x-ratelimit-limit')).toBe('10000');
      }
    } finally {
      await other.app.close();
    }
  });

  it('says a cached copy of the limits is stale once, on the request whose reservation found it, not on each request its block serves', async () => {
    const admin = await ctx.h.createUserWithRole('ADMIN');
    const developer = await ctx.h.createDeveloper();
    expectEnvelope(
      await ctx.h.rest('PUT', `/admin/developer-accounts/${developer.accountId}/plan`, { token: admin.accessToken, body: { plan: 'SANDBOX' } }),
      200,
      'SUCCESS',
    );
    // A process still holding the account's earlier Enterprise limits: its block is 1,000 requests.
    const limiter = new RateLimiter(ctx.h.db, ctx.h.clock);
    const stale = { perMinute: 100_000, perDay: 1_000_000 };
    const first = await limiter.hit(developer.accountId, stale, developer.accountId);
    expect(first).toMatchObject({ allowed: true, limit: 60, limitsChanged: true });
    const second = await limiter.hit(developer.accountId, stale, developer.accountId);
    expect(second).toMatchObject({ allowed: true, limit: 60, limitsChanged: false });
  });

  it("counts a merchant's keyless GraphQL requests (its dashboard) against its account's plan, and an app user's against the Sandbox plan", async () => {
    const developer = await ctx.h.createDeveloper({ perMinute: 500, perDay: 5000 });
    ctx.h.clock.set(new Date('2026-03-01T11:00:10.000Z'));
    const token = await ctx.h.signIn(developer.merchant);
    const merchant = await ctx.h.gql('{ me { id } }', {}, { token, key: null });
    expect(merchant.status).toBe(200);
    expect(merchant.headers.get('x-ratelimit-limit')).toBe('500');
    const viaKey = await ctx.h.rest('GET', '/developers/me', { key: developer.subscriptionKey, token });
    // One bucket: the key's request comes after the dashboard's.
    expect(Number(viaKey.headers.get('x-ratelimit-remaining'))).toBe(Number(merchant.headers.get('x-ratelimit-remaining')) - 1);
    const user = await ctx.h.createUser({}, { key: developer.subscriptionKey });
    const appUser = await ctx.h.gql('{ me { id } }', {}, { token: user.accessToken, key: null });
    expect(appUser.headers.get('x-ratelimit-limit')).toBe('60');
  });

  it('answers 429 with the envelope and Retry-After past the limit, and lets requests through in the next window', async () => {
    const developer = await ctx.h.createDeveloper({ perMinute: 3, perDay: 1000 });
    ctx.h.clock.set(new Date('2026-03-01T10:00:10.000Z'));
    const token = await ctx.h.signIn(developer.merchant);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await ctx.h.rest('GET', '/developers/me', { key: developer.subscriptionKey, token }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers.get('x-ratelimit-remaining'))).toEqual(['2', '1', '0', '0']);
    expect(answers[0]!.headers.get('x-ratelimit-limit')).toBe('3');
    expect(answers[0]!.headers.get('x-ratelimit-reset')).toBe(String(Date.parse('2026-03-01T10:01:00.000Z') / 1000));
    const limited = answers[3]!;
    expectEnvelope(limited, 429, 'RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBe('50');
    const gql = await ctx.h.gql(Health, {}, { key: developer.subscriptionKey });
    expect(gql.status).toBe(429);
    expect(gql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    ctx.h.clock.advance(50 * SECOND);
    expectEnvelope(await ctx.h.rest('GET', '/developers/me', { key: developer.subscriptionKey, token }), 200, 'SUCCESS');
  });

  it('enforces the daily limit as well', async () => {
    const developer = await ctx.h.createDeveloper({ perMinute: 2, perDay: 3 });
    ctx.h.clock.set(new Date('2026-03-02T10:00:30.000Z'));
    const remaining = [];
    for (const step of [0, 60, 60]) {
      ctx.h.clock.advance(step * SECOND);
      // Unknown routes count too: the key and rate checks come before routing.
      remaining.push((await ctx.h.rest('GET', '/no-such-route', { key: developer.subscriptionKey })).headers.get('x-ratelimit-remaining'));
    }
    expect(remaining).toEqual(['1', '1', '0']);
    const limited = await ctx.h.rest('GET', '/developers/me', { key: developer.subscriptionKey });
    expectEnvelope(limited, 429, 'RATE_LIMITED');
    expect(limited.headers.get('x-ratelimit-limit')).toBe('3');
    expect(limited.headers.get('x-ratelimit-reset')).toBe(String(Date.parse('2026-03-03T00:00:00.000Z') / 1000));
    ctx.h.clock.set(new Date('2026-03-03T00:00:01.000Z'));
    expect((await ctx.h.rest('GET', '/developers/me', { key: developer.subscriptionKey })).status).toBe(401);
  });

  it('shares one count between server processes on the same database', async () => {
    const developer = await ctx.h.createDeveloper({ perMinute: 4, perDay: 1000 });
    const { startHarness: start } = await import('./support/harness.js');
    const url = ctx.h.config.databaseUrl!;
    const second = await start({}, { url });
    second.clock.set(ctx.h.clock.now());
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await ctx.h.rest('GET', '/v1_0/apiuser/00000000-0000-4000-8000-000000000000', { key: developer.productKeys.collection })).status);
        statuses.push((await second.rest('GET', '/v1_0/apiuser/00000000-0000-4000-8000-000000000000', { key: developer.productKeys.collection })).status);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
    } finally {
      await second.close();
    }
  });
});
