import { graphql } from '../src/generated/documents/index.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useHarness, type TestUser, mutationRefusal } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const TransferToWallet = graphql(`
  mutation TransferToWallet($i: WalletTransferInput!) {
    transferToWallet(input: $i) { walletTransfer {
      id
    } userErrors { field message code } }
  }
`);

const ctx = useHarness();

describe('concurrent peer-to-peer transfers', () => {
  it('keep the total, never go negative, reconcile, and record each acknowledged transfer exactly once', async () => {
    const h = ctx.h;
    const users: TestUser[] = [];
    for (let i = 0; i < 6; i++) {
      const user = await h.createUser();
      await h.fund(user, 'GHS', '50.00');
      users.push(user);
    }
    const total = async () => {
      let sum = 0n;
      for (const u of users) sum += await h.balanceOf(u, 'GHS');
      return sum;
    };
    const before = await total();

    // Users 0 and 1 are hot: half the transfers touch one of them. Amounts are large enough that
    // some transfers must fail for want of funds while others race them.
    const transfers = Array.from({ length: 300 }, (_, i) => {
      const from = i % 2 === 0 ? users[i % 4 < 2 ? 0 : 1]! : users[2 + (i % 4)]!;
      let to = users[(i * 7 + 1) % 6]!;
      if (to === from) to = users[(users.indexOf(from) + 1) % 6]!;
      const amount = [1.25, 3, 7.5, 12][i % 4]!;
      return { from, to, amount, viaGraphql: i % 3 === 0 };
    });
    const results = await Promise.all(
      transfers.map(async (t) => {
        if (t.viaGraphql) {
          const r = await h.gql(TransferToWallet, { i: { toEmail: t.to.email, amount: t.amount.toFixed(2), currency: 'GHS' } }, { token: t.from.accessToken });
          return r.body.data?.transferToWallet?.walletTransfer
            ? { ok: true, id: r.body.data.transferToWallet.walletTransfer.id }
            : { ok: false, code: mutationRefusal(r.body).code };
        }
        const r = await h.rest('POST', '/wallets/me/transfer', { token: t.from.accessToken, body: { toEmail: t.to.email, amount: t.amount, currency: 'GHS' } });
        return r.status === 200 ? { ok: true, id: r.body.data.id as string } : { ok: false, code: r.body.details.code as string };
      }),
    );

    const acknowledged = results.filter((r) => r.ok).map((r) => r.id!);
    const refusals = results.filter((r) => !r.ok).map((r) => r.code);
    expect(acknowledged.length).toBeGreaterThan(100);
    expect(new Set(refusals)).toEqual(refusals.length ? new Set(['INSUFFICIENT_FUNDS']) : new Set());
    expect(await total()).toBe(before);
    for (const u of users) expect(await h.balanceOf(u, 'GHS')).toBeGreaterThanOrEqual(0n);

    const entries = await h.db.selectFrom('journal_entries').select('id').where('kind', '=', 'P2P_TRANSFER').execute();
    expect(entries.map((e) => e.id).sort()).toEqual([...acknowledged].sort());
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
    await h.expectReconciled();
  });

  it('make one transfer from parallel duplicates that share an Idempotency-Key', async () => {
    const h = ctx.h;
    const sender = await h.createUser();
    await h.fund(sender, 'GHS', '100.00');
    const recipient = await h.createUser();
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        h.rest('POST', '/wallets/me/transfer', {
          token: sender.accessToken,
          body: { toEmail: recipient.email, amount: 2, currency: 'GHS' },
          headers: { 'Idempotency-Key': key },
        }),
      ),
    );
    expect(new Set(results.filter((r) => r.status === 200).map((r) => r.body.data.id)).size).toBe(1);
    expect(await h.balanceOf(recipient, 'GHS')).toBe(200n);
  });
});
