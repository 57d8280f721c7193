import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const payrollEvents = {
  'payroll.batch_settled': {
    description: 'The last item of a payroll batch settled (owner: the merchant).',
    data: z.object({
      batch: z.object({ id: z.string(), name: z.string(), status: z.string(), currency: z.string(), totalAmount: eventAmount() }),
      succeeded: z.number().int(),
      failed: z.number().int(),
    }),
  },
} as const satisfies EventDeclarations;
