import { toWire, wireOf } from '../../platform/wire.js';
import { z } from 'zod';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { PayrollBatchJson, PayrollItemJson, PayrollTemplateJson } from './payroll.json.js';
import { CorrectItemInput, CreateBatchInput, CreateTemplateInput, MAX_EMPLOYEES, UpdateBatchInput, UpdateItemInput } from './payroll.service.js';

const BatchParams = z.object({ id: z.string().describe('pb_…') });
const ItemParams = BatchParams.extend({ itemId: z.string().describe('pi_…') });

export function payrollRoutes(): AnyRoute[] {
  const tags = ['Payroll'];
  const merchant = { tags, auth: 'user' as const, roles: ['MERCHANT' as const] };
  return [
    route({
      ...merchant,
      method: 'POST',
      url: '/payroll/batches',
      operationId: 'createPayrollBatch',
      body: CreateBatchInput,
      idempotent: true,
      response: PayrollBatchJson,
      errors: ['NOT_FOUND'],
      summary: `Create a DRAFT batch ({name, currency, templateId?, employees [{name, phone E.164, amount, reference?}]}; at most ${MAX_EMPLOYEES} employees)`,
      handler: async ({ services, principal, body }) => toWire(PayrollBatchJson, await services.payroll.createBatch(principal, body)),
    }),
    route({
      ...merchant,
      method: 'GET',
      url: '/payroll/batches',
      operationId: 'listPayrollBatches',
      query: PageQuery,
      response: restPage(PayrollBatchJson),
      summary: 'Your payroll batches, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.payroll.batches(principal, page), wireOf(PayrollBatchJson)),
    }),
    route({
      ...merchant,
      method: 'GET',
      url: '/payroll/batches/:id',
      operationId: 'retrievePayrollBatch',
      params: BatchParams,
      response: PayrollBatchJson,
      summary: 'One batch with the count of its items by status',
      handler: async ({ services, principal, params }) => toWire(PayrollBatchJson, await services.payroll.batch(principal, params.id)),
    }),
    route({
      ...merchant,
      method: 'POST',
      url: '/payroll/batches/:id',
      operationId: 'updatePayrollBatch',
      params: BatchParams,
      body: UpdateBatchInput,
      idempotent: true,
      response: PayrollBatchJson,
      summary: "Update a batch's metadata, as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay",
      handler: async ({ services, principal, params, body }) => toWire(PayrollBatchJson, await services.payroll.updateBatch(principal, params.id, body)),
    }),
    route({
      ...merchant,
      method: 'GET',
      url: '/payroll/batches/:id/items',
      operationId: 'listPayrollItems',
      graphql: 'PayrollBatch.items',
      params: BatchParams,
      query: PageQuery,
      response: restPage(PayrollItemJson),
      summary: "A batch's items in order, each with its status (page zero-based, size 1-100, default 20)",
      handler: async ({ services, principal, params, query }) =>
        restList(query, (page) => services.payroll.items(principal, params.id, page), wireOf(PayrollItemJson)),
    }),
    route({
      ...merchant,
      method: 'POST',
      url: '/payroll/batches/:id/process',
      operationId: 'processPayrollBatch',
      params: BatchParams,
      response: PayrollBatchJson,
      errors: ['BATCH_ALREADY_PROCESSED', 'INSUFFICIENT_FUNDS'],
      summary:
        'Process a DRAFT batch: the total and fees are held at once (409 INSUFFICIENT_FUNDS before any payout), then each employee is paid by mobile money',
      handler: async ({ services, principal, params }) => toWire(PayrollBatchJson, await services.payroll.process(principal, params.id)),
    }),
    route({
      ...merchant,
      method: 'POST',
      url: '/payroll/batches/:id/items/:itemId',
      operationId: 'updatePayrollItem',
      params: ItemParams,
      body: UpdateItemInput,
      idempotent: true,
      response: PayrollItemJson,
      summary:
        "Update an item's metadata (payroll.item_updated), as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay",
      handler: async ({ services, principal, params, body }) =>
        toWire(PayrollItemJson, await services.payroll.updateItem(principal, params.id, params.itemId, body)),
    }),
    route({
      ...merchant,
      method: 'POST',
      url: '/payroll/batches/:id/items/:itemId/correct',
      operationId: 'correctPayrollItem',
      params: ItemParams,
      body: CorrectItemInput,
      response: PayrollItemJson,
      errors: ['ITEM_NOT_FAILED'],
      summary: 'Correct a FAILED item ({phone?, name?}) before retrying the batch: the retry pays the corrected number',
      handler: async ({ services, principal, params, body }) =>
        toWire(PayrollItemJson, await services.payroll.correctItem(principal, params.id, params.itemId, body)),
    }),
    route({
      ...merchant,
      method: 'POST',
      url: '/payroll/batches/:id/retry',
      operationId: 'retryPayrollBatch',
      params: BatchParams,
      response: PayrollBatchJson,
      errors: ['NOTHING_TO_RETRY', 'INSUFFICIENT_FUNDS'],
      summary: "Retry a batch's FAILED items under their original references",
      handler: async ({ services, principal, params }) => toWire(PayrollBatchJson, await services.payroll.retryFailed(principal, params.id)),
    }),
    route({
      ...merchant,
      method: 'POST',
      url: '/payroll/templates',
      operationId: 'createPayrollTemplate',
      body: CreateTemplateInput,
      idempotent: true,
      response: PayrollTemplateJson,
      summary: 'Save an employee list to pre-fill batches ({name, currency, employees})',
      handler: async ({ services, principal, body }) => toWire(PayrollTemplateJson, await services.payroll.createTemplate(principal, body)),
    }),
    route({
      ...merchant,
      method: 'GET',
      url: '/payroll/templates',
      operationId: 'listPayrollTemplates',
      query: PageQuery,
      response: restPage(PayrollTemplateJson),
      summary: 'Your payroll templates, newest first',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.payroll.templates(principal, page), wireOf(PayrollTemplateJson)),
    }),
  ];
}
