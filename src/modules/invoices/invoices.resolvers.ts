import { changed } from '../../graphql/mutation-payload.js';
import type { MutationCreateInvoiceArgs, Resolvers } from '../../generated/graphql.js';
import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';
import { metadataFromEntries, metadataUpdateOf } from '../../platform/metadata.js';

export const invoicesResolvers: Resolvers = {
  Query: {
    invoices: (_parent, args, ctx) =>
      connectionOf(args, (page) => ctx.services.invoices.list(requireUser(ctx.principal, ['MERCHANT']), page, args.status ?? undefined)),
    searchInvoices: (_parent, { query, ...args }, ctx) =>
      connectionOf(args, (page) => ctx.services.invoices.list(requireUser(ctx.principal, ['MERCHANT']), page, undefined, query)),
    invoice: (_parent, { id }, ctx) => ctx.services.invoices.get(requireUser(ctx.principal, ['MERCHANT']), id),
  },
  Mutation: {
    createInvoice: changed(
      'invoice',
      idempotentMutation({
        name: 'createInvoice',
        run: async (principal, { input }: MutationCreateInvoiceArgs, ctx) => ({
          id: (
            await ctx.services.invoices.create(principal, {
              customerEmail: input.customerEmail,
              items: input.items,
              currency: input.currency,
              dueDate: input.dueDate ?? undefined,
              notes: input.notes ?? undefined,
              metadata: metadataFromEntries(input.metadata),
            })
          ).id,
        }),
        answer: (stored, principal, ctx) => ctx.services.invoices.get(principal, stored.id),
      }),
    ),
    updateInvoice: changed('invoice', (_parent, { input: { id, metadata } }, ctx) =>
      ctx.services.invoices.update(requireUser(ctx.principal, ['MERCHANT']), id, metadataUpdateOf(metadata)),
    ),
    voidInvoice: changed('invoice', (_parent, { input: { id } }, ctx) => ctx.services.invoices.void(requireUser(ctx.principal, ['MERCHANT']), id)),
  },
};
