import { toWire, wireOf } from '../../platform/wire.js';
import { z } from 'zod';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { OccurrencesJson } from '../schedules/schedules.json.js';
import { PreviewQuery } from '../schedules/schedules.service.js';
import { SavingsPlanJson } from './savings-plans.json.js';
import { CreateSavingsPlanInput } from './savings-plans.service.js';
import { CreateSavingsGoalInput, GoalMoveInput, SavingsGoalJson, UpdateSavingsGoalInput } from './savings.service.js';

const GoalParams = z.object({ id: z.string().describe('sg_…') });
const PlanParams = z.object({ id: z.string().describe('sp_…') });

export function savingsRoutes(): AnyRoute[] {
  const tags = ['Savings'];
  return [
    route({
      method: 'POST',
      url: '/savings/goals',
      operationId: 'createSavingsGoal',
      tags,
      auth: 'user',
      body: CreateSavingsGoalInput,
      idempotent: true,
      response: SavingsGoalJson,
      summary:
        'Create a savings goal (name 1-100 characters, targetAmount at least 1.00, currency, optional targetDate); its money is kept in its own ledger account',
      handler: async ({ services, principal, body }) => toWire(SavingsGoalJson, await services.savings.create(principal, body)),
    }),
    route({
      method: 'GET',
      url: '/savings/goals',
      operationId: 'listSavingsGoals',
      tags,
      auth: 'user',
      query: PageQuery,
      response: restPage(SavingsGoalJson),
      summary: 'List savings goals, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.savings.list(principal, page), wireOf(SavingsGoalJson)),
    }),
    route({
      method: 'GET',
      url: '/savings/goals/:id',
      operationId: 'retrieveSavingsGoal',
      tags,
      auth: 'user',
      params: GoalParams,
      response: SavingsGoalJson,
      summary: 'A savings goal with its saved amount and progress',
      handler: async ({ services, principal, params }) => toWire(SavingsGoalJson, await services.savings.get(principal, params.id)),
    }),
    route({
      method: 'POST',
      url: '/savings/goals/:id',
      operationId: 'updateSavingsGoal',
      tags,
      auth: 'user',
      params: GoalParams,
      body: UpdateSavingsGoalInput,
      idempotent: true,
      response: SavingsGoalJson,
      summary:
        "Update a savings goal's metadata, as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay",
      handler: async ({ services, principal, params, body }) => toWire(SavingsGoalJson, await services.savings.update(principal, params.id, body)),
    }),
    route({
      method: 'POST',
      url: '/savings/goals/:id/deposit',
      operationId: 'depositToSavingsGoal',
      tags,
      auth: 'user',
      params: GoalParams,
      body: GoalMoveInput,
      idempotent: true,
      response: SavingsGoalJson,
      errors: ['INSUFFICIENT_FUNDS', 'CURRENCY_ACCOUNT_MISSING', 'GOAL_CLOSED'],
      summary: "Move money from the wallet's account in the goal's currency into the goal ({amount}); reaching the target completes the goal",
      handler: async ({ services, principal, params, body }) => toWire(SavingsGoalJson, await services.savings.deposit(principal, params.id, body)),
    }),
    route({
      method: 'POST',
      url: '/savings/goals/:id/withdraw',
      operationId: 'withdrawFromSavingsGoal',
      tags,
      auth: 'user',
      params: GoalParams,
      body: GoalMoveInput,
      idempotent: true,
      response: SavingsGoalJson,
      errors: ['INSUFFICIENT_FUNDS', 'CURRENCY_ACCOUNT_MISSING', 'GOAL_CLOSED', 'KYC_LIMIT_EXCEEDED'],
      summary: 'Move money from the goal back to the wallet ({amount}); more than the goal holds is 409 INSUFFICIENT_FUNDS',
      handler: async ({ services, principal, params, body }) => toWire(SavingsGoalJson, await services.savings.withdraw(principal, params.id, body)),
    }),
    route({
      method: 'POST',
      url: '/savings/goals/:id/close',
      operationId: 'closeSavingsGoal',
      tags,
      auth: 'user',
      params: GoalParams,
      response: SavingsGoalJson,
      errors: ['GOAL_NOT_EMPTY'],
      summary: 'Close an empty goal (409 GOAL_NOT_EMPTY while it holds money)',
      handler: async ({ services, principal, params }) => toWire(SavingsGoalJson, await services.savings.close(principal, params.id)),
    }),
    route({
      method: 'POST',
      url: '/savings/plans',
      operationId: 'createSavingsPlan',
      tags,
      auth: 'user',
      body: CreateSavingsPlanInput,
      idempotent: true,
      response: SavingsPlanJson,
      errors: ['NOT_FOUND', 'GOAL_CLOSED'],
      summary:
        "Create an auto-save plan: {goalId, amount at least 1.00, frequency daily/weekly/monthly, startDate today or later, optional IANA timeZone (by default your country's)}",
      handler: async ({ services, principal, body }) => toWire(SavingsPlanJson, await services.savingsPlans.create(principal, body)),
    }),
    route({
      method: 'GET',
      url: '/savings/plans',
      operationId: 'listSavingsPlans',
      tags,
      auth: 'user',
      query: PageQuery,
      response: restPage(SavingsPlanJson),
      summary: 'Auto-save plans, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.savingsPlans.list(principal, page), wireOf(SavingsPlanJson)),
    }),
    route({
      method: 'GET',
      url: '/savings/plans/:id',
      operationId: 'retrieveSavingsPlan',
      tags,
      auth: 'user',
      params: PlanParams,
      response: SavingsPlanJson,
      summary: 'One auto-save plan',
      handler: async ({ services, principal, params }) => toWire(SavingsPlanJson, await services.savingsPlans.get(principal, params.id)),
    }),
    route({
      method: 'PUT',
      url: '/savings/plans/:id/pause',
      operationId: 'pauseSavingsPlan',
      tags,
      auth: 'user',
      params: PlanParams,
      response: SavingsPlanJson,
      errors: ['SCHEDULE_ENDED'],
      summary: 'Pause a plan: no debit until it is resumed',
      handler: async ({ services, principal, params }) => toWire(SavingsPlanJson, await services.savingsPlans.pause(principal, params.id)),
    }),
    route({
      method: 'PUT',
      url: '/savings/plans/:id/resume',
      operationId: 'resumeSavingsPlan',
      tags,
      auth: 'user',
      params: PlanParams,
      response: SavingsPlanJson,
      errors: ['SCHEDULE_ENDED'],
      summary: 'Resume a paused plan from today on; dates missed while paused are not debited',
      handler: async ({ services, principal, params }) => toWire(SavingsPlanJson, await services.savingsPlans.resume(principal, params.id)),
    }),
    route({
      method: 'GET',
      url: '/savings/plans/:id/occurrences',
      operationId: 'listSavingsPlanOccurrences',
      graphql: 'SavingsPlan.occurrences',
      tags,
      auth: 'user',
      params: PlanParams,
      query: PreviewQuery,
      response: OccurrencesJson,
      summary:
        'Upcoming debit dates: the next count (1-100, default 5) with every calendar rule applied, and the latest dates that came due (debited or skipped, with the reason)',
      handler: async ({ services, principal, params, query }) => ({
        id: params.id,
        upcoming: await services.savingsPlans.upcoming(principal, params.id, query.count),
        past: await services.savingsPlans.pastOccurrences(principal, params.id, query.count),
      }),
    }),
  ];
}
