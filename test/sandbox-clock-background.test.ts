import { describe, expect, it } from 'vitest';
import { expectEnvelope, type TestUser, useHarness } from './support/harness.js';

// One advance is bounded work for one request: past its budget it answers ADVANCING and goes on in
// the background, as Stripe's test clocks do. The budget is 0 here, so any due work goes there.
const ctx = useHarness({ SANDBOX_ADVANCE_BUDGET_MS: '0' });

type Developer = Awaited<ReturnType<typeof ctx.h.createDeveloper>>;

async function requestOf(developer: Developer): Promise<{ id: string; requester: TestUser }> {
  const key = developer.subscriptionKey;
  const requester = await ctx.h.createUser({}, { key });
  const payer = await ctx.h.createUser({}, { key });
  const created = await ctx.h.rest('POST', '/payment-requests', {
    key,
    token: requester.accessToken,
    body: { fromEmail: payer.email, amount: 3, currency: 'GHS' },
  });
  expectEnvelope(created, 200, 'SUCCESS');
  return { id: created.body.data.id, requester };
}

describe('a sandbox clock advance past its budget', () => {
  it('answers ADVANCING, refuses a second advance meanwhile, and finishes in the background with its events in the log', async () => {
    const developer = await ctx.h.createDeveloper();
    const key = developer.subscriptionKey;
    const token = developer.merchant.accessToken;
    const requests = await Promise.all([requestOf(developer), requestOf(developer), requestOf(developer)]);
    const started = await ctx.h.rest('POST', '/sandbox/clock/advance', { key, token, body: { seconds: 8 * 86_400 } });
    expectEnvelope(started, 200, 'SUCCESS');
    expect(started.body.data.clock).toMatchObject({ status: 'ADVANCING', advancingTo: expect.any(String) });
    expectEnvelope(await ctx.h.rest('POST', '/sandbox/clock/advance', { key, token, body: { seconds: 60 } }), 409, 'CLOCK_BUSY');

    let clock = started.body.data.clock;
    for (let i = 0; i < 200 && clock.status === 'ADVANCING'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      clock = (await ctx.h.rest('GET', '/sandbox/clock', { key, token })).body.data;
    }
    // A fault in the background walk is only logged: show it here, before the clock's figures.
    expect(ctx.h.logLines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(clock).toMatchObject({ status: 'READY', advancingTo: null });
    expect(clock.offsetSeconds).toBeGreaterThanOrEqual(8 * 86_400);
    // Every request expired on the way; the events are where the answer said to read them.
    for (const { id, requester } of requests) {
      const events = await ctx.h.rest('GET', '/events', { key, token: requester.accessToken });
      expect(
        events.body.data.items.map((e: { type: string; data: { paymentRequest?: { id: string } } }) => [e.type, e.data.paymentRequest?.id]),
      ).toContainEqual(['payment_request.expired', id]);
    }
    // And the clock takes the next advance.
    expectEnvelope(await ctx.h.rest('POST', '/sandbox/clock/advance', { key, token, body: { seconds: 60 } }), 200, 'SUCCESS');
  });
});
