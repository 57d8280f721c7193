import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { KeptReads } from '../src/db/kept-reads.js';
import { currencyOf } from '../src/platform/money.js';
import { API_VERSIONS } from '../src/platform/api-versions/api-versions.js';
import { expectEnvelope, useHarness } from './support/harness.js';

// A process keeps the principals of signed-in requests and the parties of transfers between
// requests, and forgets one when the database announces a change to what it was read from. Changes here are written with SQL on the test's own
// connection, as another process (or an operator) would: only the announcement can reach the
// server's cache, which otherwise would keep what it read for 30 seconds.

const ctx = useHarness();

/** Asks until `check` holds (the announcement travels through PostgreSQL to the server's listening connection). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within 5 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function me(token: string) {
  return ctx.h.rest('GET', '/users/me', { token });
}

describe('signed-in principals kept between requests', () => {
  it('are kept once read, while the server listens to the announcements of their changes', async () => {
    const user = await ctx.h.createUser();
    expect(ctx.h.services.keptReads.isListening).toBe(true);
    expect((await me(user.accessToken)).status).toBe(200);
    expect(ctx.h.services.keptReads.shelf('principal').get(user.id)).toMatchObject({ id: user.id, token_version: 0 });
  });

  it('stop answering for a token revoked elsewhere, once the database announces it', async () => {
    const user = await ctx.h.createUser();
    expect((await me(user.accessToken)).status).toBe(200);
    await sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${user.id}`.execute(ctx.h.db);
    await eventually(async () => (await me(user.accessToken)).status === 401, 'the revoked token refused');
    expectEnvelope(await me(user.accessToken), 401, 'UNAUTHORIZED');
  });

  it('show a profile changed elsewhere', async () => {
    const user = await ctx.h.createUser({ firstName: 'Kofi' });
    expect((await me(user.accessToken)).body.data.firstName).toBe('Kofi');
    await sql`UPDATE users SET first_name = 'Ama' WHERE id = ${user.id}`.execute(ctx.h.db);
    await eventually(async () => (await me(user.accessToken)).body.data.firstName === 'Ama', 'the new first name shown');
  });

  it("run on their account's sandbox clock as another process moved it", async () => {
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    const offsetOf = async () => (await ctx.h.services.identity.authenticate(token)).accountTime.offsetMs;
    expect(await offsetOf()).toBe(0);
    await sql`
      INSERT INTO sandbox_clocks (account_id, offset_ms, updated_at) VALUES (${developer.accountId}, 86400000, now())
      ON CONFLICT (account_id) DO UPDATE SET offset_ms = 86400000`.execute(ctx.h.db);
    await eventually(async () => (await offsetOf()) === 86_400_000, 'the moved clock read');
    await sql`UPDATE sandbox_clocks SET offset_ms = 172800000 WHERE account_id = ${developer.accountId}`.execute(ctx.h.db);
    await eventually(async () => (await offsetOf()) === 172_800_000, 'the clock moved again read');
  });

  it('are all forgotten when the listening connection is lost: what was announced meanwhile never reached the process', async () => {
    const user = await ctx.h.createUser();
    expect((await me(user.accessToken)).status).toBe(200);
    const { keptReads, liveness } = ctx.h.services;
    const lock = sql`hashtextextended(${`instance:${liveness.id}`}, 0)`;
    await ctx.h.db.connection().execute(async (session) => {
      // This session queues for the process's liveness lock, then the process's connection is
      // ended: the lock passes to this session first, and the process's new connection waits
      // behind it, not yet listening again.
      const pid = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(session)).rows[0]!.pid;
      const locked = sql`SELECT pg_advisory_lock(${lock})`.execute(session);
      await eventually(
        async () => (await sql`SELECT 1 FROM pg_locks WHERE pid = ${pid} AND locktype = 'advisory' AND NOT granted`.execute(ctx.h.db)).rows.length > 0,
        'this session waiting for the lock',
      );
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${`payments-platform liveness ${liveness.id}`}`.execute(
        ctx.h.db,
      );
      await locked;
      try {
        await eventually(async () => !keptReads.isListening, 'the lost connection noticed');
        // Announced to nobody in this process.
        await sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${user.id}`.execute(session);
        expect(keptReads.isListening).toBe(false);
      } finally {
        await sql`SELECT pg_advisory_unlock(${lock})`.execute(session);
      }
    });
    await eventually(async () => keptReads.isListening, 'listening again');
    // No waiting here: a principal kept from before the loss would still answer 200.
    expectEnvelope(await me(user.accessToken), 401, 'UNAUTHORIZED');
  });
});

describe('the parties of a transfer, kept between transfers', () => {
  const transfer = (sender: { accessToken: string }, body: Record<string, unknown>) =>
    ctx.h.rest('POST', '/wallets/me/transfer', { token: sender.accessToken, body: { currency: 'GHS', ...body } });

  it('stop finding a recipient by a phone number another process took from them', async () => {
    const [sender, recipient] = [await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.fund(sender, 'GHS', '100.00');
    expectEnvelope(await transfer(sender, { toPhone: recipient.phone, amount: 1 }), 200, 'SUCCESS');
    await sql`UPDATE users SET phone = ${`${recipient.phone}9`} WHERE id = ${recipient.id}`.execute(ctx.h.db);
    await eventually(async () => (await transfer(sender, { toPhone: recipient.phone, amount: 1 })).status === 404, 'the old phone no longer found');
    expectEnvelope(await transfer(sender, { toPhone: recipient.phone, amount: 1 }), 404, 'NOT_FOUND');
  });

  it('hold the sender to a KYC tier another process lowered', async () => {
    const [sender, recipient] = [await ctx.h.createUser(), await ctx.h.createUser()];
    await sql`UPDATE users SET kyc_tier = 1 WHERE id = ${sender.id}`.execute(ctx.h.db);
    await ctx.h.fund(sender, 'GHS', '1200.00');
    expectEnvelope(await transfer(sender, { toPhone: recipient.phone, amount: 1 }), 200, 'SUCCESS');
    // More than the sender holds: refused by the ledger for funds at the tier read before, by the
    // Basic tier's GHS 1,000 a transaction once the change is read. No money moves either way.
    expectEnvelope(await transfer(sender, { toPhone: recipient.phone, amount: 1500 }), 409, 'INSUFFICIENT_FUNDS');
    await sql`UPDATE users SET kyc_tier = 0 WHERE id = ${sender.id}`.execute(ctx.h.db);
    await eventually(
      async () => (await transfer(sender, { toPhone: recipient.phone, amount: 1500 })).body.details.code === 'KYC_LIMIT_EXCEEDED',
      'the lower tier applied',
    );
  });

  it('pay into the account a recipient reopens after another process closed the one kept', async () => {
    const [sender, recipient] = [await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.fund(sender, 'USD', '10.00');
    const usd = (amount: number) => transfer(sender, { toPhone: recipient.phone, amount, currency: 'USD' });
    expectEnvelope(await usd(1), 200, 'SUCCESS'); // opens the recipient's USD account
    expectEnvelope(await usd(1), 200, 'SUCCESS'); // both accounts exist: kept from here
    expectEnvelope(await transfer(recipient, { toPhone: sender.phone, amount: 2, currency: 'USD' }), 200, 'SUCCESS');
    const closed = await sql<{ id: string }>`
      UPDATE ledger_accounts SET status = 'CLOSED'
      WHERE currency = 'USD' AND wallet_id = (SELECT id FROM wallets WHERE user_id = ${recipient.id}) RETURNING id`.execute(ctx.h.db);
    expect(closed.rows).toHaveLength(1);
    await eventually(async () => (await usd(1)).status === 200, 'a transfer paid into the reopened account');
    expect(await ctx.h.balanceOf(recipient, 'USD')).toBe(100n);
    // Reopened (an account is reopened rather than made anew), which the closed one kept would refuse.
    const accounts = await sql<{ id: string; status: string }>`
      SELECT a.id, a.status FROM ledger_accounts a JOIN wallets w ON w.id = a.wallet_id WHERE w.user_id = ${recipient.id} AND a.currency = 'USD'`.execute(
      ctx.h.db,
    );
    expect(accounts.rows).toEqual([{ id: closed.rows[0]!.id, status: 'OPEN' }]);
  });

  it('pay into the reopened account at once after the recipient removed theirs in this process', async () => {
    const [sender, recipient] = [await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.fund(sender, 'USD', '10.00');
    const usd = () => transfer(sender, { toPhone: recipient.phone, amount: 1, currency: 'USD' });
    expectEnvelope(await usd(), 200, 'SUCCESS');
    expectEnvelope(await usd(), 200, 'SUCCESS');
    expectEnvelope(await transfer(recipient, { toPhone: sender.phone, amount: 2, currency: 'USD' }), 200, 'SUCCESS');
    // The announcement may well arrive first; that the removal forgets on its own commit is seen here.
    const forgets = vi.spyOn(ctx.h.services.keptReads, 'forgetOnCommit');
    try {
      expect((await ctx.h.rest('DELETE', '/wallets/me/accounts/USD', { token: recipient.accessToken })).status).toBe(200);
      const wallet = await ctx.h.db.selectFrom('wallets').select('id').where('user_id', '=', recipient.id).executeTakeFirstOrThrow();
      expect(forgets).toHaveBeenCalledWith(expect.anything(), `wallet:${wallet.id}`);
    } finally {
      forgets.mockRestore();
    }
    expectEnvelope(await usd(), 200, 'SUCCESS');
    expect(await ctx.h.balanceOf(recipient, 'USD')).toBe(100n);
  });

  it("are read afresh inside a caller's transaction", async () => {
    const [sender, recipient] = [await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.fund(sender, 'GHS', '10.00');
    expectEnvelope(await transfer(sender, { toPhone: recipient.phone, amount: 1 }), 200, 'SUCCESS');
    const rolledBack = ctx.h.db.transaction().execute(async (tx) => {
      await sql`UPDATE users SET phone = ${`${recipient.phone}8`} WHERE id = ${recipient.id}`.execute(tx);
      const moved = ctx.h.services.wallets.moveMoney(tx, {
        senderUserId: sender.id,
        recipient: { toPhone: recipient.phone },
        amount: currencyOf('GHS').of(100n),
        kind: 'P2P_TRANSFER',
        reason: 'p2p_transfer',
        description: 'Wallet transfer',
        note: null,
      });
      // The kept parties still name the recipient by the old phone; this transaction moved it.
      await expect(moved).rejects.toMatchObject({ code: 'NOT_FOUND' });
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
  });
});

describe("a sandbox top-up's wallet and account, kept between top-ups", () => {
  /** A merchant and a user of its app, with the user's wallet id. */
  async function merchantWithUser() {
    const developer = await ctx.h.createDeveloper();
    const user = await ctx.h.createUser({}, { key: developer.subscriptionKey });
    const walletId: string = (await ctx.h.rest('GET', '/wallets/me', { token: user.accessToken, key: developer.subscriptionKey })).body.data.id;
    return { developer, user, walletId };
  }
  const topUp = (developer: { merchant: { accessToken: string }; subscriptionKey: string }, walletId: string, currency = 'GHS') =>
    ctx.h.rest('POST', '/sandbox/wallets/fund', {
      token: developer.merchant.accessToken,
      key: developer.subscriptionKey,
      body: { walletId, amount: 1, currency },
    });
  const topUpByGraphql = (developer: { merchant: { accessToken: string }; subscriptionKey: string }, walletId: string) =>
    ctx.h.gql(
      'mutation($w: String!) { sandboxFundWallet(walletId: $w, amount: "1", currency: "GHS") { walletBalance { currency } userErrors { field code } } }',
      { w: walletId },
      { token: developer.merchant.accessToken, key: developer.subscriptionKey },
    );

  it("stop funding a wallet whose owner another process moved to another developer's app, on both transports", async () => {
    const { developer, user, walletId } = await merchantWithUser();
    expectEnvelope(await topUp(developer, walletId), 200, 'SUCCESS');
    expect(ctx.h.services.keptReads.shelf('wallet-to-fund').get(`${developer.accountId} ${walletId}`)).toEqual({ walletId, ownerId: user.id });
    const other = await ctx.h.createDeveloper();
    await sql`UPDATE users SET developer_account_id = ${other.accountId} WHERE id = ${user.id}`.execute(ctx.h.db);
    // Until the announcement lands, the kept read still names the first app: a top-up it answers then moves money.
    let fundedBeforeTheAnnouncement = 0;
    await eventually(async () => {
      const status = (await topUp(developer, walletId)).status;
      if (status === 200) fundedBeforeTheAnnouncement++;
      return status === 404;
    }, 'the moved user no longer funded');
    expect((await topUpByGraphql(developer, walletId)).body.data.sandboxFundWallet.userErrors).toEqual([{ field: ['walletId'], code: 'NOT_FOUND' }]);
    // Once refused, neither transport moved any more.
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(100n * BigInt(1 + fundedBeforeTheAnnouncement));
  });

  it('pay into the account its owner has again after another process closed the one kept', async () => {
    const { developer, user, walletId } = await merchantWithUser();
    expectEnvelope(await topUp(developer, walletId, 'USD'), 200, 'SUCCESS'); // opens the USD account
    expect((await topUpByGraphql(developer, walletId)).body.data.sandboxFundWallet.userErrors).toEqual([]);
    const closed = await sql<{ id: string }>`
      UPDATE ledger_accounts SET status = 'CLOSED' WHERE currency = 'USD' AND wallet_id = ${walletId} RETURNING id`.execute(ctx.h.db);
    expect(closed.rows).toHaveLength(1);
    // Until the announcement lands the kept account is the closed one, which the ledger refuses (no money moves).
    await eventually(async () => (await topUp(developer, walletId, 'USD')).status === 200, 'a top-up into the reopened account');
    expect(await ctx.h.balanceOf(user, 'USD')).toBe(200n);
    const accounts = await sql`SELECT id, status FROM ledger_accounts WHERE wallet_id = ${walletId} AND currency = 'USD'`.execute(ctx.h.db);
    expect(accounts.rows).toEqual([{ id: closed.rows[0]!.id, status: 'OPEN' }]);
  });

  it("are read afresh inside a caller's transaction", async () => {
    const { developer, walletId } = await merchantWithUser();
    expectEnvelope(await topUp(developer, walletId), 200, 'SUCCESS');
    const kept = ctx.h.services.keptReads.shelf<string>('wallet-account').get(`${walletId} GHS`);
    expect(kept).toMatch(/^la_/);
    const inside = await ctx.h.db.transaction().execute(async (tx) => {
      await sql`UPDATE ledger_accounts SET status = 'CLOSED' WHERE id = ${kept!}`.execute(tx);
      // Closed in this transaction, so it is opened again rather than answered from what is kept.
      const opened = await ctx.h.services.ledger.openWalletAccount(tx, walletId, 'GHS');
      const { rows } = await sql<{ status: string }>`SELECT status FROM ledger_accounts WHERE id = ${opened}`.execute(tx);
      return rows[0]!.status;
    });
    expect(inside).toBe('OPEN');
  });
});

describe("a merchant's developer account kept between requests", () => {
  const accountOf = (developer: { merchant: { accessToken: string }; subscriptionKey: string }) =>
    ctx.h.rest('GET', '/developers/me', { token: developer.merchant.accessToken, key: developer.subscriptionKey });

  it('is kept once read, and shown changed elsewhere once the database announces it', async () => {
    const developer = await ctx.h.createDeveloper();
    expect((await accountOf(developer)).body.data.name).toBe('Test Merchant');
    expect(ctx.h.services.keptReads.shelf('developer-account').get(developer.merchant.id)).toMatchObject({ id: developer.accountId });
    await sql`UPDATE developer_accounts SET name = 'Renamed Elsewhere' WHERE id = ${developer.accountId}`.execute(ctx.h.db);
    await eventually(async () => (await accountOf(developer)).body.data.name === 'Renamed Elsewhere', 'the new name shown');
  });

  it('is read afresh at once after this process changes the account', async () => {
    const admin = await ctx.h.createUserWithRole('ADMIN');
    const developer = await ctx.h.createDeveloper();
    expect((await accountOf(developer)).body.data.plan).toBe('ENTERPRISE');
    const moved = await ctx.h.rest('PUT', `/admin/developer-accounts/${developer.accountId}/plan`, { token: admin.accessToken, body: { plan: 'STARTER' } });
    expectEnvelope(moved, 200, 'SUCCESS');
    // No waiting for the announcement: the process forgot what it kept as it changed the account.
    expect((await accountOf(developer)).body.data).toMatchObject({ plan: 'STARTER', rateLimits: moved.body.data.rateLimits });
  });

  it('is not what a change of the account checks: a rollback whose 72 hours ran out elsewhere is refused while the kept account still offers it', async () => {
    const developer = await ctx.h.createDeveloper();
    const signedIn = { token: developer.merchant.accessToken, key: developer.subscriptionKey };
    const [older, newer] = API_VERSIONS.map((version) => version.date);
    await sql`UPDATE developer_accounts SET api_version = ${older!} WHERE id = ${developer.accountId}`.execute(ctx.h.db);
    await eventually(async () => (await accountOf(developer)).body.data.apiVersion === older, 'the older version shown');
    expectEnvelope(await ctx.h.rest('POST', '/developers/me/api-version', { ...signedIn, body: { version: newer } }), 200, 'SUCCESS');
    const shelf = ctx.h.services.keptReads.shelf<{ apiVersionRollback: unknown }>('developer-account');
    expect((await accountOf(developer)).body.data.apiVersionRollback).toMatchObject({ version: older });
    const offering = shelf.get(developer.merchant.id)!;
    // Another process moves the upgrade 73 hours back; once its announcement has landed, the account
    // as kept before it is put back, as if the announcement had not arrived yet.
    await sql`UPDATE developer_accounts SET api_version_upgraded_at = api_version_upgraded_at - interval '73 hours' WHERE id = ${developer.accountId}`.execute(
      ctx.h.db,
    );
    const rollbackEnds = async () => Date.parse((await accountOf(developer)).body.data.apiVersionRollback.until);
    const now = () => ctx.h.clock.now().getTime();
    await eventually(async () => (await rollbackEnds()) < now(), 'the rollback shown as run out');
    shelf.keep(developer.merchant.id, [`user:${developer.merchant.id}`, `account:${developer.accountId}`], offering, shelf.begin());
    expect(await rollbackEnds()).toBeGreaterThan(now());
    expectEnvelope(await ctx.h.rest('POST', '/developers/me/api-version/rollback', signedIn), 409, 'CONFLICT');
  });
});

describe('kept reads', () => {
  it('keep what a read through a shelf found under the subjects it names, and not what names none', async () => {
    const reads = listening(new KeptReads(10));
    const wallets = reads.shelf<{ owner: string } | undefined>('wallet');
    let readsMade = 0;
    const read = (found: { owner: string } | undefined) => async () => {
      readsMade++;
      return found;
    };
    const subjects = (found: { owner: string } | undefined) => found && [`user:${found.owner}`];
    expect(await wallets.through('wal_a', read(undefined), subjects)).toBeUndefined();
    expect(await wallets.through('wal_a', read({ owner: 'usr_a' }), subjects)).toEqual({ owner: 'usr_a' });
    expect(await wallets.through('wal_a', read({ owner: 'usr_b' }), subjects)).toEqual({ owner: 'usr_a' });
    expect(readsMade).toBe(2);
    reads.changed('user:usr_a');
    expect(await wallets.through('wal_a', read({ owner: 'usr_b' }), subjects)).toEqual({ owner: 'usr_b' });
    // A change announced while the read is under way: its answer is not kept.
    const answer = wallets.through(
      'wal_c',
      async () => {
        reads.changed('user:usr_x');
        return { owner: 'usr_c' };
      },
      subjects,
    );
    expect(await answer).toEqual({ owner: 'usr_c' });
    expect(wallets.get('wal_c')).toBeUndefined();
    expect(readsMade).toBe(3);
  });

  it('keep nothing a read found if a change was announced while it read', () => {
    const reads = listening(new KeptReads(10));
    const principals = reads.shelf<object>('principal');
    const epoch = principals.begin();
    reads.changed('user:usr_a');
    principals.keep('usr_a', ['user:usr_a'], { version: 0 }, epoch);
    expect(principals.get('usr_a')).toBeUndefined();
    principals.keep('usr_a', ['user:usr_a'], { version: 1 }, principals.begin());
    expect(principals.get('usr_a')).toEqual({ version: 1 });
  });

  it('forget what was read from an announced subject, of every kind, and nothing while not listening', () => {
    const reads = listening(new KeptReads(10));
    const principals = reads.shelf<object>('principal');
    const parties = reads.shelf<object>('parties');
    principals.keep('usr_a', ['user:usr_a', 'account:acct_1'], { a: 1 }, principals.begin());
    principals.keep('usr_b', ['user:usr_b', 'account:acct_2'], { b: 1 }, principals.begin());
    parties.keep('usr_b to usr_c', ['user:usr_b', 'user:usr_c', 'wallet:wal_b', 'wallet:wal_c'], { p: 1 }, parties.begin());
    reads.changed('account:acct_1');
    expect(principals.get('usr_a')).toBeUndefined();
    expect(principals.get('usr_b')).toEqual({ b: 1 });
    reads.changed('wallet:wal_c');
    expect(parties.get('usr_b to usr_c')).toBeUndefined();
    expect(principals.get('usr_b')).toEqual({ b: 1 });
    reads.changed('something:else');
    expect(principals.get('usr_b')).toBeUndefined();
    principals.keep('usr_b', ['user:usr_b'], { b: 2 }, principals.begin());
    reads.listen(false);
    expect(principals.get('usr_b')).toBeUndefined();
    principals.keep('usr_b', ['user:usr_b'], { b: 3 }, principals.begin());
    expect(principals.get('usr_b')).toBeUndefined();
  });

  it('keep kinds apart under the same id', () => {
    const reads = listening(new KeptReads(10));
    const principals = reads.shelf<string>('principal');
    const parties = reads.shelf<string>('parties');
    principals.keep('x', [], 'principal', principals.begin());
    parties.keep('x', [], 'parties', parties.begin());
    expect([principals.get('x'), parties.get('x')]).toEqual(['principal', 'parties']);
  });

  it('hold at most their number of reads, each for a bounded time', () => {
    let now = 0;
    const reads = listening(new KeptReads(2, () => now));
    const principals = reads.shelf<object>('principal');
    for (const id of ['usr_a', 'usr_b', 'usr_c']) principals.keep(id, [`user:${id}`], { id }, principals.begin());
    expect(principals.get('usr_a')).toBeUndefined();
    expect(principals.get('usr_c')).toEqual({ id: 'usr_c' });
    expect(reads.size).toBe(2);
    reads.changed('user:usr_a'); // its index entry went with it: nothing to forget, nothing broken
    now = 30_001;
    expect(principals.get('usr_c')).toBeUndefined();
    expect(reads.size).toBe(1);
  });
});

function listening(reads: KeptReads): KeptReads {
  reads.listen(true);
  return reads;
}
