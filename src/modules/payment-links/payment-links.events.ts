import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';
import { MetadataJson } from '../../platform/metadata.js';

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const paymentLinkEvents = {
  'payment_link.paid': {
    description: 'A payment link took a payment (owner: the merchant).',
    data: z.object({
      paymentLink: z.object({ id: z.string(), title: z.string(), url: z.string(), metadata: MetadataJson }),
      payment: z.object({ id: z.string(), amount: eventAmount(), currency: z.string(), method: z.string(), metadata: MetadataJson }),
    }),
  },
  'payment_link.updated': {
    description: "A payment link's metadata changed (owner: the merchant).",
    data: z.object({ paymentLink: z.object({ id: z.string(), title: z.string(), url: z.string(), metadata: MetadataJson }) }),
  },
} as const satisfies EventDeclarations;
