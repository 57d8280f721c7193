import type { GraphQLField, GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from './context.js';
import { isDomainError, notFound } from '../platform/errors.js';

type QueryField = GraphQLField<unknown, GraphQLContext>;

/** How a type's objects are found by id: its own lookup (`paymentLink(id:)`), or the caller's one (`wallet`, `me`). */
interface NodeLookup {
  byId?: QueryField;
  own?: QueryField;
}

const lookups = new WeakMap<object, Map<string, NodeLookup>>();

/** The schema's lookups by type, read once from its Query fields. */
function lookupsOf(info: GraphQLResolveInfo): Map<string, NodeLookup> {
  const known = lookups.get(info.schema);
  if (known) return known;
  const byType = new Map<string, NodeLookup>();
  // Types read by their SDL names ("[Loan!]!", "ID!"): graphql's type guards fail across two copies of the library.
  for (const field of Object.values(info.schema.getQueryType()!.getFields()) as QueryField[]) {
    const written = String(field.type);
    if (written.startsWith('[')) continue;
    const type = written.replace(/!$/, '');
    const lookup = byType.get(type) ?? {};
    const [only, ...others] = field.args;
    if (only?.name === 'id' && others.length === 0) lookup.byId ??= field;
    else if (field.args.every((arg) => !String(arg.type).endsWith('!'))) lookup.own ??= field;
    byType.set(type, lookup);
  }
  lookups.set(info.schema, byType);
  return byType;
}

/**
 * Any object by its id, through the same lookup (and the same ownership check) as the type's own
 * query: another owner's object, an id of no type, and a type with no lookup are all NOT_FOUND.
 */
export async function resolveNode(id: string, typesOf: (id: string) => readonly string[], ctx: GraphQLContext, info: GraphQLResolveInfo): Promise<unknown> {
  // A UUID may be an id of several types: the first whose lookup finds it is the object.
  for (const type of typesOf(id)) {
    try {
      const found = await lookUp(id, type, ctx, info);
      if (found !== undefined) return { ...(found as object), __typename: type };
    } catch (error) {
      // A type the caller's role may not read is, to them, no object: the answer does not tell the two apart.
      if (!isDomainError(error) || (error.code !== 'NOT_FOUND' && error.code !== 'FORBIDDEN')) throw error;
    }
  }
  throw notFound('Object');
}

async function lookUp(id: string, type: string, ctx: GraphQLContext, info: GraphQLResolveInfo): Promise<unknown> {
  const lookup = lookupsOf(info).get(type);
  if (lookup?.byId?.resolve) return (await lookup.byId.resolve(undefined, { id }, ctx, info)) ?? undefined;
  if (lookup?.own?.resolve) {
    const own = (await lookup.own.resolve(undefined, {}, ctx, info)) as { id?: unknown } | null;
    if (own?.id === id) return own;
  }
  return undefined;
}

/**
 * Each id's object in order, or the error it met, as a value: GraphQL answers an item that is an
 * error as null with the error at its index, and the others stand. A value, not a rejection:
 * graphql-jit (the fast path's compiled executor) puts a rejected item's null at the end of the list
 * rather than at its index.
 */
export function resolveNodes(
  ids: readonly string[],
  typesOf: (id: string) => readonly string[],
  ctx: GraphQLContext,
  info: GraphQLResolveInfo,
): Promise<unknown>[] {
  return ids.map((id) =>
    // biome-ignore lint/plugin: every fault is handed on, as the item's value, which GraphQL answers as the item's error.
    resolveNode(id, typesOf, ctx, info).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
  );
}
