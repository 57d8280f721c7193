import { type SelectQueryBuilder, sql } from 'kysely';
import PLazy from 'p-lazy';
import { z } from 'zod';
import { resource, resourceName } from './resources.js';
import { badRequest } from './errors.js';
import { isUuid } from './ids.js';
import { findUnsafeText } from './text-hygiene.js';

/** The row a cursor names: its values of the list's sort keys, in the list's order (the last is unique). */
export type RowKey = readonly (string | number)[];

/**
 * What a service list takes: rows to skip and at most how many to return; GraphQL's cursors add the
 * row to start after (or, reading backwards, before), which a keyset order reads so that rows
 * created or deleted while a client pages never repeat or skip one.
 */
export interface Page {
  offset: number;
  limit: number;
  after?: RowKey;
  /** Reading backwards (`last`), from the end of the list or from `before`: the fetch returns rows nearest first, toConnection puts them back in order. */
  backwards?: boolean;
  before?: RowKey;
  /**
   * REST's `startingAfter` (or, reading backwards, `endingBefore`): the id of an object of the list,
   * whose row the page starts after (or ends before), found by the list's own query, so an object
   * the caller cannot list is no cursor.
   */
  startObject?: string;
}

export const MAX_PAGE_SIZE = 100;

/** What a REST list takes: the spec's zero-based `page` and `size`, or an object to start after (or end before) and `limit`. */
export interface RestPageQuery {
  page: number;
  size: number;
  limit?: number | undefined;
  startingAfter?: string | undefined;
  endingBefore?: string | undefined;
}

/** A REST list's page: by object when a cursor is given, otherwise by number; `limit` is `size`'s newer name. */
export function pageFromRest(query: RestPageQuery): Page {
  const limit = query.limit ?? query.size;
  const cursor = query.startingAfter ?? query.endingBefore;
  if (cursor === undefined) return { offset: query.page * limit, limit };
  if (query.startingAfter !== undefined && query.endingBefore !== undefined)
    throw badRequest('startingAfter and endingBefore cannot be combined', [{ field: 'endingBefore', message: 'page one way at a time' }]);
  const field = query.startingAfter !== undefined ? 'startingAfter' : 'endingBefore';
  if (query.page !== 0) throw badRequest(`page and ${field} cannot be combined`, [{ field: 'page', message: `a page number does not apply with ${field}` }]);
  return { offset: 0, limit, startObject: cursor, ...(query.endingBefore !== undefined ? { backwards: true } : {}) };
}

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

function pageSize(value: number, name: 'first' | 'last'): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE_SIZE) {
    throw badRequest(`${name} must be 1-${MAX_PAGE_SIZE}`, [{ field: name, message: `must be 1-${MAX_PAGE_SIZE}` }]);
  }
  return value;
}

/** GraphQL connections: `first`/`after` forwards, `last`/`before` backwards, with opaque cursors. */
export function pageFromConnectionArgs(args: ConnectionArgs): Page {
  const backwards = args.last != null || args.before != null;
  if (backwards && (args.first != null || args.after != null))
    throw badRequest('first/after and last/before cannot be mixed', [{ field: args.last != null ? 'last' : 'before', message: 'page one way at a time' }]);
  if (backwards) {
    const limit = pageSize(args.last ?? 20, 'last');
    if (!args.before) return { offset: 0, limit, backwards: true };
    const cursor = decodeCursor(args.before, 'before');
    if (!cursor.key) throw badRequest('before is not a cursor this list can read backwards from', [{ field: 'before', message: 'invalid cursor' }]);
    return { offset: 0, limit, backwards: true, before: cursor.key };
  }
  const limit = pageSize(args.first ?? 20, 'first');
  if (!args.after) return { offset: 0, limit };
  const cursor = decodeCursor(args.after, 'after');
  return { offset: cursor.offset + 1, limit, ...(cursor.key ? { after: cursor.key } : {}) };
}

interface Cursor {
  offset: number;
  key?: RowKey;
}

/** A cursor: the position (for lists that page by offset) and the row's sort keys (for those that page by keyset). */
export function encodeCursor(offset: number, key?: RowKey): string {
  return Buffer.from(JSON.stringify(key ? { o: offset, k: key } : { o: offset })).toString('base64url');
}

function decodeCursor(cursor: string, field: 'after' | 'before'): Cursor {
  const invalid = () => badRequest(`${field} is not a cursor from this API`, [{ field, message: 'invalid cursor' }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw invalid();
  }
  // A forged cursor's text (a NUL, a lone surrogate) is refused here, before any of it reaches a query.
  if (findUnsafeText(parsed)) throw invalid();
  const fields = CursorFields.safeParse(parsed);
  if (!fields.success) throw invalid();
  return { offset: fields.data.o, ...(fields.data.k ? { key: fields.data.k } : {}) };
}

const CursorFields = z.strictObject({
  o: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  k: z
    .array(z.union([z.string().max(200), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]))
    .min(1)
    .max(4)
    .optional(),
});

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  /** How many items the whole list holds: counted only when a query asks for it. */
  totalCount: Promise<number>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** How one sort key of a keyset order is compared: instants to the millisecond (a Date's precision, as cursors carry it). */
type KeyKind = 'instant' | 'integer' | 'text' | 'uuid';

/** One column of a list's keyset order, and how to read its value back from a node of the list. */
export interface SortKey<Node> {
  /** The column, qualified (`table.column`) when the list's query joins others. */
  column: string;
  kind: KeyKind;
  /** A nullable instant sorts its nulls as the earliest instant. */
  nullable?: boolean;
  valueOf: (node: Node) => Date | string | number | null | undefined;
}

const KeyValues: Record<KeyKind, z.ZodType> = {
  instant: z.union([z.iso.datetime(), z.literal('-infinity')]),
  integer: z.number().int(),
  text: z.string(),
  uuid: z.string().refine(isUuid),
};

function cursorValue(kind: KeyKind, value: Date | string | number | null | undefined): string | number | undefined {
  if (value === undefined) return undefined;
  if (kind === 'instant') return value === null ? '-infinity' : value instanceof Date ? value.toISOString() : undefined;
  if (kind === 'integer') return value === null ? undefined : Number(value);
  return typeof value === 'string' ? value : undefined;
}

/** The keyset order a page was fetched in, for the cursors of its nodes, how to count the whole list and whether it holds an object. */
const keysetPages = new WeakMap<Page, { order: readonly SortKey<never>[]; count: () => Promise<number>; holds: (id: string) => Promise<boolean> }>();

/** The column that holds a list's object ids on the wire (the last sort key, unless the list says another). */
export interface ObjectKey {
  column: string;
  kind: 'integer' | 'text' | 'uuid';
}

/** Whether a cursor's id could be in a column of this kind: a UUID column compared with other text is PostgreSQL's error, not an empty list. */
function fitsObjectKey(key: ObjectKey, id: string): boolean {
  if (key.kind === 'uuid') return isUuid(id);
  return key.kind === 'integer' ? /^[1-9][0-9]{0,14}$/.test(id) : id.length <= 200;
}

/** The rows a list's query selects, counted: the same filters, without the order or a page's bounds. */
async function countRows(query: SelectQueryBuilder<any, any, any>): Promise<number> {
  const row = await query.clearSelect().select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A node's place for a keyset cursor, when its order has one and the node carries every key. */
function keyOf(node: unknown, order: readonly SortKey<never>[] | undefined): RowKey | undefined {
  if (!order) return undefined;
  const key = order.map((sortKey) => cursorValue(sortKey.kind, sortKey.valueOf(node as never)));
  return key.every((value) => value !== undefined) ? (key as RowKey) : undefined;
}

/** Builds a connection from rows fetched with `limit + 1`, so the extra row tells if there is more. */
export function toConnection<T>(rows: T[], page: Page, count: () => Promise<number>, order?: readonly SortKey<never>[]): Connection<T> {
  const nodes = rows.slice(0, page.limit);
  if (page.backwards) nodes.reverse();
  const edges = nodes.map((node, i) => ({ cursor: encodeCursor(page.offset + i, keyOf(node, order)), node }));
  const more = rows.length > page.limit;
  return {
    edges,
    nodes,
    totalCount: PLazy.from(count),
    pageInfo: {
      hasNextPage: page.backwards ? page.before !== undefined : more,
      hasPreviousPage: page.backwards ? more : page.offset > 0 || page.after !== undefined,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

function keyExpression(sortKey: SortKey<never>) {
  const column = sql.ref(sortKey.column);
  if (sortKey.kind !== 'instant') return column;
  // To the millisecond, as cursors carry it, in the order and the comparison alike.
  return sql`date_trunc('milliseconds', ${sortKey.nullable ? sql`coalesce(${column}, '-infinity'::timestamptz)` : column})`;
}

function keyParameter(sortKey: SortKey<never>, value: string | number) {
  // The comparison with the column types the rest; instants need it said, as date_trunc takes several types.
  return sortKey.kind === 'instant' ? sql`${value}::timestamptz` : sql`${value}`;
}

/**
 * One page of rows in a keyset order: every key in one direction, the last unique (an id), so pages
 * neither repeat nor skip a row that sorts level with another: `query.$call(keysetOrder(page,
 * 'desc', keys))`. A cursor's page starts after (or before) its row by the keys, so rows added or
 * removed meanwhile move nothing; a cursor whose keys do not fit this order is refused.
 */
export function keysetOrder<Node>(page: Page, direction: 'asc' | 'desc', keys: readonly SortKey<Node>[], objectKey?: ObjectKey) {
  const order = keys as readonly SortKey<never>[];
  const last = order[order.length - 1]!;
  const object: ObjectKey = objectKey ?? { column: last.column, kind: last.kind === 'instant' ? 'text' : last.kind };
  return <Query extends SelectQueryBuilder<any, any, any>>(query: Query): Query => {
    const rowsOf = (id: string) => query.clearSelect().where(sql.ref(object.column), '=', id);
    keysetPages.set(page, {
      order,
      count: () => countRows(query),
      holds: async (id) => fitsObjectKey(object, id) && (await rowsOf(id).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst()) !== undefined,
    });
    const cursorKey = page.backwards ? page.before : page.after;
    const reading = page.backwards ? (direction === 'asc' ? 'desc' : 'asc') : direction;
    let paged = query;
    for (const sortKey of order) paged = paged.orderBy(keyExpression(sortKey), reading) as Query;
    paged = paged.limit(page.limit) as Query;
    const row = sql.join(order.map(keyExpression));
    const comparison = sql.raw(reading === 'desc' ? '<' : '>');
    if (page.startObject !== undefined) {
      const id = page.startObject;
      if (!fitsObjectKey(object, id)) return paged.where(sql<boolean>`false`) as Query;
      // The object's row furthest along the reading (an object may own more than one row, as an
      // entry its postings): the page starts past all of them. No such object: no rows, and
      // restList says so.
      let boundary = rowsOf(id).select(order.map((sortKey, i) => keyExpression(sortKey).as(`k${i}`)));
      for (const sortKey of order) boundary = boundary.orderBy(keyExpression(sortKey), reading === 'desc' ? 'asc' : 'desc');
      return paged.where(sql<boolean>`(${row}) ${comparison} (${boundary.limit(1)})`) as Query;
    }
    if (cursorKey) {
      const fits = cursorKey.length === order.length && order.every((sortKey, i) => KeyValues[sortKey.kind].safeParse(cursorKey[i]).success);
      const field = page.backwards ? 'before' : 'after';
      if (!fits) throw badRequest(`${field} is not a cursor from this list`, [{ field, message: 'invalid cursor' }]);
      const position = sql.join(order.map((sortKey, i) => keyParameter(sortKey, cursorKey[i]!)));
      paged = paged.where(sql<boolean>`(${row}) ${comparison} (${position})`) as Query;
    } else if (!page.backwards) paged = paged.offset(page.offset) as Query;
    return paged;
  };
}

function byCreation(page: Page, direction: 'asc' | 'desc', table: string | undefined, idKind: 'text' | 'uuid') {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  return keysetOrder<{ createdAt?: unknown; id?: unknown }>(page, direction, [
    { column: column('created_at'), kind: 'instant', valueOf: (node) => (node.createdAt instanceof Date ? node.createdAt : undefined) },
    { column: column('id'), kind: idKind, valueOf: (node) => (typeof node.id === 'string' ? node.id : undefined) },
  ]);
}

/**
 * The order of most lists: newest first, by creation instant then id; `table` names the paged table
 * in a query that joins others, `idKind` says when its ids are UUIDs.
 */
export function newestFirst(page: Page, table?: string, idKind: 'text' | 'uuid' = 'text') {
  return byCreation(page, 'desc', table, idKind);
}

/** Lists read in the order things were added (a merchant's API users): oldest first, by creation instant then id. */
export function oldestFirst(page: Page, idKind: 'text' | 'uuid' = 'text') {
  return byCreation(page, 'asc', undefined, idKind);
}

export function withLookahead(page: Page): Page {
  return { ...page, limit: page.limit + 1 };
}

/**
 * A GraphQL connection from `first`/`after` or `last`/`before` and a fetch of one page (with its
 * lookahead row). A fetch in a keyset order counts its list itself; one that is not (a fixed
 * catalogue, paged by position) says how many items it holds.
 */
export async function connectionOf<T>(args: ConnectionArgs, fetch: (page: Page) => Promise<T[]>, count?: () => Promise<number>): Promise<Connection<T>> {
  const page = pageFromConnectionArgs(args);
  const lookahead = withLookahead(page);
  const rows = await fetch(lookahead);
  const keyset = keysetPages.get(lookahead);
  if (page.backwards && !keyset)
    throw badRequest('This list reads forwards only: page it with first and after', [
      { field: args.before ? 'before' : 'last', message: 'not supported on this list' },
    ]);
  // A fetch that answered without querying (nothing to list) on a first page holds what it returned.
  const wholeList = page.offset === 0 && !page.after && !page.before && rows.length <= page.limit;
  const counter = keyset?.count ?? count ?? (wholeList ? async () => rows.length : undefined);
  if (!counter) throw new Error('a list that pages by offset must say how many items it holds');
  return toConnection(rows, page, counter, keyset?.order);
}

/** A connection over a fixed catalogue already in memory: it pages by position and reads forwards only. */
export function connectionOfItems<T>(args: ConnectionArgs, items: readonly T[]): Promise<Connection<T>> {
  return connectionOf(
    args,
    async (page) => items.slice(page.offset, page.offset + page.limit),
    async () => items.length,
  );
}

const pages = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The REST answer of a list, for a route's response schema: one page of items. The page of a named
 * object is named too (PaymentLinkPage), once, whichever routes answer it.
 */
export function restPage<Item extends z.ZodType>(item: Item) {
  const known = pages.get(item);
  if (known) return known as ReturnType<typeof pageOf<Item>>;
  const page = pageOf(item);
  const name = resourceName(item);
  if (name) resource(`${name}Page`, `One page of ${name} objects, zero-based, with whether a later page has more.`, page);
  pages.set(item, page);
  return page;
}

function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int().describe('zero-based page number (0 when the page was read from startingAfter or endingBefore)'),
    size: z.number().int().describe('page size (1-100): limit, or size'),
    hasMore: z.boolean().describe('true when more items follow this page (precede it, when read with endingBefore)'),
  });
}

/**
 * A REST list's answer: one page of items, in the list's order whichever way it was read, and
 * whether more follow (after it, or before it when read with `endingBefore`). A cursor naming no
 * object of the list (another owner's, deleted, mistyped) is refused with its field, rather than
 * read as an empty page that would end a walk early.
 */
export async function restList<T, J>(query: RestPageQuery, fetch: (page: Page) => Promise<T[]>, toJson: (item: T) => J) {
  const page = pageFromRest(query);
  const lookahead = withLookahead(page);
  const rows = await fetch(lookahead);
  const keyset = keysetPages.get(lookahead);
  if (page.startObject !== undefined && !keyset)
    throw badRequest('This list pages by page number only', [
      { field: page.backwards ? 'endingBefore' : 'startingAfter', message: 'not supported on this list' },
    ]);
  if (page.startObject !== undefined && rows.length === 0) {
    if (!(await keyset!.holds(page.startObject))) {
      const field = page.backwards ? 'endingBefore' : 'startingAfter';
      throw badRequest(`${field}: no object with this id in this list`, [{ field, message: 'no object with this id in this list' }]);
    }
  }
  const items = rows.slice(0, page.limit);
  if (page.backwards) items.reverse();
  return { items: items.map(toJson), page: query.page, size: page.limit, hasMore: rows.length > page.limit };
}
