import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../src/platform/clock.js';
import { PROMPT_HOLD_MS } from '../src/modules/checkout/checkout.service.js';
import { PAY_LIMITS } from '../src/modules/checkout/pay-throttle.js';
import { expectEnvelope, useHarness } from './support/harness.js';

// The hosted pages are anonymous: their attempt limits are what keeps them from being a
// card-testing oracle and a way to hold someone else's invoice. The limits at their defaults here
// (the harness raises them for every other test file, all posting from 127.0.0.1).
const ctx = useHarness({ PAY_THROTTLE_SCALE: '1', MOMO_COMPLETION_DELAY_SECONDS: '5' });

const APPROVED = '4242424242424242';
const DECLINED = '4000000000000002';
const card = (number: string, amount?: string) => ({ method: 'card', number, expMonth: '12', expYear: '2030', cvc: '123', ...(amount ? { amount } : {}) });
/** The sandbox number whose request to pay is never answered. */
const SILENT_PHONE = '+46733123453';

async function link(body: Record<string, unknown>) {
  const created = await ctx.h.rest('POST', '/merchants/me/payment-links', {
    token: await ctx.h.signIn(ctx.h.merchant),
    body: { title: 'Donation', currency: 'GHS', ...body },
  });
  expectEnvelope(created, 200, 'SUCCESS');
  return { id: created.body.data.id as string, code: (created.body.data.url as string).split('/').pop()!, data: created.body.data };
}

async function submit(code: string, form: Record<string, string>) {
  const response = await fetch(`${ctx.h.baseUrl}/pay/${code}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://card-tester.example' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  const html = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), html };
}

async function sessionsOf(code: string) {
  return ctx.h.db.selectFrom('checkout_sessions').selectAll().where('code', '=', code).orderBy('created_at').execute();
}

describe('the hosted pages are no card-testing oracle', () => {
  it('answer a burst of small anonymous card payments with 429 after a few declines, charging nothing more', async () => {
    const donation = await link({ amountFixed: false });
    const before = await ctx.h.balanceOf(ctx.h.merchant, 'GHS');
    const answers: { status: number; retryAfter: string | null }[] = [];
    for (let i = 0; i < 40; i++) answers.push(await submit(donation.code, card(i % 2 === 0 ? DECLINED : APPROVED, '0.01')));
    const processed = answers.filter((a) => a.status === 303 || a.status === 402);
    const throttled = answers.filter((a) => a.status === 429);
    // At most the declines the hour allows were learnt; everything after is refused without a charge.
    expect(answers.filter((a) => a.status === 402)).toHaveLength(PAY_LIMITS.declinesPerHour);
    expect(processed.length).toBeLessThanOrEqual(2 * PAY_LIMITS.declinesPerHour);
    expect(throttled.length).toBe(40 - processed.length);
    expect(throttled.every((a) => Number(a.retryAfter) > 0)).toBe(true);
    const approved = answers.filter((a) => a.status === 303).length;
    // 0.01 each, less the fee rounded half up (0.00): every approved attempt and nothing else reached the merchant.
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before + BigInt(approved));
    expect(await sessionsOf(donation.code)).toHaveLength(processed.length);
    // Mobile money still works from the same place, and cards again after the hour.
    expect((await submit(donation.code, { method: 'mobile_money', phone: '+233241234567', amount: '1.00' })).status).toBe(303);
    ctx.h.clock.advance(HOUR);
    expect((await submit(donation.code, card(APPROVED, '1.00'))).status).toBe(303);
    await ctx.h.expectReconciled();
  });

  it('let one card pay again and again, and limit different cards and attempts per client address, each with Retry-After', async () => {
    ctx.h.clock.advance(HOUR);
    const donation = await link({ amountFixed: false });
    // One card paying six times is a customer, not a card tester.
    const sameCard: number[] = [];
    for (let i = 0; i < 6; i++) sameCard.push((await submit(donation.code, card(APPROVED, '1.00'))).status);
    expect(sameCard).toEqual([303, 303, 303, 303, 303, 303]);
    ctx.h.clock.advance(MINUTE);
    // Different cards from one place: a few, then 429 for ten minutes; a card already used here goes on.
    const others = ['5555555555554444', '378282246310005', '6011111111111117', '4111111111111111'];
    const tried: number[] = [];
    for (const number of others) tried.push((await submit(donation.code, card(number, '1.00'))).status);
    expect(tried.slice(0, PAY_LIMITS.cardsPerAddressPer10Minutes - 1).every((s) => s === 303)).toBe(true);
    const fifth = await submit(donation.code, card('5105105105105100', '1.00'));
    expect(fifth.status).toBe(429);
    expect(fifth.html).toContain('Too many different cards');
    expect(fifth.retryAfter).toBe('600');
    expect((await submit(donation.code, card(APPROVED, '1.00'))).status).toBe(303);
    // Any attempts from one address: at most so many a minute.
    ctx.h.clock.advance(MINUTE);
    let status = 303;
    let sent = 0;
    for (let i = 0; status !== 429 && i < 20; i++) {
      status = (await submit(donation.code, card(APPROVED, '1.00'))).status;
      if (status !== 429) sent++;
    }
    expect(sent).toBe(PAY_LIMITS.perAddressPerMinute);
  });

  it("never count the page's own merchant, signed in, paying it with the sandbox's test cards as card testing", async () => {
    ctx.h.clock.advance(HOUR);
    const donation = await link({ amountFixed: false });
    const merchant = await ctx.h.signIn(ctx.h.merchant);
    const asOwner = async (number: string) =>
      (
        await fetch(`${ctx.h.baseUrl}/pay/${donation.code}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${merchant}` },
          body: new URLSearchParams(card(number, '1.00')).toString(),
          redirect: 'manual',
        })
      ).status;
    // Every documented test card, declines included, twice over in a few minutes: none throttled.
    const testCards = [APPROVED, DECLINED, '4000000000009995', '4000000000000069', '4000000000000127', '4000000000000119'];
    const answers: number[] = [];
    for (const round of [0, 1]) {
      for (const number of testCards) answers.push(await asOwner(number));
      if (round === 0) ctx.h.clock.advance(MINUTE);
    }
    expect(answers).not.toContain(429);
    expect(answers.filter((s) => s === 303)).toHaveLength(2);
    // Another merchant's token is anyone's: anonymous, and the declines count.
    const stranger = await ctx.h.createDeveloper();
    ctx.h.clock.advance(MINUTE);
    const anonymous: number[] = [];
    for (let i = 0; i < PAY_LIMITS.declinesPerHour + 1; i++)
      anonymous.push(
        (
          await fetch(`${ctx.h.baseUrl}/pay/${donation.code}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${stranger.merchant.accessToken}` },
            body: new URLSearchParams(card(DECLINED, '1.00')).toString(),
            redirect: 'manual',
          })
        ).status,
      );
    expect(anonymous.at(-1)).toBe(429);
  });

  it("hold a link's card payments to the merchant's minimum card amount (REST and the page)", async () => {
    ctx.h.clock.advance(HOUR);
    const donation = await link({ amountFixed: false, minCardAmount: 5 });
    expect(donation.data.minCardAmount).toBe(5);
    const small = await submit(donation.code, card(APPROVED, '1.00'));
    expect(small.status).toBe(400);
    expect(small.html).toContain('at least 5.00 by card');
    expect((await submit(donation.code, card(APPROVED, '5.00'))).status).toBe(303);
    expect((await submit(donation.code, { method: 'mobile_money', phone: '+233241234567', amount: '1.00' })).status).toBe(303);
    const refused = await ctx.h.rest('POST', '/merchants/me/payment-links', {
      token: await ctx.h.signIn(ctx.h.merchant),
      body: { title: 'Bad', currency: 'GHS', amountFixed: false, minCardAmount: 0 },
    });
    expectEnvelope(refused, 400, 'BAD_REQUEST');
  });
});

describe('a mobile money prompt holds a single-use page for minutes, not a day', () => {
  it('lets a card take over a pending prompt, which is cancelled and takes nothing if approved later', async () => {
    ctx.h.clock.advance(HOUR);
    const single = await link({ amountFixed: true, amount: 20, singleUse: true });
    expect((await submit(single.code, { method: 'mobile_money', phone: SILENT_PHONE })).status).toBe(303);
    const blocked = await submit(single.code, { method: 'mobile_money', phone: '+233241234567' });
    expect(blocked.status).toBe(409);
    await ctx.h.services.jobs.runDue();
    const before = await ctx.h.balanceOf(ctx.h.merchant, 'GHS');
    expect((await submit(single.code, card(APPROVED))).status).toBe(303);
    const sessions = await sessionsOf(single.code);
    const prompt = sessions.find((s) => s.method === 'MOBILE_MONEY');
    const paid = sessions.find((s) => s.method === 'CARD');
    expect(prompt).toMatchObject({ status: 'EXPIRED', failure_reason: 'TRANSACTION_CANCELED' });
    expect(paid).toMatchObject({ status: 'COMPLETE', method: 'CARD' });
    const operation = await ctx.h.db.selectFrom('momo_operations').selectAll().where('id', '=', prompt!.momo_operation_id!).executeTakeFirstOrThrow();
    expect(operation).toMatchObject({ status: 'FAILED', reason: 'TRANSACTION_CANCELED' });
    // The provider's late answer is not applied: the merchant was paid once.
    ctx.h.clock.advance(HOUR);
    await ctx.h.services.jobs.runDue();
    expect(await ctx.h.balanceOf(ctx.h.merchant, 'GHS')).toBe(before + 2000n - 30n);
    await ctx.h.expectReconciled();
  });

  it('frees the page for another payer once the prompt has waited its minutes, and limits prompts per number', async () => {
    ctx.h.clock.advance(HOUR);
    const single = await link({ amountFixed: true, amount: 20, singleUse: true });
    expect((await submit(single.code, { method: 'mobile_money', phone: SILENT_PHONE })).status).toBe(303);
    ctx.h.clock.advance(PROMPT_HOLD_MS);
    expect((await submit(single.code, { method: 'mobile_money', phone: '+233241234567' })).status).toBe(303);
    expect((await sessionsOf(single.code)).map((s) => s.failure_reason)).toEqual(['TRANSACTION_CANCELED', null]);

    ctx.h.clock.advance(HOUR);
    const open = await link({ amountFixed: true, amount: 1 });
    const prompts: number[] = [];
    for (let i = 0; i <= PAY_LIMITS.promptsPerNumberPer10Minutes; i++)
      prompts.push((await submit(open.code, { method: 'mobile_money', phone: SILENT_PHONE })).status);
    expect(prompts).toEqual([...Array.from({ length: PAY_LIMITS.promptsPerNumberPer10Minutes }, () => 303), 429]);
  });

  it("lets the merchant void an invoice a payer's prompt is holding, cancelling the prompt", async () => {
    ctx.h.clock.advance(HOUR);
    const token = await ctx.h.signIn(ctx.h.merchant);
    const created = await ctx.h.rest('POST', '/merchants/me/invoices', {
      token,
      body: { customerEmail: 'ama@example.com', items: [{ description: 'Design work', quantity: 1, unitPrice: 50 }], currency: 'GHS' },
    });
    expectEnvelope(created, 200, 'SUCCESS');
    const code = (created.body.data.url as string).split('/').pop()!;
    expect((await submit(code, { method: 'mobile_money', phone: SILENT_PHONE })).status).toBe(303);
    const voided = await ctx.h.rest('POST', `/merchants/me/invoices/${created.body.data.id}/void`, { token });
    expectEnvelope(voided, 200, 'SUCCESS');
    expect(voided.body.data.status).toBe('VOID');
    expect((await sessionsOf(code))[0]).toMatchObject({ status: 'EXPIRED', failure_reason: 'TRANSACTION_CANCELED' });
  });
});
