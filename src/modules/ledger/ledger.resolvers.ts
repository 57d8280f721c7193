import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';
import { moneyOf } from '../../platform/money.js';

export const ledgerResolvers: Resolvers = {
  Query: {
    moneyTrace: (_parent, { objectId }, ctx) => ctx.services.ledger.moneyTrace(requireUser(ctx.principal), objectId),
  },
  MoneyTraceStep: {
    amount: (s) => (s.amount === null || s.currency === null || s.exponent === null ? null : moneyOf(s.amount, s.exponent, s.currency)),
  },
  MoneyTracePosting: {
    amount: (p) => moneyOf(p.amount, p.exponent, p.currency),
    balanceAfter: (p) => (p.balanceAfter === null ? null : moneyOf(p.balanceAfter, p.exponent, p.currency)),
  },
};
