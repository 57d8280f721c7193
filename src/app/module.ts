import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely/migration';
import type { Config } from '../config.js';
import type { Resolvers } from '../generated/graphql.js';
import type { ErrorCode, ErrorDeclarations } from '../platform/errors.js';
import type { EventDeclarations } from '../platform/events/declarations.js';
import type { GroupedJobHandler, JobHandler, JobKind } from '../platform/jobs.js';
import type { ServiceRegistry } from '../platform/registry.js';
import type { Services } from './services.js';
import type { AnyRoute } from './route-definition.js';

/** What a module's service factories receive besides the services they declared they need. */
export interface ModuleContext {
  config: Config;
  /** The token signing secret, for keys derived from it (e.g. card fingerprints). */
  jwtSecret: string;
  /** Every event type the platform and its modules declare. */
  eventTypes: readonly string[];
  /** The resources a restricted secret key's scopes name: one per module with operations. */
  scopeResources: readonly string[];
}

export interface ServiceFactory<K extends keyof ServiceRegistry> {
  /** The other modules' services this one is built from; they are built first, and only they are reachable. */
  needs: readonly (keyof ServiceRegistry)[];
  create: (services: Services, context: ModuleContext) => ServiceRegistry[K];
}

/**
 * One domain, declared once (src/modules/<folder>/<folder>.module.ts): the shared parts (the
 * GraphQL schema, the REST API, the service layer, the migrations, error codes, id prefixes, event
 * types and jobs) are assembled from these manifests, found by `npm run codegen`. Its types reach
 * the platform by declaration merging in the same file (platform/registry.ts, db/tables.ts).
 */
export interface DomainModule {
  /** The module's folder under src/modules/. */
  folder: string;
  /** SDL files in the module's folder, merged into the one GraphQL schema. */
  schema?: readonly string[];
  resolvers?: Resolvers;
  /** REST routes under /ms/v1, as data. */
  routes?: readonly AnyRoute[];
  /**
   * Routes in a provider's own dialect under its prefix (MTN MoMo's Open API paths under /momo):
   * raw bodies and the provider's `{code, message}` errors, so the provider's SDKs work unchanged.
   */
  providerRoutes?: readonly AnyRoute[];
  /** Pages outside /ms/v1 (e.g. the password reset page), registered on the server itself. */
  pages?: (app: FastifyInstance, services: Services) => void;
  services?: { readonly [K in keyof ServiceRegistry]?: ServiceFactory<K> };
  /** Migrations by name; every module's run in name order with the platform's. */
  migrations?: Readonly<Record<string, Migration>>;
  /** Id prefix → the GraphQL type an id of that prefix resolves to through `node(id:)`, or null. */
  idPrefixes?: Readonly<Record<string, string | null>>;
  /**
   * The GraphQL types whose ids are UUIDs with no prefix (the reference ids MTN's API has callers
   * choose): `node(id:)` asks each such type's lookup in turn.
   */
  uuidNodeTypes?: readonly string[];
  /** Error code → its HTTP status, what it means and what to do. */
  errorCodes?: ErrorDeclarations;
  /**
   * Mutation → the codes its userErrors may carry beyond BAD_REQUEST, NOT_FOUND (when it takes an
   * id) and IDEMPOTENCY_KEY_MISMATCH (when it takes a key): its per-mutation enum in GraphQL
   * (graphql/user-error-codes.ts). A code answered and not declared fails the test suite.
   */
  userErrorCodes?: Readonly<Record<string, readonly ErrorCode[]>>;
  /** Event type → what it announces and its data's schema. */
  events?: EventDeclarations;
  /** Kinds of ledger account the module keeps (upper case); the migrator registers them, the ledger refuses any other. */
  ledgerAccountKinds?: readonly string[];
  /**
   * Ways the module gives money of a transaction back (upper case) → how a refusal names it ("a
   * point-of-sale refund"); the migrator registers them, the ledger refuses a claim by any other.
   */
  refundPaths?: Readonly<Record<string, string>>;
  /**
   * Why no secret key may use this module's operations at all (they manage credentials, so they
   * take the merchant signed in): its resource is then no scope a key can hold, and a key is told
   * this rather than a scope it could never be given.
   */
  refusedToSecretKeys?: string;
  /** Durable job handlers by kind. */
  jobs?: { readonly [K in JobKind]?: (services: Services) => JobHandler<K> | GroupedJobHandler<K> };
}

/** Declares a module; the identity function keeps the literal types its declarations merge from. */
export function defineModule<const M extends DomainModule>(module: M): M {
  return module;
}
