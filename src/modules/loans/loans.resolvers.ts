import { changed } from '../../graphql/mutation-payload.js';
import { presentFields } from '../../graphql/present-fields.js';
import type { MutationApplyForLoanArgs, MutationRepayLoanArgs, Resolvers } from '../../generated/graphql.js';
import { asFormerArguments, idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf, connectionOfItems } from '../../platform/pagination.js';

export const loansResolvers: Resolvers = {
  Query: {
    loanProduct: (_parent, { id }, ctx) => {
      requireUser(ctx.principal);
      return ctx.services.loans.product(id, 'id');
    },
    loanProducts: async (_parent, args, ctx) => {
      requireUser(ctx.principal);
      const products = await ctx.services.loans.products();
      return connectionOfItems(args, products);
    },
    loans: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.loans.list(requireUser(ctx.principal), page)),
    loan: (_parent, { id }, ctx) => ctx.services.loans.get(requireUser(ctx.principal), id),
    loanRepayment: (_parent, { id }, ctx) => ctx.services.loans.repayment(requireUser(ctx.principal), id),
    loanEligibility: (_parent, _args, ctx) => ctx.services.loans.eligibility(requireUser(ctx.principal)),
  },
  Mutation: {
    applyForLoan: changed(
      'loan',
      idempotentMutation({
        name: 'applyForLoan',
        run: async (principal, { input }: MutationApplyForLoanArgs, ctx) => ({
          id: (await ctx.services.loans.apply(principal, presentFields(input))).id,
        }),
        answer: (stored, principal, ctx) => ctx.services.loans.get(principal, stored.id),
      }),
    ),
    repayLoan: changed(
      'loan',
      idempotentMutation({
        name: 'repayLoan',
        request: asFormerArguments,
        run: async (principal, { input: { id, amount } }: MutationRepayLoanArgs, ctx) => ({
          id: (await ctx.services.loans.repay(principal, id, { amount })).id,
        }),
        answer: (stored, principal, ctx) => ctx.services.loans.get(principal, stored.id),
      }),
    ),
  },
};
