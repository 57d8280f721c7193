import { toWire } from '../../platform/wire.js';
import { Timestamp } from '../../platform/wire-formats.js';
import { resource } from '../../platform/resources.js';
import { z } from 'zod';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { AdvanceClockInput } from './sandbox-clock.service.js';

const SandboxClockJson = resource(
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

const SandboxClockAdvanceJson = resource(
  'SandboxClockAdvance',
  'The clock after an advance, where it was, and the events fired on the way.',
  z.object({ clock: SandboxClockJson, previousNow: Timestamp, fired: z.array(FiredEventJson) }),
);

export function sandboxClockRoutes(): AnyRoute[] {
  const tags = ['Sandbox'];
  return [
    route({
      method: 'GET',
      url: '/sandbox/clock',
      operationId: 'retrieveSandboxClock',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      response: SandboxClockJson,
      summary: "The sandbox clock of the merchant's developer account: the time its objects run on",
      handler: async ({ services, principal }) => toWire(SandboxClockJson, await services.sandboxClock.read(principal)),
    }),
    route({
      method: 'POST',
      url: '/sandbox/clock/advance',
      operationId: 'advanceSandboxClock',
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      body: AdvanceClockInput,
      response: SandboxClockAdvanceJson,
      errors: ['CLOCK_BUSY'],
      summary:
        'Move the sandbox clock forward ({seconds} or {to}), running what falls due on the way in time order; answers the events fired. An advance with more work than one request does (2 s) answers clock.status ADVANCING and goes on in the background: poll GET /sandbox/clock until READY, read the rest from GET /events',
      handler: async ({ services, principal, body }) => {
        const advance = await services.sandboxClock.advance(principal, body);
        // The fired events are the log's stored bodies, whose instants are already text.
        return toWire(SandboxClockAdvanceJson, { ...advance, fired: advance.fired.map((event) => ({ ...event, createdAt: new Date(event.createdAt) })) });
      },
    }),
  ];
}
