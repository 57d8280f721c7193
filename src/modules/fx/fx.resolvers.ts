import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import type { MutationCreateFxQuoteArgs, Resolvers, SpeedTier as GraphQLSpeedTier } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';
import type { FxPrice, StoredFxQuote } from './fx.service.js';

const speedOf = (speed: GraphQLSpeedTier | null | undefined) => (speed ?? 'EXPRESS').toLowerCase();
/** The service's input from the GraphQL one: the speed tier in lower case. */
const quoteRequest = (input: MutationCreateFxQuoteArgs['input']) => ({ ...input, speed: speedOf(input.speed) });

/** A price as the GraphQL type: Money in decimal text. */
function priceToGraphQL(p: FxPrice) {
  return {
    from: p.from,
    to: p.to,
    speed: p.speed.toUpperCase() as GraphQLSpeedTier,
    sendAmount: p.sendAmount,
    fee: p.fee,
    totalCost: p.sendAmount.plus(p.fee),
    rate: p.rate,
    midMarketRate: p.midRate,
    receiveAmount: p.receiveAmount,
  };
}

const quoteToGraphQL = (q: StoredFxQuote) => ({ id: q.id, price: priceToGraphQL(q), status: q.status, createdAt: q.createdAt, expiresAt: q.expiresAt });

export const fxResolvers: Resolvers = {
  Query: {
    exchangeRate: async (_parent, args, ctx) =>
      priceToGraphQL(await ctx.services.fx.price({ from: args.from, to: args.to, amount: args.amount ?? '100', speed: speedOf(args.speed) })),
    fxRates: (_parent, _args, ctx) => ctx.services.fx.rates(),
    fxQuote: async (_parent, { id }, ctx) => quoteToGraphQL(await ctx.services.fx.quote(requireUser(ctx.principal), id)),
  },
  Mutation: {
    createFxQuote: idempotentMutation({
      name: 'createFxQuote',
      request: ({ input }: MutationCreateFxQuoteArgs) => quoteRequest(input),
      run: async (principal, { input }, ctx) => ({ id: (await ctx.services.fx.createQuote(principal, quoteRequest(input))).id }),
      answer: async ({ id }, principal, ctx) => quoteToGraphQL(await ctx.services.fx.quote(principal, id)),
    }),
    setExchangeRate: (_parent, args, ctx) => ctx.services.fx.setRate(requireUser(ctx.principal), args),
  },
};
