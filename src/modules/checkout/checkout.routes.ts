import { z } from 'zod';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { PaymentJson, paymentToJson } from './checkout.json.js';

export function checkoutRoutes(): AnyRoute[] {
  const tags = ['Payments'];
  return [
    route({
      method: 'GET',
      url: '/merchants/me/payments',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      query: PageQuery,
      response: restPage(PaymentJson),
      summary: 'Payments taken on your payment links and invoices, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.checkout.payments(principal, page), paymentToJson),
    }),
    route({
      method: 'GET',
      url: '/merchants/me/payments/:id',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      params: z.object({ id: z.string().describe('cs_…') }),
      response: PaymentJson,
      summary: 'One payment attempt on your pages, complete or not',
      handler: async ({ services, principal, params }) => paymentToJson(await services.checkout.payment(principal, params.id)),
    }),
  ];
}
