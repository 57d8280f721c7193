import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { graphql } from '../src/generated/documents/index.js';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, type TestUser, useHarness } from './support/harness.js';

// Holds in the ledger (two-phase): a hold reserves an amount on its account (available = balance −
// held, never below zero) and resolves exactly once: posted (all or part), voided, or expired on
// the account's clock. The database refuses a second resolution and a hold past what is available.

const Available = graphql(`
  query Available { wallet { balances { currency balance { amount } availableBalance { amount } } } }
`);

const HeldDrift = graphql(`
  query HeldDrift { ledgerReconciliation { clean mismatchedHolds { accountId held pending } } }
`);

const ctx = useHarness();

async function funded(major: string): Promise<{ user: TestUser; account: string }> {
  const user = await ctx.h.createUser();
  await ctx.h.fund(user, 'GHS', major);
  const wallet = await ctx.h.db.selectFrom('wallets').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
  return { user, account: await ctx.h.services.ledger.openWalletAccountId(wallet.id, 'GHS') };
}

const holds = () => ctx.h.services.ledger.holds;
const place = (account: string, amount: bigint, expiresAt?: Date) =>
  inTransaction(ctx.h.db, (tx) =>
    holds().place(tx, { accountId: account, currency: 'GHS', amount, purpose: 'TEST', subjectId: `subject_${account}`, ...(expiresAt ? { expiresAt } : {}) }),
  );
const outcome = (work: Promise<unknown>) =>
  work.then(
    () => 'done',
    (e) => (e.code as string) ?? String(e),
  );

async function post(holdId: string, amount?: bigint) {
  const fees = await ctx.h.services.ledger.systemAccount('PLATFORM_FEES', 'GHS');
  return inTransaction(ctx.h.db, (tx) =>
    holds().post(tx, holdId, {
      ...(amount === undefined ? {} : { amount }),
      kind: 'TEST_HOLD_POSTED',
      description: 'a hold posted in a test',
      to: (posted) => [{ accountId: fees, currency: 'GHS', amount: posted }],
    }),
  );
}

describe('holds in the ledger', () => {
  it('reserve money: the balance still shows it, what is available does not (REST and GraphQL)', async () => {
    const { user, account } = await funded('100.00');
    await place(account, 3_000n);
    const rest = await ctx.h.rest('GET', '/wallets/me/balances/GHS', { token: user.accessToken });
    expectEnvelope(rest, 200, 'SUCCESS');
    expect(rest.body.data).toMatchObject({ currency: 'GHS', balance: 100, availableBalance: 70 });
    const gql = await ctx.h.gql(Available, {}, { token: user.accessToken });
    expect(gql.body.data.wallet.balances[0]).toEqual({ currency: 'GHS', balance: { amount: '100.00' }, availableBalance: { amount: '70.00' } });
  });

  it('refuse a hold, and a debit, past what is available, under concurrency', async () => {
    const { user, account } = await funded('100.00');
    const results = await Promise.all(Array.from({ length: 8 }, () => outcome(place(account, 3_000n))));
    expect(results.filter((r) => r === 'done')).toHaveLength(3);
    expect(results.filter((r) => r === 'INSUFFICIENT_FUNDS')).toHaveLength(5);
    // 10.00 is available: a transfer of 20.00 is refused though the balance is 100.00.
    const recipient = await ctx.h.createUser();
    const sent = await ctx.h.rest('POST', '/wallets/me/transfer', { token: user.accessToken, body: { toEmail: recipient.email, amount: 20, currency: 'GHS' } });
    expectEnvelope(sent, 409, 'INSUFFICIENT_FUNDS');
    expectEnvelope(
      await ctx.h.rest('POST', '/wallets/me/transfer', { token: user.accessToken, body: { toEmail: recipient.email, amount: 10, currency: 'GHS' } }),
      200,
      'SUCCESS',
    );
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(9_000n);
  });

  it('post all or part (the rest released) once; a second resolution is refused by the service and by the database', async () => {
    const { user, account } = await funded('100.00');
    const hold = await place(account, 4_000n);
    const posted = await post(hold.id, 2_500n);
    expect(posted.status).toBe('POSTED');
    expect(posted.postedAmount?.minor).toBe(2_500n);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(7_500n);
    const row = await ctx.h.db.selectFrom('ledger_accounts').select(['balance', 'held']).where('id', '=', account).executeTakeFirstOrThrow();
    expect(row).toEqual({ balance: '7500', held: '0' });
    expect(await outcome(post(hold.id))).toBe('HOLD_RESOLVED');
    expect(await outcome(inTransaction(ctx.h.db, (tx) => holds().void(tx, hold.id)))).toBe('HOLD_RESOLVED');
    // Past the service, the database itself refuses to resolve it again.
    await expect(ctx.h.db.updateTable('ledger_holds').set({ status: 'VOIDED', resolved_at: new Date() }).where('id', '=', hold.id).execute()).rejects.toThrow(
      /already POSTED/,
    );
    await expect(outcome(post((await place(account, 1_000n)).id, 1_001n))).resolves.toBe('BAD_REQUEST');
    await ctx.h.expectReconciled();
  });

  it('a racing post and void of one hold: exactly one wins', async () => {
    const { user, account } = await funded('50.00');
    const hold = await place(account, 5_000n);
    const results = await Promise.all([
      outcome(post(hold.id)),
      outcome(inTransaction(ctx.h.db, (tx) => holds().void(tx, hold.id))),
      outcome(post(hold.id)),
      outcome(inTransaction(ctx.h.db, (tx) => holds().void(tx, hold.id))),
    ]);
    expect(results.filter((r) => r === 'done')).toHaveLength(1);
    expect(results.filter((r) => r === 'HOLD_RESOLVED')).toHaveLength(3);
    const after = await holds().get(ctx.h.db, hold.id);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(after.status === 'POSTED' ? 0n : 5_000n);
    const row = await ctx.h.db.selectFrom('ledger_accounts').select('held').where('id', '=', account).executeTakeFirstOrThrow();
    expect(row.held).toBe('0');
  });

  it('are reconciled: an account whose held amount drifted from its pending holds is reported (REST and GraphQL)', async () => {
    const { account } = await funded('20.00');
    await place(account, 500n);
    const admin = await ctx.h.createUserWithRole('ADMIN');
    await sql`UPDATE ledger_accounts SET held = held + 7 WHERE id = ${account}`.execute(ctx.h.db);
    try {
      const report = await ctx.h.rest('GET', '/admin/ledger/reconciliation', { token: admin.accessToken });
      expect(report.body.data).toMatchObject({ clean: false, mismatchedHolds: [{ accountId: account, currency: 'GHS', held: '507', pending: '500' }] });
      const gql = await ctx.h.gql(HeldDrift, {}, { token: admin.accessToken });
      expect(gql.body.data.ledgerReconciliation).toEqual({ clean: false, mismatchedHolds: [{ accountId: account, held: '507', pending: '500' }] });
    } finally {
      await sql`UPDATE ledger_accounts SET held = held - 7 WHERE id = ${account}`.execute(ctx.h.db);
    }
    await ctx.h.expectReconciled();
  });

  it('expire on the clock, releasing what they held; one resolved before its expiry is left alone', async () => {
    const { user, account } = await funded('100.00');
    const at = new Date(ctx.h.clock.now().getTime() + 60 * SECOND);
    const expiring = await place(account, 2_000n, at);
    const postedFirst = await place(account, 1_000n, at);
    await post(postedFirst.id);
    ctx.h.clock.advance(30 * SECOND);
    await ctx.h.services.jobs.runDue();
    expect((await holds().get(ctx.h.db, expiring.id)).status).toBe('PENDING');
    ctx.h.clock.advance(31 * SECOND);
    await ctx.h.services.jobs.runDue();
    expect(await holds().get(ctx.h.db, expiring.id)).toMatchObject({ status: 'EXPIRED', postedAmount: null });
    const postedBefore = await holds().get(ctx.h.db, postedFirst.id);
    expect(postedBefore.status).toBe('POSTED');
    expect(postedBefore.postedAmount?.minor).toBe(1_000n);
    const rest = await ctx.h.rest('GET', '/wallets/me/balances/GHS', { token: await ctx.h.signIn(user) });
    expect(rest.body.data).toMatchObject({ balance: 90, availableBalance: 90 });
  });
});
