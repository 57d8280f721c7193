import { changed } from '../../graphql/mutation-payload.js';
import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';
import { metadataFromEntries, metadataUpdateOf } from '../../platform/metadata.js';
import { presentFields } from '../../graphql/present-fields.js';

export const paymentMethodsResolvers: Resolvers = {
  Query: {
    paymentMethods: (_parent, _args, ctx) => ctx.services.paymentMethods.list(requireUser(ctx.principal)),
    paymentMethod: (_parent, { id }, ctx) => ctx.services.paymentMethods.get(requireUser(ctx.principal), id),
    setupIntent: (_parent, { id }, ctx) => ctx.services.paymentMethods.setupIntent(requireUser(ctx.principal), id),
  },
  Mutation: {
    createSetupIntent: changed('setupIntent', (_parent, _args, ctx) => ctx.services.paymentMethods.createSetupIntent(requireUser(ctx.principal))),
    confirmSetupIntent: changed('paymentMethod', (_parent, { input: { id, clientSecret, card, metadata } }, ctx) =>
      ctx.services.paymentMethods.confirmSetupIntent(
        requireUser(ctx.principal),
        id,
        presentFields({ clientSecret, card, metadata: metadataFromEntries(metadata) }),
      ),
    ),
    updatePaymentMethod: changed('paymentMethod', (_parent, { input: { id, metadata } }, ctx) =>
      ctx.services.paymentMethods.update(requireUser(ctx.principal), id, metadataUpdateOf(metadata)),
    ),
    syncPaymentMethods: changed('paymentMethodSync', (_parent, _args, ctx) => ctx.services.paymentMethods.sync(requireUser(ctx.principal))),
    setDefaultPaymentMethod: changed('paymentMethod', (_parent, { input: { paymentMethodId } }, ctx) =>
      ctx.services.paymentMethods.setDefault(requireUser(ctx.principal), { paymentMethodId }),
    ),
    deletePaymentMethod: changed('deletedPaymentMethodId', async (_parent, { input: { paymentMethodId } }, ctx) => {
      await ctx.services.paymentMethods.remove(requireUser(ctx.principal), paymentMethodId);
      return paymentMethodId;
    }),
  },
};
