import type { ModuleErrorStatuses } from './registry.js';

/**
 * One error model (design rule 3). Services throw DomainError with a stable code; REST maps it to
 * a status and the spec's envelope, GraphQL to `extensions.code` and `extensions.fields`.
 */
const PLATFORM_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  ENVIRONMENT_NOT_LIVE: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  RESOURCE_ALREADY_EXIST: 409,
  NOT_PENDING: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  IDEMPOTENCY_KEY_MISMATCH: 400,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  UPSTREAM_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

/** The platform's codes and those each module's manifest declares (see platform/registry.ts). */
export type ErrorCode = keyof typeof PLATFORM_ERROR_STATUS | keyof ModuleErrorStatuses;

const moduleErrorStatus = new Map<string, number>();

/** Adds a module's codes at assembly; a code declared twice with two statuses is a mistake. */
export function registerErrorStatuses(statuses: Readonly<Record<string, number>>): void {
  for (const [code, status] of Object.entries(statuses)) {
    const known = (PLATFORM_ERROR_STATUS as Record<string, number>)[code] ?? moduleErrorStatus.get(code);
    if (known !== undefined && known !== status) throw new Error(`error code ${code} declared with status ${known} and ${status}`);
    moduleErrorStatus.set(code, status);
  }
}

export function errorStatus(code: ErrorCode): number {
  return (PLATFORM_ERROR_STATUS as Record<string, number>)[code] ?? moduleErrorStatus.get(code) ?? 500;
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
