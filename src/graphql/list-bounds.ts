import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type TypeNode,
  type ValueNode,
} from 'graphql';
import { MAX_JSON_LIST } from '../platform/json-shape.js';
import { typeShape } from './type-shape.js';

const maxItems = new WeakMap<GraphQLArgument | GraphQLInputField, number | undefined>();

/** A list input's bound, from its @maxItems(n:) in the SDL (every list input declares one; a test holds them to it); read once per input. */
export function maxItemsOf(input: GraphQLArgument | GraphQLInputField): number | undefined {
  if (maxItems.has(input)) return maxItems.get(input);
  const directive = input.astNode?.directives?.find((d) => d.name.value === 'maxItems');
  const n = directive?.arguments?.find((a) => a.name.value === 'n')?.value;
  const bound = n?.kind === Kind.INT ? Number(n.value) : undefined;
  maxItems.set(input, bound);
  return bound;
}

type Problem = { field: string; message: string };

/**
 * The first list in a request (written in the document or given in its variables) longer than its input allows, found before graphql-js
 * coerces them: coercion walks every entry against its type, and a list of 5,000 entries that the
 * service would refuse held the event loop for 70 ms. Each variable is bounded by the argument or
 * input field it is given to, and the lists inside it by their own fields.
 */
export class ListBounds {
  // The bound of each variable of a document that is given straight to a list argument or field,
  // and the first list written in the document itself that is longer than its bound.
  private readonly variableBounds = new WeakMap<DocumentNode, { bounds: Map<string, number>; literal: Problem | undefined }>();
  // The variables of an operation whose types can hold a list, with their types: the others need no walk.
  private readonly listVariables = new WeakMap<OperationDefinitionNode, { name: string; type: GraphQLInputType }[]>();

  constructor(private readonly schema: GraphQLSchema) {}

  problem(document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> | undefined): Problem | undefined {
    const { bounds, literal } = this.boundsOf(document);
    if (literal) return literal;
    if (!variables) return undefined;
    for (const { name, type } of this.variablesWithLists(operation)) {
      if (!(name in variables)) continue;
      const problem = overlong(variables[name], type, bounds.get(name), name);
      if (problem) return problem;
    }
    return undefined;
  }

  private variablesWithLists(operation: OperationDefinitionNode): { name: string; type: GraphQLInputType }[] {
    let found = this.listVariables.get(operation);
    if (found) return found;
    found = [];
    for (const definition of operation.variableDefinitions ?? []) {
      const type = this.typeOf(definition.type);
      if (type && mayHoldList(type)) found.push({ name: definition.variable.name.value, type });
    }
    this.listVariables.set(operation, found);
    return found;
  }

  /** A variable's declared type, in the schema's own objects. */
  private typeOf(node: TypeNode): GraphQLInputType | undefined {
    if (node.kind === Kind.NAMED_TYPE) return this.schema.getType(node.name.value) as GraphQLInputType | undefined;
    const inner = this.typeOf(node.type);
    return inner && ({ ofType: inner, toString: () => (node.kind === Kind.LIST_TYPE ? `[${inner}]` : `${inner}!`) } as unknown as GraphQLInputType);
  }

  private boundsOf(document: DocumentNode): { bounds: Map<string, number>; literal: Problem | undefined } {
    const known = this.variableBounds.get(document);
    if (known) return known;
    const found = new Map<string, number>();
    let literal: Problem | undefined;
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    const spread = new Set<string>();
    const typeNamed = (name: string) => this.schema.getType(name) as Named | undefined;

    // A literal list is held to the same bound as a variable's: `nodes(ids: [1,000 ids])` as `nodes(ids: $ids)`.
    const inValue = (value: ValueNode, input: { type: GraphQLInputType; bound: number | undefined; path: string }): void => {
      if (value.kind === Kind.VARIABLE) {
        if (input.bound !== undefined) found.set(value.name.value, Math.min(input.bound, found.get(value.name.value) ?? input.bound));
      } else if (value.kind === Kind.LIST) {
        const most = input.bound ?? MAX_JSON_LIST;
        if (!literal && value.values.length > most) literal = { field: input.path, message: `takes at most ${most} entries` };
        const entry = unwrapped(input.type);
        for (const [index, v] of value.values.entries())
          inValue(v, { type: 'ofType' in entry ? (entry.ofType as GraphQLInputType) : entry, bound: undefined, path: `${input.path}.${index}` });
      } else if (value.kind === Kind.OBJECT) {
        const fields = fieldsOf(named(input.type));
        for (const f of value.fields) {
          const field = fields?.[f.name.value] as GraphQLInputField | undefined;
          if (field) inValue(f.value, { type: field.type, bound: maxItemsOf(field), path: `${input.path}.${f.name.value}` });
        }
      }
    };
    const inSelections = (set: SelectionSetNode, parent: Named | undefined): void => {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          const field = fieldsOf(parent)?.[selection.name.value] as GraphQLField<unknown, unknown> | undefined;
          if (!field) continue;
          for (const argument of selection.arguments ?? []) {
            const definition = field.args.find((a) => a.name === argument.name.value);
            if (definition) inValue(argument.value, { type: definition.type, bound: maxItemsOf(definition), path: definition.name });
          }
          if (selection.selectionSet) inSelections(selection.selectionSet, named(field.type));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          inSelections(selection.selectionSet, selection.typeCondition ? typeNamed(selection.typeCondition.name.value) : parent);
        } else {
          const fragment = fragments.get(selection.name.value);
          if (!fragment || spread.has(fragment.name.value)) continue;
          spread.add(fragment.name.value);
          inSelections(fragment.selectionSet, typeNamed(fragment.typeCondition.name.value));
        }
      }
    };
    for (const d of document.definitions) {
      if (d.kind !== Kind.OPERATION_DEFINITION) continue;
      const root =
        d.operation === 'query' ? this.schema.getQueryType() : d.operation === 'mutation' ? this.schema.getMutationType() : this.schema.getSubscriptionType();
      inSelections(d.selectionSet, (root ?? undefined) as Named | undefined);
    }
    const answer = { bounds: found, literal };
    this.variableBounds.set(document, answer);
    return answer;
  }
}

// Types are read by their shape (see type-shape.ts), not with graphql's instanceof helpers.
type Named = { name: string; getFields?: () => Record<string, unknown> };
const unwrapped = (type: GraphQLInputType): GraphQLInputType => (typeShape(type).nonNull ? (type as { ofType: GraphQLInputType }).ofType : type);
function named(type: unknown): Named {
  let t = type as { ofType?: unknown };
  while (t.ofType) t = t.ofType as { ofType?: unknown };
  return t as Named;
}
const fieldsOf = (type: Named | undefined) => (type && typeof type.getFields === 'function' ? type.getFields() : undefined);

const isNonNull = (type: GraphQLInputType) => 'ofType' in type && typeShape(type).nonNull;
const isList = (type: GraphQLInputType) => 'ofType' in type && typeShape(type).list;

/** Whether a value of this input type can hold a list at any depth (each input object asked once on the way). */
function mayHoldList(type: GraphQLInputType, asked = new Set<object>()): boolean {
  if (isList(type)) return true;
  if (isNonNull(type)) return mayHoldList((type as { ofType: GraphQLInputType }).ofType, asked);
  if (!('getFields' in type) || asked.has(type)) return false;
  asked.add(type);
  return Object.values((type as GraphQLInputObjectType).getFields()).some((field) => mayHoldList(field.type, asked));
}

function overlong(value: unknown, type: GraphQLInputType, bound: number | undefined, path: string): Problem | undefined {
  if (isNonNull(type)) return overlong(value, (type as { ofType: GraphQLInputType }).ofType, bound, path);
  if (value === null || value === undefined) return undefined;
  if (isList(type)) {
    const entryType = (type as { ofType: GraphQLInputType }).ofType;
    // A single value where a list is expected is coerced to a list of one.
    if (!Array.isArray(value)) return overlong(value, entryType, undefined, path);
    const most = bound ?? MAX_JSON_LIST;
    if (value.length > most) return { field: path, message: `takes at most ${most} entries` };
    for (const [index, entry] of value.entries()) {
      const problem = overlong(entry, entryType, undefined, `${path}.${index}`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (!('getFields' in type) || typeof value !== 'object') return undefined;
  const fields = (type as GraphQLInputObjectType).getFields();
  for (const [name, entry] of Object.entries(value)) {
    const field = fields[name];
    const problem = field ? overlong(entry, field.type, maxItemsOf(field), `${path}.${name}`) : undefined;
    if (problem) return problem;
  }
  return undefined;
}
