import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { expectEnvelope, useHarness } from './support/harness.js';
import { expectFieldRefusals, expectHiddenFromStranger, expectPaging } from './support/kit.js';

const CreateInvoice = graphql(`
  mutation CreateInvoice($i: CreateInvoiceInput!) { createInvoice(input: $i) { invoice { id invoiceNumber status subtotal { amount currency } items { total { amount } } } userErrors { field message code } } }
`);
const InvoiceById = graphql(`
  query InvoiceById($id: ID!) { invoice(id: $id) { id status } }
`);

const ctx = useHarness();
type Developer = Awaited<ReturnType<typeof ctx.h.createDeveloper>>;

function merchant(developer: Developer) {
  const opts = (more: object = {}) => ({ key: developer.subscriptionKey, token: developer.merchant.accessToken, ...more });
  return {
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      ctx.h.rest('POST', path, opts({ ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) })),
    get: (path: string) => ctx.h.rest('GET', path, opts()),
    advance: (seconds: number) => ctx.h.rest('POST', '/sandbox/clock/advance', opts({ body: { seconds } })),
  };
}

const invoice = (more: Record<string, unknown> = {}) => ({
  customerEmail: 'esi@example.com',
  items: [
    { description: 'Beads', quantity: 3, unitPrice: 0.1 },
    { description: 'Kente strip', quantity: 2, unitPrice: 5 },
  ],
  currency: 'GHS',
  notes: 'Thank you for your order.',
  ...more,
});

const codeOf = (url: string) => url.split('/').pop()!;

async function payByCard(code: string, number = '4242424242424242') {
  const response = await fetch(`${ctx.h.baseUrl}/pay/${code}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'card', number, expMonth: '12', expYear: '2030', cvc: '123' }).toString(),
    redirect: 'manual',
  });
  return response.status;
}

describe('invoices', () => {
  it('compute line totals in minor units, number invoices in sequence per merchant, and send them', async () => {
    const developer = await ctx.h.createDeveloper();
    const m = merchant(developer);
    const created = await m.post('/merchants/me/invoices', invoice());
    expectEnvelope(created, 200, 'SUCCESS');
    expect(created.body.data).toMatchObject({
      invoiceNumber: 'INV-000001',
      status: 'SENT',
      subtotal: 10.3,
      currency: 'GHS',
      customerEmail: 'esi@example.com',
      items: [
        { description: 'Beads', quantity: 3, unitPrice: 0.1, total: 0.3 },
        { description: 'Kente strip', quantity: 2, unitPrice: 5, total: 10 },
      ],
    });
    expect((await m.post('/merchants/me/invoices', invoice())).body.data.invoiceNumber).toBe('INV-000002');
    const other = merchant(await ctx.h.createDeveloper());
    expect((await other.post('/merchants/me/invoices', invoice())).body.data.invoiceNumber).toBe('INV-000001');
    const mail = await m.get('/sandbox/mailbox?to=esi@example.com');
    const sent = mail.body.data.items.find((i: { subject: string }) => i.subject.startsWith('Invoice INV-000001'));
    expect(sent.subject).toBe('Invoice INV-000001 from Test Merchant: 10.30 GHS');
    expect(sent.body).toContain(created.body.data.url);
    const events = await ctx.h.db
      .selectFrom('events')
      .select('type')
      .where('owner_id', '=', developer.merchant.id)
      .where('type', 'like', 'invoice.%')
      .orderBy('seq')
      .execute();
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(['invoice.created', 'invoice.sent']);
  });

  it('are paid on their page once, and then show that they are paid', async () => {
    const developer = await ctx.h.createDeveloper();
    const m = merchant(developer);
    const created = (await m.post('/merchants/me/invoices', invoice())).body.data;
    const page = await (await fetch(`${ctx.h.baseUrl}/pay/${codeOf(created.url)}`)).text();
    expect(page).toContain(`Invoice ${created.invoiceNumber}`);
    expect(page).toContain('10.30 GHS');
    expect(await payByCard(codeOf(created.url))).toBe(303);
    expect((await m.get(`/merchants/me/invoices/${created.id}`)).body.data).toMatchObject({ status: 'PAID', paidAt: expect.any(String) });
    // The payment says what it paid: the invoice's number and customer.
    expect((await m.get('/merchants/me/payments')).body.data.items[0]).toMatchObject({
      targetId: created.id,
      description: `Invoice ${created.invoiceNumber} · ${created.customerEmail}`,
    });
    const paid = await ctx.h.db.selectFrom('events').select('data').where('owner_id', '=', developer.merchant.id).where('type', '=', 'invoice.paid').execute();
    expect(paid[0]?.data).toMatchObject({ invoice: { id: created.id, status: 'PAID', subtotal: '10.30' } });
    // A paid invoice is gone for payers: its page and a post to it answer 410.
    expect(await payByCard(codeOf(created.url))).toBe(410);
    expectEnvelope(await m.post(`/merchants/me/invoices/${created.id}/void`), 409, 'INVOICE_PAID');
    expect(await ctx.h.balanceOf(developer.merchant, 'GHS')).toBe(1_030n - 15n);
  });

  it('void only while unpaid; a voided invoice takes no money', async () => {
    const m = merchant(await ctx.h.createDeveloper());
    const created = (await m.post('/merchants/me/invoices', invoice())).body.data;
    const voided = await m.post(`/merchants/me/invoices/${created.id}/void`);
    expect(voided.body.data).toMatchObject({ status: 'VOID', voidedAt: expect.any(String) });
    expectEnvelope(await m.post(`/merchants/me/invoices/${created.id}/void`), 409, 'INVOICE_VOID');
    const page = await fetch(`${ctx.h.baseUrl}/pay/${codeOf(created.url)}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This invoice was voided by the merchant.');
    expect(await payByCard(codeOf(created.url))).toBe(410);
  });

  it('fall overdue when the due date passes on the account clock, and can still be paid', async () => {
    const developer = await ctx.h.createDeveloper();
    const m = merchant(developer);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Accra' }).format(ctx.h.clock.now());
    const created = (await m.post('/merchants/me/invoices', invoice({ dueDate: today }))).body.data;
    const walked = await m.advance(2 * 86_400);
    expect(walked.body.data.fired.map((e: { type: string }) => e.type)).toContain('invoice.overdue');
    expect((await m.get(`/merchants/me/invoices/${created.id}`)).body.data.status).toBe('OVERDUE');
    const overdue = await m.get('/merchants/me/invoices?status=OVERDUE');
    expect(overdue.body.data.items.map((i: { id: string }) => i.id)).toEqual([created.id]);
    expect(await payByCard(codeOf(created.url))).toBe(303);
    expect((await m.get(`/merchants/me/invoices/${created.id}`)).body.data.status).toBe('PAID');
  });

  it('refuse bad input, page, replay a duplicate create, answer on GraphQL, and hide invoices from others', async () => {
    const developer = await ctx.h.createDeveloper();
    const m = merchant(developer);
    const line = { description: 'Beads', quantity: 1, unitPrice: 1 };
    await expectFieldRefusals<Record<string, unknown>>(
      [
        [invoice({ items: [] }), 'items'],
        [invoice({ items: [{ ...line, quantity: 0 }] }), 'items.0.quantity'],
        [invoice({ items: [{ ...line, quantity: 1.5 }] }), 'items.0.quantity'],
        [invoice({ items: [{ ...line, unitPrice: -1 }] }), 'items.0.unitPrice'],
        [invoice({ items: [{ ...line, unitPrice: 0 }] }), 'items'],
        [invoice({ items: [{ ...line, description: '' }] }), 'items.0.description'],
        [invoice({ customerEmail: 'not-an-email' }), 'customerEmail'],
        [invoice({ currency: 'XYZ' }), 'currency'],
        [invoice({ dueDate: '2020-01-01' }), 'dueDate'],
        [invoice({ dueDate: '2026-02-30' }), 'dueDate'],
        [invoice({ discount: 5 }), 'discount'],
      ],
      { rest: (body) => m.post('/merchants/me/invoices', body) },
    );
    const key = randomUUID();
    const first = await m.post('/merchants/me/invoices', invoice(), { 'Idempotency-Key': key });
    const again = await m.post('/merchants/me/invoices', invoice(), { 'Idempotency-Key': key });
    expect(again.body.data.id).toBe(first.body.data.id);
    const ids = [first.body.data.id];
    for (let i = 0; i < 2; i++) {
      ctx.h.clock.advance(1000);
      ids.unshift((await m.post('/merchants/me/invoices', invoice())).body.data.id);
    }
    await expectPaging(ids, { rest: (page, size) => m.get(`/merchants/me/invoices?page=${page}&size=${size}`) });
    const user = await ctx.h.createUser({}, { key: developer.subscriptionKey });
    expectEnvelope(
      await ctx.h.rest('POST', '/merchants/me/invoices', { key: developer.subscriptionKey, token: user.accessToken, body: invoice() }),
      403,
      'FORBIDDEN',
    );
    const viaGraphQL = await ctx.h.gql(
      CreateInvoice,
      { i: { customerEmail: 'kojo@example.com', items: [{ description: 'Beads', quantity: 3, unitPrice: '0.10' }], currency: 'GHS' } },
      { key: developer.subscriptionKey, token: developer.merchant.accessToken },
    );
    expect(viaGraphQL.body.data.createInvoice.invoice).toMatchObject({
      status: 'SENT',
      subtotal: { amount: '0.30', currency: 'GHS' },
      items: [{ total: { amount: '0.30' } }],
    });
    const stranger = await ctx.h.createDeveloper();
    await expectHiddenFromStranger({
      rest: [
        () => ctx.h.rest('GET', `/merchants/me/invoices/${first.body.data.id}`, { key: stranger.subscriptionKey, token: stranger.merchant.accessToken }),
        () => ctx.h.rest('POST', `/merchants/me/invoices/${first.body.data.id}/void`, { key: stranger.subscriptionKey, token: stranger.merchant.accessToken }),
      ],
      gql: [() => ctx.h.gql(InvoiceById, { id: first.body.data.id }, { key: stranger.subscriptionKey, token: stranger.merchant.accessToken })],
    });
  });
});
