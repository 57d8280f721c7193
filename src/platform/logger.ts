import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import { isDomainError } from './errors.js';

export type { Logger };

/**
 * The one logger of a process (requests and background work alike): JSON lines, secrets redacted.
 * Tests pass a destination to read the lines.
 */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options = { level, redact: ['req.headers.authorization', 'req.headers["ocp-apim-subscription-key"]'] };
  return destination ? pino(options, destination) : pino(options);
}

/** The stable code of an error for a log line: the domain code, PostgreSQL's SQLSTATE, or INTERNAL_ERROR. */
export function errorCodeOf(error: unknown): string {
  if (isDomainError(error)) return error.code;
  const sqlState = (error as { code?: unknown } | null)?.code;
  return typeof sqlState === 'string' ? sqlState : 'INTERNAL_ERROR';
}
