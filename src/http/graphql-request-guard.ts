import type { ApolloServerPlugin } from '@apollo/server';
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
          const first = unwrapResolverError(errors[0]);
          const code = isDomainError(first) ? first.code : (errors[0] as GraphQLError).extensions?.['code'];
          if (contextValue.requestLog) bindRequestLog(contextValue.requestLog, { errorCode: typeof code === 'string' ? code : 'INTERNAL_ERROR' });
          // A throttle's refusal is 429 with Retry-After over HTTP, whichever resolver raised it.
          const throttled = errors.map((e) => unwrapResolverError(e)).find((e) => isDomainError(e) && e.code === 'RATE_LIMITED') as DomainError | undefined;
          if (throttled) {
            response.http.status = 429;
            for (const [name, value] of Object.entries(throttled.headers ?? {})) response.http.headers.set(name, value);
            return;
          }
          if (response.body.singleResult.data !== undefined) return;
          const codes = errors.map((e) => (e as GraphQLError).extensions?.['code']);
          if (codes.every((code) => typeof code === 'string' && CLIENT_FAULT_CODES.has(code))) response.http.status = 400;
        },
      };
    },
  };
}
