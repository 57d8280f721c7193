import { unauthorized } from '../errors.js';

/** Parses `Authorization` into the scheme it carries; the spec allows Bearer and Basic. */
export type AuthorizationHeader = { scheme: 'bearer'; token: string } | { scheme: 'basic'; username: string; password: string };

export function parseAuthorization(header: string | undefined): AuthorizationHeader | undefined {
  if (!header) return undefined;
  const [scheme, value, extra] = header.trim().split(/\s+/);
  if (!scheme || !value || extra !== undefined) throw unauthorized('Authorization header must be "Bearer <token>" or "Basic <credentials>".');
  switch (scheme.toLowerCase()) {
    case 'bearer':
      return { scheme: 'bearer', token: value };
    case 'basic': {
      const decoded = Buffer.from(value, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon <= 0) throw unauthorized('Basic credentials must be base64 of "apiUserId:apiKey".');
      return { scheme: 'basic', username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
    }
    default:
      throw unauthorized(`Unsupported authorization scheme "${scheme}".`);
  }
}
