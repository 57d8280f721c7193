import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { SECOND } from '../src/platform/clock.js';
import { useHarness } from './support/harness.js';

// What the developer dashboard reads beyond the account's keys: usage, users, mobile money.
const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });

const AccountOverview = graphql(`
  query AccountOverview($currency: Currency!) {
    developerAccount {
      rateLimits { perMinute perDay }
      rateLimitUsage { minute day minuteResetsAt }
      users(first: 5) {
        edges { node { user { id email } walletId balances { currency balance { amount } } transactions(currency: $currency, first: 3) { edges { node { kind amount { amount } } } } } }
        pageInfo { hasNextPage endCursor }
      }
      mobileMoneyOperations(first: 5) {
        edges { node { referenceId product operation status amount } }
        pageInfo { hasNextPage }
      }
    }
  }
`);

describe('the dashboard’s account overview', () => {
  it('counts requests against the limits, lists the account’s own users with their wallets, and its mobile money operations', async () => {
    const developer = await ctx.h.createDeveloper({ perMinute: 500, perDay: 10_000 });
    const token = developer.merchant.accessToken;
    const mine = await ctx.h.createUser({}, { key: developer.subscriptionKey });
    await ctx.h.createUser(); // another account's user: never listed here
    await ctx.h.fund(mine, 'GHS', '12.00');
    const apiUserId = randomUUID();
    await ctx.h.rest('POST', '/v1_0/apiuser', {
      key: developer.productKeys.collection,
      body: { providerCallbackHost: 'localhost' },
      headers: { 'X-Reference-Id': apiUserId },
    });
    const apiKey = (await ctx.h.rest('POST', `/v1_0/apiuser/${apiUserId}/apikey`, { key: developer.productKeys.collection })).body.data.apiKey;
    const referenceId = randomUUID();
    const sent = await ctx.h.rest('POST', '/collection/payment/request', {
      key: developer.productKeys.collection,
      basic: { user: apiUserId, password: apiKey },
      headers: { 'X-Reference-Id': referenceId },
      body: { amount: '9', currency: 'EUR', payer: { partyIdType: 'MSISDN', partyId: '233241234567' } },
    });
    expect(sent.status).toBe(202);
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();

    const overview = await ctx.h.gql(AccountOverview, { currency: 'GHS' }, { token, key: developer.subscriptionKey });
    expect(overview.body.errors).toBeUndefined();
    const account = overview.body.data.developerAccount;
    expect(account.rateLimits).toEqual({ perMinute: 500, perDay: 10_000 });
    // The requests above went through this account's keys: at least those are counted.
    expect(account.rateLimitUsage.minute).toBeGreaterThanOrEqual(6);
    expect(account.rateLimitUsage.day).toBeGreaterThanOrEqual(account.rateLimitUsage.minute);
    expect(account.users.edges.map((e) => e.node.user.email)).toEqual([mine.email]);
    const [user] = account.users.edges;
    expect(user!.node.balances).toEqual([{ currency: 'GHS', balance: { amount: '12.00' } }]);
    expect(user!.node.transactions.edges.map((e) => e.node.amount.amount)).toEqual(['12.00']);
    expect(account.mobileMoneyOperations.edges.map((e) => e.node)).toEqual([
      { referenceId, product: 'collection', operation: 'requesttopay', status: 'SUCCESSFUL', amount: '9.00' },
    ]);
  });

  it('is a merchant’s only: an app user is refused', async () => {
    const user = await ctx.h.createUser();
    const refused = await ctx.h.gql(AccountOverview, { currency: 'GHS' }, { token: user.accessToken });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
