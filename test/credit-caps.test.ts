import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { graphql } from '../src/generated/documents/index.js';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, fieldsOf, type TestUser, useHarness, mutationRefusal } from './support/harness.js';

// Every credit into a user's wallet respects the owner's KYC maximum balance, derived by the
// database for every posting, whoever posts it: P2P, loan disbursements, POS and payment
// settlements, refunds, rewards. Money a payer already paid on a rail, money returning to the wallet
// it left, and sandbox test money say so on their posting.

const ApplyOverMaximum = graphql(`
  mutation ApplyOverMaximum($i: ApplyForLoanInput!) { applyForLoan(input: $i) { loan { id status } userErrors { field message code } } }
`);

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });

async function settleRail(): Promise<void> {
  ctx.h.clock.advance(5 * SECOND);
  await ctx.h.services.jobs.runDue();
}
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

type Developer = Awaited<ReturnType<typeof ctx.h.createDeveloper>>;

/** A tier-0 (Basic: at most GHS 5,000) user of a developer account of their own, with an excellent sandbox credit profile. */
async function basicUser(funds: string): Promise<{ developer: Developer; user: TestUser }> {
  const developer = await ctx.h.createDeveloper();
  const user = await ctx.h.createUser({ email: `${randomUUID().slice(0, 8)}+score-excellent@example.com` }, { key: developer.subscriptionKey });
  await ctx.h.fund(user, 'GHS', funds);
  return { developer, user };
}

const loan = (amount: number) => ({ productId: 'lp_quick_cash_gh', amount, currency: 'GHS', termMonths: 3, purpose: 'stock' });

describe("every credit respects the owner's KYC maximum balance, by the ledger", () => {
  it('a Basic wallet at 4,900 refused a P2P credit is refused a loan disbursement too, before anything is decided (REST and GraphQL)', async () => {
    const { developer, user } = await basicUser('4900.00');
    const sender = await ctx.h.createUser({}, { key: developer.subscriptionKey });
    await ctx.h.fund(sender, 'GHS', '300.00');
    const p2p = await ctx.h.rest('POST', '/wallets/me/transfer', {
      key: developer.subscriptionKey,
      token: sender.accessToken,
      body: { toEmail: user.email, amount: 200, currency: 'GHS' },
    });
    expectEnvelope(p2p, 403, 'KYC_LIMIT_EXCEEDED');
    const applied = await ctx.h.rest('POST', '/loans/apply', { key: developer.subscriptionKey, token: user.accessToken, body: loan(2000) });
    expectEnvelope(applied, 403, 'KYC_LIMIT_EXCEEDED');
    expect(fieldsOf(applied.body)).toEqual(['amount']);
    expect(applied.body.details.description).toMatch(/cannot hold more than 5000\.00 GHS/);
    const gql = await ctx.h.gql(ApplyOverMaximum, { i: { ...loan(2000), amount: '2000' } }, { key: developer.subscriptionKey, token: user.accessToken });
    expect(mutationRefusal(gql.body)).toMatchObject({ code: 'KYC_LIMIT_EXCEEDED', fields: [{ field: 'amount' }] });
    expect(await ctx.h.db.selectFrom('loans').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(490_000n);
  });

  it('a loan whose wallet filled after the application is rejected at underwriting, not disbursed past the maximum', async () => {
    const { developer, user } = await basicUser('1000.00');
    const applied = await ctx.h.rest('POST', '/loans/apply', { key: developer.subscriptionKey, token: user.accessToken, body: loan(2000) });
    expectEnvelope(applied, 200, 'SUCCESS');
    await ctx.h.fund(user, 'GHS', '3900.00');
    const decided = await ctx.h.rest('POST', '/sandbox/clock/advance', {
      key: developer.subscriptionKey,
      token: developer.merchant.accessToken,
      body: { seconds: 61 },
    });
    expectEnvelope(decided, 200, 'SUCCESS');
    const read = await ctx.h.rest('GET', `/loans/${applied.body.data.id}`, { key: developer.subscriptionKey, token: await ctx.h.signIn(user) });
    expect(read.body.data).toMatchObject({ status: 'REJECTED', rejectionReason: 'WALLET_AT_MAXIMUM_BALANCE' });
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(490_000n);
    await ctx.h.expectReconciled();
  });

  it("a card sale that would take the merchant past its tier's maximum is refused before it is charged", async () => {
    const developer = await ctx.h.createDeveloper();
    const merchant: TestUser = developer.merchant;
    await ctx.h.db.updateTable('users').set({ kyc_tier: 1 }).where('id', '=', merchant.id).execute();
    await ctx.h.fund(merchant, 'GHS', '49000.00');
    const sales = () => ctx.h.db.selectFrom('pos_sales').select('status').where('merchant_user_id', '=', merchant.id).execute();
    const sell = (unitPrice: number) =>
      ctx.h.rest('POST', '/pos/sales', {
        key: developer.subscriptionKey,
        token: merchant.accessToken,
        body: { items: [{ description: 'Cloth', quantity: 1, unitPrice }], paymentMethod: 'card', currency: 'GHS', card },
        headers: { 'Idempotency-Key': randomUUID() },
      });
    const refused = await sell(2000);
    expectEnvelope(refused, 403, 'KYC_LIMIT_EXCEEDED');
    expect(await sales()).toEqual([]);
    expect(await ctx.h.balanceOf(merchant, 'GHS')).toBe(4_900_000n);
    const sold = await sell(1000);
    expectEnvelope(sold, 200, 'SUCCESS');
    expect(await ctx.h.balanceOf(merchant, 'GHS')).toBe(5_000_000n);
  });

  it('a fund-in that completes after the wallet filled is kept, held past the maximum, and released when the tier allows', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '4900.00');
    const fundIn = await ctx.h.rest('POST', '/wallets/me/fund-in', { token: user.accessToken, body: { amount: 100 } });
    expectEnvelope(fundIn, 202, 'SUCCESS');
    await ctx.h.fund(user, 'GHS', '50.00'); // the wallet filled while the payer was approving
    await settleRail();
    const token = await ctx.h.signIn(user);
    // The payer paid, so the money is kept and visible; what is past the 5,000.00 maximum cannot be spent.
    const balance = await ctx.h.rest('GET', '/wallets/me/balances/GHS', { token });
    expect(balance.body.data).toMatchObject({ balance: 5050, availableBalance: 5000 });
    const held = await ctx.h.db.selectFrom('events').select('data').where('owner_id', '=', user.id).where('type', '=', 'wallet.held').execute();
    expect(held.at(-1)?.data).toMatchObject({ amount: '50.00', reason: 'past_maximum_balance' });
    const trace = await ctx.h.rest('GET', `/ledger/trace/${fundIn.body.data.id}`, { token });
    expect(trace.body.data.steps.map((s: { kind: string }) => s.kind)).toEqual(['ENTRY', 'HOLD_PLACED']);
    // A higher tier allows it: released.
    const admin = await ctx.h.createUserWithRole('ADMIN');
    expectEnvelope(await ctx.h.rest('PUT', '/admin/kyc/tier', { token: admin.accessToken, body: { userId: user.id, tier: 1 } }), 200, 'SUCCESS');
    expect((await ctx.h.rest('GET', '/wallets/me/balances/GHS', { token })).body.data).toMatchObject({ balance: 5050, availableBalance: 5050 });
    const released = await ctx.h.db.selectFrom('events').select('data').where('owner_id', '=', user.id).where('type', '=', 'wallet.released').execute();
    expect(released.at(-1)?.data).toMatchObject({ amount: '50.00', reason: 'kyc_tier_changed' });
    await ctx.h.expectReconciled();
  });

  it('a fund-in held past the maximum can be returned: its refund releases the hold and sends the whole amount back', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '4900.00');
    const fundIn = await ctx.h.rest('POST', '/wallets/me/fund-in', { token: user.accessToken, body: { amount: 100 } });
    await ctx.h.fund(user, 'GHS', '50.00');
    await settleRail();
    const token = await ctx.h.signIn(user);
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(500_000n);
    const refunded = await ctx.h.rest('POST', '/wallets/me/refund', { token, body: { transactionId: fundIn.body.data.id } });
    expectEnvelope(refunded, 202, 'SUCCESS');
    // The refund holds the 100.00 on its way out; nothing is past the maximum once it leaves.
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(495_000n);
    await settleRail();
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(495_000n);
    expect(await ctx.h.availableOf(user, 'GHS')).toBe(495_000n);
    await ctx.h.expectReconciled();
  });

  it('the database caps a credit no caller asked it to, under concurrency, and lets through only what says why it is exempt', async () => {
    const { user } = await basicUser('4000.00');
    const ledger = ctx.h.services.ledger;
    const wallet = await ctx.h.db.selectFrom('wallets').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const account = await ledger.openWalletAccountId(wallet.id, 'GHS');
    const marketing = await ledger.systemAccount('MARKETING', 'GHS');
    const credit = (amount: bigint, capExempt?: 'RETURN') =>
      inTransaction(ctx.h.db, (tx) =>
        ledger.post(tx, {
          kind: 'TEST_CREDIT',
          description: 'a credit with no cap passed by its caller',
          postings: [
            { accountId: marketing, currency: 'GHS', amount: -amount },
            { accountId: account, currency: 'GHS', amount, ...(capExempt ? { capExempt } : {}) },
          ],
        }),
      ).then(
        () => 'posted',
        (e) => e.code as string,
      );
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => credit(30_000n)));
    expect(outcomes.filter((o) => o === 'posted')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'KYC_LIMIT_EXCEEDED')).toHaveLength(3);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(490_000n);
    expect(await credit(20_000n)).toBe('KYC_LIMIT_EXCEEDED');
    // Money coming back to the wallet it left is not a new credit.
    expect(await credit(20_000n, 'RETURN')).toBe('posted');
    // Each capped credit keeps the cap the call checked it against (the balances trigger uses it
    // rather than deriving it again); the sandbox's funding and the exempt return have none.
    const credits = await ctx.h.db
      .selectFrom('postings')
      .select(['amount', 'balance_cap', 'cap_exempt'])
      .where('account_id', '=', account)
      .where('amount', '>', '0')
      .orderBy('id')
      .execute();
    expect(credits.map((p) => [p.cap_exempt, p.balance_cap])).toEqual([
      ['SANDBOX', null],
      [null, '500000'],
      [null, '500000'],
      [null, '500000'],
      ['RETURN', null],
    ]);
    // Written without the call, a credit past the cap is still refused: the trigger derives the cap.
    await expect(
      ctx.h.db.transaction().execute(async (tx) => {
        await sql`INSERT INTO journal_entries (id, kind, description, created_at) VALUES ('je_uncapped', 'TEST', 'test', now())`.execute(tx);
        await sql`INSERT INTO postings (entry_id, account_id, currency, amount, created_at) VALUES ('je_uncapped', ${marketing}, 'GHS', -20000, now()), ('je_uncapped', ${account}, 'GHS', 20000, now())`.execute(
          tx,
        );
      }),
    ).rejects.toThrow(/would hold 530000 over its cap of 500000/);
    await ctx.h.expectReconciled();
  });
});
