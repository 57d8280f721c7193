import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, fieldsOf, useHarness, mutationRefusal } from './support/harness.js';
import { expectFieldRefusals, expectHiddenFromStranger } from './support/kit.js';

const RingUp = graphql(`
  mutation RingUp($i: PosSaleInput!, $k: String!) { posSale(input: $i, idempotencyKey: $k) { sale { id receiptNumber status subtotal { amount currency } items { total { amount } } } userErrors { field message code } } }
`);
const PosBackOffice = graphql(`
  mutation PosBackOffice($item: PosCatalogItemInput!) { addPosCatalogItem(input: $item) { posCatalogItem { id status unitPrice { amount } } userErrors { field message code } } }
`);
const PosRefundLines = graphql(`
  mutation PosRefundLines($i: PosRefundInput!) { posRefund(input: $i) { refund { status reason amount { amount } lines { line quantity } } userErrors { field message code } } }
`);
const PosDay = graphql(`
  query PosDay { posDailyReport { timeZone total { sales gross { amount } net { amount } } byMethod { method sales } } sandboxSms(first: 1) { edges { node { to body } } } }
`);
const PosSaleById = graphql(`
  query PosSaleById($id: ID!) { posSale(id: $id) { id status } }
`);

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

async function token() {
  return ctx.h.signIn(ctx.h.merchant);
}
async function sell(body: Record<string, unknown>, key: string | null = randomUUID()) {
  return ctx.h.rest('POST', '/pos/sales', { token: await token(), body, ...(key ? { headers: { 'Idempotency-Key': key } } : {}) });
}
async function addItem(description: string, unitPrice: number) {
  const added = await ctx.h.rest('POST', '/pos/catalog', {
    token: await token(),
    body: { description, unitPrice, currency: 'GHS', sku: description.slice(0, 3).toUpperCase() },
  });
  expectEnvelope(added, 200, 'SUCCESS');
  return added.body.data.id as string;
}
async function settle() {
  ctx.h.clock.advance(5 * SECOND);
  await ctx.h.services.jobs.runDue();
}

describe('point of sale', () => {
  it('keeps a catalog the merchant adds to, changes and archives; sale lines take their price from it', async () => {
    const id = await addItem('Shea butter', 25.5);
    const changed = await ctx.h.rest('PUT', `/pos/catalog/${id}`, { token: await token(), body: { unitPrice: 27 } });
    expect(changed.body.data).toMatchObject({ description: 'Shea butter', unitPrice: 27, status: 'ACTIVE' });
    const sale = await sell({
      items: [
        { catalogItemId: id, quantity: 3 },
        { description: 'Bag', quantity: 1, unitPrice: 0.1 },
      ],
      paymentMethod: 'cash',
      currency: 'GHS',
    });
    expect(sale.body.data.items).toEqual([
      { catalogItemId: id, description: 'Shea butter', quantity: 3, unitPrice: 27, total: 81 },
      { catalogItemId: null, description: 'Bag', quantity: 1, unitPrice: 0.1, total: 0.1 },
    ]);
    expect(sale.body.data.subtotal).toBe(81.1);
    await ctx.h.rest('POST', `/pos/catalog/${id}/archive`, { token: await token() });
    expect((await ctx.h.rest('GET', '/pos/catalog', { token: await token() })).body.data.items.map((i: { id: string }) => i.id)).not.toContain(id);
    const archived = await sell({ items: [{ catalogItemId: id, quantity: 1 }], paymentMethod: 'cash', currency: 'GHS' });
    expectEnvelope(archived, 404, 'NOT_FOUND');
    expect(fieldsOf(archived.body)).toEqual(['items.0.catalogItemId']);
  });

  it('numbers receipts in sequence, records cash, charges cards, texts the receipt, and never charges a retried sale twice', async () => {
    const before = await ctx.h.balanceOf(ctx.h.merchant, 'GHS');
    const cash = await sell({
      items: [{ description: 'Waakye', quantity: 2, unitPrice: 18 }],
      paymentMethod: 'cash',
      currency: 'GHS',
      customerPhone: '+233241110000',
    });
    expect(cash.body.data).toMatchObject({ status: 'COMPLETED', subtotal: 36, paymentMethod: 'cash' });
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before);
    const key = randomUUID();
    const body = { items: [{ description: 'Kente stole', quantity: 1, unitPrice: 85 }], paymentMethod: 'card', currency: 'GHS', card };
    const first = await sell(body, key);
    const retried = await sell(body, key);
    expect(retried.body.data.id).toBe(first.body.data.id);
    expect(first.body.data.status).toBe('COMPLETED');
    expect(Number(first.body.data.receiptNumber.slice(2))).toBe(Number(cash.body.data.receiptNumber.slice(2)) + 1);
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before + 8_500n);
    const declined = await sell({ ...body, card: { ...card, number: '4000000000000002' } });
    expect(declined.body.data).toMatchObject({ status: 'FAILED', failureReason: 'card_declined' });
    const sms = await ctx.h.rest('GET', '/sandbox/sms?to=%2B233241110000', { token: await token() });
    expect(sms.body.data.items[0].body).toContain(`receipt ${cash.body.data.receiptNumber}: 36.00 GHS paid by cash`);
    const missing = await sell(body, null);
    expectEnvelope(missing, 400, 'BAD_REQUEST');
    expect(fieldsOf(missing.body)).toEqual(['Idempotency-Key']);
  });

  it('takes mobile money: PENDING until the customer answers, then COMPLETED or FAILED by the test numbers', async () => {
    const before = await ctx.h.balanceOf(ctx.h.merchant, 'GHS');
    const paying = await sell({
      items: [{ description: 'Sobolo', quantity: 4, unitPrice: 7.5 }],
      paymentMethod: 'momo',
      currency: 'GHS',
      customerPhone: '+233241234567',
    });
    expect(paying.body.data.status).toBe('PENDING');
    const failing = await sell({
      items: [{ description: 'Sobolo', quantity: 1, unitPrice: 7.5 }],
      paymentMethod: 'momo',
      currency: 'GHS',
      customerPhone: '+46733123451',
    });
    await settle();
    const t = await token();
    expect((await ctx.h.rest('GET', `/pos/sales/${paying.body.data.id}`, { token: t })).body.data.status).toBe('COMPLETED');
    expect((await ctx.h.rest('GET', `/pos/sales/${failing.body.data.id}`, { token: t })).body.data).toMatchObject({
      status: 'FAILED',
      failureReason: 'APPROVAL_REJECTED',
    });
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before + 3_000n);
    // Refunded to the customer's number: held until the rail answers.
    const refund = await ctx.h.rest('POST', '/pos/refunds', { token: t, body: { saleId: paying.body.data.id, amount: 10 } });
    expect(refund.body.data).toMatchObject({ amount: 10, status: 'PENDING' });
    // A ledger hold: no longer available, still in the balance until the rail pays it.
    expect(await ctx.h.availableOf(ctx.h.merchant, 'GHS')).toBe(before + 2_000n);
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before + 3_000n);
    await settle();
    const refunds = await ctx.h.db.selectFrom('pos_refunds').select('status').where('id', '=', refund.body.data.id).executeTakeFirstOrThrow();
    expect(refunds.status).toBe('SUCCEEDED');
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before + 2_000n);
    expect(await ctx.h.availableOf(ctx.h.merchant, 'GHS')).toBe(before + 2_000n);
    await ctx.h.expectReconciled();
    expectEnvelope(await sell({ items: [{ description: 'x', quantity: 1, unitPrice: 1 }], paymentMethod: 'momo', currency: 'GHS' }), 400, 'BAD_REQUEST');
  });

  it('refunds by amount or by lines, several times, never more than was sold (concurrent refunds included), and reports the day', async () => {
    const sale = await sell({
      items: [
        { description: 'Shirt', quantity: 2, unitPrice: 40 },
        { description: 'Cap', quantity: 1, unitPrice: 20 },
      ],
      paymentMethod: 'card',
      currency: 'GHS',
      card,
    });
    const id = sale.body.data.id;
    const t = await token();
    const byLine = await ctx.h.rest('POST', '/pos/refunds', { token: t, body: { saleId: id, lines: [{ line: 1, quantity: 1 }], reason: 'wrong size' } });
    expect(byLine.body.data).toMatchObject({ amount: 40, status: 'SUCCEEDED', lines: [{ line: 1, quantity: 1 }], reason: 'wrong size' });
    // A reason is optional, 1-500 characters.
    const longReason = await ctx.h.rest('POST', '/pos/refunds', { token: t, body: { saleId: id, amount: 1, reason: 'x'.repeat(501) } });
    expectEnvelope(longReason, 400, 'BAD_REQUEST');
    expect(fieldsOf(longReason.body)).toEqual(['reason']);
    const tooMany = await ctx.h.rest('POST', '/pos/refunds', { token: t, body: { saleId: id, lines: [{ line: 1, quantity: 2 }] } });
    expectEnvelope(tooMany, 409, 'REFUND_TOO_LARGE');
    expect(fieldsOf(tooMany.body)).toEqual(['lines.0.quantity']);
    // Each sold line at most once, at most as many as a sale has: a line named again or a list
    // of 30,000 is refused naming the field, before anything reads the sale (REST and GraphQL).
    const twice = await ctx.h.rest('POST', '/pos/refunds', {
      token: t,
      body: {
        saleId: id,
        lines: [
          { line: 2, quantity: 1 },
          { line: 2, quantity: 1 },
        ],
      },
    });
    expectEnvelope(twice, 400, 'BAD_REQUEST');
    expect(fieldsOf(twice.body)).toEqual(['lines.1.line']);
    const flood = Array.from({ length: 30_000 }, () => ({ line: 1, quantity: 1 }));
    const flooded = await ctx.h.rest('POST', '/pos/refunds', { token: t, body: { saleId: id, lines: flood } });
    expectEnvelope(flooded, 400, 'BAD_REQUEST');
    expect(fieldsOf(flooded.body)).toEqual(['body']);
    const overSale = await ctx.h.rest('POST', '/pos/refunds', { token: t, body: { saleId: id, lines: flood.slice(0, 201) } });
    expectEnvelope(overSale, 400, 'BAD_REQUEST');
    expect(fieldsOf(overSale.body)).toEqual(['lines']);
    const overGql = await ctx.h.gql(PosRefundLines, { i: { saleId: id, lines: flood.slice(0, 201) } }, { token: t });
    expect(overGql.status).toBe(400);
    expect(overGql.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'i.lines', message: 'takes at most 200 entries' }] });
    const twiceGql = await ctx.h.gql(
      PosRefundLines,
      {
        i: {
          saleId: id,
          lines: [
            { line: 2, quantity: 1 },
            { line: 2, quantity: 1 },
          ],
        },
      },
      { token: t },
    );
    expect(mutationRefusal(twiceGql.body).fields).toEqual([{ field: 'lines.1.line', message: 'line 2 is named twice: name each line once with its quantity' }]);
    // 60.00 is left: of five concurrent 15.00 refunds, four succeed.
    const racing = await Promise.all(Array.from({ length: 5 }, () => ctx.h.rest('POST', '/pos/refunds', { token: t, body: { saleId: id, amount: 15 } })));
    expect(racing.filter((r) => r.status === 200)).toHaveLength(4);
    expect((await ctx.h.rest('GET', `/pos/sales/${id}`, { token: t })).body.data.refunded).toBe(100);
    const report = await ctx.h.rest('GET', '/pos/reports/daily', { token: t });
    expectEnvelope(report, 200, 'SUCCESS');
    const cardDay = report.body.data.byMethod.find((m: { method: string }) => m.method === 'card');
    expect(cardDay.refunds).toBeLessThanOrEqual(-100);
    expect(cardDay.net).toBeCloseTo(cardDay.gross + cardDay.refunds, 2);
    expect(report.body.data).toMatchObject({ timeZone: 'Africa/Accra', currency: 'GHS' });
    expect(report.body.data.net).toBeCloseTo(report.body.data.gross + report.body.data.refunds, 2);
    await ctx.h.expectReconciled();
  });

  it('refuses bad input, hides one merchant’s sales from another, refuses app users, and answers on GraphQL', async () => {
    const ok = { items: [{ description: 'Tea', quantity: 1, unitPrice: 2 }], paymentMethod: 'cash', currency: 'GHS' };
    await expectFieldRefusals<Record<string, unknown>>(
      [
        [{ ...ok, paymentMethod: 'cheque' }, 'paymentMethod'],
        [{ ...ok, customerPhone: '0241234567' }, 'customerPhone'],
        [{ ...ok, items: [{ description: 'Tea', quantity: 0, unitPrice: 2 }] }, 'items.0.quantity'],
        [{ ...ok, items: [{ description: 'Tea', quantity: 1.5, unitPrice: 2 }] }, 'items.0.quantity'],
        [{ ...ok, items: [{ description: 'Tea', quantity: 1, unitPrice: -2 }] }, 'items.0.unitPrice'],
        [{ ...ok, items: [{ description: 'Tea', quantity: 1, unitPrice: 0 }] }, 'items'],
        [{ ...ok, items: [] }, 'items'],
        [{ ...ok, currency: 'GHX' }, 'currency'],
        [{ ...ok, tip: 1 }, 'tip'],
        [{ ...ok, paymentMethod: 'card', card: { ...card, expYear: 2025 } }, 'card.expYear'],
        [{ ...ok, paymentMethod: 'card' }, 'card'],
      ],
      { rest: (body) => sell(body) },
    );
    const sale = await sell(ok);
    const other = await ctx.h.createDeveloper();
    await expectHiddenFromStranger({
      rest: [() => ctx.h.rest('GET', `/pos/sales/${sale.body.data.id}`, { key: other.subscriptionKey, token: other.merchant.accessToken })],
      gql: [() => ctx.h.gql(PosSaleById, { id: sale.body.data.id }, { key: other.subscriptionKey, token: other.merchant.accessToken })],
    });
    const stranger = await ctx.h.rest('POST', '/pos/refunds', {
      key: other.subscriptionKey,
      token: other.merchant.accessToken,
      body: { saleId: sale.body.data.id, amount: 1 },
    });
    expectEnvelope(stranger, 404, 'NOT_FOUND');
    const user = await ctx.h.createUser();
    expectEnvelope(
      await ctx.h.rest('POST', '/pos/sales', { token: user.accessToken, body: ok, headers: { 'Idempotency-Key': randomUUID() } }),
      403,
      'FORBIDDEN',
    );
    const rung = await ctx.h.gql(
      RingUp,
      { i: { items: [{ description: 'Tea', quantity: 3, unitPrice: '0.10' }], paymentMethod: 'CASH', currency: 'GHS' }, k: randomUUID() },
      { token: await token() },
    );
    expect(rung.body.data.posSale.sale).toMatchObject({
      status: 'COMPLETED',
      subtotal: { amount: '0.30', currency: 'GHS' },
      items: [{ total: { amount: '0.30' } }],
    });
    expect((await ctx.h.rest('GET', '/v1/pos/sales', { token: await token() })).status).toBe(200);
    const t = await token();
    const item = await ctx.h.gql(PosBackOffice, { item: { description: 'Tea bag', unitPrice: '0.50', currency: 'GHS' } }, { token: t });
    expect(item.body.data.addPosCatalogItem.posCatalogItem).toMatchObject({ status: 'ACTIVE', unitPrice: { amount: '0.50' } });
    const refunded = await ctx.h.gql(
      PosRefundLines,
      { i: { saleId: rung.body.data.posSale.sale!.id, lines: [{ line: 1, quantity: 2 }], reason: 'spilled' } },
      { token: t },
    );
    expect(refunded.body.data.posRefund.refund).toEqual({
      status: 'SUCCEEDED',
      reason: 'spilled',
      amount: { amount: '0.20' },
      lines: [{ line: 1, quantity: 2 }],
    });
    const day = await ctx.h.gql(PosDay, {}, { token: t });
    expect(day.body.data.posDailyReport.timeZone).toBe('Africa/Accra');
    expect(day.body.data.posDailyReport.byMethod.map((m) => m.method)).toEqual(['MOMO', 'CARD', 'CASH']);
  });
});
