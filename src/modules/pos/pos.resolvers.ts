import type { MutationPosSaleArgs, Resolvers } from '../../generated/graphql.js';
import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { moneyIn } from '../../platform/money.js';
import { connectionOf } from '../../platform/pagination.js';

export const posResolvers: Resolvers = {
  Query: {
    posCatalog: (_parent, args, ctx) =>
      connectionOf(args, (page) => ctx.services.pos.catalog(requireUser(ctx.principal, ['MERCHANT']), page, args.includeArchived ?? false)),
    posSales: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.pos.sales(requireUser(ctx.principal, ['MERCHANT']), page)),
    posSale: (_parent, { id }, ctx) => ctx.services.pos.sale(requireUser(ctx.principal, ['MERCHANT']), id),
  },
  Mutation: {
    posSale: idempotentMutation({
      name: 'posSale',
      run: async (principal, { input }: MutationPosSaleArgs, ctx) => ({
        id: (
          await ctx.services.pos.sell(principal, {
            items: input.items.map((i) => ({
              quantity: i.quantity,
              ...(i.catalogItemId ? { catalogItemId: i.catalogItemId } : {}),
              ...(i.description ? { description: i.description } : {}),
              ...(i.unitPrice ? { unitPrice: i.unitPrice } : {}),
            })),
            paymentMethod: input.paymentMethod,
            currency: input.currency,
            ...(input.customerPhone ? { customerPhone: input.customerPhone } : {}),
            ...(input.card ? { card: input.card } : {}),
          })
        ).id,
      }),
      answer: (stored, principal, ctx) => ctx.services.pos.sale(principal, stored.id),
    }),
  },
  PosCatalogItem: {
    unitPrice: (c) => moneyIn(c, c.unitPrice),
  },
  PosSale: {
    items: (s) => s.items.map((i) => ({ ...i, unitPrice: moneyIn(s, i.unitPrice), total: moneyIn(s, i.total) })),
    subtotal: (s) => moneyIn(s, s.subtotal),
    refunded: (s) => moneyIn(s, s.refunded),
  },
};
