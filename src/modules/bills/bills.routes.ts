import { toWire, wireOf } from '../../platform/wire.js';
import { DeletedObject } from '../../platform/deleted-object.js';
import { z } from 'zod';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { OccurrencesJson } from '../schedules/schedules.json.js';
import { PreviewQuery } from '../schedules/schedules.service.js';
import { BillPaymentJson, ScheduledBillPaymentJson } from './bill-payments.json.js';
import { PayBillInput, ScheduleBillInput } from './bill-payments.service.js';
import { BillProviderJson, ProviderQuery, SaveBillerInput, SavedBillerJson } from './bills.service.js';

const PaymentParams = z.object({ id: z.string().describe('bpy_…') });
const ScheduledParams = z.object({ id: z.string().describe('bsc_…') });
const PAY_ERRORS = ['BILL_ACCOUNT_INVALID', 'INSUFFICIENT_FUNDS', 'CURRENCY_ACCOUNT_MISSING', 'KYC_LIMIT_EXCEEDED', 'NOT_FOUND'] as const;

export function billsRoutes(): AnyRoute[] {
  const tags = ['Bill payments'];
  return [
    route({
      method: 'GET',
      url: '/bills/providers',
      operationId: 'listBillProviders',
      tags,
      auth: 'user',
      query: ProviderQuery,
      response: z.array(BillProviderJson),
      summary: 'The sandbox billers (Ghana and neighbours), filtered by category (ELECTRICITY, WATER, TV, AIRTIME, INTERNET) and country',
      handler: async ({ services, query }) => (await services.bills.providers(query)).map(wireOf(BillProviderJson)),
    }),
    route({
      method: 'POST',
      url: '/bills/saved-billers',
      operationId: 'createSavedBiller',
      graphql: 'Mutation.saveBiller',
      tags,
      auth: 'user',
      body: SaveBillerInput,
      response: SavedBillerJson,
      errors: ['CONFLICT', 'NOT_FOUND'],
      summary: "Save a biller and account (the account number must match the provider's accountPattern; once per user, provider and account)",
      handler: async ({ services, principal, body }) => toWire(SavedBillerJson, await services.bills.saveBiller(principal, body)),
    }),
    route({
      method: 'GET',
      url: '/bills/saved-billers',
      operationId: 'listSavedBillers',
      tags,
      auth: 'user',
      query: PageQuery,
      response: restPage(SavedBillerJson),
      summary: 'Saved billers, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.bills.savedBillers(principal, page), wireOf(SavedBillerJson)),
    }),
    route({
      method: 'DELETE',
      url: '/bills/saved-billers/:id',
      operationId: 'deleteSavedBiller',
      tags,
      auth: 'user',
      params: z.object({ id: z.string().describe('sb_…') }),
      response: DeletedObject,
      summary: 'Delete a saved biller',
      handler: async ({ services, principal, params }) => {
        await services.bills.deleteSavedBiller(principal, params.id);
        return { id: params.id, deleted: true };
      },
    }),
    route({
      method: 'POST',
      url: '/bills/pay',
      operationId: 'createBillPayment',
      graphql: 'Mutation.payBill',
      tags,
      auth: 'user',
      body: PayBillInput,
      idempotent: true,
      response: BillPaymentJson,
      errors: [...PAY_ERRORS],
      summary:
        "Pay a bill from the wallet (amount at least 0.01, within the biller's range, in its currency): COMPLETED with a receipt (and a token for prepaid electricity), FAILED with the money returned, or PENDING while the biller is late",
      handler: async ({ services, principal, body }) => toWire(BillPaymentJson, await services.billPayments.pay(principal, body)),
    }),
    route({
      method: 'GET',
      url: '/bills/history',
      operationId: 'listBillPayments',
      tags,
      auth: 'user',
      query: PageQuery,
      response: restPage(BillPaymentJson),
      summary: 'Bill payments, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.billPayments.history(principal, page), wireOf(BillPaymentJson)),
    }),
    route({
      method: 'GET',
      url: '/bills/history/:id',
      operationId: 'retrieveBillPayment',
      tags,
      auth: 'user',
      params: PaymentParams,
      response: BillPaymentJson,
      summary: 'One bill payment, as it stands now (a PENDING payment completes or fails later)',
      handler: async ({ services, principal, params }) => toWire(BillPaymentJson, await services.billPayments.get(principal, params.id)),
    }),
    route({
      method: 'POST',
      url: '/bills/scheduled',
      operationId: 'createScheduledBillPayment',
      graphql: 'Mutation.scheduleBillPayment',
      tags,
      auth: 'user',
      body: ScheduleBillInput,
      idempotent: true,
      response: ScheduledBillPaymentJson,
      errors: ['BILL_ACCOUNT_INVALID', 'NOT_FOUND'],
      summary:
        'Schedule a recurring bill payment (the pay fields, frequency daily/weekly/monthly, startDate today or later, optional IANA timeZone; by default the zone of your country)',
      handler: async ({ services, principal, body }) => toWire(ScheduledBillPaymentJson, await services.billPayments.schedule(principal, body)),
    }),
    route({
      method: 'GET',
      url: '/bills/scheduled',
      operationId: 'listScheduledBillPayments',
      tags,
      auth: 'user',
      query: PageQuery,
      response: restPage(ScheduledBillPaymentJson),
      summary: 'Scheduled bill payments, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) =>
        restList(query, (page) => services.billPayments.scheduledPayments(principal, page), wireOf(ScheduledBillPaymentJson)),
    }),
    route({
      method: 'GET',
      url: '/bills/scheduled/:id',
      operationId: 'retrieveScheduledBillPayment',
      tags,
      auth: 'user',
      params: ScheduledParams,
      response: ScheduledBillPaymentJson,
      summary: 'One scheduled bill payment',
      handler: async ({ services, principal, params }) => toWire(ScheduledBillPaymentJson, await services.billPayments.scheduled(principal, params.id)),
    }),
    route({
      method: 'PUT',
      url: '/bills/scheduled/:id/pause',
      operationId: 'pauseScheduledBillPayment',
      tags,
      auth: 'user',
      params: ScheduledParams,
      response: ScheduledBillPaymentJson,
      errors: ['SCHEDULE_ENDED'],
      summary: 'Pause a scheduled bill payment: nothing is paid until it is resumed',
      handler: async ({ services, principal, params }) => toWire(ScheduledBillPaymentJson, await services.billPayments.pauseScheduled(principal, params.id)),
    }),
    route({
      method: 'PUT',
      url: '/bills/scheduled/:id/resume',
      operationId: 'resumeScheduledBillPayment',
      tags,
      auth: 'user',
      params: ScheduledParams,
      response: ScheduledBillPaymentJson,
      errors: ['SCHEDULE_ENDED'],
      summary: 'Resume a paused scheduled bill payment from today on; dates missed while paused are not paid',
      handler: async ({ services, principal, params }) => toWire(ScheduledBillPaymentJson, await services.billPayments.resumeScheduled(principal, params.id)),
    }),
    route({
      method: 'GET',
      url: '/bills/scheduled/:id/occurrences',
      operationId: 'listScheduledBillPaymentOccurrences',
      graphql: 'ScheduledBillPayment.occurrences',
      tags,
      auth: 'user',
      params: ScheduledParams,
      query: PreviewQuery,
      response: OccurrencesJson,
      summary:
        'Upcoming payment dates: the next count (1-100, default 5) with every calendar rule applied, and the latest dates that came due (paid or skipped, with the reason)',
      handler: async ({ services, principal, params, query }) => ({
        id: params.id,
        upcoming: await services.billPayments.upcoming(principal, params.id, query.count),
        past: await services.billPayments.pastOccurrences(principal, params.id, query.count),
      }),
    }),
  ];
}
