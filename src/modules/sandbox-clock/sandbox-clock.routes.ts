import { toWire } from '../../platform/wire.js';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { AdvanceClockInput } from './sandbox-clock.service.js';
import { SandboxClockAdvanceJson, SandboxClockJson } from './sandbox-clock.json.js';

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
