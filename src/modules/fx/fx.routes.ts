import { toWire } from '../../platform/wire.js';
import { resource } from '../../platform/resources.js';
import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { CreateQuoteInput, PriceJson, PriceQuery, QuoteJson, SetRateInput } from './fx.service.js';

export function fxRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['Exchange rates and FX quotes'];
  routes.push(
    route({
      method: 'GET',
      url: '/exchange-rates',
      operationId: 'listExchangeRates',
      graphql: 'Query.fxRates',
      response: PriceJson,
      tags,
      auth: 'user',
      query: PriceQuery,
      summary: 'Rate and fee for a currency pair: amount (default 100, min 0.01) and speed (express, the default, or economy)',
      handler: async ({ services, query }) => toWire(PriceJson, await services.fx.price(query)),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/fx/quotes',
      operationId: 'createFxQuote',
      response: QuoteJson,
      tags,
      auth: 'user',
      body: CreateQuoteInput,
      idempotent: true,
      summary: 'Create a quote that locks the rate for FX_QUOTE_TTL_SECONDS (default 900)',
      handler: async ({ services, principal, body }) => toWire(QuoteJson, await services.fx.createQuote(principal, body)),
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/fx/quotes/:quoteId',
      operationId: 'retrieveFxQuote',
      response: QuoteJson,
      tags,
      auth: 'user',
      params: z.object({ quoteId: z.string() }),
      summary: 'Retrieve a quote with its status (ACTIVE, EXPIRED, USED)',
      handler: async ({ services, principal, params }) => toWire(QuoteJson, await services.fx.quote(principal, params.quoteId)),
    }),
  );
  routes.push(
    route({
      method: 'PUT',
      url: '/admin/exchange-rates/:currency',
      operationId: 'updateExchangeRate',
      graphql: 'Mutation.setExchangeRate',
      response: resource(
        'ExchangeRateChange',
        'An exchange rate an administrator set, and how it moved.',
        z.object({ currency: z.string(), perUsd: z.string(), previousPerUsd: z.string(), changePercent: z.string(), announced: z.boolean() }),
      ),
      tags: ['Administration'],
      auth: 'user',
      roles: ['ADMIN'],
      params: z.object({ currency: z.string() }),
      body: SetRateInput.pick({ perUsd: true }),
      summary: 'Administrators: set a currency’s mid rate against USD; a significant change emits rate.updated',
      handler: ({ services, principal, params, body }) => services.fx.setRate(principal, { ...(body as object), currency: params.currency }),
    }),
  );
  return routes;
}
