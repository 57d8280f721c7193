import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AccountTime, readAccountTime } from '../platform/account-time.js';
import { parseAuthorization } from '../platform/auth/credentials.js';
import { requireScope, requireUser, type Principal } from '../platform/auth/principal.js';
import { requireSameAccount } from './bearer.js';
import { markedJsonSchema } from '../platform/resources.js';
import { badRequest, DomainError, errorStatus, forbidden, isDomainError, unauthorized } from '../platform/errors.js';
import { parseInput } from '../platform/validation.js';
import type { ClientAccount } from '../modules/developer/developer.models.js';
import { isApiProduct } from '../platform/auth/tokens.js';
import type { Services } from '../app/services.js';
import { successEnvelope } from './envelope.js';
import { serviceMethodOf } from './openapi-names.js';
import type { AnyRoute, PrincipalFor, RouteAuth, RouteDefinition, RouteDialect, RouteKey } from '../app/route-definition.js';
import { SANDBOX_SCENARIOS } from './sandbox-scenarios.js';
import { API_VERSIONS, answerInVersion, LATEST_VERSION, schemaInVersion, VERSION_HEADER } from '../platform/api-versions/api-versions.js';
import type { JsonSchemaNode } from '../platform/api-versions/version-change.js';
import { deprecation, deprecationHeaders } from '../platform/api-versions/deprecations.js';
import { inRequestReadScope } from './read-scope.js';

declare module 'fastify' {
  interface FastifyRequest {
    client?: ClientAccount;
    /** The dated API version the answer is shaped in (the envelope dialect's routes). */
    apiVersion?: string;
  }
}

/** Whether a body schema takes {}: every field optional, so the body may be left out (an action such as a test delivery). */
export function bodyMayBeLeftOut(body: z.ZodType): boolean {
  return body.safeParse({}).success;
}

/** A route's schema as JSON Schema, its named objects (resources.ts) marked for the document. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  return markedJsonSchema(schema, io);
}

const SECURITY: Record<RouteAuth, Record<string, string[]>[]> = {
  client: [{ subscriptionKey: [] }],
  user: [{ subscriptionKey: [], bearerAuth: [] }],
  apiUser: [
    { subscriptionKey: [], basicAuth: [] },
    { subscriptionKey: [], bearerAuth: [] },
  ],
  apiUserBasic: [{ subscriptionKey: [], basicAuth: [] }],
};

/** The envelope's fields around `data`: the success answer of each route documents its own `data`. */
const ENVELOPE_FIELDS = {
  timeStamp: { type: 'integer', format: 'int64', description: 'epoch milliseconds' },
  correlationId: { type: 'string', format: 'uuid' },
  serverStatusCode: { type: 'string', examples: ['200'] },
  severity: { type: 'string', enum: ['INFO', 'ERROR'] },
  details: {
    type: 'object',
    properties: {
      code: { type: 'string', examples: ['SUCCESS', 'BAD_REQUEST'] },
      severity: { type: 'string', enum: ['INFO', 'ERROR'] },
      description: { type: 'string' },
      fields: {
        type: 'array',
        items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } }, required: ['field', 'message'] },
      },
    },
    required: ['code', 'severity', 'description'],
  },
} as const;

/** Headers on every answer: the plan's limits and the correlation id. */
const COMMON_RESPONSE_HEADERS = {
  [VERSION_HEADER]: {
    description: "The dated API version that shaped this answer: the one the request named, or the account's.",
    type: 'string',
    format: 'date',
  },
  'X-Correlation-ID': { description: 'The correlation id of this answer (the one sent, or a generated one).', type: 'string', format: 'uuid' },
  'X-RateLimit-Limit': { description: "Requests allowed per minute by the account's plan.", type: 'integer' },
  'X-RateLimit-Remaining': { description: 'Requests left in the current minute.', type: 'integer' },
  'X-RateLimit-Reset': { description: 'When the current window resets, epoch seconds.', type: 'integer' },
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: `details.fields` names each field at fault.',
  401: 'Missing, unknown or expired credentials (subscription key, token or API key).',
  402: 'The card was declined.',
  403: 'The credentials are good but not for this route, role, product or limit.',
  404: "No such resource for this caller (another owner's id is not found either).",
  409: 'A conflict with the current state (a duplicate, a used quote, insufficient funds, an idempotency key in use).',
  413: 'The body is too large.',
  414: 'A segment of the path is longer than 100 characters.',
  415: 'The body is not JSON.',
  431: 'The request headers are larger than 16 KiB.',
  429: "The plan's rate limit is exceeded: retry after Retry-After seconds.",
  503: 'The service is unavailable for a moment (in the sandbox, X-Sandbox-Scenario: 503): retry after Retry-After seconds.',
};

/** Every status a route can answer with besides success: the platform's checks, then the route's own. */
export function errorStatusesOf(route: AnyRoute): number[] {
  // Any request may be refused for its path (414: a segment over 100 characters), its headers (431)
  // or the sandbox's X-Sandbox-Scenario: 503.
  const statuses = new Set<number>([400, 401, 403, 414, 429, 431, 503]);
  if (route.params) statuses.add(404);
  if (route.idempotent) statuses.add(409);
  if (route.body) statuses.add(413).add(415);
  for (const code of route.errors ?? []) statuses.add(errorStatus(code));
  return [...statuses].sort((a, b) => a - b);
}

/** The operation's name, declared by its route: a route of the envelope dialect must have one. */
export function operationIdOf(route: AnyRoute): string {
  if (!route.operationId) throw new Error(`${route.method} ${route.url} has no operation name: give its route an operationId`);
  return route.operationId;
}

function responsesOf(route: AnyRoute): Record<string, unknown> {
  const status = route.status ?? 200;
  const success = {
    description: 'Success: the envelope, with `data`.',
    headers: {
      ...COMMON_RESPONSE_HEADERS,
      ...(route.idempotent
        ? {
            'Idempotent-Replayed': {
              description: 'true when this answer replays an earlier one with the same Idempotency-Key.',
              type: 'string',
              enum: ['true'],
            },
          }
        : {}),
    },
    type: 'object',
    properties: { ...ENVELOPE_FIELDS, data: route.response ? jsonSchema(route.response, 'output') : {} },
    required: ['timeStamp', 'correlationId', 'serverStatusCode', 'severity', 'details', 'data'],
  };
  const errors = Object.fromEntries(
    errorStatusesOf(route).map((code) => [
      code,
      {
        description: ERROR_DESCRIPTIONS[code] ?? 'The error envelope.',
        headers:
          code === 429 || code === 503
            ? { ...COMMON_RESPONSE_HEADERS, 'Retry-After': { description: 'Seconds to wait.', type: 'integer' } }
            : COMMON_RESPONSE_HEADERS,
        $ref: 'ErrorEnvelope#',
      },
    ]),
  );
  return { [status]: success, ...errors };
}

/** The route in the OpenAPI document: its operation, credentials, headers, inputs and every answer. */
function documentedSchema(route: AnyRoute): Record<string, unknown> {
  const headerParams = {
    type: 'object',
    properties: {
      'X-Target-Environment': {
        type: 'string',
        enum: ['sandbox'],
        description: 'sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.',
      },
      'X-Correlation-ID': { type: 'string', format: 'uuid', description: 'Echoed as correlationId; generated when absent.' },
      'X-Sandbox-Scenario': {
        type: 'string',
        enum: [...SANDBOX_SCENARIOS],
        description:
          'Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.',
      },
      ...Object.fromEntries(
        Object.entries(route.headers ?? {}).map(([name, h]) => [name, { type: 'string', description: (h as { description: string }).description }]),
      ),
      ...(route.idempotent
        ? {
            'Idempotency-Key': {
              type: 'string',
              minLength: 1,
              maxLength: 255,
              pattern: '^[\\x21-\\x7e]+$',
              description: `${route.idempotent === 'required' ? 'Required: without one, a retry would do it twice.' : 'Optional.'} The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.`,
            },
          }
        : {}),
      [VERSION_HEADER]: {
        type: 'string',
        enum: API_VERSIONS.map((v) => v.date),
        description: "The dated API version to answer this request in; the account's version when absent (see the changelog at /docs/changelog).",
      },
    },
    required: [
      'X-Target-Environment',
      ...(route.idempotent === 'required' ? ['Idempotency-Key'] : []),
      ...Object.entries(route.headers ?? {})
        .filter(([, h]) => (h as { required?: boolean }).required)
        .map(([n]) => n),
    ],
  };
  const deprecated = route.deprecated ? deprecation(route.deprecated) : undefined;
  const description = route.description ? `${route.summary}.\n\n${route.description}` : `${route.summary}.`;
  const operationId = operationIdOf(route);
  const library = serviceMethodOf(operationId, route.libraryMethod);
  return {
    operationId,
    // Where the client libraries put it: `paymentLinks.create`.
    'x-service': library.service,
    'x-method': library.method,
    summary: menuTitle(route.summary),
    description: deprecated
      ? `**Deprecated** on ${deprecated.deprecatedOn}, removal on ${deprecated.removalOn}: use ${deprecated.replacement} instead.\n\n${description}`
      : description,
    ...(deprecated ? { deprecated: true, 'x-sunset': deprecated.removalOn } : {}),
    tags: route.tags,
    security: SECURITY[route.auth as RouteAuth],
    // Who may call it beyond the credential's kind: a merchant's (its secret key or its session), an administrator's.
    ...(route.auth === 'user' && route.roles?.length ? { 'x-roles': route.roles } : {}),
    headers: headerParams,
    ...(route.body ? { body: jsonSchema(route.body), ...(bodyMayBeLeftOut(route.body) ? { 'x-body-optional': true } : {}) } : {}),
    ...(route.query ? { querystring: jsonSchema(route.query) } : {}),
    ...(route.params ? { params: jsonSchema(route.params) } : {}),
    response: responsesOf(route),
  };
}

/**
 * The reference's side menu shows each operation's summary: the route's sentence up to its first
 * aside (a parenthesis, a semicolon, a colon after the first words), so the menu reads as a menu;
 * the whole sentence is the operation's description.
 */
export function menuTitle(summary: string): string {
  // "Administrators: resolve a dispute" is listed as "Resolve a dispute" (the role is in the description).
  const text = summary.replace(/^(?:Administrators|Merchants): /, '').replace(/\s*\([^)]*\)/g, '');
  const cut = text.search(/; |\. | — |: |, (?=[a-z]+ (?:first|only)\b)/);
  const title = (cut > 0 ? text.slice(0, cut) : text).replace(/[.:,]$/, '').trim();
  return title.length > 0 ? title.charAt(0).toUpperCase() + title.slice(1) : summary;
}

/** A provider-dialect route is the provider's to document (MTN's Open API): only its answer's serialiser. */
function providerSchema(route: AnyRoute): Record<string, unknown> {
  return { hide: true, ...(route.response ? { response: { [route.status ?? 200]: jsonSchema(route.response, 'output') } } : {}) };
}

/**
 * Declares one REST route: its OpenAPI description (generated, never written by hand) and a thin
 * handler that authenticates, parses path and query, calls a service and wraps the result in the
 * spec's envelope (or not, in the provider's dialect), serialised from the route's response schema.
 */
export function defineRoute(app: FastifyInstance, services: Services, route: AnyRoute, dialect: RouteDialect = 'envelope'): void {
  const schema = dialect === 'provider' ? providerSchema(route) : documentedSchema(route);
  const status = route.status ?? 200;
  // The success answer as the newest version documents it: older versions are shaped from it at the edge.
  const success = dialect === 'envelope' ? (schema['response'] as Record<number, JsonSchemaNode>)[status] : undefined;
  const successData = success ? ((success['properties'] as Record<string, JsonSchemaNode>)['data'] ?? undefined) : undefined;
  const deprecatedHeaders = route.deprecated ? deprecationHeaders(deprecation(route.deprecated)) : undefined;
  app.route({
    method: route.method,
    url: route.url,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    schema,
    // What the document says the operation answers: a check in development and tests holds answers to it.
    config: { documentedStatuses: dialect === 'provider' ? undefined : new Set([route.status ?? 200, ...errorStatusesOf(route)]) },
    handler: async (request, reply) => {
      if (deprecatedHeaders) reply.headers(deprecatedHeaders);
      const client = request.client;
      if (!client) throw unauthorized('Missing or unknown Ocp-Apim-Subscription-Key.');
      checkKeyProduct(route.key ?? 'app', client, request.params as Record<string, string>);
      // The request runs on its account's sandbox clock, read fresh: another process may have advanced it.
      const { principal, time } = await authenticate(services, route, request, client);
      // A GET only reads: with a standby, its SELECTs may be served there once it has the caller's last write.
      return inRequestReadScope(services.db, request, route.method === 'GET' ? 'read' : 'write', principal, () =>
        services.clock.run(time, () => answer(request, reply, client, principal)),
      );
    },
  });

  const bodyOptional = route.body !== undefined && bodyMayBeLeftOut(route.body);
  async function answer(request: FastifyRequest, reply: FastifyReply, client: ClientAccount, principal: Principal | undefined) {
    // A route that takes a body takes a JSON object: a list, a string or a number is the caller's
    // mistake, and so is no body where a field is required (where none is, no body means {}).
    if (route.body && request.body === undefined && !bodyOptional)
      throw badRequest('Invalid request: a JSON object body is required.', [{ field: 'body', message: 'is required' }]);
    if (route.body && request.body !== undefined && (request.body === null || typeof request.body !== 'object' || Array.isArray(request.body)))
      throw badRequest('Invalid request: the body must be a JSON object.', [{ field: 'body', message: 'must be a JSON object' }]);
    if (route.idempotent === 'required' && typeof request.headers['idempotency-key'] !== 'string')
      throw badRequest('Invalid request: Idempotency-Key: this request needs one, so a retry never does it twice', [
        { field: 'Idempotency-Key', message: 'is required' },
      ]);
    const params = route.params ? parseInput(route.params, request.params) : {};
    if (route.query) refuseOtherSpellings(route.query, request.query);
    const query = route.query ? parseInput(route.query, request.query) : {};
    const run = async () => ({
      status,
      body: await withFieldAliases(route.fieldAliases, () =>
        route.handler({
          services,
          client,
          principal: principal as PrincipalFor<RouteAuth> as never,
          body: request.body,
          query,
          params,
          headers: request.headers,
          correlationId: request.id,
          clientAddress: request.ip,
          reply,
        }),
      ),
    });
    const key = request.headers['idempotency-key'];
    const result = route.idempotent
      ? await services.idempotency.run(
          idempotencyScope(client, principal),
          typeof key === 'string' ? key : undefined,
          { method: route.method, url: request.url, body: request.body ?? null },
          run,
          route.idempotencyCodec?.(services),
          route.idempotencyRecovery
            ? async (firstEntryId) => {
                const body = await route.idempotencyRecovery!(services, principal, firstEntryId);
                return body === undefined ? undefined : { status: route.status ?? 200, body };
              }
            : undefined,
        )
      : { ...(await run()), replayed: false };
    if (result.replayed) reply.header('Idempotent-Replayed', 'true');
    if (dialect === 'provider') return reply.status(result.status).send(result.body);
    return reply
      .status(result.status)
      .send(successEnvelope(services.clock.wallNow(), request.id, result.status, inRequestedVersion(request, reply, result.body)));
  }

  /** The answer (and its serialiser) in the request's version: the services answer in the newest, older ones are shaped from it. */
  function inRequestedVersion(request: FastifyRequest, reply: FastifyReply, data: unknown): unknown {
    const version = request.apiVersion ?? LATEST_VERSION;
    if (!success || !successData || version === LATEST_VERSION) return data;
    const older = schemaInVersion(success, version);
    if (older === success) return data;
    // A serialiser of one's own leaves the media type to the route: it is JSON, as the newest's is.
    reply.serializer(reply.compileSerializationSchema(older, String(status))).type('application/json; charset=utf-8');
    return answerInVersion(data, successData, version);
  }
}

/** The subscription key must be of the product the route belongs to (MTN's model: a key per product). */
function checkKeyProduct(routeKey: RouteKey, client: ClientAccount, params: Record<string, string>): void {
  const expected = routeKey === 'productParam' ? params['product'] : routeKey;
  // An unknown product in the path is the input's fault: the service's validation names it.
  if (routeKey === 'productParam' && !isApiProduct(expected)) return;
  const fits = routeKey === 'anyProduct' ? client.product !== 'app' : client.product === expected;
  if (fits) return;
  if (routeKey === 'app') throw forbidden(`This route takes your app's subscription key; a ${client.product} key opens only the ${client.product} routes.`);
  const wanted = routeKey === 'anyProduct' ? 'a mobile money product (collection, disbursement or remittance)' : `the ${expected} product`;
  throw forbidden(`This route needs the subscription key of ${wanted}; the app's key is publishable and cannot open it.`);
}

function idempotencyScope(client: ClientAccount, principal: Principal | undefined): string {
  const caller = principal?.kind === 'user' ? principal.userId : principal?.kind === 'apiUser' ? principal.apiUserId : 'client';
  return `rest:${client.accountId}:${caller}`;
}

async function withFieldAliases<T>(aliases: Record<string, string> | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!aliases || !isDomainError(error) || !error.fields) throw error;
    const fields = error.fields.map((f) => ({ ...f, field: aliases[f.field] ?? f.field }));
    const message = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
    throw new DomainError(error.code, error.code === 'BAD_REQUEST' ? `Invalid request: ${message}` : error.message, {
      fields,
      ...(error.headers ? { headers: error.headers } : {}),
    });
  }
}

/**
 * Who calls, and the sandbox clock the request runs on: a user's developer account's, read with
 * the user; otherwise the calling account's.
 */
async function authenticate(
  services: Services,
  route: RouteDefinition<RouteAuth>,
  request: FastifyRequest,
  client: ClientAccount,
): Promise<{ principal: Principal | undefined; time: AccountTime }> {
  const clientTime = () => readAccountTime(services.db, client.accountId);
  if (route.auth === 'client' || route.auth === 'apiUserBasic') return { principal: undefined, time: await clientTime() };
  const credentials = parseAuthorization(request.headers.authorization);
  if (route.auth === 'user') {
    if (credentials?.scheme !== 'bearer') throw unauthorized('A bearer access token is required.');
    const authenticated = await services.secretKeys.authenticateBearer(credentials.token, { clientAddress: request.ip });
    requireSameAccount(authenticated, client.accountId);
    requireUser(authenticated, route.roles);
    if (route.resource) requireScope(authenticated, route.resource, route.method === 'GET' ? 'read' : 'write', route.refusedToSecretKeys);
    return { principal: authenticated, time: authenticated.accountTime };
  }
  if (!credentials) throw unauthorized('HTTP Basic credentials (apiUserId:apiKey) or an API bearer token are required.');
  const [principal, time] = await Promise.all([
    credentials.scheme === 'basic'
      ? services.developer.authenticateBasic(client.accountId, credentials.username, credentials.password)
      : services.developer.authenticateApiToken(client.accountId, credentials.token),
    clientTime(),
  ]);
  return { principal, time };
}

/**
 * Stripe's names for a list's cursors: an unknown query parameter is ignored, so `starting_after`
 * would read page 0 again and again, a walk that never ends. It is refused, naming this API's name.
 */
const CURSOR_SPELLINGS: Record<string, string> = { starting_after: 'startingAfter', ending_before: 'endingBefore' };

function refuseOtherSpellings(schema: z.ZodType, query: unknown): void {
  if (!(schema instanceof z.ZodObject) || !('startingAfter' in schema.shape) || !query || typeof query !== 'object') return;
  const misspelt = Object.keys(query).filter((name) => name in CURSOR_SPELLINGS);
  if (misspelt.length > 0)
    throw badRequest(
      `Invalid request: ${misspelt.map((name) => `${name} is spelt ${CURSOR_SPELLINGS[name]} here`).join('; ')}`,
      misspelt.map((name) => ({ field: name, message: `is spelt ${CURSOR_SPELLINGS[name]} here` })),
    );
}
