import { z } from 'zod';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { CreateSavingsGoalInput, GoalMoveInput, goalToJson, SavingsGoalJson } from './savings.service.js';

const GoalParams = z.object({ id: z.string().describe('sg_…') });

export function savingsRoutes(): AnyRoute[] {
  const tags = ['Savings'];
  return [
    route({
      method: 'POST',
      url: '/savings/goals',
      tags,
      auth: 'user',
      body: CreateSavingsGoalInput,
      idempotent: true,
      response: SavingsGoalJson,
      summary:
        'Create a savings goal (name 1-100 characters, targetAmount at least 1.00, currency, optional targetDate); its money is kept in its own ledger account',
      handler: async ({ services, principal, body }) => goalToJson(await services.savings.create(principal, body)),
    }),
    route({
      method: 'GET',
      url: '/savings/goals',
      tags,
      auth: 'user',
      query: PageQuery,
      response: restPage(SavingsGoalJson),
      summary: 'List savings goals, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.savings.list(principal, page), goalToJson),
    }),
    route({
      method: 'GET',
      url: '/savings/goals/:id',
      tags,
      auth: 'user',
      params: GoalParams,
      response: SavingsGoalJson,
      summary: 'A savings goal with its saved amount and progress',
      handler: async ({ services, principal, params }) => goalToJson(await services.savings.get(principal, params.id)),
    }),
    route({
      method: 'POST',
      url: '/savings/goals/:id/deposit',
      tags,
      auth: 'user',
      params: GoalParams,
      body: GoalMoveInput,
      idempotent: true,
      response: SavingsGoalJson,
      errors: ['INSUFFICIENT_FUNDS', 'CURRENCY_ACCOUNT_MISSING', 'GOAL_CLOSED'],
      summary: "Move money from the wallet's account in the goal's currency into the goal ({amount}); reaching the target completes the goal",
      handler: async ({ services, principal, params, body }) => goalToJson(await services.savings.deposit(principal, params.id, body)),
    }),
    route({
      method: 'POST',
      url: '/savings/goals/:id/withdraw',
      tags,
      auth: 'user',
      params: GoalParams,
      body: GoalMoveInput,
      idempotent: true,
      response: SavingsGoalJson,
      errors: ['INSUFFICIENT_FUNDS', 'CURRENCY_ACCOUNT_MISSING', 'GOAL_CLOSED', 'KYC_LIMIT_EXCEEDED'],
      summary: 'Move money from the goal back to the wallet ({amount}); more than the goal holds is 409 INSUFFICIENT_FUNDS',
      handler: async ({ services, principal, params, body }) => goalToJson(await services.savings.withdraw(principal, params.id, body)),
    }),
    route({
      method: 'POST',
      url: '/savings/goals/:id/close',
      tags,
      auth: 'user',
      params: GoalParams,
      response: SavingsGoalJson,
      errors: ['GOAL_NOT_EMPTY'],
      summary: 'Close an empty goal (409 GOAL_NOT_EMPTY while it holds money)',
      handler: async ({ services, principal, params }) => goalToJson(await services.savings.close(principal, params.id)),
    }),
  ];
}
