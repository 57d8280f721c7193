import { graphql } from '../src/generated/documents/index.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DAY, SECOND } from '../src/platform/clock.js';
import { expectEnvelope, fieldsOf, useHarness, type TestUser } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const PaymentRequest = graphql(`
  query PaymentRequest($id: ID!) { paymentRequest(id: $id) { status transferId } }
`);
const CancelPaymentRequest = graphql(`
  mutation CancelPaymentRequest($id: ID!) { cancelPaymentRequest(id: $id) { paymentRequest { status } userErrors { field message code } } }
`);
const CreatePaymentRequest = graphql(`
  mutation CreatePaymentRequest($i: CreatePaymentRequestInput!, $k: String) { createPaymentRequest(input: $i, idempotencyKey: $k) { paymentRequest { id status amount { amount currency } } userErrors { field message code } } }
`);
const AcceptPaymentRequest = graphql(`
  mutation AcceptPaymentRequest($id: ID!, $k: String) { acceptPaymentRequest(id: $id, idempotencyKey: $k) { paymentRequest { status } userErrors { field message code } } }
`);
const ReceivedPaymentRequests = graphql(`
  query ReceivedPaymentRequests { receivedPaymentRequests(first: 5) { edges { node { id status } } } }
`);

const ctx = useHarness();

async function pair(payerFunds = '100.00'): Promise<{ requester: TestUser; payer: TestUser }> {
  const requester = await ctx.h.createUser();
  const payer = await ctx.h.createUser();
  await ctx.h.fund(payer, 'GHS', payerFunds);
  return { requester, payer };
}

async function request(requester: TestUser, payer: TestUser, amount = 25) {
  const created = await ctx.h.rest('POST', '/payment-requests', {
    token: requester.accessToken,
    body: { fromEmail: payer.email, amount, currency: 'GHS', note: 'dinner' },
  });
  expectEnvelope(created, 200, 'SUCCESS');
  return created.body.data;
}

describe('payment requests', () => {
  it('are created pending for 7 days and appear in both lists', async () => {
    const { requester, payer } = await pair();
    const created = await request(requester, payer);
    expect(created).toMatchObject({ amount: 25, currency: 'GHS', note: 'dinner', status: 'PENDING', transferId: null });
    expect(Date.parse(created.expiresAt) - Date.parse(created.createdAt)).toBe(7 * DAY);
    expect((await ctx.h.rest('GET', '/payment-requests/sent', { token: requester.accessToken })).body.data.items.map((r: any) => r.id)).toEqual([created.id]);
    expect((await ctx.h.rest('GET', '/payment-requests/received', { token: payer.accessToken })).body.data.items.map((r: any) => r.id)).toEqual([created.id]);
    expect((await ctx.h.rest('GET', '/payment-requests/received', { token: requester.accessToken })).body.data.items).toEqual([]);
  });

  it('move the money when the payer accepts, once', async () => {
    const { requester, payer } = await pair();
    const created = await request(requester, payer);
    const accepted = await ctx.h.rest('POST', `/payment-requests/${created.id}/accept`, { token: payer.accessToken });
    expectEnvelope(accepted, 200, 'SUCCESS');
    expect(accepted.body.data.status).toBe('ACCEPTED');
    expect(accepted.body.data.transferId).toMatch(/^je_/);
    expect(await ctx.h.balanceOf(payer, 'GHS')).toBe(7500n);
    expect(await ctx.h.balanceOf(requester, 'GHS')).toBe(2500n);
    const events = await ctx.h.db
      .selectFrom('events')
      .select(['type', 'owner_id'])
      .where('data', '@>', JSON.stringify({ entryId: accepted.body.data.transferId }))
      .orderBy('seq')
      .execute();
    expect(events).toEqual([
      { type: 'wallet.debited', owner_id: payer.id },
      { type: 'wallet.funded', owner_id: requester.id },
    ]);
    for (const action of ['accept', 'reject']) {
      expectEnvelope(await ctx.h.rest('POST', `/payment-requests/${created.id}/${action}`, { token: payer.accessToken }), 409, 'NOT_PENDING');
    }
    expectEnvelope(await ctx.h.rest('POST', `/payment-requests/${created.id}/cancel`, { token: requester.accessToken }), 409, 'NOT_PENDING');
  });

  it('accept exactly once under concurrent accepts', async () => {
    const { requester, payer } = await pair();
    const created = await request(requester, payer, 10);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => ctx.h.rest('POST', `/payment-requests/${created.id}/accept`, { token: payer.accessToken })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.details.code === 'NOT_PENDING')).toBe(true);
    expect(await ctx.h.balanceOf(requester, 'GHS')).toBe(1000n);
  });

  it('leave nothing behind when the payer cannot pay', async () => {
    const { requester, payer } = await pair('5.00');
    const created = await request(requester, payer, 25);
    expectEnvelope(await ctx.h.rest('POST', `/payment-requests/${created.id}/accept`, { token: payer.accessToken }), 409, 'INSUFFICIENT_FUNDS');
    const still = await ctx.h.gql(PaymentRequest, { id: created.id }, { token: payer.accessToken });
    expect(still.body.data.paymentRequest).toEqual({ status: 'PENDING', transferId: null });
  });

  it('are rejected by the payer and cancelled by the requester only', async () => {
    const { requester, payer } = await pair();
    const first = await request(requester, payer);
    expectEnvelope(await ctx.h.rest('POST', `/payment-requests/${first.id}/accept`, { token: requester.accessToken }), 403, 'FORBIDDEN');
    expectEnvelope(await ctx.h.rest('POST', `/payment-requests/${first.id}/cancel`, { token: payer.accessToken }), 403, 'FORBIDDEN');
    const stranger = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('POST', `/payment-requests/${first.id}/accept`, { token: stranger.accessToken }), 404, 'NOT_FOUND');
    const rejected = await ctx.h.rest('POST', `/payment-requests/${first.id}/reject`, { token: payer.accessToken });
    expect(rejected.body.data.status).toBe('REJECTED');
    const second = await request(requester, payer);
    const cancelled = await ctx.h.gql(CancelPaymentRequest, { id: second.id }, { token: requester.accessToken });
    expect(cancelled.body.data.cancelPaymentRequest.paymentRequest!.status).toBe('CANCELLED');
    const filtered = await ctx.h.rest('GET', '/payment-requests/sent?status=CANCELLED', { token: requester.accessToken });
    expect(filtered.body.data.items.map((r: any) => r.id)).toEqual([second.id]);
  });

  it('expire after 7 days: by the clock-driven job, and on any later action', async () => {
    const { requester, payer } = await pair();
    const byJob = await request(requester, payer);
    const lazy = await request(requester, payer);
    ctx.h.clock.advance(7 * DAY - SECOND);
    await ctx.h.services.jobs.runDue();
    expect((await ctx.h.services.paymentRequests.get({ kind: 'user', userId: payer.id, role: 'USER' }, byJob.id)).status).toBe('PENDING');
    ctx.h.clock.advance(SECOND);
    const token = await ctx.h.signIn(payer);
    // Past expiry, the request is expired before any job runs.
    expectEnvelope(await ctx.h.rest('POST', `/payment-requests/${lazy.id}/accept`, { token }), 409, 'NOT_PENDING');
    await ctx.h.services.jobs.runDue();
    const row = await ctx.h.db.selectFrom('payment_requests').select(['status']).where('id', '=', byJob.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('EXPIRED');
    const listed = await ctx.h.rest('GET', '/payment-requests/received?status=EXPIRED', { token });
    expect(listed.body.data.items.map((r: any) => r.id).sort()).toEqual([byJob.id, lazy.id].sort());
    expect(await ctx.h.balanceOf(payer, 'GHS')).toBe(10000n);
  });

  it('validate their input, refuse self-requests and unknown payers', async () => {
    const user = await ctx.h.createUser();
    for (const [body, status, code, fields] of [
      [{ amount: 5, currency: 'GHS' }, 400, 'BAD_REQUEST', ['fromWalletId']],
      [{ fromEmail: 'nobody@example.com', amount: 5, currency: 'GHS' }, 404, 'NOT_FOUND', ['fromEmail']],
      [{ fromEmail: user.email, amount: 5, currency: 'GHS' }, 400, 'SELF_TRANSFER', []],
      [{ fromEmail: 'x@example.com', amount: 0, currency: 'GHS' }, 400, 'BAD_REQUEST', ['amount']],
    ] as const) {
      const result = await ctx.h.rest('POST', '/payment-requests', { token: user.accessToken, body });
      expectEnvelope(result, status, code);
      expect(fieldsOf(result.body)).toEqual(fields);
    }
  });

  it('work through GraphQL, with idempotent create and accept', async () => {
    const { requester, payer } = await pair();
    const key = randomUUID();
    const create = () =>
      ctx.h.gql(CreatePaymentRequest, { i: { fromPhone: payer.phone, amount: '12.50', currency: 'GHS' }, k: key }, { token: requester.accessToken });
    const [a, b] = [await create(), await create()];
    expect(b.body.data.createPaymentRequest.paymentRequest!.id).toBe(a.body.data.createPaymentRequest.paymentRequest!.id);
    expect(a.body.data.createPaymentRequest.paymentRequest!.amount).toEqual({ amount: '12.50', currency: 'GHS' });
    const id = a.body.data.createPaymentRequest.paymentRequest!.id;
    const acceptKey = randomUUID();
    const accepts = await Promise.all([1, 2].map(() => ctx.h.gql(AcceptPaymentRequest, { id, k: acceptKey }, { token: payer.accessToken })));
    expect(accepts.some((r) => r.body.data?.acceptPaymentRequest?.paymentRequest?.status === 'ACCEPTED')).toBe(true);
    const received = await ctx.h.gql(ReceivedPaymentRequests, {}, { token: payer.accessToken });
    expect(received.body.data.receivedPaymentRequests.edges).toEqual([{ node: { id, status: 'ACCEPTED' } }]);
    expect(await ctx.h.balanceOf(requester, 'GHS')).toBe(1250n);
  });
});
