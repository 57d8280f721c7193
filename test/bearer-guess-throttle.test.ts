import { describe, expect, it, vi } from 'vitest';
import { THROTTLE_POLICIES } from '../src/platform/auth-throttle.js';
import { useHarness } from './support/harness.js';

// Bearer credentials that are no one's count against one guessing throttle per client address,
// whichever transport they come by: REST, GraphQL over HTTP and graphql-ws. Its own file: every
// request here comes from 127.0.0.1, which the guesses below block.
const ctx = useHarness();

describe('guessing bearer credentials', () => {
  it('counts failures on REST, GraphQL and graphql-ws alike, then refuses all three with 429 before any look-up', async () => {
    const { free } = THROTTLE_POLICIES.bearerAddress;
    const guess = (i: number) => `sk_test_${String(i).padStart(32, '0')}`;
    // The free guesses, spread over the three transports: each is a plain 401 (or 4401).
    for (let i = 0; i < free; i++) {
      if (i % 3 === 0) expect((await ctx.h.rest('GET', '/merchants/me/payment-links', { token: guess(i) })).status).toBe(401);
      else if (i % 3 === 1) expect((await ctx.h.gql('{ me { id } }', {}, { token: guess(i) })).body.errors[0].extensions.code).toBe('UNAUTHORIZED');
      else {
        let closed: number | undefined;
        const client = ctx.h.wsClient(guess(i), (code) => (closed = code));
        await vi.waitFor(() => expect(closed).toBe(4401), { timeout: 5000 });
        await client.dispose();
      }
    }
    // One more goes through as a 401 and blocks the address; from then on every transport says 429.
    expect((await ctx.h.gql('{ me { id } }', {}, { token: guess(free) })).body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    const rest = await ctx.h.rest('GET', '/merchants/me/payment-links', { token: guess(free + 1) });
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
    const graphql = await ctx.h.gql('{ me { id } }', {}, { token: guess(free + 2) });
    expect(graphql.status).toBe(429);
    expect(graphql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    let closed: { code: number; reason: string } | undefined;
    const client = ctx.h.wsClient(guess(free + 3), (code, reason) => (closed = { code, reason }));
    await vi.waitFor(() => expect(closed?.code).toBe(4429), { timeout: 5000 });
    expect(closed?.reason).toMatch(/too many/i);
    await client.dispose();
    // While blocked, even a real credential from the address waits: a guesser learns nothing.
    const merchant = await ctx.h.gql('{ me { id } }', {}, { token: ctx.h.merchant.accessToken });
    expect(merchant.status).toBe(429);
    // Refused guesses are not counted: the back-off is not lengthened by what it refused.
    const counted = await ctx.h.db.selectFrom('auth_throttle').select('attempts').where('bucket', 'like', 'bearerAddress:%').execute();
    expect(counted.map((row) => row.attempts)).toEqual([free + 1]);
  });
});
