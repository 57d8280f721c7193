import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/documents/index.js';
import { expectEnvelope, fieldsOf, type TestUser, useHarness } from './support/harness.js';
import { expectFieldRefusals, expectHiddenFromStranger, expectIdempotentCreate, expectPaging } from './support/kit.js';

const SavingsGoalById = graphql(`
  query SavingsGoalById($id: ID!) {
    savingsGoal(id: $id) {
      id
      savedAmount {
        amount
      }
      progress
      status
    }
  }
`);
const CreateSavingsGoal = graphql(`
  mutation CreateSavingsGoal($i: CreateSavingsGoalInput!, $k: String) {
    createSavingsGoal(input: $i, idempotencyKey: $k) { savingsGoal {
      id
      targetDate
      targetAmount {
        amount
        currency
      }
      status
    } userErrors { field message code } }
  }
`);
const DepositToSavingsGoal = graphql(`
  mutation DepositToSavingsGoal($id: ID!, $amount: Decimal!, $k: String) {
    depositToSavingsGoal(id: $id, amount: $amount, idempotencyKey: $k) { savingsGoal {
      savedAmount {
        amount
      }
      progress
      status
      completedAt
    } userErrors { field message code } }
  }
`);
const WithdrawFromSavingsGoal = graphql(`
  mutation WithdrawFromSavingsGoal($id: ID!, $amount: Decimal!) {
    withdrawFromSavingsGoal(id: $id, amount: $amount) { savingsGoal {
      savedAmount {
        amount
      }
    } userErrors { field message code } }
  }
`);
const CloseSavingsGoal = graphql(`
  mutation CloseSavingsGoal($id: ID!) {
    closeSavingsGoal(id: $id) { savingsGoal {
      status
    } userErrors { field message code } }
  }
`);
const SavingsGoalPage = graphql(`
  query SavingsGoalPage($first: Int, $after: String) {
    savingsGoals(first: $first, after: $after) {
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

const goal = (overrides: Record<string, unknown> = {}) => ({ name: 'New phone', targetAmount: 100, currency: 'GHS', ...overrides });

async function saver(): Promise<TestUser> {
  const user = await ctx.h.createUser();
  await ctx.h.fund(user, 'GHS', '200.00');
  return user;
}

async function createGoal(user: TestUser, body = goal()): Promise<string> {
  const created = await ctx.h.rest('POST', '/savings/goals', { token: user.accessToken, body });
  expectEnvelope(created, 200, 'SUCCESS');
  return created.body.data.id;
}

async function eventsOf(type: string, ownerId: string) {
  return ctx.h.db.selectFrom('events').select(['type', 'data']).where('type', '=', type).where('owner_id', '=', ownerId).orderBy('seq').execute();
}

describe('savings goals', () => {
  it('hold deposits in their own ledger account: balanced moves, progress from the ledger, completion announced once', async () => {
    const user = await saver();
    const id = await createGoal(user);
    const deposit = (amount: number, path = 'deposit') => ctx.h.rest('POST', `/savings/goals/${id}/${path}`, { token: user.accessToken, body: { amount } });
    const first = await deposit(40);
    expectEnvelope(first, 200, 'SUCCESS');
    expect(first.body.data).toMatchObject({ id, savedAmount: 40, targetAmount: 100, progress: 40, status: 'ACTIVE', completedAt: null });
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(16000n);
    const completed = await deposit(60.5);
    expect(completed.body.data).toMatchObject({ savedAmount: 100.5, progress: 100.5, status: 'COMPLETED' });
    expect(completed.body.data.completedAt).toEqual(expect.any(String));
    await deposit(1);
    expect(await eventsOf('savings.goal_completed', user.id)).toEqual([
      {
        type: 'savings.goal_completed',
        data: { goal: { id, name: 'New phone', currency: 'GHS', targetAmount: '100.00', savedAmount: '100.50', metadata: {} } },
      },
    ]);
    const withdrawn = await deposit(50, 'withdraw');
    expect(withdrawn.body.data).toMatchObject({ savedAmount: 51.5, status: 'COMPLETED' });
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(20000n - 5150n);
    expect((await eventsOf('wallet.debited', user.id)).map((e) => (e.data as { reason: string }).reason)).toEqual([
      'savings_deposit',
      'savings_deposit',
      'savings_deposit',
    ]);
    expect((await eventsOf('wallet.funded', user.id)).map((e) => (e.data as { reason: string }).reason)).toContain('savings_withdrawal');
    expect((await ctx.h.services.ledger.reconcile()).mismatchedAccounts).toEqual([]);
    const listed = await ctx.h.rest('GET', '/ms/v1/v1/savings/goals', { token: user.accessToken });
    expect(listed.body.data.items.map((g: { id: string }) => g.id)).toEqual([id]);
  });

  it('refuse withdrawing more than saved, a currency the wallet lacks, a closed goal, and closing a goal with money in it', async () => {
    const user = await saver();
    const id = await createGoal(user);
    const move = (path: string, amount: number) => ctx.h.rest('POST', `/savings/goals/${id}/${path}`, { token: user.accessToken, body: { amount } });
    await move('deposit', 10);
    const tooMuch = await move('withdraw', 10.01);
    expectEnvelope(tooMuch, 409, 'INSUFFICIENT_FUNDS');
    expect(fieldsOf(tooMuch.body)).toEqual(['amount']);
    expectEnvelope(await move('deposit', 500), 409, 'INSUFFICIENT_FUNDS');
    expectEnvelope(await ctx.h.rest('POST', `/savings/goals/${id}/close`, { token: user.accessToken }), 409, 'GOAL_NOT_EMPTY');
    await move('withdraw', 10);
    const closed = await ctx.h.rest('POST', `/savings/goals/${id}/close`, { token: user.accessToken });
    expect(closed.body.data.status).toBe('CLOSED');
    expectEnvelope(await move('deposit', 1), 409, 'GOAL_CLOSED');
    const euroGoal = await createGoal(user, goal({ currency: 'EUR' }));
    const missing = await ctx.h.rest('POST', `/savings/goals/${euroGoal}/deposit`, { token: user.accessToken, body: { amount: 5 } });
    expectEnvelope(missing, 409, 'CURRENCY_ACCOUNT_MISSING');
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(20000n);
  });

  it('keep the ledger exact when deposits and withdrawals of one goal race', async () => {
    const user = await saver();
    const id = await createGoal(user);
    await ctx.h.rest('POST', `/savings/goals/${id}/deposit`, { token: user.accessToken, body: { amount: 50 } });
    const moves = Array.from({ length: 20 }, (_, i) =>
      ctx.h.rest('POST', `/savings/goals/${id}/${i % 2 ? 'withdraw' : 'deposit'}`, { token: user.accessToken, body: { amount: 7 } }),
    );
    const results = await Promise.all(moves);
    expect(results.every((r) => r.status === 200 || r.body.details.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    const ok = results.filter((r) => r.status === 200).length;
    const goalNow = (await ctx.h.rest('GET', `/savings/goals/${id}`, { token: user.accessToken })).body.data;
    expect(goalNow.savedAmount * 100 + Number(await ctx.h.balanceOf(user, 'GHS'))).toBe(20000);
    expect(ok).toBeGreaterThan(0);
    expect((await ctx.h.services.ledger.reconcile()).mismatchedAccounts).toEqual([]);
  });

  it('work through GraphQL, with the amounts as Decimal text', async () => {
    const user = await saver();
    const token = user.accessToken;
    const created = await ctx.h.gql(CreateSavingsGoal, { i: { name: 'Rent', targetAmount: '20.00', currency: 'GHS', targetDate: '2027-01-31' } }, { token });
    const goalId = created.body.data.createSavingsGoal.savingsGoal!.id;
    expect(created.body.data.createSavingsGoal.savingsGoal).toMatchObject({
      targetDate: '2027-01-31',
      targetAmount: { amount: '20.00', currency: 'GHS' },
      status: 'ACTIVE',
    });
    const notADate = await ctx.h.gql(CreateSavingsGoal, { i: { name: 'Rent', targetAmount: '20.00', currency: 'GHS', targetDate: '2027-02-30' } }, { token });
    expect(notADate.body.errors?.[0]?.message).toMatch(/calendar date/);
    const key = randomUUID();
    const deposited = await ctx.h.gql(DepositToSavingsGoal, { id: goalId, amount: '25.00', k: key }, { token });
    expect(deposited.body.data.depositToSavingsGoal.savingsGoal).toMatchObject({ savedAmount: { amount: '25.00' }, progress: '125.00', status: 'COMPLETED' });
    const replayed = await ctx.h.gql(DepositToSavingsGoal, { id: goalId, amount: '25.00', k: key }, { token });
    expect(replayed.body.data.depositToSavingsGoal.savingsGoal!.savedAmount.amount).toBe('25.00');
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(17500n);
    const withdrawn = await ctx.h.gql(WithdrawFromSavingsGoal, { id: goalId, amount: '25' }, { token });
    expect(withdrawn.body.data.withdrawFromSavingsGoal.savingsGoal!.savedAmount.amount).toBe('0.00');
    expect((await ctx.h.gql(CloseSavingsGoal, { id: goalId }, { token })).body.data.closeSavingsGoal.savingsGoal!.status).toBe('CLOSED');
    const read = await ctx.h.gql(SavingsGoalById, { id: goalId }, { token });
    expect(read.body.data.savingsGoal).toMatchObject({ id: goalId, progress: '0.00', status: 'CLOSED' });
  });

  it('pass the shared domain checks on both transports: ownership, paging, idempotent create, field refusals', async () => {
    const owner = await saver();
    const stranger = await saver();
    const token = owner.accessToken;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ctx.h.clock.advance(1000);
      ids.push(await createGoal(owner, goal({ name: `Goal ${i}` })));
    }
    const id = ids[0]!;
    await expectHiddenFromStranger({
      rest: [
        () => ctx.h.rest('GET', `/savings/goals/${id}`, { token: stranger.accessToken }),
        () => ctx.h.rest('POST', `/savings/goals/${id}/deposit`, { token: stranger.accessToken, body: { amount: 1 } }),
        () => ctx.h.rest('POST', `/savings/goals/${id}/withdraw`, { token: stranger.accessToken, body: { amount: 1 } }),
        () => ctx.h.rest('POST', `/savings/goals/${id}/close`, { token: stranger.accessToken }),
      ],
      gql: [
        () => ctx.h.gql(SavingsGoalById, { id }, { token: stranger.accessToken }),
        () => ctx.h.gql(DepositToSavingsGoal, { id, amount: '1' }, { token: stranger.accessToken }),
        () => ctx.h.gql(CloseSavingsGoal, { id }, { token: stranger.accessToken }),
      ],
    });
    await expectPaging([...ids].reverse(), {
      rest: (page, size) => ctx.h.rest('GET', `/savings/goals?page=${page}&size=${size}`, { token }),
      gql: async (first, after) => {
        const connection = (await ctx.h.gql(SavingsGoalPage, { first, after }, { token })).body.data.savingsGoals;
        return { ids: connection.edges.map((e) => e.node.id), endCursor: connection.pageInfo.endCursor ?? null, hasNextPage: connection.pageInfo.hasNextPage };
      },
    });
    await expectIdempotentCreate(goal({ name: 'Car' }), goal({ name: 'Boat' }), {
      rest: { send: (body, key) => ctx.h.rest('POST', '/savings/goals', { token, body, headers: { 'Idempotency-Key': key } }), id: (r) => r.body.data.id },
      gql: {
        send: (body, key) => ctx.h.gql(CreateSavingsGoal, { i: { ...body, targetAmount: String(body.targetAmount) } as never, k: key }, { token }),
        id: (r) => r.body.data.createSavingsGoal.savingsGoal.id,
      },
    });
    await expectFieldRefusals(
      [
        [goal({ name: '' }), 'name'],
        [goal({ name: 'x'.repeat(101) }), 'name'],
        [goal({ targetAmount: '0.99' }), 'targetAmount'],
        [goal({ targetAmount: '1.001' }), 'targetAmount'],
        [goal({ currency: 'XYZ' }), 'currency'],
        [goal({ targetDate: '2027-02-30' }), 'targetDate'],
        [goal({ colour: 'blue' }), 'colour'],
      ] as const,
      { rest: (body) => ctx.h.rest('POST', '/savings/goals', { token, body }) },
    );
    // The boundaries that pass: a 100-character name and a target of exactly 1.00.
    expectEnvelope(await ctx.h.rest('POST', '/savings/goals', { token, body: goal({ name: 'x'.repeat(100), targetAmount: '1.00' }) }), 200, 'SUCCESS');
  });
});
