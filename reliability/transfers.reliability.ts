import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { useHarness, type TestUser } from '../test/support/harness.js';
import { inParallel, report, scaled } from './scale.js';

// Concurrent transfers through both transports, a third of them into or out of one hot wallet.
const ctx = useHarness();
const TRANSFERS = scaled(10_000, 1_000);
const USERS = 20;
const CONCURRENCY = 64;

const Send = graphql(`
  mutation ReliabilitySend($input: WalletTransferInput!) {
    transferToWallet(input: $input) { walletTransfer { id } userErrors { field message code } }
  }
`);

describe('concurrent transfers', () => {
  it(`moves money ${TRANSFERS} times through REST and GraphQL with a hot wallet: the sum holds, nothing negative, every acknowledged transfer posted`, async () => {
    const users: TestUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await ctx.h.createUser());
    await ctx.h.db
      .updateTable('users')
      .set({ kyc_tier: 2 })
      .where(
        'id',
        'in',
        users.map((u) => u.id),
      )
      .execute();
    for (const user of users) await ctx.h.fund(user, 'GHS', '100.00');
    const hot = users[0]!;
    const totalBefore = await total(users);

    const acknowledged: string[] = [];
    let refused = 0;
    const started = Date.now();
    await inParallel(
      Array.from({ length: TRANSFERS }, (_, i) => i),
      CONCURRENCY,
      async (i) => {
        // Every third transfer touches the hot wallet, alternately paying it and paid by it.
        const from = i % 3 === 0 ? (i % 2 === 0 ? hot : users[1 + (i % (USERS - 1))]!) : users[i % USERS]!;
        let to = i % 3 === 0 ? (from === hot ? users[1 + (i % (USERS - 1))]! : hot) : users[(i * 7 + 3) % USERS]!;
        if (to === from) to = users[(USERS + users.indexOf(from) - 1) % USERS]!;
        const amount = `${1 + (i % 5)}.${String(i % 100).padStart(2, '0')}`;
        if (i % 2 === 0) {
          const answer = await ctx.h.rest('POST', '/wallets/me/transfer', {
            token: from.accessToken,
            body: { toEmail: to.email, amount: Number(amount), currency: 'GHS' },
          });
          if (answer.status === 200) acknowledged.push(answer.body.data.id);
          else if (answer.status === 409) refused++;
          else throw new Error(`REST transfer answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        } else {
          const answer = await ctx.h.gql(Send, { input: { toEmail: to.email, amount, currency: 'GHS' } }, { token: from.accessToken });
          if (answer.body.data?.transferToWallet?.walletTransfer) acknowledged.push(answer.body.data.transferToWallet.walletTransfer.id);
          else if (answer.body.data?.transferToWallet?.userErrors[0]?.code === 'INSUFFICIENT_FUNDS') refused++;
          else throw new Error(`GraphQL transfer answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        }
      },
    );
    const seconds = (Date.now() - started) / 1000;

    expect(await total(users)).toBe(totalBefore);
    const negative = await ctx.h.db.selectFrom('ledger_accounts').select('id').where('balance', '<', '0').where('wallet_id', 'is not', null).execute();
    expect(negative).toEqual([]);
    const posted = await ctx.h.db.selectFrom('journal_entries').select('id').where('id', 'in', acknowledged).execute();
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
    expect(posted).toHaveLength(acknowledged.length);
    const allTransfers = await ctx.h.db
      .selectFrom('journal_entries')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('kind', '=', 'P2P_TRANSFER')
      .executeTakeFirstOrThrow();
    expect(Number(allTransfers.n)).toBe(acknowledged.length);
    await ctx.h.expectReconciled();
    report('transfers', {
      sent: TRANSFERS,
      acknowledged: acknowledged.length,
      'refused (insufficient funds)': refused,
      posted: posted.length,
      'per second': Math.round(TRANSFERS / seconds),
      'sum before = after': `${totalBefore} minor units`,
    });
  });
});

async function total(users: TestUser[]): Promise<bigint> {
  let sum = 0n;
  for (const user of users) sum += await ctx.h.balanceOf(user, 'GHS');
  return sum;
}
