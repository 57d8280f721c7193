import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';

const referral = z.object({ id: z.string(), status: z.string(), reward: eventAmount(), currency: z.string() });

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const referralEvents = {
  'referral.completed': {
    description: "A referral's reward was paid to the referrer (owner: the referrer).",
    data: z.object({ referral }),
  },
  'referral.reversed': {
    description: "A referral's reward was withheld or reversed: the qualifying money was refunded or cashed out (owner: the referrer).",
    data: z.object({ referral: referral.extend({ reason: z.string() }) }),
  },
} as const satisfies EventDeclarations;
