import { Timestamp, CalendarDate } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { moneyIn } from '../../platform/money.js';
import type { PosDailyReportModel, PosRefundModel, PosSaleModel } from './pos.service.js';
import { resource } from '../../platform/resources.js';

export const CatalogItemJson = resource(
  'PosCatalogItem',
  'An item of the point-of-sale catalog, with its price.',
  z.object({
    id: z.string().describe('pci_…'),
    description: z.string(),
    sku: z.string().nullable(),
    unitPrice: z.number(),
    currency: z.string(),
    status: z.enum(['ACTIVE', 'ARCHIVED']),
    createdAt: Timestamp,
  }),
);

export const SaleJson = resource(
  'PosSale',
  'A point-of-sale sale: its lines, total, payment method and receipt number.',
  z.object({
    id: z.string().describe('sale_…'),
    receiptNumber: z.string().describe('R-000001, in sequence per merchant'),
    items: z.array(
      z.object({ catalogItemId: z.string().nullable(), description: z.string(), quantity: z.number().int(), unitPrice: z.number(), total: z.number() }),
    ),
    subtotal: z.number(),
    refunded: z.number().describe('what its refunds that did not fail add up to'),
    currency: z.string(),
    paymentMethod: z.enum(['momo', 'card', 'cash']),
    status: z.enum(['PENDING', 'COMPLETED', 'FAILED']).describe('PENDING: a mobile money sale waiting for the customer'),
    customerPhone: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: Timestamp,
    completedAt: Timestamp.nullable(),
  }),
);

export const saleToJson = (s: PosSaleModel): z.input<typeof SaleJson> => {
  const n = (minor: bigint) => moneyIn(s, minor).toNumber();
  return {
    id: s.id,
    receiptNumber: s.receiptNumber,
    items: s.items.map((i) => ({
      catalogItemId: i.catalogItemId,
      description: i.description,
      quantity: i.quantity,
      unitPrice: n(i.unitPrice),
      total: n(i.total),
    })),
    subtotal: n(s.subtotal),
    refunded: n(s.refunded),
    currency: s.currency,
    paymentMethod: s.paymentMethod,
    status: s.status,
    customerPhone: s.customerPhone,
    failureReason: s.failureReason,
    createdAt: s.createdAt.toISOString(),
    completedAt: s.completedAt?.toISOString() ?? null,
  };
};

export const PosRefundJson = resource(
  'PosRefund',
  'A refund of a point-of-sale sale, by amount or by lines.',
  z.object({
    id: z.string().describe('posrf_…'),
    saleId: z.string(),
    amount: z.number(),
    currency: z.string(),
    lines: z.array(z.object({ line: z.number().int(), quantity: z.number().int() })).nullable(),
    reason: z.string().nullable().describe('why the merchant refunded, as they said it'),
    status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']).describe('PENDING: a mobile money refund waiting for the rail'),
    failureReason: z.string().nullable(),
    createdAt: Timestamp,
  }),
);

export const posRefundToJson = (r: PosRefundModel): z.input<typeof PosRefundJson> => ({
  id: r.id,
  saleId: r.saleId,
  amount: moneyIn(r, r.amount).toNumber(),
  currency: r.currency,
  lines: r.lines,
  reason: r.reason,
  status: r.status,
  failureReason: r.failureReason,
  createdAt: r.createdAt.toISOString(),
});

const Takings = { sales: z.number().int(), gross: z.number(), refunds: z.number().describe('negative'), net: z.number() };

export const DailyReportJson = resource(
  'PosDailyReport',
  "A day's point-of-sale totals, by payment method.",
  z.object({
    date: CalendarDate,
    timeZone: z.string(),
    currency: z.string(),
    ...Takings,
    byMethod: z.array(z.object({ method: z.enum(['momo', 'card', 'cash']), ...Takings })),
  }),
);

export const reportToJson = (r: PosDailyReportModel): z.input<typeof DailyReportJson> => {
  const n = (minor: bigint) => moneyIn(r, minor).toNumber();
  return {
    date: r.date,
    timeZone: r.timeZone,
    currency: r.currency,
    sales: r.sales,
    gross: n(r.gross),
    refunds: n(r.refunds),
    net: n(r.net),
    byMethod: r.byMethod.map((m) => ({ method: m.method, sales: m.sales, gross: n(m.gross), refunds: n(m.refunds), net: n(m.net) })),
  };
};
