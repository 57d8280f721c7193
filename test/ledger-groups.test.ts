import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { prepareEvent, serializeEventBody } from '../src/platform/events/outbox.js';
import { type TestUser, useHarness } from './support/harness.js';

// A group of entries is written as sets when every entry passes every rule at its turn, and entry
// by entry when one does not: either way each entry gets the answer it would have had alone, after
// the accepted entries before it. These call the database function itself with groups built to
// break a rule only at a later entry's turn (running sums the set check must see).

const ctx = useHarness();

interface Outcome {
  ord: number;
  refused: string | null;
  refused_account: string | null;
  hint: string | null;
}

/** A user's GHS account, with the wallet and owner its credits are announced to. */
interface Party {
  account: string;
  wallet: string;
  user: string;
}

async function partyOf(user: TestUser): Promise<Party> {
  const { rows } = await sql<{ account: string; wallet: string }>`
    SELECT a.id AS account, w.id AS wallet FROM ledger_accounts a JOIN wallets w ON w.id = a.wallet_id
    WHERE w.user_id = ${user.id} AND a.currency = 'GHS'`.execute(ctx.h.db);
  return { ...rows[0]!, user: user.id };
}

async function sandboxFunding(): Promise<Pick<Party, 'account'>> {
  return { account: await ctx.h.services.ledger.systemAccount('SANDBOX_FUNDING', 'GHS') };
}

const today = new Date().toISOString().slice(0, 10);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** An entry as the server sends it: `minor` from one account to another, announced to the recipient, with the sender's daily limit when given. */
function entry(from: Pick<Party, 'account'>, to: Party, minor: number, guard?: { walletId: string; dayLimit: number; day?: string }) {
  const id = `je_${randomUUID().replaceAll('-', '').slice(0, 22)}`;
  const funded = prepareEvent(ctx.h.clock, {
    type: 'wallet.funded',
    ownerId: to.user,
    data: { wallet: { id: to.wallet }, currency: 'GHS', amount: (minor / 100).toFixed(2), entryId: id, reason: 'group_test' },
  });
  return {
    id,
    kind: 'TEST',
    description: 'group test',
    metadata: {},
    created_at: new Date().toISOString(),
    postings: [
      { account_id: from.account, currency: 'GHS', amount: String(-minor), cap_exempt: null },
      { account_id: to.account, currency: 'GHS', amount: String(minor), cap_exempt: null },
    ],
    events: [
      {
        id: funded.id,
        type: funded.type,
        owner_id: funded.ownerId,
        data: funded.data,
        body: serializeEventBody(funded),
        created_at: funded.createdAt.toISOString(),
      },
    ],
    guards: guard
      ? [
          {
            wallet_id: guard.walletId,
            day: guard.day ?? today,
            month: `${(guard.day ?? today).slice(0, 7)}-01`,
            amount: String(minor),
            day_limit: String(guard.dayLimit),
            month_limit: '100000000',
          },
        ]
      : [],
  };
}

async function postGroup(entries: ReturnType<typeof entry>[]): Promise<Outcome[]> {
  const { rows } = await sql<Outcome>`SELECT * FROM ledger_post_entries(${JSON.stringify(entries)}::jsonb) ORDER BY ord`.execute(ctx.h.db);
  return rows;
}

/** Which entries were written, each with its event (or neither). */
async function journalHas(entries: ReturnType<typeof entry>[]): Promise<boolean[]> {
  const { rows } = await sql<{ id: string }>`SELECT id FROM journal_entries WHERE id = ANY (${entries.map((e) => e.id)})`.execute(ctx.h.db);
  const events = await sql<{ id: string }>`SELECT id FROM events WHERE id = ANY (${entries.map((e) => e.events[0]!.id)})`.execute(ctx.h.db);
  const written = new Set(rows.map((r) => r.id));
  const announced = new Set(events.rows.map((r) => r.id));
  return entries.map((e) => {
    expect(announced.has(e.events[0]!.id)).toBe(written.has(e.id));
    return written.has(e.id);
  });
}

async function usageOf(walletId: string): Promise<{ day: string; day_total: string } | undefined> {
  const { rows } = await sql<{ day: string; day_total: string }>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, day_total::text FROM wallet_debit_usage WHERE wallet_id = ${walletId}`.execute(ctx.h.db);
  return rows[0];
}

/** Debits of 4.00 today, then 3.00 and 2.00 tomorrow, from a wallet of 10.00 under a daily limit: the outcomes, the counter and the balance after. */
async function postAcrossMidnight(dayLimit: number) {
  const [a, b] = [await ctx.h.createUser(), await ctx.h.createUser()];
  await ctx.h.fund(a, 'GHS', '10.00');
  const [accountA, accountB] = [await partyOf(a), await partyOf(b)];
  const walletA = accountA.wallet;
  const group = [
    entry(accountA, accountB, 400, { walletId: walletA, dayLimit }),
    entry(accountA, accountB, 300, { walletId: walletA, dayLimit, day: tomorrow }),
    entry(accountA, accountB, 200, { walletId: walletA, dayLimit, day: tomorrow }),
  ];
  const outcomes = (await postGroup(group)).map((o) => o.refused);
  return { outcomes, usage: await usageOf(walletA), balance: await ctx.h.balanceOf(a, 'GHS') };
}

describe('a group of ledger entries, written as sets or in turn', () => {
  it('writes a group that fits as a whole, every balance, usage counter and event in place', async () => {
    const [a, b, c] = [await ctx.h.createUser(), await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.fund(a, 'GHS', '10.00');
    await ctx.h.fund(b, 'GHS', '10.00');
    const [accountA, accountB, accountC] = [await partyOf(a), await partyOf(b), await partyOf(c)];
    const walletA = accountA.wallet;
    const group = [
      entry(accountA, accountB, 300, { walletId: walletA, dayLimit: 1_000 }),
      entry(accountB, accountC, 1_200),
      entry(accountA, accountC, 500, { walletId: walletA, dayLimit: 1_000 }),
    ];
    expect((await postGroup(group)).map((o) => o.refused)).toEqual([null, null, null]);
    expect(await journalHas(group)).toEqual([true, true, true]);
    expect(await ctx.h.balanceOf(a, 'GHS')).toBe(200n);
    expect(await ctx.h.balanceOf(b, 'GHS')).toBe(100n);
    expect(await ctx.h.balanceOf(c, 'GHS')).toBe(1_700n);
    expect(await usageOf(walletA)).toEqual({ day: today, day_total: '800' });
    await ctx.h.expectReconciled();
  });

  it('refuses a debit that fits alone but not after the entries before it, and writes its neighbours', async () => {
    const [a, b] = [await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.fund(a, 'GHS', '5.00');
    const [accountA, accountB] = [await partyOf(a), await partyOf(b)];
    const group = [entry(accountA, accountB, 300), entry(accountA, accountB, 300), entry(accountB, accountA, 100), entry(accountA, accountB, 250)];
    const outcomes = await postGroup(group);
    expect(outcomes.map((o) => o.refused)).toEqual([null, 'wallet_balance_not_negative', null, null]);
    expect(outcomes[1]!.refused_account).toBe(accountA.account);
    expect(await journalHas(group)).toEqual([true, false, true, true]);
    // 500 - 300 + 100 - 250
    expect(await ctx.h.balanceOf(a, 'GHS')).toBe(50n);
    await ctx.h.expectReconciled();
  });

  it('refuses the credit that would pass the cap only after the credits before it, naming the cap', async () => {
    const holder = await ctx.h.createUser();
    // Basic tier: at most GHS 5,000.00.
    await ctx.h.fund(holder, 'GHS', '4999.00');
    const [source, account] = [await sandboxFunding(), await partyOf(holder)];
    const group = [entry(source, account, 60), entry(source, account, 60), entry(source, account, 40)];
    const outcomes = await postGroup(group);
    expect(outcomes.map((o) => o.refused)).toEqual([null, 'posting_balance_cap', null]);
    expect(outcomes[1]).toMatchObject({ refused_account: account.account, hint: '5000.00' });
    expect(await ctx.h.balanceOf(holder, 'GHS')).toBe(499_900n + 100n);
  });

  it('refuses the debit that would pass the daily limit only after the debits before it, and counts only what was written', async () => {
    const [a, b] = [await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.fund(a, 'GHS', '10.00');
    const [accountA, accountB] = [await partyOf(a), await partyOf(b)];
    const walletA = accountA.wallet;
    const guard = { walletId: walletA, dayLimit: 500 };
    const group = [entry(accountA, accountB, 200, guard), entry(accountA, accountB, 200, guard), entry(accountA, accountB, 200, guard)];
    expect((await postGroup(group)).map((o) => o.refused)).toEqual([null, null, 'kyc_daily_limit']);
    expect(await usageOf(walletA)).toEqual({ day: today, day_total: '400' });
    expect(await ctx.h.balanceOf(a, 'GHS')).toBe(600n);
  });

  it('counts a group that crosses midnight day by day, as entries written one by one would', async () => {
    const { outcomes, usage } = await postAcrossMidnight(500);
    expect(outcomes).toEqual([null, null, null]);
    // Tomorrow's counter starts again from zero: 300 + 200.
    expect(usage).toEqual({ day: tomorrow, day_total: '500' });
  });

  it('refuses an entry to a closed account and writes the rest of its group', async () => {
    const [a, b, closed] = [await ctx.h.createUser(), await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.fund(a, 'GHS', '10.00');
    const [accountA, accountB, closedAccount] = [await partyOf(a), await partyOf(b), await partyOf(closed)];
    await sql`UPDATE ledger_accounts SET status = 'CLOSED' WHERE id = ${closedAccount.account}`.execute(ctx.h.db);
    const group = [entry(accountA, accountB, 100), entry(accountA, closedAccount, 100), entry(accountA, accountB, 100)];
    const outcomes = await postGroup(group);
    expect(outcomes.map((o) => o.refused)).toEqual([null, 'posting_to_open_account', null]);
    expect(await journalHas(group)).toEqual([true, false, true]);
    expect(await ctx.h.balanceOf(b, 'GHS')).toBe(200n);
  });

  it('refuses debits that only a later credit of the same group would cover, as entries in turn would', async () => {
    // Written as one set, the final balances would pass: each wallet gets back what it sends.
    const [a, b, c] = [await ctx.h.createUser(), await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.fund(c, 'GHS', '10.00');
    const [accountA, accountB, accountC] = [await partyOf(a), await partyOf(b), await partyOf(c)];
    const group = [entry(accountA, accountB, 100), entry(accountB, accountA, 100), entry(accountC, accountB, 300), entry(accountB, accountA, 200)];
    const outcomes = await postGroup(group);
    expect(outcomes.map((o) => o.refused)).toEqual(['wallet_balance_not_negative', 'wallet_balance_not_negative', null, null]);
    expect(outcomes.slice(0, 2).map((o) => o.refused_account)).toEqual([accountA.account, accountB.account]);
    expect(await journalHas(group)).toEqual([false, false, true, true]);
    expect([await ctx.h.balanceOf(a, 'GHS'), await ctx.h.balanceOf(b, 'GHS'), await ctx.h.balanceOf(c, 'GHS')]).toEqual([200n, 100n, 700n]);
    await ctx.h.expectReconciled();
  });

  it('refuses a credit over the cap that a later debit of the same group would bring back under it', async () => {
    const [holder, other] = [await ctx.h.createUser(), await ctx.h.createUser()];
    // Basic tier: at most GHS 5,000.00.
    await ctx.h.fund(holder, 'GHS', '4999.00');
    const [source, account, otherAccount] = [await sandboxFunding(), await partyOf(holder), await partyOf(other)];
    const group = [entry(source, account, 200), entry(account, otherAccount, 150)];
    const outcomes = await postGroup(group);
    expect(outcomes.map((o) => o.refused)).toEqual(['posting_balance_cap', null]);
    expect(outcomes[0]).toMatchObject({ refused_account: account.account, hint: '5000.00' });
    expect(await ctx.h.balanceOf(holder, 'GHS')).toBe(499_900n - 150n);
  });

  it('counts a group that crosses midnight day by day when no limit is near, rather than adding the days together', async () => {
    // Written as one set, the counter would take the group's last day and every debit of it: 900.
    const { outcomes, usage, balance } = await postAcrossMidnight(100_000);
    expect(outcomes).toEqual([null, null, null]);
    expect(usage).toEqual({ day: tomorrow, day_total: '500' });
    expect(balance).toBe(100n);
  });

  it('refuses an entry to a closed system account, which keeps no balance, and writes the rest of its group', async () => {
    const [a, b] = [await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.fund(a, 'GHS', '10.00');
    const [accountA, accountB] = [await partyOf(a), await partyOf(b)];
    const suspense = await ctx.h.services.ledger.systemAccount('SUSPENSE', 'GHS');
    await sql`UPDATE ledger_accounts SET status = 'CLOSED' WHERE id = ${suspense}`.execute(ctx.h.db);
    try {
      const group = [entry(accountA, accountB, 100), entry(accountA, { ...accountB, account: suspense }, 100), entry(accountA, accountB, 100)];
      const outcomes = await postGroup(group);
      expect(outcomes.map((o) => o.refused)).toEqual([null, 'posting_to_open_account', null]);
      expect(outcomes[1]!.refused_account).toBe(suspense);
      expect(await journalHas(group)).toEqual([true, false, true]);
      expect(await ctx.h.balanceOf(a, 'GHS')).toBe(800n);
      // The trigger refuses it for any writer, not only the ledger call's own checks.
      const direct = [entry(accountA, { ...accountB, account: suspense }, 100)];
      await expect(sql`SELECT ledger_write_entries(${JSON.stringify(direct)}::jsonb, ARRAY[1], '{}'::jsonb)`.execute(ctx.h.db)).rejects.toMatchObject({
        code: '23514',
        constraint: 'posting_to_open_account',
      });
      expect(await journalHas(direct)).toEqual([false]);
    } finally {
      await sql`UPDATE ledger_accounts SET status = 'OPEN' WHERE id = ${suspense}`.execute(ctx.h.db);
    }
  });

  it('keeps one plan per connection for the ledger call, the relay, the webhook claims and records, which later definitions must say again', async () => {
    // Planning each statement anew for every call was a sixth of the call's cost (migration 0073): a
    // CREATE OR REPLACE that forgets the setting would bring it back unnoticed. The fan-out and the
    // records of deliveries also keep their plans to lookups by key (test/webhook-plans.test.ts
    // reads the plans), and JIT off: a disabled scan left in a plan adds to its cost past
    // jit_above_cost, and a server with JIT (the embedded one has none) compiled the fan-out on
    // every publication.
    const { rows } = await sql<{ proname: string; proconfig: string[] | null }>`
      SELECT proname, proconfig FROM pg_proc
      WHERE proname IN ('ledger_post_entries', 'publish_events', 'webhook_claim_due', 'webhook_fan_out', 'webhook_publish_and_claim', 'webhook_record_delivered')
      ORDER BY proname`.execute(ctx.h.db);
    expect(rows).toEqual([
      { proname: 'ledger_post_entries', proconfig: ['plan_cache_mode=force_generic_plan'] },
      { proname: 'publish_events', proconfig: ['plan_cache_mode=force_generic_plan'] },
      { proname: 'webhook_claim_due', proconfig: ['plan_cache_mode=force_generic_plan'] },
      { proname: 'webhook_fan_out', proconfig: ['enable_seqscan=off', 'enable_hashjoin=off', 'enable_mergejoin=off', 'jit=off'] },
      { proname: 'webhook_publish_and_claim', proconfig: ['plan_cache_mode=force_generic_plan'] },
      {
        proname: 'webhook_record_delivered',
        proconfig: ['plan_cache_mode=force_generic_plan', 'enable_seqscan=off', 'enable_hashjoin=off', 'enable_mergejoin=off', 'jit=off'],
      },
    ]);
  });
});
