import { describe, expect, it } from 'vitest';
import { apolloDocument, createApolloClient } from '../examples/graphql-client/src/apollo.js';
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
});
