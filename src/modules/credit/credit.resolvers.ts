import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';

export const creditResolvers: Resolvers = {
  Query: {
    creditScore: (_parent, _args, ctx) => ctx.services.credit.score(requireUser(ctx.principal)),
    creditHistory: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.credit.history(requireUser(ctx.principal), page)),
  },
};
