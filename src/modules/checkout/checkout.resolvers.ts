import { changed } from '../../graphql/mutation-payload.js';
import { presentFields } from '../../graphql/present-fields.js';
import type { MutationRefundPaymentArgs, Resolvers } from '../../generated/graphql.js';
import { asFormerArguments, idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';
import { metadataFromEntries, metadataUpdateOf } from '../../platform/metadata.js';

export const checkoutResolvers: Resolvers = {
  Query: {
    paymentRefund: (_parent, { id }, ctx) => ctx.services.refunds.get(requireUser(ctx.principal, ['MERCHANT']), id),
    payments: (_parent, { filter, ...args }, ctx) =>
      connectionOf(args, (page) => ctx.services.checkout.payments(requireUser(ctx.principal, ['MERCHANT']), page, presentFields(filter))),
    searchPayments: (_parent, { query, ...args }, ctx) =>
      connectionOf(args, (page) => ctx.services.checkout.payments(requireUser(ctx.principal, ['MERCHANT']), page, { query })),
    searchRefunds: (_parent, { query, ...args }, ctx) =>
      connectionOf(args, (page) => ctx.services.refunds.search(requireUser(ctx.principal, ['MERCHANT']), page, query)),
    paymentVolume: (_parent, { days }, ctx) => ctx.services.checkout.dailyVolume(requireUser(ctx.principal, ['MERCHANT']), days),
    payment: (_parent, { id }, ctx) => ctx.services.checkout.payment(requireUser(ctx.principal, ['MERCHANT']), id),
  },
  Mutation: {
    updateRefund: changed('refund', (_parent, { input: { id, metadata } }, ctx) =>
      ctx.services.refunds.update(requireUser(ctx.principal, ['MERCHANT']), id, metadataUpdateOf(metadata)),
    ),
    updatePayment: changed('payment', (_parent, { input: { id, metadata } }, ctx) =>
      ctx.services.checkout.updatePayment(requireUser(ctx.principal, ['MERCHANT']), id, metadataUpdateOf(metadata)),
    ),
    refundPayment: changed(
      'refund',
      idempotentMutation({
        name: 'refundPayment',
        request: asFormerArguments,
        run: async (principal, { input: { id, amount, reason, metadata } }: MutationRefundPaymentArgs, ctx) => ({
          id: (
            await ctx.services.refunds.refund(principal, id, {
              amount: amount ?? undefined,
              reason: reason ?? undefined,
              metadata: metadataFromEntries(metadata),
            })
          ).id,
        }),
        answer: (stored, principal, ctx) => ctx.services.refunds.get(principal, stored.id),
      }),
    ),
  },
  // The refunded payment's new refunded amount and status, so a normalized cache shows them without a refetch.
  RefundPaymentPayload: {
    payment: (p, _args, ctx) => (p.refund ? ctx.services.checkout.payment(requireUser(ctx.principal, ['MERCHANT']), p.refund.paymentId) : null),
  },
  Payment: {
    refunds: (p, _args, ctx) => ctx.services.refunds.list(requireUser(ctx.principal), p.id),
    refundConnection: (p, args, ctx) => connectionOf(args, (page) => ctx.services.refunds.list(requireUser(ctx.principal), p.id, page)),
  },
};
