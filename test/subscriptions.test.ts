import { describe, expect, it, vi } from 'vitest';
import { startHarness, useHarness } from './support/harness.js';

const ctx = useHarness();

function collect(client: ReturnType<typeof ctx.h.wsClient>, query: string, variables: Record<string, unknown> = {}) {
  const items: any[] = [];
  const stop = client.subscribe({ query, variables }, { next: (v) => items.push(v), error: (e) => items.push({ error: e }), complete: () => undefined });
  return { items, stop };
}

/** How long a subscription may take to register or to receive: the last failed expectation is the error. */
const WAIT = { timeout: 15_000, interval: 10 };

describe('event subscriptions', () => {
  it('deliver an event committed through one server to a subscriber on another, as the webhook body, to its owner only', async () => {
    const other = await startHarness({}, { url: ctx.h.config.databaseUrl! });
    try {
      const sender = await ctx.h.createUser();
      const recipient = await ctx.h.createUser();
      const stranger = await ctx.h.createUser();
      await ctx.h.fund(sender, 'GHS', '50.00');
      // The subscribers are on the second server; the transfer commits through the first.
      const recipientClient = other.wsClient(recipient.accessToken);
      const strangerClient = other.wsClient(stranger.accessToken);
      const all = collect(recipientClient, 'subscription { events { id type createdAt data } }');
      const onlyDebits = collect(recipientClient, 'subscription($t: [String!]) { events(types: $t) { id type } }', { t: ['wallet.debited'] });
      const balances = collect(recipientClient, 'subscription { walletBalanceChanged { currency balance { amount currency } } }');
      const strangers = collect(strangerClient, 'subscription { events { id } }');
      const subscribers = () => [
        other.services.bus.subscriberCount(`events:owner:${recipient.id}`),
        other.services.bus.subscriberCount(`events:owner:${stranger.id}`),
      ];
      // On failure the counts, and everything the subscriptions received (errors included), tell a refused subscription from a slow one.
      await vi.waitFor(() => expect(subscribers(), JSON.stringify([all.items, onlyDebits.items, balances.items, strangers.items])).toEqual([3, 1]), WAIT);

      const transfer = await ctx.h.rest('POST', '/wallets/me/transfer', {
        token: sender.accessToken,
        body: { toEmail: recipient.email, amount: 12.5, currency: 'GHS' },
      });
      expect(transfer.status).toBe(200);
      await vi.waitFor(() => expect([all.items.length, balances.items.length], JSON.stringify([all.items, balances.items])).toEqual([1, 1]), WAIT);

      const row = await ctx.h.db
        .selectFrom('events')
        .selectAll()
        .where('type', '=', 'wallet.funded')
        .where('owner_id', '=', recipient.id)
        .executeTakeFirstOrThrow();
      expect(all.items[0].data.events).toEqual({ id: row.id, type: 'wallet.funded', createdAt: row.created_at.toISOString(), data: row.data });
      expect(balances.items[0].data.walletBalanceChanged).toEqual({ currency: 'GHS', balance: { amount: '12.50', currency: 'GHS' } });
      await new Promise((r) => setTimeout(r, 200));
      expect(onlyDebits.items).toEqual([]);
      expect(strangers.items).toEqual([]);
      for (const s of [all, onlyDebits, balances, strangers]) s.stop();
      await recipientClient.dispose();
      await strangerClient.dispose();
    } finally {
      await other.close();
    }
  });

  it("give a merchant its users' events and platform events", async () => {
    const merchantToken = await ctx.h.signIn(ctx.h.merchant);
    const client = ctx.h.wsClient(merchantToken);
    const events = collect(client, 'subscription { events(types: ["wallet.funded", "rate.updated"]) { type data } }');
    await vi.waitFor(() => expect(ctx.h.services.bus.subscriberCount('events:platform')).toBeGreaterThanOrEqual(1), WAIT);
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '1.00');
    const admin = await ctx.h.createUserWithRole('ADMIN');
    await ctx.h.rest('PUT', '/admin/exchange-rates/NGN', { token: admin.accessToken, body: { perUsd: 1600 } });
    await vi.waitFor(() => expect(events.items).toHaveLength(2), WAIT);
    expect(events.items.map((i) => i.data.events.type)).toEqual(['wallet.funded', 'rate.updated']);
    events.stop();
    await client.dispose();
  });
});

describe('unsubscribing', () => {
  it('lets go of the topic at once, with no event needed to wake the subscription', async () => {
    const user = await ctx.h.createUser();
    const client = ctx.h.wsClient(user.accessToken);
    try {
      const topic = `events:owner:${user.id}`;
      const events = collect(client, 'subscription { events { id } }');
      const balances = collect(client, 'subscription { walletBalanceChanged { currency } }');
      await vi.waitFor(() => expect(ctx.h.services.bus.subscriberCount(topic)).toBe(2), WAIT);
      events.stop();
      balances.stop();
      await vi.waitFor(() => expect(ctx.h.services.bus.subscriberCount(topic)).toBe(0), { ...WAIT, timeout: 2000 });
    } finally {
      await client.dispose();
    }
  });
});

describe('graphql-ws', () => {
  it('answers as HTTP does: the same limits, error codes and no field suggestions', async () => {
    const user = await ctx.h.createUser();
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: currency`).join(' ');
    const overHttp = await ctx.h.gql(`query { wallet { balances { ${aliases} } } }`, {}, { token: user.accessToken });
    const client = ctx.h.wsClient(user.accessToken);
    try {
      const viaSocket = async (query: string) => {
        const { items } = collect(client, query);
        await vi.waitFor(() => expect(items.length).toBeGreaterThan(0), WAIT);
        return items[0].error as { message: string; extensions?: { code?: string } }[];
      };
      const aliased = await viaSocket(`subscription { walletBalanceChanged { ${aliases} } }`);
      const aliasLimit = aliased.find((error) => /alias/i.test(error.message));
      expect(overHttp.body.errors[0].message).toMatch(/alias/i);
      expect(aliasLimit?.extensions?.code).toBe(overHttp.body.errors[0].extensions.code);
      const typoOverHttp = await ctx.h.gql('query { me { emai } }', {}, { token: user.accessToken });
      expect(typoOverHttp.body.errors[0].message).not.toMatch(/Did you mean/);
      const typo = await viaSocket('subscription { walletBalanceChanged { currenc } }');
      expect(typo[0]?.extensions?.code).toBe(typoOverHttp.body.errors[0].extensions.code);
      expect(typo[0]?.message).toContain('currenc');
      expect(typo[0]?.message).not.toMatch(/Did you mean/);
    } finally {
      await client.dispose();
    }
  });
});
