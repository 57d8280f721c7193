import type { UserError } from '../generated/graphql.js';
import { type DomainError, isDomainError } from '../platform/errors.js';

/**
 * Refusals that are not about the input: the credential, the caller's rights, the rate, a key
 * still in flight. They stay top-level errors, as GitHub's and Shopify's do; every other 4xx
 * refusal of a mutation is something the caller can fix, reported in its payload's userErrors.
 */
const TOP_LEVEL_CODES: ReadonlySet<string> = new Set([
  'UNAUTHORIZED',
  'FORBIDDEN',
  'ENVIRONMENT_NOT_LIVE',
  'RATE_LIMITED',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST_HEADER_FIELDS_TOO_LARGE',
  'IDEMPOTENCY_KEY_IN_USE',
  'IDEMPOTENCY_KEY_INTERRUPTED',
]);

export function isUserError(error: unknown): error is DomainError {
  return isDomainError(error) && error.status >= 400 && error.status < 500 && !TOP_LEVEL_CODES.has(error.code);
}

/** What REST takes as a header, GraphQL takes as a field of the input: a refusal names it there. */
const HEADER_FIELDS: Readonly<Record<string, string>> = { 'Idempotency-Key': 'idempotencyKey' };

/** The arguments a caller sent a mutation, and the fields of the input it sent. */
export interface UserErrorArguments {
  readonly names: readonly string[];
  readonly inputFields: readonly string[];
}

/**
 * The argument path of a field the services name relative to the input they took (`amount`,
 * `payee.partyId`, `items[2].amount`): under `input` when the mutation takes one and the name is
 * not an argument the caller sent of its own.
 */
function argumentPath(field: string, sent: UserErrorArguments): string[] {
  const path = (HEADER_FIELDS[field] ?? field)
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  return sent.names.includes(path[0] ?? '') || !sent.names.includes('input') ? path : ['input', ...path];
}

/** A user error as the payload's userErrors: one per field at fault, or one for the whole input. */
export function userErrorsOf(error: DomainError, sent: UserErrorArguments): UserError[] {
  if (error.fields?.length) return error.fields.map((fault) => ({ field: argumentPath(fault.field, sent), message: fault.message, code: error.code }));
  // A mutation of one object by its id: an id that is not the caller's is the id's fault.
  const takesId = sent.names.includes('id') || sent.inputFields.includes('id');
  const field = error.code === 'NOT_FOUND' && takesId ? argumentPath('id', sent) : null;
  return [{ field, message: error.message, code: error.code }];
}
