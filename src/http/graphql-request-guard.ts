import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { GraphQLContext } from '../graphql/context.js';
import type { ListBounds } from '../graphql/list-bounds.js';
import { isDomainError, type DomainError } from '../platform/errors.js';
import { findUnsafeText } from '../platform/text-hygiene.js';
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

function badRequest(message: string, fields?: { field: string; message: string }[]): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', ...(fields ? { fields } : {}), http: { status: 400 } } });
}

type FieldProblem = { field: string; message: string };

/**
 * Each document's answer, computed once: Apollo keeps a parsed document per query text, so a query
 * sent again is the same object and its literals need no second walk (a walk on every request was
 * the largest cost GraphQL added over REST in a profile of `me`).
 */
const literalProblems = new WeakMap<DocumentNode, FieldProblem | null>();

function unsafeLiteral(document: DocumentNode): FieldProblem | undefined {
  let known = literalProblems.get(document);
  if (known === undefined) {
    known = firstUnsafeLiteral(document) ?? null;
    literalProblems.set(document, known);
  }
  return known ?? undefined;
}

/** The first string literal of the document that is not clean text, with the argument it is given to. */
function firstUnsafeLiteral(document: DocumentNode): FieldProblem | undefined {
  let found: { field: string; message: string } | undefined;
  let argument = '(query)';
  visit(document, {
    Argument: {
      enter: (node) => {
        argument = node.name.value;
      },
    },
    ObjectField: {
      enter: (node) => {
        argument = node.name.value;
      },
    },
    StringValue(node) {
      const problem = found ? undefined : findUnsafeText(node.value, argument);
      if (problem) found = problem;
    },
  });
  return found;
}

/**
 * Checks every GraphQL request over HTTP before it runs: its lists within their bounds, its text
 * inputs (variables and literals) clean, and it is not a subscription (those are served over graphql-ws). Errors the caller
 * caused before execution (parse, validation and query limits) answer 400; a throttle's, 429.
 */
export function graphqlRequestGuard(listBounds: ListBounds): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, operationName, contextValue }) {
          if (contextValue.requestLog)
            bindRequestLog(contextValue.requestLog, { graphqlOperation: operationName ?? '(anonymous)', graphqlOperationType: operation?.operation });
          if (operation?.operation === 'subscription') {
            throw badRequest('Subscriptions are served over graphql-ws: open a WebSocket to /graphql (subprotocol graphql-transport-ws) and subscribe there.');
          }
          const problem =
            (operation ? listBounds.problem(document, operation, request.variables) : undefined) ??
            findUnsafeText(request.variables ?? {}) ??
            unsafeLiteral(document);
          if (problem) throw badRequest(`Invalid request: ${problem.field}: ${problem.message}`, [problem]);
        },
        async willSendResponse({ response, errors, contextValue }) {
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
