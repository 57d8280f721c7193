import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';
import { money } from '../wallets/wallets.json.js';

export const paymentRequestsResolvers: Resolvers = {
  Query: {
    sentPaymentRequests: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.paymentRequests.list(requireUser(ctx.principal), 'sent', { status: args.status ?? undefined }, page)),
    receivedPaymentRequests: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.paymentRequests.list(requireUser(ctx.principal), 'received', { status: args.status ?? undefined }, page)),
    paymentRequest: (_parent, { id }, ctx) => ctx.services.paymentRequests.get(requireUser(ctx.principal), id),
  },
  Mutation: {
    createPaymentRequest: async (_parent, { input, idempotencyKey }, ctx) => {
      const principal = requireUser(ctx.principal);
      const result = await ctx.services.idempotency.run(`graphql:${principal.userId}:createPaymentRequest`, idempotencyKey ?? undefined, input, async () => ({
        status: 200,
        body: { id: (await ctx.services.paymentRequests.create(principal, input)).id },
      }));
      return ctx.services.paymentRequests.get(principal, result.body.id);
    },
    acceptPaymentRequest: async (_parent, { id, idempotencyKey }, ctx) => {
      const principal = requireUser(ctx.principal);
      await ctx.services.idempotency.run(`graphql:${principal.userId}:acceptPaymentRequest`, idempotencyKey ?? undefined, { id }, async () => ({
        status: 200,
        body: { id: (await ctx.services.paymentRequests.accept(principal, id)).id },
      }));
      return ctx.services.paymentRequests.get(principal, id);
    },
    rejectPaymentRequest: (_parent, { id }, ctx) => ctx.services.paymentRequests.reject(requireUser(ctx.principal), id),
    cancelPaymentRequest: (_parent, { id }, ctx) => ctx.services.paymentRequests.cancel(requireUser(ctx.principal), id),
  },
  PaymentRequest: {
    amount: (r) => money(r.amount, r.exponent, r.currency),
  },
};
