import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { expectEnvelope, fieldsOf, type Harness, type HttpResult, userErrorsOf } from './harness.js';

/**
 * The checks every domain owes its users, on both transports: another owner's id is not found,
 * lists page without gaps or repeats, an idempotent create replays, and each invalid field is
 * named. A new domain's tests call these with its own routes and operations.
 */

type GraphQLResult = HttpResult<{ data?: any; errors?: any }>;

/** The GraphQL error code of a result, or SUCCESS when it has none. */
/** A GraphQL answer's refusal code, as REST's details.code: a top-level error's, or a mutation's first user error's. */
const gqlCode = (result: GraphQLResult): string => result.body.errors?.[0]?.extensions?.code ?? userErrorsOf(result.body)[0]?.code ?? 'SUCCESS';

/** Each call made with a stranger's credentials must answer NOT_FOUND, never the object or FORBIDDEN. */
export async function expectHiddenFromStranger(calls: { rest?: (() => Promise<HttpResult>)[]; gql?: (() => Promise<GraphQLResult>)[] }): Promise<void> {
  for (const call of calls.rest ?? []) expectEnvelope(await call(), 404, 'NOT_FOUND');
  for (const call of calls.gql ?? []) expect(gqlCode(await call())).toBe('NOT_FOUND');
}

/** Each invalid input is refused with 400 naming exactly its field, on each transport given. */
export async function expectFieldRefusals<I>(
  cases: readonly (readonly [I, string])[],
  send: { rest?: (input: I) => Promise<HttpResult>; gql?: (input: I) => Promise<GraphQLResult> },
): Promise<void> {
  for (const [input, field] of cases) {
    if (send.rest) {
      const result = await send.rest(input);
      expectEnvelope(result, 400, 'BAD_REQUEST');
      expect(fieldsOf(result.body), `REST ${field}`).toEqual([field]);
    }
    if (send.gql) {
      const result = await send.gql(input);
      expect(gqlCode(result), `GraphQL ${field}`).toBe('BAD_REQUEST');
      expect(fieldsOf(result.body), `GraphQL ${field}`).toEqual([field]);
    }
  }
}

/**
 * A list of `expected` ids (in the list's order) pages without gaps or repeats: REST by page and
 * size (hasMore false on the last page), GraphQL by first/after cursors (hasNextPage false last).
 */
export async function expectPaging(
  expected: string[],
  list: {
    rest?: (page: number, size: number) => Promise<HttpResult>;
    gql?: (first: number, after: string | null) => Promise<{ ids: string[]; endCursor: string | null; hasNextPage: boolean }>;
  },
  size = 2,
): Promise<void> {
  if (list.rest) {
    const seen: string[] = [];
    for (let page = 0; ; page++) {
      const result = await list.rest(page, size);
      expectEnvelope(result, 200, 'SUCCESS');
      seen.push(...result.body.data.items.map((item: { id: string }) => item.id));
      if (!result.body.data.hasMore) break;
      if (page > expected.length) throw new Error('REST paging never ends');
    }
    expect(seen).toEqual(expected);
  }
  if (list.gql) {
    const seen: string[] = [];
    let after: string | null = null;
    for (let round = 0; ; round++) {
      const page = await list.gql(size, after);
      seen.push(...page.ids);
      if (!page.hasNextPage) break;
      after = page.endCursor;
      if (round > expected.length) throw new Error('GraphQL paging never ends');
    }
    expect(seen).toEqual(expected);
  }
}

/**
 * An idempotent create: the same key and body replay the first answer (REST says
 * Idempotent-Replayed), another body under the key is IDEMPOTENCY_KEY_MISMATCH; on each transport
 * given, with `id` reading the created object's id from an answer.
 */
export async function expectIdempotentCreate<I>(
  body: I,
  otherBody: I,
  transports: {
    rest?: { send: (body: I, key: string) => Promise<HttpResult>; id: (result: HttpResult) => string };
    gql?: { send: (body: I, key: string) => Promise<GraphQLResult>; id: (result: GraphQLResult) => string };
  },
): Promise<void> {
  const { rest, gql } = transports;
  if (rest) {
    const key = randomUUID();
    const first = await rest.send(body, key);
    expectEnvelope(first, 200, 'SUCCESS');
    const replay = await rest.send(body, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(rest.id(replay)).toBe(rest.id(first));
    expectEnvelope(await rest.send(otherBody, key), 400, 'IDEMPOTENCY_KEY_MISMATCH');
  }
  if (gql) {
    const key = randomUUID();
    const first = await gql.send(body, key);
    expect(gqlCode(first)).toBe('SUCCESS');
    expect(gql.id(await gql.send(body, key))).toBe(gql.id(first));
    expect(gqlCode(await gql.send(otherBody, key))).toBe('IDEMPOTENCY_KEY_MISMATCH');
  }
}

/** A fixed 10 GHS payment link of a developer account's merchant, created over REST; its id. */
export async function createPaymentLink(h: Harness, developer: { merchant: { accessToken: string }; subscriptionKey: string }, title: string): Promise<string> {
  const created = await h.rest('POST', '/merchants/me/payment-links', {
    token: developer.merchant.accessToken,
    key: developer.subscriptionKey,
    body: { title, amount: 10, currency: 'GHS', amountFixed: true },
  });
  expectEnvelope(created, 200, 'SUCCESS');
  return created.body.data.id as string;
}
