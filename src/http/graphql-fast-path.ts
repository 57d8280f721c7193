import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode, ExecutionResult, GraphQLError, GraphQLFormattedError, GraphQLSchema, OperationDefinitionNode, ValidationRule } from 'graphql';
import type { GraphQLContext } from '../graphql/context.js';
import { checkDocument, graphqlRuntime } from '../graphql/document-check.js';
import type { OperationGuard } from '../graphql/operation-guard.js';
import { type DocumentReference, TrustedDocuments } from '../graphql/trusted-documents.js';
import { answerHead } from './graphql-request-guard.js';
import { bindRequestLog } from './request-log.js';
import { graphqlOperationResolved } from './read-scope.js';

const { execute, getOperationAST } = graphqlRuntime;
// graphql-jit's CommonJS entry, so the code it generates works with graphqlRuntime's copy of graphql.
const { compileQuery, isCompiledQuery } = createRequire(import.meta.url)('graphql-jit') as typeof import('graphql-jit');
type CompiledQuery = import('graphql-jit').CompiledQuery;

/** How many document texts are kept prepared per schema: the first-party clients send about 140. */
const TEXTS_KEPT = 1000;

interface Prepared {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /** The operation compiled to a function by graphql-jit, when the executor compiles. */
  compiled?: CompiledQuery;
}

/** What the fast path needs of the server: the same validation rules, parser limit and error formatting as Apollo's. */
export interface FastPathRules {
  guard: OperationGuard;
  trusted: TrustedDocuments;
  validationRules: readonly ValidationRule[];
  maxTokens: number;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** Run each prepared operation as a function graphql-jit compiled from it, rather than through graphql-js's execute. */
  compile: boolean;
}

/**
 * GraphQL over HTTP without Apollo Server's per-request pipeline, for the requests that make up a
 * client's traffic: a POST of JSON naming one operation of a document that parses and validates
 * (a trusted id, or a text seen before), whose variables coerce and which the operation guard
 * admits. The operation runs as the function graphql-jit compiled from it when it was prepared
 * (`compile`), which coerces the variables and resolves the selection without graphql-js's
 * per-request walk of the document, else through graphql-js's execute. Either way it runs with the
 * same context, the same validation rules (graphql-js's and graphql-armor's), the same guard (list
 * bounds, clean text, cost, reported in `extensions.cost`), the same error formatting and the same
 * status rules as Apollo's path; any other request (a GET,
 * another media type, a document that fails to parse or validate, a variable that does not coerce,
 * a refusal of the guard, an APQ registration) goes to Apollo Server, before anything has run, and
 * is answered there exactly as before. Apollo's pipeline alone costs 118-149 µs of CPU a request on
 * this machine (docs/performance/notebook.md), more than the rest of a GraphQL transfer's own work.
 */
export class GraphQLFastPath {
  private readonly prepared = new WeakMap<GraphQLSchema, Map<string, Prepared | null>>();

  constructor(private readonly rules: FastPathRules) {}

  /**
   * Answers the request and says how (by a compiled function, or by graphql-js's execute), or answers
   * false having run nothing: the request is then Apollo's. The context is the request's, already made
   * (the caller, its rate, its clock).
   */
  async answered(request: FastifyRequest, reply: FastifyReply, schema: GraphQLSchema, context: GraphQLContext): Promise<'compiled' | 'fast' | false> {
    if (request.method !== 'POST' || !acceptsJson(request) || !String(request.headers['content-type'] ?? '').startsWith('application/json')) return false;
    const body = request.body as Record<string, unknown> | null;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
    const { variables, operationName } = body;
    if ((variables != null && (typeof variables !== 'object' || Array.isArray(variables))) || (operationName != null && typeof operationName !== 'string'))
      return false;
    const prepared = this.preparedFor(schema, body, operationName ?? undefined);
    if (!prepared) return false;
    const { document, operation } = prepared;
    const variableValues = (variables ?? undefined) as Record<string, unknown> | undefined;
    try {
      context.cost = this.rules.guard.admit({ document, operation, variables: variableValues, transport: 'http' });
      // biome-ignore lint/plugin: the guard's refusal is Apollo's to answer, as it answers it now; nothing has run.
    } catch {
      return false;
    }
    if (context.requestLog)
      bindRequestLog(context.requestLog, { graphqlOperation: operation.name?.value ?? '(anonymous)', graphqlOperationType: operation.operation });
    graphqlOperationResolved(operation.operation);
    const result = (await (prepared.compiled
      ? prepared.compiled.query(undefined, context, variableValues)
      : execute({ schema, document, contextValue: context, variableValues, operationName: operationName ?? undefined }))) as ExecutionResult;
    // No data: the variables did not coerce and nothing ran (graphql-js answers before executing); Apollo answers it.
    if (result.data === undefined) return false;
    const extensions = { ...result.extensions, cost: this.rules.guard.report(context.cost, result.data) };
    const errors = result.errors?.map((error) => this.formatted(error));
    const head = result.errors ? answerHead(result.errors, true, context.requestLog) : undefined;
    const status = head?.status ?? errors?.map((error) => error.status).findLast((found) => found !== undefined) ?? 200;
    const headers = { ...Object.assign({}, ...(errors?.map((error) => error.headers) ?? [])), ...head?.headers };
    reply
      .code(status)
      .headers(headers)
      .type('application/json; charset=utf-8')
      .send(`${JSON.stringify({ errors: errors?.map((error) => error.shown), data: result.data, extensions })}\n`);
    return prepared.compiled ? 'compiled' : 'fast';
  }

  /** A document and its operation, parsed and validated once per schema; none when it does not parse, validate or name one operation. */
  private preparedFor(schema: GraphQLSchema, body: Record<string, unknown>, operationName: string | undefined): Prepared | undefined {
    const id = TrustedDocuments.idOf(body as DocumentReference);
    const text = id ? (body['query'] === undefined ? this.rules.trusted.textOf(id) : undefined) : typeof body['query'] === 'string' ? body['query'] : undefined;
    if (text === undefined) return undefined;
    let kept = this.prepared.get(schema);
    if (!kept) {
      kept = new Map();
      this.prepared.set(schema, kept);
    }
    const key = operationName === undefined ? text : `${operationName}\n${text}`;
    let prepared = kept.get(key);
    if (prepared === undefined) {
      prepared = this.prepare(schema, text, operationName);
      // The oldest goes first: a Map keeps its keys in the order they came.
      if (kept.size >= TEXTS_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, prepared);
    }
    return prepared ?? undefined;
  }

  /** A document that fails to parse or validate is Apollo's to answer, with its 400. */
  private prepare(schema: GraphQLSchema, text: string, operationName: string | undefined): Prepared | null {
    const document = checkDocument(schema, text, this.rules);
    if (Array.isArray(document)) return null;
    const operation = getOperationAST(document, operationName);
    if (!operation) return null;
    if (!this.rules.compile) return { document, operation };
    const compiled = compileQuery(schema, document, operationName);
    // A document graphql-jit cannot compile runs through graphql-js's execute, as it would without it.
    return isCompiledQuery(compiled) ? { document, operation, compiled } : { document, operation };
  }

  /** An execution error as Apollo formats it: a code by default, its HTTP status and headers lifted out of it. */
  private formatted(error: GraphQLError): { shown: GraphQLFormattedError; status?: number; headers?: Record<string, string> } {
    const { http, ...extensions } = (error.extensions ?? {}) as { http?: { status?: number; headers?: Map<string, string> } } & Record<string, unknown>;
    const shown = { ...error.toJSON(), extensions: { ...extensions, code: extensions['code'] ?? 'INTERNAL_SERVER_ERROR' } };
    return {
      shown: this.rules.formatError(shown, error),
      ...(http?.status ? { status: http.status } : {}),
      ...(http?.headers ? { headers: Object.fromEntries(http.headers) } : {}),
    };
  }
}

/** Whether the answer may be JSON, as Apollo would choose it: no Accept, or one that takes application/json first. */
function acceptsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return accept === undefined || accept === '*/*' || accept === 'application/json' || accept.startsWith('application/json,');
}
