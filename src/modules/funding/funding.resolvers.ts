import { changed } from '../../graphql/mutation-payload.js';
import type { MutationCashOutWalletArgs, MutationFundWalletArgs, MutationRefundFundInArgs, Resolvers } from '../../generated/graphql.js';
import { asFormerArguments, idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';

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
        run: async (principal, { input }: MutationFundWalletArgs, ctx) => ({ id: (await ctx.services.funding.fundIn(principal, input)).id }),
        answer: ({ id }, principal, ctx) => ctx.services.funding.get(principal, id),
      }),
    ),
    cashOutWallet: changed(
      'walletFunding',
      idempotentMutation({
        name: 'cashOutWallet',
        run: async (principal, { input }: MutationCashOutWalletArgs, ctx) => ({ id: (await ctx.services.funding.cashOut(principal, input)).id }),
        answer: ({ id }, principal, ctx) => ctx.services.funding.get(principal, id),
      }),
    ),
    refundFundIn: changed(
      'walletFunding',
      idempotentMutation({
        name: 'refundFundIn',
        request: asFormerArguments,
        run: async (principal, { input: { transactionId } }: MutationRefundFundInArgs, ctx) => ({
          id: (await ctx.services.funding.refund(principal, { transactionId })).id,
        }),
        answer: ({ id }, principal, ctx) => ctx.services.funding.get(principal, id),
      }),
    ),
  },
};
