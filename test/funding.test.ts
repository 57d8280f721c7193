import type { Kysely } from 'kysely';
import { inTransaction } from '../src/db/database.js';
import { graphql } from '../src/generated/documents/index.js';
import { describe, expect, it } from 'vitest';
import { SECOND } from '../src/platform/clock.js';
import { up as everyPayoutHeld } from '../src/modules/ledger/migrations/2026-11-30T0102_every_payout_held.js';
import { expectEnvelope, fieldsOf, useHarness } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const WalletFundIns = graphql(`
  query WalletFundIns { walletFundIns { edges { node { status reason phone amount { amount currency } } } } }
`);
const CashOutWallet = graphql(`
  mutation CashOutWallet { cashOutWallet(input: { amount: "30.00", phone: "+46733123457" }) { walletFunding { status } userErrors { field message code } } }
`);
const RefundFundIn = graphql(`
  mutation RefundFundIn($id: ID!) { refundFundIn(transactionId: $id) { walletFunding { status phone amount { amount } } userErrors { field message code } } }
`);

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });

async function settle() {
  ctx.h.clock.advance(5 * SECOND);
  await ctx.h.services.jobs.runDue();
}

async function postedSum(kind: 'MOMO_SETTLEMENT' | 'SUSPENSE') {
  return ctx.h.services.ledger.postedBalance(await ctx.h.services.ledger.systemAccount(kind, 'GHS'));
}

describe('wallet fund-in', () => {
  it('credits the wallet only when the request to pay succeeds', async () => {
    const user = await ctx.h.createUser();
    const settlementBefore = await postedSum('MOMO_SETTLEMENT');
    const started = await ctx.h.rest('POST', '/wallets/me/fund-in', { token: user.accessToken, body: { amount: 50, currency: 'GHS' } });
    expectEnvelope(started, 202, 'SUCCESS');
    expect(started.body.data).toMatchObject({ amount: 50, currency: 'GHS', phone: user.phone, status: 'PENDING' });
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(0n);
    await settle();
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(5000n);
    expect(await postedSum('MOMO_SETTLEMENT')).toBe(settlementBefore - 5000n);
    const list = await ctx.h.rest('GET', '/wallets/me/fund-ins', { token: user.accessToken });
    expect(list.body.data.items.map((i: any) => i.status)).toEqual(['SUCCESSFUL']);
    const funded = await ctx.h.db.selectFrom('events').select('data').where('owner_id', '=', user.id).where('type', '=', 'wallet.funded').execute();
    expect(funded.map((e) => (e.data as any).reason)).toEqual(['mobile_money_fund_in']);
    // Completing again changes nothing: the job ran once.
    await settle();
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(5000n);
  });

  it('credits nothing when the payer rejects, and refuses a credit past the KYC maximum balance', async () => {
    const user = await ctx.h.createUser();
    const rejected = await ctx.h.rest('POST', '/wallets/me/fund-in', { token: user.accessToken, body: { amount: 50, phone: '+46733123451' } });
    expectEnvelope(rejected, 202, 'SUCCESS');
    await settle();
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(0n);
    const list = await ctx.h.gql(WalletFundIns, {}, { token: user.accessToken });
    expect(list.body.data.walletFundIns.edges[0]?.node).toEqual({
      status: 'FAILED',
      reason: 'APPROVAL_REJECTED',
      phone: '+46733123451',
      amount: { amount: '50.00', currency: 'GHS' },
    });
    expectEnvelope(await ctx.h.rest('POST', '/wallets/me/fund-in', { token: user.accessToken, body: { amount: 5000.01 } }), 403, 'KYC_LIMIT_EXCEEDED');
    expect(fieldsOf((await ctx.h.rest('POST', '/wallets/me/fund-in', { token: user.accessToken, body: { amount: 0 } })).body)).toEqual(['amount']);
  });
});

describe('wallet cash-out', () => {
  it('holds the funds at once and settles them when the payout succeeds', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '100.00');
    const suspenseBefore = await postedSum('SUSPENSE');
    const settlementBefore = await postedSum('MOMO_SETTLEMENT');
    const started = await ctx.h.rest('POST', '/wallets/me/cash-out', { token: user.accessToken, body: { amount: 40 } });
    expectEnvelope(started, 202, 'SUCCESS');
    // A ledger hold: the balance still shows the 40.00, what is available does not; nothing moved yet.
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(10000n);
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(6000n);
    const balances = await ctx.h.rest('GET', '/wallets/me/balances/GHS', { token: user.accessToken });
    expect(balances.body.data).toMatchObject({ balance: 100, availableBalance: 60 });
    expect(await postedSum('SUSPENSE')).toBe(suspenseBefore);
    await settle();
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(6000n);
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(6000n);
    expect(await postedSum('SUSPENSE')).toBe(suspenseBefore);
    expect(await postedSum('MOMO_SETTLEMENT')).toBe(settlementBefore + 4000n);
    const hold = await ctx.h.db
      .selectFrom('ledger_holds')
      .select(['status', 'posted_amount', 'purpose'])
      .where('subject_id', '=', started.body.data.id)
      .executeTakeFirstOrThrow();
    expect(hold).toEqual({ status: 'POSTED', posted_amount: '4000', purpose: 'CASH_OUT' });
    const list = await ctx.h.rest('GET', '/wallets/me/cash-outs', { token: user.accessToken });
    expect(list.body.data.items[0]).toMatchObject({ status: 'SUCCESSFUL', amount: 40 });
  });

  it('returns the held funds when the payout fails', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '100.00');
    const started = await ctx.h.gql(CashOutWallet, {}, { token: user.accessToken });
    expect(started.body.data.cashOutWallet.walletFunding!.status).toBe('PENDING');
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(7000n);
    await settle();
    // The hold is voided: nothing left the wallet, and all of it is available again.
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(10000n);
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(10000n);
    // The wallet's own events (cash_out.failed follows them, about the operation).
    const reasons = (
      await ctx.h.db.selectFrom('events').select(['type', 'data']).where('owner_id', '=', user.id).where('type', 'like', 'wallet.%').orderBy('seq').execute()
    ).map((e) => `${e.type}:${(e.data as any).reason}`);
    expect(reasons.slice(-2)).toEqual(['wallet.held:mobile_money_cash_out', 'wallet.released:cash_out_failed']);
    await ctx.h.expectReconciled();
  });

  it('stops the migration that removed the second way to settle a payout while one started before ledger holds still waits, naming it; answered, it runs', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '50.00');
    const { ledger, momo } = ctx.h.services;
    const wallet = await ctx.h.db.selectFrom('wallets').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const account = await ledger.openWalletAccountId(wallet.id, 'GHS');
    const suspense = await ledger.systemAccount('SUSPENSE', 'GHS');
    // What a cash-out wrote before holds: the amount moved into suspense, the operation naming that entry, no hold.
    const operation = await inTransaction(ctx.h.db, async (tx) => {
      const held = await ledger.post(tx, {
        kind: 'CASH_OUT_HOLD',
        description: 'a cash-out from before holds',
        postings: [
          { accountId: account, currency: 'GHS', amount: -2000n },
          { accountId: suspense, currency: 'GHS', amount: 2000n },
        ],
      });
      return momo.startOnRail(tx, {
        purpose: 'CASH_OUT',
        kind: 'disbursement.transfer',
        accountId: null,
        userId: user.id,
        walletId: wallet.id,
        amount: 2000n,
        currency: 'GHS',
        msisdn: '233241000001',
        holdEntryId: held.entryId,
      });
    });
    await expect(everyPayoutHeld(ctx.h.db as unknown as Kysely<unknown>)).rejects.toThrow(
      new RegExp(`still waiting on their rail \\(cash-out ${operation.id}\\).*run the previous version`),
    );
    // Answered as the previous version answered it (returned from suspense to the wallet), the migration runs.
    await inTransaction(ctx.h.db, async (tx) => {
      await ledger.post(tx, {
        kind: 'CASH_OUT_RETURNED',
        description: 'the cash-out from before holds, failed',
        postings: [
          { accountId: suspense, currency: 'GHS', amount: -2000n },
          { accountId: account, currency: 'GHS', amount: 2000n, capExempt: 'RETURN' },
        ],
      });
      await tx.updateTable('momo_operations').set({ status: 'FAILED', reason: 'PAYEE_NOT_FOUND' }).where('id', '=', operation.id).execute();
    });
    await expect(everyPayoutHeld(ctx.h.db as unknown as Kysely<unknown>)).resolves.toBeUndefined();
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(5000n);
    await ctx.h.expectReconciled();
  });

  it('refuses more than the balance or the KYC limits, holding nothing', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '2500.00');
    expectEnvelope(await ctx.h.rest('POST', '/wallets/me/cash-out', { token: user.accessToken, body: { amount: 1000.01 } }), 403, 'KYC_LIMIT_EXCEEDED');
    expectEnvelope(
      await ctx.h.rest('POST', '/wallets/me/cash-out', { token: user.accessToken, body: { amount: 10, currency: 'USD' } }),
      409,
      'CURRENCY_ACCOUNT_MISSING',
    );
    const poor = await ctx.h.createUser();
    await ctx.h.fund(poor, 'GHS', '5.00');
    expectEnvelope(await ctx.h.rest('POST', '/wallets/me/cash-out', { token: poor.accessToken, body: { amount: 6 } }), 409, 'INSUFFICIENT_FUNDS');
    expect(await ctx.h.balanceOf(poor, 'GHS')).toBe(500n);
    expect((await ctx.h.rest('GET', '/wallets/me/cash-outs', { token: poor.accessToken })).body.data.items).toEqual([]);
  });
});

describe('wallet refund', () => {
  it('sends a completed fund-in back to its number, once', async () => {
    const user = await ctx.h.createUser();
    const fundIn = await ctx.h.rest('POST', '/wallets/me/fund-in', { token: user.accessToken, body: { amount: 30 } });
    const early = await ctx.h.rest('POST', '/wallets/me/refund', { token: user.accessToken, body: { transactionId: fundIn.body.data.id } });
    expectEnvelope(early, 409, 'NOT_PENDING');
    await settle();
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(3000n);
    const refund = await ctx.h.rest('POST', '/wallets/me/refund', { token: user.accessToken, body: { transactionId: fundIn.body.data.id } });
    expectEnvelope(refund, 202, 'SUCCESS');
    expect(refund.body.data).toMatchObject({ amount: 30, phone: user.phone, status: 'PENDING' });
    // Held until the rail answers: still in the balance, no longer available.
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(3000n);
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(0n);
    const again = await ctx.h.rest('POST', '/wallets/me/refund', { token: user.accessToken, body: { transactionId: fundIn.body.data.id } });
    expectEnvelope(again, 409, 'ALREADY_REFUNDED');
    await settle();
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(0n);
    const other = await ctx.h.createUser();
    expectEnvelope(
      await ctx.h.rest('POST', '/wallets/me/refund', { token: other.accessToken, body: { transactionId: fundIn.body.data.id } }),
      404,
      'NOT_FOUND',
    );
    expect(fieldsOf((await ctx.h.rest('POST', '/wallets/me/refund', { token: other.accessToken, body: { transactionId: 'x' } })).body)).toEqual([
      'transactionId',
    ]);
  });

  it('works through GraphQL', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.rest('POST', '/wallets/me/fund-in', { token: user.accessToken, body: { amount: 12 } });
    await settle();
    const fundIns = await ctx.h.rest('GET', '/wallets/me/fund-ins', { token: user.accessToken });
    const refund = await ctx.h.gql(RefundFundIn, { id: fundIns.body.data.items[0].id }, { token: user.accessToken });
    expect(refund.body.data.refundFundIn.walletFunding).toEqual({ status: 'PENDING', phone: user.phone, amount: { amount: '12.00' } });
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(0n);
    await settle();
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(0n);
    const settled = await ctx.h.db
      .selectFrom('momo_operations')
      .select(['status', 'settlement_entry_id'])
      .where('purpose', '=', 'REFUND')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('SUCCESSFUL');
    expect(settled.settlement_entry_id).toMatch(/^je_/);
  });
});
