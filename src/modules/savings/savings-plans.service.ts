import { z } from 'zod';
import { inTransaction, type DB } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { DomainError } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import { AmountInput, currencyOf, moneyIn } from '../../platform/money.js';
import type { Page } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { OwnedSchedules, type ScheduleOccurrenceModel, ScheduleFields, scheduledFields, type SchedulesService } from '../schedules/schedules.service.js';
import type { ScheduleRow } from '../schedules/schedules.tables.js';
import type { SavingsService } from './savings.service.js';
import type { UserDirectory } from '../identity/user-directory.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import type { SavingsPlanJson } from './savings-plans.json.js';

export const SAVINGS_PLAN_KIND = 'SAVINGS_PLAN';

export const CreateSavingsPlanInput = z.strictObject({
  goalId: z.string({ error: 'goalId is required' }).trim().min(1, 'goalId is required').max(64, 'goalId must be at most 64 characters'),
  amount: AmountInput,
  ...ScheduleFields,
});

export type SavingsPlanModel = ModelOf<typeof SavingsPlanJson>;

/**
 * Auto-save plans: on each date of its schedule, a plan moves its amount from the wallet into its
 * goal, as a deposit would (the goal's row lock serialises it with the owner's own moves). A date
 * the wallet cannot pay is skipped with its reason and announced (savings.plan_execution_skipped);
 * a closed goal ends the plan.
 */
export class SavingsPlansService {
  private readonly owned: OwnedSchedules<SavingsPlanModel>;

  constructor(
    private readonly deps: { db: DB; clock: AccountClock; ledger: LedgerService; savings: SavingsService; schedules: SchedulesService; users: UserDirectory },
  ) {
    this.owned = new OwnedSchedules(deps.schedules, deps.db, SAVINGS_PLAN_KIND, 'Savings plan', (schedules) => this.describe(schedules));
    deps.schedules.onOccurrence(SAVINGS_PLAN_KIND, {
      run: async (tx, schedule) => {
        const plan = await tx.selectFrom('savings_plans').selectAll().where('id', '=', schedule.id).executeTakeFirstOrThrow();
        const moved = await this.deps.savings.depositFromPlan(tx, plan.user_id, plan.goal_id, BigInt(plan.amount));
        return 'goalClosed' in moved ? { end: 'GOAL_CLOSED' } : { reference: moved.entryId };
      },
      skipped: async (tx, schedule, date, error) => {
        const plan = await tx
          .selectFrom('savings_plans')
          .innerJoin('savings_goals', 'savings_goals.id', 'savings_plans.goal_id')
          .select(['savings_plans.goal_id', 'savings_plans.amount', 'savings_goals.currency'])
          .where('savings_plans.id', '=', schedule.id)
          .executeTakeFirstOrThrow();
        const inCurrency = currencyOf(plan.currency);
        await recordEvent(tx, this.deps.clock, {
          type: 'savings.plan_execution_skipped',
          ownerId: schedule.user_id,
          data: {
            plan: { id: schedule.id, goalId: plan.goal_id, amount: inCurrency.of(BigInt(plan.amount)).format(), currency: plan.currency },
            date,
            reason: error.code,
            message: error.message,
          },
        });
      },
    });
  }

  async create(principal: UserPrincipal, rawInput: unknown): Promise<SavingsPlanModel> {
    const input = parseInput(CreateSavingsPlanInput, rawInput);
    const goal = await this.deps.savings.get(principal, input.goalId).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'NOT_FOUND')
        throw new DomainError('NOT_FOUND', 'Savings goal not found.', { fields: [{ field: 'goalId', message: 'no such goal of yours' }] });
      throw error;
    });
    if (goal.status === 'CLOSED') throw new DomainError('GOAL_CLOSED', 'This savings goal is closed.', { fields: [{ field: 'goalId', message: 'closed' }] });
    const amount = currencyOf(goal.currency).parsePositive(input.amount).minor;
    if (amount < currencyOf(goal.currency).unit)
      throw new DomainError('BAD_REQUEST', 'Invalid request: amount: must be at least 1.00', {
        fields: [{ field: 'amount', message: 'must be at least 1.00' }],
      });
    const country = await this.deps.users.countryOf(this.deps.db, principal.userId);
    const id = newId('sp');
    await inTransaction(this.deps.db, async (tx) => {
      await this.deps.schedules.create(tx, {
        id,
        kind: SAVINGS_PLAN_KIND,
        userId: principal.userId,
        frequency: input.frequency,
        startDate: input.startDate,
        timeZone: input.timeZone,
        country,
      });
      await tx
        .insertInto('savings_plans')
        .values({ id, user_id: principal.userId, goal_id: goal.id, amount: amount.toString(), created_at: this.deps.clock.now() })
        .execute();
    });
    return this.get(principal, id);
  }

  list(principal: UserPrincipal, page: Page): Promise<SavingsPlanModel[]> {
    return this.owned.list(principal.userId, page);
  }

  get(principal: UserPrincipal, id: string): Promise<SavingsPlanModel> {
    return this.owned.get(principal.userId, id);
  }

  pause(principal: UserPrincipal, id: string): Promise<SavingsPlanModel> {
    return this.owned.pause(principal.userId, id);
  }

  resume(principal: UserPrincipal, id: string): Promise<SavingsPlanModel> {
    return this.owned.resume(principal.userId, id);
  }

  upcoming(principal: UserPrincipal, id: string, count: unknown): Promise<string[]> {
    return this.owned.upcoming(principal.userId, id, count);
  }

  pastOccurrences(principal: UserPrincipal, id: string, count: unknown): Promise<ScheduleOccurrenceModel[]> {
    return this.owned.past(principal.userId, id, count);
  }

  /** Plans as models: each schedule with its plan's goal and amount. */
  private async describe(schedules: ScheduleRow[]): Promise<SavingsPlanModel[]> {
    if (schedules.length === 0) return [];
    const rows = await this.deps.db
      .selectFrom('savings_plans')
      .innerJoin('savings_goals', 'savings_goals.id', 'savings_plans.goal_id')
      .selectAll('savings_plans')
      .select('savings_goals.currency')
      .where(
        'savings_plans.id',
        'in',
        schedules.map((s) => s.id),
      )
      .execute();
    const plans = new Map(rows.map((r) => [r.id, r]));
    return Promise.all(
      schedules.map(async (schedule) => {
        const plan = plans.get(schedule.id)!;
        return {
          id: plan.id,
          goalId: plan.goal_id,
          amount: moneyIn(plan, plan.amount),
          currency: plan.currency,
          ...scheduledFields(schedule),
          nextDebitDate: schedule.next_run_date,
          createdAt: schedule.created_at,
        };
      }),
    );
  }
}
