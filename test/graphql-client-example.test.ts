import { describe, expect, it } from 'vitest';
import { execute, GraphQLRequestError, MyEvents, MyWallet, SendMoney, SignIn, subscribe } from '../examples/graphql-client/src/payments-graphql.js';
import { useHarness } from './support/harness.js';

// The typed GraphQL example for frontend teams (examples/graphql-client), run against the server.
const ctx = useHarness();

describe('the typed GraphQL example', () => {
  it('signs in, reads the wallet, sends money and sees the event arrive on its subscription', async () => {
    const [sender, recipient] = [await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.fund(sender, 'GHS', '20.00');
    const anonymous = { url: ctx.h.baseUrl, subscriptionKey: ctx.h.subscriptionKey };
    const { login } = await execute(anonymous, SignIn, { email: sender.email, password: sender.password });
    expect(login.userErrors).toEqual([]);
    const connection = { ...anonymous, accessToken: login.tokens!.accessToken };

    const { wallet } = await execute(connection, MyWallet);
    expect(wallet.balances.find((b) => b.currency === 'GHS')?.balance.amount).toBe('20.00');
    // @ts-expect-error: the document did not ask for it, so the typed result has no such field.
    expect(wallet.owner).toBeUndefined();

    const events: { type: string }[] = [];
    const stop = subscribe(connection, MyEvents, { types: ['wallet.debited'] }, (data) => events.push(data.events));
    try {
      await expect.poll(() => ctx.h.services.bus.subscriberCount(`events:owner:${sender.id}`), { timeout: 2000 }).toBe(1);
      const { transferToWallet } = await execute(connection, SendMoney, { toEmail: recipient.email, amount: '7.50', currency: 'GHS' });
      expect(transferToWallet.userErrors).toEqual([]);
      expect(transferToWallet.walletTransfer?.amount).toEqual({ amount: '7.50', currency: 'GHS' });
      await expect.poll(() => events.length, { timeout: 5000 }).toBe(1);
      expect(events[0]).toMatchObject({ type: 'wallet.debited' });
    } finally {
      stop();
    }
  });

  it('reads a refusal the caller can fix from the payload: the transfer is null and userErrors says why', async () => {
    const [sender, recipient] = [await ctx.h.createUser(), await ctx.h.createUser()];
    const connection = { url: ctx.h.baseUrl, subscriptionKey: ctx.h.subscriptionKey, accessToken: sender.accessToken };
    const { transferToWallet } = await execute(connection, SendMoney, { toEmail: recipient.email, amount: '7.50', currency: 'GHS' });
    expect(transferToWallet.walletTransfer).toBeNull();
    expect(transferToWallet.userErrors).toEqual([expect.objectContaining({ code: 'INSUFFICIENT_FUNDS' })]);
  });

  it('surfaces GraphQL errors with their codes', async () => {
    const anonymous = { url: ctx.h.baseUrl, subscriptionKey: ctx.h.subscriptionKey };
    const refused = await execute(anonymous, MyWallet).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(GraphQLRequestError);
    expect((refused as GraphQLRequestError).errors[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });
});
