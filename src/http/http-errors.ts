import type { FastifyRequest } from 'fastify';
import { DomainError, isDomainError, type ErrorCode } from '../platform/errors.js';

const STATUS_CODE: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const PLAIN_MESSAGES: Partial<Record<ErrorCode, string>> = {
  PAYLOAD_TOO_LARGE: 'The request body is larger than this API accepts.',
  UNSUPPORTED_MEDIA_TYPE: 'Send request bodies as application/json.',
};

/**
 * Any error thrown while answering, as the one error model: domain errors as they are, the HTTP
 * framework's client errors (bad JSON, wrong content type, body too large) by their status, and
 * everything else as an internal error whose details stay in the log.
 */
export function toDomainError(error: unknown): { error: DomainError; internal: boolean } {
  if (isDomainError(error)) return { error, internal: false };
  const status = typeof (error as { statusCode?: unknown })?.statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = STATUS_CODE[status] ?? 'BAD_REQUEST';
    const message = PLAIN_MESSAGES[code] ?? clientMessage(error);
    return { error: new DomainError(code, message), internal: false };
  }
  return { error: new DomainError('INTERNAL_ERROR', 'An internal error occurred; quote the correlationId when reporting it.'), internal: true };
}

function clientMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : 'The request could not be understood.';
  if (error instanceof SyntaxError || /JSON/i.test(message)) return 'The request body is not valid JSON.';
  return message;
}

/** The not-found handlers throw this, so unknown routes take the same path as every other error. */
export function routeNotFound(request: FastifyRequest): never {
  throw new DomainError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}.`);
}
