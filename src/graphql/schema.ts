import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  defaultFieldResolver,
  type DocumentNode,
  GraphQLError,
  GraphQLScalarType,
  Kind,
  parse,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import {
  CountryCodeResolver,
  CurrencyResolver,
  DateTimeResolver,
  EmailAddressResolver,
  JSONResolver,
  PhoneNumberResolver,
  URLResolver,
  UUIDResolver,
} from 'graphql-scalars';
import { projectRoot } from '../db/project-root.js';
import type { Resolvers } from '../generated/graphql.js';
import type { DomainModule } from '../app/module.js';
import { MODULES } from '../generated/modules.js';
import { graphqlAnswersPartially, VERSION_FOR_NEW_ACCOUNTS } from '../platform/api-versions/api-versions.js';
import { requireScope, scopeResourceOf, type ScopeAccess } from '../platform/auth/principal.js';
import type { GraphQLContext } from './context.js';
import { isUuid, PLATFORM_ID_PREFIXES } from '../platform/ids.js';
import { DECIMAL_TEXT } from '../platform/money.js';
import { isCalendarDate } from '../platform/validation.js';
import { reportingUserErrors } from './mutation-payload.js';
import { resolveNode, resolveNodes } from './node-field.js';
import { typeShape } from './type-shape.js';

function parseDecimal(value: unknown): string {
  if (typeof value === 'string' && DECIMAL_TEXT.test(value)) return value;
  throw new GraphQLError('Decimal must be a string of digits with an optional fraction, e.g. "12.50".', { extensions: { code: 'BAD_REQUEST' } });
}

function parseCalendarDate(value: unknown): string {
  if (typeof value === 'string' && isCalendarDate(value)) return value;
  throw new GraphQLError('Date must be a calendar date as text, YYYY-MM-DD.', { extensions: { code: 'BAD_REQUEST' } });
}

/** A calendar date as YYYY-MM-DD text both ways, as the database keeps it: no time zone, no Date object. */
export const CalendarDateScalar = new GraphQLScalarType({
  name: 'Date',
  description: 'A calendar date, YYYY-MM-DD.',
  serialize: (value) => parseCalendarDate(value),
  parseValue: (value) => parseCalendarDate(value),
  parseLiteral: (ast) => parseCalendarDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

/** Money as decimal text at the GraphQL edge (design rule 4): never a float. */
export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  serialize: (value) => parseDecimal(value),
  parseValue: (value) => parseDecimal(value),
  parseLiteral: (ast) => parseDecimal(ast.kind === Kind.STRING ? ast.value : undefined),
});

/** Id prefix -> the GraphQL type of the ids it starts: the platform's and every module's declarations. */
const NODE_TYPES: ReadonlyMap<string, string> = new Map(
  [PLATFORM_ID_PREFIXES, ...MODULES.map((module) => module.idPrefixes ?? {})].flatMap((prefixes) =>
    Object.entries<string | null>(prefixes).filter((entry): entry is [string, string] => entry[1] !== null),
  ),
);

/** The types whose ids are bare UUIDs, for which an id does not say its type. */
const UUID_NODE_TYPES: readonly string[] = MODULES.flatMap((module) => module.uuidNodeTypes ?? []);

/** The types an id may be of: the one its prefix names, or each UUID-keyed type for a UUID. */
function nodeTypesOf(id: string): readonly string[] {
  if (isUuid(id)) return UUID_NODE_TYPES;
  const type = NODE_TYPES.get(id.slice(0, id.indexOf('_')));
  return type ? [type] : [];
}

/** The platform's SDL (src/graphql/base.graphql) and each module's, as its manifest lists them. */
export function loadTypeDefs(): string[] {
  return [readFileSync(path.join(projectRoot(), 'src', 'graphql', 'base.graphql'), 'utf8'), ...MODULES.flatMap(moduleTypeDefs)];
}

/** The object types a module's SDL declares (not those it extends). */
function ownTypesOf(module: DomainModule): Set<string> {
  return new Set(moduleTypeDefs(module).flatMap((sdl) => [...sdl.matchAll(/^type (\w+)/gm)].map((match) => match[1]!)));
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * The fields a module resolves on another module's type: withScopes guards each with the module's
 * own scope, so each can be refused while its parent is not (`DeveloperAccount.users`).
 */
function scopeGuardedFields(): Set<string> {
  const guarded = new Set<string>();
  for (const module of MODULES) {
    if (!module.resolvers) continue;
    const own = ownTypesOf(module);
    for (const [typeName, fields] of Object.entries(module.resolvers as Record<string, Record<string, unknown>>)) {
      if (ROOT_TYPES.has(typeName) || own.has(typeName) || typeof fields !== 'object') continue;
      for (const [name, field] of Object.entries(fields)) if (typeof field === 'function' && !name.startsWith('__')) guarded.add(`${typeName}.${name}`);
    }
  }
  return guarded;
}

/**
 * The SDL with every field that can be refused for a reason of its own made nullable: each root field
 * of Query and Mutation (a permission, a missing object, a provider), and each scope-guarded field.
 * Its error then nulls the field alone, and its siblings answer (platform/api-versions/partial-answers.ts).
 */
function withRefusableFieldsNullable(typeDefs: readonly string[]): DocumentNode[] {
  const guarded = scopeGuardedFields();
  return typeDefs.map((sdl) => {
    const document = parse(sdl);
    const definitions = document.definitions.map((definition) => {
      if ((definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) || !definition.fields) return definition;
      const typeName = definition.name.value;
      const refusable = (field: string) => typeName === 'Query' || typeName === 'Mutation' || guarded.has(`${typeName}.${field}`);
      const fields = definition.fields.map((field) =>
        field.type.kind === Kind.NON_NULL_TYPE && refusable(field.name.value) ? { ...field, type: field.type.type } : field,
      );
      return { ...definition, fields };
    });
    return { ...document, definitions };
  });
}

function moduleTypeDefs(module: DomainModule): string[] {
  return (module.schema ?? []).map((file) => readFileSync(path.join(projectRoot(), 'src', 'modules', module.folder, file), 'utf8'));
}

/**
 * A scalar's behaviour without its description: handing graphql-tools the library's scalar type
 * replaced the description written in the SDL with the library's text (or none, for Decimal).
 */
function behaviourOf(scalar: GraphQLScalarType): GraphQLScalarType {
  return { __serialize: scalar.serialize, __parseValue: scalar.parseValue, __parseLiteral: scalar.parseLiteral } as unknown as GraphQLScalarType;
}

const baseResolvers: Resolvers = {
  Query: {
    health: () => 'ok',
    node: (_root, { id }, ctx, info) => resolveNode(id, nodeTypesOf, ctx, info) as never,
    nodes: (_root, { ids }, ctx, info) => resolveNodes(ids, nodeTypesOf, ctx, info) as never,
  },
  DateTime: behaviourOf(DateTimeResolver),
  Date: behaviourOf(CalendarDateScalar),
  EmailAddress: behaviourOf(EmailAddressResolver),
  PhoneNumber: behaviourOf(PhoneNumberResolver),
  CountryCode: behaviourOf(CountryCodeResolver),
  URL: behaviourOf(URLResolver),
  UUID: behaviourOf(UUIDResolver),
  JSON: behaviourOf(JSONResolver),
  Currency: behaviourOf(CurrencyResolver),
  Decimal: behaviourOf(DecimalScalar),
  // Every Money field resolves to the platform's Money value; the edge writes its decimal text.
  Money: { amount: (money) => money.format(), currency: (money) => money.code },
  // node(id:) names the type it found; any other Node value is known by its id's prefix.
  Node: { __resolveType: (node) => ((node as { __typename?: string }).__typename ?? nodeTypesOf(node.id)[0]) as never },
};

/** A module's resolvers with each mutation reporting what the caller can fix in its payload. */
function withUserErrors(resolvers: Resolvers): Resolvers {
  if (!resolvers.Mutation) return resolvers;
  const mutations = Object.entries(resolvers.Mutation).map(([name, resolve]) => [name, reportingUserErrors(resolve as never)]);
  return { ...resolvers, Mutation: Object.fromEntries(mutations) };
}

type AnyResolver = (parent: unknown, args: unknown, ctx: GraphQLContext, info: unknown) => unknown;

/**
 * A module's resolvers refusing a restricted secret key outside its scopes, as REST's routes do:
 * its queries and subscriptions read the module's resource, its mutations write it, and the fields
 * it adds to another module's types (DeveloperAccount.users) read it.
 */
function withScopes(module: DomainModule, resolvers: Resolvers): Resolvers {
  const resource = scopeResourceOf(module.folder);
  const ownTypes = ownTypesOf(module);
  const guarded =
    (access: ScopeAccess, resolve: AnyResolver): AnyResolver =>
    (parent, args, ctx, info) => {
      requireScope(ctx.principal, resource, access, module.refusedToSecretKeys);
      return resolve(parent, args, ctx, info);
    };
  const scoped: Record<string, unknown> = {};
  for (const [typeName, fields] of Object.entries(resolvers as Record<string, Record<string, unknown>>)) {
    const access: ScopeAccess | undefined =
      typeName === 'Mutation' ? 'write' : typeName === 'Query' || typeName === 'Subscription' || !ownTypes.has(typeName) ? 'read' : undefined;
    if (!access || typeof fields !== 'object') {
      scoped[typeName] = fields;
      continue;
    }
    scoped[typeName] = Object.fromEntries(
      Object.entries(fields).map(([name, field]) => {
        if (typeof field === 'function') return [name, guarded(access, field as AnyResolver)];
        const subscription = field as { subscribe?: AnyResolver };
        return [name, subscription.subscribe ? { ...subscription, subscribe: guarded(access, subscription.subscribe) } : field];
      }),
    );
  }
  return scoped as Resolvers;
}

/**
 * Every plain list of objects (not a connection's page, not `nodes(ids:)`, which the cost counts by
 * their size asked) charges the operation's cost budget by its real size as it resolves.
 */
function chargingPlainLists(schema: GraphQLSchema): GraphQLSchema {
  // Read by shape (type-shape.ts): graphql-tools may build the schema with another copy of graphql.
  const isObject = (type: object) => type.constructor.name === 'GraphQLObjectType';
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObject(type) || type.name.startsWith('__') || type.name.endsWith('Connection')) continue;
    for (const field of Object.values((type as GraphQLObjectType).getFields())) {
      const outer = typeShape(field.type);
      const listed = outer.list || (outer.nonNull && typeShape((field.type as { ofType: object }).ofType).list);
      const item = schema.getType(outer.named);
      if (!listed || !item || !('getFields' in item || 'getTypes' in item) || field.args.some((argument) => argument.name === 'ids')) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      const charge = (value: unknown, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
        if (Array.isArray(value)) ctx.cost?.chargePlainList(info, value.length);
        return value;
      };
      field.resolve = (parent, args, ctx: GraphQLContext, info) => {
        const value = resolve(parent, args, ctx, info);
        return value instanceof Promise ? value.then((resolved) => charge(resolved, ctx, info)) : charge(value, ctx, info);
      };
    }
  }
  return schema;
}

/**
 * The schema GraphQL serves in `version` (by default the first, the shape every GraphQL client before
 * dated versions was built on): the SDL as written, with the GraphQL changes up to that version made.
 */
export function buildSchema(version: string = VERSION_FOR_NEW_ACCOUNTS): GraphQLSchema {
  const typeDefs = loadTypeDefs();
  return chargingPlainLists(
    makeExecutableSchema({
      typeDefs: graphqlAnswersPartially(version) ? withRefusableFieldsNullable(typeDefs) : typeDefs,
      resolvers: [baseResolvers, ...MODULES.flatMap((module) => (module.resolvers ? [withUserErrors(withScopes(module, module.resolvers))] : []))] as never,
    }),
  );
}
