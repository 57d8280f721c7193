import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';

export const paymentMethodsResolvers: Resolvers = {
  Query: {
    paymentMethods: (_parent, _args, ctx) => ctx.services.paymentMethods.list(requireUser(ctx.principal)),
  },
  Mutation: {
    createSetupIntent: (_parent, _args, ctx) => ctx.services.paymentMethods.createSetupIntent(requireUser(ctx.principal)),
    confirmSetupIntent: (_parent, { id, clientSecret, card }, ctx) =>
      ctx.services.paymentMethods.confirmSetupIntent(requireUser(ctx.principal), id, { clientSecret, card }),
    syncPaymentMethods: (_parent, _args, ctx) => ctx.services.paymentMethods.sync(requireUser(ctx.principal)),
    setDefaultPaymentMethod: (_parent, { paymentMethodId }, ctx) => ctx.services.paymentMethods.setDefault(requireUser(ctx.principal), { paymentMethodId }),
    deletePaymentMethod: async (_parent, { paymentMethodId }, ctx) => {
      await ctx.services.paymentMethods.remove(requireUser(ctx.principal), paymentMethodId);
      return true;
    },
  },
};
