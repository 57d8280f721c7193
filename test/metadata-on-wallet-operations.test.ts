import { describe, expect, it } from 'vitest';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, useHarness, userErrorsOf } from './support/harness.js';

// What a wallet user starts carries their own data too: a payment request (the requester's alone,
// never the payer's to read or change) and a fund-in, cash-out or fund-in refund (announced by
// fund_in.* and cash_out.* events that carry it), set at creation and updated with a POST to the
// object, on REST and GraphQL alike.

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });

async function settle() {
  ctx.h.clock.advance(5 * SECOND);
  await ctx.h.services.jobs.runDue();
}

async function eventsOf(ownerId: string, types: string[]) {
  const rows = await ctx.h.db.selectFrom('events').select(['type', 'data']).where('owner_id', '=', ownerId).where('type', 'in', types).orderBy('seq').execute();
  return rows.map((row) => ({ type: row.type, data: row.data as Record<string, { id: string; metadata: Record<string, string> }> }));
}

describe('metadata on a payment request', () => {
  it("is the requester's: set at creation, updated with a POST, announced, and never shown to or changed by the payer", async () => {
    const requester = await ctx.h.createUser();
    const payer = await ctx.h.createUser();
    await ctx.h.fund(payer, 'GHS', '50.00');
    const created = await ctx.h.rest('POST', '/payment-requests', {
      token: requester.accessToken,
      body: { fromEmail: payer.email, amount: '12.00', currency: 'GHS', note: 'Dinner', metadata: { bill: 'B-7', empty: '' } },
    });
    expectEnvelope(created, 200, 'SUCCESS');
    expect(created.body.data.metadata).toEqual({ bill: 'B-7' });
    const id = created.body.data.id;

    const updated = await ctx.h.rest('POST', `/payment-requests/${id}`, { token: requester.accessToken, body: { metadata: { table: '4' } } });
    expectEnvelope(updated, 200, 'SUCCESS');
    expect(updated.body.data).toMatchObject({ id, status: 'PENDING', metadata: { bill: 'B-7', table: '4' } });
    const viaGraphql = await ctx.h.gql(
      'mutation($input: UpdatePaymentRequestInput!) { updatePaymentRequest(input: $input) { paymentRequest { metadata { key value } } userErrors { field code } } }',
      { input: { id, metadata: [{ key: 'bill', value: '' }] } },
      { token: requester.accessToken },
    );
    expect(viaGraphql.body.data.updatePaymentRequest).toEqual({ paymentRequest: { metadata: [{ key: 'table', value: '4' }] }, userErrors: [] });

    // The payer reads the request without the requester's data, and may not change it.
    const asPayer = await ctx.h.rest('GET', '/payment-requests/received', { token: payer.accessToken });
    expect(asPayer.body.data.items).toEqual([expect.objectContaining({ id, metadata: null })]);
    const payerGraphql = await ctx.h.gql('query($id: ID!) { paymentRequest(id: $id) { metadata { key } } }', { id }, { token: payer.accessToken });
    expect(payerGraphql.body.data.paymentRequest).toEqual({ metadata: null });
    expectEnvelope(await ctx.h.rest('POST', `/payment-requests/${id}`, { token: payer.accessToken, body: { metadata: { table: '5' } } }), 403, 'FORBIDDEN');
    const accepted = await ctx.h.rest('POST', `/payment-requests/${id}/accept`, { token: payer.accessToken });
    expectEnvelope(accepted, 200, 'SUCCESS');
    expect(accepted.body.data).toMatchObject({ status: 'ACCEPTED', metadata: null });
    expect((await ctx.h.rest('GET', '/payment-requests/sent', { token: requester.accessToken })).body.data.items[0].metadata).toEqual({ table: '4' });

    const stranger = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('POST', `/payment-requests/${id}`, { token: stranger.accessToken, body: { metadata: { x: '1' } } }), 404, 'NOT_FOUND');
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    const refused = await ctx.h.rest('POST', `/payment-requests/${id}`, { token: requester.accessToken, body: { metadata: tooMany } });
    expectEnvelope(refused, 400, 'BAD_REQUEST');
    expect(refused.body.details.fields.map((f: { field: string }) => f.field)).toEqual(['metadata']);

    expect((await eventsOf(requester.id, ['payment_request.updated'])).map((e) => e.data['paymentRequest']!.metadata)).toEqual([
      { bill: 'B-7', table: '4' },
      { table: '4' },
    ]);
    // Nothing of it reached the payer: none of the payer's events names a key of the requester's.
    const payerEvents = await ctx.h.db.selectFrom('events').select('data').where('owner_id', '=', payer.id).execute();
    expect(JSON.stringify(payerEvents)).not.toMatch(/B-7|"table"/);
  });

  it('is carried by payment_request.expired', async () => {
    const requester = await ctx.h.createUser();
    const payer = await ctx.h.createUser();
    const created = await ctx.h.rest('POST', '/payment-requests', {
      token: requester.accessToken,
      body: { fromEmail: payer.email, amount: '3.00', currency: 'GHS', metadata: { trip: 'T-1' } },
    });
    ctx.h.clock.advance(8 * 24 * 3600 * SECOND);
    await ctx.h.services.jobs.runDue();
    const expired = await eventsOf(requester.id, ['payment_request.expired']);
    expect(expired.map((e) => [e.data['paymentRequest']!.id, e.data['paymentRequest']!.metadata])).toEqual([[created.body.data.id, { trip: 'T-1' }]]);
  });
});

describe('metadata on a fund-in, a cash-out and a refund', () => {
  it('is set at creation, updated with a POST to the operation, and carried by the outcome events, the user alone', async () => {
    const user = await ctx.h.createUser();
    // The refund of the fund-in below needs all of it available after the cash-out.
    await ctx.h.fund(user, 'GHS', '20.00');
    const fundIn = await ctx.h.rest('POST', '/wallets/me/fund-in', { token: user.accessToken, body: { amount: '40.00', metadata: { purpose: 'rent' } } });
    expectEnvelope(fundIn, 202, 'SUCCESS');
    expect(fundIn.body.data.metadata).toEqual({ purpose: 'rent' });
    const fundInId = fundIn.body.data.id;
    const updated = await ctx.h.rest('POST', `/wallets/me/fund-ins/${fundInId}`, { token: user.accessToken, body: { metadata: { month: '2026-11' } } });
    expectEnvelope(updated, 200, 'SUCCESS');
    expect(updated.body.data).toMatchObject({ id: fundInId, status: 'PENDING', metadata: { purpose: 'rent', month: '2026-11' } });
    await settle();

    const cashOut = await ctx.h.gql(
      'mutation($input: WalletFundingInput!) { cashOutWallet(input: $input) { walletFunding { id metadata { key value } } userErrors { field code } } }',
      { input: { amount: '10.00', metadata: [{ key: 'purpose', value: 'market' }] } },
      { token: user.accessToken },
    );
    expect(userErrorsOf(cashOut.body)).toEqual([]);
    const cashOutId = cashOut.body.data.cashOutWallet.walletFunding.id;
    expect(cashOut.body.data.cashOutWallet.walletFunding.metadata).toEqual([{ key: 'purpose', value: 'market' }]);
    const viaGraphql = await ctx.h.gql(
      'mutation($input: UpdateWalletFundingInput!) { updateWalletFunding(input: $input) { walletFunding { metadata { key value } } userErrors { field code } } }',
      { input: { id: cashOutId, metadata: [{ key: 'purpose', value: 'groceries' }] } },
      { token: user.accessToken },
    );
    expect(viaGraphql.body.data.updateWalletFunding).toEqual({ walletFunding: { metadata: [{ key: 'purpose', value: 'groceries' }] }, userErrors: [] });
    // Each route finds its own kind: a cash-out is no fund-in.
    expectEnvelope(
      await ctx.h.rest('POST', `/wallets/me/fund-ins/${cashOutId}`, { token: user.accessToken, body: { metadata: { a: '1' } } }),
      404,
      'NOT_FOUND',
    );
    await settle();

    const refund = await ctx.h.rest('POST', '/wallets/me/refund', {
      token: user.accessToken,
      body: { transactionId: fundInId, metadata: { reason: 'paid twice' } },
    });
    expectEnvelope(refund, 202, 'SUCCESS');
    expect(refund.body.data.metadata).toEqual({ reason: 'paid twice' });
    expectEnvelope(
      await ctx.h.rest('POST', `/wallets/me/cash-outs/${refund.body.data.id}`, { token: user.accessToken, body: { metadata: { ticket: 'S-9' } } }),
      200,
      'SUCCESS',
    );
    await settle();

    const events = await eventsOf(user.id, ['fund_in.succeeded', 'fund_in.updated', 'cash_out.paid', 'cash_out.updated']);
    expect(events.map((e) => [e.type, e.data['funding']!.id, e.data['funding']!.metadata])).toEqual([
      ['fund_in.updated', fundInId, { purpose: 'rent', month: '2026-11' }],
      ['fund_in.succeeded', fundInId, { purpose: 'rent', month: '2026-11' }],
      ['cash_out.updated', cashOutId, { purpose: 'groceries' }],
      ['cash_out.paid', cashOutId, { purpose: 'groceries' }],
      ['cash_out.updated', refund.body.data.id, { reason: 'paid twice', ticket: 'S-9' }],
      ['cash_out.paid', refund.body.data.id, { reason: 'paid twice', ticket: 'S-9' }],
    ]);
    expect(events.find((e) => e.type === 'cash_out.paid')!.data['funding']).toMatchObject({ kind: 'CASH_OUT', status: 'SUCCESSFUL', amount: '10.00' });

    const other = await ctx.h.createUser();
    expectEnvelope(
      await ctx.h.rest('POST', `/wallets/me/fund-ins/${fundInId}`, { token: other.accessToken, body: { metadata: { a: '1' } } }),
      404,
      'NOT_FOUND',
    );
    expect((await ctx.h.rest('GET', '/wallets/me/fund-ins', { token: user.accessToken })).body.data.items[0].metadata).toEqual({
      purpose: 'rent',
      month: '2026-11',
    });
  });

  it('announces a failed fund-in and a failed cash-out with their metadata', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '20.00');
    // The sandbox's numbers that fail: a payer who rejects, a payee who cannot be paid.
    await ctx.h.rest('POST', '/wallets/me/fund-in', { token: user.accessToken, body: { amount: '5.00', phone: '+46733123451', metadata: { try: '1' } } });
    await ctx.h.rest('POST', '/wallets/me/cash-out', { token: user.accessToken, body: { amount: '5.00', phone: '+46733123457', metadata: { try: '2' } } });
    await settle();
    const events = await eventsOf(user.id, ['fund_in.failed', 'cash_out.failed']);
    expect(events.map((e) => [e.type, e.data['funding']!.metadata])).toEqual([
      ['fund_in.failed', { try: '1' }],
      ['cash_out.failed', { try: '2' }],
    ]);
  });
});
