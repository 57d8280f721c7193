import { GraphQLError, visit, type DocumentNode, type OperationDefinitionNode, type OperationTypeNode } from 'graphql';
import { findUnsafeText } from '../platform/text-hygiene.js';
import type { ListBounds } from './list-bounds.js';
import type { QueryCost, QueryCostModel } from './query-cost.js';
import { CostBudget } from './cost-budget.js';

/** Where an operation arrived: queries and mutations over HTTP, subscriptions over graphql-ws. */
export type GraphQLTransport = 'http' | 'socket';

/** The operation types each transport runs; the other's are refused with where to send them. */
const SERVED: Record<GraphQLTransport, { types: ReadonlySet<OperationTypeNode>; elsewhere: string }> = {
  http: {
    types: new Set<OperationTypeNode>(['query', 'mutation'] as OperationTypeNode[]),
    elsewhere: 'Subscriptions are served over graphql-ws: open a WebSocket to /graphql (subprotocol graphql-transport-ws) and subscribe there.',
  },
  socket: {
    types: new Set<OperationTypeNode>(['subscription'] as OperationTypeNode[]),
    elsewhere: 'The WebSocket serves subscriptions only: send queries and mutations as HTTP POST /graphql.',
  },
};

type FieldProblem = { field: string; message: string };

function badRequest(message: string, fields?: FieldProblem[]): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', ...(fields ? { fields } : {}), http: { status: 400 } } });
}

/**
 * Each document's unclean literal, computed once: Apollo keeps a parsed document per query text, so a
 * query sent again is the same object and its literals need no second walk (a walk on every request
 * was the largest cost GraphQL added over REST in a profile of `me`).
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
  let found: FieldProblem | undefined;
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
 * The checks every GraphQL operation passes before it runs, whichever transport brought it (HTTP's
 * Apollo plugin and the graphql-ws server both call `admit`, so neither can skip one): its lists
 * within their bounds (literals and variables), its text inputs clean, its requested cost within the
 * limit, and last the operation type the transport serves. What it answers is the operation's
 * budget: the cost asked, charged again by the plain lists' real sizes as they resolve.
 */
export class OperationGuard {
  constructor(
    private readonly listBounds: ListBounds,
    readonly cost: QueryCostModel,
  ) {}

  admit(request: {
    document: DocumentNode;
    operation: OperationDefinitionNode;
    variables: Record<string, unknown> | undefined;
    transport: GraphQLTransport;
  }): CostBudget {
    const { document, operation, variables, transport } = request;
    const problem = this.listBounds.problem(document, operation, variables) ?? findUnsafeText(variables ?? {}) ?? unsafeLiteral(document);
    if (problem) throw badRequest(`Invalid request: ${problem.field}: ${problem.message}`, [problem]);
    const requested = this.cost.requested(document, operation, variables ?? {});
    if (requested > this.cost.limit)
      throw new GraphQLError(
        `This query may cost ${requested}, more than the limit of ${this.cost.limit}: ask for shorter pages (first/last), fewer nested lists, or split it.`,
        { extensions: { code: 'QUERY_COST_EXCEEDED', cost: { requested, limit: this.cost.limit }, http: { status: 400 } } },
      );
    // Last, so a hostile document gets the same refusal on either transport, whatever its type.
    if (!SERVED[transport].types.has(operation.operation)) throw badRequest(SERVED[transport].elsewhere);
    return new CostBudget(this.cost, { document, operation, variables: variables ?? {}, requested });
  }

  /** What an answer reports of its cost (`extensions.cost`), as Shopify's do. */
  report(budget: CostBudget, data: unknown): QueryCost {
    return { requested: budget.requested, actual: data ? this.cost.actual(budget.document, budget.operation, data) : 0, limit: this.cost.limit };
  }
}
