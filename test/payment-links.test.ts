import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, useHarness } from './support/harness.js';
import { expectFieldRefusals, expectHiddenFromStranger } from './support/kit.js';

const CreatePaymentLink = graphql(`
  mutation CreatePaymentLink($i: CreatePaymentLinkInput!, $k: String) { createPaymentLink(input: $i, idempotencyKey: $k) { paymentLink { id url status amount { amount currency } } userErrors { field message code } } }
`);
const PaymentLinkById = graphql(`
  query PaymentLinkById($id: ID!) { paymentLink(id: $id) { id status paymentsCount amountCollected { amount } } }
`);

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });

async function merchantToken(): Promise<string> {
  return ctx.h.signIn(ctx.h.merchant);
}

async function link(body: Record<string, unknown> = {}) {
  const created = await ctx.h.rest('POST', '/merchants/me/payment-links', {
    token: await merchantToken(),
    body: { title: 'Kente cloth', description: 'Handwoven, 2 m', amount: 120, currency: 'GHS', amountFixed: true, ...body },
  });
  expectEnvelope(created, 200, 'SUCCESS');
  return { ...created.body.data, code: (created.body.data.url as string).split('/').pop()! };
}

async function page(code: string) {
  const response = await fetch(`${ctx.h.baseUrl}/pay/${code}`);
  return { status: response.status, html: await response.text() };
}

async function submit(code: string, form: Record<string, string>) {
  const response = await fetch(`${ctx.h.baseUrl}/pay/${code}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const card = (number = '4242424242424242') => ({ method: 'card', number, expMonth: '12', expYear: '2030', cvc: '123' });

async function merchantBalance(): Promise<bigint> {
  return ctx.h.balanceOf(ctx.h.merchant, 'GHS');
}

async function merchantEvents(type: string) {
  return ctx.h.db.selectFrom('events').select('data').where('owner_id', '=', ctx.h.merchant.id).where('type', '=', type).orderBy('seq').execute();
}

describe('payment links', () => {
  it('are created by merchants with a hosted page url, and refused to app users', async () => {
    const created = await link();
    expect(created).toMatchObject({
      title: 'Kente cloth',
      amount: 120,
      currency: 'GHS',
      amountFixed: true,
      status: 'ACTIVE',
      singleUse: false,
      paymentsCount: 0,
    });
    expect(created.url).toMatch(/\/pay\/[A-Za-z0-9]{10}$/);
    const user = await ctx.h.createUser();
    expectEnvelope(
      await ctx.h.rest('POST', '/merchants/me/payment-links', { token: user.accessToken, body: { title: 'x', currency: 'GHS', amountFixed: false } }),
      403,
      'FORBIDDEN',
    );
    const shown = await page(created.code);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Kente cloth');
    expect(shown.html).toContain('120.00 GHS');
    expect(shown.html).toContain('Test Merchant');
  });

  it('take a card payment on the page: the merchant receives the amount less the 1.5% fee', async () => {
    const created = await link();
    const before = await merchantBalance();
    const paid = await submit(created.code, card());
    expect(paid.status).toBe(303);
    const done = await fetch(`${ctx.h.baseUrl}${paid.location}`);
    expect(await done.text()).toContain('Payment received: 120.00 GHS');
    expect(await merchantBalance()).toBe(before + 12_000n - 180n);
    const [completed] = await merchantEvents('checkout.session.completed');
    expect(completed?.data).toMatchObject({
      checkoutSession: { status: 'COMPLETE', amount: '120.00', fee: '1.80', method: 'CARD', targetType: 'PAYMENT_LINK', targetId: created.id },
    });
    expect((await merchantEvents('payment_link.paid')).at(-1)?.data).toMatchObject({ paymentLink: { id: created.id }, payment: { amount: '120.00' } });
    expect((await merchantEvents('payment.completed')).length).toBeGreaterThan(0);
    const token = await merchantToken();
    const state = await ctx.h.rest('GET', `/merchants/me/payment-links/${created.id}`, { token });
    expect(state.body.data).toMatchObject({ paymentsCount: 1, amountCollected: 120, status: 'ACTIVE' });
    const payments = await ctx.h.rest('GET', '/merchants/me/payments', { token });
    expect(payments.body.data.items[0]).toMatchObject({
      status: 'COMPLETE',
      amount: 120,
      fee: 1.8,
      method: 'CARD',
      description: 'Kente cloth',
      cardLast4: '4242',
      cardBrand: 'visa',
    });
    await ctx.h.expectReconciled();
  });

  it('show a declined card its reason and take no money', async () => {
    const created = await link();
    const before = await merchantBalance();
    const declined = await submit(created.code, card('4000000000000002'));
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    expect(await merchantBalance()).toBe(before);
    expect((await merchantEvents('payment.failed')).at(-1)?.data).toMatchObject({ payment: { reason: 'card_declined', targetId: created.id } });
    // The declined attempt's session stays OPEN, then EXPIRES after 30 minutes on the clock.
    const lastFailure = (await merchantEvents('payment.failed')).at(-1)?.data as { payment: { id: string } } | undefined;
    const sessionId = lastFailure?.payment.id;
    const token = await merchantToken();
    expect((await ctx.h.rest('GET', `/merchants/me/payments/${sessionId}`, { token })).body.data).toMatchObject({
      status: 'OPEN',
      failureReason: 'card_declined',
    });
    ctx.h.clock.advance(30 * 60 * SECOND);
    await ctx.h.services.jobs.runDue();
    const fresh = await merchantToken();
    expect((await ctx.h.rest('GET', `/merchants/me/payments/${sessionId}`, { token: fresh })).body.data.status).toBe('EXPIRED');
  });

  it('take mobile money: pending until the payer answers, then the outcome without a manual reload', async () => {
    const created = await link({ amount: 30 });
    const started = await submit(created.code, { method: 'mobile_money', phone: '+233241234567' });
    expect(started.status).toBe(303);
    const waiting = await (await fetch(`${ctx.h.baseUrl}${started.location}`)).text();
    expect(waiting).toContain('Approve the payment of 30.00 GHS');
    expect(waiting).toContain('http-equiv="refresh"');
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
    expect(await (await fetch(`${ctx.h.baseUrl}${started.location}`)).text()).toContain('Payment received: 30.00 GHS');
    const failing = await submit(created.code, { method: 'mobile_money', phone: '46733123451' });
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
    const failed = await (await fetch(`${ctx.h.baseUrl}${failing.location}`)).text();
    expect(failed).toContain('You declined the payment on your phone.');
    expect(failed).not.toContain('http-equiv="refresh"');
  });

  it('take one payment on a single-use link, even when two customers pay at once', async () => {
    const created = await link({ singleUse: true, amount: 15 });
    const before = await merchantBalance();
    const both = await Promise.all([submit(created.code, card()), submit(created.code, card())]);
    expect(both.filter((r) => r.status === 303)).toHaveLength(1);
    expect(both.filter((r) => r.status === 409 || r.status === 410)).toHaveLength(1);
    expect(await merchantBalance()).toBe(before + 1_500n - 23n);
    const after = await page(created.code);
    expect(after.status).toBe(410);
    expect(after.html).toContain('paid already');
    expect((await ctx.h.rest('GET', `/merchants/me/payment-links/${created.id}`, { token: await merchantToken() })).body.data.status).toBe('PAID');
  });

  it('take a flexible amount within its bounds, and nothing on an expired or deactivated link', async () => {
    const flexible = await link({ amount: undefined, amountFixed: false, minAmount: 5, maxAmount: 50 });
    const shown = await page(flexible.code);
    expect(shown.html).toContain('Any amount, at least 5.00, at most 50.00.');
    const tooMuch = await submit(flexible.code, { ...card(), amount: '50.01' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.html).toContain('amount: must be 5.00 to 50.00');
    expect((await submit(flexible.code, { ...card(), amount: '12.34' })).status).toBe(303);

    const expiring = await link({ expiresAt: new Date(ctx.h.clock.now().getTime() + 60_000).toISOString() });
    ctx.h.clock.advance(61 * SECOND);
    const expired = await page(expiring.code);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain('This payment link has expired.');
    // Posting to it answers as its page does: 410 Gone.
    expect((await submit(expiring.code, card())).status).toBe(410);

    const stopped = await link();
    const deactivated = await ctx.h.rest('POST', `/merchants/me/payment-links/${stopped.id}/deactivate`, { token: await merchantToken() });
    expect(deactivated.body.data.status).toBe('INACTIVE');
    expect((await page(stopped.code)).html).toContain('deactivated by the merchant');
    expect((await submit(stopped.code, card())).status).toBe(410);
    expect((await page('nosuchcode')).status).toBe(404);
  });

  it('refuse bad input, replay a duplicate create, answer on GraphQL, and hide links from other merchants', async () => {
    const token = await merchantToken();
    const ok = { title: 'Tickets', amount: 10, currency: 'GHS', amountFixed: true };
    await expectFieldRefusals<Record<string, unknown>>(
      [
        [{ ...ok, title: '' }, 'title'],
        [{ ...ok, title: 'x'.repeat(101) }, 'title'],
        [{ ...ok, amount: 0 }, 'amount'],
        [{ ...ok, amount: undefined }, 'amount'],
        [{ ...ok, currency: 'XYZ' }, 'currency'],
        [{ ...ok, amountFixed: 'yes' }, 'amountFixed'],
        [{ ...ok, amountFixed: false, minAmount: 10, maxAmount: 5 }, 'maxAmount'],
        [{ ...ok, expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt'],
        [{ ...ok, colour: 'red' }, 'colour'],
      ],
      { rest: (body) => ctx.h.rest('POST', '/merchants/me/payment-links', { token, body }) },
    );
    const key = randomUUID();
    const first = await ctx.h.rest('POST', '/merchants/me/payment-links', { token, body: ok, headers: { 'Idempotency-Key': key } });
    const again = await ctx.h.rest('POST', '/merchants/me/payment-links', { token, body: ok, headers: { 'Idempotency-Key': key } });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const viaGraphQL = await ctx.h.gql(CreatePaymentLink, { i: { title: 'Fabric', amount: '7.50', currency: 'GHS', amountFixed: true } }, { token });
    expect(viaGraphQL.body.data.createPaymentLink.paymentLink).toMatchObject({ status: 'ACTIVE', amount: { amount: '7.50', currency: 'GHS' } });
    const other = await ctx.h.createDeveloper();
    await expectHiddenFromStranger({
      rest: [() => ctx.h.rest('GET', `/merchants/me/payment-links/${first.body.data.id}`, { key: other.subscriptionKey, token: other.merchant.accessToken })],
      gql: [() => ctx.h.gql(PaymentLinkById, { id: first.body.data.id }, { key: other.subscriptionKey, token: other.merchant.accessToken })],
    });
  });
});
