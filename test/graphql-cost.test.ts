import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { createPaymentLink } from './support/kit.js';

// Every answer reports its cost as Shopify's do; a query over the limit is refused with its own code.

const ctx = useHarness();

describe('the cost of a GraphQL query', () => {
  it('is reported on every answer: what the query could reach and what the answer held', async () => {
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    for (const n of [1, 2, 3]) await createPaymentLink(ctx.h, developer, `Link ${n}`);
    const answer = await ctx.h.gql('{ paymentLinks(first: 10) { edges { node { id title amount { amount } } } pageInfo { hasNextPage } } }', {}, { token });
    expect(answer.body.errors).toBeUndefined();
    // The connection, then per edge asked for the edge and its link: 1 + 10 × 2 requested; 1 + 3 × 2 held.
    expect(answer.body.extensions).toEqual({ cost: { requested: 21, actual: 7, limit: 1000 } });
  });

  it('counts a page size given as a variable on every request: the same query text costs what each request asks for', async () => {
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    const query = 'query ($n: Int) { paymentLinks(first: $n) { edges { node { id title } } } }';
    const requested = [];
    for (const n of [10, 50, 10]) {
      const answer = await ctx.h.gql(query, { n }, { token });
      expect(answer.body.errors).toBeUndefined();
      requested.push(answer.body.extensions.cost.requested);
    }
    // 1 + n × 2: a cost kept from the first request would answer 21 every time.
    expect(requested).toEqual([21, 101, 21]);
  });

  it('lets a page of 100 objects with all their fields through, and refuses a page of pages with QUERY_COST_EXCEEDED naming its cost', async () => {
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    const page = await ctx.h.gql(
      '{ paymentLinks(first: 100) { nodes { id url title description amount { amount currency } minAmount { amount } maxAmount { amount } minCardAmount { amount } amountFixed singleUse status expiresAt paymentsCount amountCollected { amount } createdAt } } }',
      {},
      { token },
    );
    expect(page.body.errors).toBeUndefined();
    expect(page.body.extensions.cost).toMatchObject({ requested: 101, actual: 1 });
    const nested = await ctx.h.gql(
      '{ developerAccount { users(first: 100) { nodes { transactions(first: 100, currency: "GHS") { nodes { entryId } } } } } }',
      {},
      { token },
    );
    expect(nested.status).toBe(400);
    expect(nested.body.data).toBeUndefined();
    expect(nested.body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'QUERY_COST_EXCEEDED', cost: { requested: expect.any(Number), limit: 1000 } }) }),
    ]);
    expect(nested.body.errors[0].extensions.cost.requested).toBeGreaterThan(1000);
    expect(nested.body.errors[0].message).toContain(String(nested.body.errors[0].extensions.cost.requested));
  });
});
