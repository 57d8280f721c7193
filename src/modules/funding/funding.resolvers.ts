import { changed } from '../../graphql/mutation-payload.js';
import type { MutationCashOutWalletArgs, MutationFundWalletArgs, MutationRefundFundInArgs, Resolvers } from '../../generated/graphql.js';
import { asFormerArguments, idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';
import { metadataFromEntries, metadataUpdateOf } from '../../platform/metadata.js';
import { presentFields } from '../../graphql/present-fields.js';
import { FUNDING_KINDS } from './funding.service.js';

export const fundingResolvers: Resolvers = {
  Query: {
    walletFunding: (_parent, { id }, ctx) => ctx.services.funding.get(requireUser(ctx.principal), id),
    walletFundIns: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.funding.list(requireUser(ctx.principal), 'FUND_IN', page)),
    walletCashOuts: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.funding.list(requireUser(ctx.principal), 'CASH_OUT', page)),
  },
  Mutation: {
    fundWallet: changed(
      'walletFunding',
      idempotentMutation({
        name: 'fundWallet',
        run: async (principal, { input }: MutationFundWalletArgs, ctx) => ({
          id: (await ctx.services.funding.fundIn(principal, { ...input, metadata: metadataFromEntries(input.metadata) })).id,
        }),
        answer: ({ id }, principal, ctx) => ctx.services.funding.get(principal, id),
      }),
    ),
    cashOutWallet: changed(
      'walletFunding',
      idempotentMutation({
        name: 'cashOutWallet',
        run: async (principal, { input }: MutationCashOutWalletArgs, ctx) => ({
          id: (await ctx.services.funding.cashOut(principal, { ...input, metadata: metadataFromEntries(input.metadata) })).id,
        }),
        answer: ({ id }, principal, ctx) => ctx.services.funding.get(principal, id),
      }),
    ),
    refundFundIn: changed(
      'walletFunding',
      idempotentMutation({
        name: 'refundFundIn',
        request: asFormerArguments,
        run: async (principal, { input: { transactionId, metadata } }: MutationRefundFundInArgs, ctx) => ({
          id: (await ctx.services.funding.refund(principal, presentFields({ transactionId, metadata: metadataFromEntries(metadata) }))).id,
        }),
        answer: ({ id }, principal, ctx) => ctx.services.funding.get(principal, id),
      }),
    ),
    updateWalletFunding: changed('walletFunding', (_parent, { input: { id, metadata } }, ctx) =>
      ctx.services.funding.update(requireUser(ctx.principal), [...FUNDING_KINDS.fundIn, ...FUNDING_KINDS.cashOut], id, metadataUpdateOf(metadata)),
    ),
  },
};
