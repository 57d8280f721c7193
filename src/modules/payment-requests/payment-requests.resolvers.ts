import { changed } from '../../graphql/mutation-payload.js';
import type { MutationAcceptPaymentRequestArgs, MutationCreatePaymentRequestArgs, Resolvers } from '../../generated/graphql.js';
import { asFormerArguments, idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { metadataFromEntries, metadataUpdateOf } from '../../platform/metadata.js';
import { connectionOf } from '../../platform/pagination.js';

export const paymentRequestsResolvers: Resolvers = {
  Query: {
    sentPaymentRequests: (_parent, args, ctx) =>
      connectionOf(args, (page) => ctx.services.paymentRequests.list(requireUser(ctx.principal), 'sent', { status: args.status ?? undefined }, page)),
    receivedPaymentRequests: (_parent, args, ctx) =>
      connectionOf(args, (page) => ctx.services.paymentRequests.list(requireUser(ctx.principal), 'received', { status: args.status ?? undefined }, page)),
    paymentRequest: (_parent, { id }, ctx) => ctx.services.paymentRequests.get(requireUser(ctx.principal), id),
  },
  Mutation: {
    createPaymentRequest: changed(
      'paymentRequest',
      idempotentMutation({
        name: 'createPaymentRequest',
        run: async (principal, { input }: MutationCreatePaymentRequestArgs, ctx) => ({
          id: (await ctx.services.paymentRequests.create(principal, { ...input, metadata: metadataFromEntries(input.metadata) })).id,
        }),
        answer: ({ id }, principal, ctx) => ctx.services.paymentRequests.get(principal, id),
      }),
    ),
    acceptPaymentRequest: changed(
      'paymentRequest',
      idempotentMutation({
        name: 'acceptPaymentRequest',
        request: asFormerArguments,
        run: async (principal, { input: { id } }: MutationAcceptPaymentRequestArgs, ctx) => ({
          id: (await ctx.services.paymentRequests.accept(principal, id)).id,
        }),
        answer: ({ id }, principal, ctx) => ctx.services.paymentRequests.get(principal, id),
      }),
    ),
    updatePaymentRequest: changed('paymentRequest', (_parent, { input: { id, metadata } }, ctx) =>
      ctx.services.paymentRequests.update(requireUser(ctx.principal), id, metadataUpdateOf(metadata)),
    ),
    rejectPaymentRequest: changed('paymentRequest', (_parent, { input: { id } }, ctx) => ctx.services.paymentRequests.reject(requireUser(ctx.principal), id)),
    cancelPaymentRequest: changed('paymentRequest', (_parent, { input: { id } }, ctx) => ctx.services.paymentRequests.cancel(requireUser(ctx.principal), id)),
  },
};
