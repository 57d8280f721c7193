import { describe, expect, it } from 'vitest';
import { buildSchema } from '../src/graphql/schema.js';
import { expectEnvelope, useHarness } from './support/harness.js';

// Refetch by id, as Relay's @refetchable and Apollo's cache expect: node(id:) and nodes(ids:) find
// any object the caller may read, through the type's own lookup and its ownership check.

const ctx = useHarness();

const NodeQuery = `query($id: ID!) { node(id: $id) { __typename id ... on PaymentLink { title } ... on SavingsGoal { name } ... on Wallet { status } ... on User { email } } }`;

describe('node and nodes', () => {
  it('refetch a payment link, a savings goal, the caller and their wallet by id alone', async () => {
    const developer = await ctx.h.createDeveloper();
    const link = await ctx.h.rest('POST', '/merchants/me/payment-links', {
      token: developer.merchant.accessToken,
      key: developer.subscriptionKey,
      body: { title: 'Kente cloth', amount: 120, currency: 'GHS', amountFixed: true },
    });
    expectEnvelope(link, 200, 'SUCCESS');
    const linkNode = await ctx.h.gql(NodeQuery, { id: link.body.data.id }, { token: developer.merchant.accessToken, key: developer.subscriptionKey });
    expect(linkNode.body.errors).toBeUndefined();
    expect(linkNode.body.data).toEqual({ node: { __typename: 'PaymentLink', id: link.body.data.id, title: 'Kente cloth' } });

    const user = await ctx.h.createUser();
    const goal = await ctx.h.rest('POST', '/savings/goals', { token: user.accessToken, body: { name: 'School fees', targetAmount: 500, currency: 'GHS' } });
    const me = await ctx.h.rest('GET', '/users/me', { token: user.accessToken });
    const balances = await ctx.h.gql('{ wallet { balances { id } } }', {}, { token: user.accessToken });
    const cedisAccount: string = balances.body.data.wallet.balances[0].id;
    for (const [id, expected] of [
      [cedisAccount, { __typename: 'WalletBalance' }],
      [goal.body.data.id, { __typename: 'SavingsGoal', name: 'School fees' }],
      [me.body.data.id, { __typename: 'User', email: me.body.data.email }],
      [me.body.data.walletId, { __typename: 'Wallet', status: 'ACTIVE' }],
    ] as const) {
      const answer = await ctx.h.gql(NodeQuery, { id }, { token: user.accessToken });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data.node).toEqual({ id, ...expected });
    }
  });

  it("answer null with NOT_FOUND for another owner's object, a role's object and a made-up id, and keep the rest of the answer", async () => {
    const owner = await ctx.h.createUser();
    const stranger = await ctx.h.createUser();
    const goal = await ctx.h.rest('POST', '/savings/goals', { token: owner.accessToken, body: { name: 'Mine', targetAmount: 500, currency: 'GHS' } });
    const strangerMe = await ctx.h.rest('GET', '/users/me', { token: stranger.accessToken });
    const ownerAccount = (await ctx.h.gql('{ wallet { balances { id } } }', {}, { token: owner.accessToken })).body.data.wallet.balances[0].id;
    const answer = await ctx.h.gql(
      `query($ids: [ID!]!) { me { id } nodes(ids: $ids) { __typename id } }`,
      { ids: [goal.body.data.id, strangerMe.body.data.walletId, 'plink_doesNotExist00000000', 'nothing_at_all', owner.id, ownerAccount] },
      { token: stranger.accessToken },
    );
    expect(answer.body.data.me.id).toBe(strangerMe.body.data.id);
    expect(answer.body.data.nodes).toEqual([null, { __typename: 'Wallet', id: strangerMe.body.data.walletId }, null, null, null, null]);
    const errors = answer.body.errors as { path: [string, number]; extensions: { code: string } }[];
    expect(errors.map((e) => [e.path, e.extensions.code]).sort((a, b) => (a[0] as number[])[1]! - (b[0] as number[])[1]!)).toEqual([
      [['nodes', 0], 'NOT_FOUND'],
      [['nodes', 2], 'NOT_FOUND'],
      [['nodes', 3], 'NOT_FOUND'],
      [['nodes', 4], 'NOT_FOUND'],
      [['nodes', 5], 'NOT_FOUND'],
    ]);
    // Not the owner's goal's name, nor a hint that the id exists.
    expect(JSON.stringify(answer.body)).not.toContain('Mine');
    const single = await ctx.h.gql(`query($id: ID!) { me { id } node(id: $id) { id } }`, { id: goal.body.data.id }, { token: stranger.accessToken });
    expect(single.body.data).toEqual({ me: { id: strangerMe.body.data.id }, node: null });
    expect(single.body.errors[0]).toMatchObject({ path: ['node'], extensions: { code: 'NOT_FOUND' } });
  });

  it('reach every type that implements Node: each has a lookup by id, or is the caller’s own', () => {
    const schema = buildSchema();
    const query = schema.getQueryType()!.getFields();
    const implementors = schema.getPossibleTypes(schema.getType('Node') as never).map((type) => type.name);
    expect(implementors.length).toBeGreaterThan(20);
    const unreachable = implementors.filter(
      (name) =>
        !Object.values(query).some(
          (field) =>
            String(field.type).replace(/!$/, '') === name &&
            ((field.args.length === 1 && field.args[0]!.name === 'id') || field.args.every((arg) => !String(arg.type).endsWith('!'))),
        ),
    );
    expect(unreachable).toEqual([]);
  });

  it('answer a lookup that misses with null and its own error, keeping the rest of the answer (partial answers)', async () => {
    const developer = await ctx.h.createDeveloper();
    const answer = await ctx.h.gql(
      '{ me { id } paymentLink(id: "plink_missing0000000000000") { id } transfer(id: "trf_missing000000000000000") { id } }',
      {},
      { token: developer.merchant.accessToken },
    );
    expect(answer.body.data).toEqual({ me: { id: developer.merchant.id }, paymentLink: null, transfer: null });
    expect(answer.body.errors.map((e: { path: string[]; extensions: { code: string } }) => [e.path[0], e.extensions.code]).sort()).toEqual([
      ['paymentLink', 'NOT_FOUND'],
      ['transfer', 'NOT_FOUND'],
    ]);
  });

  it('make every type with an id a Node', () => {
    const schema = buildSchema();
    const notNodes: string[] = [];
    const withIds = Object.values(schema.getTypeMap()).filter(
      (type) =>
        !type.name.startsWith('__') && type.name !== 'Node' && 'getInterfaces' in type && 'id' in (type as unknown as { getFields(): object }).getFields(),
    );
    const outside = withIds.filter((type) => !(type as unknown as { getInterfaces(): { name: string }[] }).getInterfaces().some((i) => i.name === 'Node'));
    expect(outside.map((type) => type.name).sort()).toEqual([...notNodes].sort());
  });

  it('refetch the objects of every kind of id: prefixed, a journal entry, a UUID, a catalogue entry and an event', async () => {
    const developer = await ctx.h.createDeveloper();
    const merchant = { token: developer.merchant.accessToken, key: developer.subscriptionKey };
    const item = await ctx.h.rest('POST', '/pos/catalog', { ...merchant, body: { description: 'Tea', unitPrice: 2, currency: 'GHS' } });
    expectEnvelope(item, 200, 'SUCCESS');
    const [sender, recipient] = [await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.fund(sender, 'GHS', '20.00');
    const sent = await ctx.h.gql(
      'mutation($i: WalletTransferInput!) { transferToWallet(input: $i) { walletTransfer { id } userErrors { code } } }',
      { i: { toEmail: recipient.email, amount: '5.00', currency: 'GHS' } },
      { token: sender.accessToken },
    );
    const transferId = sent.body.data.transferToWallet.walletTransfer.id as string;
    const fundIn = await ctx.h.rest('POST', '/wallets/me/fund-in', { token: sender.accessToken, body: { amount: 10, currency: 'GHS' } });
    expectEnvelope(fundIn, 202, 'SUCCESS');
    const events = await ctx.h.gql('{ events(first: 1, types: ["wallet.debited"]) { nodes { id } } }', {}, { token: sender.accessToken });
    const eventId = events.body.data.events.nodes[0].id as string;
    const products = await ctx.h.gql('{ loanProducts(first: 1) { nodes { id } } billProviders(first: 1) { nodes { id } } }', {}, { token: sender.accessToken });
    const keys = await ctx.h.gql('{ developerAccount { subscriptionKeys { id } } }', {}, merchant);
    const keyId = keys.body.data.developerAccount.subscriptionKeys[0].id as string;

    const cases: [string, { token: string; key?: string }, string][] = [
      [item.body.data.id, merchant, 'PosCatalogItem'],
      [transferId, { token: sender.accessToken }, 'WalletTransfer'],
      [fundIn.body.data.id, { token: sender.accessToken }, 'WalletFunding'],
      [eventId, { token: sender.accessToken }, 'Event'],
      [products.body.data.loanProducts.nodes[0].id, { token: sender.accessToken }, 'LoanProduct'],
      [products.body.data.billProviders.nodes[0].id, { token: sender.accessToken }, 'BillProvider'],
      [keyId, merchant, 'SubscriptionKey'],
    ];
    for (const [id, caller, typename] of cases) {
      const answer = await ctx.h.gql('query($id: ID!) { node(id: $id) { __typename id } }', { id }, caller);
      expect(answer.body.errors, typename).toBeUndefined();
      expect(answer.body.data.node).toEqual({ __typename: typename, id });
    }
    const otherMerchant = (await ctx.h.createDeveloper()).merchant.accessToken;
    const anotherAccountsKey = await ctx.h.gql('query($id: ID!) { node(id: $id) { id } }', { id: keyId }, { token: otherMerchant });
    expect(anotherAccountsKey.body.data.node).toBeNull();
    // Another user's transfer, fund-in and event are no object of theirs; a catalogue entry is everyone's.
    for (const [id, , typename] of cases.slice(0, 4)) {
      const answer = await ctx.h.gql('query($id: ID!) { node(id: $id) { id } }', { id }, { token: recipient.accessToken });
      expect(answer.body.data.node, typename).toBeNull();
      expect(answer.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
  });
});
