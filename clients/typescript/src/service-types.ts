// The types of the resource services (generated/services.ts), read from the operations of the
// OpenAPI document: what a call takes and what it answers, by operation name.
import type { operations } from './generated/openapi.js';

type OperationName = keyof operations;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessOf<Responses> = Responses extends { 200: infer Answer }
  ? Answer
  : Responses extends { 201: infer Answer }
    ? Answer
    : Responses extends { 202: infer Answer }
      ? Answer
      : never;

/** The body an operation takes: its `<Resource><Verb>Params` schema. */
export type BodyOf<K extends OperationName> = JsonOf<NonNullable<operations[K]['requestBody']>>;
/** What an operation answers: the envelope's `data`, a named resource. */
export type DataOf<K extends OperationName> = JsonOf<SuccessOf<operations[K]['responses']>> extends { data: infer Data } ? Data : undefined;
/** The query parameters an operation takes. */
export type QueryOf<K extends OperationName> = NonNullable<operations[K]['parameters']['query']>;
/** The item of a list operation's pages. */
export type ItemOf<K extends OperationName> = DataOf<K> extends { items: (infer Item)[] } ? Item : never;

/** One page of a list, as every list answers it. */
export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  hasMore: boolean;
}

/**
 * A list call: awaited, its first page (or the page the query names); iterated with `for await`,
 * every item of every page from there on, fetched a page at a time.
 */
export interface AutoPagingList<T> extends PromiseLike<Page<T>>, AsyncIterable<T> {
  /** Every item, as an array (at most `limit`, 10,000 by default, so a runaway list does not fill memory). */
  toArray(limit?: number): Promise<T[]>;
}
