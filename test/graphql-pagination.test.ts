import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, useHarness } from './support/harness.js';
import { createPaymentLink } from './support/kit.js';

// Connections page by keyset: a cursor names its row (creation instant and id), so rows created or
// deleted while a client pages neither repeat nor skip one (offset cursors did both). The harness's
// clock stands still unless moved: each row is created a second after the last, so a row created
// while paging is the newest, as it would be on a running clock.

const ctx = useHarness();

/** Moves the clock on a second, then does `create`. */
async function later<T>(create: () => Promise<T>): Promise<T> {
  ctx.h.clock.advance(SECOND);
  return create();
}

interface Page {
  ids: string[];
  nodeIds: string[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/**
 * One page of a connection: `field` may be nested (`wallet.transactions`), `fixed` are arguments of
 * the list besides its paging, `node` the field that identifies a node.
 */
async function readPage(field: string, token: string, args: Record<string, unknown>, fixed = '', node = 'id'): Promise<Page> {
  const declared = Object.keys(args)
    .map((name) => `$${name}: ${name === 'first' || name === 'last' ? 'Int' : 'String'}`)
    .join(', ');
  const passed = [fixed, ...Object.keys(args).map((name) => `${name}: $${name}`)].filter(Boolean).join(', ');
  const path = field.split('.');
  const list = `${path.at(-1)}${passed ? `(${passed})` : ''} { edges { cursor node { ${node} } } nodes { ${node} } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } }`;
  const selection = path.slice(0, -1).reduceRight((inner, parent) => `${parent} { ${inner} }`, list);
  const answer = await ctx.h.gql(`query Page${declared ? `(${declared})` : ''} { ${selection} }`, args, { token });
  expect(answer.body.errors).toBeUndefined();
  const connection = path.reduce((value, name) => value[name], answer.body.data);
  return {
    ids: connection.edges.map((edge: { node: Record<string, string> }) => edge.node[node]),
    nodeIds: connection.nodes.map((each: Record<string, string>) => each[node]),
    pageInfo: connection.pageInfo,
  };
}

/** Every id of a connection, two at a time, running `between` after the first page. */
async function pageThrough(field: string, token: string, between: () => Promise<void>, fixed = '', node = 'id'): Promise<string[]> {
  const seen: string[] = [];
  let page = await readPage(field, token, { first: 2 }, fixed, node);
  seen.push(...page.ids);
  await between();
  while (page.pageInfo.hasNextPage) {
    page = await readPage(field, token, { first: 2, after: page.pageInfo.endCursor }, fixed, node);
    expect(page.pageInfo.hasPreviousPage).toBe(true);
    seen.push(...page.ids);
  }
  return seen;
}

describe('GraphQL connections', () => {
  it('neither repeat nor skip a payment link when one is created between pages', async () => {
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    const create = (title: string) => later(() => createPaymentLink(ctx.h, developer, title));
    for (const n of [1, 2, 3, 4, 5]) await create(`Link ${n}`);
    const before = (await readPage('paymentLinks', token, { first: 100 })).ids;
    const seen = await pageThrough('paymentLinks', token, async () => {
      await create('Created while paging');
    });
    expect(seen).toEqual(before);
  });

  it('neither repeat nor skip a savings goal when one is created between pages, and an invoice likewise', async () => {
    const user = await ctx.h.createUser();
    const goal = async (name: string) =>
      expectEnvelope(
        await later(() => ctx.h.rest('POST', '/savings/goals', { token: user.accessToken, body: { name, targetAmount: 100, currency: 'GHS' } })),
        200,
        'SUCCESS',
      );
    for (const n of [1, 2, 3, 4, 5]) await goal(`Goal ${n}`);
    const goals = (await readPage('savingsGoals', user.accessToken, { first: 100 })).ids;
    expect(await pageThrough('savingsGoals', user.accessToken, () => goal('Created while paging').then(() => undefined))).toEqual(goals);

    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    const invoice = async () =>
      expectEnvelope(
        await later(() =>
          ctx.h.rest('POST', '/merchants/me/invoices', {
            token,
            key: developer.subscriptionKey,
            body: { customerEmail: 'ama@example.com', currency: 'GHS', items: [{ description: 'Kente', quantity: 1, unitPrice: 10 }] },
          }),
        ),
        200,
        'SUCCESS',
      );
    for (const _ of [1, 2, 3, 4, 5]) await invoice();
    const invoices = (await readPage('invoices', token, { first: 100 })).ids;
    expect(await pageThrough('invoices', token, () => invoice().then(() => undefined))).toEqual(invoices);
  });

  it('skip nothing after the row a cursor names is deleted', async () => {
    const user = await ctx.h.createUser();
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const saved = await ctx.h.rest('POST', '/bills/saved-billers', {
        token: user.accessToken,
        body: { providerId: 'bp_ecg_prepaid', accountNumber: `0412345678${n}`, nickname: `Meter ${n}` },
      });
      expectEnvelope(saved, 200, 'SUCCESS');
      ids.unshift(saved.body.data.id);
    }
    const all = (await readPage('savedBillers', user.accessToken, { first: 100 })).ids;
    const first = await readPage('savedBillers', user.accessToken, { first: 2 });
    // The row the cursor names goes, and so does the first one; the rest still follow, in order.
    for (const id of [first.ids[1]!, first.ids[0]!])
      expectEnvelope(await ctx.h.rest('DELETE', `/bills/saved-billers/${id}`, { token: user.accessToken }), 200, 'SUCCESS');
    const rest = await readPage('savedBillers', user.accessToken, { first: 100, after: first.pageInfo.endCursor });
    expect(rest.ids).toEqual(all.slice(2));
  });

  it('read backwards with last and before, and give nodes beside edges', async () => {
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    for (const n of [1, 2, 3, 4, 5]) await createPaymentLink(ctx.h, developer, `Link ${n}`);
    const all = await readPage('paymentLinks', token, { first: 100 });
    expect(all.nodeIds).toEqual(all.ids);
    const end = await readPage('paymentLinks', token, { last: 2 });
    expect(end.ids).toEqual(all.ids.slice(3));
    expect(end.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const earlier = await readPage('paymentLinks', token, { last: 2, before: end.pageInfo.startCursor });
    expect(earlier.ids).toEqual(all.ids.slice(1, 3));
    const start = await readPage('paymentLinks', token, { last: 2, before: earlier.pageInfo.startCursor });
    expect(start.ids).toEqual(all.ids.slice(0, 1));
    expect(start.pageInfo.hasPreviousPage).toBe(false);
  });

  it('refuse paging both ways at once, a cursor not their own, and reading backwards a list that only reads forwards', async () => {
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    const both = await ctx.h.gql('{ paymentLinks(first: 2, last: 2) { nodes { id } } }', {}, { token });
    expect(both.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST' });
    const forged = await ctx.h.gql(
      'query($c: String) { paymentLinks(after: $c) { nodes { id } } }',
      { c: Buffer.from('{"o":-1}').toString('base64url') },
      { token },
    );
    expect(both.body.errors).toHaveLength(1);
    expect(forged.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST' });
    // The catalogue of bill providers is fixed and pages by position: it reads forwards only.
    const backwards = await ctx.h.gql('{ billProviders(last: 2) { nodes { id } } }', {}, { token });
    expect(backwards.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    // A cursor of one list's order does not fit another's: a wallet's history counts postings by number.
    await createPaymentLink(ctx.h, developer, 'Cursor source');
    const linkCursor = (await readPage('paymentLinks', token, { first: 1 })).pageInfo.endCursor;
    const user = await ctx.h.createUser();
    const misfit = await ctx.h.gql(
      'query($c: String) { wallet { transactions(currency: "GHS", after: $c) { nodes { entryId } } } }',
      { c: linkCursor },
      { token: user.accessToken },
    );
    expect(misfit.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
  });

  it('page by keyset on lists in other orders: a wallet history, oldest-first API users, recipients by last use', async () => {
    const user = await ctx.h.createUser();
    const fund = () => later(() => ctx.h.fund(user, 'GHS', '1.00'));
    for (const _ of [1, 2, 3, 4, 5]) await fund();
    const history = (await readPage('wallet.transactions', user.accessToken, { first: 100 }, 'currency: "GHS"', 'entryId')).ids;
    expect(history).toHaveLength(5);
    expect(await pageThrough('wallet.transactions', user.accessToken, fund, 'currency: "GHS"', 'entryId')).toEqual(history);
    const newest = (await readPage('wallet.transactions', user.accessToken, { last: 2 }, 'currency: "GHS"', 'entryId')).ids;
    expect(newest).toEqual(history.slice(-2));

    // Oldest first: one added while paging is the last, and seen once.
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    const apiUser = () =>
      later(() =>
        ctx.h.gql(
          'mutation($i: CreateApiUserInput!) { createApiUser(input: $i) { apiUser { id } userErrors { code } } }',
          { i: { referenceId: randomUUID(), providerCallbackHost: 'example.com' } },
          { token },
        ),
      ).then((answer) => answer.body.data.createApiUser.apiUser.id as string);
    for (const _ of [1, 2, 3, 4, 5]) await apiUser();
    const apiUsers = (await readPage('developerAccount.apiUsers', token, { first: 100 })).ids;
    let added = '';
    const seen = await pageThrough('developerAccount.apiUsers', token, async () => {
      added = await apiUser();
    });
    expect(seen).toEqual([...apiUsers, added]);

    // Recipients come most recently used first, then newest: the never-used ones sort last.
    const recipient = (n: number) =>
      later(() => ctx.h.rest('POST', '/recipients', { token: user.accessToken, body: { name: `Esi ${n}`, phone: `+23324111222${n}`, provider: 'MTN' } }));
    for (const n of [1, 2, 3, 4, 5]) expectEnvelope(await recipient(n), 200, 'SUCCESS');
    const recipients = (await readPage('recipients', user.accessToken, { first: 100 })).ids;
    expect(await pageThrough('recipients', user.accessToken, () => recipient(6).then(() => undefined))).toEqual(recipients);
  });

  it('count the whole list with its filters in totalCount, the same on every page', async () => {
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    for (const n of [1, 2, 3, 4, 5]) await createPaymentLink(ctx.h, developer, `Link ${n}`);
    const count = async (query: string) => {
      const answer = await ctx.h.gql(query, {}, { token });
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data;
    };
    const first = await count('{ paymentLinks(first: 2) { totalCount pageInfo { endCursor } } }');
    expect(first.paymentLinks.totalCount).toBe(5);
    const second = await count(`{ paymentLinks(first: 2, after: "${first.paymentLinks.pageInfo.endCursor}") { totalCount nodes { id } } }`);
    expect(second.paymentLinks).toMatchObject({ totalCount: 5, nodes: [{}, {}] });
    // Another merchant's links are not counted, and a filter is: no invoice is paid yet.
    const other = await ctx.h.createDeveloper();
    expect((await ctx.h.gql('{ paymentLinks { totalCount } }', {}, { token: other.merchant.accessToken })).body.data.paymentLinks.totalCount).toBe(0);
    expect((await count('{ invoices(status: PAID) { totalCount } }')).invoices.totalCount).toBe(0);
    // A fixed catalogue counts its entries.
    const providers = await count('{ billProviders(first: 1) { totalCount } all: billProviders(first: 100) { nodes { id } } }');
    expect(providers.billProviders.totalCount).toBe(providers.all.nodes.length);
    expect(providers.all.nodes.length).toBeGreaterThan(1);
  });
});
