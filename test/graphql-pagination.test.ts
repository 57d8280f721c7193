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

async function readPage(field: string, token: string, args: Record<string, unknown>): Promise<Page> {
  const declared = Object.keys(args)
    .map((name) => `$${name}: ${name === 'first' || name === 'last' ? 'Int' : 'String'}`)
    .join(', ');
  const passed = Object.keys(args)
    .map((name) => `${name}: $${name}`)
    .join(', ');
  const query = `query Page${declared ? `(${declared})` : ''} { ${field}${passed ? `(${passed})` : ''} { edges { cursor node { id } } nodes { id } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
  const answer = await ctx.h.gql(query, args, { token });
  expect(answer.body.errors).toBeUndefined();
  const connection = answer.body.data[field];
  return {
    ids: connection.edges.map((edge: { node: { id: string } }) => edge.node.id),
    nodeIds: connection.nodes.map((node: { id: string }) => node.id),
    pageInfo: connection.pageInfo,
  };
}

/** Every id of a connection, two at a time, running `between` after the first page. */
async function pageThrough(field: string, token: string, between: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  let page = await readPage(field, token, { first: 2 });
  seen.push(...page.ids);
  await between();
  while (page.pageInfo.hasNextPage) {
    page = await readPage(field, token, { first: 2, after: page.pageInfo.endCursor });
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
    // A merchant's API users are listed oldest first by offset: they read forwards only.
    const backwards = await ctx.h.gql('{ developerAccount { apiUsers(last: 2) { nodes { id } } } }', {}, { token });
    expect(backwards.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
  });
});
