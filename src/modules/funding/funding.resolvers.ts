import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';
import { money } from '../wallets/wallets.json.js';
import type { FundingModel } from './funding.service.js';

export const fundingResolvers: Resolvers = {
  Query: {
    walletFundIns: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.funding.list(requireUser(ctx.principal), 'FUND_IN', page)),
    walletCashOuts: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.funding.list(requireUser(ctx.principal), 'CASH_OUT', page)),
  },
  Mutation: {
    fundWallet: async (_parent, { input, idempotencyKey }, ctx) => {
      const principal = requireUser(ctx.principal);
      const result = await ctx.services.idempotency.run(`graphql:${principal.userId}:fundWallet`, idempotencyKey ?? undefined, input, async () => ({ status: 200, body: { id: (await ctx.services.funding.fundIn(principal, input)).id } }));
      return ctx.services.funding.get(principal, result.body.id);
    },
    cashOutWallet: async (_parent, { input, idempotencyKey }, ctx) => {
      const principal = requireUser(ctx.principal);
      const result = await ctx.services.idempotency.run(`graphql:${principal.userId}:cashOutWallet`, idempotencyKey ?? undefined, input, async () => ({ status: 200, body: { id: (await ctx.services.funding.cashOut(principal, input)).id } }));
      return ctx.services.funding.get(principal, result.body.id);
    },
    refundFundIn: async (_parent, { transactionId, idempotencyKey }, ctx) => {
      const principal = requireUser(ctx.principal);
      const result = await ctx.services.idempotency.run(`graphql:${principal.userId}:refundFundIn`, idempotencyKey ?? undefined, { transactionId }, async () => ({ status: 200, body: { id: (await ctx.services.funding.refund(principal, { transactionId })).id } }));
      return ctx.services.funding.get(principal, result.body.id);
    },
  },
  WalletFunding: {
    amount: (f: FundingModel) => money(f.amount, f.exponent, f.currency),
  },
};
