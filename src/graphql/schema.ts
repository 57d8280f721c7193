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
  print,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type TypeNode,
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
import { graphqlChangesIn, VERSION_FOR_NEW_ACCOUNTS } from '../platform/api-versions/api-versions.js';
import type { GraphQLShapeChange } from '../platform/api-versions/version-change.js';
import { URL_FIELDS } from '../platform/api-versions/url-fields-typed.js';
import { userErrorTypeOf } from './user-error-codes.js';
import { requireScope, scopeResourceOf, type ScopeAccess } from '../platform/auth/principal.js';
import type { GraphQLContext } from './context.js';
import { isUuid, PLATFORM_ID_PREFIXES } from '../platform/ids.js';
import { type Metadata, metadataEntries } from '../platform/metadata.js';
import { DECIMAL_TEXT } from '../platform/money.js';
import { isCalendarDate } from '../platform/validation.js';
import { reportingUserErrors } from './mutation-payload.js';
import { type FormerArguments, formerArgumentsOf, takingOneInput, withFormerArguments } from './mutation-input.js';
import { mapObjectFields, mutationFields, namedTypeOf, nullable, objectTypesDeclaring, renamed } from './sdl-documents.js';
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

/**
 * A URL answered as stored, once checked to be one: graphql-scalars' would rewrite it
 * (`https://x.example` as `https://x.example/`), and REST answers the stored text.
 */
function urlAsStored(value: unknown): string {
  const text = value instanceof URL ? value.href : String(value);
  if (!URL.canParse(text)) throw new GraphQLError(`URL cannot represent ${JSON.stringify(text)}`);
  return text;
}

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

/** The generated SDL of each mutation's typed user errors (scripts/user-error-types.ts). */
export const USER_ERRORS_SDL = path.join(projectRoot(), 'src', 'generated', 'user-errors.graphql');

/** The generated SDL as served before any dated version's change, which client documents are checked against (scripts/served-schema.ts). */
export const SERVED_SDL = path.join(projectRoot(), 'src', 'generated', 'schema-as-served.graphql');

/** The platform's SDL (src/graphql/base.graphql), each module's, as its manifest lists them, and the generated user error types. */
export function loadTypeDefs(options: { withUserErrorTypes?: boolean } = {}): string[] {
  const written = [readFileSync(path.join(projectRoot(), 'src', 'graphql', 'base.graphql'), 'utf8'), ...MODULES.flatMap(moduleTypeDefs)];
  return options.withUserErrorTypes === false ? written : [...written, readFileSync(USER_ERRORS_SDL, 'utf8')];
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
function withRefusableFieldsNullable(typeDefs: readonly DocumentNode[]): DocumentNode[] {
  const guarded = scopeGuardedFields();
  const refusable = (typeName: string, field: string) => typeName === 'Query' || typeName === 'Mutation' || guarded.has(`${typeName}.${field}`);
  return mapObjectFields(typeDefs, (typeName, field) =>
    field.type.kind === Kind.NON_NULL_TYPE && refusable(typeName, field.name.value) ? { ...field, type: nullable(field.type) } : field,
  );
}

/**
 * The SDL with each payload's userErrors typed by its mutation (`CreatePaymentLinkUserError`, whose
 * `code` is the mutation's own enum), as Shopify's payloads type theirs.
 */
function withTypedUserErrors(typeDefs: readonly DocumentNode[]): DocumentNode[] {
  const mutationOf = new Map([...mutationFields(typeDefs)].map((field) => [namedTypeOf(field.type), field.name.value]));
  return mapObjectFields(typeDefs, (typeName, field, definition) => {
    const mutation = definition.kind === Kind.OBJECT_TYPE_DEFINITION ? mutationOf.get(typeName) : undefined;
    return mutation && field.name.value === 'userErrors' ? { ...field, type: typedList(userErrorTypeOf(mutation)) } : field;
  });
}

/** `[Name!]!` as a type reference. */
const typedList = (name: string): TypeNode => ({
  kind: Kind.NON_NULL_TYPE,
  type: { kind: Kind.LIST_TYPE, type: { kind: Kind.NON_NULL_TYPE, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: name } } } },
});

/** The SDL with the links answers carry typed `URL` (platform/api-versions/url-fields-typed.ts). */
function withUrlFieldsTyped(typeDefs: readonly DocumentNode[]): DocumentNode[] {
  const typed = new Set<string>(URL_FIELDS);
  return mapObjectFields(typeDefs, (typeName, field) =>
    typed.has(`${typeName}.${field.name.value}`) ? { ...field, type: renamed(field.type, 'URL') } : field,
  );
}

/** Each GraphQL change a dated version brings, as it turns the SDL of the version before into its own. */
const GRAPHQL_CHANGES: Record<GraphQLShapeChange, (typeDefs: readonly DocumentNode[]) => DocumentNode[]> = {
  'refusable-fields-nullable': withRefusableFieldsNullable,
  'typed-user-errors': withTypedUserErrors,
  'url-fields-typed': withUrlFieldsTyped,
};

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
  URL: { ...behaviourOf(URLResolver), __serialize: urlAsStored } as unknown as GraphQLScalarType,
  UUID: behaviourOf(UUIDResolver),
  JSON: behaviourOf(JSONResolver),
  Currency: behaviourOf(CurrencyResolver),
  Decimal: behaviourOf(DecimalScalar),
  // Every Money field resolves to the platform's Money value; the edge writes its decimal text.
  Money: { amount: (money) => money.format(), currency: (money) => money.code },
  // node(id:) names the type it found; any other Node value is known by its id's prefix.
  Node: { __resolveType: (node) => ((node as { __typename?: string }).__typename ?? nodeTypesOf(node.id)[0]) as never },
};

/**
 * Each typed user error's code: the mutation's enum value, or null for a code it does not list
 * (recorded when answered, graphql/user-error-codes.ts), so an undeclared code never fails the answer.
 */
/**
 * Every object's `metadata: [MetadataEntry!]!` read from the map its model holds, in key order: one
 * resolver for every type that declares the field, so a type gains metadata in its SDL alone. A
 * type whose metadata some readers may not see declares it nullable, and reads null for them.
 */
function metadataResolvers(written: readonly DocumentNode[]): Resolvers {
  const types = objectTypesDeclaring(
    written,
    (_type, field) => field.name.value === 'metadata' && ['[MetadataEntry!]!', '[MetadataEntry!]'].includes(print(field.type)),
  );
  const metadata = (parent: { metadata?: Metadata | null }) => (parent.metadata === null ? null : metadataEntries(parent.metadata));
  return Object.fromEntries(types.map((type) => [type, { metadata }])) as Resolvers;
}

/**
 * Every connection's `totalCount`, which its list counts only when a query asks for it (a lazy
 * promise on the connection, platform/pagination.ts): a resolver of its own, because an executor that
 * compiles an operation (graphql-jit, the fast path's) reads a field without one as a plain value and
 * awaits only what a resolver returns.
 */
function connectionResolvers(written: readonly DocumentNode[]): Resolvers {
  const types = objectTypesDeclaring(written, (type, field) => type.endsWith('Connection') && field.name.value === 'totalCount');
  const totalCount = (connection: { totalCount: Promise<number> }) => connection.totalCount;
  return Object.fromEntries(types.map((type) => [type, { totalCount }])) as Resolvers;
}

function typedUserErrorResolvers(written: readonly DocumentNode[]): Resolvers {
  const types = [...mutationFields(written)].map((mutation) => userErrorTypeOf(mutation.name.value));
  const code = (error: { code: string }, _args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => {
    const type = info.returnType as { getValue?: (name: string) => unknown };
    return type.getValue?.(error.code) ? error.code : null;
  };
  return Object.fromEntries(types.map((type) => [type, { code }])) as Resolvers;
}

/**
 * A module's resolvers with each mutation handed one input, whichever form the caller used, and
 * reporting what the caller can fix in its payload.
 */
function withUserErrors(resolvers: Resolvers, former: ReadonlyMap<string, FormerArguments>): Resolvers {
  if (!resolvers.Mutation) return resolvers;
  const mutations = Object.entries(resolvers.Mutation).map(([name, resolve]) => [
    name,
    reportingUserErrors(takingOneInput(former.get(name), resolve as never) as never),
  ]);
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
  const written = loadTypeDefs().map((sdl) => parse(sdl));
  const former = formerArgumentsOf(written);
  const typeDefs = graphqlChangesIn(version).reduce((documents, change) => GRAPHQL_CHANGES[change](documents), withFormerArguments(written));
  return chargingPlainLists(
    makeExecutableSchema({
      typeDefs,
      resolvers: [
        baseResolvers,
        typedUserErrorResolvers(written),
        metadataResolvers(written),
        connectionResolvers(written),
        ...MODULES.flatMap((module) => (module.resolvers ? [withUserErrors(withScopes(module, module.resolvers), former)] : [])),
      ] as never,
    }),
  );
}
