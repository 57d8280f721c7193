import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';

export const referralsResolvers: Resolvers = {
  Query: {
    referralSummary: (_parent, _args, ctx) => ctx.services.referrals.summary(requireUser(ctx.principal)),
    referrals: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.referrals.list(requireUser(ctx.principal), page)),
    referral: (_parent, { id }, ctx) => ctx.services.referrals.get(requireUser(ctx.principal), id),
    referralRewards: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.referrals.rewards(requireUser(ctx.principal), page)),
  },
};
