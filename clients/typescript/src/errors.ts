import type { components } from './generated/openapi.js';

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export interface FieldError {
  field: string;
  message: string;
}

/**
 * A refusal from the API, from its error envelope: `code` is the envelope's `details.code` (e.g.
 * `BAD_REQUEST`, `INSUFFICIENT_FUNDS`), `fields` the inputs at fault, `correlationId` the one to
 * quote. Each kind has its subclass (`BadRequestError`, `ConflictError`, …), so callers catch what they handle.
 */
export class PaymentsApiError extends Error {
  override name = 'PaymentsApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldError[],
    readonly correlationId: string,
    /** Seconds to wait before retrying, on 429. */
    readonly retryAfterSeconds: number | undefined,
    readonly envelope: ErrorEnvelope | undefined,
  ) {
    super(message);
  }

  static from(response: Response, body: unknown, sentCorrelationId: string): PaymentsApiError {
    const envelope = isEnvelope(body) ? body : undefined;
    const mtn = !envelope && isMtnError(body) ? body : undefined;
    const retryAfter = response.headers.get('Retry-After');
    const code = envelope?.details.code ?? mtn?.code ?? `HTTP_${response.status}`;
    const Kind = kindOf(response.status, code);
    return new Kind(
      response.status,
      code,
      envelope?.details.description ?? mtn?.message ?? `HTTP ${response.status} without the error envelope`,
      (envelope?.details.fields ?? []) as FieldError[],
      envelope?.correlationId ?? response.headers.get('X-Correlation-ID') ?? sentCorrelationId,
      retryAfter === null || Number.isNaN(Number(retryAfter)) ? undefined : Number(retryAfter),
      envelope,
    );
  }
}

/** 400: the input is invalid; `fields` names each field at fault. */
export class BadRequestError extends PaymentsApiError {
  override name = 'BadRequestError';
}
/** 401: the credentials are missing, unknown or expired. */
export class AuthenticationError extends PaymentsApiError {
  override name = 'AuthenticationError';
}
/** 403: the credentials are valid but may not do this. */
export class PermissionDeniedError extends PaymentsApiError {
  override name = 'PermissionDeniedError';
}
/** 404: nothing the caller may see has this id. */
export class NotFoundError extends PaymentsApiError {
  override name = 'NotFoundError';
}
/** 409: the object's state refuses the operation (`INSUFFICIENT_FUNDS`, `NOT_PENDING`, …). */
export class ConflictError extends PaymentsApiError {
  override name = 'ConflictError';
}
/** The Idempotency-Key was used with another body, or its first request is still running. */
export class IdempotencyError extends PaymentsApiError {
  override name = 'IdempotencyError';
}
/** 429: too many requests; `retryAfterSeconds` says how long to wait. */
export class RateLimitError extends PaymentsApiError {
  override name = 'RateLimitError';
}
/** 5xx: the server failed or is unavailable. */
export class ServerError extends PaymentsApiError {
  override name = 'ServerError';
}

/** No answer (refused, reset, timed out): the request may or may not have been applied. */
export class ApiConnectionError extends Error {
  override name = 'ApiConnectionError';

  constructor(
    message: string,
    readonly correlationId: string,
    options?: { cause: unknown },
  ) {
    super(message, options);
  }
}

/** A webhook delivery that must not be trusted. */
export class SignatureVerificationError extends Error {
  override name = 'SignatureVerificationError';

  constructor(readonly reason: 'missing_headers' | 'stale_timestamp' | 'bad_signature' | 'malformed_body') {
    super(`webhook refused: ${reason}`);
  }
}

function kindOf(status: number, code: string): typeof PaymentsApiError {
  if (code.startsWith('IDEMPOTENCY_')) return IdempotencyError;
  if (status === 400) return BadRequestError;
  if (status === 401) return AuthenticationError;
  if (status === 403) return PermissionDeniedError;
  if (status === 404) return NotFoundError;
  if (status === 409) return ConflictError;
  if (status === 429) return RateLimitError;
  if (status >= 500) return ServerError;
  return PaymentsApiError;
}

function isEnvelope(body: unknown): body is ErrorEnvelope {
  const details = (body as { details?: { code?: unknown } } | undefined)?.details;
  return typeof details?.code === 'string';
}

function isMtnError(body: unknown): body is { code: string; message?: string } {
  return typeof (body as { code?: unknown } | undefined)?.code === 'string';
}
