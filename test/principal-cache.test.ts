import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PrincipalCache } from '../src/platform/auth/principal-cache.js';
import { expectEnvelope, useHarness } from './support/harness.js';

// A process keeps the principals of signed-in requests between requests, and forgets one when the
// database announces a change to it. Changes here are written with SQL on the test's own
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
    expect(ctx.h.services.principals.isListening).toBe(true);
    expect((await me(user.accessToken)).status).toBe(200);
    expect(ctx.h.services.principals.get(user.id)).toMatchObject({ id: user.id, token_version: 0 });
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
    const { principals, liveness } = ctx.h.services;
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
        await eventually(async () => !principals.isListening, 'the lost connection noticed');
        // Announced to nobody in this process.
        await sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${user.id}`.execute(session);
        expect(principals.isListening).toBe(false);
      } finally {
        await sql`SELECT pg_advisory_unlock(${lock})`.execute(session);
      }
    });
    await eventually(async () => principals.isListening, 'listening again');
    // No waiting here: a principal kept from before the loss would still answer 200.
    expectEnvelope(await me(user.accessToken), 401, 'UNAUTHORIZED');
  });
});

describe('the principal cache', () => {
  it('keeps nothing a read found if a change was announced while it read', () => {
    const cache = new PrincipalCache<object>(10);
    cache.listen(true);
    const epoch = cache.begin();
    cache.changed('user:usr_a');
    cache.keep('usr_a', null, { version: 0 }, epoch);
    expect(cache.get('usr_a')).toBeUndefined();
    cache.keep('usr_a', null, { version: 1 }, cache.begin());
    expect(cache.get('usr_a')).toEqual({ version: 1 });
  });

  it("forgets an account's users when its clock is announced, and nothing while it does not listen", () => {
    const cache = new PrincipalCache<object>(10);
    cache.listen(true);
    cache.keep('usr_a', 'acct_1', { a: 1 }, cache.begin());
    cache.keep('usr_b', 'acct_2', { b: 1 }, cache.begin());
    cache.changed('account:acct_1');
    expect(cache.get('usr_a')).toBeUndefined();
    expect(cache.get('usr_b')).toEqual({ b: 1 });
    cache.listen(false);
    expect(cache.get('usr_b')).toBeUndefined();
    cache.keep('usr_b', 'acct_2', { b: 2 }, cache.begin());
    expect(cache.get('usr_b')).toBeUndefined();
  });

  it('holds at most its number of principals, and each for a bounded time', () => {
    let now = 0;
    const cache = new PrincipalCache<object>(2, () => now);
    cache.listen(true);
    for (const id of ['usr_a', 'usr_b', 'usr_c']) cache.keep(id, null, { id }, cache.begin());
    expect(cache.get('usr_a')).toBeUndefined();
    expect(cache.get('usr_c')).toEqual({ id: 'usr_c' });
    now = 30_001;
    expect(cache.get('usr_c')).toBeUndefined();
  });
});
