import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { Config } from '../config.js';
import type { GraphQLContext } from '../graphql/context.js';
import { coercionFields } from '../graphql/coercion-fields.js';
import { createLoaders } from '../graphql/loaders.js';
import { readAccountTime, type AccountTime } from '../platform/account-time.js';
import { parseAuthorization } from '../platform/auth/credentials.js';
import type { Principal } from '../platform/auth/principal.js';
import type { AuthenticatedUser } from '../modules/identity/identity.service.js';
import { requireSameAccount } from './bearer.js';
import { DomainError, isDomainError } from '../platform/errors.js';
import type { Metrics } from '../platform/metrics.js';
import { PLAN_LIMITS } from '../platform/rate-limit.js';
import { requestedVersion, VERSION_FOR_NEW_ACCOUNTS, VERSION_HEADER } from '../platform/api-versions/api-versions.js';
import type { VersionedSchemas } from '../graphql/versioned-schemas.js';
import type { Services } from '../app/services.js';
import { explorerAssets, sendExplorer, wantsExplorer } from './explorer.js';
import { graphqlRequestGuard } from './graphql-request-guard.js';
import { GraphQLFastPath } from './graphql-fast-path.js';
import { type DocumentReference, PERSISTED_QUERY_REQUIRED, TrustedDocuments } from '../graphql/trusted-documents.js';
import type { OperationGuard } from '../graphql/operation-guard.js';
import { toDomainError } from './http-errors.js';
import { admitClient, enforceRateLimit } from './rest.js';
import { graphqlOperationResolved, inRequestReadScope } from './read-scope.js';

/** A domain error as GraphQL reports it: the REST code in `extensions.code`, fields in `extensions.fields`. */
export function toGraphQLError(error: DomainError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: {
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
      http: { status: error.status, headers: new Map(Object.entries(error.headers ?? {})) },
    },
  });
}

// Apollo's own codes for input it cannot coerce become the platform's BAD_REQUEST.
const APOLLO_CODES: Record<string, string> = { BAD_USER_INPUT: 'BAD_REQUEST' };

/**
 * GraphQL's "Did you mean …?" names fields a caller did not ask for: hidden on both transports. So is
 * Apollo's "Context creation failed: " before a refusal made while reading the caller (a rate limit,
 * a credential), which the socket, making no such context, words without.
 */
const withoutSuggestion = (message: string) =>
  (message.includes('Did you mean') ? message.replace(/ ?Did you mean .+\?/g, '').trim() : message).replace(/^Context creation failed: /, '');

/** The codes of a value that does not fit its type (a variable, or a literal in the document): each names its field. */
const COERCION_CODES: ReadonlySet<string> = new Set(['BAD_USER_INPUT', 'BAD_REQUEST', 'GRAPHQL_VALIDATION_FAILED']);

export function formatGraphQLError(log: FastifyInstance['log']) {
  return (shown: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const formatted = { ...shown, message: withoutSuggestion(shown.message) };
    const original = unwrapResolverError(error);
    if (isDomainError(original)) {
      return { ...formatted, message: original.message, extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) } };
    }
    const code = formatted.extensions?.['code'];
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      const { stacktrace: _hidden, ...extensions } = formatted.extensions ?? {};
      const fields = COERCION_CODES.has(code) && original instanceof Error ? coercionFields(original as GraphQLError) : undefined;
      return { ...formatted, extensions: { ...extensions, code: APOLLO_CODES[code] ?? code, ...(fields ? { fields } : {}) } };
    }
    const mapped = toDomainError(original);
    if (mapped.internal) log.error({ err: original }, 'unexpected error in a GraphQL operation');
    return { message: mapped.error.message, ...(formatted.path ? { path: formatted.path } : {}), extensions: { code: mapped.error.code } };
  };
}

/**
 * Who is calling GraphQL, and at what rate: requests that carry a subscription key count against
 * its account's plan; others against the signed-in user, or the client address, at Sandbox limits.
 */
async function graphqlContext(
  services: Services,
  metrics: Metrics,
  request: FastifyRequest,
  reply: FastifyReply,
  settleAccountTime: (time: AccountTime) => void,
): Promise<GraphQLContext> {
  try {
    const asked = requestedVersion(request.headers['payments-version']);
    const loaders = createLoaders(services);
    const credentials = parseAuthorization(request.headers.authorization);
    let principal: Principal | undefined;
    let userTime: AccountTime | undefined;
    let authenticated: AuthenticatedUser | undefined;
    if (credentials?.scheme === 'bearer') {
      authenticated = await services.secretKeys.authenticateBearer(credentials.token, { clientAddress: request.ip });
      loaders.user.prime(authenticated.userId, authenticated.user);
      const { userId, role, secretKey } = authenticated;
      principal = { kind: 'user', userId, role, ...(secretKey ? { secretKey } : {}) };
      userTime = authenticated.accountTime;
    } else if (credentials) {
      throw new DomainError('UNAUTHORIZED', 'GraphQL takes a bearer token (an access token or a secret key); HTTP Basic is for the mobile money routes.');
    }
    const client = request.headers['ocp-apim-subscription-key'] ? await admitClient(services, metrics, request, reply) : undefined;
    if (authenticated) requireSameAccount(authenticated, client?.accountId);
    const merchantVersion = client
      ? undefined
      : (await admitKeylessOperation(services, metrics, { principal, clientAddress: request.ip }, reply)).accountVersion;
    // The operation runs on the sandbox clock of the user's developer account, else the calling account's.
    settleAccountTime(userTime ?? (await readAccountTime(services.db, client?.accountId ?? null)));
    const apiVersion = graphqlVersion(asked, client?.apiVersion ?? merchantVersion);
    return { services, principal, client, loaders, correlationId: request.id, apiVersion, clientAddress: request.ip, requestLog: request.log };
  } catch (error) {
    if (isDomainError(error)) throw toGraphQLError(error);
    throw error;
  }
}

/**
 * The version whose schema serves a GraphQL operation: the one the request names, else its account's
 * (the subscription key's, or a merchant's own), else the first, the shape GraphQL had before dated
 * versions reached it, so no client built then sees a change it did not ask for.
 */
export const graphqlVersion = (asked: string | undefined, accountVersion: string | undefined): string => asked ?? accountVersion ?? VERSION_FOR_NEW_ACCOUNTS;

/**
 * Counts one GraphQL operation that came with no subscription key (a dashboard's over HTTP, every
 * one over graphql-ws) against a rate limit: a merchant's against their account's plan, as their
 * keys' requests count; another user's, or an address's, at the Sandbox plan's limits. Admitted, it
 * answers what the charge read of the caller's account: the merchant's API version (none for others).
 */
export async function admitKeylessOperation(
  services: Services,
  metrics: Metrics,
  caller: { principal: Principal | undefined; clientAddress: string },
  reply?: FastifyReply,
): Promise<{ accountVersion?: string }> {
  const { principal } = caller;
  if (principal?.kind === 'user' && principal.role === 'MERCHANT') {
    const account = await services.developer.accountOf(principal);
    await enforceRateLimit(services, metrics, reply, account.id, account.rateLimits, `the ${account.plan} plan`, account.id);
    return { accountVersion: account.apiVersion };
  }
  const bucket = principal?.kind === 'user' ? `graphql:${principal.userId}` : `graphql-ip:${caller.clientAddress}`;
  await enforceRateLimit(services, metrics, reply, bucket, PLAN_LIMITS.SANDBOX, 'the SANDBOX plan');
  return {};
}

/** The query limits of both transports: depth, aliases and directives (cost is QueryCostModel's), and no field suggestions. */
/** graphql-armor's validation rules and plugins, as every path that takes a document applies them: built once, at start. */
export type GraphQLArmor = ReturnType<typeof graphqlArmor>;

export function graphqlArmor(config: Config) {
  const limits = config.graphqlLimits;
  return new ApolloArmor({
    maxDepth: { n: limits.maxDepth },
    maxAliases: { n: limits.maxAliases },
    // Cost is this server's own model (graphql/query-cost.ts), reported on every answer.
    costLimit: { enabled: false },
    // graphql-armor's token limit throws from a plugin hook, which Apollo answers with 500; the
    // parser's own limit (parseOptions below) is a syntax error, answered with 400.
    maxTokens: { enabled: false },
    maxDirectives: { n: 50 },
    // Hidden by formatGraphQLError instead, which every error passes through: graphql-armor's
    // plugin would hook every request of the pipeline for the few that fail validation.
    blockFieldSuggestion: { enabled: false },
  }).protect();
}

/**
 * A request naming its document by id, as Apollo's pipeline reads it: GraphQL over HTTP's
 * `documentId` becomes APQ's extension. With GRAPHQL_TRUSTED_DOCUMENTS=only, a request must name
 * one, and any text it sends is dropped (the server runs only the text it holds, or answers
 * PersistedQueryNotFound); what it refuses is answered here, as Apollo answers a bad request.
 */
function byTrustedDocument(request: FastifyRequest, trusted: TrustedDocuments): { errors: (typeof PERSISTED_QUERY_REQUIRED)[] } | undefined {
  const refusal = { errors: [PERSISTED_QUERY_REQUIRED] };
  // Apollo reads a GET's own URL, so a GET is checked, not rewritten: an id, and no text.
  if (request.method === 'GET') {
    if (!trusted.only) return undefined;
    const search = request.query as Record<string, unknown>;
    return search['query'] === undefined && TrustedDocuments.idOf({ extensions: jsonOrUndefined(search['extensions']) }) ? undefined : refusal;
  }
  const body = request.body as Record<string, unknown> | null | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const id = TrustedDocuments.idOf(body as DocumentReference);
  if (id && body['documentId'] !== undefined) {
    body['extensions'] = { ...(body['extensions'] as Record<string, unknown> | undefined), persistedQuery: { version: 1, sha256Hash: id } };
    delete body['documentId'];
  }
  if (!trusted.only) return undefined;
  if (!id) return refusal;
  delete body['query'];
  return undefined;
}

function jsonOrUndefined(text: unknown): DocumentReference['extensions'] {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
    // biome-ignore lint/plugin: text that is not JSON names no document; Apollo refuses it with its own 400.
  } catch {
    return undefined;
  }
}

export async function mountGraphQL(
  app: FastifyInstance,
  options: {
    schemas: VersionedSchemas;
    services: Services;
    metrics: Metrics;
    config: Config;
    guard: OperationGuard;
    trusted: TrustedDocuments;
    armor: GraphQLArmor;
  },
): Promise<{ stop(): Promise<void> }> {
  const contexts = new WeakMap<FastifyRequest, Promise<GraphQLContext>>();
  const contextOf = (request: FastifyRequest, reply: FastifyReply) =>
    contexts.get(request) ?? graphqlContext(options.services, options.metrics, request, reply, () => undefined);
  // One Apollo server per distinct schema (Apollo validates and executes against the schema it
  // holds), sharing one store of documents: one registered by APQ in one version runs in any.
  // A version's server starts with its first request, as its schema is built (versioned-schemas.ts);
  // the first version's starts now, so a fault in Apollo's start stops the process at once.
  const persisted = options.trusted.apolloCache();
  const servers = new Map<GraphQLSchema, Promise<ApolloServer<GraphQLContext>>>();
  type Answer = ReturnType<typeof handlerOf>;
  const handlerOf = (apollo: ApolloServer<GraphQLContext>) => fastifyApolloHandler(apollo, { context: contextOf });
  const answers = new Map<GraphQLSchema, Promise<Answer>>();
  const answerIn = (version: string) => {
    const schema = options.schemas.of(version);
    let answer = answers.get(schema);
    if (!answer) {
      const apollo = apolloServer(app, schema, persisted, options);
      servers.set(schema, apollo);
      answer = apollo.then(handlerOf);
      answers.set(schema, answer);
    }
    return answer;
  };
  await answerIn(VERSION_FOR_NEW_ACCOUNTS);
  const fastPath =
    options.config.graphqlExecutor !== 'apollo'
      ? new GraphQLFastPath({
          guard: options.guard,
          trusted: options.trusted,
          validationRules: options.armor.validationRules,
          maxTokens: options.config.graphqlLimits.maxTokens,
          formatError: formatGraphQLError(app.log),
          compile: options.config.graphqlExecutor === 'compiled',
        })
      : undefined;
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // GraphQL has its own schema; the REST document does not describe it.
    schema: { hide: true },
    handler: (request, reply) => {
      if (wantsExplorer(request)) return sendExplorer(reply);
      const refused = byTrustedDocument(request, options.trusted);
      if (refused) return reply.code(400).type('application/json; charset=utf-8').send(refused);
      const call = async (answering: ReturnType<typeof answerIn>) => {
        const answer = await answering;
        return answer.call(app, request as Parameters<typeof answer>[0], reply as Parameters<typeof answer>[1]);
      };
      if (request.method === 'OPTIONS') return call(answerIn(VERSION_FOR_NEW_ACCOUNTS));
      return options.services.clock.runToBeKnown(async (settle) => {
        // Who calls comes first: the caller's version picks the schema that validates and runs the operation.
        const context = graphqlContext(options.services, options.metrics, request, reply, settle);
        contexts.set(request, context);
        // A context that failed is Apollo's to answer, in any version's server: the refusal is the same.
        const made = await context.then(
          (ctx) => ctx,
          () => undefined,
        );
        const version = made?.apiVersion ?? VERSION_FOR_NEW_ACCOUNTS;
        reply.header(VERSION_HEADER, version);
        // Meant to write until its operation is resolved: a query only reads (graphqlOperationResolved).
        return inRequestReadScope(options.services.db, request, 'write', made?.principal, async () => {
          const executor = made && fastPath ? await fastPath.answered(request, reply, options.schemas.of(version), made) : false;
          if (executor) {
            options.metrics.graphqlRequests.inc({ executor });
            return reply;
          }
          options.metrics.graphqlRequests.inc({ executor: 'apollo' });
          return call(answerIn(version));
        });
      });
    },
  });
  explorerAssets(app);
  return { stop: async () => void (await Promise.all([...servers.values()].map(async (apollo) => (await apollo).stop()))) };
}

async function apolloServer(
  app: FastifyInstance,
  schema: GraphQLSchema,
  persisted: KeyValueCache<string>,
  { config, guard, armor }: { config: Config; guard: OperationGuard; armor: GraphQLArmor },
): Promise<ApolloServer<GraphQLContext>> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    // graphql-armor's typings resolve to Apollo's CommonJS build; the plugins are the same objects.
    // Browsers get the self-hosted explorer instead of Apollo's landing page, which loads from a CDN.
    plugins: [
      ...(armor.plugins as unknown as ApolloServerPlugin<GraphQLContext>[]),
      graphqlRequestGuard(guard),
      { requestDidStart: async () => ({ didResolveOperation: async ({ operation }) => graphqlOperationResolved(operation?.operation ?? 'mutation') }) },
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are set: Apollo's cache-control plugin would only wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
    ],
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: config.graphqlLimits.maxTokens },
    allowBatchedHttpRequests: false,
    // Documents by id: the trusted ones, and outside GRAPHQL_TRUSTED_DOCUMENTS=only those a client registers.
    persistedQueries: { cache: persisted },
    // The process stops the server itself (draining requests first): Apollo's own SIGTERM handler
    // would stop it a second time, concurrently, and the shutdown would hang.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError(app.log),
  });
  await apollo.start();
  return apollo;
}
