import { describe, expect, it } from 'vitest';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, useHarness } from './support/harness.js';

// Search with Stripe's query language: GET …/search?query= on REST and search…(query:) in GraphQL,
// over a merchant's own objects only, paged by object as every list; a query that does not read is
// 400 naming where it stopped.

const ctx = useHarness();

async function merchant() {
  const developer = await ctx.h.createDeveloper();
  return { token: developer.merchant.accessToken, key: developer.subscriptionKey };
}

type As = Awaited<ReturnType<typeof merchant>>;

async function link(as: As, body: Record<string, unknown>): Promise<string> {
  ctx.h.clock.advance(SECOND);
  const created = await ctx.h.rest('POST', '/merchants/me/payment-links', { ...as, body: { currency: 'GHS', amountFixed: true, ...body } });
  expectEnvelope(created, 200, 'SUCCESS');
  return created.body.data.id;
}

async function search(as: As, resource: string, query: string, extra = '') {
  // Sales are under /pos; every other searchable resource under /merchants/me.
  const base = resource === 'pos-sales' ? '/pos/sales' : `/merchants/me/${resource}`;
  return ctx.h.rest('GET', `${base}/search?query=${encodeURIComponent(query)}${extra}`, as);
}

async function found(as: As, resource: string, query: string): Promise<string[]> {
  const answer = await search(as, resource, query);
  expectEnvelope(answer, 200, 'SUCCESS');
  return answer.body.data.items.map((item: { id: string }) => item.id);
}

async function pay(url: string) {
  const response = await fetch(`${ctx.h.baseUrl}/pay/${url.split('/').pop()}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'card', number: '4242424242424242', expMonth: '12', expYear: '2030', cvc: '123' }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

describe('search', () => {
  it("finds payment links by metadata and fields, with AND, OR, - and > and <, the owner's only, newest first", async () => {
    const as = await merchant();
    const kente = await link(as, { title: 'Kente', amount: 120, metadata: { order_id: '1001', channel: 'web' } });
    const shea = await link(as, { title: 'Shea butter', amount: 35, metadata: { order_id: '1002', channel: 'shop' } });
    const beads = await link(as, { title: 'Beads', amount: 5.5, metadata: { order_id: '1003', channel: 'web' } });
    // Another merchant's link with the same metadata is never found.
    await link(await merchant(), { title: 'Kente', amount: 120, metadata: { order_id: '1001', channel: 'web' } });

    expect(await found(as, 'payment-links', "metadata['order_id']:'1001'")).toEqual([kente]);
    expect(await found(as, 'payment-links', "metadata['channel']:'web'")).toEqual([beads, kente]);
    expect(await found(as, 'payment-links', "metadata['channel']:'web' AND amount>100")).toEqual([kente]);
    expect(await found(as, 'payment-links', "title:'Shea butter' OR title:Beads")).toEqual([beads, shea]);
    expect(await found(as, 'payment-links', "-metadata['channel']:'web'")).toEqual([shea]);
    expect(await found(as, 'payment-links', 'amount<=35 AND amount>=5.50')).toEqual([beads, shea]);
    expect(await found(as, 'payment-links', 'status:active AND currency:GHS')).toEqual([beads, shea, kente]);
    const today = ctx.h.clock.now().toISOString().slice(0, 10);
    expect(await found(as, 'payment-links', `createdAt:${today}`)).toEqual([beads, shea, kente]);
    expect(await found(as, 'payment-links', `createdAt<${today}`)).toEqual([]);
    expect(await found(as, 'payment-links', `createdAt>=${today} AND createdAt<=${ctx.h.clock.now().toISOString()}`)).toEqual([beads, shea, kente]);
    // Paged by object, as every list.
    const first = await search(as, 'payment-links', 'currency:GHS', '&limit=2');
    expect(first.body.data).toMatchObject({ hasMore: true });
    const next = await search(as, 'payment-links', 'currency:GHS', `&limit=2&startingAfter=${first.body.data.items[1].id}`);
    expect(next.body.data.items.map((item: { id: string }) => item.id)).toEqual([kente]);
  });

  it('finds payments by the metadata copied from their link, and invoices by status, e-mail and metadata, on REST and GraphQL alike', async () => {
    const as = await merchant();
    const wanted = await ctx.h.rest('POST', '/merchants/me/payment-links', {
      ...as,
      body: { title: 'Order 77', amount: 40, currency: 'GHS', amountFixed: true, metadata: { order_id: '77' } },
    });
    const other = await ctx.h.rest('POST', '/merchants/me/payment-links', {
      ...as,
      body: { title: 'Order 78', amount: 60, currency: 'GHS', amountFixed: true, metadata: { order_id: '78' } },
    });
    await pay(wanted.body.data.url);
    await pay(other.body.data.url);
    const [payment] = await found(as, 'payments', "metadata['order_id']:'77'");
    expect(payment).toMatch(/^cs_/);
    expect(await found(as, 'payments', "metadata['order_id']:'77' OR metadata['order_id']:'78'")).toHaveLength(2);
    expect(await found(as, 'payments', "amount>50 AND method:'CARD'")).toHaveLength(1);
    const viaGraphql = await ctx.h.gql(
      'query($q: String!) { searchPayments(query: $q, first: 10) { nodes { id metadata { key value } } pageInfo { hasNextPage } } }',
      { q: "metadata['order_id']:'77'" },
      { token: as.token },
    );
    expect(viaGraphql.body.data.searchPayments.nodes).toEqual([{ id: payment, metadata: [{ key: 'order_id', value: '77' }] }]);

    const invoice = await ctx.h.rest('POST', '/merchants/me/invoices', {
      ...as,
      body: {
        customerEmail: 'ama@example.com',
        currency: 'GHS',
        items: [{ description: 'Kente', quantity: 2, unitPrice: 10 }],
        metadata: { order_id: 'inv-9' },
      },
    });
    expect(await found(as, 'invoices', "customerEmail:'ama@example.com' AND status:SENT AND subtotal>=20")).toEqual([invoice.body.data.id]);
    expect(await found(as, 'invoices', 'status:PAID')).toEqual([]);
    const invoices = await ctx.h.gql(
      'query($q: String!) { searchInvoices(query: $q) { nodes { id } } }',
      { q: "metadata['order_id']:'inv-9'" },
      { token: as.token },
    );
    expect(invoices.body.data.searchInvoices.nodes).toEqual([{ id: invoice.body.data.id }]);
    // Refunds: by their own metadata and fields, across every payment of the merchant's.
    const refund = await ctx.h.rest('POST', `/merchants/me/payments/${payment}/refunds`, { ...as, body: { amount: '5.00', metadata: { ticket: 't-1' } } });
    expectEnvelope(refund, 200, 'SUCCESS');
    expect(await found(as, 'refunds', "metadata['ticket']:'t-1' AND status:SUCCEEDED AND amount<=5")).toEqual([refund.body.data.id]);
    expect(await found(as, 'refunds', `paymentId:'${payment}' AND -status:FAILED`)).toEqual([refund.body.data.id]);
    const refunds = await ctx.h.gql('query($q: String!) { searchRefunds(query: $q) { nodes { id } } }', { q: "metadata['ticket']:'t-1'" }, { token: as.token });
    expect(refunds.body.data.searchRefunds.nodes).toEqual([{ id: refund.body.data.id }]);
    // Point-of-sale sales: by their metadata, method (any case) and total.
    const sell = (body: Record<string, unknown>) =>
      ctx.h.rest('POST', '/pos/sales', {
        ...as,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        body: { currency: 'GHS', paymentMethod: 'cash', ...body },
      });
    const tableSeven = await sell({ items: [{ description: 'Jollof', quantity: 2, unitPrice: '30.00' }], metadata: { table: '7' } });
    expectEnvelope(tableSeven, 200, 'SUCCESS');
    expect(tableSeven.body.data.metadata).toEqual({ table: '7' });
    await sell({ items: [{ description: 'Kelewele', quantity: 1, unitPrice: '10.00' }], metadata: { table: '8' } });
    expect(await found(as, 'pos-sales', "metadata['table']:'7' AND paymentMethod:CASH AND subtotal>50")).toEqual([tableSeven.body.data.id]);
    const sales = await ctx.h.gql(
      'query($q: String!) { searchPosSales(query: $q) { nodes { id metadata { key value } } } }',
      { q: 'subtotal<20' },
      { token: as.token },
    );
    expect(sales.body.data.searchPosSales.nodes).toHaveLength(1);
    const updated = await ctx.h.rest('POST', `/pos/sales/${tableSeven.body.data.id}`, { ...as, body: { metadata: { waiter: 'kofi' } } });
    expect(updated.body.data.metadata).toEqual({ table: '7', waiter: 'kofi' });
    const links = await ctx.h.gql('query($q: String!) { searchPaymentLinks(query: $q) { nodes { id } } }', { q: "title:'Order 78'" }, { token: as.token });
    expect(links.body.data.searchPaymentLinks.nodes).toEqual([{ id: other.body.data.id }]);
  });

  it('refuses a query that does not read with 400, naming the position where it stopped, on REST and GraphQL', async () => {
    const as = await merchant();
    const refusals: [string, RegExp][] = [
      ["metadata['order_id']:'1001", /not closed at position 22/],
      ['amount>>5', /expected a value, found ">" at position 8/],
      ['amount>5x', /amount is an amount in major units, e.g. 120.50 at position 1/],
      ['colour:red', /colour is not a field you can search here .* at position 1/],
      ['status:LOST', /status is one of ACTIVE, INACTIVE at position 1/],
      ['title:a AND title:b OR title:c', /both AND and OR: use one of them at position 21/],
      ['title:a title:b', /expected AND or OR, found "title" at position 9/],
      ['title:a AND', /expected a clause after AND at position 12/],
      ['createdAt>yesterday', /createdAt is a date .* at position 1/],
      ['title', /expected :, >, <, >= or <= after title, found the end of the query at position 6/],
      [' ', /is empty/],
      ["metadata['k']>'1'", /metadata takes ":" only at position 1/],
    ];
    for (const [query, message] of refusals) {
      const answer = await search(as, 'payment-links', query);
      expectEnvelope(answer, 400, 'BAD_REQUEST');
      expect(answer.body.details.fields[0].field, query).toBe('query');
      expect(answer.body.details.description, query).toMatch(message);
    }
    expectEnvelope(await ctx.h.rest('GET', '/merchants/me/payment-links/search', as), 400, 'BAD_REQUEST');
    const refused = await ctx.h.gql('query($q: String!) { searchPaymentLinks(query: $q) { nodes { id } } }', { q: 'amount>5x' }, { token: as.token });
    expect(refused.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    expect(refused.body.errors[0].message).toMatch(/position 1/);
    // Hostile text in a quoted value is a value like any other, never SQL.
    expect(await found(as, 'payment-links', "metadata['x']:'1\\' OR 1=1 --'")).toEqual([]);
    expect(await found(as, 'payment-links', `title:'${"'); DROP TABLE payment_links; --".replaceAll("'", "\\'")}'`)).toEqual([]);
  });
});
