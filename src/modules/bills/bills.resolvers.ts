import { changed } from '../../graphql/mutation-payload.js';
import { presentFields } from '../../graphql/present-fields.js';
import type { MutationPayBillArgs, MutationScheduleBillPaymentArgs, Resolvers, MutationSaveBillerArgs } from '../../generated/graphql.js';
import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf, connectionOfItems } from '../../platform/pagination.js';

export const billsResolvers: Resolvers = {
  Query: {
    savedBiller: (_parent, { id }, ctx) => ctx.services.bills.savedBiller(requireUser(ctx.principal), id),
    billProvider: (_parent, { id }, ctx) => {
      requireUser(ctx.principal);
      return ctx.services.bills.provider(id, 'id');
    },
    billProviders: async (_parent, args, ctx) => {
      requireUser(ctx.principal);
      const providers = await ctx.services.bills.providers({
        ...(args.category ? { category: args.category } : {}),
        ...(args.country ? { country: args.country } : {}),
      });
      return connectionOfItems(args, providers);
    },
    savedBillers: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.bills.savedBillers(requireUser(ctx.principal), page)),
    billPayments: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.billPayments.history(requireUser(ctx.principal), page)),
    billPayment: (_parent, { id }, ctx) => ctx.services.billPayments.get(requireUser(ctx.principal), id),
    scheduledBillPayments: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.billPayments.scheduledPayments(requireUser(ctx.principal), page)),
    scheduledBillPayment: (_parent, { id }, ctx) => ctx.services.billPayments.scheduled(requireUser(ctx.principal), id),
  },
  Mutation: {
    saveBiller: changed(
      'savedBiller',
      idempotentMutation({
        name: 'saveBiller',
        run: async (principal, { input }: MutationSaveBillerArgs, ctx) => ({ id: (await ctx.services.bills.saveBiller(principal, input)).id }),
        answer: (stored, principal, ctx) => ctx.services.bills.savedBiller(principal, stored.id),
      }),
    ),
    deleteSavedBiller: changed('deletedSavedBillerId', async (_parent, { input: { id } }, ctx) => {
      await ctx.services.bills.deleteSavedBiller(requireUser(ctx.principal), id);
      return id;
    }),
    // A replay answers the payment as it stands now: a PENDING one may have completed since.
    payBill: changed(
      'billPayment',
      idempotentMutation({
        name: 'payBill',
        run: async (principal, { input }: MutationPayBillArgs, ctx) => ({ id: (await ctx.services.billPayments.pay(principal, input)).id }),
        answer: (stored, principal, ctx) => ctx.services.billPayments.get(principal, stored.id),
      }),
    ),
    scheduleBillPayment: changed(
      'scheduledBillPayment',
      idempotentMutation({
        name: 'scheduleBillPayment',
        run: async (principal, { input }: MutationScheduleBillPaymentArgs, ctx) => ({
          id: (await ctx.services.billPayments.schedule(principal, presentFields(input))).id,
        }),
        answer: (stored, principal, ctx) => ctx.services.billPayments.scheduled(principal, stored.id),
      }),
    ),
    pauseScheduledBillPayment: changed('scheduledBillPayment', (_parent, { input: { id } }, ctx) =>
      ctx.services.billPayments.pauseScheduled(requireUser(ctx.principal), id),
    ),
    resumeScheduledBillPayment: changed('scheduledBillPayment', (_parent, { input: { id } }, ctx) =>
      ctx.services.billPayments.resumeScheduled(requireUser(ctx.principal), id),
    ),
  },
  ScheduledBillPayment: {
    upcomingDates: (scheduled, { count }, ctx) => ctx.services.billPayments.upcoming(requireUser(ctx.principal), scheduled.id, count),
    occurrences: (scheduled, { last }, ctx) => ctx.services.billPayments.pastOccurrences(requireUser(ctx.principal), scheduled.id, last),
  },
};
