import { changed } from '../../graphql/mutation-payload.js';
import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';

export const sandboxClockResolvers: Resolvers = {
  Query: {
    sandboxClock: (_parent, _args, ctx) => ctx.services.sandboxClock.read(requireUser(ctx.principal, ['MERCHANT'])),
  },
  Mutation: {
    advanceSandboxClock: changed('sandboxClockAdvance', async (_parent, { input }, ctx) => {
      const advance = await ctx.services.sandboxClock.advance(requireUser(ctx.principal, ['MERCHANT']), {
        ...(input.seconds != null ? { seconds: input.seconds } : {}),
        ...(input.to != null ? { to: new Date(input.to).toISOString() } : {}),
      });
      return advance;
    }),
  },
};
