import { z } from 'zod';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { BillProviderJson, ProviderQuery, providerToJson, SaveBillerInput, SavedBillerJson, savedBillerToJson } from './bills.service.js';

export function billsRoutes(): AnyRoute[] {
  const tags = ['Bill payments'];
  return [
    route({
      method: 'GET',
      url: '/bills/providers',
      tags,
      auth: 'user',
      query: ProviderQuery,
      response: z.array(BillProviderJson),
      summary: 'The sandbox billers (Ghana and neighbours), filtered by category (ELECTRICITY, WATER, TV, AIRTIME, INTERNET) and country',
      handler: async ({ services, query }) => (await services.bills.providers(query)).map(providerToJson),
    }),
    route({
      method: 'POST',
      url: '/bills/saved-billers',
      tags,
      auth: 'user',
      body: SaveBillerInput,
      response: SavedBillerJson,
      errors: ['CONFLICT', 'NOT_FOUND'],
      summary: "Save a biller and account (the account number must match the provider's accountPattern; once per user, provider and account)",
      handler: async ({ services, principal, body }) => savedBillerToJson(await services.bills.saveBiller(principal, body)),
    }),
    route({
      method: 'GET',
      url: '/bills/saved-billers',
      tags,
      auth: 'user',
      query: PageQuery,
      response: restPage(SavedBillerJson),
      summary: 'Saved billers, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.bills.savedBillers(principal, page), savedBillerToJson),
    }),
    route({
      method: 'DELETE',
      url: '/bills/saved-billers/:id',
      tags,
      auth: 'user',
      params: z.object({ id: z.string().describe('sb_…') }),
      response: z.object({ id: z.string(), deleted: z.boolean() }),
      summary: 'Delete a saved biller',
      handler: async ({ services, principal, params }) => {
        await services.bills.deleteSavedBiller(principal, params.id);
        return { id: params.id, deleted: true };
      },
    }),
  ];
}
