import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectEnvelope, useHarness } from './support/harness.js';
import { LoopbackReceiver } from './support/receiver.js';

// A keyed request that wakes the webhook dispatcher (a callback queued, an endpoint enabled) must
// not hand it its own context: the attempt is recorded after the request's key completed, and the
// key's transaction fence refused that record ("was taken over by another run"). The attempt stayed
// unrecorded, its claim held until its lease ran out, and it was sent again as if never made. An
// attempt's record takes a transaction when it may change the endpoint (a failure, which may
// degrade or disable it); a success's record is one statement, outside any fence.
const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true' });
const receiver = new LoopbackReceiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

describe('a webhook attempt woken by a keyed request', () => {
  it('is recorded once, after the request answered, and not sent again before its retry is due', async () => {
    const merchantToken = await ctx.h.signIn(ctx.h.merchant);
    const registered = await ctx.h.rest('POST', '/merchants/me/webhooks', {
      token: merchantToken,
      body: { url: receiver.url('/slow'), events: ['wallet.funded'] },
    });
    expectEnvelope(registered, 200, 'SUCCESS');
    // The receiver fails after the keyed request below has answered and completed its key.
    receiver.respond('/slow', 500, 300);
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '1.00');
    // The delivery exists once the relay numbers the event; the server's relay then wakes the
    // dispatcher itself, so the wake under test must find it there already.
    await ctx.h.services.eventRelay.publishCommittedBefore();
    const dispatcher = ctx.h.services.webhookDispatcher;
    dispatcher.start(60_000);
    try {
      const answered = await ctx.h.services.idempotency.run('test:wake', 'wake-1', {}, async () => {
        dispatcher.wake();
        return { status: 200, body: { woke: true } };
      });
      expect(answered.replayed).toBe(false);
      const endpointId = registered.body.data.webhook.id as string;
      const logged = () =>
        ctx.h.db
          .selectFrom('webhook_attempts')
          .innerJoin('webhook_deliveries', 'webhook_deliveries.id', 'webhook_attempts.delivery_id')
          .select(['attempt', 'status_code'])
          .where('endpoint_id', '=', endpointId)
          .execute();
      await vi.waitFor(async () => expect(await logged()).toEqual([{ attempt: 1, status_code: 500 }]), { timeout: 5000, interval: 50 });
      const recorded = await ctx.h.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'attempts', 'locked_until', 'last_status_code'])
        .where('endpoint_id', '=', endpointId)
        .executeTakeFirstOrThrow();
      // Recorded and released: the next attempt waits for its retry delay, not for a lease to run out.
      expect(recorded).toEqual({ status: 'PENDING', attempts: 1, locked_until: null, last_status_code: 500 });
      expect(receiver.at('/slow')).toHaveLength(1);
    } finally {
      await dispatcher.stop();
    }
  });
});
