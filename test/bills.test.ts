import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { expectEnvelope, useHarness } from './support/harness.js';
import { expectFieldRefusals, expectHiddenFromStranger, expectPaging } from './support/kit.js';

const ElectricityProviders = graphql(`
  query ElectricityProviders($country: String) {
    billProviders(category: ELECTRICITY, country: $country) {
      edges {
        node {
          id
          category
          country
          minAmount {
            amount
            currency
          }
          fee {
            amount
          }
          issuesToken
        }
      }
    }
  }
`);
const SaveBiller = graphql(`
  mutation SaveBiller($i: SaveBillerInput!) {
    saveBiller(input: $i) { savedBiller {
      id
      accountNumber
      nickname
      provider {
        id
        name
      }
    } userErrors { field message code } }
  }
`);
const DeleteSavedBiller = graphql(`
  mutation DeleteSavedBiller($id: ID!) {
    deleteSavedBiller(id: $id) { deletedSavedBillerId userErrors { field message code } }
  }
`);
const SavedBillerPage = graphql(`
  query SavedBillerPage($first: Int, $after: String) {
    savedBillers(first: $first, after: $after) {
      edges {
        node {
          id
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const ctx = useHarness();

const meter = (overrides: Record<string, unknown> = {}) => ({ providerId: 'bp_ecg_prepaid', accountNumber: '04123456789', nickname: 'Home', ...overrides });

describe('bill providers', () => {
  it('list the sandbox billers with their amounts and fees, filtered by category and country, on both transports', async () => {
    const user = await ctx.h.createUser();
    const all = await ctx.h.rest('GET', '/bills/providers', { token: user.accessToken });
    expectEnvelope(all, 200, 'SUCCESS');
    expect(all.body.data.map((p: { category: string }) => p.category)).toEqual(expect.arrayContaining(['ELECTRICITY', 'WATER', 'TV', 'AIRTIME', 'INTERNET']));
    const ghElectricity = await ctx.h.rest('GET', '/ms/v1/v1/bills/providers?category=electricity&country=gh', { token: user.accessToken });
    expect(ghElectricity.body.data).toEqual([
      expect.objectContaining({
        id: 'bp_ecg_prepaid',
        category: 'ELECTRICITY',
        country: 'GH',
        currency: 'GHS',
        amountType: 'VARIABLE',
        minAmount: 5,
        maxAmount: 5000,
        fee: 1,
        issuesToken: true,
      }),
    ]);
    const dstv = all.body.data.find((p: { id: string }) => p.id === 'bp_dstv_gh');
    expect(dstv).toMatchObject({ amountType: 'FIXED', minAmount: 265, maxAmount: 265 });
    const gql = await ctx.h.gql(ElectricityProviders, { country: 'CI' }, { token: user.accessToken });
    expect(gql.body.data.billProviders.edges.map((e) => e.node)).toEqual([
      { id: 'bp_cie_ci', category: 'ELECTRICITY', country: 'CI', minAmount: { amount: '500', currency: 'XOF' }, fee: { amount: '100' }, issuesToken: true },
    ]);
    expectEnvelope(await ctx.h.rest('GET', '/bills/providers?category=GAS', { token: user.accessToken }), 400, 'BAD_REQUEST');
    expectEnvelope(await ctx.h.rest('GET', '/bills/providers'), 401, 'UNAUTHORIZED');
  });
});

describe('saved billers', () => {
  it('save a biller once per account, match the account number to the provider, and delete it', async () => {
    const user = await ctx.h.createUser();
    const token = user.accessToken;
    const saved = await ctx.h.rest('POST', '/bills/saved-billers', { token, body: meter() });
    expectEnvelope(saved, 200, 'SUCCESS');
    expect(saved.body.data).toMatchObject({
      providerId: 'bp_ecg_prepaid',
      providerName: 'ECG Prepaid Electricity',
      category: 'ELECTRICITY',
      accountNumber: '04123456789',
      nickname: 'Home',
    });
    const twice = await ctx.h.rest('POST', '/bills/saved-billers', { token, body: meter({ nickname: 'Again' }) });
    expectEnvelope(twice, 409, 'CONFLICT');
    const viaGraphql = await ctx.h.gql(SaveBiller, { i: { providerId: 'bp_mtn_airtime_gh', accountNumber: '233241234567' } }, { token });
    expect(viaGraphql.body.data.saveBiller.savedBiller).toMatchObject({
      accountNumber: '233241234567',
      nickname: null,
      provider: { id: 'bp_mtn_airtime_gh', name: 'MTN Airtime' },
    });
    const unknown = await ctx.h.rest('POST', '/bills/saved-billers', { token, body: meter({ providerId: 'bp_nobody' }) });
    expectEnvelope(unknown, 404, 'NOT_FOUND');
    const savedViaGraphql = viaGraphql.body.data.saveBiller.savedBiller!.id;
    const deleted = await ctx.h.gql(DeleteSavedBiller, { id: savedViaGraphql }, { token });
    expect(deleted.body.data.deleteSavedBiller.deletedSavedBillerId).toBe(savedViaGraphql);
    expectEnvelope(await ctx.h.rest('DELETE', `/bills/saved-billers/${saved.body.data.id}`, { token }), 200, 'SUCCESS');
    expect((await ctx.h.rest('GET', '/bills/saved-billers', { token })).body.data.items).toEqual([]);
  });

  it('pass the shared domain checks on both transports: ownership, paging, field refusals', async () => {
    const owner = await ctx.h.createUser();
    const stranger = await ctx.h.createUser();
    const token = owner.accessToken;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ctx.h.clock.advance(1000);
      ids.push((await ctx.h.rest('POST', '/bills/saved-billers', { token, body: meter({ accountNumber: `0412345678${i}` }) })).body.data.id);
    }
    await expectHiddenFromStranger({
      rest: [() => ctx.h.rest('DELETE', `/bills/saved-billers/${ids[0]}`, { token: stranger.accessToken })],
      gql: [() => ctx.h.gql(DeleteSavedBiller, { id: ids[0]! }, { token: stranger.accessToken })],
    });
    await expectPaging([...ids].reverse(), {
      rest: (page, size) => ctx.h.rest('GET', `/bills/saved-billers?page=${page}&size=${size}`, { token }),
      gql: async (first, after) => {
        const connection = (await ctx.h.gql(SavedBillerPage, { first, after }, { token })).body.data.savedBillers;
        return { ids: connection.edges.map((e) => e.node.id), endCursor: connection.pageInfo.endCursor ?? null, hasNextPage: connection.pageInfo.hasNextPage };
      },
    });
    await expectFieldRefusals(
      [
        [meter({ accountNumber: '123' }), 'accountNumber'],
        [meter({ accountNumber: '' }), 'accountNumber'],
        [meter({ providerId: '' }), 'providerId'],
        [meter({ nickname: 'x'.repeat(101) }), 'nickname'],
      ] as const,
      {
        rest: (body) => ctx.h.rest('POST', '/bills/saved-billers', { token, body }),
        gql: (body) => ctx.h.gql(SaveBiller, { i: body }, { token }),
      },
    );
    // GraphQL's own validation refuses an unknown input field before any resolver runs.
    await expectFieldRefusals([[meter({ colour: 'blue' }), 'colour']] as const, {
      rest: (body) => ctx.h.rest('POST', '/bills/saved-billers', { token, body }),
    });
  });
});
