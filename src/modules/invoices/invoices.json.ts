import { MetadataJson } from '../../platform/metadata.js';
import { Timestamp, CalendarDate, EmailAddress, WebUrl, MoneyAmount } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { INVOICE_STATUSES } from './invoices.tables.js';
import { resource } from '../../platform/resources.js';

export const InvoiceLineItemJson = resource(
  'InvoiceLineItem',
  'One line of an invoice: what, how many, at what unit price, and its total.',
  z.object({ description: z.string(), quantity: z.number().int(), unitPrice: MoneyAmount, total: MoneyAmount.describe('quantity × unitPrice') }),
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
    subtotal: MoneyAmount,
    currency: z.string(),
    status: z.enum(INVOICE_STATUSES),
    dueDate: CalendarDate.nullable(),
    notes: z.string().nullable(),
    createdAt: Timestamp,
    paidAt: Timestamp.nullable(),
    voidedAt: Timestamp.nullable(),
    metadata: MetadataJson.describe('your own data on the invoice, copied onto its payment'),
  }),
);
