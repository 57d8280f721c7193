import { fileURLToPath } from 'node:url';
import recorded from '../generated/recorded-session.json' with { type: 'json' };

/**
 * The reference's examples are real: one request and its answer per operation, recorded from the
 * Postman collection's run against a fresh sandbox (`npm run docs:record`), the first answer in
 * 2xx of each (src/generated/recorded-session.json). Secrets in them (tokens, keys, passwords) are masked when recorded; everything else
 * is what the server said. CI's run of the collection compares each answer's fields with the
 * recorded one, so a field added or removed without recording again fails.
 */
export interface RecordedExchange {
  /** The path under /ms/v1 as sent, its ids the session's own. */
  path: string;
  /** The query string as sent, without `?`; empty when none. */
  query: string;
  body?: unknown;
  status: number;
  /** The whole answer: the envelope. */
  answer: unknown;
}

/** By operation: `POST /merchants/me/payment-links`. */
export type RecordedSession = Record<string, RecordedExchange>;

/** Where `npm run docs:record` writes it. */
export const RECORDED_SESSION_FILE = fileURLToPath(new URL('../generated/recorded-session.json', import.meta.url));

export function recordedSession(): RecordedSession {
  return recorded as RecordedSession;
}

/** Where an operation is kept in the session: `POST /merchants/me/payment-links`. */
export const operationKey = (method: string, route: string) => `${method.toUpperCase()} ${route}`;

/** The recorded exchange of an operation; none where the sandbox run made no call of it. */
export const recordedExchange = (session: RecordedSession, method: string, route: string): RecordedExchange | undefined => session[operationKey(method, route)];

/** A route as a pattern of the paths it answers, each parameter a group: `/payments/{id}` matches `/payments/cs_x`, capturing `cs_x`. */
export function routePattern(route: string): RegExp {
  return new RegExp(`^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}$`);
}

/** The route of the OpenAPI document a sent path matches: `/merchants/me/payment-links/plink_x` is `/merchants/me/payment-links/{id}`. */
export function routeMatcher(routes: string[]): (path: string) => string | undefined {
  const patterns = routes
    // Literal segments before parameters: `/bills/providers` over `/bills/{id}`.
    .map((route) => ({ route, literal: route.split('/').filter((s) => !s.startsWith('{')).length }))
    .sort((a, b) => b.literal - a.literal)
    .map(({ route }) => ({ route, pattern: routePattern(route) }));
  return (path) => patterns.find(({ pattern }) => pattern.test(path))?.route;
}

const SECRET_FIELDS =
  /^(password|newPassword|currentPassword|secret|accessToken|refreshToken|apiKey|subscriptionKey|primaryKey|secondaryKey|signingSecret|token|code|otp)$/i;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;

/** A secret as the reference shows it: its prefix and last four, as a dashboard shows a key once it is made. */
function masked(value: string): string {
  if (JWT.test(value)) return 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…';
  const prefix = /^([a-z]+_(?:test_|live_)?)/.exec(value)?.[1] ?? '';
  return `${prefix}…${value.slice(-4)}`;
}

/** A recorded request or answer with its secrets masked. */
export function maskSecrets(value: unknown, field = ''): unknown {
  if (typeof value === 'string') return (SECRET_FIELDS.test(field) && value.length >= 8) || JWT.test(value) ? masked(value) : value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, field));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, maskSecrets(item, name)]));
  return value;
}

/** Every field path of a JSON value (`data.items[].id`), the items of a list merged. */
export function fieldPaths(value: unknown, at = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) fieldPaths(item, `${at}[]`, into);
  else if (value && typeof value === 'object')
    for (const [name, item] of Object.entries(value)) {
      const path = at ? `${at}.${name}` : name;
      into.add(path);
      fieldPaths(item, path, into);
    }
  return into;
}

/**
 * Where a live answer and the recorded one differ in their fields: a field one has and the other
 * lacks, where both reach that far (an empty list or a null on either side says nothing below it).
 */
export function fieldDrift(recorded: unknown, live: unknown): string[] {
  const before = fieldPaths(recorded);
  const after = fieldPaths(live);
  // A field's parent reached: the top, or an object with at least one field on that side.
  const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('.')));
  const parentsBefore = new Set([...before].map(parentOf));
  const parentsAfter = new Set([...after].map(parentOf));
  const reached = (parents: Set<string>, path: string) => parentOf(path) === '' || parents.has(parentOf(path));
  return [
    ...[...after].filter((path) => !before.has(path) && reached(parentsBefore, path)).map((path) => `+${path}`),
    ...[...before].filter((path) => !after.has(path) && reached(parentsAfter, path)).map((path) => `-${path}`),
  ];
}
