import { z } from 'zod';

/**
 * What an event type announces and what its `data` holds. The platform's and every module's
 * declarations are the one source of the events' documentation: the OpenAPI document's `webhooks`
 * section, the docs' events catalog, and the tests that check every event the suite delivers.
 */
export interface EventDeclaration {
  /** When it is sent, and to whom, in a sentence or two. */
  description: string;
  /** The event's `data`. */
  data: z.ZodType;
}

export type EventDeclarations = Readonly<Record<string, EventDeclaration>>;

/** The platform's own event; modules declare theirs in their manifest. */
export const PLATFORM_EVENTS = {
  'test.ping': {
    description: "A test delivery sent from the dashboard (sendWebhookTest) to one endpoint only: check your receiver's signature verification with it.",
    data: z.object({ endpoint: z.object({ id: z.string().describe('we_…') }), message: z.string() }),
  },
} as const satisfies EventDeclarations;

/** A money amount as events write it: decimal text in the currency's minor units, e.g. "12.50". */
export const eventAmount = () =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .describe('decimal text, e.g. "12.50"');

/** The delivered body of an event of this type: every webhook, the event log and subscriptions carry it. */
export function eventBodySchema(type: string, declaration: EventDeclaration) {
  return z
    .object({
      id: z.string().describe('evt_…: de-duplicate by it (deliveries are at least once)'),
      type: z.literal(type),
      createdAt: z.string().describe('ISO 8601, on the account clock'),
      data: declaration.data,
    })
    .describe(declaration.description);
}
