import type {
  MutationCreateSavingsGoalArgs,
  MutationDepositToSavingsGoalArgs,
  MutationWithdrawFromSavingsGoalArgs,
  Resolvers,
} from '../../generated/graphql.js';
import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { moneyIn } from '../../platform/money.js';
import { connectionOf } from '../../platform/pagination.js';
import { goalFromRecord, goalToRecord, progressOf } from './savings.service.js';

export const savingsResolvers: Resolvers = {
  Query: {
    savingsGoals: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.savings.list(requireUser(ctx.principal), page)),
    savingsGoal: (_parent, { id }, ctx) => ctx.services.savings.get(requireUser(ctx.principal), id),
  },
  Mutation: {
    createSavingsGoal: idempotentMutation({
      name: 'createSavingsGoal',
      run: async (principal, { input }: MutationCreateSavingsGoalArgs, ctx) => goalToRecord(await ctx.services.savings.create(principal, input)),
      answer: (stored) => goalFromRecord(stored),
    }),
    depositToSavingsGoal: idempotentMutation({
      name: 'depositToSavingsGoal',
      run: async (principal, { id, amount }: MutationDepositToSavingsGoalArgs, ctx) =>
        goalToRecord(await ctx.services.savings.deposit(principal, id, { amount })),
      answer: (stored) => goalFromRecord(stored),
    }),
    withdrawFromSavingsGoal: idempotentMutation({
      name: 'withdrawFromSavingsGoal',
      run: async (principal, { id, amount }: MutationWithdrawFromSavingsGoalArgs, ctx) =>
        goalToRecord(await ctx.services.savings.withdraw(principal, id, { amount })),
      answer: (stored) => goalFromRecord(stored),
    }),
    closeSavingsGoal: (_parent, { id }, ctx) => ctx.services.savings.close(requireUser(ctx.principal), id),
  },
  SavingsGoal: {
    targetAmount: (goal) => moneyIn(goal, goal.targetAmount),
    savedAmount: (goal) => moneyIn(goal, goal.savedAmount),
    progress: (goal) => progressOf(goal),
  },
};
