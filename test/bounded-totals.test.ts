import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { Currency, MAX_AMOUNT_MAJOR } from '../src/platform/money.js';
import { expectEnvelope, fieldsOf, useHarness, mutationRefusal } from './support/harness.js';

// Every line may be within the one maximum while their products and sums are not: a total built
// from lines is held to the same maximum before anything is stored or charged (400, never a 500,
// never a credit beyond it).

const SellTooMuch = graphql(`
  mutation SellTooMuch($i: PosSaleInput!, $k: String!) { posSale(input: $i, idempotencyKey: $k) { sale { id } userErrors { field message code } } }
`);
const InvoiceTooMuch = graphql(`
  mutation InvoiceTooMuch($i: CreateInvoiceInput!) { createInvoice(input: $i) { invoice { id } userErrors { field message code } } }
`);

const ctx = useHarness();
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const hugeLine = { description: 'Gold', quantity: 100_000, unitPrice: MAX_AMOUNT_MAJOR };

async function merchant() {
  return ctx.h.signIn(ctx.h.merchant);
}

async function countOf(table: 'pos_sales' | 'invoices' | 'payroll_batches') {
  return Number(
    (
      await ctx.h.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

describe('a total built from lines is bounded by the one maximum', () => {
  it('a card sale of one line 100,000 × 1,000,000,000 is refused naming items, charging and storing nothing (REST and GraphQL)', async () => {
    const token = await merchant();
    const balance = await ctx.h.balanceOf(ctx.h.merchant, 'GHS');
    const sales = await countOf('pos_sales');
    const sale = { items: [hugeLine], paymentMethod: 'card', currency: 'GHS', card };
    const refused = await ctx.h.rest('POST', '/pos/sales', { token, body: sale, headers: { 'Idempotency-Key': randomUUID() } });
    expectEnvelope(refused, 400, 'BAD_REQUEST');
    expect(fieldsOf(refused.body)).toEqual(['items']);
    const gql = await ctx.h.gql(
      SellTooMuch,
      { i: { ...sale, paymentMethod: 'CARD', items: [{ ...hugeLine, unitPrice: '1000000000' }] }, k: randomUUID() },
      { token },
    );
    expect(mutationRefusal(gql.body)).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'items' }] });
    // Two lines, each within the maximum, that pass it together.
    const twoLines = await ctx.h.rest('POST', '/pos/sales', {
      token,
      body: {
        ...sale,
        items: [
          { description: 'A', quantity: 1, unitPrice: 600_000_000 },
          { description: 'B', quantity: 1, unitPrice: 600_000_000 },
        ],
      },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expectEnvelope(twoLines, 400, 'BAD_REQUEST');
    expect(await countOf('pos_sales')).toBe(sales);
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(balance);
    // Exactly the maximum is a sale.
    const atMost = await ctx.h.rest('POST', '/pos/sales', {
      token,
      body: { ...sale, paymentMethod: 'cash', card: undefined, items: [{ description: 'A', quantity: 2, unitPrice: MAX_AMOUNT_MAJOR / 2 }] },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expectEnvelope(atMost, 200, 'SUCCESS');
  });

  it('an invoice of 100 maximal lines is 400 naming items, not a 500 (REST and GraphQL)', async () => {
    const token = await merchant();
    const invoices = await countOf('invoices');
    const body = { customerEmail: 'esi@example.com', currency: 'GHS', items: Array.from({ length: 100 }, () => hugeLine) };
    const refused = await ctx.h.rest('POST', '/merchants/me/invoices', { token, body });
    expectEnvelope(refused, 400, 'BAD_REQUEST');
    expect(fieldsOf(refused.body)).toEqual(['items']);
    const gql = await ctx.h.gql(InvoiceTooMuch, { i: { ...body, items: body.items.map((l) => ({ ...l, unitPrice: '1000000000' })) } }, { token });
    expect(mutationRefusal(gql.body)).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'items' }] });
    expect(await countOf('invoices')).toBe(invoices);
  });

  it('a payroll batch whose salaries and fees pass the maximum together is 400 naming employees', async () => {
    const token = await merchant();
    const batches = await countOf('payroll_batches');
    const employees = Array.from({ length: 3 }, (_, i) => ({ name: `Staff ${i}`, phone: `+23324123456${i}`, amount: 400_000_000 }));
    const refused = await ctx.h.rest('POST', '/payroll/batches', { token, body: { name: 'Huge', currency: 'GHS', employees } });
    expectEnvelope(refused, 400, 'BAD_REQUEST');
    expect(fieldsOf(refused.body)).toEqual(['employees']);
    expect(await countOf('payroll_batches')).toBe(batches);
  });

  it('boundedTotal sums exactly and refuses exactly past the maximum (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 100_000_000_000n }), { maxLength: 50 }), fc.integer({ min: 0, max: 3 }), (parts, exponent) => {
        const currency = new Currency('TST', exponent, 'Test');
        const sum = parts.reduce((a, b) => a + b, 0n);
        const total = () =>
          currency.boundedTotal(
            parts.map((p) => currency.of(p)),
            'items',
          );
        if (sum <= currency.maximum.minor) expect(total().minor).toBe(sum);
        else expect(total).toThrow(/at most 1,000,000,000 in total/);
      }),
    );
  });
});
