import { changed, payload } from '../../graphql/mutation-payload.js';
import type { Resolvers } from '../../generated/graphql.js';
import { connectionOf } from '../../platform/pagination.js';

export const secretKeysResolvers: Resolvers = {
  Query: {
    secretKeys: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.secretKeys.list(ctx.principal, page)),
    secretKey: (_parent, { id }, ctx) => ctx.services.secretKeys.get(ctx.principal, id),
  },
  Mutation: {
    createSecretKey: payload((_parent, { input }, ctx) => ctx.services.secretKeys.create(ctx.principal, input)),
    rollSecretKey: payload(async (_parent, { input: { id, ...input } }, ctx) => {
      const { rolled, ...fresh } = await ctx.services.secretKeys.roll(ctx.principal, id, input ?? {});
      return { ...fresh, rolledSecretKey: rolled };
    }),
    revokeSecretKey: changed('secretKey', (_parent, { input: { id } }, ctx) => ctx.services.secretKeys.revoke(ctx.principal, id)),
  },
};
