import { metadataFromEntries, metadataUpdateOf } from '../../platform/metadata.js';
import { changed, payload } from '../../graphql/mutation-payload.js';
import type { MutationCreatePayrollBatchArgs, Resolvers, MutationCreatePayrollTemplateArgs } from '../../generated/graphql.js';
import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';

export const payrollResolvers: Resolvers = {
  Query: {
    payrollBatches: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.payroll.batches(requireUser(ctx.principal, ['MERCHANT']), page)),
    payrollBatch: (_parent, { id }, ctx) => ctx.services.payroll.batch(requireUser(ctx.principal, ['MERCHANT']), id),
    payrollItem: (_parent, { id }, ctx) => ctx.services.payroll.item(requireUser(ctx.principal, ['MERCHANT']), id),
    payrollTemplate: (_parent, { id }, ctx) => ctx.services.payroll.template(requireUser(ctx.principal, ['MERCHANT']), id),
    payrollTemplates: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.payroll.templates(requireUser(ctx.principal, ['MERCHANT']), page)),
  },
  Mutation: {
    createPayrollBatch: changed(
      'payrollBatch',
      idempotentMutation({
        name: 'createPayrollBatch',
        run: async (principal, { input }: MutationCreatePayrollBatchArgs, ctx) => ({
          id: (
            await ctx.services.payroll.createBatch(principal, {
              name: input.name,
              currency: input.currency,
              ...(input.templateId ? { templateId: input.templateId } : {}),
              ...(input.employees
                ? {
                    employees: input.employees.map((e, i) => ({
                      name: e.name,
                      phone: e.phone,
                      amount: e.amount,
                      ...(e.reference ? { reference: e.reference } : {}),
                      metadata: metadataFromEntries(e.metadata, `employees.${i}.metadata`),
                    })),
                  }
                : {}),
              metadata: metadataFromEntries(input.metadata),
            })
          ).id,
        }),
        answer: (stored, principal, ctx) => ctx.services.payroll.batch(principal, stored.id),
      }),
    ),
    updatePayrollBatch: changed('payrollBatch', (_parent, { input: { id, metadata } }, ctx) =>
      ctx.services.payroll.updateBatch(requireUser(ctx.principal, ['MERCHANT']), id, metadataUpdateOf(metadata)),
    ),
    createPayrollTemplate: changed(
      'payrollTemplate',
      idempotentMutation({
        name: 'createPayrollTemplate',
        run: async (principal, { input }: MutationCreatePayrollTemplateArgs, ctx) => {
          requireUser(principal, ['MERCHANT']);
          const employees = input.employees.map((e, i) => ({
            name: e.name,
            phone: e.phone,
            amount: e.amount,
            ...(e.reference ? { reference: e.reference } : {}),
            metadata: metadataFromEntries(e.metadata, `employees.${i}.metadata`),
          }));
          return { id: (await ctx.services.payroll.createTemplate(principal, { name: input.name, currency: input.currency, employees })).id };
        },
        answer: (stored, principal, ctx) => ctx.services.payroll.template(principal, stored.id),
      }),
    ),
    updatePayrollItem: changed('payrollItem', (_parent, { input: { batchId, itemId, metadata } }, ctx) =>
      ctx.services.payroll.updateItem(requireUser(ctx.principal, ['MERCHANT']), batchId, itemId, metadataUpdateOf(metadata)),
    ),
    processPayrollBatch: changed('payrollBatch', (_parent, { input: { id } }, ctx) =>
      ctx.services.payroll.process(requireUser(ctx.principal, ['MERCHANT']), id),
    ),
    retryPayrollBatch: changed('payrollBatch', (_parent, { input: { id } }, ctx) =>
      ctx.services.payroll.retryFailed(requireUser(ctx.principal, ['MERCHANT']), id),
    ),
    correctPayrollItem: payload(async (_parent, { input: { batchId, itemId, ...input } }, ctx) => {
      const principal = requireUser(ctx.principal, ['MERCHANT']);
      const item = await ctx.services.payroll.correctItem(principal, batchId, itemId, {
        ...(input.phone ? { phone: input.phone } : {}),
        ...(input.name ? { name: input.name } : {}),
      });
      // The batch's counts change with its item's, so a normalized cache shows both.
      return { item, batch: await ctx.services.payroll.batch(principal, batchId) };
    }),
  },
  PayrollBatch: {
    employees: (b, args, ctx) => connectionOf(args, (page) => ctx.services.payroll.items(requireUser(ctx.principal), b.id, page)),
  },
};
