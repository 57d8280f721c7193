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
    timeStamp: { type: 'integer', format: 'int64', description: 'epoch milliseconds' },
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

/** What the reference page shows above the routes: the envelope, the credentials, the sandbox's test data. */
const API_DESCRIPTION = `Every REST route under /ms/v1 (and /ms/v1/v1 for the grouped routes), generated from the route definitions.

## The envelope
Every answer is an envelope: \`{timeStamp, correlationId, serverStatusCode, severity, data}\` on success, \`{…, severity: "ERROR", details: {code, severity, description, fields?}}\` on error; \`details.fields\` names each input field at fault. Send \`X-Correlation-ID\` to choose the id; \`Idempotency-Key\` makes a create or a money move safe to retry (the same key and body replay the first answer with \`Idempotent-Replayed: true\`).

## Credentials
- **Ocp-Apim-Subscription-Key** on every route, and **X-Target-Environment: sandbox**. The app key is publishable (it ships in apps); the collection, disbursement and remittance keys are secret and open only their mobile money routes.
- **Bearer** access tokens from \`POST /auth/login\` for a user's routes (merchant-only routes need a MERCHANT user).
- **Basic** \`apiUserId:apiKey\` (or a product's bearer token from \`/{product}/token/\`) for the mobile money routes.

## Sandbox test data
- Mobile money numbers decide outcomes: 46733123450 fails (INTERNAL_PROCESSING_ERROR), 46733123451 is rejected, 46733123452 expires, 46733123453 stays pending, 46733123455 is unknown (collections) or short of funds (transfers), 46733123464 fails once per account then succeeds (to try a retry); any other number succeeds.
- Cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 0069 is expired; 4000 0000 0000 0127 has a wrong CVC.
- Bill accounts ending 0001 are unknown to the biller, 0002 time out (then complete), 0003 find the biller down.
- Credit profiles: an e-mail ending \`+score-excellent\`, \`+score-good\`, \`+score-fair\` or \`+score-poor\` sets the sandbox credit score.
- \`POST /sandbox/clock/advance\` moves your account's clock forward and runs what falls due.`;

/** The OpenAPI document of the REST layer, generated from the route definitions (never by hand). */
export async function registerOpenApi(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Payments Platform API (REST compatibility layer)',
        version: '1.0.0',
        description: API_DESCRIPTION,
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
