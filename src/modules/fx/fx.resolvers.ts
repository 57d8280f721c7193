import { changed, payload } from '../../graphql/mutation-payload.js';
import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import type { MutationCreateFxQuoteArgs, Resolvers, SpeedTier as GraphQLSpeedTier } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';

const speedOf = (speed: GraphQLSpeedTier | null | undefined) => (speed ?? 'EXPRESS').toLowerCase();
/** The service's input from the GraphQL one: the speed tier in lower case. */
const quoteRequest = (input: MutationCreateFxQuoteArgs['input']) => ({ ...input, speed: speedOf(input.speed) });

const typedResolvers: Resolvers = {
  Query: {
    exchangeRate: async (_parent, args, ctx) =>
      ctx.services.fx.price({ from: args.from, to: args.to, amount: args.amount ?? '100', speed: speedOf(args.speed) }),
    fxRates: (_parent, _args, ctx) => ctx.services.fx.rates(),
    fxQuote: (_parent, { id }, ctx) => ctx.services.fx.quote(requireUser(ctx.principal), id),
  },
  Mutation: {
    createFxQuote: changed(
      'fxQuote',
      idempotentMutation({
        name: 'createFxQuote',
        request: ({ input }: MutationCreateFxQuoteArgs) => quoteRequest(input),
        run: async (principal, { input }, ctx) => ({ id: (await ctx.services.fx.createQuote(principal, quoteRequest(input))).id }),
        answer: ({ id }, principal, ctx) => ctx.services.fx.quote(principal, id),
      }),
    ),
    setExchangeRate: payload((_parent, { input }, ctx) => ctx.services.fx.setRate(requireUser(ctx.principal), input)),
  },
  ExchangeRatePrice: {
    rate: (price) => price.exchangeRate,
  },
  // A quote is its price too: GraphQL nests it, REST shows it flat.
  FxQuote: {
    price: (quote) => quote,
  },
};

/** GraphQL's SpeedTier values are upper case, as every enum of the schema; models and REST speak the spec's lower case. */
const enumValues = { SpeedTier: { EXPRESS: 'express', ECONOMY: 'economy' } };

export const fxResolvers: Resolvers = { ...typedResolvers, ...enumValues };
