import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ClientAccount } from '../modules/developer/developer.models.js';
import { DomainError, badRequest, unauthorized } from '../platform/errors.js';
import { isUuid } from '../platform/ids.js';
import { assertCleanText } from '../platform/text-hygiene.js';
import type { Metrics } from '../platform/metrics.js';
import type { Limits } from '../platform/rate-limit.js';
import type { Services } from '../app/services.js';
import { MODULES } from '../generated/modules.js';
import { scopeResourceOf } from '../platform/auth/principal.js';
import { defineRoute } from './rest-route.js';
import type { AnyRoute, RouteDialect } from '../app/route-definition.js';
import { answerBySandboxScenario, refuseBySandboxScenario } from './sandbox-scenarios.js';
import { routeNotFound, type RouteMethods } from './http-errors.js';
import { requestedVersion, VERSION_HEADER } from '../platform/api-versions/api-versions.js';
import { deprecation, deprecationHeaders } from '../platform/api-versions/deprecations.js';

export const REST_PREFIX = '/ms/v1';

/**
 * The groups the spec also lists with an extra `/v1` segment (`/ms/v1/v1/bills/...`). One rule
 * answers both forms: the extra segment is dropped before routing.
 */
const VERSIONED_GROUPS = /^\/ms\/v1\/v1\/(bills|savings|loans|credit|invoices|merchants\/me\/invoices|referrals|disputes|notifications|pos|payroll)(?=[/?]|$)/;

/** The doubled segment is deprecated: its answers say so, and when it goes (deprecations.ts). */
const DOUBLED_SEGMENT_DEPRECATION = deprecationHeaders(deprecation('doubled-version-segment'));

export function dropExtraVersionSegment(url: string): string {
  return url.replace(VERSIONED_GROUPS, '/ms/v1/$1');
}

/** The subscription key's account, counted against its plan's limits; the headers go on every answer. */
export async function admitClient(services: Services, metrics: Metrics, request: FastifyRequest, reply: FastifyReply): Promise<ClientAccount> {
  const key = request.headers['ocp-apim-subscription-key'];
  if (typeof key !== 'string' || key.length === 0) throw unauthorized('Missing Ocp-Apim-Subscription-Key header.');
  const client = await services.developer.resolveSubscriptionKey(key);
  if (!client) throw unauthorized('Unknown or expired Ocp-Apim-Subscription-Key.');
  await enforceRateLimit(services, metrics, reply, client.accountId, client.limits, `the ${client.plan} plan`, client.accountId);
  request.client = client;
  return client;
}

/**
 * Counts a request against a bucket's limits: the headers on the answer, 429 past the limit. A
 * developer account's bucket (`accountId`) is judged by its current limits; a stale cached copy is dropped.
 */
export async function enforceRateLimit(
  services: Services,
  metrics: Metrics,
  /** The HTTP answer that carries the X-RateLimit headers; none on graphql-ws. */
  reply: FastifyReply | undefined,
  bucket: string,
  limits: Limits,
  planName: string,
  accountId?: string,
): Promise<void> {
  const decision = await services.rateLimiter.hit(bucket, limits, accountId);
  if (decision.limitsChanged && accountId) services.developer.forgetAccountReads(accountId);
  reply?.header('X-RateLimit-Limit', decision.limit);
  reply?.header('X-RateLimit-Remaining', decision.remaining);
  reply?.header('X-RateLimit-Reset', decision.resetAt);
  if (!decision.allowed) {
    metrics.rateLimited.inc();
    throw new DomainError('RATE_LIMITED', `Rate limit of ${planName} exceeded; retry after ${decision.retryAfterSeconds} s.`, {
      headers: { 'Retry-After': String(decision.retryAfterSeconds) },
    });
  }
}

/** MTN's sandbox provisions API users (/v1_0/apiuser…) without X-Target-Environment; its SDKs send none there. */
const PROVISIONING_PATH = /\/v1_0\/apiuser(\/|\?|$)/;

/** The spec's common request headers, checked before any route runs. */
function checkCommonHeaders(request: FastifyRequest, dialect: RouteDialect): void {
  const correlation = request.headers['x-correlation-id'];
  if (correlation !== undefined && (typeof correlation !== 'string' || !isUuid(correlation))) {
    throw badRequest('X-Correlation-ID must be a UUID.', [{ field: 'X-Correlation-ID', message: 'must be a UUID' }]);
  }
  const environment = request.headers['x-target-environment'];
  if (environment === 'production') {
    throw new DomainError('ENVIRONMENT_NOT_LIVE', 'The production environment is not live yet; use X-Target-Environment: sandbox with your sandbox keys.');
  }
  if (environment === undefined && dialect === 'provider' && PROVISIONING_PATH.test(request.url)) return;
  if (environment !== 'sandbox') {
    throw badRequest('X-Target-Environment must be sandbox.', [{ field: 'X-Target-Environment', message: environment ? 'must be sandbox' : 'is required' }]);
  }
}

export interface ApiSurfaceOptions {
  services: Services;
  metrics: Metrics;
  routeMethods: RouteMethods;
  checkResponseSchemas?: boolean;
  /** How long `X-Sandbox-Scenario: timeout-after-commit` holds an answer. */
  sandboxScenarioDelayMs?: number;
}

/**
 * Routes behind the same header, key, rate and clean-text checks as every API route, in a dialect:
 * the spec's envelope, or a provider's raw bodies.
 */
export function apiSurface(app: FastifyInstance, options: ApiSurfaceOptions, routes: readonly AnyRoute[], dialect: RouteDialect): void {
  const { services, metrics } = options;
  // Services validate bodies (one schema per input) and the route parses path and query with its own
  // schemas; answers are serialised from the response schemas (fastify's default, fast-json-stringify).
  app.setValidatorCompiler(() => () => true);
  app.addHook('onRequest', async (request, reply) => {
    const client = await admitClient(services, metrics, request, reply);
    refuseBySandboxScenario(request);
    checkCommonHeaders(request, dialect);
    // The spec's REST answers are shaped by a dated version: the header's, or the account's. A
    // provider's dialect is the provider's shape, unversioned.
    if (dialect === 'envelope') {
      request.apiVersion = requestedVersion(request.headers['payments-version']) ?? client.apiVersion;
      reply.header(VERSION_HEADER, request.apiVersion);
      if (VERSIONED_GROUPS.test(request.originalUrl)) reply.headers(DOUBLED_SEGMENT_DEPRECATION);
    }
  });
  // As the answer goes out, after the route committed: dropped or delayed when the request's scenario says so.
  app.addHook('onSend', async (request, reply, payload) => {
    await answerBySandboxScenario(request, reply, options.sandboxScenarioDelayMs ?? 30_000);
    return payload;
  });
  // Text no field holds (NUL, control characters, lone surrogates) is refused before any route
  // runs, naming the field, wherever it comes: path, query or body.
  app.addHook('preValidation', async (request) => {
    assertCleanText(request.params);
    assertCleanText(request.query);
    assertCleanText(request.body);
  });
  if (options.checkResponseSchemas) checkResponseSchemas(app);
  for (const route of routes) defineRoute(app, services, route, dialect);
  // Unknown paths pass the same key and rate checks first, as behind an API gateway.
  app.setNotFoundHandler(async (request) => routeNotFound(request, options.routeMethods));
}

/** The REST compatibility layer under /ms/v1: the modules' routes, answering with the spec's envelope. */
export async function restApi(app: FastifyInstance, options: ApiSurfaceOptions): Promise<void> {
  apiSurface(
    app,
    options,
    MODULES.flatMap((module) =>
      (module.routes ?? []).map((route) => ({
        ...route,
        resource: scopeResourceOf(module.folder),
        ...(module.refusedToSecretKeys ? { refusedToSecretKeys: module.refusedToSecretKeys } : {}),
      })),
    ),
    'envelope',
  );
}

const unserialized = Symbol('the answer before serialisation');

/**
 * Answers are serialised from their response schemas, which send only the fields they declare: a
 * schema that falls behind its handler would silently drop a field. In development and tests
 * (CHECK_RESPONSE_SCHEMAS=true) the serialised answer must equal the handler's, or it is a 500.
 */
/**
 * Answers whose status their operation's document does not list, found in development and tests
 * (CHECK_RESPONSE_SCHEMAS=true): `METHOD /path STATUS`. The test harness requires none, so every
 * test of the suite checks that the document lists what its operations answered.
 */
export const undocumentedAnswers = new Set<string>();

function checkResponseSchemas(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const documented = (request.routeOptions.config as { documentedStatuses?: ReadonlySet<number> }).documentedStatuses;
    // A 500 is a fault, not an answer: no input may cause one, which the tests hold separately.
    if (documented && reply.statusCode !== 500 && !documented.has(reply.statusCode)) {
      undocumentedAnswers.add(`${request.method} ${request.routeOptions.url} ${reply.statusCode}`);
      request.log.error({ statusCode: reply.statusCode }, 'an answer whose status the operation does not document');
    }
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    (request as unknown as Record<symbol, unknown>)[unserialized] = payload;
    return payload;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const original = (request as unknown as Record<symbol, unknown>)[unserialized];
    if (original === undefined || typeof payload !== 'string') return payload;
    if (!isDeepStrictEqual(JSON.parse(payload), JSON.parse(JSON.stringify(original)))) {
      throw new Error(`the response schema of ${request.method} ${request.routeOptions.url} drops or changes fields of the answer`);
    }
    return payload;
  });
}
