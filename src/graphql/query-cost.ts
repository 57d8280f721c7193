import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { MAX_PAGE_SIZE } from '../platform/pagination.js';
import { typeShape } from './type-shape.js';

/**
 * What a query costs, as Shopify counts it: a point per object the answer can hold (a connection,
 * an edge, a node, any object inside one), none for scalars and for the values Money and PageInfo,
 * each connection's items times the page asked for (`first`/`last`, else 20), and `nodes(ids:)`
 * times its ids. A page of 100 objects with their fields costs about 100 to 200; a page inside
 * each item of another page costs their product.
 */
export interface QueryCost {
  requested: number;
  actual: number;
  limit: number;
}

/** Objects that are values of the object holding them, as a scalar is: they cost nothing of their own. */
const VALUE_OBJECTS = new Set(['Money', 'PageInfo']);

/**
 * Plain lists of objects (a loan's instalments, a payment's refunds) are counted as this many before
 * the query runs; each is charged again by its real size as it resolves (CostBudget), so an answer
 * never costs more than the limit.
 */
export const PLAIN_LIST_ESTIMATE = 10;
const DEFAULT_PAGE = 20;

const namedType = (type: object) => typeShape(type).named;
const isList = (type: object) => typeShape(type).list;

/** Variables as the cost reads them, noting whether it read any: a cost that read none holds for every request of the operation. */
interface ReadVariables {
  values: Record<string, unknown>;
  read: boolean;
}

function argumentNumber(value: ValueNode | undefined, variables: ReadVariables): number | undefined {
  if (!value) return undefined;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    variables.read = true;
    const given = variables.values[value.name.value];
    return typeof given === 'number' ? given : undefined;
  }
  return undefined;
}

function argumentLength(value: ValueNode | undefined, variables: ReadVariables): number | undefined {
  if (!value) return undefined;
  if (value.kind === Kind.LIST) return value.values.length;
  if (value.kind === Kind.VARIABLE) {
    variables.read = true;
    const given = variables.values[value.name.value];
    return Array.isArray(given) ? given.length : undefined;
  }
  return undefined;
}

/** A document's fragments by name. */
function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
}

export class QueryCostModel {
  /** The cost of each operation whose cost no variable sets (Apollo keeps one parsed document per query text). */
  private readonly fixedCost = new WeakMap<OperationDefinitionNode, number>();

  constructor(
    private readonly schema: GraphQLSchema,
    readonly limit: number,
  ) {}

  /** The fields of an object or interface type by name; none for a scalar or an unknown name. */
  private fieldsOf(typeName: string): Record<string, GraphQLField<unknown, unknown>> {
    const type = this.schema.getType(typeName) as { getFields?: () => Record<string, GraphQLField<unknown, unknown>> } | undefined;
    return type?.getFields?.() ?? {};
  }

  private rootOf(operation: OperationDefinitionNode) {
    if (operation.operation === 'mutation') return this.schema.getMutationType();
    return operation.operation === 'subscription' ? this.schema.getSubscriptionType() : this.schema.getQueryType();
  }

  /** Whether an object of this type counts a point: every object but the values that travel inside one. */
  private counts(typeName: string): boolean {
    return !VALUE_OBJECTS.has(typeName);
  }

  /** The cost the query may reach, before it runs. */
  requested(document: DocumentNode, operation: OperationDefinitionNode, values: Record<string, unknown> = {}): number {
    const fixed = this.fixedCost.get(operation);
    if (fixed !== undefined) return fixed;
    const variables: ReadVariables = { values, read: false };
    const cost = this.costOf(document, operation, variables);
    if (!variables.read) this.fixedCost.set(operation, cost);
    return cost;
  }

  private costOf(document: DocumentNode, operation: OperationDefinitionNode, variables: ReadVariables): number {
    const root = this.rootOf(operation);
    return root ? this.selectionCost(operation.selectionSet, root.name, fragmentsOf(document), variables) : 0;
  }

  /**
   * What one item of a plain list asks for: a point for the item (when it counts one) and its
   * selections, as `requested` counted each of the PLAIN_LIST_ESTIMATE items it assumed.
   */
  itemCost(
    selectionSet: SelectionSetNode | undefined,
    typeName: string,
    fragments: Record<string, FragmentDefinitionNode>,
    values: Record<string, unknown>,
  ): number {
    return (this.counts(typeName) ? 1 : 0) + this.selectionCost(selectionSet, typeName, new Map(Object.entries(fragments)), { values, read: false });
  }

  private selectionCost(
    selectionSet: SelectionSetNode | undefined,
    typeName: string,
    fragments: Map<string, FragmentDefinitionNode>,
    variables: ReadVariables,
  ): number {
    const visiting = new Set<string>();
    const costOf = (selectionSet: SelectionSetNode | undefined, typeName: string): number => {
      if (!selectionSet) return 0;
      const fields = this.fieldsOf(typeName);
      let cost = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.INLINE_FRAGMENT) {
          cost += costOf(selection.selectionSet, selection.typeCondition?.name.value ?? typeName);
        } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
          const fragment = fragments.get(selection.name.value);
          if (!fragment || visiting.has(fragment.name.value)) continue;
          visiting.add(fragment.name.value);
          cost += costOf(fragment.selectionSet, fragment.typeCondition.name.value);
          visiting.delete(fragment.name.value);
        } else {
          const field = fields[selection.name.value];
          if (!field || !selection.selectionSet) continue;
          const child = namedType(field.type);
          const argument = (name: string) => selection.arguments?.find((a) => a.name.value === name)?.value;
          if (child.endsWith('Connection')) {
            const page = Math.min(argumentNumber(argument('first'), variables) ?? argumentNumber(argument('last'), variables) ?? DEFAULT_PAGE, MAX_PAGE_SIZE);
            cost += 1 + this.pageCost(selection.selectionSet, child, page, costOf);
            continue;
          }
          const one = (this.counts(child) ? 1 : 0) + costOf(selection.selectionSet, child);
          cost += isList(field.type) ? one * (argumentLength(argument('ids'), variables) ?? PLAIN_LIST_ESTIMATE) : one;
        }
      }
      return cost;
    };
    return costOf(selectionSet, typeName);
  }

  /** A connection's page: its edges and nodes `page` times each, its pageInfo once. */
  private pageCost(
    selectionSet: SelectionSetNode,
    connection: string,
    page: number,
    costOf: (selectionSet: SelectionSetNode | undefined, typeName: string) => number,
  ): number {
    const fields = this.fieldsOf(connection);
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || !selection.selectionSet) {
        if (selection.kind !== Kind.FIELD) cost += costOf({ kind: Kind.SELECTION_SET, selections: [selection] }, connection);
        continue;
      }
      const field = fields[selection.name.value];
      if (!field) continue;
      const item = namedType(field.type);
      const each = (this.counts(item) ? 1 : 0) + costOf(selection.selectionSet, item);
      cost += isList(field.type) ? page * each : each;
    }
    return cost;
  }

  /** What the answer cost: a point per object in it that counts one, as `requested` counted them, read along the query's selections. */
  actual(document: DocumentNode, operation: OperationDefinitionNode, data: unknown): number {
    const fragments = fragmentsOf(document);
    const root = this.rootOf(operation);
    const ofValue = (value: unknown, selectionSet: SelectionSetNode, typeName: string): number => {
      if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + ofValue(item, selectionSet, typeName), 0);
      if (value === null || typeof value !== 'object') return 0;
      return (this.counts(typeName) ? 1 : 0) + ofSelections(value as Record<string, unknown>, selectionSet, typeName);
    };
    const ofSelections = (object: Record<string, unknown>, selectionSet: SelectionSetNode, typeName: string): number => {
      const fields = this.fieldsOf(typeName);
      let cost = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.INLINE_FRAGMENT) cost += ofSelections(object, selection.selectionSet, selection.typeCondition?.name.value ?? typeName);
        else if (selection.kind === Kind.FRAGMENT_SPREAD) {
          const fragment = fragments.get(selection.name.value);
          if (fragment) cost += ofSelections(object, fragment.selectionSet, fragment.typeCondition.name.value);
        } else if (selection.selectionSet) {
          const field = fields[selection.name.value];
          const key = selection.alias?.value ?? selection.name.value;
          if (field && key in object) cost += ofValue(object[key], selection.selectionSet, namedType(field.type));
        }
      }
      return cost;
    };
    return root && data && typeof data === 'object' ? ofSelections(data as Record<string, unknown>, operation.selectionSet, root.name) : 0;
  }
}
