import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { useHarness } from './support/harness.js';

const ctx = useHarness();

describe('holding accounts', () => {
  it("keep a user's money apart from the wallet, never below zero, closed to postings once closed, and reconcile", async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '50.00');
    const ledger = ctx.h.services.ledger;
    const wallet = await ctx.h.services.wallets.walletOf({ kind: 'user', userId: user.id, role: 'USER' });
    const walletAccount = await ledger.openWalletAccountId(wallet.id, 'GHS');
    const holder = `test_${user.id}`;
    const account = await inTransaction(ctx.h.db, (tx) => ledger.openHoldingAccount(tx, holder, 'GHS'));
    const move = (amount: bigint) =>
      ledger.post(ctx.h.db, {
        kind: 'TEST_HOLD',
        description: 'a test hold',
        postings: [
          { accountId: walletAccount, currency: 'GHS', amount: -amount },
          { accountId: account, currency: 'GHS', amount },
        ],
      });
    await move(2000n);
    expect((await ledger.holdingBalances(ctx.h.db, [holder])).get(holder)).toBe(2000n);
    await expect(move(-2001n)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await move(-2000n);
    await inTransaction(ctx.h.db, (tx) => ledger.closeHoldingAccount(tx, holder));
    await expect(move(100n)).rejects.toMatchObject({ code: 'CURRENCY_ACCOUNT_MISSING' });
    // A second holder in the same currency is its own account, and system accounts still resolve.
    await inTransaction(ctx.h.db, (tx) => ledger.openHoldingAccount(tx, `${holder}_2`, 'GHS'));
    expect(await ledger.systemAccount('SUSPENSE', 'GHS')).toMatch(/^la_/);
    expect((await ledger.reconcile()).mismatchedAccounts).toEqual([]);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(5000n);
  });
});
