import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';

export const ledgerResolvers: Resolvers = {
  Query: {
    moneyTrace: (_parent, { objectId }, ctx) => ctx.services.ledger.moneyTrace(requireUser(ctx.principal), objectId),
  },
};
