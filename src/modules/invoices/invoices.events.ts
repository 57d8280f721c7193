import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';
import { MetadataJson } from '../../platform/metadata.js';

const invoice = z.object({
  id: z.string().describe('inv_…'),
  invoiceNumber: z.string(),
  customerEmail: z.string(),
  subtotal: eventAmount(),
  currency: z.string().describe('ISO 4217 code'),
  status: z.string(),
  dueDate: z.string().nullable().describe('YYYY-MM-DD'),
  metadata: MetadataJson,
});

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const invoiceEvents = {
  'invoice.created': {
    description: 'An invoice was created (owner: the merchant).',
    data: z.object({ invoice }),
  },
  'invoice.sent': {
    description: 'An invoice was e-mailed to its customer (owner: the merchant).',
    data: z.object({ invoice }),
  },
  'invoice.paid': {
    description: 'An invoice was paid on its hosted page (owner: the merchant).',
    data: z.object({ invoice, payment: z.object({ id: z.string(), method: z.string(), metadata: MetadataJson }) }),
  },
  'invoice.overdue': {
    description: 'An unpaid invoice passed its due date (owner: the merchant).',
    data: z.object({ invoice }),
  },
  'invoice.updated': {
    description: "An invoice's metadata changed (owner: the merchant).",
    data: z.object({ invoice }),
  },
  'invoice.cancelled': {
    description: 'An invoice was voided (owner: the merchant).',
    data: z.object({ invoice }),
  },
} as const satisfies EventDeclarations;
