import { describe, expect, it } from 'vitest';
import { API_VERSIONS } from '../src/platform/api-versions/api-versions.js';
import { expectEnvelope, useHarness } from './support/harness.js';

// What a server makes on first use rather than at start (a REST answer's serializer, a version's
// GraphQL schema and server, the reference document) is made correctly when first used, and every
// serializer compiles: a schema fast-json-stringify refuses fails here, not on a user's first answer.
const ctx = useHarness();

describe('made on first use', () => {
  it('compiles every REST answer’s serializer, each once, and answers the same after', async () => {
    const before = await ctx.h.rest('GET', '/users/me', { token: ctx.h.merchant.accessToken });
    expectEnvelope(before, 200, 'SUCCESS');
    const compiled = ctx.h.server.compileSerializers();
    // Every status of every route has one; those answered so far (the harness's set-up) were compiled then.
    expect(compiled).toBeGreaterThan(300);
    expect(ctx.h.server.compileSerializers()).toBe(0);
    const after = await ctx.h.rest('GET', '/users/me', { token: ctx.h.merchant.accessToken });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('starts each version’s GraphQL server on its first requests, however many arrive at once', async () => {
    for (const { date } of API_VERSIONS) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => ctx.h.gql('{ me { email } }', {}, { token: ctx.h.merchant.accessToken, headers: { 'Payments-Version': date } })),
      );
      for (const answer of answers) {
        expect(answer.status, date).toBe(200);
        expect(answer.headers.get('payments-version')).toBe(date);
        expect(answer.body.errors).toBeUndefined();
        expect(answer.body.data).toEqual({ me: { email: ctx.h.merchant.email } });
      }
    }
  });
});
