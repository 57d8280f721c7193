import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseAuthorization } from '../platform/auth/credentials.js';
import { requireUser, type Principal } from '../platform/auth/principal.js';
import { DomainError, forbidden, isDomainError, unauthorized } from '../platform/errors.js';
import type { ClientAccount } from '../modules/developer/developer.models.js';
import { isApiProduct } from '../platform/auth/tokens.js';
import type { Services } from '../services.js';
import { successEnvelope } from './envelope.js';
import type { AnyRoute, PrincipalFor, RouteAuth, RouteDefinition, RouteKey } from '../app/route-definition.js';

declare module 'fastify' {
  interface FastifyRequest {
    client?: ClientAccount;
  }
}

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

const SECURITY: Record<RouteAuth, Record<string, string[]>[]> = {
  client: [{ subscriptionKey: [] }],
  user: [{ subscriptionKey: [], bearerAuth: [] }],
  apiUser: [
    { subscriptionKey: [], basicAuth: [] },
    { subscriptionKey: [], bearerAuth: [] },
  ],
};

/**
 * Declares one REST route: its OpenAPI description (generated, never written by hand) and a thin
 * handler that authenticates, calls a service and wraps the result in the spec's envelope.
 */
export function defineRoute(app: FastifyInstance, services: Services, route: AnyRoute): void {
  const headerParams = {
    type: 'object',
    properties: {
      'X-Target-Environment': { type: 'string', enum: ['sandbox', 'production'], description: 'Must be sandbox: production is not live.' },
      'X-Correlation-ID': { type: 'string', format: 'uuid', description: 'Echoed as correlationId; generated when absent.' },
      ...Object.fromEntries(Object.entries(route.headers ?? {}).map(([name, h]) => [name, { type: 'string', description: h.description }])),
      ...(route.idempotent
        ? {
            'Idempotency-Key': {
              type: 'string',
              description: 'Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.',
            },
          }
        : {}),
    },
    required: [
      'X-Target-Environment',
      ...Object.entries(route.headers ?? {})
        .filter(([, h]) => h.required)
        .map(([n]) => n),
    ],
  };
  app.route({
    method: route.method,
    url: route.url,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    schema: {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: route.tags,
      security: SECURITY[route.auth as RouteAuth],
      headers: headerParams,
      ...(route.body ? { body: jsonSchema(route.body) } : {}),
      ...(route.query ? { querystring: jsonSchema(route.query) } : {}),
      ...(route.params ? { params: jsonSchema(route.params) } : {}),
      response: {
        [route.status ?? 200]: { description: 'Success: the envelope with `data`.', $ref: 'Envelope#' },
        '4XX': { description: 'The error envelope.', $ref: 'Envelope#' },
      },
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
            principal: principal as PrincipalFor<RouteAuth> as never,
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
        ? await services.idempotency.run(
            idempotencyScope(client, principal),
            typeof key === 'string' ? key : undefined,
            { method: route.method, url: request.url, body: request.body ?? null },
            run,
            route.idempotencyCodec?.(services),
          )
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
    throw new DomainError(error.code, error.code === 'BAD_REQUEST' ? `Invalid request: ${message}` : error.message, {
      fields,
      ...(error.headers ? { headers: error.headers } : {}),
    });
  }
}

async function authenticate(
  services: Services,
  route: RouteDefinition<RouteAuth>,
  request: FastifyRequest,
  client: ClientAccount,
): Promise<Principal | undefined> {
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
