import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Role } from '../db/tables.js';
import type { UserPrincipal, Principal } from '../platform/auth/principal.js';
import type { ApiProduct } from '../platform/auth/tokens.js';
import type { ErrorCode } from '../platform/errors.js';
import type { IdempotencyCodec } from '../platform/idempotency.js';
import type { ClientAccount } from '../modules/developer/developer.models.js';
import type { UserModel } from '../modules/identity/identity.models.js';
import type { Services } from './services.js';

/**
 * A REST route as data: what a module's routes file exports. The HTTP layer (http/rest-route.ts)
 * turns each into a fastify route with its OpenAPI description; route files never import it.
 */
type ZodObjectLike = z.ZodType;

/** How a REST route authenticates, beyond the subscription key that every route needs. */
export type RouteAuth =
  /** Only the subscription key (e.g. register, login, MoMo API user provisioning). */
  | 'client'
  /** A user's bearer access token, optionally of given roles. */
  | 'user'
  /** An API user: HTTP Basic `apiUserId:apiKey`, or a bearer token from a token endpoint. */
  | 'apiUser'
  /** HTTP Basic `apiUserId:apiKey`, which the handler exchanges itself (the token endpoint). */
  | 'apiUserBasic';

/**
 * How a route answers: in the spec's envelope (under /ms/v1, in the OpenAPI document), or as a
 * provider's own API does, with the bare body (MTN MoMo's paths under /momo, for its SDKs).
 */
export type RouteDialect = 'envelope' | 'provider';

export interface RestCall<P extends Principal | undefined, Params = Record<string, never>, Query = Record<string, never>> {
  services: Services;
  client: ClientAccount;
  principal: P;
  /** The raw body: services validate bodies (one schema per input), since both transports call them. */
  body: unknown;
  /** The query string, parsed with the route's `query` schema. */
  query: Query;
  /** The path parameters, parsed with the route's `params` schema. */
  params: Params;
  headers: FastifyRequest['headers'];
  correlationId: string;
  /** The client's address, for the throttles kept per address. */
  clientAddress: string;
  reply: FastifyReply;
}

export type RouteKey = 'app' | 'anyProduct' | 'productParam' | ApiProduct;

export type PrincipalFor<A extends RouteAuth> = A extends 'user'
  ? UserPrincipal & { user: UserModel }
  : A extends 'apiUser'
    ? Extract<Principal, { kind: 'apiUser' }>
    : undefined;

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

export interface RouteDefinition<
  A extends RouteAuth,
  P extends ZodObjectLike | undefined = undefined,
  Q extends ZodObjectLike | undefined = undefined,
  R extends ZodObjectLike | undefined = undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below /ms/v1, in fastify's syntax (`/users/:id`). */
  url: string;
  /**
   * The operation's name, verb then resource as Stripe names them (createPaymentLink,
   * listPaymentLinks, retrievePaymentLink): the client libraries' methods and models are generated
   * from it, so it is part of the contract (the gate refuses a renamed one). Every route of the
   * envelope dialect has one; a provider's own routes do not appear in the document.
   */
  operationId?: string;
  /**
   * Where the client libraries put the operation when the rule would name it badly
   * (`retrievePaymentVolume` → `payments.retrieveVolume`): the resource's service and the verb. The
   * rule: `createPaymentLink` → `paymentLinks.create` (http/openapi-names.ts).
   */
  libraryMethod?: readonly [service: string, method: string];
  /**
   * The GraphQL field that does what this operation does, when its name is not the operation's
   * (`createDispute` → `Mutation.fileDispute`): the parity test pairs them.
   */
  graphql?: `${string}.${string}`;
  summary: string;
  /**
   * The id of its deprecation (src/platform/api-versions/deprecations.ts): the document marks it
   * deprecated with its sunset, and every answer carries Deprecation, Sunset and Link.
   */
  deprecated?: string;
  tags: string[];
  auth: A;
  roles?: readonly Role[];
  /** The resource a restricted secret key's scope names for this route: its module's, set where the routes are assembled. */
  resource?: string;
  /** Set by the HTTP layer from the module: why no secret key may call the route at all. */
  refusedToSecretKeys?: string;
  /**
   * Which subscription key opens the route: the publishable app key (the default), the key of any
   * mobile money product, of one product, or of the product the `:product` path parameter names.
   */
  key?: RouteKey;
  /** The body's schema, for the OpenAPI document; the service validates with the same schema object. */
  body?: ZodObjectLike;
  /** Parsed at the edge: a handler receives typed values, a bad one is a 400 naming the field. */
  query?: Q;
  params?: P;
  /** The schema of the answer's `data`: documented, checked against the handler's type, and used to serialise. */
  response?: R;
  /** Error codes of the domain this route answers with (the common ones are derived from the route). */
  errors?: readonly ErrorCode[];
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
  idempotent?: boolean | 'required';
  /** How an idempotent answer is stored for replays (e.g. sealing a secret it shows once). */
  idempotencyCodec?: (services: Services) => IdempotencyCodec<unknown>;
  /** The answer of a keyed request whose first journal entry committed but whose process died before answering. */
  idempotencyRecovery?: (services: Services, principal: Principal | undefined, firstEntryId: string) => Promise<unknown>;
  /** A larger body limit than the server's, for uploads. */
  bodyLimit?: number;
  description?: string;
  handler: (call: RestCall<PrincipalFor<A>, Parsed<P>, Parsed<Q>>) => Promise<R extends z.ZodType ? z.input<R> : unknown>;
}

/** A route of any authentication and schemas, as the HTTP layer and module manifests hold them. */
export type AnyRoute = RouteDefinition<any, any, any, any>;

/** Declares a route, inferring the principal, params, query and answer its handler works with. */
export function route<
  A extends RouteAuth,
  P extends ZodObjectLike | undefined = undefined,
  Q extends ZodObjectLike | undefined = undefined,
  R extends ZodObjectLike | undefined = undefined,
>(definition: RouteDefinition<A, P, Q, R>): AnyRoute {
  return definition;
}
