import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, fieldsOf, useHarness } from './support/harness.js';
import { expectHiddenFromStranger } from './support/kit.js';

const RefundPayment = graphql(`
  mutation RefundPayment($id: ID!, $amount: Decimal) { refundPayment(id: $id, amount: $amount) { refund { id status method amount { amount currency } } userErrors { field message code } } }
`);
const RefundPaymentWithPayment = graphql(`
  mutation RefundPaymentWithPayment($id: ID!, $amount: Decimal) {
    refundPayment(id: $id, amount: $amount) { refund { id status } payment { id status refundedAmount { amount } } userErrors { field code } }
  }
`);
const PaymentWithRefunds = graphql(`
  query PaymentWithRefunds($id: ID!) { payment(id: $id) { id status refunds { status amount { amount } } } }
`);

const PaymentRefundPage = graphql(`
  query PaymentRefundPage($id: ID!, $after: String) {
    payment(id: $id) { refundConnection(first: 1, after: $after) { totalCount nodes { amount { amount } method } pageInfo { hasNextPage endCursor } } }
  }
`);

const PaymentRefundState = graphql(`
  query PaymentRefundState($id: ID!) { payment(id: $id) { status refundedAmount { amount } } }
`);

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });

async function paid(amount: number, method: 'card' | 'mobile_money' = 'card'): Promise<string> {
  const token = await ctx.h.signIn(ctx.h.merchant);
  const link = await ctx.h.rest('POST', '/merchants/me/payment-links', { token, body: { title: 'Order', amount, currency: 'GHS', amountFixed: true } });
  const code = (link.body.data.url as string).split('/').pop()!;
  const form: Record<string, string> =
    method === 'card' ? { method, number: '4242424242424242', expMonth: '12', expYear: '2030', cvc: '123' } : { method, phone: '+233241234567' };
  const response = await fetch(`${ctx.h.baseUrl}/pay/${code}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  if (method === 'mobile_money') {
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
  }
  return response.headers.get('location')!.split('/').pop()!;
}

const refund = async (paymentId: string, body: Record<string, unknown> = {}) =>
  ctx.h.rest('POST', `/merchants/me/payments/${paymentId}/refunds`, { token: await ctx.h.signIn(ctx.h.merchant), body });

const FilteredPayments = graphql(`
  query FilteredPayments($filter: PaymentFilter) { payments(first: 100, filter: $filter) { edges { node { id status method description } } } }
`);

describe("the merchant's payments list", () => {
  it('filters by status, method, the link paid and the days it completed in, on both transports', async () => {
    const token = await ctx.h.signIn(ctx.h.merchant);
    const [untouched, refunded, partly] = [await paid(10), await paid(20), await paid(30, 'mobile_money')];
    expectEnvelope(await refund(refunded), 200, 'SUCCESS');
    // The mobile money refund is PENDING until the rail answers.
    expectEnvelope(await refund(partly, { amount: 5 }), 200, 'SUCCESS');
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
    const ids = async (query: string) => {
      const answer = await ctx.h.rest('GET', `/merchants/me/payments?size=100&${query}`, { token });
      expectEnvelope(answer, 200, 'SUCCESS');
      return (answer.body.data.items as { id: string }[]).map((p) => p.id).filter((id) => [untouched, refunded, partly].includes(id));
    };
    expect(await ids('status=COMPLETE')).toEqual([untouched]);
    expect(await ids('status=REFUNDED')).toEqual([refunded]);
    expect(await ids('status=PARTIALLY_REFUNDED')).toEqual([partly]);
    expect(await ids('method=MOBILE_MONEY')).toEqual([partly]);
    const link = (await ctx.h.rest('GET', `/merchants/me/payments/${untouched}`, { token })).body.data.targetId as string;
    expect(await ids(`targetId=${link}`)).toEqual([untouched]);
    const today = ctx.h.clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(ctx.h.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    expect((await ids(`from=${today}&to=${today}`)).sort()).toEqual([partly, refunded, untouched].sort());
    expect(await ids(`from=${tomorrow}`)).toEqual([]);
    for (const [query, field] of [
      ['status=bogus', 'status'],
      ['method=cash', 'method'],
      ['from=2026-02-30', 'from'],
      [`from=${tomorrow}&to=${today}`, 'to'],
    ] as const) {
      const refused = await ctx.h.rest('GET', `/merchants/me/payments?${query}`, { token });
      expectEnvelope(refused, 400, 'BAD_REQUEST');
      expect(fieldsOf(refused.body)).toEqual([field]);
    }
    const viaGraphql = await ctx.h.gql(FilteredPayments, { filter: { status: 'REFUNDED' } }, { token });
    expect(viaGraphql.body.errors).toBeUndefined();
    expect(viaGraphql.body.data?.payments.edges.map((e) => e.node.id)).toContain(refunded);
    expect(viaGraphql.body.data?.payments.edges.every((e) => e.node.status === 'REFUNDED')).toBe(true);
    // Each says what it paid for: its link's title, read for the whole page at once.
    expect(viaGraphql.body.data?.payments.edges.find((e) => e.node.id === refunded)?.node.description).toBe('Order');
  });
});

describe("the merchant's daily volume", () => {
  it('counts, sums and fees per day and currency over the last days, every day present, on both transports', async () => {
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    const key = developer.subscriptionKey;
    const link = await ctx.h.rest('POST', '/merchants/me/payment-links', {
      key,
      token,
      body: { title: 'Box', amount: 40, currency: 'GHS', amountFixed: true },
    });
    const pay = () =>
      fetch(`${ctx.h.baseUrl}/pay/${(link.body.data.url as string).split('/').pop()}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ method: 'card', number: '4242424242424242', expMonth: '12', expYear: '2030', cvc: '123' }).toString(),
        redirect: 'manual',
      });
    expect((await pay()).status).toBe(303);
    expect((await pay()).status).toBe(303);
    const volume = await ctx.h.rest('GET', '/merchants/me/payments/volume?days=7', { key, token });
    expectEnvelope(volume, 200, 'SUCCESS');
    const days = volume.body.data.days as { date: string; currency: string; count: number; gross: number; fees: number }[];
    expect(days).toHaveLength(7);
    const today = ctx.h.clock.now().toISOString().slice(0, 10);
    expect(days.at(-1)).toEqual({ date: today, currency: 'GHS', count: 2, gross: 80, fees: expect.any(Number) });
    expect(days.slice(0, 6).every((d) => d.count === 0 && d.gross === 0)).toBe(true);
    expect(days.at(-1)!.fees).toBeGreaterThan(0);
    const viaGraphql = await ctx.h.gql('{ paymentVolume(days: 2) { date count gross { amount currency } } }', {}, { token, key });
    expect(viaGraphql.body.data?.paymentVolume).toEqual([
      { date: days.at(-2)!.date, count: 0, gross: { amount: '0.00', currency: 'GHS' } },
      { date: today, count: 2, gross: { amount: '80.00', currency: 'GHS' } },
    ]);
    for (const bad of ['0', '367', 'x']) {
      const refused = await ctx.h.rest('GET', `/merchants/me/payments/volume?days=${bad}`, { key, token });
      expectEnvelope(refused, 400, 'BAD_REQUEST');
      expect(fieldsOf(refused.body)).toEqual(['days']);
    }
    const user = await ctx.h.createUser({}, { key });
    expectEnvelope(await ctx.h.rest('GET', '/merchants/me/payments/volume', { key, token: user.accessToken }), 403, 'FORBIDDEN');
  });
});

describe('refunds of hosted-page payments', () => {
  it('go back to the card in part, several times, never more than was paid', async () => {
    const paymentId = await paid(120);
    // The fee is not returned: a merchant refunding everything needs more than the payment left them.
    await ctx.h.fund(ctx.h.merchant, 'GHS', '10.00');
    const before = await ctx.h.balanceOf(ctx.h.merchant, 'GHS');
    const first = await refund(paymentId, { amount: 20, reason: 'one item out of stock' });
    expectEnvelope(first, 200, 'SUCCESS');
    const merchantToken = await ctx.h.signIn(ctx.h.merchant);
    const partly = await ctx.h.rest('GET', `/merchants/me/payments/${paymentId}`, { token: merchantToken });
    expect(partly.body.data).toMatchObject({ status: 'PARTIALLY_REFUNDED', amount: 120, refundedAmount: 20 });
    expect(first.body.data).toMatchObject({ paymentId, amount: 20, method: 'CARD', status: 'SUCCEEDED', reason: 'one item out of stock' });
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before - 2_000n);
    const tooMuch = await refund(paymentId, { amount: 100.01 });
    expectEnvelope(tooMuch, 409, 'REFUND_TOO_LARGE');
    expect(fieldsOf(tooMuch.body)).toEqual(['amount']);
    ctx.h.clock.advance(SECOND);
    const rest = await refund(paymentId);
    expect(rest.body.data).toMatchObject({ amount: 100, status: 'SUCCEEDED' });
    expectEnvelope(await refund(paymentId, { amount: 0.01 }), 409, 'NOT_REFUNDABLE');
    // Refunded in full: the payment says so on both transports, not COMPLETE.
    const whole = await ctx.h.rest('GET', `/merchants/me/payments/${paymentId}`, { token: await ctx.h.signIn(ctx.h.merchant) });
    expect(whole.body.data).toMatchObject({ status: 'REFUNDED', refundedAmount: 120 });
    const viaGraphQL = await ctx.h.gql(PaymentRefundState, { id: paymentId }, { token: await ctx.h.signIn(ctx.h.merchant) });
    expect(viaGraphQL.body.errors).toBeUndefined();
    expect(viaGraphQL.body.data.payment).toEqual({ status: 'REFUNDED', refundedAmount: { amount: '120.00' } });
    const events = await ctx.h.db
      .selectFrom('events')
      .select('data')
      .where('owner_id', '=', ctx.h.merchant.id)
      .where('type', '=', 'payment.refunded')
      .orderBy('seq')
      .execute();
    expect(events.map((e) => (e.data as { refund: { amount: string } }).refund.amount).slice(-2)).toEqual(['20.00', '100.00']);
    const token = await ctx.h.signIn(ctx.h.merchant);
    const listed = await ctx.h.rest('GET', `/merchants/me/payments/${paymentId}/refunds`, { token });
    expect(listed.body.data).toMatchObject({ page: 0, size: 20, hasMore: false });
    expect(listed.body.data.items.map((r: { amount: number }) => r.amount)).toEqual([20, 100]);
    const firstPage = await ctx.h.rest('GET', `/merchants/me/payments/${paymentId}/refunds?size=1`, { token });
    expect(firstPage.body.data).toMatchObject({ hasMore: true, items: [{ amount: 20 }] });
    // GraphQL pages the same refunds in the same order, by cursor.
    const graphqlFirst = await ctx.h.gql(PaymentRefundPage, { id: paymentId }, { token });
    expect(graphqlFirst.body.errors).toBeUndefined();
    const firstConnection = graphqlFirst.body.data.payment!.refundConnection;
    expect(firstConnection).toMatchObject({ totalCount: 2, nodes: [{ amount: { amount: '20.00' }, method: 'CARD' }], pageInfo: { hasNextPage: true } });
    const graphqlSecond = await ctx.h.gql(PaymentRefundPage, { id: paymentId, after: firstConnection.pageInfo.endCursor }, { token });
    expect(graphqlSecond.body.data.payment!.refundConnection).toMatchObject({
      totalCount: 2,
      nodes: [{ amount: { amount: '100.00' } }],
      pageInfo: { hasNextPage: false },
    });
    // An unknown payment's refunds are not an empty list.
    expectEnvelope(await ctx.h.rest('GET', '/merchants/me/payments/cs_unknown/refunds', { token }), 404, 'NOT_FOUND');
    await ctx.h.expectReconciled();
  });

  it('never exceed the payment when partial refunds race', async () => {
    const paymentId = await paid(100);
    const token = await ctx.h.signIn(ctx.h.merchant);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ctx.h.rest('POST', `/merchants/me/payments/${paymentId}/refunds`, { token, body: { amount: 30 } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const a of answers.filter((x) => x.status !== 200)) expectEnvelope(a, 409, 'REFUND_TOO_LARGE');
    const refunds = await ctx.h.db.selectFrom('payment_refunds').select('amount').where('session_id', '=', paymentId).execute();
    expect(refunds.reduce((sum, r) => sum + BigInt(r.amount), 0n)).toBe(9_000n);
    await ctx.h.expectReconciled();
  });

  it('go back to the payer by mobile money, pending until the rail answers', async () => {
    const paymentId = await paid(40, 'mobile_money');
    const before = await ctx.h.balanceOf(ctx.h.merchant, 'GHS');
    const pending = await refund(paymentId, { amount: 15 });
    expect(pending.body.data).toMatchObject({ method: 'MOBILE_MONEY', status: 'PENDING' });
    // Held on the merchant's wallet until the rail pays it: not available, still in the balance.
    expect(await ctx.h.availableOf(ctx.h.merchant, 'GHS')).toBe(before - 1_500n);
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before);
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before - 1_500n);
    const trace = await ctx.h.rest('GET', `/ledger/trace/${pending.body.data.id}`, { token: await ctx.h.signIn(ctx.h.merchant) });
    expect(trace.body.data.steps.map((s: { kind: string }) => s.kind)).toEqual(['HOLD_PLACED', 'HOLD_POSTED', 'ENTRY']);
    const token = await ctx.h.signIn(ctx.h.merchant);
    const viaGraphQL = await ctx.h.gql(PaymentWithRefunds, { id: paymentId }, { token });
    expect(viaGraphQL.body.data.payment!.refunds).toEqual([{ status: 'SUCCEEDED', amount: { amount: '15.00' } }]);
    const more = await ctx.h.gql(RefundPayment, { id: paymentId, amount: '25.00' }, { token });
    // The way the money goes back, as REST's refund says it (the payment's own method).
    expect(more.body.data.refundPayment.refund).toMatchObject({ status: 'PENDING', method: 'MOBILE_MONEY', amount: { amount: '25.00', currency: 'GHS' } });
    await ctx.h.expectReconciled();
  });

  it('answer the refunded payment beside the refund, for a normalized cache to update both, and refuse too much in userErrors', async () => {
    const paymentId = await paid(30);
    const token = await ctx.h.signIn(ctx.h.merchant);
    const refunded = await ctx.h.gql(RefundPaymentWithPayment, { id: paymentId, amount: '10.00' }, { token });
    expect(refunded.body.data.refundPayment).toEqual({
      refund: { id: expect.any(String), status: 'SUCCEEDED' },
      payment: { id: paymentId, status: 'PARTIALLY_REFUNDED', refundedAmount: { amount: '10.00' } },
      userErrors: [],
    });
    const tooMuch = await ctx.h.gql(RefundPaymentWithPayment, { id: paymentId, amount: '25.00' }, { token });
    expect(tooMuch.body.data.refundPayment).toEqual({ refund: null, payment: null, userErrors: [{ field: ['amount'], code: 'REFUND_TOO_LARGE' }] });
  });

  it("are a merchant's own: another merchant's payment is not found, and app users are refused", async () => {
    const paymentId = await paid(10);
    const other = await ctx.h.createDeveloper();
    await expectHiddenFromStranger({
      rest: [
        () => ctx.h.rest('POST', `/merchants/me/payments/${paymentId}/refunds`, { key: other.subscriptionKey, token: other.merchant.accessToken, body: {} }),
        () => ctx.h.rest('GET', `/merchants/me/payments/${paymentId}`, { key: other.subscriptionKey, token: other.merchant.accessToken }),
        () => ctx.h.rest('GET', `/merchants/me/payments/${paymentId}/refunds`, { key: other.subscriptionKey, token: other.merchant.accessToken }),
      ],
      gql: [() => ctx.h.gql(RefundPayment, { id: paymentId }, { key: other.subscriptionKey, token: other.merchant.accessToken })],
    });
    const user = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('POST', `/merchants/me/payments/${paymentId}/refunds`, { token: user.accessToken, body: {} }), 403, 'FORBIDDEN');
  });
});
