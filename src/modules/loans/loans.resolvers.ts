import type { MutationApplyForLoanArgs, MutationRepayLoanArgs, Resolvers } from '../../generated/graphql.js';
import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { moneyIn } from '../../platform/money.js';
import { connectionOf } from '../../platform/pagination.js';

export const loansResolvers: Resolvers = {
  Query: {
    loanProducts: async (_parent, args, ctx) => {
      requireUser(ctx.principal);
      const products = await ctx.services.loans.products();
      return connectionOf(args, async (page) => products.slice(page.offset, page.offset + page.limit));
    },
    loans: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.loans.list(requireUser(ctx.principal), page)),
    loan: (_parent, { id }, ctx) => ctx.services.loans.get(requireUser(ctx.principal), id),
    loanEligibility: (_parent, _args, ctx) => ctx.services.loans.eligibility(requireUser(ctx.principal)),
  },
  Mutation: {
    applyForLoan: idempotentMutation({
      name: 'applyForLoan',
      run: async (principal, { input }: MutationApplyForLoanArgs, ctx) => ({
        id: (await ctx.services.loans.apply(principal, { ...input, purpose: input.purpose ?? undefined })).id,
      }),
      answer: (stored, principal, ctx) => ctx.services.loans.get(principal, stored.id),
    }),
    repayLoan: idempotentMutation({
      name: 'repayLoan',
      run: async (principal, { id, amount }: MutationRepayLoanArgs, ctx) => ({ id: (await ctx.services.loans.repay(principal, id, { amount })).id }),
      answer: (stored, principal, ctx) => ctx.services.loans.get(principal, stored.id),
    }),
  },
  LoanProduct: {
    minAmount: (p) => moneyIn(p, p.minAmount),
    maxAmount: (p) => moneyIn(p, p.maxAmount),
    lateFee: (p) => moneyIn(p, p.lateFee),
    interestRate: (p) => p.annualRate,
    minTermMonths: (p) => p.minTerm,
    maxTermMonths: (p) => p.maxTerm,
  },
  Loan: {
    principalAmount: (l) => moneyIn(l, l.principal),
    interestRate: (l) => l.annualRate,
    monthlyPayment: (l) => moneyIn(l, l.monthlyPayment),
    fee: (l) => moneyIn(l, l.fee),
    outstanding: (l) => ({
      fees: moneyIn(l, l.outstanding.fees),
      interest: moneyIn(l, l.outstanding.interest),
      principal: moneyIn(l, l.outstanding.principal),
      total: moneyIn(l, l.outstanding.total),
    }),
    schedule: (l) =>
      l.schedule.map((i) => ({
        number: i.number,
        dueDate: i.dueDate,
        principal: moneyIn(l, i.principal),
        interest: moneyIn(l, i.interest),
        lateFee: moneyIn(l, i.lateFee),
        amountPaid: moneyIn(l, i.paid),
        status: i.status,
        paidAt: i.paidAt,
      })),
    repayments: (l) =>
      l.repayments.map((r) => ({
        id: r.id,
        amount: moneyIn(l, r.amount),
        toFees: moneyIn(l, r.toFees),
        toInterest: moneyIn(l, r.toInterest),
        toPrincipal: moneyIn(l, r.toPrincipal),
        createdAt: r.createdAt,
      })),
  },
  ProductEligibility: {
    maxAmount: (p) => moneyIn(p.product, p.maxAmount),
  },
};
