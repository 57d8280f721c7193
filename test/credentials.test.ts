import { graphql } from '../src/generated/documents/index.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectEnvelope, useHarness } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const CreateApiUser = graphql(`
  mutation CreateApiUser($i: CreateApiUserInput!) { createApiUser(input: $i) { apiUser { id } userErrors { field message code } } }
`);
const SandboxFundWallet = graphql(`
  mutation SandboxFundWallet($w: String!) { sandboxFundWallet(walletId: $w, amount: "100", currency: "GHS") { walletBalance { currency } userErrors { field message code } } }
`);
const SandboxMailboxBodies = graphql(`
  query SandboxMailboxBodies { sandboxMailbox { edges { node { body } } } }
`);
const RotateSubscriptionKey = graphql(`
  mutation RotateSubscriptionKey { rotateSubscriptionKey(product: COLLECTION) { key { product active } } }
`);

/**
 * The app's subscription key ships inside every app, so every app user holds it. Nothing that
 * creates credentials, reads other people's data, moves a merchant's money or mints sandbox money
 * may rest on it: those need a product key (kept on the merchant's servers) or the merchant's token.
 */
const ctx = useHarness();

const appKey = () => ctx.h.subscriptionKey;

async function provisionWith(key: string, token?: string) {
  const apiUserId = randomUUID();
  const created = await ctx.h.rest('POST', '/v1_0/apiuser', {
    key,
    ...(token ? { token } : {}),
    body: { providerCallbackHost: 'example.com' },
    headers: { 'X-Reference-Id': apiUserId },
  });
  return { apiUserId, created };
}

describe('what the app key alone cannot open', () => {
  it('refuses API user provisioning with the app key, with or without an app user token; a product key provisions', async () => {
    const appUser = await ctx.h.createUser();
    for (const token of [undefined, appUser.accessToken]) {
      const { created } = await provisionWith(appKey(), token);
      expectEnvelope(created, 403, 'FORBIDDEN');
      expect(created.body.details.description).toMatch(/publishable/);
    }
    expect(await ctx.h.db.selectFrom('api_users').select('id').where('account_id', '=', ctx.h.accountId).execute()).toHaveLength(0);

    const { apiUserId, created } = await provisionWith(ctx.h.productKeys.disbursement);
    expectEnvelope(created, 201, 'SUCCESS');
    expectEnvelope(await ctx.h.rest('POST', `/v1_0/apiuser/${apiUserId}/apikey`, { key: appKey() }), 403, 'FORBIDDEN');
    expectEnvelope(await ctx.h.rest('GET', `/v1_0/apiuser/${apiUserId}`, { key: appKey() }), 403, 'FORBIDDEN');
    expectEnvelope(await ctx.h.rest('POST', `/v1_0/apiuser/${apiUserId}/apikey`, { key: ctx.h.productKeys.disbursement }), 201, 'SUCCESS');

    // GraphQL: provisioning is a dashboard function, for the merchant's token only.
    const input = { referenceId: randomUUID(), providerCallbackHost: 'example.com' };
    const byAppUser = await ctx.h.gql(CreateApiUser, { i: input }, { token: appUser.accessToken });
    expect(byAppUser.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const byMerchant = await ctx.h.gql(CreateApiUser, { i: input }, { token: await ctx.h.signIn(ctx.h.merchant) });
    expect(byMerchant.body.data.createApiUser.apiUser!.id).toBe(input.referenceId);
  });

  it('refuses the mobile money routes with the app key or another product key, even with valid API user credentials', async () => {
    const { apiUserId } = await provisionWith(ctx.h.productKeys.collection);
    const apiKey = (await ctx.h.rest('POST', `/v1_0/apiuser/${apiUserId}/apikey`)).body.data.apiKey;
    const basic = { user: apiUserId, password: apiKey };
    const payout = (key: string) =>
      ctx.h.rest('POST', '/disbursement/transfer', {
        key,
        basic,
        headers: { 'X-Reference-Id': randomUUID() },
        body: { amount: '500', currency: 'GHS', payee: { partyIdType: 'MSISDN', partyId: '233241234567' } },
      });
    expectEnvelope(await payout(appKey()), 403, 'FORBIDDEN');
    expectEnvelope(await payout(ctx.h.productKeys.collection), 403, 'FORBIDDEN');
    expect(await ctx.h.db.selectFrom('momo_operations').select('id').execute()).toHaveLength(0);
    expectEnvelope(await ctx.h.rest('POST', '/disbursement/token/', { key: appKey(), basic }), 403, 'FORBIDDEN');
    expectEnvelope(await ctx.h.rest('GET', '/collection/account/balance', { key: appKey(), basic }), 403, 'FORBIDDEN');
    expectEnvelope(await payout(ctx.h.productKeys.disbursement), 202, 'SUCCESS');

    // GraphQL: paying out of the merchant's account is a dashboard function, for the merchant only.
    const appUser = await ctx.h.createUser();
    const input = {
      kind: 'disbursement.transfer',
      referenceId: randomUUID(),
      amount: '500',
      currency: 'GHS',
      party: { partyIdType: 'MSISDN', partyId: '233241234567' },
    };
    const query =
      'mutation($i: MobileMoneyOperationInput!) { startMobileMoneyOperation(input: $i) { mobileMoneyOperation { status } userErrors { field message code } } }';
    expect((await ctx.h.gql(query, { i: input }, { token: appUser.accessToken })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(
      (await ctx.h.gql(query, { i: input }, { token: await ctx.h.signIn(ctx.h.merchant) })).body.data.startMobileMoneyOperation.mobileMoneyOperation.status,
    ).toBe('PENDING');
  });

  it('refuses sandbox money to anyone but the merchant, on both transports', async () => {
    const appUser = await ctx.h.createUser();
    const walletId = (await ctx.h.rest('GET', '/wallets/me', { token: appUser.accessToken })).body.data.id;
    const body = { walletId, amount: 100, currency: 'GHS' };
    expectEnvelope(await ctx.h.rest('POST', '/sandbox/wallets/fund', { body }), 401, 'UNAUTHORIZED');
    expectEnvelope(await ctx.h.rest('POST', '/sandbox/wallets/fund', { token: appUser.accessToken, body }), 403, 'FORBIDDEN');
    const gql = await ctx.h.gql(SandboxFundWallet, { w: walletId }, { token: appUser.accessToken });
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await ctx.h.balanceOf(appUser, 'GHS')).toBe(0n);
    expectEnvelope(await ctx.h.rest('POST', '/sandbox/wallets/fund', { token: await ctx.h.signIn(ctx.h.merchant), body }), 200, 'SUCCESS');
    expect(await ctx.h.balanceOf(appUser, 'GHS')).toBe(10000n);
  });

  it("refuses the sandbox mailbox (other users' reset e-mails) to anyone but the merchant, on both transports", async () => {
    const victim = await ctx.h.createUser();
    const attacker = await ctx.h.createUser();
    await ctx.h.rest('POST', '/auth/forgot-password', { body: { email: victim.email } });
    const path = `/sandbox/mailbox?to=${encodeURIComponent(victim.email)}`;
    expectEnvelope(await ctx.h.rest('GET', path), 401, 'UNAUTHORIZED');
    const asAttacker = await ctx.h.rest('GET', path, { token: attacker.accessToken });
    expectEnvelope(asAttacker, 403, 'FORBIDDEN');
    expect(JSON.stringify(asAttacker.body)).not.toContain('Reset token');
    const gql = await ctx.h.gql(SandboxMailboxBodies, {}, { token: attacker.accessToken });
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const asMerchant = await ctx.h.rest('GET', path, { token: await ctx.h.signIn(ctx.h.merchant) });
    expectEnvelope(asMerchant, 200, 'SUCCESS');
    expect(asMerchant.body.data.items[0].body).toMatch(/Reset token/);
  });

  it('keeps each key to its own routes: a product key does not open the app routes', async () => {
    const user = await ctx.h.createUser();
    const login = await ctx.h.rest('POST', '/auth/login', { key: ctx.h.productKeys.collection, body: { email: user.email, password: user.password } });
    expectEnvelope(login, 403, 'FORBIDDEN');
    expectEnvelope(await ctx.h.rest('POST', '/auth/login', { body: { email: user.email, password: user.password } }), 200, 'SUCCESS');
  });

  it("rotates one product's key without touching the others (REST and GraphQL)", async () => {
    const developer = await ctx.h.createDeveloper();
    const rotated = await ctx.h.rest('POST', '/developers/me/subscription-keys/rotate', {
      key: developer.subscriptionKey,
      token: developer.merchant.accessToken,
      body: { product: 'remittance' },
    });
    expectEnvelope(rotated, 200, 'SUCCESS');
    expect(rotated.body.data.key.product).toBe('remittance');
    const newKey = rotated.body.data.subscriptionKey;
    const { created } = await provisionWith(newKey);
    expectEnvelope(created, 201, 'SUCCESS');
    const gql = await ctx.h.gql(RotateSubscriptionKey, {}, { token: developer.merchant.accessToken });
    expect(gql.body.data.rotateSubscriptionKey.key).toEqual({ product: 'COLLECTION', active: true });
    const bad = await ctx.h.rest('POST', '/developers/me/subscription-keys/rotate', {
      key: developer.subscriptionKey,
      token: developer.merchant.accessToken,
      body: { product: 'payments' },
    });
    expectEnvelope(bad, 400, 'BAD_REQUEST');
    const active = await ctx.h.db
      .selectFrom('subscription_keys')
      .select('product')
      .where('account_id', '=', developer.accountId)
      .where('expires_at', 'is', null)
      .execute();
    expect(active.map((k) => k.product).sort()).toEqual(['app', 'collection', 'disbursement', 'remittance']);
  });
});
