import type { FastifyInstance } from 'fastify';
import { MODULES } from '../generated/modules.js';
import type { DomainError } from '../platform/errors.js';
import { bindRequestLog } from './request-log.js';
import { toDomainError } from './http-errors.js';
import { apiSurface, type ApiSurfaceOptions } from './rest.js';

/** Where MTN MoMo's own paths are served: point an MTN SDK's base URL here. */
export const MOMO_PROVIDER_PREFIX = '/momo';

/** The platform's codes MTN names differently; the rest keep their names. */
const MTN_CODES: Partial<Record<string, string>> = {
  NOT_FOUND: 'RESOURCE_NOT_FOUND',
  FORBIDDEN: 'NOT_ALLOWED',
  ENVIRONMENT_NOT_LIVE: 'NOT_ALLOWED_TARGET_ENVIRONMENT',
};

/** MTN's error code for a refusal: a bad callback URL or currency has its own code there. */
export function mtnErrorCode(error: DomainError): string {
  const fields = new Set((error.fields ?? []).map((f) => f.field));
  if (error.code === 'BAD_REQUEST' && fields.has('X-Callback-Url')) return 'INVALID_CALLBACK_URL_HOST';
  if (error.code === 'BAD_REQUEST' && fields.has('currency')) return 'INVALID_CURRENCY';
  return MTN_CODES[error.code] ?? error.code;
}

/**
 * MTN MoMo's Open API dialect under /momo: the modules' provider routes behind the same key, rate
 * and header checks, answering with MTN's bodies and `{code, message}` errors (the statuses are
 * the platform's), so MTN's SDKs work against the sandbox unchanged.
 */
export async function momoProviderApi(app: FastifyInstance, options: ApiSurfaceOptions): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    const { error: domainError, internal } = toDomainError(error);
    if (internal) request.log.error({ err: error }, 'unhandled error');
    bindRequestLog(request.log, { errorCode: domainError.code });
    if (domainError.headers) reply.headers(domainError.headers);
    return reply.status(domainError.status).send({ code: mtnErrorCode(domainError), message: domainError.message });
  });
  apiSurface(
    app,
    options,
    MODULES.flatMap((module) => module.providerRoutes ?? []),
    'provider',
  );
}
