import { z } from 'zod';
import type { EventDeclarations } from '../../platform/events/declarations.js';

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const kycEvents = {
  'kyc.tier_changed': {
    description: "A user's KYC tier changed: an approved upgrade or an administrator's change (owner: the user).",
    data: z.object({
      user: z.object({ id: z.string() }),
      previousTier: z.number().int(),
      tier: z.number().int(),
      direction: z.enum(['UP', 'DOWN']),
      reason: z.string(),
    }),
  },
} as const satisfies EventDeclarations;
