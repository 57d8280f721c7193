import { type SelectQueryBuilder, sql } from 'kysely';
import { z } from 'zod';
import { resource, resourceName } from './resources.js';
import { badRequest } from './errors.js';

/** The row a cursor names, as newestFirst orders rows: its creation instant (to the millisecond) and its id. */
export interface RowKey {
  createdAt: string;
  id: string;
}

/**
 * What a service list takes: rows to skip and at most how many to return; GraphQL's cursors add the
 * row to start after (or, reading backwards, before), which newestFirst reads as a keyset so that
 * rows created or deleted while a client pages never repeat or skip one.
 */
export interface Page {
  offset: number;
  limit: number;
  after?: RowKey;
  /** Reading backwards (`last`), from the end of the list or from `before`: the fetch returns rows nearest first, toConnection puts them back in order. */
  backwards?: boolean;
  before?: RowKey;
}

export const MAX_PAGE_SIZE = 100;

/** REST lists: zero-based `page` and `size`, as the spec's transfer list. */
export function pageFromRest(query: { page: number; size: number }): Page {
  return { offset: query.page * query.size, limit: query.size };
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

/** A cursor: the position (for lists that page by offset) and the row (for those that page by keyset). */
export function encodeCursor(offset: number, key?: RowKey): string {
  return Buffer.from(JSON.stringify(key ? { o: offset, t: key.createdAt, i: key.id } : { o: offset })).toString('base64url');
}

function decodeCursor(cursor: string, field: 'after' | 'before'): Cursor {
  const invalid = () => badRequest(`${field} is not a cursor from this API`, [{ field, message: 'invalid cursor' }]);
  const text = Buffer.from(cursor, 'base64url').toString();
  const legacy = /^o:(\d+)$/.exec(text);
  if (legacy) return { offset: Number(legacy[1]) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid();
  }
  const fields = CursorFields.safeParse(parsed);
  if (!fields.success) throw invalid();
  const { o, t, i } = fields.data;
  return { offset: o, ...(t !== undefined && i !== undefined ? { key: { createdAt: t, id: i } } : {}) };
}

const CursorFields = z.strictObject({
  o: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  t: z.iso.datetime().optional(),
  i: z.string().max(200).optional(),
});

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** A node's place for a keyset cursor, when it has one (its id and creation instant). */
function keyOf(node: unknown): RowKey | undefined {
  const { id, createdAt } = (node ?? {}) as { id?: unknown; createdAt?: unknown };
  return typeof id === 'string' && createdAt instanceof Date ? { createdAt: createdAt.toISOString(), id } : undefined;
}

/** Builds a connection from rows fetched with `limit + 1`, so the extra row tells if there is more. */
export function toConnection<T>(rows: T[], page: Page): Connection<T> {
  const nodes = rows.slice(0, page.limit);
  if (page.backwards) nodes.reverse();
  const edges = nodes.map((node, i) => ({ cursor: encodeCursor(page.offset + i, keyOf(node)), node }));
  const more = rows.length > page.limit;
  return {
    edges,
    nodes,
    pageInfo: {
      hasNextPage: page.backwards ? page.before !== undefined : more,
      hasPreviousPage: page.backwards ? more : page.offset > 0 || page.after !== undefined,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** Pages the keyset of newestFirst honoured: a list that does not may not be read backwards. */
const keysetPages = new WeakSet<Page>();

/**
 * One page of rows newest first, with the id breaking ties so pages neither repeat nor skip a row
 * created in the same instant: `query.$call(newestFirst(page))`; `table` names the paged table's
 * columns in a query that joins others. A cursor's page starts after (or before) its row by the
 * key (creation instant to the millisecond, id), so rows added or removed meanwhile move nothing.
 */
export function newestFirst(page: Page, table?: string) {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  // To the millisecond, as cursors carry it (a Date's precision), in the order and the comparison alike.
  const created = sql`date_trunc('milliseconds', ${sql.ref(column('created_at'))})`;
  const id = sql.ref(column('id'));
  return <Query extends SelectQueryBuilder<any, any, any>>(query: Query): Query => {
    keysetPages.add(page);
    const key = page.backwards ? page.before : page.after;
    const direction = page.backwards ? 'asc' : 'desc';
    let paged = query.orderBy(created, direction).orderBy(id, direction).limit(page.limit);
    if (key) paged = paged.where(sql<boolean>`(${created}, ${id}) ${sql.raw(page.backwards ? '>' : '<')} (${new Date(key.createdAt)}::timestamptz, ${key.id})`);
    else if (!page.backwards) paged = paged.offset(page.offset);
    return paged as Query;
  };
}

export function withLookahead(page: Page): Page {
  return { ...page, limit: page.limit + 1 };
}

/** A GraphQL connection from `first`/`after` or `last`/`before` and a fetch of one page (with its lookahead row). */
export async function connectionOf<T>(args: ConnectionArgs, fetch: (page: Page) => Promise<T[]>): Promise<Connection<T>> {
  const page = pageFromConnectionArgs(args);
  const lookahead = withLookahead(page);
  const rows = await fetch(lookahead);
  if (page.backwards && !keysetPages.has(lookahead))
    throw badRequest('This list reads forwards only: page it with first and after', [
      { field: args.before ? 'before' : 'last', message: 'not supported on this list' },
    ]);
  return toConnection(rows, page);
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
    page: z.number().int().describe('zero-based page number'),
    size: z.number().int().describe('page size (1-100)'),
    hasMore: z.boolean().describe('true when a later page has items'),
  });
}

export async function restList<T, J>(query: { page: number; size: number }, fetch: (page: Page) => Promise<T[]>, toJson: (item: T) => J) {
  const page = pageFromRest(query);
  const rows = await fetch(withLookahead(page));
  return { items: rows.slice(0, page.limit).map(toJson), page: query.page, size: query.size, hasMore: rows.length > page.limit };
}
