import { metadataFromEntries, metadataUpdateOf } from '../../platform/metadata.js';
import { changed } from '../../graphql/mutation-payload.js';
import { presentFields } from '../../graphql/present-fields.js';
import type {
  MutationCreateSavingsGoalArgs,
  MutationCreateSavingsPlanArgs,
  MutationDepositToSavingsGoalArgs,
  MutationWithdrawFromSavingsGoalArgs,
  Resolvers,
} from '../../generated/graphql.js';
import { asFormerArguments, idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';
import { goalFromRecord, goalToRecord } from './savings.service.js';

export const savingsResolvers: Resolvers = {
  Query: {
    savingsGoals: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.savings.list(requireUser(ctx.principal), page)),
    savingsGoal: (_parent, { id }, ctx) => ctx.services.savings.get(requireUser(ctx.principal), id),
    savingsPlans: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.savingsPlans.list(requireUser(ctx.principal), page)),
    savingsPlan: (_parent, { id }, ctx) => ctx.services.savingsPlans.get(requireUser(ctx.principal), id),
  },
  Mutation: {
    createSavingsGoal: changed(
      'savingsGoal',
      idempotentMutation({
        name: 'createSavingsGoal',
        run: async (principal, { input }: MutationCreateSavingsGoalArgs, ctx) =>
          goalToRecord(await ctx.services.savings.create(principal, { ...input, metadata: metadataFromEntries(input.metadata) })),
        answer: (stored) => goalFromRecord(stored),
      }),
    ),
    depositToSavingsGoal: changed(
      'savingsGoal',
      idempotentMutation({
        name: 'depositToSavingsGoal',
        request: asFormerArguments,
        run: async (principal, { input: { id, amount } }: MutationDepositToSavingsGoalArgs, ctx) =>
          goalToRecord(await ctx.services.savings.deposit(principal, id, { amount })),
        answer: (stored) => goalFromRecord(stored),
      }),
    ),
    withdrawFromSavingsGoal: changed(
      'savingsGoal',
      idempotentMutation({
        name: 'withdrawFromSavingsGoal',
        request: asFormerArguments,
        run: async (principal, { input: { id, amount } }: MutationWithdrawFromSavingsGoalArgs, ctx) =>
          goalToRecord(await ctx.services.savings.withdraw(principal, id, { amount })),
        answer: (stored) => goalFromRecord(stored),
      }),
    ),
    updateSavingsGoal: changed('savingsGoal', (_parent, { input: { id, metadata } }, ctx) =>
      ctx.services.savings.update(requireUser(ctx.principal), id, metadataUpdateOf(metadata)),
    ),
    closeSavingsGoal: changed('savingsGoal', (_parent, { input: { id } }, ctx) => ctx.services.savings.close(requireUser(ctx.principal), id)),
    createSavingsPlan: changed(
      'savingsPlan',
      idempotentMutation({
        name: 'createSavingsPlan',
        run: async (principal, { input }: MutationCreateSavingsPlanArgs, ctx) => ({
          id: (await ctx.services.savingsPlans.create(principal, presentFields(input))).id,
        }),
        answer: (stored, principal, ctx) => ctx.services.savingsPlans.get(principal, stored.id),
      }),
    ),
    pauseSavingsPlan: changed('savingsPlan', (_parent, { input: { id } }, ctx) => ctx.services.savingsPlans.pause(requireUser(ctx.principal), id)),
    resumeSavingsPlan: changed('savingsPlan', (_parent, { input: { id } }, ctx) => ctx.services.savingsPlans.resume(requireUser(ctx.principal), id)),
  },
  SavingsPlan: {
    upcomingDates: (plan, { count }, ctx) => ctx.services.savingsPlans.upcoming(requireUser(ctx.principal), plan.id, count),
    occurrences: (plan, { last }, ctx) => ctx.services.savingsPlans.pastOccurrences(requireUser(ctx.principal), plan.id, last),
  },
};
