import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';
import { moneyIn } from '../../platform/money.js';
import { connectionOf } from '../../platform/pagination.js';

export const billsResolvers: Resolvers = {
  Query: {
    billProviders: async (_parent, args, ctx) => {
      requireUser(ctx.principal);
      const providers = await ctx.services.bills.providers({
        ...(args.category ? { category: args.category } : {}),
        ...(args.country ? { country: args.country } : {}),
      });
      return connectionOf(args, async (page) => providers.slice(page.offset, page.offset + page.limit));
    },
    savedBillers: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.bills.savedBillers(requireUser(ctx.principal), page)),
  },
  Mutation: {
    saveBiller: (_parent, { input }, ctx) => ctx.services.bills.saveBiller(requireUser(ctx.principal), input),
    deleteSavedBiller: async (_parent, { id }, ctx) => {
      await ctx.services.bills.deleteSavedBiller(requireUser(ctx.principal), id);
      return true;
    },
  },
  BillProvider: {
    minAmount: (provider) => moneyIn(provider, provider.minAmount),
    maxAmount: (provider) => moneyIn(provider, provider.maxAmount),
    fee: (provider) => moneyIn(provider, provider.fee),
  },
};
