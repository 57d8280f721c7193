import { Timestamp, WebUrl } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { resource } from '../../platform/resources.js';
import { MetadataJson } from '../../platform/metadata.js';

export const EndpointJson = resource(
  'WebhookEndpoint',
  'A URL the platform delivers events to, signed with its secret.',
  z.object({
    id: z.string().describe('we_…'),
    url: WebUrl,
    description: z.string().nullable(),
    events: z.array(z.string()),
    status: z.enum(['ACTIVE', 'DEGRADED', 'DISABLED']),
    apiVersion: z
      .string()
      .meta({ format: 'date', examples: ['2026-11-21'] })
      .describe('the dated API version its events are shaped in, sent as Payments-Version on each delivery'),
    previousSecretExpiresAt: Timestamp.nullable().describe('after a rotation, the old secret signs too until then'),
    degradedSince: Timestamp.nullable(),
    disabledAt: Timestamp.nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    metadata: MetadataJson.describe('your own data on the endpoint (an environment, a team)'),
  }),
);

export const DeliveryJson = resource(
  'WebhookDelivery',
  'One event delivered (or being delivered) to an endpoint, with its attempts.',
  z.object({
    id: z.string().describe('X-Service-Delivery: the same on every retry'),
    endpointId: z.string().nullable().describe('the endpoint it was sent to; null for a mobile money callback, sent to the callbackUrl of its operation'),
    eventId: z.string(),
    eventType: z.string(),
    kind: z.enum(['EVENT', 'TEST', 'TEST_BAD_SIGNATURE', 'REDELIVERY', 'CALLBACK']),
    status: z.enum(['PENDING', 'DELIVERED', 'FAILED']),
    attempts: z.number().int(),
    nextAttemptAt: Timestamp.nullable(),
    lastStatusCode: z.number().int().nullable(),
    createdAt: Timestamp,
    completedAt: Timestamp.nullable(),
  }),
);

export const AttemptJson = resource(
  'WebhookDeliveryAttempt',
  'One attempt to deliver an event: when, the answer, and how long it took.',
  z.object({
    attempt: z.number().int(),
    startedAt: Timestamp,
    durationMs: z.number().int().describe('how long the receiver took to answer, in whole milliseconds'),
    statusCode: z.number().int().nullable(),
    error: z.string().nullable(),
    responseExcerpt: z.string().nullable(),
    note: z.string().nullable().describe('what the attempt means beyond its status code'),
  }),
);
