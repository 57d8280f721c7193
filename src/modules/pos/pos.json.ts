import { MetadataJson } from '../../platform/metadata.js';
import { Timestamp, CalendarDate, MoneyAmount } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { resource } from '../../platform/resources.js';

export const CatalogItemJson = resource(
  'PosCatalogItem',
  'An item of the point-of-sale catalog, with its price.',
  z.object({
    id: z.string().describe('pci_…'),
    description: z.string(),
    sku: z.string().nullable(),
    unitPrice: MoneyAmount,
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
      z.object({ catalogItemId: z.string().nullable(), description: z.string(), quantity: z.number().int(), unitPrice: MoneyAmount, total: MoneyAmount }),
    ),
    subtotal: MoneyAmount,
    refunded: MoneyAmount.describe('what its refunds that did not fail add up to'),
    currency: z.string(),
    paymentMethod: z.enum(['momo', 'card', 'cash']),
    status: z.enum(['PENDING', 'COMPLETED', 'FAILED']).describe('PENDING: a mobile money sale waiting for the customer'),
    customerPhone: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: Timestamp,
    completedAt: Timestamp.nullable(),
    metadata: MetadataJson.describe('your own data on the sale (a table number, an order)'),
  }),
);

export const PosRefundJson = resource(
  'PosRefund',
  'A refund of a point-of-sale sale, by amount or by lines.',
  z.object({
    id: z.string().describe('posrf_…'),
    saleId: z.string(),
    amount: MoneyAmount,
    currency: z.string(),
    lines: z.array(z.object({ line: z.number().int(), quantity: z.number().int() })).nullable(),
    reason: z.string().nullable().describe('why the merchant refunded, as they said it'),
    status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']).describe('PENDING: a mobile money refund waiting for the rail'),
    failureReason: z.string().nullable(),
    createdAt: Timestamp,
  }),
);

const Takings = { sales: z.number().int(), gross: MoneyAmount, refunds: MoneyAmount.describe('negative'), net: MoneyAmount };

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
