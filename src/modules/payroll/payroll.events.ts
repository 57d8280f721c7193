import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';
import { MetadataJson } from '../../platform/metadata.js';

const batch = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  currency: z.string(),
  totalAmount: eventAmount(),
  metadata: MetadataJson,
});

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const payrollEvents = {
  'payroll.batch_settled': {
    description: 'The last item of a payroll batch settled (owner: the merchant).',
    data: z.object({
      batch,
      succeeded: z.number().int(),
      failed: z.number().int(),
    }),
  },
  'payroll.item_updated': {
    description: "A payroll item's metadata changed (owner: the merchant).",
    data: z.object({
      item: z.object({
        id: z.string(),
        batchId: z.string(),
        name: z.string(),
        reference: z.string(),
        status: z.string(),
        amount: eventAmount(),
        metadata: MetadataJson,
      }),
    }),
  },
  'payroll.batch_updated': {
    description: "A payroll batch's metadata changed (owner: the merchant).",
    data: z.object({ batch }),
  },
} as const satisfies EventDeclarations;
