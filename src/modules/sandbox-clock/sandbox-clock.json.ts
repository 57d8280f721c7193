import { Timestamp } from '../../platform/wire-formats.js';
import { resource } from '../../platform/resources.js';
import { z } from 'zod';

export const SandboxClockJson = resource(
  'SandboxClock',
  "A developer account's sandbox clock.",
  z.object({
    accountId: z.string(),
    now: Timestamp.describe("The account's time now, ISO 8601 UTC"),
    offsetSeconds: z.number().int().describe('How far the clock is ahead of real time'),
    status: z.enum(['READY', 'ADVANCING']).describe('ADVANCING while an advance goes on in the background; read the fired events from GET /events'),
    advancingTo: Timestamp.nullable().describe('where the running advance is going'),
  }),
);

const FiredEventJson = resource(
  'FiredEvent',
  'An event fired while the clock advanced.',
  z.object({
    id: z.string(),
    type: z.string(),
    createdAt: Timestamp,
    data: z.unknown(),
    sequence: z.number().int().nullable().describe('its position in the event log; null if the relay has not published it yet'),
  }),
);

export const SandboxClockAdvanceJson = resource(
  'SandboxClockAdvance',
  'The clock after an advance, where it was, and the events fired on the way.',
  z.object({ clock: SandboxClockJson, previousNow: Timestamp, fired: z.array(FiredEventJson) }),
);
