import { describe, expect, it } from 'vitest';
import { expectEnvelope, useHarness } from './support/harness.js';

// Secret keys for merchants' servers: made, used with no sign-in on both transports, rolled with a
// grace in real time (the sandbox clock cannot end it sooner), revoked at once (live sockets included), restricted by scope.
const ctx = useHarness();

type Developer = Awaited<ReturnType<typeof ctx.h.createDeveloper>>;

async function createKey(developer: Developer, body: Record<string, unknown> = { name: 'Order server' }) {
  const created = await ctx.h.rest('POST', '/developers/me/secret-keys', { token: developer.merchant.accessToken, key: developer.subscriptionKey, body });
  expectEnvelope(created, 201, 'SUCCESS');
  return created.body.data as { id: string; secret: string; hint: string; scopes: string[] | null };
}

/** A merchant operation done as a server: the secret key as bearer, the account's subscription key beside it. */
function asServer(developer: Developer, secret: string) {
  return {
    createLink: (title: string) =>
      ctx.h.rest('POST', '/merchants/me/payment-links', {
        token: secret,
        key: developer.subscriptionKey,
        body: { title, amount: 10, currency: 'GHS', amountFixed: true },
      }),
    listLinks: () => ctx.h.rest('GET', '/merchants/me/payment-links', { token: secret, key: developer.subscriptionKey }),
    gql: (query: string, variables: Record<string, unknown> = {}) => ctx.h.gql(query, variables, { token: secret, key: developer.subscriptionKey }),
  };
}

const CREATE_LINK = 'mutation($i: CreatePaymentLinkInput!) { createPaymentLink(input: $i) { paymentLink { id title } userErrors { code } } }';

describe('secret keys', () => {
  it('act as the merchant on REST and GraphQL with no sign-in, shown once and listed by hint with the time last used', async () => {
    const developer = await ctx.h.createDeveloper();
    const key = await createKey(developer);
    expect(key.secret).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
    expect(key.hint).toBe(`sk_test_…${key.secret.slice(-4)}`);
    expect(key.scopes).toBeNull();
    const server = asServer(developer, key.secret);
    expectEnvelope(await server.createLink('Made by a server'), 200, 'SUCCESS');
    const viaGraphql = await server.gql(CREATE_LINK, { i: { title: 'Made over GraphQL', amount: '5.00', currency: 'GHS', amountFixed: true } });
    expect(viaGraphql.body.data.createPaymentLink.paymentLink.title).toBe('Made over GraphQL');
    // The links are the merchant's: the merchant signed in sees both.
    const mine = await ctx.h.rest('GET', '/merchants/me/payment-links', { token: developer.merchant.accessToken, key: developer.subscriptionKey });
    expect(mine.body.data.items.map((link: { title: string }) => link.title).sort()).toEqual(['Made by a server', 'Made over GraphQL']);

    const listed = await ctx.h.rest('GET', '/developers/me/secret-keys', { token: developer.merchant.accessToken, key: developer.subscriptionKey });
    expect(listed.body.data.items).toHaveLength(1);
    expect(listed.body.data.items[0]).toMatchObject({ id: key.id, name: 'Order server', hint: key.hint, revokedAt: null });
    expect(listed.body.data.items[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(key.secret);
    const stored = await ctx.h.db.selectFrom('secret_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(stored.key_hash.toString('utf8')).not.toContain(key.secret);
  });

  it('roll: the new key works at once, the old one through its grace in real time and not after; the sandbox clock cannot end it sooner', async () => {
    const developer = await ctx.h.createDeveloper();
    const old = await createKey(developer);
    const rolled = await ctx.h.rest('POST', `/developers/me/secret-keys/${old.id}/roll`, {
      token: developer.merchant.accessToken,
      key: developer.subscriptionKey,
      body: { expiresInHours: 2 },
    });
    expectEnvelope(rolled, 200, 'SUCCESS');
    const fresh = rolled.body.data.secretKey as { id: string; secret: string; name: string };
    expect(fresh).toMatchObject({ name: 'Order server' });
    expect(rolled.body.data.rolled).toMatchObject({ id: old.id, rolledInto: fresh.id });
    expect(rolled.body.data.rolled.expiresAt).not.toBeNull();
    expectEnvelope(await asServer(developer, fresh.secret).listLinks(), 200, 'SUCCESS');
    expectEnvelope(await asServer(developer, old.secret).listLinks(), 200, 'SUCCESS');
    // Rolling the same key twice is refused: roll the one that replaced it.
    expectEnvelope(
      await ctx.h.rest('POST', `/developers/me/secret-keys/${old.id}/roll`, {
        token: developer.merchant.accessToken,
        key: developer.subscriptionKey,
        body: {},
      }),
      409,
      'CONFLICT',
    );

    // A key (here the new one) moving its account's clock past the grace does not end its sibling's.
    const advanced = await ctx.h.rest('POST', '/sandbox/clock/advance', {
      token: fresh.secret,
      key: developer.subscriptionKey,
      body: { seconds: 2 * 3600 + 60 },
    });
    expectEnvelope(advanced, 200, 'SUCCESS');
    expectEnvelope(await asServer(developer, old.secret).listLinks(), 200, 'SUCCESS');

    ctx.h.clock.advance((2 * 3600 + 60) * 1000);
    const expired = await asServer(developer, old.secret).listLinks();
    expectEnvelope(expired, 401, 'UNAUTHORIZED');
    expect(expired.body.details.description).toMatch(/expired/);
    expectEnvelope(await asServer(developer, fresh.secret).listLinks(), 200, 'SUCCESS');
  });

  it('revoke: refused at once on both transports, and a live subscription opened with the key closes with 4410', async () => {
    const developer = await ctx.h.createDeveloper();
    const key = await createKey(developer);
    let resolveClosed!: (value: { code: number; reason: string }) => void;
    const closed = new Promise<{ code: number; reason: string }>((resolve) => (resolveClosed = resolve));
    const client = ctx.h.wsClient(key.secret, (code, reason) => resolveClosed({ code, reason }));
    client.subscribe(
      { query: 'subscription { walletBalanceChanged { currency } }' },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    // The socket opened with the key is subscribed, as the merchant.
    const topic = `events:owner:${developer.merchant.id}`;
    await expect.poll(() => ctx.h.services.bus.subscriberCount(topic), { timeout: 5000 }).toBe(1);

    const revoked = await ctx.h.gql(
      'mutation($id: ID!) { revokeSecretKey(id: $id) { secretKey { id revokedAt } userErrors { code } } }',
      { id: key.id },
      {
        token: developer.merchant.accessToken,
      },
    );
    expect(revoked.body.data.revokeSecretKey.secretKey.revokedAt).not.toBeNull();
    expect((await closed).code).toBe(4410);
    expectEnvelope(await asServer(developer, key.secret).listLinks(), 401, 'UNAUTHORIZED');
    const viaGraphql = await asServer(developer, key.secret).gql('{ paymentLinks { totalCount } }');
    expect(viaGraphql.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('restricted to scopes: reads its resource, is refused a write or another resource with 403 naming the scope, on both transports', async () => {
    const developer = await ctx.h.createDeveloper();
    const key = await createKey(developer, { name: 'Reporting', scopes: ['payment_links:read', 'invoices:write'] });
    expect(key.scopes).toEqual(['invoices:write', 'payment_links:read']);
    const server = asServer(developer, key.secret);
    expectEnvelope(await server.listLinks(), 200, 'SUCCESS');
    const write = await server.createLink('Not allowed');
    expectEnvelope(write, 403, 'FORBIDDEN');
    expect(write.body.details.description).toContain('payment_links:write');
    const other = await ctx.h.rest('GET', '/merchants/me/payments', { token: key.secret, key: developer.subscriptionKey });
    expectEnvelope(other, 403, 'FORBIDDEN');
    expect(other.body.details.description).toContain('checkout:read');
    // write includes read
    expectEnvelope(await ctx.h.rest('GET', '/merchants/me/invoices', { token: key.secret, key: developer.subscriptionKey }), 200, 'SUCCESS');

    const read = await server.gql('{ paymentLinks { totalCount } }');
    expect(read.body.data.paymentLinks.totalCount).toBe(0);
    const refused = await server.gql(CREATE_LINK, { i: { title: 'No', amount: '5.00', currency: 'GHS', amountFixed: true } });
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(refused.body.errors[0].message).toContain('payment_links:write');
    const elsewhere = await server.gql('{ payments { totalCount } }');
    expect(elsewhere.body.errors[0].message).toContain('checkout:read');
  });

  it('name only scopes a key can hold: keys themselves take the merchant signed in, so a restricted key is told that, not to ask for secret_keys:read', async () => {
    const developer = await ctx.h.createDeveloper();
    const key = await createKey(developer, { name: 'Reporting', scopes: ['payment_links:read'] });
    const listed = await ctx.h.rest('GET', '/developers/me/secret-keys', { token: key.secret, key: developer.subscriptionKey });
    expectEnvelope(listed, 403, 'FORBIDDEN');
    expect(listed.body.details.description).toBe('Keys are managed by the merchant signed in (the dashboard), not with a secret key.');
    const viaGraphql = await asServer(developer, key.secret).gql('{ secretKeys { totalCount } }');
    expect(viaGraphql.body.errors[0].message).toBe('Keys are managed by the merchant signed in (the dashboard), not with a secret key.');
    // The scope no key can use is no scope a key can be given.
    const unusable = await ctx.h.rest('POST', '/developers/me/secret-keys', {
      token: developer.merchant.accessToken,
      key: developer.subscriptionKey,
      body: { name: 'x', scopes: ['secret_keys:read'] },
    });
    expectEnvelope(unusable, 400, 'BAD_REQUEST');
    expect(unusable.body.details.fields).toEqual([{ field: 'scopes', message: 'secret_keys:read names no resource' }]);
    expect(unusable.body.details.description).not.toMatch(/\bsecret_keys\b(?!:read names)/);
  });

  it('are made only by the merchant signed in: not by an app user, not with a secret key; bad scopes and another account are refused', async () => {
    const developer = await ctx.h.createDeveloper();
    const key = await createKey(developer);
    const appUser = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('POST', '/developers/me/secret-keys', { token: appUser.accessToken, body: { name: 'x' } }), 403, 'FORBIDDEN');
    const withKey = await ctx.h.rest('POST', '/developers/me/secret-keys', { token: key.secret, key: developer.subscriptionKey, body: { name: 'x' } });
    expectEnvelope(withKey, 403, 'FORBIDDEN');
    const viaGraphql = await asServer(developer, key.secret).gql('mutation { createSecretKey(input: { name: "x" }) { secret userErrors { code } } }');
    expect(viaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    // Nor may a secret key make other credentials.
    const rotate = await ctx.h.rest('POST', '/developers/me/subscription-keys/rotate', { token: key.secret, key: developer.subscriptionKey, body: {} });
    expectEnvelope(rotate, 403, 'FORBIDDEN');

    const badScope = await ctx.h.rest('POST', '/developers/me/secret-keys', {
      token: developer.merchant.accessToken,
      key: developer.subscriptionKey,
      body: { name: 'x', scopes: ['ledger:admin'] },
    });
    expectEnvelope(badScope, 400, 'BAD_REQUEST');
    expect(badScope.body.details.fields?.[0]?.field ?? JSON.stringify(badScope.body)).toContain('scopes');
    const noResource = await ctx.h.gql(
      'mutation { createSecretKey(input: { name: "x", scopes: ["spaceships:read"] }) { secret userErrors { field code } } }',
      {},
      {
        token: developer.merchant.accessToken,
      },
    );
    expect(noResource.body.data.createSecretKey).toEqual({ secret: null, userErrors: [{ field: ['input', 'scopes'], code: 'BAD_REQUEST' }] });

    const stranger = await ctx.h.createDeveloper();
    for (const [method, path] of [
      ['DELETE', `/developers/me/secret-keys/${key.id}`],
      ['POST', `/developers/me/secret-keys/${key.id}/roll`],
    ] as const)
      expectEnvelope(await ctx.h.rest(method, path, { token: stranger.merchant.accessToken, key: stranger.subscriptionKey, body: {} }), 404, 'NOT_FOUND');
    // A secret key goes with its own account's subscription key.
    expectEnvelope(await ctx.h.rest('GET', '/merchants/me/payment-links', { token: key.secret, key: stranger.subscriptionKey }), 401, 'UNAUTHORIZED');
  });

  it('are made, listed, rolled and revoked through GraphQL as through REST', async () => {
    const developer = await ctx.h.createDeveloper();
    const merchant = { token: developer.merchant.accessToken };
    const created = await ctx.h.gql(
      'mutation { createSecretKey(input: { name: "Till sync", scopes: ["pos:write"] }) { secretKey { id name scopes hint } secret userErrors { code } } }',
      {},
      merchant,
    );
    const { secretKey, secret } = created.body.data.createSecretKey;
    expect(secretKey).toMatchObject({ name: 'Till sync', scopes: ['pos:write'] });
    expect(secret).toMatch(/^sk_test_/);
    const rolled = await ctx.h.gql(
      'mutation($id: ID!) { rollSecretKey(id: $id, input: { expiresInHours: 0 }) { secretKey { id scopes } secret rolledSecretKey { id expiresAt rolledInto } userErrors { code } } }',
      { id: secretKey.id },
      merchant,
    );
    const roll = rolled.body.data.rollSecretKey;
    expect(roll.secretKey.scopes).toEqual(['pos:write']);
    expect(roll.rolledSecretKey).toMatchObject({ id: secretKey.id, rolledInto: roll.secretKey.id });
    // No grace asked for: the old key stops at once.
    expectEnvelope(await ctx.h.rest('GET', '/pos/catalog', { token: secret, key: developer.subscriptionKey }), 401, 'UNAUTHORIZED');
    expectEnvelope(await ctx.h.rest('GET', '/pos/catalog', { token: roll.secret, key: developer.subscriptionKey }), 200, 'SUCCESS');
    const listed = await ctx.h.gql('{ secretKeys(first: 10) { totalCount nodes { id rolledInto } } }', {}, merchant);
    expect(listed.body.data.secretKeys.totalCount).toBe(2);
    const node = await ctx.h.gql('query($id: ID!) { node(id: $id) { __typename ... on SecretKey { name } } }', { id: roll.secretKey.id }, merchant);
    expect(node.body.data.node).toEqual({ __typename: 'SecretKey', name: 'Till sync' });
  });
});
