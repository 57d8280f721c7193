import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** The request headers the API reads; a browser may send them across origins. */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Ocp-Apim-Subscription-Key',
  'X-Target-Environment',
  'Idempotency-Key',
  'X-Correlation-ID',
  'X-Reference-Id',
  'X-Callback-Url',
  'X-Sandbox-Scenario',
  'Apollo-Require-Preflight',
  'Payments-Version',
];

/** The answer headers a browser app may read. */
const EXPOSED_HEADERS = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'Idempotent-Replayed',
  'X-Correlation-ID',
  'WWW-Authenticate',
  'Payments-Version',
];

function originMatcher(patterns: readonly string[]): (origin: string) => boolean {
  const expressions = patterns.map(
    (p) =>
      new RegExp(
        `^${p
          .split('*')
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*')}$`,
      ),
  );
  return (origin) => expressions.some((e) => e.test(origin));
}

/**
 * CORS (@fastify/cors), answered before the key, auth and rate checks: a preflight never needs a
 * credential. Only the configured origins (CORS_ORIGINS) are admitted.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  const admitted = originMatcher(origins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && admitted(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    strictPreflight: false,
  });
}
