import { z } from 'zod';
import type { EventDeclarations } from '../../platform/events/declarations.js';
import { MetadataJson } from '../../platform/metadata.js';

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const paymentMethodEvents = {
  'payment_method.updated': {
    description: "A saved card's metadata changed (owner: the card's user), as Stripe's payment_method.updated.",
    data: z.object({
      paymentMethod: z.object({
        id: z.string(),
        brand: z.string(),
        last4: z.string(),
        expMonth: z.number().int(),
        expYear: z.number().int(),
        metadata: MetadataJson,
      }),
    }),
  },
} as const satisfies EventDeclarations;
