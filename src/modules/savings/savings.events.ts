import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';
import { MetadataJson } from '../../platform/metadata.js';

const goal = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  targetAmount: eventAmount(),
  savedAmount: eventAmount(),
  metadata: MetadataJson,
});

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const savingsEvents = {
  'savings.goal_completed': {
    description: "A deposit reached a savings goal's target (owner: the saver).",
    data: z.object({ goal }),
  },
  'savings.goal_updated': {
    description: "A savings goal's metadata changed (owner: the saver).",
    data: z.object({ goal }),
  },
  'savings.plan_execution_skipped': {
    description: 'An auto-save date the wallet could not pay was skipped (owner: the saver).',
    data: z.object({
      plan: z.object({ id: z.string(), goalId: z.string(), amount: eventAmount(), currency: z.string() }),
      date: z.string().describe('YYYY-MM-DD, local'),
      reason: z.string(),
      message: z.string(),
    }),
  },
} as const satisfies EventDeclarations;
