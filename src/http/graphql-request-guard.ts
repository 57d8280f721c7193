import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyBaseLogger } from 'fastify';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../graphql/context.js';
import type { OperationGuard } from '../graphql/operation-guard.js';
import { isDomainError, type DomainError } from '../platform/errors.js';
import { bindRequestLog } from './request-log.js';

// Codes of requests that are the caller's fault before any resolver runs: they answer 400, not 500.
const CLIENT_FAULT_CODES = new Set([
  'QUERY_COST_EXCEEDED',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
]);

/**
 * HTTP's side of the operation guard (graphql/operation-guard.ts), which graphql-ws calls too: every
 * request is admitted by it before it runs, and every answer reports its cost (`extensions.cost
 * { requested, actual, limit }`). Errors the caller caused before execution (parse, validation and
 * query limits) answer 400; a throttle's, 429.
 */
export function graphqlRequestGuard(guard: OperationGuard): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, operationName, contextValue }) {
          if (contextValue.requestLog)
            bindRequestLog(contextValue.requestLog, { graphqlOperation: operationName ?? '(anonymous)', graphqlOperationType: operation?.operation });
          if (operation) contextValue.cost = guard.admit({ document, operation, variables: request.variables, transport: 'http' });
        },
        async willSendResponse({ response, errors, contextValue }) {
          if (contextValue.cost && response.body.kind === 'single') {
            const result = response.body.singleResult;
            result.extensions = { ...result.extensions, cost: guard.report(contextValue.cost, result.data) };
          }
          if (!errors || errors.length === 0 || response.body.kind !== 'single') return;
          const head = answerHead(errors, response.body.singleResult.data !== undefined, contextValue.requestLog);
          if (head.status) response.http.status = head.status;
          for (const [name, value] of Object.entries(head.headers ?? {})) response.http.headers.set(name, value);
        },
      };
    },
  };
}

/**
 * The status (and headers) an answer with errors takes, on Apollo's path and the fast path alike,
 * and the first error's code bound to the request's log: a throttle's refusal is 429 with
 * Retry-After, whichever resolver raised it; errors the caller caused before anything ran, 400.
 */
export function answerHead(
  errors: readonly GraphQLError[],
  dataAnswered: boolean,
  log: FastifyBaseLogger | undefined,
): { status?: number; headers?: Record<string, string> } {
  const first = unwrapResolverError(errors[0]);
  const code = isDomainError(first) ? first.code : errors[0]?.extensions?.['code'];
  if (log) bindRequestLog(log, { errorCode: typeof code === 'string' ? code : 'INTERNAL_ERROR' });
  const throttled = errors.map((e) => unwrapResolverError(e)).find((e) => isDomainError(e) && e.code === 'RATE_LIMITED') as DomainError | undefined;
  if (throttled) return { status: 429, headers: { ...throttled.headers } };
  if (dataAnswered) return {};
  const codes = errors.map((e) => e.extensions?.['code']);
  return codes.every((c) => typeof c === 'string' && CLIENT_FAULT_CODES.has(c)) ? { status: 400 } : {};
}
