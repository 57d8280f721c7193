import { z } from 'zod';
import { badRequest, type FieldError } from './errors.js';

/**
 * Validates a service input against its one schema (design rule 2), so both transports enforce the
 * same constraints and report the same fields at fault.
 */
/** Parses input with its schema; `root` names a lone value that is not a body (a path parameter's name). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, root = '(body)'): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.flatMap((issue) =>
    // Input objects are strict: each unknown field is named, so a misspelt one is not silently ignored.
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ field: [...issue.path, key].join('.'), message: 'is not a known field' }))
      : [{ field: issue.path.length > 0 ? issue.path.join('.') : root, message: issue.message }],
  );
  const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  throw badRequest(`Invalid request: ${summary}`, fields);
}

/** A calendar date as YYYY-MM-DD text (2027-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

export const E164_PHONE = /^\+[1-9]\d{6,14}$/;

/** Shared field rules, so a constraint of the spec is written once. */
export const fields = {
  name: (label: string) =>
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} must be 1-100 characters`)
      .max(100, `${label} must be 1-100 characters`),
  email: () =>
    z
      .string({ error: 'email is required' })
      .trim()
      .max(254, 'email must be at most 254 characters')
      .pipe(z.email('email must be a valid e-mail address'))
      .transform((v) => v.toLowerCase()),
  phone: () => z.string({ error: 'phone is required' }).trim().regex(E164_PHONE, 'phone must be E.164: a + followed by 7-15 digits'),
  password: () => z.string({ error: 'password is required' }).min(12, 'password must be 12-128 characters').max(128, 'password must be 12-128 characters'),
  country: () =>
    z
      .string({ error: 'country is required' })
      .trim()
      .regex(/^[A-Za-z]{2,3}$/, 'country must be a 2-3 letter country code')
      .transform((v) => v.toUpperCase()),
  uuid: () => z.string({ error: 'is required' }).uuid('must be a UUID'),
  calendarDate: (label: string) =>
    z
      .string({ error: `${label} is required` })
      .refine(isCalendarDate, `${label} must be a calendar date, YYYY-MM-DD`)
      .meta({ format: 'date', examples: ['2026-12-01'] }),
};

/**
 * A number read from a query string: an empty value (`?page=`) is refused as `?page=abc` is, where
 * z.coerce alone would read it as 0.
 */
export function fromQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : value), schema);
}

/** An object id a list page starts after or ends before. */
const ObjectCursor = z.string().min(1, 'must be an object id').max(200, 'must be an object id').optional();

/**
 * Zero-based page and size, as the spec's transfer list, or Stripe's walk by object (startingAfter or
 * endingBefore, and limit): used by every REST list.
 */
export const PageQuery = z.object({
  page: fromQuery(
    z.coerce
      .number({ error: 'page must be an integer' })
      .int('page must be an integer')
      .min(0, 'page must be 0 or more')
      .max(1_000_000, 'page must be at most 1,000,000')
      .default(0),
  ),
  size: fromQuery(
    z.coerce
      .number({ error: 'size must be an integer' })
      .int('size must be an integer')
      .min(1, 'size must be 1-100')
      .max(100, 'size must be 1-100')
      .default(20),
  ),
  limit: fromQuery(
    z.coerce.number({ error: 'limit must be an integer' }).int('limit must be an integer').min(1, 'limit must be 1-100').max(100, 'limit must be 1-100'),
  )
    .optional()
    .describe('page size, 1-100: the newer name of size, which it overrides'),
  startingAfter: ObjectCursor.describe(
    "the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one",
  ),
  endingBefore: ObjectCursor.describe("the id of an object of this list: the page holds the objects just before it, in the list's order"),
});
export type PageQuery = z.output<typeof PageQuery>;
