import { describe, expect, it } from 'vitest';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, type HttpResult, useHarness } from './support/harness.js';
import { createPaymentLink } from './support/kit.js';

// REST lists page by object as Stripe's do: startingAfter (or endingBefore) names an object of the
// list, and the page holds the objects after (or before) it in the list's order, so an object
// created or deleted during a walk neither repeats nor shifts another, as `page` numbers did. The
// harness's clock stands still unless moved: each object is created a second after the last.

const ctx = useHarness();

async function later<T>(create: () => Promise<T>): Promise<T> {
  ctx.h.clock.advance(SECOND);
  return create();
}

type ListCall = (query: string) => Promise<HttpResult>;

/** Ids of one REST page, in order, and whether more follow. */
async function readPage(list: ListCall, query: string, idOf = (item: Record<string, string>) => item['id']!) {
  const answer = await list(query);
  expectEnvelope(answer, 200, 'SUCCESS');
  return { ids: answer.body.data.items.map(idOf) as string[], hasMore: answer.body.data.hasMore as boolean, data: answer.body.data };
}

/** Every id of a list, `limit` at a time by startingAfter, running `between` after the first page. */
async function walk(list: ListCall, between: () => Promise<unknown>, idOf?: (item: Record<string, string>) => string, limit = 2): Promise<string[]> {
  const seen: string[] = [];
  let page = await readPage(list, `limit=${limit}`, idOf);
  seen.push(...page.ids);
  await between();
  for (let round = 0; page.hasMore; round++) {
    page = await readPage(list, `limit=${limit}&startingAfter=${encodeURIComponent(seen.at(-1)!)}`, idOf);
    seen.push(...page.ids);
    if (round > 50) throw new Error('the walk never ends');
  }
  return seen;
}

describe('REST lists by object (startingAfter, endingBefore, limit)', () => {
  it('walk payment links with one created mid-walk: every link once, none repeated', async () => {
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    const list: ListCall = (query) => ctx.h.rest('GET', `/merchants/me/payment-links?${query}`, { token, key: developer.subscriptionKey });
    for (const n of [1, 2, 3, 4, 5]) await later(() => createPaymentLink(ctx.h, developer, `Link ${n}`));
    const before = (await readPage(list, 'limit=100')).ids;
    expect(before).toHaveLength(5);
    const seen = await walk(list, () => later(() => createPaymentLink(ctx.h, developer, 'Created mid-walk')));
    expect(seen).toEqual(before);

    // The page-number walk this replaces shifts: the link created after page 0 pushes page 0's last
    // link onto page 1, where it is seen twice.
    const page0 = (await readPage(list, 'page=0&size=2')).ids;
    await later(() => createPaymentLink(ctx.h, developer, 'Shifts the pages'));
    const page1 = (await readPage(list, 'page=1&size=2')).ids;
    expect(page1[0]).toBe(page0[1]);
  });

  it('skip nothing when an object already seen is deleted mid-walk', async () => {
    const user = await ctx.h.createUser();
    const list: ListCall = (query) => ctx.h.rest('GET', `/bills/saved-billers?${query}`, { token: user.accessToken });
    for (const n of [1, 2, 3, 4, 5])
      expectEnvelope(
        await later(() =>
          ctx.h.rest('POST', '/bills/saved-billers', {
            token: user.accessToken,
            body: { providerId: 'bp_ecg_prepaid', accountNumber: `0412345678${n}`, nickname: `Meter ${n}` },
          }),
        ),
        200,
        'SUCCESS',
      );
    const all = (await readPage(list, 'limit=100')).ids;
    const seen = await walk(list, async () => {
      expectEnvelope(await ctx.h.rest('DELETE', `/bills/saved-billers/${all[0]}`, { token: user.accessToken }), 200, 'SUCCESS');
    });
    expect(seen).toEqual(all);
  });

  it("read backwards with endingBefore: the objects just before one, in the list's order, and whether more precede them", async () => {
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    const list: ListCall = (query) => ctx.h.rest('GET', `/merchants/me/payment-links?${query}`, { token, key: developer.subscriptionKey });
    for (const n of [1, 2, 3, 4, 5]) await later(() => createPaymentLink(ctx.h, developer, `Link ${n}`));
    const all = (await readPage(list, 'limit=100')).ids;
    const before4th = await readPage(list, `limit=2&endingBefore=${all[3]}`);
    expect(before4th.ids).toEqual(all.slice(1, 3));
    expect(before4th.hasMore).toBe(true);
    const start = await readPage(list, `limit=2&endingBefore=${all[1]}`);
    expect(start).toMatchObject({ ids: all.slice(0, 1), hasMore: false });
    const after = await readPage(list, `limit=2&startingAfter=${all[1]}`);
    expect(after).toMatchObject({ ids: all.slice(2, 4), hasMore: true });
    expect(after.data).toMatchObject({ page: 0, size: 2 });
    const end = await readPage(list, `startingAfter=${all[4]}`);
    expect(end).toMatchObject({ ids: [], hasMore: false });
  });

  it("walk a wallet's transactions by entryId, with a transfer mid-walk", async () => {
    const user = await ctx.h.createUser();
    for (const _ of [1, 2, 3, 4, 5]) await later(() => ctx.h.fund(user, 'GHS', '1.00'));
    const list: ListCall = (query) => ctx.h.rest('GET', `/wallets/me/transactions/GHS?${query}`, { token: user.accessToken });
    const entryId = (item: Record<string, string>) => item['entryId']!;
    const all = (await readPage(list, 'limit=100', entryId)).ids;
    expect(all).toHaveLength(5);
    expect(await walk(list, () => later(() => ctx.h.fund(user, 'GHS', '1.00')), entryId)).toEqual(all);
  });

  it("refuse another owner's object, an id that is none, both directions, a page number beside a cursor and a limit out of range, naming the field", async () => {
    const developer = await ctx.h.createDeveloper();
    const other = await ctx.h.createDeveloper();
    const theirs = await createPaymentLink(ctx.h, other, 'Not yours');
    const mine = await createPaymentLink(ctx.h, developer, 'Mine');
    const list: ListCall = (query) =>
      ctx.h.rest('GET', `/merchants/me/payment-links?${query}`, { token: developer.merchant.accessToken, key: developer.subscriptionKey });
    const refusals: [string, string][] = [
      [`startingAfter=${theirs}`, 'startingAfter'],
      [`endingBefore=${theirs}`, 'endingBefore'],
      ['startingAfter=pl_doesnotexist', 'startingAfter'],
      [`startingAfter=${'x'.repeat(201)}`, 'startingAfter'],
      [`startingAfter=${mine}&endingBefore=${mine}`, 'endingBefore'],
      [`startingAfter=${mine}&page=1`, 'page'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      // Stripe's spelling would be ignored as an unknown parameter, reading page 0 for ever: it is named.
      [`starting_after=${mine}`, 'starting_after'],
      [`ending_before=${mine}`, 'ending_before'],
    ];
    for (const [query, field] of refusals) {
      const answer = await list(query);
      expectEnvelope(answer, 400, 'BAD_REQUEST');
      expect(answer.body.details.fields?.map((error: { field: string }) => error.field) ?? [], query).toContain(field);
    }
    // A list keyed by UUID (fund-ins) answers a malformed id as no object, not as PostgreSQL's error.
    const user = await ctx.h.createUser();
    const fundIns = await ctx.h.rest('GET', '/wallets/me/fund-ins?startingAfter=not-a-uuid', { token: user.accessToken });
    expectEnvelope(fundIns, 400, 'BAD_REQUEST');
    // A credit score history (keyed by number) likewise.
    const credit = await ctx.h.rest('GET', "/credit/history?startingAfter=1'", { token: user.accessToken });
    expectEnvelope(credit, 400, 'BAD_REQUEST');
  });

  it('are offered on every REST list of the OpenAPI document', async () => {
    const doc = (await ctx.h.rest('GET', '/ms/v1/openapi.json', { key: null })).body;
    const schemas = doc.components.schemas;
    const resolve = (schema: any): any => (schema?.$ref ? resolve(schemas[schema.$ref.split('/').at(-1)]) : schema);
    const lists: string[] = [];
    for (const [path, operations] of Object.entries<any>(doc.paths)) {
      const answer = resolve(operations.get?.responses?.['200']?.content?.['application/json']?.schema);
      const parts = [answer, ...(answer?.allOf ?? []).map(resolve)];
      const data = resolve(parts.map((part) => part?.properties?.data).find(Boolean));
      if (!data?.properties?.hasMore || !data.properties.items) continue;
      // The event log is read by its own position (after), as a feed is.
      if (path.endsWith('/events')) continue;
      lists.push(path);
      const names = (operations.get.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name);
      expect(names, path).toEqual(expect.arrayContaining(['page', 'size', 'limit', 'startingAfter', 'endingBefore']));
    }
    expect(lists.length).toBeGreaterThan(30);
  });
});
