import { describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../src/db/database.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { graphql } from '../src/generated/documents/index.js';
import { expectEnvelope, useHarness, mutationRefusal } from './support/harness.js';

// Concurrent money writes from concurrent requests go to PostgreSQL together (one call, one
// transaction), each keeping its own outcome; a transfer is answered only once it has committed.

const Send = graphql(`
  mutation GroupedSend($i: WalletTransferInput!) { transferToWallet(input: $i) { walletTransfer { id amount { amount currency } } userErrors { field message code } } }
`);

const ctx = useHarness();

async function entriesOf(userId: string) {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN wallets w ON w.id = a.wallet_id
    WHERE w.user_id = ${userId}`.execute(ctx.h.db);
  return Number(rows[0]!.n);
}

/** A user's GHS ledger account. */
async function ghsAccountOf(userId: string): Promise<string> {
  const account = await ctx.h.db
    .selectFrom('ledger_accounts')
    .innerJoin('wallets', 'wallets.id', 'ledger_accounts.wallet_id')
    .select('ledger_accounts.id')
    .where('wallets.user_id', '=', userId)
    .where('ledger_accounts.currency', '=', 'GHS')
    .executeTakeFirstOrThrow();
  return account.id;
}

/**
 * A ledger of its own over a pool of two connections (the harness's pool also serves its server's
 * relay), a funded sender and a recipient, a post of 1.00 between them, and the recipient's credits
 * counted. Another session holds the sender's account, so the first post's call waits in flight.
 */
async function laneSetUp() {
  const sender = await ctx.h.createUser();
  const recipient = await ctx.h.createUser();
  await ctx.h.fund(sender, 'GHS', '5.00');
  const senderAccount = await ghsAccountOf(sender.id);
  const recipientAccount = await ghsAccountOf(recipient.id);
  const pool = createDatabase(ctx.h.config.databaseUrl!, 2);
  const ledger = new LedgerService({ db: pool, clock: ctx.h.clock, jobs: ctx.h.services.jobs, keptReads: ctx.h.services.keptReads });
  const post = () =>
    ledger.post(pool, {
      kind: 'TEST',
      description: 'lane',
      postings: [
        { accountId: senderAccount, currency: 'GHS', amount: -100n },
        { accountId: recipientAccount, currency: 'GHS', amount: 100n },
      ],
    });
  const creditsToRecipient = async (executor: typeof pool) =>
    Number((await sql<{ n: string }>`SELECT count(*) AS n FROM postings WHERE account_id = ${recipientAccount}`.execute(executor)).rows[0]!.n);
  const other = new pg.Client({ connectionString: ctx.h.config.databaseUrl! });
  await other.connect();
  // Ended whatever the test's outcome: a failed one must not leave the account locked for the next.
  onTestFinished(async () => {
    await other.end();
    await pool.destroy();
  });
  await other.query('BEGIN');
  await other.query('SELECT 1 FROM ledger_accounts WHERE id = $1 FOR UPDATE', [senderAccount]);
  const first = post();
  let waitingCall: number | undefined;
  while (waitingCall === undefined) {
    // The backend this session blocks; inside a transaction pg_stat_activity keeps its first snapshot unless cleared.
    await other.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await other.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))');
    waitingCall = rows[0]?.pid;
    if (waitingCall === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { recipient, pool, ledger, post, creditsToRecipient, other, first, waitingCall };
}

describe('grouped ledger writes', () => {
  it('write concurrent transfers together; an underfunded one fails alone while its neighbours commit (REST and GraphQL)', async () => {
    const rich = await ctx.h.createUser();
    const poor = await ctx.h.createUser();
    const recipient = await ctx.h.createUser();
    await ctx.h.fund(rich, 'GHS', '100.00');
    await ctx.h.fund(poor, 'GHS', '1.00');
    const richToken = await ctx.h.signIn(rich);
    const poorToken = await ctx.h.signIn(poor);
    const before = ctx.h.services.ledger.groupedWrites;

    const sends = Array.from({ length: 24 }, (_, i) => {
      const token = i % 4 === 3 ? poorToken : richToken;
      // The poor sender's first 0.50 fits; its other five do not.
      const amount = i % 4 === 3 ? 0.5 : 1;
      return i % 2 === 0
        ? ctx.h.rest('POST', '/wallets/me/transfer', { token, body: { toEmail: recipient.email, amount, currency: 'GHS' } }).then((r) => r.status)
        : ctx.h
            .gql(Send, { i: { toEmail: recipient.email, amount: amount.toFixed(2), currency: 'GHS' } }, { token })
            .then((r) => (r.body.data?.transferToWallet?.walletTransfer ? 200 : mutationRefusal(r.body).code));
    });
    const answers = await Promise.all(sends);
    const refused = answers.filter((a) => a !== 200);
    // Two of the poor sender's six transfers fit (0.50 + 0.50); four are refused, each for its own funds.
    expect(refused).toHaveLength(4);
    for (const answer of refused) expect([409, 'INSUFFICIENT_FUNDS']).toContain(answer);
    expect(await ctx.h.balanceOf(rich, 'GHS')).toBe(10_000n - 18n * 100n);
    expect(await ctx.h.balanceOf(poor, 'GHS')).toBe(0n);
    expect(await ctx.h.balanceOf(recipient, 'GHS')).toBe(18n * 100n + 100n);
    // Every acknowledged transfer is a committed entry: 20 credits to the recipient, nothing of the refused ones.
    expect(await entriesOf(recipient.id)).toBe(20);

    const after = ctx.h.services.ledger.groupedWrites;
    const calls = after.calls - before.calls;
    const entries = after.entries - before.entries;
    expect(entries).toBe(24);
    // Concurrent requests may share calls (one in flight at a time: the rest queue behind it).
    expect(calls).toBeLessThanOrEqual(entries);
    await ctx.h.expectReconciled();
  });

  it('answer a lone transfer at once, in a call of its own', async () => {
    const sender = await ctx.h.createUser();
    const recipient = await ctx.h.createUser();
    await ctx.h.fund(sender, 'GHS', '5.00');
    const token = await ctx.h.signIn(sender);
    const before = ctx.h.services.ledger.groupedWrites;
    const started = performance.now();
    const sent = await ctx.h.rest('POST', '/wallets/me/transfer', {
      token,
      body: { toEmail: recipient.email, amount: 2, currency: 'GHS' },
    });
    const sentInSeconds = (performance.now() - started) / 1000;
    expectEnvelope(sent, 200, 'SUCCESS');
    const answered = ctx.h.services.ledger.groupedWrites;
    expect(answered).toMatchObject({ calls: before.calls + 1, entries: before.entries + 1 });
    // Its call's time in flight is counted, and is no longer than the whole request took; its wait
    // in the queue, with no call before it, is a small part of that.
    expect(answered.inFlightSeconds).toBeGreaterThan(before.inFlightSeconds);
    expect(answered.inFlightSeconds - before.inFlightSeconds).toBeLessThan(sentInSeconds);
    expect(answered.queuedSeconds).toBeGreaterThanOrEqual(before.queuedSeconds);
    expect(answered.queuedSeconds - before.queuedSeconds).toBeLessThan(sentInSeconds);
    // The same counts reach operators at /metrics.
    const metrics = await ctx.h.rest('GET', '/metrics');
    const after = ctx.h.services.ledger.groupedWrites;
    expect(metrics.body).toContain(`ledger_grouped_calls_total ${after.calls}\n`);
    expect(metrics.body).toContain(`ledger_grouped_entries_total ${after.entries}\n`);
    expect(metrics.body).toContain(`ledger_grouped_call_seconds_total ${after.inFlightSeconds}\n`);
    expect(metrics.body).toContain(`ledger_grouped_queued_seconds_total ${after.queuedSeconds}\n`);
  });

  it('group the entries that queue while a call is in flight, and write again one by one a group the database aborts', async () => {
    const sender = await ctx.h.createUser();
    const recipient = await ctx.h.createUser();
    await ctx.h.fund(sender, 'GHS', '20.00');
    const senderAccount = await ghsAccountOf(sender.id);
    const recipientAccount = await ghsAccountOf(recipient.id);
    // An entry naming an account that does not exist passes no check of the function's own: the
    // posting's foreign key aborts its call, and only that entry fails; its neighbours are written.
    const post = (accountId: string) =>
      ctx.h.services.ledger.post(ctx.h.db, {
        kind: 'TEST',
        description: 'grouped',
        postings: [
          { accountId: senderAccount, currency: 'GHS', amount: -100n },
          { accountId, currency: 'GHS', amount: 100n },
        ],
      });
    // Ten at once: the first goes alone, the nine that queue behind it go together in one call.
    let before = ctx.h.services.ledger.groupedWrites;
    await Promise.all(Array.from({ length: 10 }, () => post(recipientAccount)));
    expect(ctx.h.services.ledger.groupedWrites).toMatchObject({ calls: before.calls + 2, entries: before.entries + 10 });
    expect(await ctx.h.balanceOf(recipient, 'GHS')).toBe(1_000n);

    before = ctx.h.services.ledger.groupedWrites;
    const outcomes = await Promise.allSettled([post(recipientAccount), post(recipientAccount), post('la_missing'), post(recipientAccount)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await ctx.h.balanceOf(recipient, 'GHS')).toBe(1_300n);
    // One alone, three together (aborted by the missing account), then those three one by one.
    expect(ctx.h.services.ledger.groupedWrites).toMatchObject({ calls: before.calls + 5, entries: before.entries + 7 });
    // The time in flight of all five calls is counted, the aborted one's among them.
    expect(ctx.h.services.ledger.groupedWrites.inFlightSeconds).toBeGreaterThan(before.inFlightSeconds);
    await ctx.h.expectReconciled();
  });

  it('keep their connection while entries queue, so the next call never waits behind a read queued on the pool', async () => {
    const { recipient, pool, post, creditsToRecipient, other, first } = await laneSetUp();
    // Two entries queue behind the first; the pool's other connection is taken, and a read queues for one.
    const queued = [post(), post()];
    let letGo: () => void = () => undefined;
    const release = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let held = false;
    const holder = pool.connection().execute(async () => {
      held = true;
      await release;
    });
    while (!held) await new Promise((resolve) => setTimeout(resolve, 10));
    const waitingRead = pool.connection().execute(async (connection) => {
      const seen = await creditsToRecipient(connection);
      letGo();
      return seen;
    });
    await other.query('COMMIT');
    // The lane went on to the queued entries on the connection it held: the read, first in the
    // pool's queue, got a connection only after all three had committed.
    expect(await waitingRead).toBe(3);
    await Promise.all([first, ...queued, holder]);
    expect(await ctx.h.balanceOf(recipient, 'GHS')).toBe(300n);
    await ctx.h.expectReconciled();
  });

  it('count the time each queued entry waits for the call in flight, apart from that call’s own time', async () => {
    const { recipient, ledger, post, other, first } = await laneSetUp();
    // The first call waits on the account's lock; two entries queue behind it for as long as it is held.
    const before = ledger.groupedWrites;
    const queuedAt = performance.now();
    const queued = [post(), post()];
    const heldSeconds = 0.25;
    await new Promise((resolve) => setTimeout(resolve, heldSeconds * 1000));
    await other.query('COMMIT');
    await Promise.all([first, ...queued]);
    const elapsedSeconds = (performance.now() - queuedAt) / 1000;
    const after = ledger.groupedWrites;
    expect(after).toMatchObject({ calls: before.calls + 1, entries: before.entries + 2 });
    // Each of the two waited at least as long as the lock was held, and no longer than the test took.
    const waited = after.queuedSeconds - before.queuedSeconds;
    expect(waited).toBeGreaterThanOrEqual(2 * heldSeconds);
    expect(waited).toBeLessThanOrEqual(2 * elapsedSeconds);
    // The lock's hold counts once more, in the time in flight of the first call, the one that waited on it.
    expect(after.inFlightSeconds - before.inFlightSeconds).toBeGreaterThanOrEqual(heldSeconds);
    expect(await ctx.h.balanceOf(recipient, 'GHS')).toBe(300n);
  });

  it('write again on the pool the entries of a lane whose connection is lost mid-call', async () => {
    const { recipient, post, other, first, waitingCall } = await laneSetUp();
    const queued = [post(), post()];
    await other.query('SELECT pg_terminate_backend($1)', [waitingCall]);
    await other.query('COMMIT');
    // The call on the lost connection wrote nothing; its entry went again on the pool, and a new
    // lane took the two queued behind it.
    await Promise.all([first, ...queued]);
    expect(await ctx.h.balanceOf(recipient, 'GHS')).toBe(300n);
    await ctx.h.expectReconciled();
  });
});
