import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, fieldsOf, type TestUser, useHarness, mutationRefusal } from './support/harness.js';
import { expectFieldRefusals, expectHiddenFromStranger } from './support/kit.js';

const FileDispute = graphql(`
  mutation FileDispute($i: FileDisputeInput!) { fileDispute(input: $i) { dispute { id status priority reason transactionType amount { amount currency } } userErrors { field message code } } }
`);
const DisputeById = graphql(`
  query DisputeById($id: ID!) { dispute(id: $id) { id status resolution comments { authorRole body } } }
`);
const ReceivedDisputes = graphql(`
  query ReceivedDisputes($status: DisputeStatus) {
    receivedDisputes(status: $status, first: 10) { edges { node { id status evidenceItems { url addedBy } comments { authorRole body } } } }
  }
`);
const AddDisputeEvidence = graphql(`
  mutation AddDisputeEvidence($id: ID!, $urls: [String!]!) { addDisputeEvidence(id: $id, urls: $urls) { dispute { evidence evidenceItems { addedBy url } } userErrors { field message code } } }
`);
const ResolveDispute = graphql(`
  mutation ResolveDispute($id: ID!) { resolveDispute(id: $id, outcome: DECLINE, note: "The merchant proved delivery.") { dispute { status resolution } userErrors { field message code } } }
`);

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });

async function funded(amount = '500.00'): Promise<TestUser> {
  const user = await ctx.h.createUser();
  await ctx.h.fund(user, 'GHS', amount);
  return user;
}

/** A peer-to-peer transfer from `sender`: its journal entry is the transaction a dispute names. */
async function p2p(sender: TestUser, amount = 40): Promise<string> {
  const recipient = await ctx.h.createUser();
  const sent = await ctx.h.rest('POST', '/wallets/me/transfer', { token: sender.accessToken, body: { toEmail: recipient.email, amount, currency: 'GHS' } });
  expectEnvelope(sent, 200, 'SUCCESS');
  return sent.body.data.id;
}

const file = (user: TestUser, body: Record<string, unknown>) => ctx.h.rest('POST', '/disputes', { token: user.accessToken, body });
const dispute = (transactionId: string, reason = 'not_received') => ({
  transactionId,
  reason,
  description: 'The goods never arrived at my shop.',
  evidence: ['https://example.com/receipt.png'],
});

describe('disputes', () => {
  it('are filed against a transaction of your own with a priority and an expected date on the clock, and announced', async () => {
    const user = await funded();
    const entryId = await p2p(user, 40);
    const filed = await file(user, dispute(entryId));
    expectEnvelope(filed, 200, 'SUCCESS');
    expect(filed.body.data).toMatchObject({
      transactionId: entryId,
      transactionType: 'P2P_TRANSFER',
      amount: 40,
      currency: 'GHS',
      reason: 'not_received',
      status: 'OPEN',
      priority: 'MEDIUM',
      evidence: ['https://example.com/receipt.png'],
      resolution: null,
    });
    expect(Date.parse(filed.body.data.expectedResolutionDate) - Date.parse(filed.body.data.createdAt)).toBe(7 * 86_400_000);
    const events = await ctx.h.db.selectFrom('events').select('data').where('owner_id', '=', user.id).where('type', '=', 'dispute.opened').execute();
    expect(events[0]?.data).toMatchObject({ dispute: { id: filed.body.data.id, transactionId: entryId, amount: '40.00', priority: 'MEDIUM', status: 'OPEN' } });
    // Unauthorized is HIGH (3 days); so is GHS 1,000 or more; a duplicate of a small amount is LOW (14 days).
    const urgent = await file(user, dispute(await p2p(user, 5), 'unauthorized'));
    expect(urgent.body.data.priority).toBe('HIGH');
    const small = await file(user, dispute(await p2p(user, 5), 'duplicate'));
    expect(small.body.data).toMatchObject({ priority: 'LOW' });
    expect(Date.parse(small.body.data.expectedResolutionDate) - Date.parse(small.body.data.createdAt)).toBe(14 * 86_400_000);
    const rich = await funded('2000.00');
    expect((await file(rich, dispute(await p2p(rich, 1000), 'other'))).body.data.priority).toBe('HIGH');
  });

  it('allow one open dispute per transaction, even when filed concurrently', async () => {
    const user = await funded();
    const entryId = await p2p(user);
    const answers = await Promise.all([1, 2, 3, 4].map(() => file(user, dispute(entryId))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectEnvelope(a, 409, 'DISPUTE_ALREADY_OPEN');
  });

  it('are resolved by an administrator: a refund credits the wallet once, by a balanced entry', async () => {
    const user = await funded('100.00');
    const bill = await ctx.h.rest('POST', '/bills/pay', {
      token: user.accessToken,
      body: { providerId: 'bp_ecg_prepaid', accountNumber: '12345678901', amount: 20, currency: 'GHS' },
    });
    const filed = (await file(user, dispute(bill.body.data.id, 'incorrect_amount'))).body.data;
    expect(filed).toMatchObject({ transactionType: 'BILL_PAYMENT', amount: 21 });
    const admin = await ctx.h.createUserWithRole('ADMIN');
    const commented = await ctx.h.rest('POST', `/disputes/${filed.id}/comments`, { token: admin.accessToken, body: { body: 'Looking into it.' } });
    expect(commented.body.data).toMatchObject({ status: 'UNDER_REVIEW', comments: [{ authorRole: 'ADMIN', body: 'Looking into it.' }] });
    await ctx.h.rest('POST', `/disputes/${filed.id}/comments`, { token: user.accessToken, body: { body: 'Thank you.' } });
    const queue = await ctx.h.rest('GET', '/admin/disputes', { token: admin.accessToken });
    expect(queue.body.data.items.map((d: { id: string }) => d.id)).toContain(filed.id);
    expectEnvelope(await ctx.h.rest('GET', '/admin/disputes', { token: user.accessToken }), 403, 'FORBIDDEN');
    expectEnvelope(
      await ctx.h.rest('POST', `/admin/disputes/${filed.id}/resolve`, { token: user.accessToken, body: { outcome: 'refund', note: 'mine' } }),
      403,
      'FORBIDDEN',
    );
    const before = await ctx.h.balanceOf(user, 'GHS');
    const resolved = await ctx.h.rest('POST', `/admin/disputes/${filed.id}/resolve`, {
      token: admin.accessToken,
      body: { outcome: 'refund', note: 'Biller confirmed.' },
    });
    expect(resolved.body.data).toMatchObject({ status: 'RESOLVED', resolution: 'REFUNDED', resolutionNote: 'Biller confirmed.' });
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(before + 2100n);
    const events = await ctx.h.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('owner_id', '=', user.id)
      .where('type', 'in', ['dispute.resolved', 'wallet.funded'])
      .orderBy('seq', 'desc')
      .limit(2)
      .execute();
    expect(events.map((e) => e.type).sort()).toEqual(['dispute.resolved', 'wallet.funded']);
    expect(events.find((e) => e.type === 'dispute.resolved')?.data).toMatchObject({ dispute: { id: filed.id, resolution: 'REFUNDED', status: 'RESOLVED' } });
    expectEnvelope(
      await ctx.h.rest('POST', `/admin/disputes/${filed.id}/resolve`, { token: admin.accessToken, body: { outcome: 'refund', note: 'again' } }),
      409,
      'DISPUTE_RESOLVED',
    );
    expectEnvelope(await ctx.h.rest('POST', `/disputes/${filed.id}/comments`, { token: user.accessToken, body: { body: 'more' } }), 409, 'DISPUTE_RESOLVED');
    // Refunded in full: nothing left to dispute.
    const again = await file(user, dispute(bill.body.data.id));
    expectEnvelope(again, 409, 'ALREADY_REFUNDED');
    expect(fieldsOf(again.body)).toEqual(['transactionId']);
    await ctx.h.expectReconciled();
  });

  it("keep a fund-in's refund waiting while a dispute of it is open, and refuse what was refunded or is not settled", async () => {
    const user = await ctx.h.createUser();
    const fundIn = await ctx.h.rest('POST', '/wallets/me/fund-in', { token: user.accessToken, body: { amount: 50, currency: 'GHS' } });
    const early = await file(user, dispute(fundIn.body.data.id));
    expectEnvelope(early, 409, 'TRANSACTION_NOT_SETTLED');
    ctx.h.clock.advance(5 * SECOND);
    await ctx.h.services.jobs.runDue();
    const token = await ctx.h.signIn(user);
    const filed = await ctx.h.rest('POST', '/disputes', { token, body: dispute(fundIn.body.data.id, 'duplicate') });
    expect(filed.body.data.transactionType).toBe('FUND_IN');
    expectEnvelope(await ctx.h.rest('POST', '/wallets/me/refund', { token, body: { transactionId: fundIn.body.data.id } }), 409, 'DISPUTE_OPEN');
    const admin = await ctx.h.createUserWithRole('ADMIN');
    await ctx.h.rest('POST', `/admin/disputes/${filed.body.data.id}/resolve`, {
      token: admin.accessToken,
      body: { outcome: 'decline', note: 'Not a duplicate.' },
    });
    expectEnvelope(await ctx.h.rest('POST', '/wallets/me/refund', { token, body: { transactionId: fundIn.body.data.id } }), 202, 'SUCCESS');
    const refunded = await ctx.h.rest('POST', '/disputes', { token, body: dispute(fundIn.body.data.id) });
    expectEnvelope(refunded, 409, 'ALREADY_REFUNDED');
  });

  it("are resolved and commented on the owner's account clock, whoever acts: nothing is stamped before what it answers", async () => {
    const developer = await ctx.h.createDeveloper();
    const key = developer.subscriptionKey;
    const user = await ctx.h.createUser({}, { key });
    await ctx.h.fund(user, 'GHS', '100.00');
    const advanced = await ctx.h.rest('POST', '/sandbox/clock/advance', { key, token: developer.merchant.accessToken, body: { seconds: 3 * 86_400 } });
    expectEnvelope(advanced, 200, 'SUCCESS');
    const recipient = await ctx.h.createUser({}, { key });
    const sent = await ctx.h.rest('POST', '/wallets/me/transfer', {
      key,
      token: user.accessToken,
      body: { toEmail: recipient.email, amount: 10, currency: 'GHS' },
    });
    const filed = await ctx.h.rest('POST', '/disputes', { key, token: user.accessToken, body: dispute(sent.body.data.id) });
    expectEnvelope(filed, 200, 'SUCCESS');
    const admin = await ctx.h.createUserWithRole('ADMIN');
    const commented = await ctx.h.rest('POST', `/disputes/${filed.body.data.id}/comments`, { token: admin.accessToken, body: { body: 'Looking.' } });
    expectEnvelope(commented, 200, 'SUCCESS');
    const resolved = await ctx.h.rest('POST', `/admin/disputes/${filed.body.data.id}/resolve`, {
      token: admin.accessToken,
      body: { outcome: 'decline', note: 'Delivered.' },
    });
    expectEnvelope(resolved, 200, 'SUCCESS');
    const createdAt = Date.parse(filed.body.data.createdAt);
    expect(Date.parse(resolved.body.data.resolvedAt)).toBeGreaterThanOrEqual(createdAt);
    expect(Date.parse(resolved.body.data.comments[0].createdAt)).toBeGreaterThanOrEqual(createdAt);
    const events = await ctx.h.db
      .selectFrom('events')
      .select(['type', 'created_at'])
      .where('owner_id', '=', user.id)
      .where('type', 'in', ['dispute.opened', 'dispute.resolved'])
      .execute();
    const at = (type: string) => events.find((e) => e.type === type)!.created_at.getTime();
    expect(at('dispute.resolved')).toBeGreaterThanOrEqual(at('dispute.opened'));
  });

  it('refuse bad input at its boundaries and hide one user’s disputes from another', async () => {
    const user = await funded();
    const entryId = await p2p(user);
    await expectFieldRefusals<Record<string, unknown>>(
      [
        [{ ...dispute(entryId), description: 'too short' }, 'description'],
        [{ ...dispute(entryId), description: 'x'.repeat(1001) }, 'description'],
        [{ ...dispute(entryId), reason: 'changed_my_mind' }, 'reason'],
        [{ ...dispute(entryId), evidence: ['http://example.com/x.png'] }, 'evidence.0'],
        [{ ...dispute(entryId), evidence: Array.from({ length: 11 }, (_, i) => `https://example.com/${i}`) }, 'evidence'],
        [{ ...dispute(entryId), amount: 5 }, 'amount'],
        [{ reason: 'other', description: 'Something went wrong here.' }, 'transactionId'],
      ],
      { rest: (body) => file(user, body) },
    );
    expectEnvelope(await file(user, { ...dispute(entryId), description: 'x'.repeat(10) }), 200, 'SUCCESS');
    const stranger = await funded();
    const foreign = await file(stranger, dispute(await p2p(user)));
    expectEnvelope(foreign, 404, 'NOT_FOUND');
    expect(fieldsOf(foreign.body)).toEqual(['transactionId']);
    expectEnvelope(await file(user, dispute('je_nothing')), 404, 'NOT_FOUND');
    // Not an id of any kind (a fund-in's is a UUID): 404 naming the field, never a 500, on both transports.
    for (const id of ['not-an-id', '00000000-0000-0000-0000-00000000000g', 'trf_nothing', 'bpy_nothing']) {
      const refused = await file(user, dispute(id));
      expectEnvelope(refused, 404, 'NOT_FOUND');
      expect(fieldsOf(refused.body)).toEqual(['transactionId']);
    }
    const viaGraphQL = await ctx.h.gql(
      FileDispute,
      { i: { transactionId: 'not-an-id', reason: 'OTHER', description: 'Something went wrong here.' } },
      { token: user.accessToken },
    );
    expect(mutationRefusal(viaGraphQL.body)).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'transactionId' }] });
    const mine = (await ctx.h.rest('GET', '/disputes', { token: user.accessToken })).body.data.items[0];
    await expectHiddenFromStranger({
      rest: [
        () => ctx.h.rest('GET', `/disputes/${mine.id}`, { token: stranger.accessToken }),
        () => ctx.h.rest('POST', `/disputes/${mine.id}/comments`, { token: stranger.accessToken, body: { body: 'hi' } }),
      ],
      gql: [() => ctx.h.gql(DisputeById, { id: mine.id }, { token: stranger.accessToken })],
    });
    expect((await ctx.h.rest('GET', '/v1/disputes', { token: user.accessToken })).body.data.items).toHaveLength(1);
  });

  it('are seen, commented on and evidenced by the party the transfer paid (a merchant), on both transports', async () => {
    const payer = await funded();
    const merchant = await ctx.h.createUserWithRole('MERCHANT');
    const paid = await ctx.h.rest('POST', '/wallets/me/transfer', { token: payer.accessToken, body: { toEmail: merchant.email, amount: 30, currency: 'GHS' } });
    const filed = (await file(payer, dispute(paid.body.data.id))).body.data;
    const id: string = filed.id;
    const received = await ctx.h.rest('GET', '/disputes/received', { token: merchant.accessToken });
    expectEnvelope(received, 200, 'SUCCESS');
    expect(received.body.data.items).toHaveLength(1);
    expect(received.body.data.items[0]).toMatchObject({
      id,
      amount: 30,
      evidence: ['https://example.com/receipt.png'],
      evidenceItems: [{ url: 'https://example.com/receipt.png', addedBy: 'USER' }],
    });
    // Filed and received are separate lists: the merchant filed nothing, the payer received nothing.
    expect((await ctx.h.rest('GET', '/disputes', { token: merchant.accessToken })).body.data.items).toEqual([]);
    expect((await ctx.h.rest('GET', '/disputes/received', { token: payer.accessToken })).body.data.items).toEqual([]);
    expect((await ctx.h.rest('GET', '/disputes/received?status=RESOLVED', { token: merchant.accessToken })).body.data.items).toEqual([]);
    const badStatus = await ctx.h.rest('GET', '/disputes/received?status=open', { token: merchant.accessToken });
    expectEnvelope(badStatus, 400, 'BAD_REQUEST');
    expect(fieldsOf(badStatus.body)).toEqual(['status']);

    const commented = await ctx.h.rest('POST', `/disputes/${id}/comments`, { token: merchant.accessToken, body: { body: 'Delivered on the 3rd.' } });
    expect(commented.body.data).toMatchObject({ status: 'OPEN', comments: [{ authorRole: 'RECIPIENT', body: 'Delivered on the 3rd.' }] });
    const proof = await ctx.h.rest('POST', `/disputes/${id}/evidence`, { token: merchant.accessToken, body: { urls: ['https://shop.example/pod.pdf'] } });
    expectEnvelope(proof, 200, 'SUCCESS');
    expect(proof.body.data.evidenceItems.map((e: { addedBy: string }) => e.addedBy)).toEqual(['USER', 'RECIPIENT']);
    const more = await ctx.h.gql(AddDisputeEvidence, { id, urls: ['https://example.com/chat.png'] }, { token: payer.accessToken });
    expect(more.body.errors).toBeUndefined();
    expect(more.body.data.addDisputeEvidence.dispute).toEqual({
      evidence: ['https://example.com/receipt.png', 'https://shop.example/pod.pdf', 'https://example.com/chat.png'],
      evidenceItems: [
        { addedBy: 'USER', url: 'https://example.com/receipt.png' },
        { addedBy: 'RECIPIENT', url: 'https://shop.example/pod.pdf' },
        { addedBy: 'USER', url: 'https://example.com/chat.png' },
      ],
    });
    const viaGraphQL = await ctx.h.gql(ReceivedDisputes, { status: 'OPEN' }, { token: merchant.accessToken });
    expect(viaGraphQL.body.data.receivedDisputes.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([id]);
    expect(viaGraphQL.body.data.receivedDisputes.edges[0]?.node.comments).toEqual([{ authorRole: 'RECIPIENT', body: 'Delivered on the 3rd.' }]);

    // Both parties hear of every change.
    const announced = async (ownerId: string) =>
      (await ctx.h.db.selectFrom('events').select('type').where('owner_id', '=', ownerId).where('type', 'like', 'dispute.%').orderBy('seq').execute()).map(
        (e) => e.type,
      );
    expect(await announced(merchant.id)).toEqual(['dispute.opened', 'dispute.updated', 'dispute.updated', 'dispute.updated']);
    expect(await announced(payer.id)).toEqual(['dispute.opened', 'dispute.updated', 'dispute.updated', 'dispute.updated']);

    // Bad evidence names its field; a stranger sees nothing; an administrator judges evidence, adding none.
    const badUrls: [string[], string][] = [
      [[], 'urls'],
      [['http://example.com/x'], 'urls.0'],
      [Array.from({ length: 11 }, (_, i) => `https://example.com/${i}`), 'urls'],
    ];
    await expectFieldRefusals<Record<string, unknown>>(
      [...badUrls.map(([urls, field]) => [{ urls }, field] as const), [{ urls: ['https://example.com/x'], note: 'extra' }, 'note'], [{}, 'urls']],
      {
        rest: (body) => ctx.h.rest('POST', `/disputes/${id}/evidence`, { token: merchant.accessToken, body }),
      },
    );
    await expectFieldRefusals(badUrls, { gql: (urls) => ctx.h.gql(AddDisputeEvidence, { id, urls }, { token: merchant.accessToken }) });
    const stranger = await funded();
    await expectHiddenFromStranger({
      rest: [
        () => ctx.h.rest('POST', `/disputes/${id}/evidence`, { token: stranger.accessToken, body: { urls: ['https://example.com/x'] } }),
        () => ctx.h.rest('GET', `/disputes/${id}`, { token: stranger.accessToken }),
      ],
      gql: [() => ctx.h.gql(AddDisputeEvidence, { id, urls: ['https://example.com/x'] }, { token: stranger.accessToken })],
    });
    const admin = await ctx.h.createUserWithRole('ADMIN');
    expectEnvelope(
      await ctx.h.rest('POST', `/disputes/${id}/evidence`, { token: admin.accessToken, body: { urls: ['https://example.com/x'] } }),
      403,
      'FORBIDDEN',
    );

    // 30 items at most, counted under the dispute's lock: of five concurrent additions of 10, exactly two fit beside the 3.
    const batch = (n: number) => ({ urls: Array.from({ length: 10 }, (_, i) => `https://example.com/${n}/${i}`) });
    const concurrent = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => ctx.h.rest('POST', `/disputes/${id}/evidence`, { token: n % 2 ? merchant.accessToken : payer.accessToken, body: batch(n) })),
    );
    expect(concurrent.filter((a) => a.status === 200)).toHaveLength(2);
    for (const refused of concurrent.filter((a) => a.status !== 200)) {
      expectEnvelope(refused, 400, 'BAD_REQUEST');
      expect(fieldsOf(refused.body)).toEqual(['urls']);
    }
    expect((await ctx.h.rest('GET', `/disputes/${id}`, { token: merchant.accessToken })).body.data.evidence).toHaveLength(23);

    await ctx.h.rest('POST', `/admin/disputes/${id}/resolve`, { token: admin.accessToken, body: { outcome: 'decline', note: 'Proof of delivery.' } });
    expect((await announced(merchant.id)).at(-1)).toBe('dispute.resolved');
    expectEnvelope(
      await ctx.h.rest('POST', `/disputes/${id}/evidence`, { token: merchant.accessToken, body: { urls: ['https://example.com/late'] } }),
      409,
      'DISPUTE_RESOLVED',
    );
    expect((await ctx.h.rest('GET', '/disputes/received?status=RESOLVED', { token: merchant.accessToken })).body.data.items).toHaveLength(1);
  });

  it('are filed, read and resolved on GraphQL too', async () => {
    const user = await funded();
    const entryId = await p2p(user, 12);
    const filed = await ctx.h.gql(
      FileDispute,
      { i: { transactionId: entryId, reason: 'DUPLICATE', description: 'Charged twice for one order.' } },
      { token: user.accessToken },
    );
    expect(filed.body.errors).toBeUndefined();
    expect(filed.body.data.fileDispute.dispute).toMatchObject({
      status: 'OPEN',
      priority: 'LOW',
      reason: 'DUPLICATE',
      transactionType: 'P2P_TRANSFER',
      amount: { amount: '12.00', currency: 'GHS' },
    });
    const admin = await ctx.h.createUserWithRole('ADMIN');
    const refused = await ctx.h.gql(ResolveDispute, { id: filed.body.data.fileDispute.dispute!.id }, { token: user.accessToken });
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const resolved = await ctx.h.gql(ResolveDispute, { id: filed.body.data.fileDispute.dispute!.id }, { token: admin.accessToken });
    expect(resolved.body.data.resolveDispute.dispute).toEqual({ status: 'RESOLVED', resolution: 'DECLINED' });
    const read = await ctx.h.gql(DisputeById, { id: filed.body.data.fileDispute.dispute!.id }, { token: user.accessToken });
    expect(read.body.data.dispute).toMatchObject({ status: 'RESOLVED', resolution: 'DECLINED' });
  });
});
