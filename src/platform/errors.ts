import type { ModuleErrorStatuses } from './registry.js';

/**
 * One error model (design rule 3). Services throw DomainError with a stable code; REST maps it to
 * a status and the spec's envelope, GraphQL to `extensions.code` and `extensions.fields`.
 */
/** What a `details.code` means and what the caller should do: the errors catalog (docs and reference) is generated from these. */
export interface ErrorDeclaration {
  status: number;
  meaning: string;
  action: string;
}

export type ErrorDeclarations = Readonly<Record<string, ErrorDeclaration>>;

const PLATFORM_ERRORS = {
  BAD_REQUEST: {
    status: 400,
    meaning: 'The request is malformed or a field is invalid; `details.fields` names each field at fault.',
    action: 'Correct the named fields and send it again.',
  },
  UNAUTHORIZED: {
    status: 401,
    meaning: 'The credentials are missing, wrong or expired (subscription key, access token, API user).',
    action: 'Send the right key; sign in again or refresh the access token.',
  },
  FORBIDDEN: {
    status: 403,
    meaning: "The credentials are good but may not do this (another role, another product's key, another account's object).",
    action: "Use a credential that may: a merchant or administrator user, or the product's own key.",
  },
  ENVIRONMENT_NOT_LIVE: {
    status: 403,
    meaning: '`X-Target-Environment` names an environment this server does not run.',
    action: 'Send `X-Target-Environment: sandbox`.',
  },
  NOT_FOUND: {
    status: 404,
    meaning: "No such object, or not one of yours (another owner's id answers the same, so ids cannot be probed).",
    action: 'Check the id and that it belongs to the signed-in user or account.',
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    meaning: 'The route exists but not with this HTTP method; `Allow` lists the methods it takes.',
    action: 'Use one of the methods in `Allow`.',
  },
  CONFLICT: { status: 409, meaning: "The request conflicts with the object's current state.", action: 'Read the object again and decide from its state.' },
  RESOURCE_ALREADY_EXIST: {
    status: 409,
    meaning: 'An object with this reference id exists already (mobile money `X-Reference-Id`, an API user).',
    action: 'Use a new reference id (a UUID v4) for a new operation; read the existing one by its id.',
  },
  NOT_PENDING: {
    status: 409,
    meaning: 'The operation or request is no longer pending (completed, rejected, expired or cancelled).',
    action: 'Read it to see how it ended.',
  },
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    meaning: 'A request with this `Idempotency-Key` is still being processed.',
    action: 'Retry shortly with the same key: it replays the first answer.',
  },
  IDEMPOTENCY_KEY_INTERRUPTED: {
    status: 409,
    meaning:
      'The request with this `Idempotency-Key` made its change, but the server stopped before it could answer, and this operation cannot rebuild the answer. The change stands; it was not and will not be made twice.',
    action: 'Read the object the request created or changed (the message names its journal entry where money moved: `GET /ledger/trace/{id}`).',
  },
  IDEMPOTENCY_KEY_MISMATCH: {
    status: 400,
    meaning: 'This `Idempotency-Key` was used with a different request.',
    action: 'Use a new key for a new request; the same key only for retries of the same one.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The body is larger than the route accepts.', action: 'Send a smaller body (split a batch).' },
  URI_TOO_LONG: {
    status: 414,
    meaning: 'The URL is longer than the server accepts.',
    action: 'Shorten the query string; send filters in a body where the route takes one.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    meaning: 'The body is not JSON (or the form the route takes).',
    action: 'Send `Content-Type: application/json` with a JSON body.',
  },
  RATE_LIMITED: {
    status: 429,
    meaning: "The account's plan allows no more requests now (per minute or per day).",
    action: 'Wait the `Retry-After` seconds; a higher plan raises the limits.',
  },
  REQUEST_HEADER_FIELDS_TOO_LARGE: { status: 431, meaning: "The request's headers are too large.", action: 'Send fewer or shorter headers.' },
  INTERNAL_ERROR: {
    status: 500,
    meaning: 'The server failed; nothing was changed unless the answer says otherwise.',
    action: 'Retry with the same `Idempotency-Key`; report the `correlationId` if it persists.',
  },
  UPSTREAM_ERROR: { status: 502, meaning: 'A provider the platform calls (a rail, a biller) failed.', action: 'Retry later with the same `Idempotency-Key`.' },
  SERVICE_UNAVAILABLE: { status: 503, meaning: 'The server is starting, stopping or cannot reach its database.', action: 'Retry after `Retry-After` seconds.' },
} as const satisfies ErrorDeclarations;

/** The platform's codes and those each module's manifest declares (see platform/registry.ts). */
export type ErrorCode = keyof typeof PLATFORM_ERRORS | keyof ModuleErrorStatuses;

const declared = new Map<string, ErrorDeclaration>(Object.entries(PLATFORM_ERRORS));

/** Adds a module's codes at assembly; a code declared twice with two statuses is a mistake. */
export function registerErrorCodes(declarations: ErrorDeclarations): void {
  for (const [code, declaration] of Object.entries(declarations)) {
    const known = declared.get(code);
    if (known !== undefined && known.status !== declaration.status)
      throw new Error(`error code ${code} declared with status ${known.status} and ${declaration.status}`);
    if (!known) declared.set(code, declaration);
  }
}

export function errorStatus(code: ErrorCode): number {
  return declared.get(code)?.status ?? 500;
}

/** Every declared code with its status, meaning and what to do, by code: the errors catalog. */
export function errorCatalog(): (ErrorDeclaration & { code: string })[] {
  return [...declared.entries()].map(([code, declaration]) => ({ code, ...declaration })).sort((a, b) => a.code.localeCompare(b.code));
}

export interface FieldError {
  /** Dotted path of the offending input field, e.g. `password` or `payee.partyId`. */
  field: string;
  message: string;
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;
  /** Extra response headers the error implies, e.g. `Retry-After` or `WWW-Authenticate`. */
  readonly headers: Record<string, string> | undefined;
  /** Why credentials were refused, for callers that act on it (e.g. a socket's close code). */
  readonly credentialProblem: CredentialProblem | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: FieldError[]; headers?: Record<string, string>; credentialProblem?: CredentialProblem } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
    this.credentialProblem = options.credentialProblem;
  }

  get status(): number {
    return errorStatus(this.code);
  }
}

export const badRequest = (message: string, fields?: FieldError[]) => new DomainError('BAD_REQUEST', message, fields ? { fields } : {});
/** A token that is not good (`invalid`), that ran out (`expired`) or that its user ended (`revoked`). */
export type CredentialProblem = 'invalid' | 'expired' | 'revoked';

export const unauthorized = (message = 'Missing or invalid credentials.', credentialProblem: CredentialProblem = 'invalid') =>
  new DomainError('UNAUTHORIZED', message, { credentialProblem });
export const forbidden = (message = 'Insufficient permissions for this operation.') => new DomainError('FORBIDDEN', message);
export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} not found.`);
export const conflict = (message: string, fields?: FieldError[]) => new DomainError('CONFLICT', message, fields ? { fields } : {});

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/**
 * A look-up whose NOT_FOUND the caller reports its own way (naming its own field); any other
 * failure, a database fault above all, passes through unchanged instead of becoming "not found".
 */
export async function orIfNotFound<T>(lookup: Promise<T>, instead: () => T | never): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (isDomainError(error) && error.code === 'NOT_FOUND') return instead();
    throw error;
  }
}
