import { eventCatalog } from '../app/event-catalog.js';
import { eventBodySchema } from '../platform/events/declarations.js';
import { jsonSchema } from './rest-route.js';

/** The headers of every delivery: what a receiver verifies before it trusts the body. */
const DELIVERY_HEADERS = [
  ['X-Service-Event', 'The event type, as in the body.', {}],
  ['X-Service-Delivery', 'A UUID per delivery, the same on its retries.', { format: 'uuid' }],
  ['X-Service-Timestamp', 'Epoch seconds when this attempt was signed: refuse one more than 300 seconds from your clock.', { pattern: '^\\d+$' }],
  [
    'X-Service-Signature',
    'sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with the endpoint\'s secret>. For 24 hours after a rotation it carries two, comma-separated (the new and the old): one match is enough.',
    { pattern: '^sha256=[0-9a-f]{64}(,sha256=[0-9a-f]{64})?$' },
  ],
] as const;

/** `wallet.funded` → `walletFunded`: an operation id for the event's entry. */
const operationIdOf = (type: string) => type.replace(/[._]([a-z])/g, (_m, letter: string) => letter.toUpperCase());

/**
 * The OpenAPI 3.1 `webhooks` section: one entry per event type, from the same declarations the
 * server's events are checked against, with the body schema and the signature headers. The body
 * is what every delivery, the event log and the GraphQL subscriptions carry.
 */
export function webhooksSection(): Record<string, unknown> {
  return Object.fromEntries(
    [...eventCatalog()].map(([type, declaration]) => [
      type,
      {
        post: {
          operationId: operationIdOf(type),
          summary: type,
          description: declaration.description,
          tags: ['Webhook events'],
          security: [{ webhookSignature: [] }],
          parameters: DELIVERY_HEADERS.map(([name, description, schema]) => ({
            name,
            in: 'header',
            required: true,
            description,
            schema: { type: 'string', ...schema },
          })),
          requestBody: {
            required: true,
            description: 'The event, as compact JSON: verify the signature over these exact bytes before parsing them.',
            content: { 'application/json': { schema: jsonSchema(eventBodySchema(type, declaration), 'output') } },
          },
          responses: {
            '200': {
              description: 'Received. Any 2xx counts; anything else, a redirect or no answer in 10 s is retried after 1 min, 5 min, 30 min, 2 h, 6 h and 24 h.',
            },
          },
        },
      },
    ]),
  );
}
