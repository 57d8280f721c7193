import { describe, expect, it } from 'vitest';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, type TestUser, useHarness, userErrorsOf } from './support/harness.js';

// A sender's own data on a transfer (what it pays for), as on a merchant's objects: set when the
// transfer is made, updated by the sender alone, carried by every event about the transfer, and
// found by the transfers search, on REST and GraphQL alike.

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '1' });

async function sender(): Promise<TestUser> {
  const user = await ctx.h.createUser();
  await ctx.h.fund(user, 'GHS', '500.00');
  return user;
}

const recipients = new Map<string, string>();

/** The user's one saved recipient, saved on first use. */
async function recipientOf(user: TestUser): Promise<string> {
  const known = recipients.get(user.id);
  if (known) return known;
  const saved = await ctx.h.rest('POST', '/recipients', { token: user.accessToken, body: { name: 'Ama Serwaa', phone: '+233244556677', provider: 'MTN' } });
  expectEnvelope(saved, 200, 'SUCCESS');
  recipients.set(user.id, saved.body.data.id);
  return saved.body.data.id;
}

async function transferOf(user: TestUser, amount: number, metadata?: Record<string, string>): Promise<string> {
  const created = await ctx.h.rest('POST', '/transactions', {
    token: user.accessToken,
    body: {
      recipientId: await recipientOf(user),
      amount,
      sendCurrency: 'GHS',
      receiveCurrency: 'GHS',
      speedTier: 'express',
      ...(metadata ? { metadata } : {}),
    },
  });
  expectEnvelope(created, 200, 'SUCCESS');
  return created.body.data.id;
}

async function eventsAbout(transferId: string) {
  return ctx.h.db
    .selectFrom('events')
    .select(['type', 'data'])
    .where('data', '@>', JSON.stringify({ transfer: { id: transferId } }))
    .orderBy('seq')
    .execute();
}

describe('metadata on a transfer', () => {
  it('is set when it is made, carried by each event of its life, and updated by the sender over REST and GraphQL', async () => {
    const user = await sender();
    const id = await transferOf(user, 40, { invoice: 'INV-7', empty: '' });
    const read = await ctx.h.rest('GET', `/transactions/${id}`, { token: user.accessToken });
    expect(read.body.data.metadata).toEqual({ invoice: 'INV-7' });

    await ctx.h.services.jobs.runDue();
    ctx.h.clock.advance(2 * SECOND);
    await ctx.h.services.jobs.runDue();
    const lifeEvents = await eventsAbout(id);
    expect(lifeEvents.map((e) => e.type)).toEqual(expect.arrayContaining(['remittance.pending', 'remittance.processing', 'transfer.completed']));
    for (const event of lifeEvents) expect((event.data as { transfer: { metadata: unknown } }).transfer.metadata).toEqual({ invoice: 'INV-7' });

    const updated = await ctx.h.rest('POST', `/transactions/${id}`, { token: user.accessToken, body: { metadata: { invoice: '', purpose: 'rent' } } });
    expectEnvelope(updated, 200, 'SUCCESS');
    expect(updated.body.data).toMatchObject({ id, status: 'COMPLETED', metadata: { purpose: 'rent' } });
    const announced = (await eventsAbout(id)).filter((e) => e.type === 'transfer.updated');
    expect(announced.map((e) => e.data)).toEqual([expect.objectContaining({ transfer: expect.objectContaining({ id, metadata: { purpose: 'rent' } }) })]);

    const viaGraphql = await ctx.h.gql(
      'mutation($input: UpdateTransferInput!) { updateTransfer(input: $input) { transfer { id metadata { key value } } userErrors { field code } } }',
      { input: { id, metadata: [{ key: 'month', value: 'May' }] } },
      { token: user.accessToken },
    );
    expect(viaGraphql.body.data.updateTransfer).toEqual({
      transfer: {
        id,
        metadata: [
          { key: 'month', value: 'May' },
          { key: 'purpose', value: 'rent' },
        ],
      },
      userErrors: [],
    });
  });

  it("is refused past Stripe's limits naming the field, and never reaches another user", async () => {
    const user = await sender();
    const tooLong = await ctx.h.rest('POST', '/transactions', {
      token: user.accessToken,
      body: { recipientId: await recipientOf(user), amount: 5, sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'express', metadata: { 'a[0]': 'x' } },
    });
    expectEnvelope(tooLong, 400, 'BAD_REQUEST');
    expect(tooLong.body.details.fields.map((f: { field: string }) => f.field)).toEqual([expect.stringMatching(/^metadata/)]);

    const id = await transferOf(user, 5, { invoice: 'INV-8' });
    const other = await sender();
    expectEnvelope(await ctx.h.rest('POST', `/transactions/${id}`, { token: other.accessToken, body: { metadata: { invoice: 'mine' } } }), 404, 'NOT_FOUND');
    const refused = await ctx.h.gql(
      'mutation($input: UpdateTransferInput!) { updateTransfer(input: $input) { transfer { id } userErrors { field code } } }',
      { input: { id, metadata: [{ key: 'invoice', value: 'mine' }] } },
      { token: other.accessToken },
    );
    expect(userErrorsOf(refused.body)).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);
    const found = await ctx.h.rest('GET', `/transactions/search?query=${encodeURIComponent("metadata['invoice']:'INV-8'")}`, { token: other.accessToken });
    expect(found.body.data.items).toEqual([]);
    expect((await ctx.h.rest('GET', `/transactions/${id}`, { token: user.accessToken })).body.data.metadata).toEqual({ invoice: 'INV-8' });
  });
});

describe('the transfers search', () => {
  it("finds the sender's transfers by metadata, status and amount, newest first, on REST and GraphQL, and names a bad query's position", async () => {
    const user = await sender();
    // A second apart, so newest first is one order.
    const small = await transferOf(user, 10, { invoice: 'INV-1' });
    ctx.h.clock.advance(SECOND);
    const large = await transferOf(user, 120, { invoice: 'INV-2', purpose: 'rent' });
    ctx.h.clock.advance(SECOND);
    const plain = await transferOf(user, 60);

    const search = (query: string) => ctx.h.rest('GET', `/transactions/search?query=${encodeURIComponent(query)}`, { token: user.accessToken });
    const ids = async (query: string) => (await search(query)).body.data.items.map((t: { id: string }) => t.id);
    expect(await ids("metadata['invoice']:'INV-2'")).toEqual([large]);
    expect(await ids('sendAmount>50')).toEqual([plain, large]);
    expect(await ids("sendAmount>50 AND -metadata['purpose']:'rent'")).toEqual([plain]);
    expect(await ids("metadata['invoice']:'INV-1' OR metadata['purpose']:'rent'")).toEqual([large, small]);
    expect(await ids('status:PENDING AND speedTier:EXPRESS')).toEqual([plain, large, small]);

    const bad = await search('sendAmount>>5');
    expectEnvelope(bad, 400, 'BAD_REQUEST');
    expect(bad.body.details.fields[0].field).toBe('query');
    expect(bad.body.details.description).toMatch(/expected a value, found ">" at position 12/);

    const viaGraphql = await ctx.h.gql(
      'query($q: String!) { searchTransfers(query: $q, first: 1) { nodes { id metadata { key value } } pageInfo { hasNextPage } } }',
      { q: 'sendAmount>50' },
      { token: user.accessToken },
    );
    expect(viaGraphql.body.data.searchTransfers).toEqual({ nodes: [{ id: plain, metadata: [] }], pageInfo: { hasNextPage: true } });
  });
});
