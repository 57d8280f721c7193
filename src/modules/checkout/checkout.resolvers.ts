import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';
import { moneyIn } from '../../platform/money.js';
import { connectionOf } from '../../platform/pagination.js';

export const checkoutResolvers: Resolvers = {
  Query: {
    payments: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.checkout.payments(requireUser(ctx.principal, ['MERCHANT']), page)),
    payment: (_parent, { id }, ctx) => ctx.services.checkout.payment(requireUser(ctx.principal, ['MERCHANT']), id),
  },
  Payment: {
    amount: (p) => moneyIn(p, p.amount),
    fee: (p) => moneyIn(p, p.fee),
  },
};
