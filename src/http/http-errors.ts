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
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const PLAIN_MESSAGES: Partial<Record<ErrorCode, string>> = {
  PAYLOAD_TOO_LARGE: 'The request body is larger than this API accepts.',
  URI_TOO_LONG: 'A path segment is longer than this API accepts (100 characters).',
  UNSUPPORTED_MEDIA_TYPE: 'Send request bodies as application/json.',
};

/**
 * Any error thrown while answering, as the one error model: domain errors as they are, the HTTP
 * framework's client errors (bad JSON, wrong content type, body too large) by their status, and
 * everything else as an internal error whose details stay in the log.
 */
export function toDomainError(error: unknown): { error: DomainError; internal: boolean } {
  if (isDomainError(error)) return { error, internal: false };
  if (databaseUnavailable(error)) {
    return {
      error: new DomainError('SERVICE_UNAVAILABLE', 'The database is unavailable; retry shortly.', { headers: { 'Retry-After': '1' } }),
      internal: false,
    };
  }
  const status = typeof (error as { statusCode?: unknown })?.statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = STATUS_CODE[status] ?? 'BAD_REQUEST';
    const message = PLAIN_MESSAGES[code] ?? clientMessage(error);
    return { error: new DomainError(code, message), internal: false };
  }
  return { error: new DomainError('INTERNAL_ERROR', 'An internal error occurred; quote the correlationId when reporting it.'), internal: true };
}

/** PostgreSQL unreachable or shutting down: connection refused or reset, or its shutdown and connection error classes. */
const UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

function databaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && UNAVAILABLE.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message);
}

function clientMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : 'The request could not be understood.';
  if (error instanceof SyntaxError || /JSON/i.test(message)) return 'The request body is not valid JSON.';
  return message;
}

/**
 * The not-found handlers throw this, so unknown routes take the same path as every other error: a
 * path that exists with other methods is 405 with `Allow`, anything else 404.
 */
export function routeNotFound(request: FastifyRequest, routes: RouteMethods): never {
  const path = request.url.split('?')[0] ?? '/';
  const allowed = routes.allowed(path);
  if (allowed.length > 0) {
    throw new DomainError('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}.`, {
      headers: { Allow: allowed.join(', ') },
    });
  }
  throw new DomainError('NOT_FOUND', `No route ${request.method} ${path}.`);
}

/** Which methods each route path answers, to tell a wrong method (405) from an unknown path (404). */
export class RouteMethods {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];

  add(url: string, methods: string | string[]): void {
    const source = url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const pattern = new RegExp(`^${source}$`);
    const existing = this.routes.find((r) => r.pattern.source === pattern.source);
    const target = existing ?? { pattern, methods: new Set<string>() };
    for (const method of Array.isArray(methods) ? methods : [methods]) target.methods.add(method);
    if (!existing) this.routes.push(target);
  }

  allowed(path: string): string[] {
    const methods = new Set<string>();
    for (const route of this.routes) if (route.pattern.test(path)) for (const m of route.methods) methods.add(m);
    return [...methods].sort();
  }
}
