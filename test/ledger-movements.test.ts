import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { currencyOf } from '../src/platform/money.js';
import { useHarness } from './support/harness.js';

// The named money flows (src/modules/ledger/movements.ts) that checkout and the point of sale call
// instead of writing postings: the legs, the fee and the cap exemption come from one policy.

const ctx = useHarness();
/** Cedis, once the harness has loaded the currencies. */
const GHS = { of: (minor: bigint) => currencyOf('GHS').of(minor) };

/** A Basic-tier merchant (at most GHS 5,000) holding `funds`, and its wallet. */
async function merchant(funds: string) {
  const developer = await ctx.h.createDeveloper();
  const user = await ctx.h.createUser({}, { key: developer.subscriptionKey });
  await ctx.h.fund(user, 'GHS', funds);
  const wallet = await ctx.h.db.selectFrom('wallets').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
  return { user, wallet: { walletId: wallet.id, ownerId: user.id } };
}

/** The postings of an entry, as (account kind, amount, exemption). */
async function legsOf(entryId: string) {
  return ctx.h.db
    .selectFrom('postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
    .select(['ledger_accounts.kind', 'postings.amount', 'postings.cap_exempt'])
    .where('postings.entry_id', '=', entryId)
    .orderBy('postings.amount')
    .execute();
}

const entry = { kind: 'TEST_COLLECTION', description: 'a collection', metadata: {}, reason: 'test' };

describe('the ledger names the money flows the domains move', () => {
  it('collects a payment into the wallet less its fee, the fee to the platform, announced as wallet.funded', async () => {
    const { user, wallet } = await merchant('10.00');
    const posted = await inTransaction(ctx.h.db, (tx) =>
      ctx.h.services.ledger.movements.collect(tx, { ...entry, rail: 'CARD', wallet, amount: GHS.of(12_000n), fee: GHS.of(180n) }),
    );
    expect(await legsOf(posted.entryId)).toEqual([
      { kind: 'CARD_SETTLEMENT', amount: '-12000', cap_exempt: null },
      { kind: 'PLATFORM_FEES', amount: '180', cap_exempt: null },
      { kind: 'WALLET', amount: '11820', cap_exempt: null },
    ]);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(1_000n + 11_820n);
    const events = await ctx.h.db.selectFrom('events').select('body').where('type', '=', 'wallet.funded').where('owner_id', '=', user.id).execute();
    const announced = events.map((e) => JSON.parse(e.body).data).filter((data) => data.entryId === posted.entryId);
    expect(announced).toEqual([{ wallet: { id: wallet.walletId }, currency: 'GHS', amount: '118.20', entryId: posted.entryId, reason: 'test' }]);
  });

  it('credits mobile money a payer already paid past the maximum balance, and refuses a card payment past it with nothing written', async () => {
    const { user, wallet } = await merchant('4990.00');
    const card = inTransaction(ctx.h.db, (tx) => ctx.h.services.ledger.movements.collect(tx, { ...entry, rail: 'CARD', wallet, amount: GHS.of(5_000n) }));
    await expect(card).rejects.toMatchObject({ code: 'KYC_LIMIT_EXCEEDED' });
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(499_000n);

    const momo = await inTransaction(ctx.h.db, (tx) =>
      ctx.h.services.ledger.movements.collect(tx, { ...entry, rail: 'MOBILE_MONEY', wallet, amount: GHS.of(5_000n) }),
    );
    expect(await legsOf(momo.entryId)).toEqual([
      { kind: 'MOMO_SETTLEMENT', amount: '-5000', cap_exempt: null },
      { kind: 'WALLET', amount: '5000', cap_exempt: 'ALREADY_PAID' },
    ]);
  });

  it('refunds a card payment out of the wallet, and refuses it whole when the wallet cannot pay', async () => {
    const { user, wallet } = await merchant('20.00');
    const refund = { ...entry, kind: 'TEST_REFUND', wallet };
    const posted = await inTransaction(ctx.h.db, (tx) => ctx.h.services.ledger.movements.refundToCard(tx, { ...refund, amount: GHS.of(1_500n) }));
    expect(await legsOf(posted.entryId)).toEqual([
      { kind: 'WALLET', amount: '-1500', cap_exempt: null },
      { kind: 'CARD_SETTLEMENT', amount: '1500', cap_exempt: null },
    ]);
    const tooMuch = inTransaction(ctx.h.db, (tx) => ctx.h.services.ledger.movements.refundToCard(tx, { ...refund, amount: GHS.of(1_000n) }));
    await expect(tooMuch).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(500n);
  });
});
