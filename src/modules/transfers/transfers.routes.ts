import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { CreateTransferInput, RemittanceJson, UpdateTransferInput } from './transfers.service.js';
import { SearchPageQuery } from '../../platform/search-query.js';
import { toWire, wireOf } from '../../platform/wire.js';

const IdParams = z.object({ id: z.string() });

export function transfersRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['Transfers'];
  routes.push(
    route({
      method: 'POST',
      url: '/transactions',
      operationId: 'createTransfer',
      response: RemittanceJson,
      errors: ['INSUFFICIENT_FUNDS', 'KYC_LIMIT_EXCEEDED', 'QUOTE_EXPIRED', 'QUOTE_USED', 'CURRENCY_ACCOUNT_MISSING', 'NOT_FOUND'],
      tags,
      auth: 'user',
      body: CreateTransferInput,
      idempotent: true,
      summary: 'Create a transfer to a saved recipient: the amount and fee are debited now, the payout follows (a locked quoteId guarantees its rate)',
      handler: async ({ services, principal, body }) => toWire(RemittanceJson, await services.transfers.create(principal, body)),
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/transactions',
      operationId: 'listTransfers',
      response: restPage(RemittanceJson),
      tags,
      auth: 'user',
      query: PageQuery,
      summary: 'List transfers, newest first (page zero-based, default 0; size default 20)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.transfers.list(principal, page), wireOf(RemittanceJson)),
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/transactions/search',
      operationId: 'searchTransfers',
      response: restPage(RemittanceJson),
      tags,
      auth: 'user',
      query: SearchPageQuery,
      summary: "Search your transfers with Stripe's query language (status:COMPLETED AND sendAmount>100, metadata['invoice']:'INV-7'), newest first",
      handler: async ({ services, principal, query: { query, ...page } }) =>
        restList(page, (p) => services.transfers.list(principal, p, query), wireOf(RemittanceJson)),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/transactions/:id',
      operationId: 'updateTransfer',
      response: RemittanceJson,
      tags,
      auth: 'user',
      params: IdParams,
      body: UpdateTransferInput,
      idempotent: true,
      summary: "Update a transfer's metadata, as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay",
      handler: async ({ services, principal, params, body }) => toWire(RemittanceJson, await services.transfers.update(principal, params.id, body)),
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/transactions/:id',
      operationId: 'retrieveTransfer',
      response: RemittanceJson,
      tags,
      auth: 'user',
      params: IdParams,
      summary: 'Transfer detail with its events timeline',
      handler: async ({ services, principal, params }) => toWire(RemittanceJson, await services.transfers.get(principal, params.id)),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/admin/transactions/:id/reverse',
      operationId: 'reverseTransfer',
      response: RemittanceJson,
      errors: ['CONFLICT', 'NOT_PENDING', 'DISPUTE_OPEN', 'ALREADY_REFUNDED'],
      tags: ['Administration'],
      auth: 'user',
      roles: ['ADMIN'],
      params: IdParams,
      summary: 'Administrators: reverse a completed transfer; the sender gets the amount and the fee back (transfer.reversed)',
      handler: async ({ services, principal, params }) => toWire(RemittanceJson, await services.transfers.reverse(principal, params.id)),
    }),
  );
  return routes;
}
