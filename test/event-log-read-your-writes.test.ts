import { describe, expect, it } from 'vitest';
import { expectEnvelope, useHarness } from './support/harness.js';

// The relay publishes a stream of commits together, once per EVENT_PUBLISH_INTERVAL_MS (here a
// second, and no poll): the log a caller reads still holds every event whose change committed
// before the request.

const ctx = useHarness({ EVENT_PUBLISH_INTERVAL_MS: '1000', EVENT_RELAY_POLL_MS: '600000' });

describe('the event log read right after a change', () => {
  it('holds the events of every change committed before the request, on REST and GraphQL', async () => {
    const user = await ctx.h.createUser();
    // The first is published at once (after a quiet spell); the next two wait for the interval.
    for (const major of ['1', '2', '3']) await ctx.h.fund(user, 'GHS', major);
    const rest = await ctx.h.rest('GET', '/events?types=wallet.funded', { token: user.accessToken });
    expectEnvelope(rest, 200, 'SUCCESS');
    expect(rest.body.data.items.map((e: { data: { amount: string } }) => e.data.amount)).toEqual(['1.00', '2.00', '3.00']);
    await ctx.h.fund(user, 'GHS', '4');
    const graphql = await ctx.h.gql('{ events(first: 10, types: ["wallet.funded"]) { nodes { data } } }', {}, { token: user.accessToken });
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.events.nodes.map((e: { data: { amount: string } }) => e.data.amount)).toEqual(['1.00', '2.00', '3.00', '4.00']);
  });
});
