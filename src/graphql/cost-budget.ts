import { GraphQLError, type DocumentNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { PLAIN_LIST_ESTIMATE, type QueryCostModel } from './query-cost.js';
import { typeShape } from './type-shape.js';

/**
 * One operation's cost: what it asked for before it ran, and what its plain lists cost past the
 * PLAIN_LIST_ESTIMATE items each was counted as, charged as each resolves. A list that would take
 * the answer past the limit is refused in its field (QUERY_COST_EXCEEDED, the rest of the answer
 * stands), so what an answer costs never passes the limit. A subscription's events are charged
 * each on its own, as each is an answer.
 */
export class CostBudget {
  readonly requested: number;
  readonly document: DocumentNode;
  readonly operation: OperationDefinitionNode;
  private readonly variables: Record<string, unknown>;
  private overrun = 0;
  /** A subscription's events' charges, made on its first event (a query or mutation has none). */
  private overrunByEvent: WeakMap<object, number> | undefined;

  constructor(
    private readonly model: QueryCostModel,
    asked: { document: DocumentNode; operation: OperationDefinitionNode; variables: Record<string, unknown>; requested: number },
  ) {
    this.requested = asked.requested;
    this.document = asked.document;
    this.operation = asked.operation;
    this.variables = asked.variables;
  }

  /** Charges a plain list that resolved to `length` items; refuses it when the answer would pass the limit. */
  chargePlainList(info: GraphQLResolveInfo, length: number): void {
    const beyond = length - PLAIN_LIST_ESTIMATE;
    if (beyond <= 0) return;
    const each = this.model.itemCost(info.fieldNodes[0]?.selectionSet, typeShape(info.returnType).named, info.fragments, this.variables);
    // A subscription's event is its root value: each event is an answer of its own.
    const event = typeof info.rootValue === 'object' && info.rootValue !== null ? info.rootValue : undefined;
    const charged = (event ? (this.overrunByEvent?.get(event) ?? 0) : this.overrun) + beyond * each;
    if (this.requested + charged > this.model.limit)
      throw new GraphQLError(
        `${info.parentType.name}.${info.fieldName} holds ${length} items, which would take this answer's cost past the limit of ${this.model.limit}: ask for fewer fields of it, fewer items around it, or read it alone.`,
        { extensions: { code: 'QUERY_COST_EXCEEDED', cost: { requested: this.requested, limit: this.model.limit, listItems: length } } },
      );
    if (event) {
      this.overrunByEvent ??= new WeakMap();
      this.overrunByEvent.set(event, charged);
    } else this.overrun = charged;
  }
}
