import { describe, expect, it, vi } from 'vitest';
import { apolloDocument, createApolloClient } from '../examples/graphql-client/src/apollo.js';
import { buildSchema } from '../src/graphql/schema.js';
import { graphql } from '../src/generated/documents/index.js';
import { useHarness } from './support/harness.js';
import { createPaymentLink } from './support/kit.js';

// Apollo Client 4 with the normalized cache and the policies generated from the schema
// (examples/graphql-client), as a frontend team runs it: what the review found broken with it.
const LinksPage = graphql(`
  query ApolloLinksPage($after: String) { paymentLinks(first: 2, after: $after) { edges { cursor node { id title } } pageInfo { hasNextPage endCursor } } }
`);
const CreateLink = graphql(`
  mutation ApolloCreateLink($i: CreatePaymentLinkInput!) { createPaymentLink(input: $i) { paymentLink { id title } userErrors { field message code } } }
`);
const PaymentState = graphql(`
  query ApolloPaymentState($id: ID!) { payment(id: $id) { id status refundedAmount { amount } } }
`);
const Refund = graphql(`
  mutation ApolloRefund($id: ID!, $amount: Decimal) {
    refundPayment(id: $id, amount: $amount) { refund { id status } payment { id status refundedAmount { amount } } userErrors { field message code } }
  }
`);

const WalletBalances = graphql(`
  query ApolloWalletBalances { wallet { id balances { id walletId currency balance { amount } availableBalance { amount } } } }
`);
const BalanceChanged = graphql(`
  subscription ApolloBalanceChanged { walletBalanceChanged { id currency balance { amount } availableBalance { amount } } }
`);

const SandboxClockState = graphql(`
  query ApolloSandboxClock { sandboxClock { accountId offsetSeconds } }
`);
const AdvanceClock = graphql(`
  mutation ApolloAdvanceClock($i: AdvanceSandboxClockInput!) {
    advanceSandboxClock(input: $i) { sandboxClockAdvance { clock { accountId offsetSeconds } } userErrors { field message code } }
  }
`);

/**
 * What a payload or a subscription answers that has neither an id nor a @cacheKey, and why each is
 * right as a value of its payload: it is the result of one action, shown once, never changed later.
 */
const ONE_ACTION_RESULTS: Record<string, string> = {
  AuthTokens: 'a pair of tokens handed over once; nothing in the API reads them back',
  ApiAccessToken: 'a product access token handed over once',
  ProductSubscriptionKeys: 'the keys shown once at sign-up',
  PhoneVerificationSent: 'where a code was sent, and until when it holds',
  PaymentMethodSync: "one sync's report: its payment methods are Nodes and normalise on their own",
  SandboxClockAdvance: "one advance's report: its clock (keyed by account) and its events (Nodes) normalise on their own",
};

const ctx = useHarness();

async function paidPayment(url: string): Promise<string> {
  const response = await fetch(`${ctx.h.baseUrl}/pay/${url.split('/').pop()}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'card', number: '4242424242424242', expMonth: '12', expYear: '2030', cvc: '123' }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location')!.split('/').pop()!;
}

describe('Apollo Client 4 with the generated cache policies', () => {
  it('merges pages of a connection by cursor without a repeated row, although a link was created between the pages', async () => {
    const developer = await ctx.h.createDeveloper();
    const older = [];
    for (const title of ['First', 'Second', 'Third']) {
      older.push(await createPaymentLink(ctx.h, developer, title));
      ctx.h.clock.advance(1000);
    }
    const client = createApolloClient({ url: ctx.h.baseUrl, subscriptionKey: developer.subscriptionKey, accessToken: developer.merchant.accessToken });
    const first = await client.query({ query: apolloDocument(LinksPage), variables: {} });
    expect(first.data?.paymentLinks.edges.map((e) => e.node.title)).toEqual(['Third', 'Second']);

    const created = await client.mutate({
      mutation: apolloDocument(CreateLink),
      variables: { i: { title: 'Between pages', amount: '1.00', currency: 'GHS', amountFixed: true } },
    });
    expect(created.data?.createPaymentLink.userErrors).toEqual([]);

    const observable = client.watchQuery({ query: apolloDocument(LinksPage), variables: {} });
    await observable.fetchMore({ variables: { after: first.data?.paymentLinks.pageInfo.endCursor } });
    const merged = client.readQuery({ query: apolloDocument(LinksPage), variables: {} })!.paymentLinks;
    const ids = merged.edges.map((e) => e.node.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...older].reverse());
    expect(merged.pageInfo.hasNextPage).toBe(false);
  });

  it("updates a cached payment from refundPayment's payload, with no refetch, and reads a refusal from userErrors", async () => {
    const developer = await ctx.h.createDeveloper();
    const link = await ctx.h.rest('POST', '/merchants/me/payment-links', {
      token: developer.merchant.accessToken,
      key: developer.subscriptionKey,
      body: { title: 'Shoes', amount: 30, currency: 'GHS', amountFixed: true },
    });
    const paymentId = await paidPayment(link.body.data.url);
    const client = createApolloClient({ url: ctx.h.baseUrl, subscriptionKey: developer.subscriptionKey, accessToken: developer.merchant.accessToken });
    const before = await client.query({ query: apolloDocument(PaymentState), variables: { id: paymentId } });
    expect(before.data?.payment).toMatchObject({ status: 'COMPLETE', refundedAmount: { amount: '0.00' } });

    const refunded = await client.mutate({ mutation: apolloDocument(Refund), variables: { id: paymentId, amount: '10.00' } });
    expect(refunded.data?.refundPayment.userErrors).toEqual([]);
    // The cache alone: the payment the mutation answered replaced what was cached under its id.
    const cached = client.readQuery({ query: apolloDocument(PaymentState), variables: { id: paymentId } });
    expect(cached?.payment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: { amount: '10.00' } });

    const tooMuch = await client.mutate({ mutation: apolloDocument(Refund), variables: { id: paymentId, amount: '25.00' } });
    expect(tooMuch.error).toBeUndefined();
    expect(tooMuch.data?.refundPayment).toMatchObject({ refund: null, payment: null, userErrors: [{ field: ['amount'], code: 'REFUND_TOO_LARGE' }] });
  });

  it("updates a cached wallet's balance from walletBalanceChanged, with no refetch", async () => {
    const user = await ctx.h.createUser();
    const client = createApolloClient({ url: ctx.h.baseUrl, subscriptionKey: ctx.h.subscriptionKey, accessToken: user.accessToken });
    try {
      const before = await client.query({ query: apolloDocument(WalletBalances) });
      const [cedis] = before.data!.wallet.balances;
      expect(cedis).toMatchObject({ walletId: before.data!.wallet.id, currency: 'GHS', balance: { amount: '0.00' } });
      expect(cedis!.id).toMatch(/^la_/);

      const received: { id: string; balance: { amount: string } }[] = [];
      const subscription = client.subscribe({ query: apolloDocument(BalanceChanged) }).subscribe({
        next: (result) => void (result.data && received.push(result.data.walletBalanceChanged)),
      });
      try {
        // Funded until the first event arrives: the server listens only once the socket's subscribe reached it.
        await vi.waitFor(
          async () => {
            await ctx.h.fund(user, 'GHS', '1.00');
            expect(received.length).toBeGreaterThan(0);
          },
          { timeout: 10_000, interval: 200 },
        );
        const latest = received.at(-1)!;
        expect(latest.id).toBe(cedis!.id);
        expect(Number(latest.balance.amount)).toBeGreaterThan(0);
        // The cache alone: the wallet read before holds the balance the subscription delivered.
        const cached = client.readQuery({ query: apolloDocument(WalletBalances) });
        expect(cached?.wallet.balances[0]).toMatchObject({ id: cedis!.id, balance: { amount: latest.balance.amount } });
      } finally {
        subscription.unsubscribe();
      }
    } finally {
      client.stop();
    }
  });

  it("updates a cached sandbox clock from advanceSandboxClock's payload: a type without an id normalises by its @cacheKey", async () => {
    const developer = await ctx.h.createDeveloper();
    const client = createApolloClient({ url: ctx.h.baseUrl, subscriptionKey: developer.subscriptionKey, accessToken: developer.merchant.accessToken });
    try {
      const before = await client.query({ query: apolloDocument(SandboxClockState) });
      expect(before.data?.sandboxClock.offsetSeconds).toBe(0);
      const advanced = await client.mutate({ mutation: apolloDocument(AdvanceClock), variables: { i: { seconds: 3600 } } });
      expect(advanced.data?.advanceSandboxClock.userErrors).toEqual([]);
      const cached = client.readQuery({ query: apolloDocument(SandboxClockState) });
      expect(cached?.sandboxClock).toEqual({ __typename: 'SandboxClock', accountId: before.data!.sandboxClock.accountId, offsetSeconds: 3600 });
    } finally {
      client.stop();
    }
  });

  it('normalises every type a payload or a subscription answers: an id, a @cacheKey, or one action’s result', () => {
    const schema = buildSchema();
    type Fields = Record<string, { type: unknown }>;
    const named = (type: unknown): string => String(type).replace(/[[\]!]/g, '');
    const answering = [schema.getSubscriptionType()!.name, ...Object.keys(schema.getTypeMap()).filter((name) => name.endsWith('Payload'))];
    const unkeyed = new Set<string>();
    for (const root of answering) {
      for (const field of Object.values((schema.getType(root) as unknown as { getFields(): Fields }).getFields())) {
        const type = schema.getType(named(field.type)) as unknown as {
          name: string;
          getFields?(): Fields;
          astNode?: { directives?: { name: { value: string } }[] };
        };
        if (!type.getFields || type.name === 'UserError' || 'getTypes' in type || type.name.endsWith('Connection')) continue;
        if ('id' in type.getFields() || type.astNode?.directives?.some((d) => d.name.value === 'cacheKey')) continue;
        unkeyed.add(type.name);
      }
    }
    expect([...unkeyed].sort()).toEqual(Object.keys(ONE_ACTION_RESULTS).sort());
  });
});
