import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerModuleErrorStatuses } from '../app/error-statuses.js';
import type { Config } from '../config.js';
import { createMetrics } from '../platform/metrics.js';
import type { Services } from '../services.js';
import { RouteMethods } from './http-errors.js';
import { REST_PREFIX, restApi } from './rest.js';

/** The error envelope: every REST error answer; `details.fields` lists { field, message } for invalid input. */
const ERROR_ENVELOPE_SCHEMA = {
  $id: 'ErrorEnvelope',
  type: 'object',
  description: 'The response envelope of a REST error: no `data`; on invalid input `details.fields` names each field at fault.',
  properties: {
    timeStamp: { type: 'integer', description: 'epoch milliseconds' },
    correlationId: { type: 'string', format: 'uuid' },
    serverStatusCode: { type: 'string', examples: ['400'] },
    severity: { type: 'string', enum: ['ERROR'] },
    details: {
      type: 'object',
      properties: {
        code: { type: 'string', examples: ['BAD_REQUEST', 'NOT_FOUND'] },
        severity: { type: 'string', enum: ['ERROR'] },
        description: { type: 'string' },
        fields: {
          type: 'array',
          items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } }, required: ['field', 'message'] },
        },
      },
      required: ['code', 'severity', 'description'],
    },
  },
  required: ['timeStamp', 'correlationId', 'serverStatusCode', 'severity', 'details'],
};

/** The OpenAPI document of the REST layer, generated from the route definitions (never by hand). */
export async function registerOpenApi(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Payments Platform API (REST compatibility layer)',
        version: '1.0.0',
        description:
          'Every REST route under /ms/v1. Generated from the route definitions. Every route needs Ocp-Apim-Subscription-Key and X-Target-Environment: sandbox.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: config.publicUrl + REST_PREFIX }],
      components: {
        securitySchemes: {
          subscriptionKey: { type: 'apiKey', in: 'header', name: 'Ocp-Apim-Subscription-Key' },
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          basicAuth: { type: 'http', scheme: 'basic', description: 'apiUserId:apiKey' },
        },
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json['$id'] === 'string' ? json['$id'] : `def-${i}`) },
    transform: ({ schema, url }) => ({ schema: schema as never, url: url.startsWith(REST_PREFIX) ? url.slice(REST_PREFIX.length) || '/' : url }),
  });
  app.addSchema(ERROR_ENVELOPE_SCHEMA);
}

/**
 * The document alone, without a database: the routes need their services only when they answer.
 * For CI's linter and the typed-client test.
 */
export async function openApiDocument(config: Pick<Config, 'publicUrl'> = { publicUrl: 'http://localhost:3000' }): Promise<Record<string, unknown>> {
  registerModuleErrorStatuses();
  const app = Fastify();
  await registerOpenApi(app, config);
  await app.register(restApi, { prefix: REST_PREFIX, services: {} as Services, metrics: createMetrics(), routeMethods: new RouteMethods() });
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return document;
}
