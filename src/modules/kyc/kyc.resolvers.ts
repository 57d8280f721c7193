import { changed } from '../../graphql/mutation-payload.js';
import type { MutationUploadKycDocumentArgs, Resolvers } from '../../generated/graphql.js';
import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import type { KycDocumentModel } from './kyc.service.js';

export const kycResolvers: Resolvers = {
  Query: {
    kycStatus: async (_parent, _args, ctx) => {
      const status = await ctx.services.kyc.status(requireUser(ctx.principal));
      return { ...status, usedToday: status.usage.today, usedThisMonth: status.usage.thisMonth };
    },
    kycTiers: (_parent, _args, ctx) => ctx.services.kyc.tiers(),
    kycDocument: (_parent, { id }, ctx) => ctx.services.kyc.document(requireUser(ctx.principal), id),
    kycUpgradeRequest: (_parent, { id }, ctx) => ctx.services.kyc.upgradeRequest(requireUser(ctx.principal), id),
  },
  Mutation: {
    uploadKycDocument: changed(
      'kycDocument',
      idempotentMutation({
        name: 'uploadKycDocument',
        run: async (principal, { input }: MutationUploadKycDocumentArgs, ctx) => {
          const document = await ctx.services.kyc.uploadDocument(principal, input);
          return { ...document, createdAt: document.createdAt.toISOString() };
        },
        answer: (stored): KycDocumentModel => ({ ...stored, createdAt: new Date(stored.createdAt) }),
      }),
    ),
    requestKycUpgrade: changed('kycUpgradeRequest', (_parent, { input: { targetTier } }, ctx) =>
      ctx.services.kyc.requestUpgrade(requireUser(ctx.principal), { targetTier }),
    ),
    setKycTier: changed('kycTier', (_parent, { input: args }, ctx) =>
      ctx.services.kyc.setTier(requireUser(ctx.principal), { userId: args.userId, tier: args.tier, ...(args.reason ? { reason: args.reason } : {}) }),
    ),
  },
};
