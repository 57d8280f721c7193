import { metadataFromEntries } from '../../platform/metadata.js';
import { changed } from '../../graphql/mutation-payload.js';
import type { z } from 'zod';
import { toWire } from '../../platform/wire.js';
import { RecipientJson } from './recipients.service.js';
import type { MutationCreateRecipientArgs, Resolvers } from '../../generated/graphql.js';
import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';
import type { RecipientModel } from './recipients.service.js';

const fromJson = (r: z.input<typeof RecipientJson>): RecipientModel => ({
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
    createRecipient: changed(
      'recipient',
      idempotentMutation({
        name: 'createRecipient',
        run: async (principal, { input }: MutationCreateRecipientArgs, ctx) =>
          toWire(RecipientJson, await ctx.services.recipients.create(principal, { ...input, metadata: metadataFromEntries(input.metadata) })),
        answer: (stored) => fromJson(stored),
      }),
    ),
    updateRecipient: changed('recipient', (_parent, { input: { id, ...input } }, ctx) =>
      ctx.services.recipients.update(requireUser(ctx.principal), id, { ...input, metadata: metadataFromEntries(input.metadata) }),
    ),
    deleteRecipient: changed('deletedRecipientId', async (_parent, { input: { id } }, ctx) => {
      await ctx.services.recipients.remove(requireUser(ctx.principal), id);
      return id;
    }),
  },
};
