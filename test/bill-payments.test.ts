import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { MINUTE } from '../src/platform/clock.js';
import { expectEnvelope, fieldsOf, type TestUser, useHarness, mutationRefusal } from './support/harness.js';
import { expectFieldRefusals, expectHiddenFromStranger, expectPaging } from './support/kit.js';

const PayBill = graphql(`
  mutation PayBill($i: PayBillInput!, $k: String) {
    payBill(input: $i, idempotencyKey: $k) { billPayment { id status receiptNumber token amount { amount currency } fee { amount } provider { id } } userErrors { field message code } }
  }
`);
const BillPaymentById = graphql(`
  query BillPaymentById($id: ID!) { billPayment(id: $id) { id status receiptNumber failureReason } }
`);
const BillPaymentsPage = graphql(`
  query BillPaymentsPage($first: Int, $after: String) { billPayments(first: $first, after: $after) { edges { node { id } } pageInfo { endCursor hasNextPage } } }
`);

const ctx = useHarness();
const METER = '12345678901'; // ECG prepaid: 11 digits, pays at once

async function payer(funds = '100.00'): Promise<TestUser> {
  const user = await ctx.h.createUser();
  await ctx.h.fund(user, 'GHS', funds);
  return user;
}

function pay(user: TestUser, body: Record<string, unknown>, key?: string) {
  return ctx.h.rest('POST', '/bills/pay', { token: user.accessToken, body, ...(key ? { headers: { 'Idempotency-Key': key } } : {}) });
}

const ecg = (accountNumber = METER, amount: unknown = 50) => ({ providerId: 'bp_ecg_prepaid', accountNumber, amount, currency: 'GHS' });

async function eventsOf(userId: string, type: string) {
  return ctx.h.db.selectFrom('events').select(['type', 'data']).where('owner_id', '=', userId).where('type', '=', type).orderBy('seq').execute();
}

describe('paying a bill', () => {
  it('completes at once with a receipt and a prepaid token, debiting amount and fee by balanced entries', async () => {
    const user = await payer();
    const paid = await pay(user, ecg());
    expectEnvelope(paid, 200, 'SUCCESS');
    expect(paid.body.data).toMatchObject({
      providerId: 'bp_ecg_prepaid',
      providerName: 'ECG Prepaid Electricity',
      accountNumber: METER,
      amount: 50,
      fee: 1,
      currency: 'GHS',
      status: 'COMPLETED',
      failureReason: null,
      scheduledPaymentId: null,
    });
    expect(paid.body.data.id).toMatch(/^bpy_/);
    expect(paid.body.data.receiptNumber).toMatch(/^RCP\d{12}$/);
    expect(paid.body.data.token).toMatch(/^\d{4}(-\d{4}){4}$/);
    expect(paid.body.data.paidAt).not.toBeNull();
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(4900n);
    const [completed] = await eventsOf(user.id, 'bill_payment.completed');
    expect(completed?.data).toMatchObject({
      billPayment: { id: paid.body.data.id, amount: '50.00', fee: '1.00', status: 'COMPLETED', token: paid.body.data.token },
    });
    expect((await eventsOf(user.id, 'wallet.debited')).at(-1)?.data).toMatchObject({ amount: '51.00', reason: 'bill_payment' });
    // A water bill carries no token.
    const water = await pay(user, { providerId: 'bp_gwcl', accountNumber: '1234567890', amount: 0.01, currency: 'GHS' });
    expect(water.body.data).toMatchObject({ status: 'COMPLETED', token: null, amount: 0.01 });
    await ctx.h.expectReconciled();
  });

  it('refuses what the biller would refuse before any money moves, naming the field', async () => {
    const user = await payer('10.00');
    await expectFieldRefusals<Record<string, unknown>>(
      [
        [ecg(METER, 0), 'amount'],
        [ecg(METER, 0.001), 'amount'],
        [ecg(METER, 4.99), 'amount'],
        [ecg(METER, 5000.01), 'amount'],
        [ecg(METER, '1e400'), 'amount'],
        [{ ...ecg(), currency: 'NGN' }, 'currency'],
        [{ ...ecg(), currency: 'GH' }, 'currency'],
        [ecg('1234'), 'accountNumber'],
        [ecg('1234567890\u0000'), 'accountNumber'],
        [{ providerId: 'bp_dstv_gh', accountNumber: '1234567890', amount: 100, currency: 'GHS' }, 'amount'],
        [{ ...ecg(), tip: 5 }, 'tip'],
        [{ accountNumber: METER, amount: 5, currency: 'GHS' }, 'providerId'],
      ],
      { rest: (body) => pay(user, body) },
    );
    const unknown = await pay(user, { ...ecg(), providerId: 'bp_nowhere' });
    expectEnvelope(unknown, 404, 'NOT_FOUND');
    expect(fieldsOf(unknown.body)).toEqual(['providerId']);
    const invalid = await pay(user, ecg('12345670001', 5));
    expectEnvelope(invalid, 422, 'BILL_ACCOUNT_INVALID');
    expect(fieldsOf(invalid.body)).toEqual(['accountNumber']);
    expectEnvelope(await pay(user, ecg(METER, 20)), 409, 'INSUFFICIENT_FUNDS');
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(1000n);
    expect((await ctx.h.rest('GET', '/bills/history', { token: user.accessToken })).body.data.items).toEqual([]);
    await ctx.h.expectReconciled();
  });

  it('fails with the money returned when the biller is down', async () => {
    const user = await payer();
    const failed = await pay(user, ecg('12345670003', 30));
    expectEnvelope(failed, 200, 'SUCCESS');
    expect(failed.body.data).toMatchObject({ status: 'FAILED', failureReason: 'PROVIDER_UNAVAILABLE', receiptNumber: null, token: null });
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(10000n);
    expect((await eventsOf(user.id, 'bill_payment.failed'))[0]?.data).toMatchObject({
      billPayment: { id: failed.body.data.id, failureReason: 'PROVIDER_UNAVAILABLE' },
    });
    // The amount and fee were held, then released: nothing left the wallet.
    expect((await eventsOf(user.id, 'wallet.held')).at(-1)?.data).toMatchObject({ amount: '31.00', reason: 'bill_payment' });
    expect((await eventsOf(user.id, 'wallet.released')).at(-1)?.data).toMatchObject({ amount: '31.00', reason: 'bill_payment_returned' });
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(10000n);
    await ctx.h.expectReconciled();
  });

  it('stays PENDING with its money held when the biller times out, completes later, and a retry never pays twice', async () => {
    const user = await payer();
    const key = randomUUID();
    const late = await pay(user, ecg('12345670002', 40), key);
    expect(late.body.data).toMatchObject({ status: 'PENDING', receiptNumber: null });
    // Held until the biller answers: no longer available, still in the balance.
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(5900n);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(10000n);
    const retry = await pay(user, ecg('12345670002', 40), key);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data.id).toBe(late.body.data.id);
    ctx.h.clock.advance(2 * MINUTE - 1000);
    await ctx.h.services.jobs.runDue();
    const token = await ctx.h.signIn(user);
    expect((await ctx.h.rest('GET', `/bills/history/${late.body.data.id}`, { token })).body.data.status).toBe('PENDING');
    ctx.h.clock.advance(1000);
    await ctx.h.services.jobs.runDue();
    const done = await ctx.h.rest('GET', `/bills/history/${late.body.data.id}`, { token });
    expect(done.body.data).toMatchObject({ status: 'COMPLETED', token: expect.stringMatching(/^\d{4}-/) });
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(5900n);
    const viaGraphQL = await ctx.h.gql(BillPaymentById, { id: late.body.data.id }, { token });
    expect(viaGraphQL.body.data.billPayment).toMatchObject({ status: 'COMPLETED' });
    await ctx.h.expectReconciled();
  });

  it('pays once for concurrent twins with one Idempotency-Key', async () => {
    const user = await payer();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(user, ecg(METER, 10), key)));
    const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.data.id));
    expect(ids.size).toBe(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(8900n);
    const history = await ctx.h.rest('GET', '/bills/history', { token: user.accessToken });
    expect(history.body.data.items).toHaveLength(1);
  });

  it('pays on GraphQL, once per idempotency key, and answers the payment as it stands', async () => {
    const user = await payer();
    const key = randomUUID();
    const input = { providerId: 'bp_mtn_airtime_gh', accountNumber: '233241234567', amount: '5.00', currency: 'GHS' };
    const first = await ctx.h.gql(PayBill, { i: input, k: key }, { token: user.accessToken });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.payBill.billPayment).toMatchObject({
      status: 'COMPLETED',
      token: null,
      amount: { amount: '5.00', currency: 'GHS' },
      fee: { amount: '0.00' },
    });
    const again = await ctx.h.gql(PayBill, { i: input, k: key }, { token: user.accessToken });
    expect(again.body.data.payBill.billPayment!.id).toBe(first.body.data.payBill.billPayment!.id);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(9500n);
    const refused = await ctx.h.gql(PayBill, { i: { ...input, accountNumber: '233240000001' } }, { token: user.accessToken });
    expect(mutationRefusal(refused.body)).toMatchObject({ code: 'BILL_ACCOUNT_INVALID', fields: [{ field: 'accountNumber' }] });
  });

  it('lists history newest first with paging, and hides one user’s payments from another', async () => {
    const user = await payer();
    const ids: string[] = [];
    for (const amount of [5, 6, 7]) {
      ids.unshift((await pay(user, ecg(METER, amount))).body.data.id);
      ctx.h.clock.advance(1000);
    }
    await expectPaging(ids, {
      rest: (page, size) => ctx.h.rest('GET', `/bills/history?page=${page}&size=${size}`, { token: user.accessToken }),
      gql: async (first, after) => {
        const result = await ctx.h.gql(BillPaymentsPage, { first, after }, { token: user.accessToken });
        const connection = result.body.data.billPayments;
        return { ids: connection.edges.map((e) => e.node.id), endCursor: connection.pageInfo.endCursor ?? null, hasNextPage: connection.pageInfo.hasNextPage };
      },
    });
    const stranger = await ctx.h.createUser();
    await expectHiddenFromStranger({
      rest: [() => ctx.h.rest('GET', `/bills/history/${ids[0]}`, { token: stranger.accessToken })],
      gql: [() => ctx.h.gql(BillPaymentById, { id: ids[0]! }, { token: stranger.accessToken })],
    });
    expect((await ctx.h.rest('GET', '/v1/bills/history', { token: user.accessToken })).body.data.items).toHaveLength(3);
  });
});

const ScheduleBillPayment = graphql(`
  mutation ScheduleBillPayment($i: ScheduleBillPaymentInput!) {
    scheduleBillPayment(input: $i) { scheduledBillPayment { id status frequency nextPaymentDate upcomingDates(count: 3) provider { id } amount { amount } } userErrors { field message code } }
  }
`);
const ScheduledBillPaymentById = graphql(`
  query ScheduledBillPaymentById($id: ID!) { scheduledBillPayment(id: $id) { id status occurrences { date status reason reference } } }
`);

const accraToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Accra' }).format(ctx.h.clock.now());

describe('scheduled bill payments', () => {
  it('pay on their dates, each payment naming its schedule, and preview the dates to come', async () => {
    const user = await payer();
    const start = accraToday();
    const created = await ctx.h.rest('POST', '/bills/scheduled', {
      token: user.accessToken,
      body: { ...ecg(METER, 20), frequency: 'monthly', startDate: start },
    });
    expectEnvelope(created, 200, 'SUCCESS');
    expect(created.body.data).toMatchObject({
      providerId: 'bp_ecg_prepaid',
      amount: 20,
      frequency: 'monthly',
      status: 'ACTIVE',
      nextPaymentDate: start,
      timeZone: 'Africa/Accra',
    });
    const id = created.body.data.id;
    expect(id).toMatch(/^bsc_/);
    await ctx.h.services.jobs.runDue();
    const history = await ctx.h.rest('GET', '/bills/history', { token: user.accessToken });
    expect(history.body.data.items).toEqual([expect.objectContaining({ status: 'COMPLETED', scheduledPaymentId: id, amount: 20 })]);
    const occurrences = await ctx.h.rest('GET', `/bills/scheduled/${id}/occurrences?count=3`, { token: user.accessToken });
    expect(occurrences.body.data.past).toEqual([expect.objectContaining({ date: start, status: 'EXECUTED', reference: history.body.data.items[0].id })]);
    expect(occurrences.body.data.upcoming).toHaveLength(3);
    expect(occurrences.body.data.upcoming[0] > start).toBe(true);
    const listed = await ctx.h.rest('GET', '/bills/scheduled', { token: user.accessToken });
    expect(listed.body.data.items.map((s: { id: string }) => s.id)).toEqual([id]);
    // Paused, nothing is paid; the same schedule runs again once resumed.
    expect((await ctx.h.rest('PUT', `/bills/scheduled/${id}/pause`, { token: user.accessToken })).body.data).toMatchObject({
      status: 'PAUSED',
      nextPaymentDate: null,
    });
    expect((await ctx.h.rest('PUT', `/bills/scheduled/${id}/resume`, { token: user.accessToken })).body.data.status).toBe('ACTIVE');
  });

  it('skip a date that cannot be paid (insufficient funds, KYC limit) with its reason, announced', async () => {
    const poor = await payer('5.00');
    const start = accraToday();
    const short = await ctx.h.rest('POST', '/bills/scheduled', { token: poor.accessToken, body: { ...ecg(METER, 20), frequency: 'daily', startDate: start } });
    const rich = await payer('1500.00');
    const overLimit = await ctx.h.rest('POST', '/bills/scheduled', {
      token: rich.accessToken,
      body: { ...ecg(METER, 1200), frequency: 'weekly', startDate: start },
    });
    await ctx.h.services.jobs.runDue();
    for (const [user, scheduled, reason] of [
      [poor, short, 'INSUFFICIENT_FUNDS'],
      [rich, overLimit, 'KYC_LIMIT_EXCEEDED'],
    ] as const) {
      const past = (await ctx.h.rest('GET', `/bills/scheduled/${scheduled.body.data.id}/occurrences`, { token: user.accessToken })).body.data.past;
      expect(past).toEqual([expect.objectContaining({ date: start, status: 'SKIPPED', reason, reference: null })]);
      expect((await eventsOf(user.id, 'bill_payment.schedule_skipped'))[0]?.data).toMatchObject({
        scheduledPayment: { id: scheduled.body.data.id },
        date: start,
        reason,
      });
      expect((await ctx.h.rest('GET', '/bills/history', { token: user.accessToken })).body.data.items).toEqual([]);
    }
    expect(await ctx.h.balanceOf(rich, 'GHS')).toBe(150000n);
    await ctx.h.expectReconciled();
  });

  it('are validated like a payment, hidden from strangers, and reachable on GraphQL', async () => {
    const user = await payer();
    const start = accraToday();
    await expectFieldRefusals<Record<string, unknown>>(
      [
        [{ ...ecg(METER, 20), frequency: 'yearly', startDate: start }, 'frequency'],
        [{ ...ecg(METER, 20), frequency: 'daily', startDate: '2020-01-01' }, 'startDate'],
        [{ ...ecg(METER, 20), frequency: 'daily' }, 'startDate'],
        [{ ...ecg(METER, 0.001), frequency: 'daily', startDate: start }, 'amount'],
        [{ ...ecg('12'), frequency: 'daily', startDate: start }, 'accountNumber'],
      ],
      { rest: (body) => ctx.h.rest('POST', '/bills/scheduled', { token: user.accessToken, body }) },
    );
    const created = await ctx.h.gql(
      ScheduleBillPayment,
      { i: { providerId: 'bp_gwcl', accountNumber: '1234567890', amount: '0.01', currency: 'GHS', frequency: 'WEEKLY', startDate: start } },
      { token: user.accessToken },
    );
    expect(created.body.errors).toBeUndefined();
    const scheduled = created.body.data.scheduleBillPayment.scheduledBillPayment;
    expect(scheduled).toMatchObject({ status: 'ACTIVE', frequency: 'WEEKLY', nextPaymentDate: start, provider: { id: 'bp_gwcl' }, amount: { amount: '0.01' } });
    expect(scheduled?.upcomingDates).toHaveLength(3);
    await ctx.h.services.jobs.runDue();
    const read = await ctx.h.gql(ScheduledBillPaymentById, { id: scheduled!.id }, { token: user.accessToken });
    expect(read.body.data.scheduledBillPayment!.occurrences).toEqual([
      { date: start, status: 'EXECUTED', reason: null, reference: expect.stringMatching(/^bpy_/) },
    ]);
    const stranger = await ctx.h.createUser();
    await expectHiddenFromStranger({
      rest: [
        () => ctx.h.rest('GET', `/bills/scheduled/${scheduled?.id}`, { token: stranger.accessToken }),
        () => ctx.h.rest('PUT', `/bills/scheduled/${scheduled?.id}/pause`, { token: stranger.accessToken }),
        () => ctx.h.rest('GET', `/bills/scheduled/${scheduled?.id}/occurrences`, { token: stranger.accessToken }),
      ],
      gql: [() => ctx.h.gql(ScheduledBillPaymentById, { id: scheduled!.id }, { token: stranger.accessToken })],
    });
  });
});
