import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { expectEnvelope, fieldsOf, type TestUser, useHarness } from './support/harness.js';

const ReferralOverview = graphql(`
  query ReferralOverview {
    referralSummary { code shareUrl totalReferrals completedReferrals totalRewardsEarned { amount currency } rewardCurrency }
    referrals(first: 10) { edges { node { id status statusReason reward { amount } } } }
    referralRewards(first: 10) { edges { node { id } } }
  }
`);

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });
type Developer = Awaited<ReturnType<typeof ctx.h.createDeveloper>>;

const phone = () => `+23324${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;

function app(developer: Developer) {
  const key = developer.subscriptionKey;
  return {
    as: (user: TestUser) => ({
      get: (path: string) => ctx.h.rest('GET', path, { key, token: user.accessToken }),
      post: (path: string, body: unknown) => ctx.h.rest('POST', path, { key, token: user.accessToken, body }),
      put: (path: string, body: unknown) => ctx.h.rest('PUT', path, { key, token: user.accessToken, body }),
    }),
    /** A user of this app with a verified phone (the code read from the app's SMS outbox). */
    register: async (overrides: Record<string, string>) => {
      const user = await ctx.h.createUser(overrides, { key });
      await ctx.h.verifyPhone(user, { key, merchantToken: developer.merchant.accessToken });
      return user;
    },
    registerUnverified: (overrides: Record<string, string>) => ctx.h.createUser(overrides, { key }),
    advance: (seconds: number) => ctx.h.rest('POST', '/sandbox/clock/advance', { key, token: developer.merchant.accessToken, body: { seconds } }),
  };
}

/** A referrer with their code, in an app of its own (its clock moves alone). */
async function referrer() {
  const developer = await ctx.h.createDeveloper();
  const a = app(developer);
  const user = await a.register({ email: `ama-${randomUUID().slice(0, 8)}@example.com` });
  const code = (await a.as(user).get('/referrals/code')).body.data.code as string;
  return { developer, a, user, code };
}

/** A fund-in by mobile money, completed on the account's clock. */
async function fundIn(a: ReturnType<typeof app>, user: TestUser, amount: number): Promise<string> {
  const started = await a.as(user).post('/wallets/me/fund-in', { amount, currency: 'GHS' });
  expectEnvelope(started, 202, 'SUCCESS');
  await a.advance(6);
  return started.body.data.id;
}

describe('referrals', () => {
  it('give every user a code and a share URL, stable from call to call', async () => {
    const { a, user, code } = await referrer();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const summary = (await a.as(user).get('/referrals/code')).body.data;
    expect(summary).toEqual({
      code,
      shareUrl: expect.stringMatching(new RegExp(`/r/${code}$`)),
      totalReferrals: 0,
      completedReferrals: 0,
      totalRewardsEarned: 0,
      rewardCurrency: 'GHS',
    });
  });

  it('record a registration with a code, qualify on the first fund-in of GHS 10 or more, and pay the referrer 7 days later', async () => {
    const { a, user, code } = await referrer();
    const friend = await a.register({ referralCode: code.toLowerCase() });
    const pending = (await a.as(user).get('/referrals')).body.data.items;
    expect(pending).toEqual([expect.objectContaining({ status: 'PENDING', referredUserName: 'Kofi O.', reward: 10 })]);
    await fundIn(a, friend, 5); // too small to qualify
    expect((await a.as(user).get('/referrals')).body.data.items[0].status).toBe('PENDING');
    await fundIn(a, friend, 20);
    expect((await a.as(user).get('/referrals')).body.data.items[0]).toMatchObject({ status: 'QUALIFIED', qualifiedAt: expect.any(String) });
    const early = await a.advance(7 * 86_400 - 60);
    expect(early.body.data.fired.map((e: { type: string }) => e.type)).not.toContain('referral.completed');
    const paid = await a.advance(120);
    expect(paid.body.data.fired.map((e: { type: string }) => e.type)).toEqual(['wallet.funded', 'referral.completed']);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(1000n);
    const summary = (await a.as(user).get('/referrals/code')).body.data;
    const list = (await a.as(user).get('/referrals')).body.data.items;
    const rewards = (await a.as(user).get('/referrals/rewards')).body.data.items;
    expect(summary).toMatchObject({ totalReferrals: list.length, completedReferrals: rewards.length, totalRewardsEarned: 10 });
    expect(rewards[0]).toMatchObject({ status: 'COMPLETED', completedAt: expect.any(String) });
    await ctx.h.expectReconciled();
  });

  it('qualify only a fund-in made after the referred phone was verified with the code sent to it', async () => {
    const { developer, a, user, code } = await referrer();
    const friend = await a.registerUnverified({ referralCode: code });
    await fundIn(a, friend, 50);
    expect((await a.as(user).get('/referrals')).body.data.items[0].status).toBe('PENDING');
    await ctx.h.verifyPhone(friend, { key: developer.subscriptionKey, merchantToken: developer.merchant.accessToken });
    await fundIn(a, friend, 20);
    expect((await a.as(user).get('/referrals')).body.data.items[0]).toMatchObject({ status: 'QUALIFIED' });
    await a.advance(8 * 86_400);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(1000n);
    await ctx.h.expectReconciled();
  });

  it('refuse an unknown code at registration, naming it, and create nobody', async () => {
    const { developer } = await referrer();
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const refused = await ctx.h.rest('POST', '/auth/register', {
      key: developer.subscriptionKey,
      body: { firstName: 'Yaw', lastName: 'Boateng', country: 'GH', password: 'a-long-enough-password', email, phone: phone(), referralCode: 'ZZZZZZZZ' },
    });
    expectEnvelope(refused, 400, 'BAD_REQUEST');
    expect(fieldsOf(refused.body)).toEqual(['referralCode']);
    expect(await ctx.h.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('reject a self-referral and a second reward for one phone number, and reverse one whose fund-in was refunded', async () => {
    const { a, user, code } = await referrer();
    const alias = await a.register({ email: user.email.replace('@', '+second@'), referralCode: code });
    await fundIn(a, alias, 50);
    // A phone number earns one reward: after the first referred user moves to another number, a second account on the old one earns nothing.
    const first = await a.register({ referralCode: code });
    await fundIn(a, first, 50);
    await a.as(first).put('/users/me', { phone: phone() });
    // A number gets one verification code a minute, whoever registers with it.
    ctx.h.clock.advance(61_000);
    const second = await a.register({ referralCode: code, phone: first.phone });
    await fundIn(a, second, 50);
    // Refunded within the hold: no reward.
    const third = await a.register({ referralCode: code });
    const refundedFundIn = await fundIn(a, third, 50);
    expectEnvelope(await a.as(third).post('/wallets/me/refund', { transactionId: refundedFundIn }), 202, 'SUCCESS');
    await a.advance(8 * 86_400);
    const byUser = new Map(
      (await ctx.h.db.selectFrom('referrals').select(['referred_user_id', 'status', 'status_reason']).where('referrer_user_id', '=', user.id).execute()).map(
        (r) => [r.referred_user_id, [r.status, r.status_reason]],
      ),
    );
    expect(byUser.get(alias.id)).toEqual(['REJECTED', 'SELF_REFERRAL']);
    expect(byUser.get(first.id)).toEqual(['COMPLETED', null]);
    expect(byUser.get(second.id)).toEqual(['REJECTED', 'PHONE_ALREADY_REWARDED']);
    expect(byUser.get(third.id)).toEqual(['REVERSED', 'QUALIFYING_TRANSACTION_REFUNDED']);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(1000n);
    const summary = (await a.as(user).get('/referrals/code')).body.data;
    expect(summary).toMatchObject({ totalReferrals: 4, completedReferrals: 1, totalRewardsEarned: 10 });
    await ctx.h.expectReconciled();
  });

  it('pay one reward per paying number, and none for money cashed straight out (farming with fresh phones)', async () => {
    const { a, user, code } = await referrer();
    const payer = phone();
    const farmed: TestUser[] = [];
    for (let i = 0; i < 3; i++) {
      // Three accounts on fresh phones, each funded from the one number and cashed straight out to it.
      const account = await a.register({ referralCode: code });
      const started = await a.as(account).post('/wallets/me/fund-in', { amount: 10, currency: 'GHS', phone: payer });
      expectEnvelope(started, 202, 'SUCCESS');
      await a.advance(6);
      expectEnvelope(await a.as(account).post('/wallets/me/cash-out', { amount: 10, currency: 'GHS', phone: payer }), 202, 'SUCCESS');
      await a.advance(6);
      farmed.push(account);
    }
    // A referred user who keeps the money from their own number earns the referrer the reward.
    const honest = await a.register({ referralCode: code });
    await fundIn(a, honest, 20);
    await a.advance(8 * 86_400);
    const statuses = await ctx.h.db
      .selectFrom('referrals')
      .select(['referred_user_id', 'status', 'status_reason', 'paying_phone'])
      .where('referrer_user_id', '=', user.id)
      .execute();
    const of = (u: TestUser) => statuses.find((s) => s.referred_user_id === u.id);
    expect(of(farmed[0]!)).toMatchObject({ status: 'REVERSED', status_reason: 'QUALIFYING_MONEY_CASHED_OUT', paying_phone: payer });
    expect([of(farmed[1]!), of(farmed[2]!)].map((s) => [s?.status, s?.status_reason])).toEqual([
      ['REJECTED', 'PAYING_NUMBER_ALREADY_REWARDED'],
      ['REJECTED', 'PAYING_NUMBER_ALREADY_REWARDED'],
    ]);
    expect(of(honest)).toMatchObject({ status: 'COMPLETED', paying_phone: honest.phone });
    // The referrer earned one reward (10.00), not four.
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(1000n);
    await ctx.h.expectReconciled();
  });

  it("open a sign-up page at the share URL, which registers with the code in the referrer's app", async () => {
    const { developer, a, user, code } = await referrer();
    const shareUrl = (await a.as(user).get('/referrals/code')).body.data.shareUrl as string;
    const path = new URL(shareUrl).pathname;
    expect(path).toBe(`/r/${code}`);
    const page = await fetch(`${ctx.h.baseUrl}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(code);
    expect(html).toContain('Kofi invites you');
    const post = (form: Record<string, string>) =>
      fetch(`${ctx.h.baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
    const email = `kofi-${randomUUID().slice(0, 8)}@example.com`;
    const form = { firstName: 'Kofi', lastName: 'Boateng', email, phone: phone(), country: 'GH', password: 'a-good-password-1' };
    const refused = await post({ ...form, email: 'not-an-email' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('email');
    const joined = await post(form);
    expect(joined.status).toBe(201);
    expect(await joined.text()).toContain('Welcome, Kofi');
    const created = await ctx.h.db.selectFrom('users').select(['id', 'developer_account_id']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(created.developer_account_id).toBe(developer.accountId);
    expect(await ctx.h.db.selectFrom('referrals').select('status').where('referred_user_id', '=', created.id).executeTakeFirstOrThrow()).toEqual({
      status: 'PENDING',
    });
    expect((await fetch(`${ctx.h.baseUrl}/r/ZZZZZZZZ`)).status).toBe(404);
  });

  it('answer on GraphQL too, and register with a code there', async () => {
    const { developer, a, user, code } = await referrer();
    const registered = await ctx.h.gql(
      `mutation RegisterWithCode($i: RegisterInput!) { register(input: $i) { user { id } userErrors { field message code } } }`,
      {
        i: {
          firstName: 'Esi',
          lastName: 'Quaye',
          country: 'GH',
          password: 'a-long-enough-password',
          email: `esi-${randomUUID().slice(0, 8)}@example.com`,
          phone: phone(),
          referralCode: code,
        },
      },
      { key: developer.subscriptionKey },
    );
    expect(registered.body.errors).toBeUndefined();
    const overview = await ctx.h.gql(ReferralOverview, {}, { key: developer.subscriptionKey, token: user.accessToken });
    expect(overview.body.data.referralSummary).toMatchObject({
      code,
      totalReferrals: 1,
      completedReferrals: 0,
      totalRewardsEarned: { amount: '0.00', currency: 'GHS' },
    });
    expect(overview.body.data.referrals.edges[0]?.node).toMatchObject({ status: 'PENDING', statusReason: null, reward: { amount: '10.00' } });
    expect(overview.body.data.referralRewards.edges).toEqual([]);
    expect((await a.as(user).get('/v1/referrals')).body.data.items).toHaveLength(1);
  });
});
