import { SearchPageQuery } from '../../platform/search-query.js';
import { z } from 'zod';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { toWire, wireOf } from '../../platform/wire.js';
import { PaymentLinkJson } from './payment-links.json.js';

import { CreatePaymentLinkInput, UpdatePaymentLinkInput } from './payment-links.service.js';

const LinkParams = z.object({ id: z.string().describe('plink_…') });

export function paymentLinksRoutes(): AnyRoute[] {
  const tags = ['Payment links'];
  return [
    route({
      method: 'POST',
      url: '/merchants/me/payment-links',
      operationId: 'createPaymentLink',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      body: CreatePaymentLinkInput,
      idempotent: true,
      response: PaymentLinkJson,
      summary: 'Create a payment link, fixed or flexible in amount; its url is the hosted payment page',
      handler: async ({ services, principal, body }) => toWire(PaymentLinkJson, await services.paymentLinks.create(principal, body)),
    }),
    route({
      method: 'GET',
      url: '/merchants/me/payment-links',
      operationId: 'listPaymentLinks',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      query: PageQuery,
      response: restPage(PaymentLinkJson),
      summary: 'Your payment links, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.paymentLinks.list(principal, page), wireOf(PaymentLinkJson)),
    }),
    route({
      method: 'GET',
      url: '/merchants/me/payment-links/search',
      operationId: 'searchPaymentLinks',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      query: SearchPageQuery,
      response: restPage(PaymentLinkJson),
      summary: "Search your payment links with Stripe's query language (title:'Kente', amount>100, metadata['order_id']:'1001'), newest first",
      handler: async ({ services, principal, query: { query, ...page } }) =>
        restList(page, (p) => services.paymentLinks.list(principal, p, query), wireOf(PaymentLinkJson)),
    }),
    route({
      method: 'GET',
      url: '/merchants/me/payment-links/:id',
      operationId: 'retrievePaymentLink',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      params: LinkParams,
      response: PaymentLinkJson,
      summary: 'One payment link with what it has collected',
      handler: async ({ services, principal, params }) => toWire(PaymentLinkJson, await services.paymentLinks.get(principal, params.id)),
    }),
    route({
      method: 'POST',
      url: '/merchants/me/payment-links/:id',
      operationId: 'updatePaymentLink',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      params: LinkParams,
      body: UpdatePaymentLinkInput,
      response: PaymentLinkJson,
      idempotent: true,
      summary:
        "Update a payment link's metadata, as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay",
      handler: async ({ services, principal, params, body }) => toWire(PaymentLinkJson, await services.paymentLinks.update(principal, params.id, body)),
    }),
    route({
      method: 'POST',
      url: '/merchants/me/payment-links/:id/deactivate',
      operationId: 'deactivatePaymentLink',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      params: LinkParams,
      response: PaymentLinkJson,
      summary: 'Deactivate a payment link: its page takes no more money',
      handler: async ({ services, principal, params }) => toWire(PaymentLinkJson, await services.paymentLinks.deactivate(principal, params.id)),
    }),
  ];
}
