import { randomUUID } from 'node:crypto';
import { graphql } from '../src/generated/documents/index.js';
import { describe, expect, it } from 'vitest';
import { expectEnvelope, fieldsOf, useHarness } from './support/harness.js';
import { expectFieldRefusals, expectHiddenFromStranger, expectIdempotentCreate, expectPaging } from './support/kit.js';

// Typed documents (npm run codegen): each result and its variables are typed from the schema.
const RecipientById = graphql(`
  query RecipientById($id: ID!) {
    recipient(id: $id) {
      id
    }
  }
`);
const CreateRecipient = graphql(`
  mutation CreateRecipient($i: CreateRecipientInput!, $k: String) {
    createRecipient(input: $i, idempotencyKey: $k) { recipient {
      id
      provider
    } userErrors { field message code } }
  }
`);
const MoveRecipientToAirtelTigo = graphql(`
  mutation MoveRecipientToAirtelTigo($id: ID!) {
    updateRecipient(id: $id, input: { provider: "AIRTELTIGO" }) { recipient {
      provider
    } userErrors { field message code } }
  }
`);
const RenameRecipient = graphql(`
  mutation RenameRecipient($id: ID!) {
    updateRecipient(id: $id, input: { name: "Stolen" }) { recipient {
      id
    } userErrors { field message code } }
  }
`);
const DeleteRecipient = graphql(`
  mutation DeleteRecipient($id: ID!) {
    deleteRecipient(id: $id) { deletedRecipientId userErrors { field message code } }
  }
`);
const RecipientPage = graphql(`
  query RecipientPage($first: Int, $after: String) {
    recipients(first: $first, after: $after) {
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
const valid = (overrides: Record<string, unknown> = {}) => ({ name: 'Esi Mensah', phone: '+233241112223', provider: 'MTN', ...overrides });

describe('recipients', () => {
  it('are created, listed most recently used first, updated and deleted (REST)', async () => {
    const user = await ctx.h.createUser();
    const a = await ctx.h.rest('POST', '/recipients', { token: user.accessToken, body: valid() });
    expectEnvelope(a, 200, 'SUCCESS');
    expect(a.body.data).toMatchObject({ name: 'Esi Mensah', phone: '+233241112223', provider: 'MTN', country: 'GH', currency: 'GHS', lastUsedAt: null });
    ctx.h.clock.advance(1000);
    const b = await ctx.h.rest('POST', '/recipients', { token: user.accessToken, body: valid({ phone: '+233201112223', provider: 'TELECEL', name: 'Kwame' }) });
    ctx.h.clock.advance(1000);
    await ctx.h.services.recipients.markUsed({ kind: 'user', userId: user.id, role: 'USER' }, a.body.data.id);
    const list = await ctx.h.rest('GET', '/recipients', { token: user.accessToken });
    expect(list.body.data.items.map((r: any) => r.id)).toEqual([a.body.data.id, b.body.data.id]);
    const updated = await ctx.h.rest('PUT', `/recipients/${b.body.data.id}`, { token: user.accessToken, body: { name: 'Kwame Boateng' } });
    expect(updated.body.data.name).toBe('Kwame Boateng');
    expectEnvelope(await ctx.h.rest('DELETE', `/recipients/${b.body.data.id}`, { token: user.accessToken }), 200, 'SUCCESS');
    expectEnvelope(await ctx.h.rest('DELETE', `/recipients/${b.body.data.id}`, { token: user.accessToken }), 404, 'NOT_FOUND');
    const page = await ctx.h.rest('GET', '/recipients?page=0&size=1', { token: user.accessToken });
    expect(page.body.data).toMatchObject({ hasMore: false, size: 1 });
  });

  it('validate their fields and refuse a duplicate', async () => {
    const user = await ctx.h.createUser();
    for (const [body, field] of [
      [valid({ name: '' }), 'name'],
      [valid({ phone: '+14155550100' }), 'phone'],
      [valid({ provider: 'VODAFONE' }), 'provider'],
      [valid({ country: 'NG' }), 'country'],
      [valid({ currency: 'USD' }), 'currency'],
    ] as const) {
      const result = await ctx.h.rest('POST', '/recipients', { token: user.accessToken, body });
      expectEnvelope(result, 400, 'BAD_REQUEST');
      expect(fieldsOf(result.body)).toEqual([field]);
    }
    await ctx.h.rest('POST', '/recipients', { token: user.accessToken, body: valid() });
    const duplicate = await ctx.h.rest('POST', '/recipients', { token: user.accessToken, body: valid({ name: 'Other' }) });
    expectEnvelope(duplicate, 409, 'CONFLICT');
    expect(fieldsOf(duplicate.body)).toEqual(['phone']);
    expectEnvelope(await ctx.h.rest('PUT', '/recipients/rcp_x', { token: user.accessToken, body: {} }), 400, 'BAD_REQUEST');
  });

  it("hide another user's recipient: 404 on update, delete and read", async () => {
    const owner = await ctx.h.createUser();
    const other = await ctx.h.createUser();
    const created = await ctx.h.rest('POST', '/recipients', { token: owner.accessToken, body: valid() });
    const id = created.body.data.id;
    expectEnvelope(await ctx.h.rest('PUT', `/recipients/${id}`, { token: other.accessToken, body: { name: 'Stolen' } }), 404, 'NOT_FOUND');
    expectEnvelope(await ctx.h.rest('DELETE', `/recipients/${id}`, { token: other.accessToken }), 404, 'NOT_FOUND');
    const gql = await ctx.h.gql(RecipientById, { id }, { token: other.accessToken });
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await ctx.h.rest('GET', '/recipients', { token: other.accessToken })).body.data.items).toEqual([]);
  });

  it('work through GraphQL, with an idempotent create', async () => {
    const user = await ctx.h.createUser();
    const key = randomUUID();
    const create = () => ctx.h.gql(CreateRecipient, { i: valid(), k: key }, { token: user.accessToken });
    const [first, second] = [await create(), await create()];
    expect(second.body.data.createRecipient.recipient!.id).toBe(first.body.data.createRecipient.recipient!.id);
    const id = first.body.data.createRecipient.recipient!.id;
    const updated = await ctx.h.gql(MoveRecipientToAirtelTigo, { id }, { token: user.accessToken });
    expect(updated.body.data.updateRecipient.recipient!.provider).toBe('AIRTELTIGO');
    const list = await ctx.h.gql(RecipientPage, {}, { token: user.accessToken });
    expect(list.body.data.recipients.edges).toHaveLength(1);
    expect((await ctx.h.gql(DeleteRecipient, { id }, { token: user.accessToken })).body.data.deleteRecipient.deletedRecipientId).toBe(id);
  });

  it('pass the shared domain checks on both transports: ownership, paging, idempotent create, field refusals', async () => {
    const owner = await ctx.h.createUser();
    const stranger = await ctx.h.createUser();
    const token = owner.accessToken;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ctx.h.clock.advance(1000);
      ids.push((await ctx.h.rest('POST', '/recipients', { token, body: valid({ phone: `+23324000010${i}`, name: `Payee ${i}` }) })).body.data.id);
    }
    const id = ids[0]!;
    await expectHiddenFromStranger({
      rest: [
        () => ctx.h.rest('PUT', `/recipients/${id}`, { token: stranger.accessToken, body: { name: 'Stolen' } }),
        () => ctx.h.rest('DELETE', `/recipients/${id}`, { token: stranger.accessToken }),
      ],
      gql: [
        () => ctx.h.gql(RecipientById, { id }, { token: stranger.accessToken }),
        () => ctx.h.gql(RenameRecipient, { id }, { token: stranger.accessToken }),
        () => ctx.h.gql(DeleteRecipient, { id }, { token: stranger.accessToken }),
      ],
    });
    // Never used: the newest first.
    await expectPaging([...ids].reverse(), {
      rest: (page, size) => ctx.h.rest('GET', `/recipients?page=${page}&size=${size}`, { token }),
      gql: async (first, after) => {
        const result = await ctx.h.gql(RecipientPage, { first, after }, { token });
        const connection = result.body.data.recipients;
        return { ids: connection.edges.map((e) => e.node.id), endCursor: connection.pageInfo.endCursor, hasNextPage: connection.pageInfo.hasNextPage };
      },
    });
    // A recipient's phone is unique per user, so each transport creates its own.
    await expectIdempotentCreate(valid({ phone: '+233240000200' }), valid({ phone: '+233240000201' }), {
      rest: { send: (body, key) => ctx.h.rest('POST', '/recipients', { token, body, headers: { 'Idempotency-Key': key } }), id: (r) => r.body.data.id },
    });
    await expectIdempotentCreate(valid({ phone: '+233240000300' }), valid({ phone: '+233240000301' }), {
      gql: {
        send: (body, key) => ctx.h.gql(CreateRecipient, { i: body, k: key }, { token }),
        id: (r) => r.body.data.createRecipient.recipient.id,
      },
    });
    await expectFieldRefusals(
      [
        [valid({ name: '' }), 'name'],
        [valid({ phone: '+14155550100' }), 'phone'],
        [valid({ country: 'NG' }), 'country'],
      ] as const,
      {
        rest: (body) => ctx.h.rest('POST', '/recipients', { token, body }),
        gql: (body) => ctx.h.gql(CreateRecipient, { i: body }, { token }),
      },
    );
  });
});
