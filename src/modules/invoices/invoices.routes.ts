import { SearchPageQuery } from '../../platform/search-query.js';
import { z } from 'zod';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { toWire, wireOf } from '../../platform/wire.js';
import { InvoiceJson } from './invoices.json.js';

import { CreateInvoiceInput, InvoiceListQuery, UpdateInvoiceInput } from './invoices.service.js';

const InvoiceParams = z.object({ id: z.string().describe('inv_…') });

export function invoicesRoutes(): AnyRoute[] {
  const tags = ['Invoices'];
  return [
    route({
      method: 'POST',
      url: '/merchants/me/invoices',
      operationId: 'createInvoice',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      body: CreateInvoiceInput,
      idempotent: true,
      response: InvoiceJson,
      summary:
        'Create and send an invoice ({customerEmail, items [{description, quantity ≥ 1, unitPrice ≥ 0}], currency, dueDate?, notes?}): numbered in sequence, e-mailed with its payment page',
      handler: async ({ services, principal, body }) => toWire(InvoiceJson, await services.invoices.create(principal, body)),
    }),
    route({
      method: 'GET',
      url: '/merchants/me/invoices',
      operationId: 'listInvoices',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      query: InvoiceListQuery,
      response: restPage(InvoiceJson),
      summary: 'Your invoices, newest first, optionally of one status (SENT, OVERDUE, PAID, VOID); page zero-based, size 1-100, default 20',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.invoices.list(principal, page, query.status), wireOf(InvoiceJson)),
    }),
    route({
      method: 'GET',
      url: '/merchants/me/invoices/search',
      operationId: 'searchInvoices',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      query: SearchPageQuery,
      response: restPage(InvoiceJson),
      summary:
        "Search your invoices with Stripe's query language (status:'OVERDUE', customerEmail:'ama@example.com', metadata['order_id']:'1001'), newest first",
      handler: async ({ services, principal, query: { query, ...page } }) =>
        restList(page, (p) => services.invoices.list(principal, p, undefined, query), wireOf(InvoiceJson)),
    }),
    route({
      method: 'GET',
      url: '/merchants/me/invoices/:id',
      operationId: 'retrieveInvoice',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      params: InvoiceParams,
      response: InvoiceJson,
      summary: 'One invoice',
      handler: async ({ services, principal, params }) => toWire(InvoiceJson, await services.invoices.get(principal, params.id)),
    }),
    route({
      method: 'POST',
      url: '/merchants/me/invoices/:id',
      operationId: 'updateInvoice',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      params: InvoiceParams,
      body: UpdateInvoiceInput,
      idempotent: true,
      response: InvoiceJson,
      summary: "Update an invoice's metadata, as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay",
      handler: async ({ services, principal, params, body }) => toWire(InvoiceJson, await services.invoices.update(principal, params.id, body)),
    }),
    route({
      method: 'POST',
      url: '/merchants/me/invoices/:id/void',
      operationId: 'voidInvoice',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      params: InvoiceParams,
      response: InvoiceJson,
      errors: ['INVOICE_VOID', 'INVOICE_PAID', 'PAYMENT_IN_PROGRESS'],
      summary: 'Void an unpaid invoice (invoice.cancelled); a void or paid invoice is 409',
      handler: async ({ services, principal, params }) => toWire(InvoiceJson, await services.invoices.void(principal, params.id)),
    }),
  ];
}
