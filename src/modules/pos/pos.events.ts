import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';
import { MetadataJson } from '../../platform/metadata.js';

const sale = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  subtotal: eventAmount(),
  currency: z.string().describe('ISO 4217 code'),
  paymentMethod: z.string().describe('cash, card or mobile_money'),
  status: z.string(),
  metadata: MetadataJson,
});

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const posEvents = {
  'pos.sale_completed': {
    description: "A point-of-sale sale was paid: at once for cash and card, on the customer's answer for mobile money (owner: the merchant).",
    data: z.object({ sale }),
  },
  'pos.sale_failed': {
    description: 'A point-of-sale sale failed (owner: the merchant).',
    data: z.object({ sale, reason: z.string() }),
  },
  'pos.sale_updated': {
    description: "A point-of-sale sale's metadata changed (owner: the merchant).",
    data: z.object({ sale }),
  },
  'pos.refund_succeeded': {
    description: 'A point-of-sale refund succeeded (owner: the merchant).',
    data: z.object({
      sale: sale.pick({ id: true, receiptNumber: true, metadata: true }),
      refund: z.object({ id: z.string(), amount: eventAmount(), currency: z.string() }),
    }),
  },
} as const satisfies EventDeclarations;
