import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { graphql } from '../src/generated/documents/index.js';
import { expectEnvelope, type TestUser, useHarness } from './support/harness.js';
import { expectFieldRefusals, expectHiddenFromStranger } from './support/kit.js';

const CreateSavingsPlan = graphql(`
  mutation CreateSavingsPlan($i: CreateSavingsPlanInput!, $k: String) {
    createSavingsPlan(input: $i, idempotencyKey: $k) { savingsPlan { id status frequency nextDebitDate lastRunDate endedReason timeZone amount { amount currency } upcomingDates(count: 3) } userErrors { field message code } }
  }
`);
const SavingsPlanById = graphql(`
  query SavingsPlanById($id: ID!) { savingsPlan(id: $id) { id status nextDebitDate occurrences { date status reason reference } } }
`);

const ctx = useHarness();

type Developer = Awaited<ReturnType<typeof ctx.h.createDeveloper>>;

/** A saver of their own developer account, so moving that account's clock moves nobody else's. */
async function saver(funds = '100.00'): Promise<{ developer: Developer; user: TestUser; goalId: string }> {
  const developer = await ctx.h.createDeveloper();
  const user = await ctx.h.createUser({}, { key: developer.subscriptionKey });
  if (funds !== '0') await ctx.h.fund(user, 'GHS', funds);
  const goal = await ctx.h.rest('POST', '/savings/goals', {
    key: developer.subscriptionKey,
    token: user.accessToken,
    body: { name: 'School fees', targetAmount: 10000, currency: 'GHS' },
  });
  expectEnvelope(goal, 200, 'SUCCESS');
  return { developer, user, goalId: goal.body.data.id };
}

function as(s: { developer: Developer; user: TestUser }) {
  const opts = (more: object = {}) => ({ key: s.developer.subscriptionKey, token: s.user.accessToken, ...more });
  return {
    rest: (method: string, path: string, body?: unknown) => ctx.h.rest(method, path, opts(body === undefined ? {} : { body })),
    advanceTo: (to: string) =>
      ctx.h.rest('POST', '/sandbox/clock/advance', { key: s.developer.subscriptionKey, token: s.developer.merchant.accessToken, body: { to } }),
    advance: (seconds: number) =>
      ctx.h.rest('POST', '/sandbox/clock/advance', { key: s.developer.subscriptionKey, token: s.developer.merchant.accessToken, body: { seconds } }),
  };
}

async function today(s: { developer: Developer; user: TestUser }, zone = 'Africa/Accra'): Promise<string> {
  const clock = await ctx.h.rest('GET', '/sandbox/clock', { key: s.developer.subscriptionKey, token: s.developer.merchant.accessToken });
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(clock.body.data.now));
}

async function goalSaved(s: { developer: Developer; user: TestUser; goalId: string }): Promise<number> {
  return (await as(s).rest('GET', `/savings/goals/${s.goalId}`)).body.data.savedAmount;
}

describe('auto-save plans', () => {
  it('run monthly from the 31st on the last day of shorter months, on the account clock, announcing each debit', async () => {
    const s = await saver();
    const api = as(s);
    const created = await api.rest('POST', '/savings/plans', {
      goalId: s.goalId,
      amount: 10,
      frequency: 'monthly',
      startDate: '2026-01-31',
      timeZone: 'Africa/Accra',
    });
    expectEnvelope(created, 200, 'SUCCESS');
    expect(created.body.data).toMatchObject({
      goalId: s.goalId,
      amount: 10,
      currency: 'GHS',
      frequency: 'monthly',
      status: 'ACTIVE',
      nextDebitDate: '2026-01-31',
      timeZone: 'Africa/Accra',
    });
    const preview = await api.rest('GET', `/savings/plans/${created.body.data.id}/occurrences?count=4`);
    expect(preview.body.data.upcoming).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);

    const walked = await api.advanceTo('2026-03-01T00:00:00Z');
    expectEnvelope(walked, 200, 'SUCCESS');
    expect(walked.body.data.fired.filter((e: { type: string }) => e.type === 'wallet.debited').map((e: any) => e.data.reason)).toEqual([
      'savings_deposit',
      'savings_deposit',
    ]);
    expect(await goalSaved(s)).toBe(20);
    expect(await ctx.h.balanceOf(s.user, 'GHS')).toBe(8000n);
    const plan = await api.rest('GET', `/savings/plans/${created.body.data.id}/occurrences?count=2`);
    expect(plan.body.data.past.map((o: any) => [o.date, o.status])).toEqual([
      ['2026-02-28', 'EXECUTED'],
      ['2026-01-31', 'EXECUTED'],
    ]);
    expect((await api.rest('GET', `/savings/plans/${created.body.data.id}`)).body.data.nextDebitDate).toBe('2026-03-31');
    await ctx.h.expectReconciled();
  });

  it("fall due at the start of the day in the owner's time zone", async () => {
    const s = await saver();
    const api = as(s);
    // 2026-01-15 09:00 UTC is 22:00 in Auckland (UTC+13): its 16 January begins at 11:00 UTC.
    const wallNow = ctx.h.clock.now().getTime();
    const tomorrowInAuckland = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date(wallNow + 86_400_000));
    const created = await api.rest('POST', '/savings/plans', {
      goalId: s.goalId,
      amount: 5,
      frequency: 'daily',
      startDate: tomorrowInAuckland,
      timeZone: 'Pacific/Auckland',
    });
    expectEnvelope(created, 200, 'SUCCESS');
    const dueAt = Date.parse(`${tomorrowInAuckland}T00:00:00+13:00`);
    await api.advance(Math.floor((dueAt - wallNow) / 1000) - 60);
    expect(await goalSaved(s)).toBe(0);
    await api.advance(120);
    expect(await goalSaved(s)).toBe(5);
  });

  it('skip a date the wallet cannot pay, with the reason, announced, and go on', async () => {
    const s = await saver('3.00');
    const api = as(s);
    const start = await today(s);
    const created = await api.rest('POST', '/savings/plans', { goalId: s.goalId, amount: 2, frequency: 'daily', startDate: start });
    await ctx.h.services.jobs.runDue();
    expect(await goalSaved(s)).toBe(2);
    const walked = await api.advance(86_400);
    const skipped = walked.body.data.fired.find((e: { type: string }) => e.type === 'savings.plan_execution_skipped');
    expect(skipped.data).toMatchObject({ plan: { id: created.body.data.id, goalId: s.goalId, amount: '2.00', currency: 'GHS' }, reason: 'INSUFFICIENT_FUNDS' });
    const past = (await api.rest('GET', `/savings/plans/${created.body.data.id}/occurrences`)).body.data.past;
    expect(past[0]).toMatchObject({ status: 'SKIPPED', reason: 'INSUFFICIENT_FUNDS', reference: null });
    expect(past[1]).toMatchObject({ status: 'EXECUTED', reference: expect.stringMatching(/^je_/) });
    expect(await ctx.h.balanceOf(s.user, 'GHS')).toBe(100n);
    const plan = (await api.rest('GET', `/savings/plans/${created.body.data.id}`)).body.data;
    expect(plan.status).toBe('ACTIVE');
    expect(plan.nextDebitDate > past[0].date).toBe(true);
    await ctx.h.expectReconciled();
  });

  it('pause and resume without replaying the dates missed while paused', async () => {
    const s = await saver();
    const api = as(s);
    const start = await today(s);
    const plan = (await api.rest('POST', '/savings/plans', { goalId: s.goalId, amount: 1, frequency: 'daily', startDate: start })).body.data;
    await ctx.h.services.jobs.runDue();
    const paused = await api.rest('PUT', `/savings/plans/${plan.id}/pause`);
    expect(paused.body.data).toMatchObject({ status: 'PAUSED', nextDebitDate: null });
    await api.advance(3 * 86_400);
    expect(await goalSaved(s)).toBe(1);
    const resumedOn = await today(s);
    const resumed = await api.rest('PUT', `/savings/plans/${plan.id}/resume`);
    expect(resumed.body.data).toMatchObject({ status: 'ACTIVE', nextDebitDate: resumedOn });
    await ctx.h.services.jobs.runDue();
    expect(await goalSaved(s)).toBe(2);
    const past = (await api.rest('GET', `/savings/plans/${plan.id}/occurrences`)).body.data.past.map((o: any) => o.date);
    expect(past).toEqual([resumedOn, start]);
    // Pausing twice, or resuming an active plan, changes nothing.
    expect((await api.rest('PUT', `/savings/plans/${plan.id}/resume`)).body.data.nextDebitDate).not.toBeNull();
  });

  it('run a due date once when two processes race for it', async () => {
    const s = await saver();
    const start = await today(s);
    const plan = (await as(s).rest('POST', '/savings/plans', { goalId: s.goalId, amount: 4, frequency: 'weekly', startDate: start })).body.data;
    const other = ctx.h.otherProcess();
    await Promise.all([ctx.h.services.jobs.runDue(), other.jobs.runDue(), ctx.h.services.jobs.runDue(), other.jobs.runDue()]);
    // Even run twice by hand, the (plan, date) key lets it through once.
    await Promise.all([
      inTransaction(ctx.h.db, (tx) => ctx.h.services.schedules.runOccurrence(tx, plan.id, start)),
      inTransaction(ctx.h.db, (tx) => other.schedules.runOccurrence(tx, plan.id, start)),
    ]);
    expect(await goalSaved(s)).toBe(4);
    const occurrences = await ctx.h.db.selectFrom('schedule_occurrences').selectAll().where('schedule_id', '=', plan.id).execute();
    expect(occurrences).toEqual([expect.objectContaining({ local_date: start, status: 'EXECUTED' })]);
  });

  it("keep the ledger exact when a plan's debit races the owner's withdrawal", async () => {
    const s = await saver();
    const api = as(s);
    await api.rest('POST', `/savings/goals/${s.goalId}/deposit`, { amount: 30 });
    const start = await today(s);
    await api.rest('POST', '/savings/plans', { goalId: s.goalId, amount: 5, frequency: 'daily', startDate: start });
    const [, withdrawal] = await Promise.all([ctx.h.services.jobs.runDue(), api.rest('POST', `/savings/goals/${s.goalId}/withdraw`, { amount: 30 })]);
    expectEnvelope(withdrawal, 200, 'SUCCESS');
    expect(await goalSaved(s)).toBe(5);
    expect(await ctx.h.balanceOf(s.user, 'GHS')).toBe(9500n);
    await ctx.h.expectReconciled();
  });

  it('refuse bad input at its boundaries, naming the field', async () => {
    const s = await saver();
    const api = as(s);
    const start = await today(s);
    const ok = { goalId: s.goalId, amount: 1, frequency: 'weekly', startDate: start };
    expectEnvelope(await api.rest('POST', '/savings/plans', ok), 200, 'SUCCESS');
    await expectFieldRefusals<Record<string, unknown>>(
      [
        [{ ...ok, amount: 0.99 }, 'amount'],
        [{ ...ok, amount: 0 }, 'amount'],
        [{ ...ok, amount: 1e300 }, 'amount'],
        [{ ...ok, frequency: 'hourly' }, 'frequency'],
        [{ ...ok, startDate: '2026-02-30' }, 'startDate'],
        [{ ...ok, startDate: '2020-01-01' }, 'startDate'],
        [{ ...ok, startDate: '2099-01-01' }, 'startDate'],
        [{ ...ok, timeZone: 'Mars/Olympus' }, 'timeZone'],
        [{ ...ok, every: 2 }, 'every'],
      ],
      { rest: (body) => api.rest('POST', '/savings/plans', body) },
    );
    const stranger = await saver();
    const foreign = await as(stranger).rest('POST', '/savings/plans', { ...ok, goalId: s.goalId });
    expectEnvelope(foreign, 404, 'NOT_FOUND');
    const plan = (await api.rest('GET', '/savings/plans')).body.data.items[0];
    await expectHiddenFromStranger({
      rest: [
        () => as(stranger).rest('GET', `/savings/plans/${plan.id}`),
        () => as(stranger).rest('PUT', `/savings/plans/${plan.id}/pause`),
        () => as(stranger).rest('PUT', `/savings/plans/${plan.id}/resume`),
        () => as(stranger).rest('GET', `/savings/plans/${plan.id}/occurrences`),
      ],
      gql: [() => ctx.h.gql(SavingsPlanById, { id: plan.id }, { key: stranger.developer.subscriptionKey, token: stranger.user.accessToken })],
    });
    expectEnvelope(await api.rest('GET', `/savings/plans/${plan.id}/occurrences?count=101`), 400, 'BAD_REQUEST');
  });

  it('are created and read on GraphQL too', async () => {
    const s = await saver();
    const start = await today(s);
    const opts = { key: s.developer.subscriptionKey, token: s.user.accessToken };
    const key = randomUUID();
    const input = { goalId: s.goalId, amount: '2.50', frequency: 'MONTHLY' as const, startDate: start };
    const created = await ctx.h.gql(CreateSavingsPlan, { i: input, k: key }, opts);
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createSavingsPlan.savingsPlan).toMatchObject({
      status: 'ACTIVE',
      frequency: 'MONTHLY',
      nextDebitDate: start,
      lastRunDate: null,
      endedReason: null,
      timeZone: 'Africa/Accra',
      amount: { amount: '2.50', currency: 'GHS' },
    });
    expect(created.body.data.createSavingsPlan.savingsPlan!.upcomingDates).toHaveLength(3);
    const replay = await ctx.h.gql(CreateSavingsPlan, { i: input, k: key }, opts);
    expect(replay.body.data.createSavingsPlan.savingsPlan!.id).toBe(created.body.data.createSavingsPlan.savingsPlan!.id);
    await ctx.h.services.jobs.runDue();
    const read = await ctx.h.gql(SavingsPlanById, { id: created.body.data.createSavingsPlan.savingsPlan!.id }, opts);
    expect(read.body.data.savingsPlan!.occurrences).toEqual([{ date: start, status: 'EXECUTED', reason: null, reference: expect.stringMatching(/^je_/) }]);
  });
});
