import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';
import { MetadataJson } from '../../platform/metadata.js';

const paymentRequest = z.object({ id: z.string(), status: z.string(), amount: eventAmount(), currency: z.string(), metadata: MetadataJson });

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const paymentRequestEvents = {
  'payment_request.expired': {
    description: 'A payment request nobody answered in 7 days expired (owner: the requester).',
    data: z.object({ paymentRequest }),
  },
  'payment_request.updated': {
    description: "A payment request's metadata changed (owner: the requester).",
    data: z.object({ paymentRequest }),
  },
} as const satisfies EventDeclarations;
