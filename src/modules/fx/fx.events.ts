import { z } from 'zod';
import type { EventDeclarations } from '../../platform/events/declarations.js';

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const fxEvents = {
  'rate.updated': {
    description:
      'An administrator changed an exchange rate by at least RATE_EVENT_THRESHOLD_PERCENT (owner: the platform, so every endpoint subscribed to it).',
    data: z.object({ currency: z.string(), base: z.literal('USD'), previousRate: z.string(), rate: z.string(), changePercent: z.string() }),
  },
} as const satisfies EventDeclarations;
