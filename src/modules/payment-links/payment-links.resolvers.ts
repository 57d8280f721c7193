import { changed } from '../../graphql/mutation-payload.js';
import { presentFields } from '../../graphql/present-fields.js';
import type { MutationCreatePaymentLinkArgs, Resolvers } from '../../generated/graphql.js';
import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';
import { metadataFromEntries, metadataUpdateOf } from '../../platform/metadata.js';

export const paymentLinksResolvers: Resolvers = {
  Query: {
    paymentLinks: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.paymentLinks.list(requireUser(ctx.principal, ['MERCHANT']), page)),
    searchPaymentLinks: (_parent, { query, ...args }, ctx) =>
      connectionOf(args, (page) => ctx.services.paymentLinks.list(requireUser(ctx.principal, ['MERCHANT']), page, query)),
    paymentLink: (_parent, { id }, ctx) => ctx.services.paymentLinks.get(requireUser(ctx.principal, ['MERCHANT']), id),
  },
  Mutation: {
    createPaymentLink: changed(
      'paymentLink',
      idempotentMutation({
        name: 'createPaymentLink',
        run: async (principal, { input }: MutationCreatePaymentLinkArgs, ctx) => ({
          id: (
            await ctx.services.paymentLinks.create(principal, {
              ...presentFields(input),
              expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : undefined,
              metadata: metadataFromEntries(input.metadata),
            })
          ).id,
        }),
        answer: (stored, principal, ctx) => ctx.services.paymentLinks.get(principal, stored.id),
      }),
    ),
    updatePaymentLink: changed('paymentLink', (_parent, { input: { id, metadata } }, ctx) =>
      ctx.services.paymentLinks.update(requireUser(ctx.principal, ['MERCHANT']), id, metadataUpdateOf(metadata)),
    ),
    deactivatePaymentLink: changed('paymentLink', (_parent, { input: { id } }, ctx) =>
      ctx.services.paymentLinks.deactivate(requireUser(ctx.principal, ['MERCHANT']), id),
    ),
  },
};
