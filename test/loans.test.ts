import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { expectEnvelope, fieldsOf, type TestUser, useHarness } from './support/harness.js';
import { expectFieldRefusals, expectHiddenFromStranger } from './support/kit.js';

const LoanById = graphql(`
  query LoanById($id: ID!) { loan(id: $id) { id status principalAmount { amount currency } outstanding { total { amount } } schedule { number status principal { amount } interest { amount } lateFee { amount } amountDue { amount } } } }
`);
const ApplyForLoan = graphql(`
  mutation ApplyForLoan($i: ApplyForLoanInput!, $k: String) { applyForLoan(input: $i, idempotencyKey: $k) { loan { id status monthlyPayment { amount } fee { amount } } userErrors { field message code } } }
`);
const RepayLoan = graphql(`
  mutation RepayLoan($id: ID!, $amount: Decimal!) { repayLoan(id: $id, amount: $amount) { loan { status outstanding { total { amount } } } userErrors { field message code } } }
`);
const CreditOverview = graphql(`
  query CreditOverview {
    creditScore { score grade maxScore factors factorDetails { code points } }
    creditHistory(first: 5) { edges { node { score } } }
    loanEligibility { eligible grade products { product { id } eligible maxAmount { amount } reasons } }
    loanProducts { edges { node { id interestRate minAmount { amount currency } } } }
  }
`);

const ctx = useHarness();
type Developer = Awaited<ReturnType<typeof ctx.h.createDeveloper>>;
interface Borrower {
  developer: Developer;
  user: TestUser;
}

/** A borrower of their own developer account (its clock moves alone), with a sandbox credit profile. */
async function borrower(profile: 'excellent' | 'good' | 'fair' | 'poor', funds = '0'): Promise<Borrower> {
  const developer = await ctx.h.createDeveloper();
  const user = await ctx.h.createUser({ email: `${randomUUID().slice(0, 8)}+score-${profile}@example.com` }, { key: developer.subscriptionKey });
  if (funds !== '0') await ctx.h.fund(user, 'GHS', funds);
  return { developer, user };
}

const call = (b: Borrower, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  ctx.h.rest(method, path, {
    key: b.developer.subscriptionKey,
    token: b.user.accessToken,
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  });
const advance = (b: Borrower, seconds: number) =>
  ctx.h.rest('POST', '/sandbox/clock/advance', { key: b.developer.subscriptionKey, token: b.developer.merchant.accessToken, body: { seconds } });

const quickCash = (amount: unknown = 1000, termMonths = 3) => ({ productId: 'lp_quick_cash_gh', amount, currency: 'GHS', termMonths, purpose: 'school fees' });

async function activeLoan(b: Borrower, body = quickCash()) {
  const applied = await call(b, 'POST', '/loans/apply', body);
  expectEnvelope(applied, 200, 'SUCCESS');
  const decided = await advance(b, 61);
  expect(decided.body.data.fired.map((e: { type: string }) => e.type)).toContain('loan.disbursed');
  return (await call(b, 'GET', `/loans/${applied.body.data.id}`)).body.data;
}

describe('loans', () => {
  it('wait for the underwriter on the account clock, then disburse less the fee, with an annuity schedule', async () => {
    const b = await borrower('excellent');
    const applied = await call(b, 'POST', '/loans/apply', quickCash(1000, 3));
    expectEnvelope(applied, 200, 'SUCCESS');
    expect(applied.body.data).toMatchObject({
      status: 'PENDING_APPROVAL',
      principalAmount: 1000,
      currency: 'GHS',
      interestRate: 30,
      termMonths: 3,
      fee: 20,
      schedule: [],
    });
    expect(applied.body.data.id).toMatch(/^ln_/);
    expect((await advance(b, 59)).body.data.fired).toEqual([]);
    const decided = await advance(b, 2);
    expect(decided.body.data.fired.map((e: { type: string }) => e.type)).toEqual(['wallet.funded', 'loan.disbursed']);
    const loan = (await call(b, 'GET', `/loans/${applied.body.data.id}`)).body.data;
    expect(loan).toMatchObject({ status: 'ACTIVE', outstanding: { fees: 0, principal: 1000 } });
    expect(loan.schedule).toHaveLength(3);
    expect(loan.schedule.reduce((sum: number, i: { principal: number }) => sum + Math.round(i.principal * 100), 0)).toBe(100_000);
    expect(loan.schedule[0].principal + loan.schedule[0].interest).toBeCloseTo(loan.monthlyPayment, 2);
    expect(await ctx.h.balanceOf(b.user, 'GHS')).toBe(98_000n);
    await ctx.h.expectReconciled();
  });

  it('are rejected with the reason when the score or the grade limit does not allow them', async () => {
    const poor = await borrower('poor');
    const refused = await call(poor, 'POST', '/loans/apply', quickCash());
    await advance(poor, 61);
    const decided = (await call(poor, 'GET', `/loans/${refused.body.data.id}`)).body.data;
    expect(decided).toMatchObject({ status: 'REJECTED', rejectionReason: 'SCORE_BELOW_PRODUCT_MINIMUM' });
    const events = await ctx.h.db.selectFrom('events').select('data').where('owner_id', '=', poor.user.id).where('type', '=', 'loan.rejected').execute();
    expect(events[0]?.data).toMatchObject({ reason: 'SCORE_BELOW_PRODUCT_MINIMUM', loan: { id: refused.body.data.id, status: 'REJECTED' } });
    // Grade C may borrow half of a product's maximum: GHS 5,000 of the Salary Advance's 10,000.
    const good = await borrower('good');
    // Enhanced KYC, so the wallet could hold the 6,000 and only the grade limit refuses it (a Basic
    // wallet holds at most 5,000 and is refused at the application, see credit-caps.test.ts).
    await ctx.h.db.updateTable('users').set({ kyc_tier: 2 }).where('id', '=', good.user.id).execute();
    const eligibility = (await call(good, 'GET', '/credit/eligibility')).body.data;
    expect(eligibility.products.find((p: { productId: string }) => p.productId === 'lp_salary_advance_gh')).toMatchObject({ eligible: true, maxAmount: 5000 });
    const tooMuch = await call(good, 'POST', '/loans/apply', { productId: 'lp_salary_advance_gh', amount: 6000, currency: 'GHS', termMonths: 6 });
    await advance(good, 61);
    expect((await call(good, 'GET', `/loans/${tooMuch.body.data.id}`)).body.data).toMatchObject({ status: 'REJECTED', rejectionReason: 'AMOUNT_OVER_LIMIT' });
  });

  it('take repayments in order (fees, interest, principal), refuse overpayment, and end PAID_OFF, raising the score', async () => {
    const b = await borrower('fair', '2000.00');
    const before = (await call(b, 'GET', '/credit/score')).body.data.score;
    const loan = await activeLoan(b, quickCash(400, 2)); // grade D: at most a quarter of Quick Cash's 2,000
    const first = loan.schedule[0];
    const part = await call(b, 'POST', `/loans/${loan.id}/repay`, { amount: first.interest + 1 });
    expectEnvelope(part, 200, 'SUCCESS');
    expect(part.body.data.repayments[0]).toMatchObject({ toFees: 0, toInterest: first.interest, toPrincipal: 1 });
    const owed = part.body.data.outstanding.total;
    const over = await call(b, 'POST', `/loans/${loan.id}/repay`, { amount: owed + 0.01 });
    expectEnvelope(over, 409, 'OVERPAYMENT');
    expect(fieldsOf(over.body)).toEqual(['amount']);
    const rest = await call(b, 'POST', `/loans/${loan.id}/repay`, { amount: owed });
    expect(rest.body.data).toMatchObject({ status: 'PAID_OFF', outstanding: { total: 0 } });
    expect(rest.body.data.schedule.every((i: { status: string }) => i.status === 'PAID')).toBe(true);
    expectEnvelope(await call(b, 'POST', `/loans/${loan.id}/repay`, { amount: 1 }), 409, 'LOAN_NOT_REPAYABLE');
    const after = (await call(b, 'GET', '/credit/score')).body.data;
    expect(after.score).toBeGreaterThan(before);
    expect(after.factorDetails.map((f: { code: string }) => f.code)).toEqual(expect.arrayContaining(['ON_TIME_REPAYMENTS', 'LOANS_PAID_OFF']));
    const history = (await call(b, 'GET', '/credit/history')).body.data.items;
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history[0].score).toBe(after.score);
    await ctx.h.expectReconciled();
  });

  it('fall overdue with the late fee after the due date on the clock, which lowers the score', async () => {
    const b = await borrower('excellent', '500.00');
    const loan = await activeLoan(b, quickCash(300, 2));
    const scoreBefore = (await call(b, 'GET', '/credit/score')).body.data.score;
    const walked = await advance(b, 32 * 86_400);
    const overdue = walked.body.data.fired.find((e: { type: string }) => e.type === 'loan.overdue');
    expect(overdue.data).toMatchObject({ loan: { id: loan.id, status: 'OVERDUE' }, instalment: { number: 1, lateFee: '10.00' } });
    const now = (await call(b, 'GET', `/loans/${loan.id}`)).body.data;
    expect(now).toMatchObject({ status: 'OVERDUE', outstanding: { fees: 10 } });
    expect(now.schedule[0]).toMatchObject({ status: 'OVERDUE', lateFee: 10 });
    expect((await call(b, 'GET', '/credit/score')).body.data.score).toBeLessThan(scoreBefore);
    expect((await call(b, 'GET', '/credit/eligibility')).body.data).toMatchObject({ eligible: false, reasons: expect.arrayContaining(['LOAN_OVERDUE']) });
    // Paying late is allowed: the late fee first, and the loan is ACTIVE again once nothing is overdue.
    const first = now.schedule[0];
    const paid = await call(b, 'POST', `/loans/${loan.id}/repay`, { amount: first.amountDue });
    expect(paid.body.data.repayments.at(-1)).toMatchObject({ toFees: 10 });
    expect(paid.body.data).toMatchObject({ status: 'ACTIVE' });
    expect((await call(b, 'GET', '/credit/score')).body.data.factorDetails.map((f: { code: string }) => f.code)).toContain('LATE_REPAYMENTS');
  });

  it('never overpay under concurrent repayments, and create one loan per Idempotency-Key', async () => {
    const b = await borrower('excellent', '3000.00');
    const key = randomUUID();
    const twins = await Promise.all([1, 2, 3].map(() => call(b, 'POST', '/loans/apply', quickCash(500, 2), { 'Idempotency-Key': key })));
    const ids = new Set(twins.filter((t) => t.status === 200).map((t) => t.body.data.id));
    expect(ids.size).toBe(1);
    expectEnvelope(await call(b, 'POST', '/loans/apply', quickCash(500, 2)), 409, 'LOAN_ALREADY_OPEN');
    await advance(b, 61);
    const [id] = [...ids];
    const owed = (await call(b, 'GET', `/loans/${id}`)).body.data.outstanding.total;
    const racing = await Promise.all([1, 2, 3, 4].map(() => call(b, 'POST', `/loans/${id}/repay`, { amount: owed })));
    expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of racing.filter((x) => x.status !== 200)) expect(['OVERPAYMENT', 'LOAN_NOT_REPAYABLE']).toContain(r.body.details.code);
    expect((await call(b, 'GET', `/loans/${id}`)).body.data.status).toBe('PAID_OFF');
    await ctx.h.expectReconciled();
  });

  it('refuse bad applications at their boundaries and hide one user’s loans from another', async () => {
    const b = await borrower('excellent');
    await expectFieldRefusals<Record<string, unknown>>(
      [
        [quickCash(49.99), 'amount'],
        [quickCash(2000.01), 'amount'],
        [quickCash(0), 'amount'],
        [quickCash(100, 0), 'termMonths'],
        [quickCash(100, 7), 'termMonths'],
        [{ ...quickCash(), termMonths: 2.5 }, 'termMonths'],
        [{ ...quickCash(), currency: 'NGN' }, 'currency'],
        [{ ...quickCash(), purpose: 'x'.repeat(201) }, 'purpose'],
        [{ ...quickCash(), collateral: 'car' }, 'collateral'],
      ],
      { rest: (body) => call(b, 'POST', '/loans/apply', body) },
    );
    const unknown = await call(b, 'POST', '/loans/apply', { ...quickCash(), productId: 'lp_nothing' });
    expectEnvelope(unknown, 404, 'NOT_FOUND');
    expect(fieldsOf(unknown.body)).toEqual(['productId']);
    expectEnvelope(await call(b, 'POST', '/loans/apply', quickCash(50, 1)), 200, 'SUCCESS');
    const mine = (await call(b, 'GET', '/loans')).body.data.items[0];
    const stranger = await borrower('excellent');
    await expectHiddenFromStranger({
      rest: [() => call(stranger, 'GET', `/loans/${mine.id}`), () => call(stranger, 'POST', `/loans/${mine.id}/repay`, { amount: 1 })],
      gql: [() => ctx.h.gql(LoanById, { id: mine.id }, { key: stranger.developer.subscriptionKey, token: stranger.user.accessToken })],
    });
    expect((await ctx.h.rest('GET', '/v1/loans/products', { key: b.developer.subscriptionKey, token: b.user.accessToken })).body.data).toHaveLength(4);
  });

  it('answer on GraphQL: products, score, history, eligibility, apply and repay', async () => {
    const b = await borrower('excellent', '100.00');
    const opts = { key: b.developer.subscriptionKey, token: b.user.accessToken };
    const overview = await ctx.h.gql(CreditOverview, {}, opts);
    expect(overview.body.errors).toBeUndefined();
    expect(overview.body.data.creditScore).toMatchObject({ score: 820, grade: 'A', maxScore: 850, factors: ['sandbox test profile "excellent": +320'] });
    expect(overview.body.data.loanEligibility.eligible).toBe(true);
    expect(overview.body.data.loanProducts.edges).toHaveLength(4);
    const key = randomUUID();
    const applied = await ctx.h.gql(ApplyForLoan, { i: { productId: 'lp_quick_cash_gh', amount: '100.00', currency: 'GHS', termMonths: 1 }, k: key }, opts);
    expect(applied.body.data.applyForLoan.loan).toMatchObject({ status: 'PENDING_APPROVAL', fee: { amount: '2.00' } });
    await advance(b, 61);
    const loan = await ctx.h.gql(LoanById, { id: applied.body.data.applyForLoan.loan!.id }, opts);
    expect(loan.body.data.loan).toMatchObject({ status: 'ACTIVE', schedule: [{ number: 1, status: 'DUE' }] });
    // What the instalment comes to, as REST's schedule answers it: principal + interest + late fee.
    const [instalment] = loan.body.data.loan!.schedule;
    const rest = await ctx.h.rest('GET', `/loans/${applied.body.data.applyForLoan.loan!.id}`, opts);
    const cents = (amount: string | number) => Math.round(Number(amount) * 100);
    expect(cents(instalment!.amountDue.amount)).toBe(cents(rest.body.data.schedule[0].amountDue));
    expect(cents(instalment!.amountDue.amount)).toBe(
      cents(instalment!.principal.amount) + cents(instalment!.interest.amount) + cents(instalment!.lateFee.amount),
    );
    const repaid = await ctx.h.gql(RepayLoan, { id: applied.body.data.applyForLoan.loan!.id, amount: loan.body.data.loan!.outstanding.total.amount }, opts);
    expect(repaid.body.data.repayLoan.loan).toMatchObject({ status: 'PAID_OFF', outstanding: { total: { amount: '0.00' } } });
  });
});
