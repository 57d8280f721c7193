import { describe, expect, it, vi } from 'vitest';
import { PLAN_LIMITS } from '../src/platform/rate-limit.js';
import { expectEnvelope, startHarness, useHarness } from './support/harness.js';

// One guard for every transport (graphql/operation-guard.ts): what HTTP refuses, graphql-ws refuses
// alike, with the same code and message; answers report their cost on both; a plain list is charged
// by its real size, so no answer costs more than the limit; a credential that ends stops its socket
// before the change is answered. The limit is low here so one invoice's line items can pass it.
const ctx = useHarness({ GRAPHQL_MAX_COST: '60' });
const WAIT = { timeout: 5000, interval: 20 };

type Client = ReturnType<typeof ctx.h.wsClient>;

/** What one operation sent over the socket answered: its first result or its errors. */
async function overSocket(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const items: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[]; extensions?: Record<string, unknown> }[] = [];
  const stop = client.subscribe(
    { query, variables },
    { next: (value) => void items.push(value as never), error: (errors) => void items.push({ errors: errors as never }), complete: () => undefined },
  );
  await vi.waitFor(() => expect(items.length).toBeGreaterThan(0), WAIT);
  stop();
  return items[0]!;
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `"plk_${String(i).padStart(6, '0')}"`).join(', ');

describe('one guard for HTTP and graphql-ws', () => {
  it('refuses the same hostile documents with the same code and message on both transports', async () => {
    const user = await ctx.h.createUser();
    const client = ctx.h.wsClient(user.accessToken);
    try {
      const hostile = [
        // A list written in the document past its bound (nodes takes 100 ids).
        `query { nodes(ids: [${ids(101)}]) { id } }`,
        // A NUL in a literal.
        'query { paymentLink(id: "plk_\\u0000") { id } }',
        // A lone surrogate in a literal.
        'query { paymentLink(id: "plk_\\ud800") { id } }',
        // A cost past the limit.
        'query { paymentLinks(first: 100) { nodes { id } } }',
        // A subscription whose events could cost past the limit (seven plain lists of 10, counted before it runs).
        `subscription { transferStatus(id: "trf_x") { ${Array.from({ length: 7 }, (_, i) => `e${i}: events { at }`).join(' ')} } }`,
      ];
      for (const document of hostile) {
        const http = await ctx.h.gql(document, {}, { token: user.accessToken });
        const socket = await overSocket(client, document);
        const httpError = http.body.errors?.[0];
        const socketError = socket.errors?.[0];
        expect(httpError?.extensions?.code, document).toMatch(/^(BAD_REQUEST|QUERY_COST_EXCEEDED|GRAPHQL_PARSE_FAILED)$/);
        expect({ code: socketError?.extensions?.['code'], message: socketError?.message }, document).toEqual({
          code: httpError.extensions.code,
          message: httpError.message,
        });
      }
      // Variables are held to the same bounds and text rules on the socket.
      const variables = await overSocket(client, 'subscription($types: [String!]) { events(types: $types) { id } }', {
        types: Array.from({ length: 51 }, () => 'payment.succeeded'),
      });
      expect(variables.errors?.[0]?.extensions?.['code']).toBe('BAD_REQUEST');
      expect(variables.errors?.[0]?.message).toContain('takes at most 50 entries');
    } finally {
      await client.dispose();
    }
  });

  it('serves subscriptions on the socket and queries and mutations over HTTP, saying where each goes', async () => {
    const developer = await ctx.h.createDeveloper();
    const client = ctx.h.wsClient(developer.merchant.accessToken);
    try {
      const before = await ctx.h.db.selectFrom('payment_links').select('id').where('title', '=', 'Over the socket').execute();
      const mutation = await overSocket(
        client,
        'mutation { createPaymentLink(input: { title: "Over the socket", currency: "GHS", amountFixed: true, amount: "1.00" }) { paymentLink { id } } }',
      );
      expect(mutation.errors?.[0]?.extensions?.['code']).toBe('BAD_REQUEST');
      expect(mutation.errors?.[0]?.message).toMatch(/subscriptions only: send queries and mutations as HTTP POST \/graphql/);
      const query = await overSocket(client, '{ me { id } }');
      expect(query.errors?.[0]?.message).toMatch(/subscriptions only/);
      const after = await ctx.h.db.selectFrom('payment_links').select('id').where('title', '=', 'Over the socket').execute();
      expect(after.length).toBe(before.length);
      const overHttp = await ctx.h.gql('subscription { walletBalanceChanged { currency } }', {}, { token: developer.merchant.accessToken });
      expect(overHttp.status).toBe(400);
      expect(overHttp.body.errors[0].message).toMatch(/graphql-ws/);
    } finally {
      await client.dispose();
    }
  });

  it("reports each event's cost on the socket, as HTTP reports each answer's", async () => {
    const user = await ctx.h.createUser();
    const client = ctx.h.wsClient(user.accessToken);
    try {
      const events: { extensions?: { cost?: { requested: number; actual: number; limit: number } } }[] = [];
      client.subscribe(
        { query: 'subscription { walletBalanceChanged { currency availableBalance { amount } } }' },
        { next: (value) => void events.push(value as never), error: () => undefined, complete: () => undefined },
      );
      await vi.waitFor(async () => {
        await ctx.h.fund(user, 'GHS', '1.00');
        expect(events.length).toBeGreaterThan(0);
      }, WAIT);
      expect(events[0]!.extensions?.cost).toEqual({ requested: 1, actual: 1, limit: 60 });
    } finally {
      await client.dispose();
    }
  });

  it("counts the socket's subscribes against the same rate limit as HTTP's operations", async () => {
    const user = await ctx.h.createUser();
    // An app user's operations with no subscription key count against their own Sandbox bucket.
    for (let i = 0; i < PLAN_LIMITS.SANDBOX.perMinute; i++) await ctx.h.services.rateLimiter.hit(`graphql:${user.id}`, PLAN_LIMITS.SANDBOX);
    const http = await ctx.h.gql('{ me { id } }', {}, { token: user.accessToken, key: null });
    expect(http.status).toBe(429);
    const client = ctx.h.wsClient(user.accessToken);
    try {
      const refused = await overSocket(client, 'subscription { walletBalanceChanged { currency } }');
      expect(refused.errors?.[0]?.extensions?.['code']).toBe('RATE_LIMITED');
      expect(refused.errors?.[0]?.message).toBe(http.body.errors[0].message);
    } finally {
      await client.dispose();
    }
  });
});

describe('cost counts plain lists by their real size', () => {
  it('refuses a plain list that would take the answer past the limit, so actual never exceeds it', async () => {
    const developer = await ctx.h.createDeveloper();
    const items = Array.from({ length: 100 }, (_, i) => ({ description: `Line ${i + 1}`, quantity: 1, unitPrice: 1 }));
    const created = await ctx.h.rest('POST', '/merchants/me/invoices', {
      key: developer.subscriptionKey,
      token: developer.merchant.accessToken,
      body: { customerEmail: 'esi@example.com', currency: 'GHS', items },
    });
    expectEnvelope(created, 200, 'SUCCESS');
    // Counted as 10 items before it runs (1 + 1 × (1 + 10) = 12), it holds 100.
    const answer = await ctx.h.gql('{ invoices(first: 1) { nodes { id items { description } } } }', {}, { token: developer.merchant.accessToken });
    expect(answer.body.extensions.cost.requested).toBe(12);
    expect(answer.body.errors[0].extensions.code).toBe('QUERY_COST_EXCEEDED');
    expect(answer.body.errors[0].message).toContain('Invoice.items holds 100 items');
    expect(answer.body.extensions.cost.actual).toBeLessThanOrEqual(60);
    expect(answer.body.errors[0].path).toEqual(['invoices', 'nodes', 0, 'items']);
  });
});

describe('cursors are text before they are anything else', () => {
  it('refuses a forged cursor holding a NUL or a lone surrogate with 400 naming after, before any query', async () => {
    const developer = await ctx.h.createDeveloper();
    for (const forged of ['{"o":0,"k":["2026-01-01T00:00:00.000Z","plk_\u0000"]}', '{"o":0,"k":["\ud800"]}']) {
      const cursor = Buffer.from(forged).toString('base64url');
      const answer = await ctx.h.gql(
        'query($after: String) { paymentLinks(first: 5, after: $after) { nodes { id } } }',
        { after: cursor },
        {
          token: developer.merchant.accessToken,
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'after', message: 'invalid cursor' }] });
    }
  });
});

describe('a credential that ends stops its socket before the change is answered', () => {
  it('a revoked secret key: no event is sent after the revoke is answered, and the socket closes with 4410', async () => {
    const developer = await ctx.h.createDeveloper();
    const created = await ctx.h.createSecretKey(developer);
    const secret = created.secret;
    const received: number[] = [];
    let closedWith: number | undefined;
    const client = ctx.h.wsClient(secret, (code) => (closedWith = code));
    try {
      client.subscribe(
        { query: 'subscription { walletBalanceChanged { currency } }' },
        { next: () => void received.push(Date.now()), error: () => undefined, complete: () => undefined },
      );
      await vi.waitFor(async () => {
        await ctx.h.fund(developer.merchant, 'GHS', '1.00');
        expect(received.length).toBeGreaterThan(0);
      }, WAIT);

      // Keep the merchant's balance changing while the key is revoked, then after.
      let flowing = true;
      const flow = (async () => {
        while (flowing) await ctx.h.fund(developer.merchant, 'GHS', '1.00');
      })();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const revoked = await ctx.h.rest('DELETE', `/developers/me/secret-keys/${created.id}`, {
        token: developer.merchant.accessToken,
        key: developer.subscriptionKey,
      });
      const answeredAt = Date.now();
      expectEnvelope(revoked, 200, 'SUCCESS');
      await new Promise((resolve) => setTimeout(resolve, 300));
      flowing = false;
      await flow;
      expect(received.filter((at) => at > answeredAt)).toEqual([]);
      await vi.waitFor(() => expect(closedWith).toBe(4410), WAIT);
    } finally {
      await client.dispose();
    }
  });

  it("a user's logout-all: the socket opened with their token closes before the answer, and nothing reaches it after", async () => {
    const user = await ctx.h.createUser();
    const received: number[] = [];
    let closedWith: number | undefined;
    const client = ctx.h.wsClient(user.accessToken, (code) => (closedWith = code));
    try {
      client.subscribe(
        { query: 'subscription { walletBalanceChanged { currency } }' },
        { next: () => void received.push(Date.now()), error: () => undefined, complete: () => undefined },
      );
      await vi.waitFor(async () => {
        await ctx.h.fund(user, 'GHS', '1.00');
        expect(received.length).toBeGreaterThan(0);
      }, WAIT);
      const loggedOut = await ctx.h.rest('POST', '/users/me/logout-all', { token: user.accessToken });
      const answeredAt = Date.now();
      expectEnvelope(loggedOut, 200, 'SUCCESS');
      await ctx.h.fund(user, 'GHS', '1.00');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received.filter((at) => at > answeredAt)).toEqual([]);
      await vi.waitFor(() => expect(closedWith).toBe(4410), WAIT);
    } finally {
      await client.dispose();
    }
  });
});

describe('another server process', () => {
  it('closes a socket opened with a key as PostgreSQL announces its revoke, with no sweep to wait for', async () => {
    // The other process's sweep is an hour away: only the announcement can close its socket.
    const other = await startHarness({ SOCKET_SESSION_CHECK_MS: '3600000' }, { url: ctx.h.config.databaseUrl! });
    const developer = await ctx.h.createDeveloper();
    const created = await ctx.h.createSecretKey(developer);
    let closedWith: number | undefined;
    const client = other.wsClient(created.secret, (code) => (closedWith = code));
    try {
      client.subscribe(
        { query: 'subscription { walletBalanceChanged { currency } }' },
        { next: () => undefined, error: () => undefined, complete: () => undefined },
      );
      await vi.waitFor(() => expect(other.services.bus.subscriberCount(`events:owner:${developer.merchant.id}`)).toBe(1), WAIT);
      expectEnvelope(
        await ctx.h.rest('DELETE', `/developers/me/secret-keys/${created.id}`, { token: developer.merchant.accessToken, key: developer.subscriptionKey }),
        200,
        'SUCCESS',
      );
      await vi.waitFor(() => expect(closedWith).toBe(4410), WAIT);
    } finally {
      await client.dispose();
      await other.close();
    }
  });
});

describe('a rolled key on an open socket', () => {
  it('sends nothing after its grace ends and closes with 4419', async () => {
    const developer = await ctx.h.createDeveloper();
    const created = await ctx.h.createSecretKey(developer);
    const rolled = await ctx.h.rest('POST', `/developers/me/secret-keys/${created.id}/roll`, {
      token: developer.merchant.accessToken,
      key: developer.subscriptionKey,
      body: { expiresInHours: 1 },
    });
    expectEnvelope(rolled, 200, 'SUCCESS');
    const received: number[] = [];
    let closedWith: number | undefined;
    const client = ctx.h.wsClient(created.secret, (code) => (closedWith = code));
    try {
      client.subscribe(
        { query: 'subscription { walletBalanceChanged { currency } }' },
        { next: () => void received.push(ctx.h.clock.now().getTime()), error: () => undefined, complete: () => undefined },
      );
      await vi.waitFor(async () => {
        await ctx.h.fund(developer.merchant, 'GHS', '1.00');
        expect(received.length).toBeGreaterThan(0);
      }, WAIT);
      ctx.h.clock.advance(3601 * 1000);
      const graceEnded = ctx.h.clock.now().getTime();
      await ctx.h.fund(developer.merchant, 'GHS', '1.00');
      await vi.waitFor(() => expect(closedWith).toBe(4419), WAIT);
      expect(received.filter((at) => at >= graceEnded)).toEqual([]);
    } finally {
      await client.dispose();
    }
  });
});

describe('errors name the argument at fault on the socket too', () => {
  it('events(after:) that is not a sequence names after, not the body', async () => {
    const user = await ctx.h.createUser();
    const client = ctx.h.wsClient(user.accessToken);
    try {
      const refused = await overSocket(client, 'subscription { events(after: "garbage") { id } }');
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'after' }] });
    } finally {
      await client.dispose();
    }
  });
});
