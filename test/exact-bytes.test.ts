import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { LoopbackReceiver } from './support/receiver.js';

/** What the platform serialised once is what it sends again, byte for byte. */
const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true' });
const receiver = new LoopbackReceiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

/** The raw text of an answer's `data`, the envelope's last member. */
function rawData(text: string): string {
  return text.slice(text.indexOf('"data":'));
}

describe('exact bytes', () => {
  it('replays an idempotent answer with the same bytes as the first', async () => {
    const sender = await ctx.h.createUser();
    const recipient = await ctx.h.createUser();
    await ctx.h.fund(sender, 'GHS', '20.00');
    const key = randomUUID();
    const send = () =>
      fetch(`${ctx.h.baseUrl}/ms/v1/wallets/me/transfer`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Target-Environment': 'sandbox',
          'Ocp-Apim-Subscription-Key': ctx.h.subscriptionKey,
          Authorization: `Bearer ${sender.accessToken}`,
          'Idempotency-Key': key,
        },
        body: JSON.stringify({ toEmail: recipient.email, amount: 5, currency: 'GHS', note: 'lunch' }),
      });
    const first = await send();
    const replay = await send();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const [firstText, replayText] = [await first.text(), await replay.text()];
    expect(rawData(replayText)).toBe(rawData(firstText));
    expect(Object.keys(JSON.parse(firstText).data)).toEqual(['id', 'fromWalletId', 'toWalletId', 'amount', 'currency', 'note', 'createdAt']);
  });

  it('delivers event bodies in one compact serialisation, in the order written, to webhooks and subscribers alike', async () => {
    const merchantToken = await ctx.h.signIn(ctx.h.merchant);
    const registered = await ctx.h.rest('POST', '/merchants/me/webhooks', {
      token: merchantToken,
      body: { url: receiver.url('/events'), events: ['wallet.funded'] },
    });
    expect(registered.status).toBe(200);
    const user = await ctx.h.createUser();
    const client = ctx.h.wsClient(user.accessToken);
    const items: any[] = [];
    client.subscribe(
      { query: 'subscription { events { id type createdAt data } }' },
      { next: (v) => items.push(v), error: () => undefined, complete: () => undefined },
    );
    for (let i = 0; i < 500 && ctx.h.services.bus.subscriberCount(`events:owner:${user.id}`) === 0; i++) await new Promise((r) => setTimeout(r, 10));
    await ctx.h.fund(user, 'GHS', '3.00');
    await ctx.h.services.webhookDispatcher.deliverDue();
    for (let i = 0; i < 500 && items.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const [delivered] = receiver.at('/events');
    const body = delivered!.body;
    expect(body).toBe(JSON.stringify(JSON.parse(body)));
    expect(Object.keys(JSON.parse(body))).toEqual(['id', 'type', 'createdAt', 'data']);
    expect(Object.keys(JSON.parse(body).data)).toEqual(['wallet', 'currency', 'amount', 'entryId', 'reason']);
    expect(JSON.stringify(items[0].data.events)).toBe(body);
    const ping = await ctx.h.rest('POST', `/merchants/me/webhooks/${registered.body.data.webhook.id}/test`, { token: merchantToken, body: {} });
    await ctx.h.services.webhookDispatcher.deliverDue();
    const pinged = receiver.at('/events').find((r) => r.headers['x-service-delivery'] === ping.body.data.id)!;
    expect(pinged.body).toBe(JSON.stringify(JSON.parse(pinged.body)));
    await client.dispose();
  });
});
