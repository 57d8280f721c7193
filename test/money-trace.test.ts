import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { inTransaction } from '../src/db/database.js';
import { graphql } from '../src/generated/documents/index.js';
import { SECOND } from '../src/platform/clock.js';
import { expectEnvelope, useHarness } from './support/harness.js';

// A money trace per object: every hold, post, void, expiry and entry that moved its money, in
// order, with the amounts and the caller's balances after each; another owner's object is not found.

const Trace = graphql(`
  query Trace($id: ID!) {
    moneyTrace(objectId: $id) {
      objectId
      steps { kind entryKind holdId amount { amount } postings { accountKind yours amount { amount currency } balanceAfter { amount } } }
    }
  }
`);

const ctx = useHarness({ MOMO_COMPLETION_DELAY_SECONDS: '5' });

async function settle(): Promise<void> {
  ctx.h.clock.advance(5 * SECOND);
  await ctx.h.services.jobs.runDue();
}

describe('the money trace', () => {
  it('of a fund-in and its refund: each entry with the owner’s balance after it (REST and GraphQL); a stranger gets 404, an administrator sees it', async () => {
    const user = await ctx.h.createUser();
    const fundIn = await ctx.h.rest('POST', '/wallets/me/fund-in', { token: user.accessToken, body: { amount: 100, currency: 'GHS' } });
    await settle();
    const token = await ctx.h.signIn(user);
    const refunded = await ctx.h.rest('POST', '/wallets/me/refund', { token, body: { transactionId: fundIn.body.data.id } });
    expectEnvelope(refunded, 202, 'SUCCESS');
    await settle();
    const ofRefund = await ctx.h.rest('GET', `/ledger/trace/${refunded.body.data.id}`, { token: await ctx.h.signIn(user) });
    expect(ofRefund.body.data.steps.map((s: { kind: string }) => s.kind)).toEqual(['HOLD_PLACED', 'HOLD_POSTED', 'ENTRY']);
    expect(ofRefund.body.data.steps[0]).toMatchObject({ amount: 100, currency: 'GHS' });
    const traced = await ctx.h.rest('GET', `/ledger/trace/${fundIn.body.data.id}`, { token: await ctx.h.signIn(user) });
    expectEnvelope(traced, 200, 'SUCCESS');
    // The refund waited on a hold (traced under the refund's own id); the entry that paid it names the fund-in.
    expect(traced.body.data.steps.map((s: { entryKind: string }) => s.entryKind)).toEqual(['FUND_IN', 'REFUND_PAID']);
    const [credit, refund] = traced.body.data.steps;
    expect(credit.postings).toContainEqual({ accountKind: 'WALLET', yours: true, amount: 100, currency: 'GHS', balanceAfter: 100 });
    expect(credit.postings).toContainEqual({ accountKind: 'MOMO_SETTLEMENT', yours: false, amount: -100, currency: 'GHS', balanceAfter: null });
    expect(refund.postings).toContainEqual({ accountKind: 'WALLET', yours: true, amount: -100, currency: 'GHS', balanceAfter: 0 });
    const gql = await ctx.h.gql(Trace, { id: fundIn.body.data.id }, { token: await ctx.h.signIn(user) });
    expect(gql.body.data.moneyTrace!.steps[0]).toMatchObject({ kind: 'ENTRY', entryKind: 'FUND_IN' });
    expect(gql.body.data.moneyTrace!.steps[0]!.postings).toContainEqual({
      accountKind: 'WALLET',
      yours: true,
      amount: { amount: '100.00', currency: 'GHS' },
      balanceAfter: { amount: '100.00' },
    });
    const stranger = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('GET', `/ledger/trace/${fundIn.body.data.id}`, { token: stranger.accessToken }), 404, 'NOT_FOUND');
    expect((await ctx.h.gql(Trace, { id: fundIn.body.data.id }, { token: stranger.accessToken })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expectEnvelope(await ctx.h.rest('GET', '/ledger/trace/nothing_here', { token: stranger.accessToken }), 404, 'NOT_FOUND');
    const admin = await ctx.h.createUserWithRole('ADMIN');
    const seen = await ctx.h.rest('GET', `/ledger/trace/${fundIn.body.data.id}`, { token: admin.accessToken });
    expect(seen.body.data.steps).toHaveLength(2);
  });

  it('of a P2P transfer shows both parties the entry, and neither the other’s balance', async () => {
    const sender = await ctx.h.createUser();
    const recipient = await ctx.h.createUser();
    await ctx.h.fund(sender, 'GHS', '50.00');
    await ctx.h.fund(recipient, 'GHS', '7.00');
    const sent = await ctx.h.rest('POST', '/wallets/me/transfer', {
      token: sender.accessToken,
      body: { toEmail: recipient.email, amount: 20, currency: 'GHS' },
    });
    const entryId = sent.body.data.id;
    const bySender = (await ctx.h.rest('GET', `/ledger/trace/${entryId}`, { token: sender.accessToken })).body.data.steps[0].postings;
    expect(bySender).toEqual(
      expect.arrayContaining([
        { accountKind: 'WALLET', yours: true, amount: -20, currency: 'GHS', balanceAfter: 30 },
        { accountKind: 'WALLET', yours: false, amount: 20, currency: 'GHS', balanceAfter: null },
      ]),
    );
    const byRecipient = (await ctx.h.rest('GET', `/ledger/trace/${entryId}`, { token: recipient.accessToken })).body.data.steps[0].postings;
    expect(byRecipient).toEqual(
      expect.arrayContaining([
        { accountKind: 'WALLET', yours: false, amount: -20, currency: 'GHS', balanceAfter: null },
        { accountKind: 'WALLET', yours: true, amount: 20, currency: 'GHS', balanceAfter: 27 },
      ]),
    );
  });

  it('reads none of another user’s entries through their wallet id, a note or an entry id named in one’s own transfer (REST and GraphQL)', async () => {
    const victim = await ctx.h.createUser();
    const landlord = await ctx.h.createUser();
    const prober = await ctx.h.createUser();
    await ctx.h.fund(victim, 'GHS', '500.00');
    await ctx.h.fund(prober, 'GHS', '1.00');
    const note = 'rent flat 4B 21102';
    const rent = await ctx.h.rest('POST', '/wallets/me/transfer', {
      token: victim.accessToken,
      body: { toEmail: landlord.email, amount: 450, currency: 'GHS', note },
    });
    expectEnvelope(rent, 200, 'SUCCESS');
    const rentEntry: string = rent.body.data.id;
    const victimWallet: string = rent.body.data.fromWalletId;

    // (a) A transfer to the victim names the victim's wallet; tracing it shows the prober's own entry only.
    const probe = await ctx.h.rest('POST', '/wallets/me/transfer', {
      token: prober.accessToken,
      body: { toPhone: victim.phone, amount: 0.01, currency: 'GHS' },
    });
    expectEnvelope(probe, 200, 'SUCCESS');
    expect(probe.body.data.toWalletId).toBe(victimWallet);
    const byWallet = await ctx.h.rest('GET', `/ledger/trace/${victimWallet}`, { token: prober.accessToken });
    expectEnvelope(byWallet, 200, 'SUCCESS');
    expect(byWallet.body.data.steps.map((s: { entryId: string }) => s.entryId)).toEqual([probe.body.data.id]);
    expect(JSON.stringify(byWallet.body)).not.toContain(rentEntry);
    const byWalletGql = await ctx.h.gql(Trace, { id: victimWallet }, { token: prober.accessToken });
    expect(byWalletGql.body.data.moneyTrace!.steps).toHaveLength(1);
    // The victim, tracing their own wallet, sees both entries.
    const own = await ctx.h.rest('GET', `/ledger/trace/${victimWallet}`, { token: victim.accessToken });
    expect(own.body.data.steps.map((s: { entryId: string }) => s.entryId)).toEqual(expect.arrayContaining([rentEntry, probe.body.data.id]));

    // (b) A note of the prober's own that repeats the victim's note or entry id makes neither traceable.
    for (const text of [note, rentEntry]) {
      const echo = await ctx.h.rest('POST', '/wallets/me/transfer', {
        token: prober.accessToken,
        body: { toEmail: landlord.email, amount: 0.01, currency: 'GHS', note: text },
      });
      expectEnvelope(echo, 200, 'SUCCESS');
      expectEnvelope(await ctx.h.rest('GET', `/ledger/trace/${encodeURIComponent(text)}`, { token: prober.accessToken }), 404, 'NOT_FOUND');
      const gql = await ctx.h.gql(Trace, { id: text }, { token: prober.accessToken });
      expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect(JSON.stringify(gql.body)).not.toContain(note === text ? rentEntry : 'rent flat');
    }
    // The note is not a subject even for its writer: an entry is found by ids, never by free text.
    expectEnvelope(await ctx.h.rest('GET', `/ledger/trace/${encodeURIComponent(note)}`, { token: victim.accessToken }), 404, 'NOT_FOUND');
  });

  it('of an object whose money waited on a hold: placed, posted (part), then the entry that moved it', async () => {
    const user = await ctx.h.createUser();
    await ctx.h.fund(user, 'GHS', '80.00');
    const wallet = await ctx.h.db.selectFrom('wallets').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const account = await ctx.h.services.ledger.openWalletAccountId(wallet.id, 'GHS');
    const subjectId = `obj_${wallet.id}`;
    const holds = ctx.h.services.ledger.holds;
    const hold = await inTransaction(ctx.h.db, (tx) => holds.place(tx, { accountId: account, currency: 'GHS', amount: 3_000n, purpose: 'TEST', subjectId }));
    const fees = await ctx.h.services.ledger.systemAccount('PLATFORM_FEES', 'GHS');
    await inTransaction(ctx.h.db, (tx) =>
      holds.post(tx, hold.id, {
        amount: 1_000n,
        kind: 'TEST_POSTED',
        description: 'part of a hold',
        to: (amount) => [{ accountId: fees, currency: 'GHS', amount }],
      }),
    );
    const trace = await ctx.h.gql(Trace, { id: subjectId }, { token: user.accessToken });
    const steps = trace.body.data.moneyTrace!.steps;
    expect(steps.map((s: { kind: string }) => s.kind)).toEqual(['HOLD_PLACED', 'HOLD_POSTED', 'ENTRY']);
    expect(steps[0]).toMatchObject({ holdId: hold.id, amount: { amount: '30.00' } });
    expect(steps[1]).toMatchObject({ holdId: hold.id, amount: { amount: '10.00' } });
    expect(steps[2]!.postings).toContainEqual({
      accountKind: 'WALLET',
      yours: true,
      amount: { amount: '-10.00', currency: 'GHS' },
      balanceAfter: { amount: '70.00' },
    });
  });
});

describe("an entry's subjects", () => {
  it('are its own id and the values of its id fields, never free text, a null or a nested value', async () => {
    const metadata = {
      fromWalletId: 'wal_from',
      toWalletId: 'wal_to',
      refersTo: 'je_earlier',
      note: 'wal_typed_by_a_user',
      paymentId: 42,
      missingId: null,
      nestedId: { id: 'wal_nested' },
      listId: ['wal_listed'],
      Idle: 'wal_not_an_id_field',
    };
    const { rows } = await sql<{ subject_ids: string[] }>`
      INSERT INTO journal_entries (id, kind, description, metadata, created_at)
      VALUES ('je_subjects', 'TEST', 'subjects', ${JSON.stringify(metadata)}::jsonb, now())
      RETURNING subject_ids`.execute(ctx.h.db);
    expect([...rows[0]!.subject_ids].sort()).toEqual(['42', 'je_earlier', 'je_subjects', 'wal_from', 'wal_to']);
    const { rows: none } = await sql<{ subject_ids: string[] }>`
      INSERT INTO journal_entries (id, kind, description, created_at) VALUES ('je_no_metadata', 'TEST', 'none', now()) RETURNING subject_ids`.execute(ctx.h.db);
    expect(none[0]!.subject_ids).toEqual(['je_no_metadata']);
  });
});
