import { Timestamp, CalendarDate, EmailAddress, WebUrl } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { moneyIn } from '../../platform/money.js';
import { INVOICE_STATUSES, type InvoiceModel } from './invoices.service.js';
import { resource } from '../../platform/resources.js';

export const InvoiceLineItemJson = resource(
  'InvoiceLineItem',
  'One line of an invoice: what, how many, at what unit price, and its total.',
  z.object({ description: z.string(), quantity: z.number().int(), unitPrice: z.number(), total: z.number().describe('quantity × unitPrice') }),
);

export const InvoiceJson = resource(
  'Invoice',
  'An invoice to a customer, with its line items and a hosted page to pay it.',
  z.object({
    id: z.string().describe('inv_…'),
    invoiceNumber: z.string().describe('INV-000001, in sequence per merchant'),
    url: WebUrl.describe('the hosted page where the customer pays it'),
    customerEmail: EmailAddress,
    items: z.array(InvoiceLineItemJson),
    subtotal: z.number(),
    currency: z.string(),
    status: z.enum(INVOICE_STATUSES),
    dueDate: CalendarDate.nullable(),
    notes: z.string().nullable(),
    createdAt: Timestamp,
    paidAt: Timestamp.nullable(),
    voidedAt: Timestamp.nullable(),
  }),
);

export const invoiceToJson = (i: InvoiceModel): z.input<typeof InvoiceJson> => {
  const n = (minor: bigint) => moneyIn(i, minor).toNumber();
  return {
    id: i.id,
    invoiceNumber: i.invoiceNumber,
    url: i.url,
    customerEmail: i.customerEmail,
    items: i.items.map((item) => ({ description: item.description, quantity: item.quantity, unitPrice: n(item.unitPrice), total: n(item.total) })),
    subtotal: n(i.subtotal),
    currency: i.currency,
    status: i.status,
    dueDate: i.dueDate,
    notes: i.notes,
    createdAt: i.createdAt.toISOString(),
    paidAt: i.paidAt?.toISOString() ?? null,
    voidedAt: i.voidedAt?.toISOString() ?? null,
  };
};
