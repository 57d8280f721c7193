import { toWire, wireOf } from '../../platform/wire.js';
import { z } from 'zod';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { CatalogItemJson, DailyReportJson, PosRefundJson, SaleJson } from './pos.json.js';
import { CatalogItemInput, CatalogUpdateInput } from './pos-catalog.service.js';
import { PosRefundInput } from './pos-refunds.service.js';
import { ReportQuery } from './pos-reports.service.js';
import { SaleInput, UpdateSaleInput } from './pos.service.js';
import { SearchPageQuery } from '../../platform/search-query.js';

const ItemParams = z.object({ id: z.string().describe('pci_…') });

export function posRoutes(): AnyRoute[] {
  const merchant = { tags: ['POS'], auth: 'user' as const, roles: ['MERCHANT' as const] };
  return [
    route({
      ...merchant,
      method: 'POST',
      url: '/pos/sales',
      operationId: 'createPosSale',
      graphql: 'Mutation.posSale',
      body: SaleInput,
      // A till retries after a dropped answer: without a key, a retry would sell twice.
      idempotent: 'required',
      response: SaleJson,
      errors: ['NOT_FOUND', 'KYC_LIMIT_EXCEEDED'],
      summary:
        'Process a sale ({items [{catalogItemId?, description, quantity, unitPrice}], paymentMethod momo|card|cash, currency, customerPhone?, card? for card}); Idempotency-Key required',
      handler: async ({ services, principal, body }) => toWire(SaleJson, await services.pos.sell(principal, body)),
    }),
    route({
      ...merchant,
      method: 'GET',
      url: '/pos/sales',
      operationId: 'listPosSales',
      query: PageQuery,
      response: restPage(SaleJson),
      summary: 'Your sales, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.pos.sales(principal, page), wireOf(SaleJson)),
    }),
    route({
      ...merchant,
      method: 'GET',
      url: '/pos/sales/search',
      operationId: 'searchPosSales',
      query: SearchPageQuery,
      response: restPage(SaleJson),
      summary: "Search your sales with Stripe's query language (paymentMethod:cash AND subtotal>100, metadata['table']:'7'), newest first",
      handler: async ({ services, principal, query: { query, ...page } }) => restList(page, (p) => services.pos.sales(principal, p, query), wireOf(SaleJson)),
    }),
    route({
      ...merchant,
      method: 'POST',
      url: '/pos/sales/:id',
      operationId: 'updatePosSale',
      params: z.object({ id: z.string().describe('sale_…') }),
      body: UpdateSaleInput,
      idempotent: true,
      response: SaleJson,
      summary: "Update a sale's metadata, as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay",
      handler: async ({ services, principal, params, body }) => toWire(SaleJson, await services.pos.updateSale(principal, params.id, body)),
    }),
    route({
      ...merchant,
      method: 'GET',
      url: '/pos/sales/:id',
      operationId: 'retrievePosSale',
      params: z.object({ id: z.string().describe('sale_…') }),
      response: SaleJson,
      summary: 'One sale (a PENDING mobile money sale completes or fails later)',
      handler: async ({ services, principal, params }) => toWire(SaleJson, await services.pos.sale(principal, params.id)),
    }),
    route({
      ...merchant,
      method: 'POST',
      url: '/pos/refunds',
      operationId: 'createPosRefund',
      graphql: 'Mutation.posRefund',
      body: PosRefundInput,
      idempotent: true,
      response: PosRefundJson,
      errors: ['NOT_FOUND', 'NOT_REFUNDABLE', 'REFUND_TOO_LARGE', 'INSUFFICIENT_FUNDS', 'ALREADY_REFUNDED'],
      summary:
        'Refund a sale by amount ({saleId, amount, reason?}) or by lines ({saleId, lines [{line, quantity}], reason?}), back the way it was paid, never more than was sold',
      handler: async ({ services, principal, body }) => toWire(PosRefundJson, await services.posRefunds.refund(principal, body)),
    }),
    route({
      ...merchant,
      method: 'GET',
      url: '/pos/catalog',
      operationId: 'listPosCatalogItems',
      graphql: 'Query.posCatalog',
      query: PageQuery.extend({ includeArchived: z.enum(['true', 'false']).optional() }),
      response: restPage(CatalogItemJson),
      summary: 'Your catalog items, newest first (archived ones with includeArchived=true)',
      handler: async ({ services, principal, query }) =>
        restList(query, (page) => services.posCatalog.catalog(principal, page, query.includeArchived === 'true'), wireOf(CatalogItemJson)),
    }),
    route({
      ...merchant,
      method: 'POST',
      url: '/pos/catalog',
      operationId: 'createPosCatalogItem',
      graphql: 'Mutation.addPosCatalogItem',
      body: CatalogItemInput,
      idempotent: true,
      response: CatalogItemJson,
      summary: 'Add a catalog item ({description, sku?, unitPrice ≥ 0, currency})',
      handler: async ({ services, principal, body }) => toWire(CatalogItemJson, await services.posCatalog.addCatalogItem(principal, body)),
    }),
    route({
      ...merchant,
      method: 'PUT',
      url: '/pos/catalog/:id',
      operationId: 'updatePosCatalogItem',
      params: ItemParams,
      body: CatalogUpdateInput,
      response: CatalogItemJson,
      summary: 'Change a catalog item (any of description, sku, unitPrice, currency); past sales keep their prices',
      handler: async ({ services, principal, params, body }) =>
        toWire(CatalogItemJson, await services.posCatalog.updateCatalogItem(principal, params.id, body)),
    }),
    route({
      ...merchant,
      method: 'POST',
      url: '/pos/catalog/:id/archive',
      operationId: 'archivePosCatalogItem',
      params: ItemParams,
      response: CatalogItemJson,
      summary: 'Archive a catalog item: new sales cannot name it',
      handler: async ({ services, principal, params }) => toWire(CatalogItemJson, await services.posCatalog.archiveCatalogItem(principal, params.id)),
    }),
    route({
      ...merchant,
      method: 'GET',
      url: '/pos/reports/daily',
      operationId: 'retrievePosDailyReport',
      query: ReportQuery,
      response: DailyReportJson,
      summary:
        "A day's takings in your time zone (date YYYY-MM-DD, default today; currency, default GHS): sales, gross, refunds (negative, on the day they happen), net, by method",
      handler: async ({ services, principal, query }) => toWire(DailyReportJson, await services.posReports.dailyReport(principal, query)),
    }),
  ];
}
