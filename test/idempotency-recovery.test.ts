import { randomUUID } from 'node:crypto';
import { type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, sql, type UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { IdempotencyService } from '../src/platform/idempotency.js';
import { expectEnvelope, type TestUser, useHarness } from './support/harness.js';

/**
 * A key left in progress by a server process that died: the next retry recovers it, on both
 * transports. A request that changed nothing runs now; one whose transfer committed is answered
 * from its journal entry (replayed, the money moved once); a live process's key stays in use.
 * The crash suite (reliability/crash.reliability.ts) does the same with real kill -9s.
 */
const ctx = useHarness();

const TRANSFER =
  'mutation ($i: WalletTransferInput!, $k: String) { transferToWallet(input: $i, idempotencyKey: $k) { walletTransfer { id amount { amount } note } userErrors { field message code } } }';

async function parties(): Promise<{ sender: TestUser; recipient: TestUser }> {
  const sender = await ctx.h.createUser();
  const recipient = await ctx.h.createUser();
  await ctx.h.fund(sender, 'GHS', '100.00');
  return { sender, recipient };
}

/**
 * The database commits a key's claim and its answer is lost on the way back, as when the primary
 * dies after its synchronous standby received the commit and the standby is promoted.
 */
class ClaimAnswerLost implements KyselyPlugin {
  private readonly claims = new Set<unknown>();
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'idempotency_keys') this.claims.add(queryId.queryId);
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.claims.has(queryId.queryId)) throw new Error('Connection terminated unexpectedly');
    return result;
  }
}

const keyRow = (key: string) => ctx.h.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

/** Leaves `key` as a process killed mid-request would: in progress, owned by a process that is gone, no answer. */
async function abandon(key: string, copyOf: Awaited<ReturnType<typeof keyRow>>, changes: { changed?: boolean } = {}) {
  await ctx.h.db
    .insertInto('idempotency_keys')
    .values({
      ...copyOf,
      key,
      state: 'IN_PROGRESS',
      response_status: null,
      response_body: null,
      owner: 'srv_gone',
      attempt: 1,
      changed: changes.changed ?? false,
    })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key'])
        .doUpdateSet({ state: 'IN_PROGRESS', response_status: null, response_body: null, owner: 'srv_gone', changed: changes.changed ?? false }),
    )
    .execute();
}

describe('idempotency keys left in progress by a process that died', () => {
  it('run again when nothing was changed, and answer from the committed transfer when it was: never in use, never twice (REST)', async () => {
    const { sender, recipient } = await parties();
    const body = { toEmail: recipient.email, amount: 10, currency: 'GHS', note: 'rent' };
    const send = (key: string) => ctx.h.rest('POST', '/wallets/me/transfer', { token: sender.accessToken, body, headers: { 'Idempotency-Key': key } });
    const first = randomUUID();
    const done = await send(first);
    expectEnvelope(done, 200, 'SUCCESS');

    // Never executed: claimed, then the process died. The retry runs it now, once.
    const never = randomUUID();
    await abandon(never, await keyRow(first));
    const ranNow = await send(never);
    expectEnvelope(ranNow, 200, 'SUCCESS');
    expect(ranNow.headers.get('idempotent-replayed')).toBeNull();
    expect(ranNow.body.data.id).not.toBe(done.body.data.id);
    expect(await ctx.h.balanceOf(sender, 'GHS')).toBe(8_000n);
    expect((await keyRow(never)).attempt).toBe(2);

    // Executed, its entry committed, the answer lost: the retry answers from the entry, the money moved once.
    await abandon(first, await keyRow(first));
    const recovered = await send(first);
    expectEnvelope(recovered, 200, 'SUCCESS');
    expect(recovered.headers.get('idempotent-replayed')).toBe('true');
    expect(recovered.body.data).toEqual(done.body.data);
    expect(await ctx.h.balanceOf(sender, 'GHS')).toBe(8_000n);
    // And from then on it is an ordinary replay.
    expect((await send(first)).body.data).toEqual(done.body.data);

    // A key another live process holds stays in use; one this process holds but no longer runs is abandoned.
    const otherProcess = ctx.h.otherProcess();
    await otherProcess.liveness.start();
    try {
      const live = randomUUID();
      await abandon(live, await keyRow(first));
      await ctx.h.db.updateTable('idempotency_keys').set({ owner: otherProcess.liveness.id }).where('key', '=', live).execute();
      expectEnvelope(await send(live), 409, 'IDEMPOTENCY_KEY_IN_USE');
    } finally {
      await otherProcess.liveness.stop();
    }
    const mine = randomUUID();
    await abandon(mine, await keyRow(first));
    await ctx.h.db.updateTable('idempotency_keys').set({ owner: ctx.h.services.liveness.id }).where('key', '=', mine).execute();
    expectEnvelope(await send(mine), 200, 'SUCCESS');
    expect(await ctx.h.balanceOf(sender, 'GHS')).toBe(7_000n);

    // A change committed that this operation cannot rebuild an answer from: refused, never run again.
    const changed = randomUUID();
    await abandon(changed, await keyRow(first), { changed: true });
    const interrupted = await send(changed);
    expectEnvelope(interrupted, 409, 'IDEMPOTENCY_KEY_INTERRUPTED');
    expectEnvelope(await send(changed), 409, 'IDEMPOTENCY_KEY_INTERRUPTED');
    expect(await ctx.h.balanceOf(sender, 'GHS')).toBe(7_000n);
    await ctx.h.expectReconciled();
  });

  it('recover the same way over GraphQL', async () => {
    const { sender, recipient } = await parties();
    const variables = { i: { toEmail: recipient.email, amount: '7.50', currency: 'GHS', note: 'lunch' } };
    const send = (key: string) => ctx.h.gql(TRANSFER, { ...variables, k: key }, { token: sender.accessToken });
    const first = randomUUID();
    const done = await send(first);
    expect(done.body.errors).toBeUndefined();

    const never = randomUUID();
    await abandon(never, await keyRow(first));
    const ranNow = await send(never);
    expect(ranNow.body.data.transferToWallet.walletTransfer.id).not.toBe(done.body.data.transferToWallet.walletTransfer.id);

    await abandon(first, await keyRow(first));
    expect((await send(first)).body.data).toEqual(done.body.data);
    expect(await ctx.h.balanceOf(sender, 'GHS')).toBe(8_500n);
  });

  it('roll back a late commit of a run whose key another run took over', async () => {
    const scope = `test:${randomUUID()}`;
    const key = randomUUID();
    const marker = randomUUID();
    const late = ctx.h.services.idempotency.run(scope, key, { late: true }, async () => {
      // Meanwhile the key was recovered and is run again as attempt 2.
      await ctx.h.db.updateTable('idempotency_keys').set({ attempt: 2 }).where('scope', '=', scope).where('key', '=', key).execute();
      await inTransaction(ctx.h.db, (tx) =>
        tx
          .insertInto('idempotency_keys')
          .values({
            scope,
            key: marker,
            request_hash: '-',
            state: 'COMPLETED',
            response_status: 200,
            response_body: null,
            created_at: new Date(),
            expires_at: new Date(),
            owner: null,
          })
          .execute(),
      );
      return { status: 200, body: null };
    });
    await expect(late).rejects.toThrow(/taken over by another run/);
    expect(await ctx.h.db.selectFrom('idempotency_keys').select('key').where('scope', '=', scope).where('key', '=', marker).executeTakeFirst()).toBeUndefined();
  });

  it('find a dead process dead however many retries check it at once (a check never looks like the process holding its lock)', async () => {
    const { liveness } = ctx.h.services;
    // One check is still in its transaction while another looks: as two retries of keys left by the same process do.
    const concurrent = await ctx.h.db.connection().execute(async (first) => {
      await sql`BEGIN`.execute(first);
      try {
        expect(await liveness.isAlive(first, 'srv_gone')).toBe(false);
        return await liveness.isAlive(ctx.h.db, 'srv_gone');
      } finally {
        await sql`ROLLBACK`.execute(first);
      }
    });
    expect(concurrent).toBe(false);
    expect(await liveness.isAlive(ctx.h.db, liveness.id)).toBe(true);
  });

  it('keep a key in use while the process that owns it lives, even one on another server', async () => {
    const other = ctx.h.otherProcess().liveness;
    await other.start();
    try {
      expect(await ctx.h.services.liveness.isAlive(ctx.h.db, other.id)).toBe(true);
    } finally {
      await other.stop();
    }
    expect(await ctx.h.services.liveness.isAlive(ctx.h.db, other.id)).toBe(false);
  });

  it('settle a claim whose commit landed but whose answer was lost, so that no other process finds the key in use for ever', async () => {
    const other = ctx.h.otherProcess().liveness;
    await other.start();
    try {
      const lossy = new IdempotencyService({ db: ctx.h.db.withPlugin(new ClaimAnswerLost()), clock: ctx.h.clock, liveness: other });
      const scope = `test:${randomUUID()}`;
      const key = randomUUID();
      let runs = 0;
      const execute = async () => ({ status: 200, body: { run: ++runs } });
      await expect(lossy.run(scope, key, { pay: 1 }, execute)).rejects.toThrow(/Connection terminated/);
      // The claim committed, owned by a process that lives but does not run it.
      expect(
        await ctx.h.db.selectFrom('idempotency_keys').select(['state', 'owner']).where('scope', '=', scope).where('key', '=', key).executeTakeFirst(),
      ).toEqual({
        state: 'IN_PROGRESS',
        owner: other.id,
      });
      // A retry on this process: in use until the other one settles its unanswered claim, then run once.
      const retry = () => ctx.h.services.idempotency.run(scope, key, { pay: 1 }, execute);
      let answer: Awaited<ReturnType<typeof retry>> | undefined;
      const inUse: string[] = [];
      for (const giveUpAt = Date.now() + 15_000; !answer && Date.now() < giveUpAt; ) {
        answer = await retry().catch((error: { code?: string }) => {
          if (error.code !== 'IDEMPOTENCY_KEY_IN_USE') throw error;
          inUse.push(error.code);
          return new Promise<undefined>((r) => setTimeout(() => r(undefined), 100));
        });
      }
      expect(answer, 'the key was left in use').toEqual({ status: 200, body: { run: 1 }, replayed: false });
      expect(runs).toBe(1);
      expect((await retry()).replayed).toBe(true);
    } finally {
      await other.stop();
    }
  });
});
