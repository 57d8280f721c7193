import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';

const ctx = useHarness({ GRAPHQL_MAX_DEPTH: '5', GRAPHQL_MAX_ALIASES: '3' });

describe('GraphQL limits and errors', () => {
  it('refuses a query deeper than the limit', async () => {
    const deep = '{ developerAccount { owner { id } apiUsers { edges { node { apiKeys { id } } } } } }';
    const result = await ctx.h.gql(deep, {}, { token: ctx.h.merchant.accessToken });
    expect(result.body.errors[0].message).toMatch(/depth/i);
    expect(result.body.data ?? null).toBeNull();
  });

  it('refuses more aliases than the limit', async () => {
    const result = await ctx.h.gql('{ a: health b: health c: health d: health }');
    expect(result.body.errors[0].message).toMatch(/alias/i);
  });

  it('hides field suggestions and stack traces', async () => {
    const result = await ctx.h.gql('{ helth }');
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).not.toMatch(/Did you mean|stacktrace/);
  });

  it('maps a variable of the wrong type to BAD_REQUEST', async () => {
    const result = await ctx.h.gql('mutation($i: LoginInput!) { login(input: $i) { tokens { accessToken } userErrors { field message code } } }', {
      i: { email: 5 },
    });
    expect(result.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('answers an invalid bearer token with 401 and UNAUTHORIZED', async () => {
    const result = await ctx.h.gql('{ health }', {}, { token: 'abc.def.ghi' });
    expect(result.status).toBe(401);
    expect(result.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('refuses HTTP Basic on GraphQL and an unknown subscription key', async () => {
    const basic = await ctx.h.gql('{ health }', {}, { headers: { Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } });
    expect(basic.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    const unknownKey = await ctx.h.gql('{ health }', {}, { key: 'f'.repeat(32) });
    expect(unknownKey.status).toBe(401);
  });

  it('answers GET queries and resolves Node types by id prefix', async () => {
    const response = await fetch(`${ctx.h.baseUrl}/graphql?query=${encodeURIComponent('{ me { __typename ... on Node { id } } }')}`, {
      headers: {
        Authorization: `Bearer ${ctx.h.merchant.accessToken}`,
        'apollo-require-preflight': 'true',
        'Ocp-Apim-Subscription-Key': ctx.h.subscriptionKey,
      },
    });
    const body = (await response.json()) as any;
    expect(body.data.me).toEqual({ __typename: 'User', id: ctx.h.merchant.id });
  });

  it('batches user look-ups of one request with DataLoader', async () => {
    const queries: string[] = [];
    const original = ctx.h.services.identity.getUsers.bind(ctx.h.services.identity);
    ctx.h.services.identity.getUsers = async (ids) => {
      queries.push(ids.join(','));
      return original(ids);
    };
    try {
      const result = await ctx.h.gql(
        '{ a: developerAccount { owner { id } } b: developerAccount { owner { email } } }',
        {},
        { token: ctx.h.merchant.accessToken },
      );
      expect(result.body.errors).toBeUndefined();
      // The owner is the signed-in user, already loaded by authentication: no further query.
      expect(queries).toEqual([]);
    } finally {
      ctx.h.services.identity.getUsers = original;
    }
  });
});
