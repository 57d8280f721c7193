import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { graphql } from '../src/generated/documents/index.js';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, fieldsOf, type TestUser, useHarness, mutationRefusal } from './support/harness.js';

// A transaction comes back at most its amount, whichever path asks: the wallet refund, a dispute,
// an administrator's reversal, payment and POS refunds all claim against one record per
// transaction that the database keeps at or below the original amount.

const ResolveAsRefund = graphql(`
  mutation ResolveAsRefund($id: ID!) { resolveDispute(id: $id, outcome: REFUND, note: "Refunded in the user's favour.") { dispute { status resolution } userErrors { field message code } } }
`);
const RefundFundInOnce = graphql(`
  mutation RefundFundInOnce($id: ID!) { refundFundIn(transactionId: $id) { walletFunding { status } userErrors { field message code } } }
`);
const ReverseTransferOnce = graphql(`
  mutation ReverseTransferOnce($id: ID!) { reverseTransfer(id: $id) { transfer { status } userErrors { field message code } } }
`);

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });

async function settle(): Promise<void> {
  ctx.h.clock.advance(5 * SECOND);
  await ctx.h.services.jobs.runDue();
}

/** A user with a completed 100.00 fund-in from their own phone, and a fresh token. */
async function fundedIn(): Promise<{ user: TestUser; fundInId: string; token: string }> {
  const user = await ctx.h.createUser();
  const started = await ctx.h.rest('POST', '/wallets/me/fund-in', { token: user.accessToken, body: { amount: 100, currency: 'GHS' } });
  expectEnvelope(started, 202, 'SUCCESS');
  await settle();
  expect(await ctx.h.balanceOf(user, 'GHS')).toBe(10_000n);
  return { user, fundInId: started.body.data.id, token: await ctx.h.signIn(user) };
}

const disputeBody = (transactionId: string) => ({ transactionId, reason: 'incorrect_amount', description: 'I was charged the wrong amount here.' });

async function fileDispute(token: string, transactionId: string): Promise<string> {
  const filed = await ctx.h.rest('POST', '/disputes', { token, body: disputeBody(transactionId) });
  expectEnvelope(filed, 200, 'SUCCESS');
  return filed.body.data.id;
}

async function refundsOf(transactionId: string) {
  return ctx.h.db.selectFrom('refund_claims').select(['path', 'amount', 'released']).where('transaction_id', '=', transactionId).execute();
}

/** A completed GHS remittance of 20.00 (express) from a funded sender. */
async function completedRemittance(): Promise<{ user: TestUser; transferId: string; token: string }> {
  const user = await ctx.h.createUser();
  await ctx.h.fund(user, 'GHS', '500.00');
  const recipient = await ctx.h.rest('POST', '/recipients', { token: user.accessToken, body: { name: 'Ama Serwaa', phone: '+233244556677', provider: 'MTN' } });
  const created = await ctx.h.rest('POST', '/transactions', {
    token: user.accessToken,
    body: { recipientId: recipient.body.data.id, amount: 20, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'express' },
  });
  expectEnvelope(created, 200, 'SUCCESS');
  await ctx.h.services.jobs.runDue();
  await settle();
  const token = await ctx.h.signIn(user);
  expect((await ctx.h.rest('GET', `/transactions/${created.body.data.id}`, { token })).body.data.status).toBe('COMPLETED');
  return { user, transferId: created.body.data.id, token };
}

describe('a transaction is refunded at most once, whatever path asks', () => {
  it('a fund-in refunded by its dispute goes back to the paying phone, and the wallet refund then answers ALREADY_REFUNDED (REST)', async () => {
    const { user, fundInId, token } = await fundedIn();
    const disputeId = await fileDispute(token, fundInId);
    const admin = await ctx.h.createUserWithRole('ADMIN');
    const resolved = await ctx.h.rest('POST', `/admin/disputes/${disputeId}/resolve`, {
      token: admin.accessToken,
      body: { outcome: 'refund', note: 'Refund it.' },
    });
    expectEnvelope(resolved, 200, 'SUCCESS');
    expect(resolved.body.data).toMatchObject({ status: 'RESOLVED', resolution: 'REFUNDED' });
    // Not a second wallet credit: the wallet gives the 100.00 back to the number that paid it (held until the rail pays it).
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(0n);
    const payout = await ctx.h.db.selectFrom('momo_operations').selectAll().where('refers_to', '=', fundInId).executeTakeFirstOrThrow();
    expect(payout).toMatchObject({ purpose: 'REFUND', amount: '10000', party_id: user.phone.slice(1) });
    const again = await ctx.h.rest('POST', '/wallets/me/refund', { token, body: { transactionId: fundInId } });
    expectEnvelope(again, 409, 'ALREADY_REFUNDED');
    expect(again.body.details.description).toContain('a dispute');
    expect(fieldsOf(again.body)).toEqual(['transactionId']);
    await settle();
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(0n);
    expect(await refundsOf(fundInId)).toEqual([{ path: 'DISPUTE', amount: '10000', released: false }]);
    await ctx.h.expectReconciled();
  });

  it('a fund-in refunded through the wallet cannot be refunded again by its dispute, on GraphQL too', async () => {
    const { user, fundInId, token } = await fundedIn();
    const refunded = await ctx.h.gql(RefundFundInOnce, { id: fundInId }, { token });
    expect(refunded.body.errors).toBeUndefined();
    const again = await ctx.h.gql(RefundFundInOnce, { id: fundInId }, { token });
    expect(mutationRefusal(again.body)).toMatchObject({ code: 'ALREADY_REFUNDED', fields: [{ field: 'transactionId' }] });
    expect(again.body.data.refundFundIn.userErrors[0]?.message).toContain('a wallet refund');
    const filed = await ctx.h.rest('POST', '/disputes', { token, body: disputeBody(fundInId) });
    expectEnvelope(filed, 409, 'ALREADY_REFUNDED');
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(0n);
  });

  it('a fund-in disputed before any refund: the wallet refund waits, the dispute refunds once (GraphQL), nothing can dispute it again', async () => {
    const { user, fundInId, token } = await fundedIn();
    const disputeId = await fileDispute(token, fundInId);
    const admin = await ctx.h.createUserWithRole('ADMIN');
    expectEnvelope(await ctx.h.rest('POST', '/wallets/me/refund', { token, body: { transactionId: fundInId } }), 409, 'DISPUTE_OPEN');
    const resolved = await ctx.h.gql(ResolveAsRefund, { id: disputeId }, { token: admin.accessToken });
    expect(resolved.body.data.resolveDispute.dispute).toEqual({ status: 'RESOLVED', resolution: 'REFUNDED' });
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(0n);
    expectEnvelope(await ctx.h.rest('POST', '/disputes', { token, body: disputeBody(fundInId) }), 409, 'ALREADY_REFUNDED');
    expectEnvelope(await ctx.h.rest('POST', '/wallets/me/refund', { token, body: { transactionId: fundInId } }), 409, 'ALREADY_REFUNDED');
    await ctx.h.expectReconciled();
  });

  it('racing wallet refunds of one fund-in: exactly one is accepted, the others answer ALREADY_REFUNDED', async () => {
    const { user, fundInId, token } = await fundedIn();
    const answers = await Promise.all(Array.from({ length: 6 }, () => ctx.h.rest('POST', '/wallets/me/refund', { token, body: { transactionId: fundInId } })));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 202)) expectEnvelope(a, 409, 'ALREADY_REFUNDED');
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(0n);
    expect(await refundsOf(fundInId)).toHaveLength(1);
  });

  it('a remittance refunded by its dispute cannot be reversed by an administrator (REST and GraphQL)', async () => {
    const { user, transferId, token } = await completedRemittance();
    const before = await ctx.h.balanceOf(user, 'GHS');
    const disputeId = await fileDispute(token, transferId);
    const admin = await ctx.h.createUserWithRole('ADMIN');
    expectEnvelope(
      await ctx.h.rest('POST', `/admin/disputes/${disputeId}/resolve`, { token: admin.accessToken, body: { outcome: 'refund', note: 'Refund it.' } }),
      200,
      'SUCCESS',
    );
    const paidBack = (await ctx.h.balanceOf(user, 'GHS')) - before;
    expect(paidBack).toBeGreaterThan(2000n); // amount and fee
    const reversed = await ctx.h.rest('POST', `/admin/transactions/${transferId}/reverse`, { token: admin.accessToken });
    expectEnvelope(reversed, 409, 'ALREADY_REFUNDED');
    expect(reversed.body.details.description).toContain('a dispute');
    const gql = await ctx.h.gql(ReverseTransferOnce, { id: transferId }, { token: admin.accessToken });
    expect(mutationRefusal(gql.body).code).toBe('ALREADY_REFUNDED');
    expect((await ctx.h.balanceOf(user, 'GHS')) - before).toBe(paidBack);
    await ctx.h.expectReconciled();
  });

  it('a reversed remittance cannot be refunded by a dispute', async () => {
    const { transferId, token } = await completedRemittance();
    const admin = await ctx.h.createUserWithRole('ADMIN');
    expectEnvelope(await ctx.h.rest('POST', `/admin/transactions/${transferId}/reverse`, { token: admin.accessToken }), 200, 'SUCCESS');
    expectEnvelope(await ctx.h.rest('POST', '/disputes', { token, body: disputeBody(transferId) }), 409, 'ALREADY_REFUNDED');
    expect(await refundsOf(transferId)).toEqual([{ path: 'REVERSAL', amount: expect.any(String), released: false }]);
  });

  it('the database refuses claims past the amount under concurrency, and a released claim stops counting', async () => {
    const refunds = ctx.h.services.ledger.refunds;
    const transactionId = `test_${Date.now()}`;
    const claim = (claimId: string, amount: bigint) =>
      inTransaction(ctx.h.db, (tx) =>
        refunds.claim(tx, { claimId, transactionId, currency: 'GHS', originalAmount: 1000n, amount, path: 'PAYMENT_REFUND' }),
      ).then(
        () => 'claimed',
        (e) => e.code as string,
      );
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => claim(`c${i}`, 300n)));
    expect(outcomes.filter((o) => o === 'claimed')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'ALREADY_REFUNDED')).toHaveLength(5);
    const claimed = outcomes.flatMap((o, i) => (o === 'claimed' ? [`c${i}`] : []));
    expect(await claim('more', 101n)).toBe('ALREADY_REFUNDED');
    await inTransaction(ctx.h.db, (tx) => refunds.release(tx, claimed[0]!));
    expect(await claim('more', 300n)).toBe('claimed');
    // A claim is released once: a second release would give back what was never taken.
    await expect(inTransaction(ctx.h.db, (tx) => refunds.release(tx, claimed[0]!))).rejects.toThrow(/released/);
    const record = await ctx.h.db.selectFrom('refund_records').selectAll().where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ amount: '1000', refunded: '900' });
  });
});
