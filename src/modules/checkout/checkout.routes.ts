import { SearchPageQuery } from '../../platform/search-query.js';
import { toWire, wireOf } from '../../platform/wire.js';
import { CalendarDate, MoneyAmount } from '../../platform/wire-formats.js';
import { resource } from '../../platform/resources.js';
import { z } from 'zod';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { PaymentJson, PaymentRefundJson } from './checkout.json.js';
import { RefundInput, UpdateRefundInput } from './refunds.service.js';
import { UpdatePaymentInput } from './checkout.service.js';

const DailyVolumeJson = z.object({ date: CalendarDate, currency: z.string(), count: z.number().int(), gross: MoneyAmount, fees: MoneyAmount });

export function checkoutRoutes(): AnyRoute[] {
  const tags = ['Payments'];
  return [
    route({
      method: 'GET',
      url: '/merchants/me/payments',
      operationId: 'listPayments',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      query: PageQuery.extend({
        status: z.string().optional().describe('COMPLETE (nothing refunded), PARTIALLY_REFUNDED or REFUNDED'),
        method: z.string().optional().describe('CARD or MOBILE_MONEY'),
        targetId: z.string().optional().describe('the payment link (pl_…) or invoice (inv_…) paid'),
        from: z.string().optional().describe('YYYY-MM-DD: completed on or after this day (UTC)'),
        to: z.string().optional().describe('YYYY-MM-DD: completed on or before this day (UTC)'),
      }),
      response: restPage(PaymentJson),
      summary:
        'Payments taken on your payment links and invoices, newest first, filtered by status, method, link or invoice and days (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => {
        const { status, method, targetId, from, to, ...pageQuery } = query;
        return restList(pageQuery, (p) => services.checkout.payments(principal, p, { status, method, targetId, from, to }), wireOf(PaymentJson));
      },
    }),
    route({
      method: 'GET',
      url: '/merchants/me/payments/volume',
      operationId: 'retrievePaymentVolume',
      libraryMethod: ['payments', 'retrieveVolume'],
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      query: z.object({ days: z.string().optional().describe('1-366, default 30') }),
      response: resource(
        'PaymentVolume',
        'What a merchant took per day and currency.',
        z.object({
          days: z.array(DailyVolumeJson),
        }),
      ),
      summary: 'What you took per day (UTC, on your sandbox clock) over the last days, today included, by currency; days without a payment are zeros',
      handler: async ({ services, principal, query }) => {
        const days = query.days === undefined ? 30 : /^\d{1,3}$/.test(query.days) ? Number(query.days) : query.days;
        const volume = await services.checkout.dailyVolume(principal, days);
        return { days: volume.map(wireOf(DailyVolumeJson)) };
      },
    }),
    route({
      method: 'GET',
      url: '/merchants/me/payments/search',
      operationId: 'searchPayments',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      query: SearchPageQuery,
      response: restPage(PaymentJson),
      summary:
        "Search the payments taken on your links and invoices with Stripe's query language (amount>100 AND method:'CARD', metadata['order_id']:'1001'), newest first",
      handler: async ({ services, principal, query: { query, ...page } }) =>
        restList(page, (p) => services.checkout.payments(principal, p, { query }), wireOf(PaymentJson)),
    }),
    route({
      method: 'GET',
      url: '/merchants/me/payments/:id',
      operationId: 'retrievePayment',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      params: z.object({ id: z.string().describe('cs_…') }),
      response: PaymentJson,
      summary: 'One payment attempt on your pages, complete or not',
      handler: async ({ services, principal, params }) => toWire(PaymentJson, await services.checkout.payment(principal, params.id)),
    }),
    route({
      method: 'POST',
      url: '/merchants/me/payments/:id',
      operationId: 'updatePayment',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      params: z.object({ id: z.string().describe('cs_…') }),
      body: UpdatePaymentInput,
      idempotent: true,
      response: PaymentJson,
      summary: "Update a payment's metadata, as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay",
      handler: async ({ services, principal, params, body }) => toWire(PaymentJson, await services.checkout.updatePayment(principal, params.id, body)),
    }),
    route({
      method: 'POST',
      url: '/merchants/me/payments/:id/refunds',
      operationId: 'createRefund',
      graphql: 'Mutation.refundPayment',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      params: z.object({ id: z.string().describe('cs_…') }),
      body: RefundInput,
      idempotent: true,
      response: PaymentRefundJson,
      errors: ['NOT_REFUNDABLE', 'REFUND_TOO_LARGE', 'INSUFFICIENT_FUNDS', 'ALREADY_REFUNDED'],
      summary:
        'Refund a payment in full or in part ({amount?, reason?}; all that is left when amount is absent), back to its card at once or to the payer by mobile money (PENDING until the rail answers)',
      handler: async ({ services, principal, params, body }) => toWire(PaymentRefundJson, await services.refunds.refund(principal, params.id, body)),
    }),
    route({
      method: 'GET',
      url: '/merchants/me/payments/:id/refunds',
      operationId: 'listRefunds',
      graphql: 'Payment.refunds',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      params: z.object({ id: z.string().describe('cs_…') }),
      query: PageQuery,
      response: restPage(PaymentRefundJson),
      summary: "A payment's refunds, oldest first (page zero-based, size 1-100, default 20); an unknown payment is 404",
      handler: async ({ services, principal, params, query }) =>
        restList(query, (page) => services.refunds.list(principal, params.id, page), wireOf(PaymentRefundJson)),
    }),
    route({
      method: 'GET',
      url: '/merchants/me/refunds/search',
      operationId: 'searchRefunds',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      query: SearchPageQuery,
      response: restPage(PaymentRefundJson),
      summary: "Search the refunds of all your payments with Stripe's query language (status:'FAILED', amount>100, metadata['ticket']:'4412'), newest first",
      handler: async ({ services, principal, query: { query, ...page } }) =>
        restList(page, (p) => services.refunds.search(principal, p, query), wireOf(PaymentRefundJson)),
    }),
    route({
      method: 'GET',
      url: '/merchants/me/refunds/:id',
      operationId: 'retrieveRefund',
      graphql: 'Query.paymentRefund',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      params: z.object({ id: z.string().describe('rf_…') }),
      response: PaymentRefundJson,
      summary: 'One refund of a payment of yours, as it stands now',
      handler: async ({ services, principal, params }) => toWire(PaymentRefundJson, await services.refunds.get(principal, params.id)),
    }),
    route({
      method: 'POST',
      url: '/merchants/me/refunds/:id',
      operationId: 'updateRefund',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      params: z.object({ id: z.string().describe('rf_…') }),
      body: UpdateRefundInput,
      idempotent: true,
      response: PaymentRefundJson,
      summary: "Update a refund's metadata, as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay",
      handler: async ({ services, principal, params, body }) => toWire(PaymentRefundJson, await services.refunds.update(principal, params.id, body)),
    }),
  ];
}
