import { type Expression, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { badRequest } from './errors.js';
import { isCalendarDate, PageQuery } from './validation.js';

/**
 * Stripe's search query language, the subset merchants use: `field:value` (exact), `-field:value`
 * (not), `field>value`, `field<value`, `>=` and `<=` on amounts and dates, `metadata['key']:'value'`,
 * clauses joined by `AND` or by `OR` (not both in one query, as Stripe's), values quoted with ' or "
 * or bare. A query that does not read is refused with 400 naming the position (1-based) where it
 * stopped reading, as `query`.
 */
export interface SearchClause {
  negated: boolean;
  field: { name: string } | { metadataKey: string };
  operator: ':' | '>' | '<' | '>=' | '<=';
  value: string;
  /** Where the clause starts in the query (1-based), for the refusals of a field or value. */
  position: number;
}

export interface SearchQuery {
  join: 'AND' | 'OR';
  clauses: SearchClause[];
}

const MAX_QUERY_LENGTH = 1000;

/** The `query` a search takes, as text; its grammar is parseSearchQuery's. */
export const SearchQueryText = z
  .string({ error: 'query is required' })
  .min(1, "query is required: field:value, e.g. metadata['order_id']:'1001'")
  .max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters`)
  .describe("Stripe's search query language: field:value, -field:value, field>value (amounts, dates), metadata['key']:'value', joined by AND or by OR");
const MAX_CLAUSES = 10;

function refuse(message: string, position: number): never {
  throw badRequest(`Invalid request: query: ${message} at position ${position}`, [{ field: 'query', message: `${message} at position ${position}` }]);
}

/** A search route's query string: the query, and a page of what it finds, as every REST list pages. */
export const SearchPageQuery = PageQuery.extend({ query: SearchQueryText });

/** Reads a query into its clauses, or refuses it naming the position where it stopped. */
export function parseSearchQuery(text: string): SearchQuery {
  if (text.length > MAX_QUERY_LENGTH) refuse(`is longer than ${MAX_QUERY_LENGTH} characters`, MAX_QUERY_LENGTH + 1);
  let at = 0;
  const skipSpaces = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  const quoted = (): string => {
    const quote = text[at]!;
    const start = at;
    at++;
    let value = '';
    while (at < text.length && text[at] !== quote) {
      // A backslash keeps the quote (or itself) as text, as Stripe's does.
      if (text[at] === '\\' && at + 1 < text.length) at++;
      value += text[at];
      at++;
    }
    if (at >= text.length) refuse('a quoted value is not closed', start + 1);
    at++;
    return value;
  };
  const word = (characters = /[A-Za-z0-9_.@+-]/): string => {
    const start = at;
    while (at < text.length && characters.test(text[at]!)) at++;
    return text.slice(start, at);
  };

  const clauses: SearchClause[] = [];
  let join: 'AND' | 'OR' | undefined;
  skipSpaces();
  if (at >= text.length) refuse('is empty: give at least one field:value', 1);
  for (;;) {
    skipSpaces();
    const position = at + 1;
    const negated = text[at] === '-';
    if (negated) at++;
    let field: SearchClause['field'];
    const name = word();
    if (name === '') refuse(`expected a field name, found ${describe(text, at)}`, at + 1);
    if (name === 'metadata') {
      if (text[at] !== '[') refuse(`expected [ after metadata, found ${describe(text, at)}`, at + 1);
      at++;
      if (text[at] !== "'" && text[at] !== '"') refuse(`expected a quoted key, found ${describe(text, at)}`, at + 1);
      const key = quoted();
      if (text[at] !== ']') refuse(`expected ] after the key, found ${describe(text, at)}`, at + 1);
      at++;
      field = { metadataKey: key };
    } else field = { name };
    const operator = (['>=', '<=', ':', '>', '<'] as const).find((op) => text.startsWith(op, at));
    if (!operator) refuse(`expected :, >, <, >= or <= after ${name}, found ${describe(text, at)}`, at + 1);
    at += operator.length;
    if (at >= text.length || /\s/.test(text[at]!)) refuse(`expected a value after ${operator}`, at + 1);
    // A bare value may hold colons, as an instant does (2026-12-01T10:00:00Z).
    const value = text[at] === "'" || text[at] === '"' ? quoted() : word(/[A-Za-z0-9_.@+:-]/);
    if (value === '' && !(text[at - 1] === "'" || text[at - 1] === '"')) refuse(`expected a value, found ${describe(text, at)}`, at + 1);
    clauses.push({ negated, field, operator, value, position });
    if (clauses.length > MAX_CLAUSES) refuse(`holds more than ${MAX_CLAUSES} clauses`, position);
    skipSpaces();
    if (at >= text.length) break;
    const joinAt = at + 1;
    const joiner = word();
    if (joiner !== 'AND' && joiner !== 'OR') refuse(`expected AND or OR, found ${joiner ? `"${joiner}"` : describe(text, joinAt - 1)}`, joinAt);
    if (join && joiner !== join) refuse('joins clauses with both AND and OR: use one of them', joinAt);
    join = joiner;
    skipSpaces();
    if (at >= text.length) refuse(`expected a clause after ${joiner}`, at + 1);
  }
  return { join: join ?? 'AND', clauses };
}

function describe(text: string, at: number): string {
  return at >= text.length ? 'the end of the query' : `"${text[at]}"`;
}

/** How a field of a resource is searched: its column, and what its values are. */
export type SearchField =
  | { kind: 'text'; column: string }
  | { kind: 'enum'; column: string; values: readonly string[] }
  | { kind: 'amount'; column: string; currencyColumn: string }
  | { kind: 'date'; column: string };

/** A resource's searchable fields, and its metadata column when it has one. */
export interface SearchableFields {
  fields: Record<string, SearchField>;
  metadataColumn?: string;
}

/**
 * The query's condition on a resource's rows, as one SQL expression; a field it does not have, a
 * value its field does not take or an operator its field does not take is refused with the position.
 */
export function searchCondition(query: SearchQuery, searchable: SearchableFields): Expression<SqlBool> {
  const conditions = query.clauses.map((clause) => {
    const condition = clauseCondition(clause, searchable);
    return clause.negated ? sql<SqlBool>`NOT coalesce(${condition}, false)` : condition;
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` ${sql.raw(query.join)} `)})`;
}

const COMPARISONS = { ':': '=', '>': '>', '<': '<', '>=': '>=', '<=': '<=' } as const;

function clauseCondition(clause: SearchClause, searchable: SearchableFields): Expression<SqlBool> {
  const { position, operator, value } = clause;
  if ('metadataKey' in clause.field) {
    if (!searchable.metadataColumn) refuse('this resource has no metadata', position);
    if (operator !== ':') refuse(`metadata takes ":" only`, position);
    // Containment, so the metadata column's GIN index finds the rows.
    return sql<SqlBool>`${sql.ref(searchable.metadataColumn)} @> ${JSON.stringify({ [clause.field.metadataKey]: value })}::jsonb`;
  }
  const name = clause.field.name;
  const field = searchable.fields[name];
  if (!field) refuse(`${name} is not a field you can search here (${[...Object.keys(searchable.fields), 'metadata'].join(', ')})`, position);
  const column = sql.ref(field.column);
  const comparison = sql.raw(COMPARISONS[operator]);
  switch (field.kind) {
    case 'text':
      if (operator !== ':') refuse(`${name} takes ":" only`, position);
      return sql<SqlBool>`${column} = ${value}`;
    case 'enum': {
      if (operator !== ':') refuse(`${name} takes ":" only`, position);
      // Any case reads, and the value is compared as it is stored.
      const stored = field.values.find((each) => each.toUpperCase() === value.toUpperCase());
      if (stored === undefined) refuse(`${name} is one of ${field.values.join(', ')}`, position);
      return sql<SqlBool>`${column} = ${stored}`;
    }
    case 'amount': {
      if (!/^\d{1,15}(\.\d{1,4})?$/.test(value)) refuse(`${name} is an amount in major units, e.g. 120.50`, position);
      // In the row's currency: 120.50 is 12050 minor units in GHS, 120 (not 120.50) in XOF.
      return sql<SqlBool>`${column} ${comparison} (${value}::numeric * 10 ^ (SELECT exponent FROM currencies WHERE code = ${sql.ref(field.currencyColumn)}))`;
    }
    case 'date': {
      const instant = dateValue(value);
      if (!instant) refuse(`${name} is a date (YYYY-MM-DD), an ISO 8601 instant or a Unix timestamp`, position);
      if (operator === ':') {
        // A calendar day is the whole day, in UTC.
        if (!isCalendarDate(value)) return sql<SqlBool>`${column} = ${instant}`;
        return sql<SqlBool>`(${column} >= ${instant} AND ${column} < ${new Date(instant.getTime() + 86_400_000)})`;
      }
      return sql<SqlBool>`${column} ${comparison} ${instant}`;
    }
  }
}

function dateValue(value: string): Date | undefined {
  if (/^\d{1,12}$/.test(value)) return new Date(Number(value) * 1000);
  if (isCalendarDate(value)) return new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
