import { Timestamp } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { MAX_EVENTS_PAGE } from './events.service.js';
import { resource } from '../../platform/resources.js';

const EventJson = resource(
  'Event',
  'Something that happened to the account: the same object a webhook delivers.',
  z.object({
    id: z.string().describe('evt_…: de-duplicate by it'),
    type: z.string(),
    createdAt: Timestamp.describe('ISO 8601'),
    data: z.unknown().describe('as in the webhook body'),
    sequence: z.number().int().describe('its position in the event log: order by it, resume after it'),
  }),
);

export function eventsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      url: '/events',
      operationId: 'listEvents',
      response: resource(
        'EventLogPage',
        'A page of the event log, in order: after a sequence number, with where to continue.',
        z.object({
          items: z.array(EventJson),
          hasMore: z.boolean().describe('true when events after the last one are already in the log'),
          nextAfter: z.number().int().describe('pass as after for the next page (the last item’s sequence, or after itself when empty)'),
        }),
      ),
      tags: ['Events'],
      auth: 'user',
      query: z.object({
        after: z.string().optional().describe('a sequence: only events after it (default 0, the oldest kept)'),
        limit: z.string().optional().describe(`1-${MAX_EVENTS_PAGE}, default 20`),
        type: z.string().optional().describe('comma-separated event types'),
        objectId: z.string().optional().describe('only the events of this object (a transfer, payment, wallet, … id)'),
      }),
      summary:
        'The event log, oldest first by sequence: your events (a merchant: also its account’s and its users’) and the platform’s, kept EVENT_RETENTION_DAYS (30)',
      handler: async ({ services, principal, query }) => {
        const after = query.after ?? '0';
        const page = await services.events.list(principal, {
          after,
          ...(query.limit !== undefined ? { limit: query.limit } : {}),
          ...(query.type ? { types: query.type.split(',').map((t) => t.trim()) } : {}),
          ...(query.objectId ? { objectId: query.objectId } : {}),
        });
        const items = page.items.map(({ ownerId: _owner, ...event }) => event);
        return { items, hasMore: page.hasMore, nextAfter: items.at(-1)?.sequence ?? Number(after) };
      },
    }),
  ];
}
