import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { sql } from 'kysely';
import type { Config } from './config.js';
import { VersionedSchemas } from './graphql/versioned-schemas.js';
import { serializersOnFirstUse } from './http/serializers-on-first-use.js';
import { errorEnvelope } from './http/envelope.js';
import { registerCors } from './http/cors.js';
import { registerStaticSites } from './http/static-sites.js';
import { developerPages } from './http/developer-pages.js';
import { TrustedDocuments } from './graphql/trusted-documents.js';
import { formatGraphQLError, graphqlArmor, mountGraphQL } from './http/graphql.js';
import { MOMO_PROVIDER_PREFIX, momoProviderApi, mtnErrorCode } from './http/momo-provider.js';
import { registerOpenApi } from './http/openapi.js';
import { RouteMethods, routeNotFound, toDomainError } from './http/http-errors.js';
import { jsonShapeProblem } from './platform/json-shape.js';
import { PAGE_ICON } from './platform/public-page.js';
import { DomainError } from './platform/errors.js';
import { dropExtraVersionSegment, REST_PREFIX, restApi } from './http/rest.js';
import { bindRequestLog } from './http/request-log.js';
import { attachSubscriptions, socketClientAddress } from './http/subscriptions.js';
import { OperationGuard } from './graphql/operation-guard.js';
import { ListBounds } from './graphql/list-bounds.js';
import { QueryCostModel } from './graphql/query-cost.js';
import { isUuid } from './platform/ids.js';
import { MODULES } from './generated/modules.js';
import { createMetrics, observeLedgerGroups, observeReadRouting } from './platform/metrics.js';
import type { Services } from './app/services.js';
import { recordWritePositions } from './http/read-scope.js';
import { readRoutingOf } from './db/database.js';

export interface BuiltServer {
  app: FastifyInstance;
  /** Stops taking requests, drains those in flight and closes subscriptions. */
  close(): Promise<void>;
  /** Compiles every REST answer's serializer not compiled yet (they compile on first use); how many it compiled. */
  compileSerializers(): number;
}

/** One server, one port: GraphQL (HTTP and graphql-ws), the REST layer, OpenAPI, health and metrics. */
export async function buildServer(options: { config: Config; services: Services }): Promise<BuiltServer> {
  const { config, services } = options;
  const metrics = createMetrics();
  const serializers = serializersOnFirstUse();
  const app = Fastify({
    schemaController: { compilersFactory: { buildSerializer: serializers.factory } },
    loggerInstance: services.logger as FastifyBaseLogger,
    bodyLimit: config.bodyLimitBytes,
    // Behind a reverse proxy, the client address (rate limits, the pay pages' attempt limits) is X-Forwarded-For's.
    trustProxy: config.trustProxy,
    // The caller's X-Correlation-ID (a UUID) becomes the request id, so every log line carries it.
    genReqId: (request) => {
      const header = request.headers['x-correlation-id'];
      return typeof header === 'string' && isUuid(header) ? header : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    rewriteUrl: (request) => dropExtraVersionSegment(request.url ?? '/'),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Errors the router raises before any route runs (a path segment over 100 characters, a
    // malformed URL) answer with the envelope like everything else.
    frameworkErrors: (error, request, reply) => {
      const { error: domainError } = toDomainError(error);
      const generic = reply as unknown as FastifyReply;
      // MTN's SDKs under /momo read MTN's {code, message}, whatever refused the request.
      const body = request.url.startsWith(`${MOMO_PROVIDER_PREFIX}/`)
        ? { code: mtnErrorCode(domainError), message: domainError.message }
        : errorEnvelope(services.clock.now(), request.id, domainError.status, domainError.code, domainError.message);
      void generic.status(domainError.status).header('X-Correlation-ID', request.id).send(body);
    },
    // Errors Node's HTTP parser raises before fastify sees a request (headers over 16 KiB,
    // malformed requests) are written to the socket directly: the envelope there too.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const code = status === 431 ? 'REQUEST_HEADER_FIELDS_TOO_LARGE' : 'BAD_REQUEST';
      const message =
        status === 431
          ? 'The request headers are larger than this API accepts (16 KiB in all).'
          : status === 408
            ? 'The request took too long to arrive.'
            : 'The HTTP request is malformed.';
      const body = JSON.stringify(errorEnvelope(services.clock.now(), randomUUID(), status, code, message));
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      }
      socket.destroy(error);
    },
  });
  const routeMethods = new RouteMethods();
  app.addHook('onRoute', (route) => routeMethods.add(route.url, route.method));
  // Before every other hook: a browser's preflight needs no key or token.
  await registerCors(app, config.corsOrigins);

  // JSON only: any other body type is refused with 415; an empty JSON body reads as no body.
  const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    let text: string;
    try {
      // Bytes that are not UTF-8 are refused, not turned into U+FFFD and stored.
      text = strictUtf8.decode(body as Buffer);
      // biome-ignore lint/plugin: the caller's bytes are the caller's 400.
    } catch {
      return done(
        new DomainError('BAD_REQUEST', 'The request body is not valid UTF-8.', { fields: [{ field: 'body', message: 'is not valid UTF-8 text' }] }),
        undefined,
      );
    }
    if (text.trim() === '') return done(null, undefined);
    const shape = jsonShapeProblem(text);
    if (shape) return done(new DomainError('BAD_REQUEST', `The request body ${shape.message}.`, { fields: [shape] }), undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' }));
      // biome-ignore lint/plugin: invalid JSON is the caller's 400.
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
  // With a standby serving reads: a request that wrote records its caller's position before it answers.
  recordWritePositions(app, services.db);
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.setErrorHandler((error, request, reply) => {
    const { error: domainError, internal } = toDomainError(error);
    if (internal) request.log.error({ err: error }, 'unhandled error');
    // The "request completed" line then carries the code the caller got.
    bindRequestLog(request.log, { errorCode: domainError.code });
    reply.status(domainError.status);
    if (domainError.headers) reply.headers(domainError.headers);
    if (domainError.code === 'UNAUTHORIZED' && !reply.getHeader('WWW-Authenticate')) reply.header('WWW-Authenticate', 'Bearer realm="payments-platform"');
    return sendError(request, reply, domainError.code, domainError.message, domainError.fields);
  });
  app.setNotFoundHandler(async (request) => routeNotFound(request, routeMethods));

  function sendError(request: FastifyRequest, reply: FastifyReply, code: string, message: string, fields?: { field: string; message: string }[]) {
    if (request.url.startsWith('/graphql')) {
      return reply.send({ errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }] });
    }
    return reply.send(errorEnvelope(services.clock.now(), request.id, reply.statusCode, code, message, fields));
  }

  await registerOpenApi(app, config);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Browsers ask for /favicon.ico whatever the page says: the platform's icon, as the pages link it.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(PAGE_ICON),
  );
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(services.db);
      return { status: 'ready' };
      // biome-ignore lint/plugin: an unreachable database is the readiness answer (503).
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
  observeLedgerGroups(metrics, () => services.ledger.groupedWrites);
  const readRouting = readRoutingOf(services.db);
  if (readRouting) observeReadRouting(metrics, () => readRouting.counts);
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Content-Type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  for (const module of MODULES) module.pages?.(app, services);
  developerPages(app);
  await registerStaticSites(app);

  const surface = { services, metrics, routeMethods, checkResponseSchemas: config.checkResponseSchemas, sandboxScenarioDelayMs: config.sandboxScenarioDelayMs };
  await app.register(restApi, { prefix: REST_PREFIX, ...surface });
  await app.register(momoProviderApi, { prefix: MOMO_PROVIDER_PREFIX, ...surface });

  // Loaded now, not on first use: that use may be inside a transaction (a callback queued as a
  // mobile money operation completes), where reading the key would wait for a second connection.
  await services.secretBox();

  const schemas = new VersionedSchemas();
  // One guard for both transports and every version: what HTTP refuses, the socket refuses alike.
  // Versions differ only in which fields are nullable, which neither list bounds nor cost read.
  const guard = new OperationGuard(new ListBounds(schemas.first), new QueryCostModel(schemas.first, config.graphqlLimits.maxCost));
  const trusted = new TrustedDocuments(config.trustedDocumentsOnly);
  // One set of graphql-armor's rules for Apollo's servers, the fast path and the socket.
  const armor = graphqlArmor(config);
  const apollo = await mountGraphQL(app, { schemas, services, metrics, config, guard, trusted, armor });
  const subscriptions = attachSubscriptions(app.server, schemas, services, {
    guard,
    validationRules: armor.validationRules,
    maxTokens: config.graphqlLimits.maxTokens,
    formatError: formatGraphQLError(app.log),
    clientAddress: (request) => socketClientAddress(request, config.trustProxy),
    metrics,
    sessionCheckMs: config.socketSessionCheckMs,
    trusted,
  });
  await services.eventRelay.start();
  await services.liveness.start();

  return {
    app,
    compileSerializers: serializers.compileAll,
    async close() {
      closing = true;
      await subscriptions.close();
      await services.eventRelay.stop();
      await app.close();
      await services.liveness.stop();
      // biome-ignore lint/plugin: Apollo's stop fails only when it never started; the server is closing anyway.
      await apollo.stop().catch(() => undefined);
    },
  };
}
