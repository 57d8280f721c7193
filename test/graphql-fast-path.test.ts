import { describe, expect, it } from 'vitest';
import { TRUSTED_DOCUMENT_IDS } from '../examples/graphql-client/src/generated/trusted-document-ids.js';
import { type Harness, useHarness } from './support/harness.js';

// The fast path (http/graphql-fast-path.ts) against Apollo Server's pipeline: three servers, one with
// each executor (the fast path running graphql-jit's compiled operations, the default; the fast path
// running graphql-js's execute; Apollo alone), asked the same requests, must answer the same status,
// media type and body (cost included), for answers that succeed, fail at a field, fail as a whole,
// report userErrors, resolve an abstract type, skip a field, or are refused before anything runs
// (which the fast path hands to Apollo).
const fast = useHarness();
const interpreted = useHarness({ GRAPHQL_EXECUTOR: 'fast' });
const apollo = useHarness({ GRAPHQL_EXECUTOR: 'apollo' });

interface Answer {
  status: number;
  type: string | null;
  body: unknown;
}

async function post(h: Harness, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${h.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type'), body: withoutIds(await response.json()) };
}

/** An answer with each object id (`wal_…`) as `<id>`: the two servers' users are not the same. */
const withoutIds = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (_key, field: unknown) => (typeof field === 'string' && /^[a-z]+_[A-Za-z0-9]{16,}$/.test(field) ? '<id>' : field));

/** The requests, made by a fresh app user of each server: what each answers, in order. */
async function answersOf(h: Harness): Promise<Answer[]> {
  const user = await h.createUser();
  const { secret } = await h.createSecretKey(await h.createDeveloper());
  const walletId = TRUSTED_DOCUMENT_IDS['MyWallet']!.text;
  const ownWalletId: string = (await h.gql('{ wallet { id } }', {}, { token: user.accessToken })).body.data.wallet.id;
  return [
    // Succeeds, with its cost.
    await post(h, { query: '{ me { firstName lastName } wallet { balances { currency } } }' }, user.accessToken),
    // Fails at one field, the rest answered.
    await post(h, { query: '{ me { firstName } paymentLink(id: "plink_missing") { title } }' }, user.accessToken),
    // Fails as a whole: a non-null root field refused.
    await post(h, { query: '{ me { firstName } secretKeys(first: 1) { totalCount } }' }, secret),
    // A mutation's userErrors.
    await post(
      h,
      {
        query: 'mutation($i: CreatePaymentLinkInput!) { createPaymentLink(input: $i) { paymentLink { title } userErrors { field message code } } }',
        variables: { i: { title: '', amount: '-5', currency: 'GHS', amountFixed: true } },
      },
      user.accessToken,
    ),
    // Refused before anything runs: a variable that does not coerce, a document that does not validate, one that does not parse.
    await post(h, { query: 'query($n: Int!) { me { firstName } events(first: $n) { edges { cursor } } }', variables: { n: 'many' } }, user.accessToken),
    await post(h, { query: '{ me { nope } }' }, user.accessToken),
    await post(h, { query: '{ me { ' }, user.accessToken),
    // Two operations and no operationName; then the one named.
    await post(h, { query: 'query A { me { firstName } } query B { me { lastName } }' }, user.accessToken),
    await post(h, { query: 'query A { me { firstName } } query B { me { lastName } }', operationName: 'B' }, user.accessToken),
    // A trusted document by its id; an id the server does not hold.
    await post(h, { extensions: { persistedQuery: { version: 1, sha256Hash: walletId } } }, user.accessToken),
    await post(h, { extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } }, user.accessToken),
    // No credential.
    await post(h, { query: '{ me { firstName } }' }),
    // An interface resolved to its type, aliases, a skipped and an included field, a list of objects.
    await post(
      h,
      {
        query:
          'query($id: ID!, $yes: Boolean!) { node(id: $id) { __typename id ... on Wallet { owned: balances { currency availableBalance { amount } } } } me { firstName @include(if: $yes) lastName @skip(if: $yes) } }',
        variables: { id: ownWalletId, yes: true },
      },
      user.accessToken,
    ),
    // An id that names nothing.
    await post(h, { query: '{ node(id: "usr_0000000000000000000000") { id } }' }, user.accessToken),
    // A list whose last item fails (its null stays at its index), and a count read lazily.
    await post(
      h,
      {
        query: 'query($ids: [ID!]!) { nodes(ids: $ids) { id } wallet { transactions(currency: "GHS", first: 1) { totalCount nodes { entryId } } } }',
        variables: { ids: [ownWalletId, 'nothing_at_all'] },
      },
      user.accessToken,
    ),
  ];
}

async function executorCounts(h: Harness): Promise<{ compiled: number; fast: number; apollo: number }> {
  const text = (await (await fetch(`${h.baseUrl}/metrics`)).text()).split('\n');
  const count = (executor: string) => Number(text.find((line) => line.startsWith(`graphql_http_requests_total{executor="${executor}"}`))?.split(' ')[1] ?? 0);
  return { compiled: count('compiled'), fast: count('fast'), apollo: count('apollo') };
}

describe('the GraphQL fast path', () => {
  it("answers as Apollo Server's pipeline does: status, media type and body, errors and cost included", async () => {
    const before = { fast: await executorCounts(fast.h), interpreted: await executorCounts(interpreted.h), apollo: await executorCounts(apollo.h) };
    const [byFastPath, byInterpreter, byApollo] = await Promise.all([answersOf(fast.h), answersOf(interpreted.h), answersOf(apollo.h)]);
    expect(byFastPath.length).toBeGreaterThan(10);
    for (const [index, answer] of byFastPath.entries()) {
      expect(answer, `request ${index}`).toEqual(byApollo[index]);
      expect(byInterpreter[index], `request ${index}, graphql-js`).toEqual(byApollo[index]);
    }
    expect(byFastPath.at(-3)!.body).toMatchObject({ data: { node: { __typename: 'Wallet', owned: [{ currency: 'GHS' }] }, me: { firstName: 'Kofi' } } });
    expect(byFastPath.at(-1)!.body).toMatchObject({ data: { nodes: [{ id: '<id>' }, null], wallet: { transactions: { totalCount: 0 } } } });
    expect(byFastPath[0]!.body).toMatchObject({ data: { me: { firstName: 'Kofi' } }, extensions: { cost: { requested: expect.any(Number) } } });
    // The fast path answered what it could, and Apollo the rest; the Apollo-only server ran none on it.
    const after = { fast: await executorCounts(fast.h), interpreted: await executorCounts(interpreted.h), apollo: await executorCounts(apollo.h) };
    // By default every operation the fast path takes runs compiled; GRAPHQL_EXECUTOR=fast runs them through graphql-js.
    expect(after.fast.compiled - before.fast.compiled).toBeGreaterThanOrEqual(8);
    expect(after.fast.fast - before.fast.fast).toBe(0);
    expect(after.fast.apollo - before.fast.apollo).toBeGreaterThanOrEqual(4);
    expect(after.interpreted.fast - before.interpreted.fast).toBe(after.fast.compiled - before.fast.compiled);
    expect(after.interpreted.compiled).toBe(0);
    expect(after.apollo.fast + after.apollo.compiled).toBe(0);
  });
});
