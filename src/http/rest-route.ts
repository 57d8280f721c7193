import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Role } from '../db/tables.js';
import { parseAuthorization } from '../platform/auth/credentials.js';
import { requireUser, type Principal, type UserPrincipal } from '../platform/auth/principal.js';
import { DomainError, forbidden, isDomainError, unauthorized } from '../platform/errors.js';
import type { ClientAccount } from '../modules/developer/developer.models.js';
import type { UserModel } from '../modules/identity/identity.models.js';
import { isApiProduct, type ApiProduct } from '../platform/auth/tokens.js';
import type { IdempotencyCodec } from '../platform/idempotency.js';
import type { Services } from '../services.js';
import { successEnvelope } from './envelope.js';

type ZodObjectLike = z.ZodType;

/** How a REST route authenticates, beyond the subscription key that every route needs. */
export type RouteAuth =
  /** Only the subscription key (e.g. register, login, MoMo API user provisioning). */
  | 'client'
  /** A user's bearer access token, optionally of given roles. */
  | 'user'
  /** An API user: HTTP Basic `apiUserId:apiKey`, or a bearer token from a token endpoint. */
  | 'apiUser';

export interface RestCall<P extends Principal | undefined> {
  services: Services;
  client: ClientAccount;
  principal: P;
  body: unknown;
  query: unknown;
  params: Record<string, string>;
  headers: FastifyRequest['headers'];
  correlationId: string;
  /** The client's address, for the throttles kept per address. */
  clientAddress: string;
  reply: FastifyReply;
}

export type RouteKey = 'app' | 'anyProduct' | 'productParam' | ApiProduct;

type PrincipalFor<A extends RouteAuth> = A extends 'user' ? UserPrincipal & { user: UserModel } : A extends 'apiUser' ? Extract<Principal, { kind: 'apiUser' }> : undefined;

export interface RouteDefinition<A extends RouteAuth> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below /ms/v1, in fastify's syntax (`/users/:id`). */
  url: string;
  summary: string;
  tags: string[];
  auth: A;
  roles?: readonly Role[];
  /**
   * Which subscription key opens the route: the publishable app key (the default), the key of any
   * mobile money product, of one product, or of the product the `:product` path parameter names.
   */
  key?: RouteKey;
  /** Schemas for the OpenAPI document; the service validates with the same schema objects. */
  body?: ZodObjectLike;
  query?: ZodObjectLike;
  params?: ZodObjectLike;
  /** Extra request headers this route reads (e.g. X-Reference-Id). */
  headers?: Record<string, { description: string; required?: boolean }>;
  status?: 200 | 201 | 202;
  /**
   * Input that REST carries outside the body, e.g. `{ referenceId: 'X-Reference-Id' }`: a validation
   * error names the header the caller sent rather than the service's field.
   */
  fieldAliases?: Record<string, string>;
  /**
   * Creates something or moves money: accepts `Idempotency-Key` (Stripe semantics). The key is
   * scoped to the caller (user or API user, within the subscription key's account).
   */
  idempotent?: boolean;
  /** How an idempotent answer is stored for replays (e.g. sealing a secret it shows once). */
  idempotencyCodec?: (services: Services) => IdempotencyCodec<unknown>;
  /** A larger body limit than the server's, for uploads. */
  bodyLimit?: number;
  description?: string;
  handler: (call: RestCall<PrincipalFor<A>>) => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyRequest {
    client?: ClientAccount;
  }
}

function jsonSchema(schema: ZodObjectLike): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

const SECURITY: Record<RouteAuth, Record<string, string[]>[]> = {
  client: [{ subscriptionKey: [] }],
  user: [{ subscriptionKey: [], bearerAuth: [] }],
  apiUser: [{ subscriptionKey: [], basicAuth: [] }, { subscriptionKey: [], bearerAuth: [] }],
};

/**
 * Declares one REST route: its OpenAPI description (generated, never written by hand) and a thin
 * handler that authenticates, calls a service and wraps the result in the spec's envelope.
 */
export function defineRoute<A extends RouteAuth>(app: FastifyInstance, services: Services, route: RouteDefinition<A>): void {
  const headerParams = {
    type: 'object',
    properties: {
      'X-Target-Environment': { type: 'string', enum: ['sandbox', 'production'], description: 'Must be sandbox: production is not live.' },
      'X-Correlation-ID': { type: 'string', format: 'uuid', description: 'Echoed as correlationId; generated when absent.' },
      ...Object.fromEntries(Object.entries(route.headers ?? {}).map(([name, h]) => [name, { type: 'string', description: h.description }])),
      ...(route.idempotent ? { 'Idempotency-Key': { type: 'string', description: 'Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.' } } : {}),
    },
    required: ['X-Target-Environment', ...Object.entries(route.headers ?? {}).filter(([, h]) => h.required).map(([n]) => n)],
  };
  app.route({
    method: route.method,
    url: route.url,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    schema: {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: route.tags,
      security: SECURITY[route.auth],
      headers: headerParams,
      ...(route.body ? { body: jsonSchema(route.body) } : {}),
      ...(route.query ? { querystring: jsonSchema(route.query) } : {}),
      ...(route.params ? { params: jsonSchema(route.params) } : {}),
      response: { [route.status ?? 200]: { description: 'Success: the envelope with `data`.', $ref: 'Envelope#' }, '4XX': { description: 'The error envelope.', $ref: 'Envelope#' } },
    },
    handler: async (request, reply) => {
      const client = request.client;
      if (!client) throw unauthorized('Missing or unknown Ocp-Apim-Subscription-Key.');
      checkKeyProduct(route.key ?? 'app', client, request.params as Record<string, string>);
      const principal = await authenticate(services, route, request, client);
      const status = route.status ?? 200;
      const run = async () => ({
        status,
        body: await withFieldAliases(route.fieldAliases, () =>
          route.handler({
            services,
            client,
            principal: principal as PrincipalFor<A>,
            body: request.body,
            query: request.query,
            params: request.params as Record<string, string>,
            headers: request.headers,
            correlationId: request.id,
            clientAddress: request.ip,
            reply,
          }),
        ),
      });
      const key = request.headers['idempotency-key'];
      const result = route.idempotent
        ? await services.idempotency.run(idempotencyScope(client, principal), typeof key === 'string' ? key : undefined, { method: route.method, url: request.url, body: request.body ?? null }, run, route.idempotencyCodec?.(services))
        : { ...(await run()), replayed: false };
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(result.status).send(successEnvelope(services.clock.now(), request.id, result.status, result.body));
    },
  });
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
    throw new DomainError(error.code, error.code === 'BAD_REQUEST' ? `Invalid request: ${message}` : error.message, { fields, ...(error.headers ? { headers: error.headers } : {}) });
  }
}

async function authenticate(services: Services, route: RouteDefinition<RouteAuth>, request: FastifyRequest, client: ClientAccount): Promise<Principal | undefined> {
  if (route.auth === 'client') return undefined;
  const credentials = parseAuthorization(request.headers.authorization);
  if (route.auth === 'user') {
    if (credentials?.scheme !== 'bearer') throw unauthorized('A bearer access token is required.');
    const principal = await services.identity.authenticate(credentials.token);
    requireUser(principal, route.roles);
    return principal;
  }
  if (!credentials) throw unauthorized('HTTP Basic credentials (apiUserId:apiKey) or an API bearer token are required.');
  if (credentials.scheme === 'basic') return services.developer.authenticateBasic(client.accountId, credentials.username, credentials.password);
  return services.developer.authenticateApiToken(client.accountId, credentials.token);
}
