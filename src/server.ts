import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { sql } from 'kysely';
import type { Config } from './config.js';
import { buildSchema } from './graphql/schema.js';
import { errorEnvelope } from './http/envelope.js';
import { mountGraphQL } from './http/graphql.js';
import { routeNotFound, toDomainError } from './http/http-errors.js';
import { dropExtraVersionSegment, REST_PREFIX, restApi } from './http/rest.js';
import { attachSubscriptions } from './http/subscriptions.js';
import { isUuid } from './platform/ids.js';
import { createMetrics } from './platform/metrics.js';
import type { Services } from './services.js';

export interface BuiltServer {
  app: FastifyInstance;
  /** Stops taking requests, drains those in flight and closes subscriptions. */
  close(): Promise<void>;
}

const ENVELOPE_SCHEMA = {
  $id: 'Envelope',
  type: 'object',
  description: 'The response envelope of every REST answer. `data` is present on success only; on a validation error `details.fields` lists { field, message }.',
  properties: {
    timeStamp: { type: 'integer', description: 'epoch milliseconds' },
    correlationId: { type: 'string', format: 'uuid' },
    serverStatusCode: { type: 'string', examples: ['200'] },
    severity: { type: 'string', enum: ['INFO', 'ERROR'] },
    details: {
      type: 'object',
      properties: {
        code: { type: 'string', examples: ['SUCCESS', 'BAD_REQUEST'] },
        severity: { type: 'string', enum: ['INFO', 'ERROR'] },
        description: { type: 'string' },
        fields: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } },
      },
      required: ['code', 'severity', 'description'],
    },
    data: {},
  },
  required: ['timeStamp', 'correlationId', 'serverStatusCode', 'severity', 'details'],
};

/** One server, one port: GraphQL (HTTP and graphql-ws), the REST layer, OpenAPI, health and metrics. */
export async function buildServer(options: { config: Config; services: Services }): Promise<BuiltServer> {
  const { config, services } = options;
  const metrics = createMetrics();
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers["ocp-apim-subscription-key"]'] },
    bodyLimit: config.bodyLimitBytes,
    // The caller's X-Correlation-ID (a UUID) becomes the request id, so every log line carries it.
    genReqId: (request) => {
      const header = request.headers['x-correlation-id'];
      return typeof header === 'string' && isUuid(header) ? header : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    rewriteUrl: (request) => dropExtraVersionSegment(request.url ?? '/'),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  // JSON only: any other body type is refused with 415; an empty JSON body reads as no body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' }));
    } catch {
      done(Object.assign(new SyntaxError('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });

  let closing = false;
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Correlation-ID', request.id);
    // A response drained during shutdown ends its keep-alive connection, so close() need not wait for it.
    if (closing) reply.header('Connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.setErrorHandler((error, request, reply) => {
    const { error: domainError, internal } = toDomainError(error);
    if (internal) request.log.error({ err: error }, 'unhandled error');
    reply.status(domainError.status);
    if (domainError.headers) reply.headers(domainError.headers);
    if (domainError.code === 'UNAUTHORIZED' && !reply.getHeader('WWW-Authenticate')) reply.header('WWW-Authenticate', 'Bearer realm="payments-platform"');
    return sendError(request, reply, domainError.code, domainError.message, domainError.fields);
  });
  app.setNotFoundHandler(async (request) => routeNotFound(request));

  function sendError(request: FastifyRequest, reply: FastifyReply, code: string, message: string, fields?: { field: string; message: string }[]) {
    if (request.url.startsWith('/graphql')) {
      return reply.send({ errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }] });
    }
    return reply.send(errorEnvelope(services.clock.now(), request.id, reply.statusCode, code, message, fields));
  }

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Payments Platform API (REST compatibility layer)',
        version: '1.0.0',
        description: 'Every REST route under /ms/v1. Generated from the route definitions. Every route needs Ocp-Apim-Subscription-Key and X-Target-Environment: sandbox.',
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
  app.addSchema(ENVELOPE_SCHEMA);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(services.db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Content-Type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  app.get(`${REST_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  await app.register(restApi, { prefix: REST_PREFIX, services, metrics });

  const schema = buildSchema();
  const apollo = await mountGraphQL(app, { schema, services, metrics, config });
  const subscriptions = attachSubscriptions(app.server, schema, services);
  await services.eventStream.start();

  return {
    app,
    async close() {
      closing = true;
      await subscriptions.close();
      await services.eventStream.stop();
      await app.close();
      await apollo.stop().catch(() => undefined);
    },
  };
}
