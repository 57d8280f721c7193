import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectEnvelope, useHarness, userErrorsOf } from './support/harness.js';

// A merchant's own data on its objects, as Stripe's metadata: set at creation, updated by the
// owner (an empty value unsets a key), held to Stripe's limits by the API and by the database,
// carried by events, copied from a payment link or an invoice onto the payment made through it, and
// never shown to anyone but its owner.

const ctx = useHarness();

async function merchant() {
  const developer = await ctx.h.createDeveloper();
  const as = { token: developer.merchant.accessToken, key: developer.subscriptionKey };
  return { developer, as };
}

async function createLink(as: { token: string; key: string }, metadata?: unknown) {
  return ctx.h.rest('POST', '/merchants/me/payment-links', {
    ...as,
    body: { title: 'Kente', amount: 120, currency: 'GHS', amountFixed: true, ...(metadata === undefined ? {} : { metadata }) },
  });
}

async function payByCard(url: string) {
  const code = url.split('/').pop()!;
  const response = await fetch(`${ctx.h.baseUrl}/pay/${code}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'card', number: '4242424242424242', expMonth: '12', expYear: '2030', cvc: '123' }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

async function eventsOf(ownerId: string, type: string) {
  return ctx.h.db.selectFrom('events').select('data').where('owner_id', '=', ownerId).where('type', '=', type).orderBy('seq').execute();
}

describe('metadata', () => {
  it('is set at creation, updated key by key (an empty value unsets one) and announced, on a payment link over REST', async () => {
    const { developer, as } = await merchant();
    const created = await createLink(as, { order_id: '1001', channel: 'web', empty: '' });
    expectEnvelope(created, 200, 'SUCCESS');
    // An empty value at creation is a key not set.
    expect(created.body.data.metadata).toEqual({ order_id: '1001', channel: 'web' });
    const id = created.body.data.id;
    const plain = await createLink(as);
    expect(plain.body.data.metadata).toEqual({});

    const updated = await ctx.h.rest('POST', `/merchants/me/payment-links/${id}`, { ...as, body: { metadata: { channel: '', customer: 'ama' } } });
    expectEnvelope(updated, 200, 'SUCCESS');
    expect(updated.body.data.metadata).toEqual({ order_id: '1001', customer: 'ama' });
    expect((await ctx.h.rest('GET', `/merchants/me/payment-links/${id}`, as)).body.data.metadata).toEqual({ order_id: '1001', customer: 'ama' });
    const [announced] = await eventsOf(developer.merchant.id, 'payment_link.updated');
    expect(announced?.data).toMatchObject({ paymentLink: { id, metadata: { order_id: '1001', customer: 'ama' } } });
  });

  it("is held to Stripe's limits, each refusal naming its field, and the merge is held to 50 keys", async () => {
    const { as } = await merchant();
    const many = (n: number, prefix = 'k') => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, 'v']));
    const refusals: [unknown, string][] = [
      [many(51), 'metadata'],
      [{ ['k'.repeat(41)]: 'v' }, `metadata.${'k'.repeat(41)}`],
      [{ 'order[id]': 'v' }, 'metadata.order[id]'],
      [{ order_id: 'v'.repeat(501) }, 'metadata.order_id'],
      [{ order_id: 1001 }, 'metadata.order_id'],
      [['order_id', '1001'], 'metadata'],
    ];
    for (const [metadata, field] of refusals) {
      const refused = await createLink(as, metadata);
      expectEnvelope(refused, 400, 'BAD_REQUEST');
      expect(refused.body.details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const full = await createLink(as, many(50));
    expectEnvelope(full, 200, 'SUCCESS');
    const overflow = await ctx.h.rest('POST', `/merchants/me/payment-links/${full.body.data.id}`, { ...as, body: { metadata: { one_more: 'v' } } });
    expectEnvelope(overflow, 400, 'BAD_REQUEST');
    expect(overflow.body.details.fields[0].field).toBe('metadata');
    // Swapping a key for another stays within 50.
    const swapped = await ctx.h.rest('POST', `/merchants/me/payment-links/${full.body.data.id}`, { ...as, body: { metadata: { k0: '', one_more: 'v' } } });
    expectEnvelope(swapped, 200, 'SUCCESS');
    expect(Object.keys(swapped.body.data.metadata)).toHaveLength(50);
  });

  it('is held to the same limits by the database, whatever path writes it', async () => {
    const { as } = await merchant();
    const id = (await createLink(as)).body.data.id;
    const write = (metadata: string) => sql`UPDATE payment_links SET metadata = ${metadata}::jsonb WHERE id = ${id}`.execute(ctx.h.db);
    for (const bad of [
      '[]',
      '{"k": 1}',
      `{"${'k'.repeat(41)}": "v"}`,
      '{"a[b]": "v"}',
      `{"k": "${'v'.repeat(501)}"}`,
      JSON.stringify(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']))),
    ])
      await expect(write(bad), bad.slice(0, 30)).rejects.toThrow(/payment_links_metadata_is_valid/);
    await write('{"order_id": "1001"}');
  });

  it('is read and updated in GraphQL as key/value entries, in key order; a key given twice is a user error', async () => {
    const { as } = await merchant();
    const created = await ctx.h.gql(
      'mutation($i: CreatePaymentLinkInput!) { createPaymentLink(input: $i) { paymentLink { id metadata { key value } } userErrors { field code } } }',
      {
        i: {
          title: 'Kente',
          amount: '5.00',
          currency: 'GHS',
          amountFixed: true,
          metadata: [
            { key: 'z', value: '26' },
            { key: 'a', value: '1' },
          ],
        },
      },
      { token: as.token },
    );
    const link = created.body.data.createPaymentLink.paymentLink;
    expect(link.metadata).toEqual([
      { key: 'a', value: '1' },
      { key: 'z', value: '26' },
    ]);
    const update = (metadata: unknown) =>
      ctx.h.gql(
        'mutation($i: UpdatePaymentLinkInput!) { updatePaymentLink(input: $i) { paymentLink { metadata { key value } } userErrors { field message code } } }',
        { i: { id: link.id, metadata } },
        { token: as.token },
      );
    const updated = await update([
      { key: 'a', value: '' },
      { key: 'order_id', value: '1001' },
    ]);
    expect(updated.body.data.updatePaymentLink.paymentLink.metadata).toEqual([
      { key: 'order_id', value: '1001' },
      { key: 'z', value: '26' },
    ]);
    const twice = await update([
      { key: 'k', value: '1' },
      { key: 'k', value: '2' },
    ]);
    expect(userErrorsOf(twice.body)[0]).toMatchObject({ field: ['input', 'metadata'] });
    const tooLong = await update([{ key: 'k', value: 'v'.repeat(501) }]);
    expect(userErrorsOf(tooLong.body)[0]?.field?.slice(0, 2)).toEqual(['input', 'metadata']);
  });

  it('is copied from a payment link onto the payment made through it, carried by the events, and updated on the payment alone', async () => {
    const { developer, as } = await merchant();
    const link = (await createLink(as, { order_id: '1001' })).body.data;
    await payByCard(link.url);
    // The link changes afterwards: the payment keeps what the link held when it was paid.
    await ctx.h.rest('POST', `/merchants/me/payment-links/${link.id}`, { ...as, body: { metadata: { order_id: '1002' } } });
    const payments = await ctx.h.rest('GET', `/merchants/me/payments?targetId=${link.id}`, as);
    const payment = payments.body.data.items[0];
    expect(payment.metadata).toEqual({ order_id: '1001' });
    const [paid] = await eventsOf(developer.merchant.id, 'payment_link.paid');
    expect(paid?.data).toMatchObject({ paymentLink: { metadata: { order_id: '1001' } }, payment: { id: payment.id, metadata: { order_id: '1001' } } });
    const [completed] = await eventsOf(developer.merchant.id, 'payment.completed');
    expect(completed?.data).toMatchObject({ payment: { id: payment.id, metadata: { order_id: '1001' } } });

    const updated = await ctx.h.rest('POST', `/merchants/me/payments/${payment.id}`, { ...as, body: { metadata: { shipped: 'yes' } } });
    expectEnvelope(updated, 200, 'SUCCESS');
    expect(updated.body.data.metadata).toEqual({ order_id: '1001', shipped: 'yes' });
    const [announced] = await eventsOf(developer.merchant.id, 'payment.updated');
    expect(announced?.data).toMatchObject({ payment: { id: payment.id, metadata: { order_id: '1001', shipped: 'yes' } } });
    // A refund takes its own metadata, at creation and after, and carries it in its events.
    const refund = await ctx.h.rest('POST', `/merchants/me/payments/${payment.id}/refunds`, { ...as, body: { amount: '10.00', metadata: { ticket: '4412' } } });
    expectEnvelope(refund, 200, 'SUCCESS');
    expect(refund.body.data.metadata).toEqual({ ticket: '4412' });
    const [refunded] = await eventsOf(developer.merchant.id, 'payment.refunded');
    expect(refunded?.data).toMatchObject({ payment: { metadata: { order_id: '1001', shipped: 'yes' } }, refund: { metadata: { ticket: '4412' } } });
    const tagged = await ctx.h.gql(
      'mutation($i: UpdateRefundInput!) { updateRefund(input: $i) { refund { id metadata { key value } } userErrors { field } } }',
      { i: { id: refund.body.data.id, metadata: [{ key: 'resolved', value: 'yes' }] } },
      { token: as.token },
    );
    expect(tagged.body.data.updateRefund.refund.metadata).toEqual([
      { key: 'resolved', value: 'yes' },
      { key: 'ticket', value: '4412' },
    ]);
    expect((await ctx.h.rest('GET', `/merchants/me/refunds/${refund.body.data.id}`, as)).body.data.metadata).toEqual({ ticket: '4412', resolved: 'yes' });
    expect((await eventsOf(developer.merchant.id, 'refund.updated'))[0]?.data).toMatchObject({
      refund: { id: refund.body.data.id, metadata: { resolved: 'yes' } },
    });
    const read = await ctx.h.gql('query($id: ID!) { payment(id: $id) { metadata { key value } } }', { id: payment.id }, { token: as.token });
    expect(read.body.data.payment.metadata).toEqual([
      { key: 'order_id', value: '1001' },
      { key: 'shipped', value: 'yes' },
    ]);
  });

  it('is copied from an invoice onto its payment, and updated on the invoice over both transports', async () => {
    const { developer, as } = await merchant();
    const invoice = await ctx.h.rest('POST', '/merchants/me/invoices', {
      ...as,
      body: {
        customerEmail: 'ama@example.com',
        currency: 'GHS',
        items: [{ description: 'Kente', quantity: 1, unitPrice: 10 }],
        metadata: { order_id: 'inv-7' },
      },
    });
    expectEnvelope(invoice, 200, 'SUCCESS');
    expect(invoice.body.data.metadata).toEqual({ order_id: 'inv-7' });
    const [created] = await eventsOf(developer.merchant.id, 'invoice.created');
    expect(created?.data).toMatchObject({ invoice: { metadata: { order_id: 'inv-7' } } });
    const updated = await ctx.h.gql(
      'mutation($i: UpdateInvoiceInput!) { updateInvoice(input: $i) { invoice { metadata { key value } } userErrors { field } } }',
      { i: { id: invoice.body.data.id, metadata: [{ key: 'customer', value: 'ama' }] } },
      { token: as.token },
    );
    expect(updated.body.data.updateInvoice.invoice.metadata).toEqual([
      { key: 'customer', value: 'ama' },
      { key: 'order_id', value: 'inv-7' },
    ]);
    expect((await eventsOf(developer.merchant.id, 'invoice.updated'))[0]?.data).toMatchObject({
      invoice: { metadata: { customer: 'ama', order_id: 'inv-7' } },
    });
    await payByCard(invoice.body.data.url);
    const payments = await ctx.h.rest('GET', `/merchants/me/payments?targetId=${invoice.body.data.id}`, as);
    expect(payments.body.data.items[0].metadata).toEqual({ customer: 'ama', order_id: 'inv-7' });
    const [paid] = await eventsOf(developer.merchant.id, 'invoice.paid');
    expect(paid?.data).toMatchObject({ invoice: { status: 'PAID' }, payment: { metadata: { customer: 'ama', order_id: 'inv-7' } } });
  });

  it('never leaves its owner: another merchant cannot read or update it, and the payer on the hosted page never sees it', async () => {
    const { as } = await merchant();
    const other = await merchant();
    const link = (await createLink(as, { secret_order: 'zq-8841-private' })).body.data;
    expectEnvelope(await ctx.h.rest('GET', `/merchants/me/payment-links/${link.id}`, other.as), 404, 'NOT_FOUND');
    const foreign = await ctx.h.rest('POST', `/merchants/me/payment-links/${link.id}`, { ...other.as, body: { metadata: { taken: 'yes' } } });
    expectEnvelope(foreign, 404, 'NOT_FOUND');
    const viaGraphql = await ctx.h.gql(
      'mutation($i: UpdatePaymentLinkInput!) { updatePaymentLink(input: $i) { paymentLink { id } userErrors { code } } }',
      { i: { id: link.id, metadata: [{ key: 'taken', value: 'yes' }] } },
      { token: other.as.token },
    );
    expect(viaGraphql.body.data.updatePaymentLink.paymentLink).toBeNull();
    expect((await ctx.h.rest('GET', `/merchants/me/payment-links/${link.id}`, as)).body.data.metadata).toEqual({ secret_order: 'zq-8841-private' });
    const page = await fetch(link.url.replace(/^.*\/pay\//, `${ctx.h.baseUrl}/pay/`));
    expect(await page.text()).not.toContain('zq-8841-private');
    await payByCard(link.url);
    const payment = (await ctx.h.rest('GET', `/merchants/me/payments?targetId=${link.id}`, as)).body.data.items[0];
    expectEnvelope(await ctx.h.rest('POST', `/merchants/me/payments/${payment.id}`, { ...other.as, body: { metadata: { taken: 'yes' } } }), 404, 'NOT_FOUND');
    const refund = await ctx.h.rest('POST', `/merchants/me/payments/${payment.id}/refunds`, { ...as, body: { amount: '1.00' } });
    expectEnvelope(await ctx.h.rest('GET', `/merchants/me/refunds/${refund.body.data.id}`, other.as), 404, 'NOT_FOUND');
    expectEnvelope(
      await ctx.h.rest('POST', `/merchants/me/refunds/${refund.body.data.id}`, { ...other.as, body: { metadata: { taken: 'yes' } } }),
      404,
      'NOT_FOUND',
    );
  });
});
