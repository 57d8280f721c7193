import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';
import { recipientToJson, type RecipientModel } from './recipients.service.js';

const fromJson = (r: ReturnType<typeof recipientToJson>): RecipientModel => ({
  ...r,
  lastUsedAt: r.lastUsedAt ? new Date(r.lastUsedAt) : null,
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
});

export const recipientsResolvers: Resolvers = {
  Query: {
    recipients: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.recipients.list(requireUser(ctx.principal), page)),
    recipient: (_parent, { id }, ctx) => ctx.services.recipients.get(requireUser(ctx.principal), id),
  },
  Mutation: {
    createRecipient: async (_parent, { input, idempotencyKey }, ctx) => {
      const principal = requireUser(ctx.principal);
      const result = await ctx.services.idempotency.run(`graphql:${principal.userId}:createRecipient`, idempotencyKey ?? undefined, input, async () => ({
        status: 200,
        body: recipientToJson(await ctx.services.recipients.create(principal, input)),
      }));
      return fromJson(result.body);
    },
    updateRecipient: (_parent, { id, input }, ctx) => ctx.services.recipients.update(requireUser(ctx.principal), id, input),
    deleteRecipient: async (_parent, { id }, ctx) => {
      await ctx.services.recipients.remove(requireUser(ctx.principal), id);
      return true;
    },
  },
};
