import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { DAY, HOUR } from '../src/platform/clock.js';
import { expectEnvelope, fieldsOf, useHarness, type TestUser } from './support/harness.js';
import { LoopbackReceiver } from './support/receiver.js';

const SandboxClock = graphql(`
  query SandboxClock { sandboxClock { accountId now offsetSeconds } }
`);
const AdvanceSandboxClock = graphql(`
  mutation AdvanceSandboxClock($i: AdvanceSandboxClockInput!) { advanceSandboxClock(input: $i) { sandboxClockAdvance { previousNow clock { now offsetSeconds } fired { id type data } } userErrors { field message code } } }
`);

const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true', WEBHOOK_TIMEOUT_MS: '1000' });
const receiver = new LoopbackReceiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

type Developer = Awaited<ReturnType<typeof ctx.h.createDeveloper>>;

/** An app user of one developer account: signed up with that account's app key. */
const userOf = (developer: Developer): Promise<TestUser> => ctx.h.createUser({}, { key: developer.subscriptionKey });

async function advance(developer: Developer, body: unknown) {
  return ctx.h.rest('POST', '/sandbox/clock/advance', { key: developer.subscriptionKey, token: developer.merchant.accessToken, body });
}

async function paymentRequest(developer: Developer) {
  const requester = await userOf(developer);
  const payer = await userOf(developer);
  const created = await ctx.h.rest('POST', '/payment-requests', {
    key: developer.subscriptionKey,
    token: requester.accessToken,
    body: { fromEmail: payer.email, amount: 12.5, currency: 'GHS' },
  });
  expectEnvelope(created, 200, 'SUCCESS');
  const status = async () => {
    const sent = await ctx.h.rest('GET', '/payment-requests/sent', { key: developer.subscriptionKey, token: requester.accessToken });
    return sent.body.data.items.find((r: { id: string }) => r.id === created.body.data.id).status;
  };
  return { id: created.body.data.id as string, status };
}

describe('the sandbox clock', () => {
  it('expires a payment request when advanced 7 days, announces it, and leaves another account alone', async () => {
    const mine = await ctx.h.createDeveloper();
    const theirs = await ctx.h.createDeveloper();
    const request = await paymentRequest(mine);
    const other = await paymentRequest(theirs);

    const almost = await advance(mine, { seconds: 7 * 24 * 3600 - 60 });
    expectEnvelope(almost, 200, 'SUCCESS');
    expect(almost.body.data.fired).toEqual([]);
    expect(await request.status()).toBe('PENDING');

    const past = await advance(mine, { seconds: 60 });
    expect(past.body.data.fired).toEqual([
      expect.objectContaining({
        type: 'payment_request.expired',
        data: { paymentRequest: { id: request.id, status: 'EXPIRED', amount: '12.50', currency: 'GHS', metadata: {} } },
      }),
    ]);
    expect(await request.status()).toBe('EXPIRED');
    expect(past.body.data.clock.offsetSeconds).toBeGreaterThanOrEqual(7 * 24 * 3600);

    // The other account's clock and objects did not move.
    expect(await other.status()).toBe('PENDING');
    const theirClock = await ctx.h.rest('GET', '/sandbox/clock', { key: theirs.subscriptionKey, token: theirs.merchant.accessToken });
    expect(theirClock.body.data).toMatchObject({ accountId: theirs.accountId, offsetSeconds: 0 });
    await ctx.h.services.jobs.runDue();
    expect(await other.status()).toBe('PENDING');
  });

  it('walks a failing webhook through its seven attempts to DEGRADED in 33 hours', async () => {
    const developer = await ctx.h.createDeveloper();
    receiver.respond('/clock-failing', 500);
    const registered = await ctx.h.rest('POST', '/merchants/me/webhooks', {
      key: developer.subscriptionKey,
      token: developer.merchant.accessToken,
      body: { url: receiver.url('/clock-failing'), events: ['wallet.funded'] },
    });
    expectEnvelope(registered, 200, 'SUCCESS');
    const user = await userOf(developer);
    await ctx.h.fund(user, 'GHS', '5.00');

    const walked = await advance(developer, { seconds: 33 * 3600 });
    expectEnvelope(walked, 200, 'SUCCESS');
    const attempts = receiver.at('/clock-failing');
    expect(attempts).toHaveLength(7);
    expect(new Set(attempts.map((a) => a.headers['x-service-delivery'])).size).toBe(1);
    // Signatures carry real time, so receivers' replay windows still accept them.
    for (const attempt of attempts) expect(Math.abs(Number(attempt.headers['x-service-timestamp']) - ctx.h.clock.now().getTime() / 1000)).toBeLessThan(300);
    const endpoint = await ctx.h.rest('GET', `/merchants/me/webhooks/${registered.body.data.webhook.id}`, {
      key: developer.subscriptionKey,
      token: developer.merchant.accessToken,
    });
    expect(endpoint.body.data.status).toBe('DEGRADED');
    const log = await ctx.h.rest('GET', `/merchants/me/webhooks/${registered.body.data.webhook.id}/deliveries`, {
      key: developer.subscriptionKey,
      token: developer.merchant.accessToken,
    });
    expect(log.body.data.items[0]).toMatchObject({ status: 'FAILED', attempts: 7 });
    // Still failing a day after it degraded: the next event's retries disable it, and its owner is told.
    await ctx.h.fund(user, 'GHS', '1.00');
    await advance(developer, { seconds: 33 * 3600 });
    const disabled = await ctx.h.rest('GET', `/merchants/me/webhooks/${registered.body.data.webhook.id}`, {
      key: developer.subscriptionKey,
      token: developer.merchant.accessToken,
    });
    expect(disabled.body.data.status).toBe('DISABLED');
    const mail = await ctx.h.rest('GET', '/sandbox/mailbox', { key: developer.subscriptionKey, token: developer.merchant.accessToken });
    expect(mail.body.data.items.map((m: { subject: string }) => m.subject)).toContain('Your webhook endpoint was disabled');
  });

  it('is one clock for every process, read fresh by each request', async () => {
    const developer = await ctx.h.createDeveloper();
    const request = await paymentRequest(developer);
    const other = ctx.h.otherProcess();
    const merchant = { kind: 'user' as const, userId: developer.merchant.id, role: 'MERCHANT' as const };
    // The other process advances; this one's next request reads the moved clock.
    const moved = await other.sandboxClock.advance(merchant, { seconds: 8 * 24 * 3600 });
    expect(moved.fired.map((e) => e.type)).toEqual(['payment_request.expired']);
    const here = await ctx.h.rest('GET', '/sandbox/clock', { key: developer.subscriptionKey, token: developer.merchant.accessToken });
    expect(here.body.data.offsetSeconds).toBe(8 * 24 * 3600);
    expect(Date.parse(here.body.data.now) - ctx.h.clock.now().getTime()).toBeGreaterThanOrEqual(8 * DAY);
    expect(await request.status()).toBe('EXPIRED');
    // New objects are stamped on the account's clock.
    const fresh = await paymentRequest(developer);
    const stored = await ctx.h.db.selectFrom('payment_requests').select(['created_at', 'expires_at']).where('id', '=', fresh.id).executeTakeFirstOrThrow();
    expect(stored.created_at.getTime() - ctx.h.clock.now().getTime()).toBeGreaterThanOrEqual(8 * DAY);
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(7 * DAY);
  });

  it("runs quote locks and the grace of rotated keys on the account's clock", async () => {
    const developer = await ctx.h.createDeveloper();
    const user = await userOf(developer);
    const quote = await ctx.h.rest('POST', '/fx/quotes', {
      key: developer.subscriptionKey,
      token: user.accessToken,
      body: { from: 'USD', to: 'GHS', amount: 50, speed: 'economy' },
    });
    expectEnvelope(quote, 200, 'SUCCESS');
    // A rotated app key and a rotated API key: both keep working for the grace period only.
    const rotated = await ctx.h.rest('POST', '/developers/me/subscription-keys/rotate', {
      key: developer.subscriptionKey,
      token: developer.merchant.accessToken,
    });
    const newKey = rotated.body.data.subscriptionKey as string;
    const apiUserId = randomUUID();
    const collection = developer.productKeys.collection;
    await ctx.h.rest('POST', '/v1_0/apiuser', { key: collection, body: { providerCallbackHost: 'cb.example.com' }, headers: { 'X-Reference-Id': apiUserId } });
    const oldApiKey = (await ctx.h.rest('POST', `/v1_0/apiuser/${apiUserId}/apikey`, { key: collection })).body.data.apiKey;
    await ctx.h.rest('POST', `/v1_0/apiuser/${apiUserId}/apikey`, { key: collection });
    const basic = { user: apiUserId, password: oldApiKey };
    expectEnvelope(await ctx.h.rest('POST', '/collection/token/', { key: collection, basic }), 200, 'SUCCESS');

    const moved = await ctx.h.rest('POST', '/sandbox/clock/advance', { key: newKey, token: developer.merchant.accessToken, body: { seconds: 25 * 3600 } });
    expectEnvelope(moved, 200, 'SUCCESS');
    const read = await ctx.h.rest('GET', `/fx/quotes/${quote.body.data.id}`, { key: newKey, token: user.accessToken });
    expect(read.body.data.status).toBe('EXPIRED');
    expectEnvelope(await ctx.h.rest('GET', '/users/me', { key: developer.subscriptionKey, token: user.accessToken }), 401, 'UNAUTHORIZED');
    expectEnvelope(await ctx.h.rest('GET', '/users/me', { key: newKey, token: user.accessToken }), 200, 'SUCCESS');
    expectEnvelope(await ctx.h.rest('POST', '/collection/token/', { key: collection, basic }), 401, 'UNAUTHORIZED');
  });

  it('answers on GraphQL too, to merchants only', async () => {
    const developer = await ctx.h.createDeveloper();
    const read = await ctx.h.gql(SandboxClock, {}, { key: developer.subscriptionKey, token: developer.merchant.accessToken });
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.sandboxClock).toMatchObject({ accountId: developer.accountId, offsetSeconds: 0 });
    const target = new Date(Date.parse(read.body.data.sandboxClock.now) + 2 * HOUR).toISOString();
    const moved = await ctx.h.gql(AdvanceSandboxClock, { i: { to: target } }, { key: developer.subscriptionKey, token: developer.merchant.accessToken });
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data.advanceSandboxClock.sandboxClockAdvance!.clock.offsetSeconds).toBeGreaterThanOrEqual(2 * 3600 - 1);
    const user = await userOf(developer);
    const refused = await ctx.h.gql(AdvanceSandboxClock, { i: { seconds: 60 } }, { key: developer.subscriptionKey, token: user.accessToken });
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await ctx.h.rest('GET', '/sandbox/clock', { key: developer.subscriptionKey, token: user.accessToken })).status).toBe(403);
  });

  it("stamps a user registered after an advance on the account's clock, as their wallet is", async () => {
    const developer = await ctx.h.createDeveloper();
    const advanced = await advance(developer, { seconds: (30 * DAY) / 1000 });
    expectEnvelope(advanced, 200, 'SUCCESS');
    const user = await userOf(developer);
    const wallet = await ctx.h.db.selectFrom('wallets').select('created_at').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const joined = await ctx.h.rest('GET', '/users/me', { key: developer.subscriptionKey, token: user.accessToken });
    expect(Math.abs(new Date(joined.body.data.createdAt).getTime() - wallet.created_at.getTime())).toBeLessThan(1_000);
    expect(new Date(joined.body.data.createdAt).getTime()).toBeGreaterThan(ctx.h.clock.now().getTime() + 29 * DAY);
  });

  it('moves forward only, by seconds or to a time, and one advance at a time', async () => {
    const developer = await ctx.h.createDeveloper();
    const cases: [unknown, string][] = [
      [{}, 'seconds'],
      [{ seconds: 0 }, 'seconds'],
      [{ seconds: -5 }, 'seconds'],
      [{ seconds: 1.5 }, 'seconds'],
      [{ seconds: 1e12 }, 'seconds'],
      [{ seconds: 60, to: '2030-01-01T00:00:00Z' }, 'seconds'],
      [{ to: 'tomorrow' }, 'to'],
      [{ to: '2001-01-01T00:00:00Z' }, 'to'],
      [{ to: '2999-01-01T00:00:00Z' }, 'to'],
      [{ seconds: 60, hours: 1 }, 'hours'],
    ];
    for (const [body, field] of cases) {
      const refused = await advance(developer, body);
      expectEnvelope(refused, 400, 'BAD_REQUEST');
      expect(fieldsOf(refused.body)).toContain(field);
    }
    // An advance in progress (its lease held) refuses a second one.
    await ctx.h.db
      .insertInto('sandbox_clocks')
      .values({ account_id: developer.accountId, offset_ms: 0, advancing_until: new Date(ctx.h.clock.now().getTime() + HOUR), updated_at: ctx.h.clock.now() })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ advancing_until: new Date(ctx.h.clock.now().getTime() + HOUR) }))
      .execute();
    expectEnvelope(await advance(developer, { seconds: 60 }), 409, 'CLOCK_BUSY');
    ctx.h.clock.advance(HOUR);
    developer.merchant.accessToken = await ctx.h.signIn(developer.merchant);
    expectEnvelope(await advance(developer, { seconds: 60 }), 200, 'SUCCESS');
  });
});
