import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from '../platform/logger.js';

/**
 * Adds fields to every later line of a request's log, "request completed" included (the error code
 * the caller got, the GraphQL operation). The request logger is a pino child, which can do this.
 */
export function bindRequestLog(log: FastifyBaseLogger, bindings: Record<string, unknown>): void {
  (log as unknown as Logger).setBindings(bindings);
}
