import { toWire, wireOf } from '../../platform/wire.js';
import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { CreatePaymentRequestInput, ListPaymentRequestsFilter, PaymentRequestJson, UpdatePaymentRequestInput } from './payment-requests.service.js';

const IdParams = z.object({ id: z.string() });
const ListQuery = PageQuery.extend(ListPaymentRequestsFilter.shape);

export function paymentRequestsRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['Payment requests'];
  routes.push(
    route({
      method: 'POST',
      url: '/payment-requests',
      operationId: 'createPaymentRequest',
      response: PaymentRequestJson,
      errors: ['SELF_TRANSFER', 'NOT_FOUND'],
      tags,
      auth: 'user',
      body: CreatePaymentRequestInput,
      idempotent: true,
      summary: 'Ask a user (fromWalletId, fromPhone or fromEmail) for money; expires after 7 days; a payer no one is is 404',
      handler: async ({ services, principal, body }) => toWire(PaymentRequestJson, await services.paymentRequests.create(principal, body)),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/payment-requests/:id',
      operationId: 'updatePaymentRequest',
      response: PaymentRequestJson,
      tags,
      auth: 'user',
      params: IdParams,
      body: UpdatePaymentRequestInput,
      idempotent: true,
      summary:
        "Update a payment request's metadata (requester only; the payer gets 403), as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay",
      handler: async ({ services, principal, params, body }) => toWire(PaymentRequestJson, await services.paymentRequests.update(principal, params.id, body)),
    }),
  );
  for (const [action, summary] of [
    ['accept', 'Accept (payer only): the money moves now; 409 NOT_PENDING once expired or settled'],
    ['reject', 'Reject (payer only, pending only)'],
    ['cancel', 'Cancel a sent request (requester only, pending only)'],
  ] as const) {
    routes.push(
      route({
        method: 'POST',
        url: `/payment-requests/:id/${action}`,
        operationId: `${action}PaymentRequest`,
        response: PaymentRequestJson,
        errors: ['NOT_PENDING', 'INSUFFICIENT_FUNDS', 'KYC_LIMIT_EXCEEDED'],
        tags,
        auth: 'user',
        params: IdParams,
        idempotent: action === 'accept',
        summary,
        handler: async ({ services, principal, params }) => toWire(PaymentRequestJson, await services.paymentRequests[action](principal, params.id)),
      }),
    );
  }
  for (const side of ['sent', 'received'] as const) {
    routes.push(
      route({
        method: 'GET',
        url: `/payment-requests/${side}`,
        operationId: side === 'sent' ? 'listSentPaymentRequests' : 'listReceivedPaymentRequests',
        libraryMethod: ['paymentRequests', side === 'sent' ? 'listSent' : 'listReceived'],
        response: restPage(PaymentRequestJson),
        tags,
        auth: 'user',
        query: ListQuery,
        summary: `List ${side} requests, newest first; optional status filter (page zero-based, size 1-100, default 20)`,
        handler: async ({ services, principal, query }) => {
          const { status, ...pageQuery } = query;
          return restList(pageQuery, (page) => services.paymentRequests.list(principal, side, { status }, page), wireOf(PaymentRequestJson));
        },
      }),
    );
  }
  return routes;
}
