import type { SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { resource, resourceName } from './resources.js';
import { badRequest } from './errors.js';

/** What a service list takes: rows to skip and at most how many to return. */
export interface Page {
  offset: number;
  limit: number;
}

export const MAX_PAGE_SIZE = 100;

/** REST lists: zero-based `page` and `size`, as the spec's transfer list. */
export function pageFromRest(query: { page: number; size: number }): Page {
  return { offset: query.page * query.size, limit: query.size };
}

/** GraphQL connections: `first` and an opaque `after` cursor. One extra row tells hasNextPage. */
export function pageFromConnectionArgs(args: { first?: number | null; after?: string | null }): Page {
  const first = args.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw badRequest(`first must be 1-${MAX_PAGE_SIZE}`, [{ field: 'first', message: `must be 1-${MAX_PAGE_SIZE}` }]);
  }
  return { offset: args.after ? decodeCursor(args.after) + 1 : 0, limit: first };
}

export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const match = /^o:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw badRequest('after is not a cursor from this API', [{ field: 'after', message: 'invalid cursor' }]);
  return Number(match[1]);
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** Builds a connection from rows fetched with `limit + 1`, so the extra row tells if there is more. */
export function toConnection<T>(rows: T[], page: Page): Connection<T> {
  const nodes = rows.slice(0, page.limit);
  const edges = nodes.map((node, i) => ({ cursor: encodeCursor(page.offset + i), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > page.limit,
      hasPreviousPage: page.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** Asks a service for one row more than the page, for toConnection and REST's hasMore. */
/**
 * One page of rows newest first, with the id breaking ties so pages neither repeat nor skip a row
 * created in the same instant: `query.$call(newestFirst(page))`; `table` names the paged table's
 * columns in a query that joins others.
 */
export function newestFirst(page: Page, table?: string) {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  return <Query extends SelectQueryBuilder<any, any, any>>(query: Query): Query =>
    query.orderBy(column('created_at'), 'desc').orderBy(column('id'), 'desc').limit(page.limit).offset(page.offset) as Query;
}

export function withLookahead(page: Page): Page {
  return { offset: page.offset, limit: page.limit + 1 };
}

/** A GraphQL connection from `first`/`after` and a fetch of one page (with its lookahead row). */
export async function connectionOf<T>(args: { first?: number | null; after?: string | null }, fetch: (page: Page) => Promise<T[]>): Promise<Connection<T>> {
  const page = pageFromConnectionArgs(args);
  return toConnection(await fetch(withLookahead(page)), page);
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
