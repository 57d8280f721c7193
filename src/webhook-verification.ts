import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verifying a webhook delivery, for integrators (the official client libraries include this).
 *
 *   const result = verifyWebhook({ rawBody, headers: req.headers, secret: 'whsec_…' });
 *   if (!result.ok) return res.status(401).end(result.reason);
 *   // de-duplicate by result.event.id (or by X-Service-Delivery), then handle it
 *
 * The signed string is `<X-Service-Timestamp>.<raw body>`; the signature is lowercase hex
 * HMAC-SHA256 with the endpoint secret, sent as `X-Service-Signature: sha256=<hex>`. During the
 * 24 hours after a secret rotation the header carries two comma-separated signatures, one per
 * secret; any one that matches is enough.
 */
export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  data: unknown;
}

export type VerifyResult =
  | { ok: true; event: WebhookEvent; deliveryId: string | undefined }
  | { ok: false; reason: 'missing_headers' | 'stale_timestamp' | 'bad_signature' | 'malformed_body' };

export const REPLAY_WINDOW_SECONDS = 300;

export function signWebhook(secret: string, timestamp: number | string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

export function verifyWebhook(input: {
  rawBody: string | Buffer;
  headers: Record<string, string | string[] | undefined>;
  /** The endpoint secret (or several, e.g. while rotating on the receiving side). */
  secret: string | string[];
  /** Seconds since the epoch; defaults to now. */
  now?: number;
  toleranceSeconds?: number;
}): VerifyResult {
  // Header names are case-insensitive: Node lowercases them, other frameworks keep the sender's case.
  const header = (name: string) => {
    const key = Object.keys(input.headers).find((candidate) => candidate.toLowerCase() === name);
    const value = key === undefined ? undefined : input.headers[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const timestamp = header('x-service-timestamp');
  const signatureHeader = header('x-service-signature');
  if (!timestamp || !signatureHeader || !/^\d+$/.test(timestamp)) return { ok: false, reason: 'missing_headers' };
  const now = input.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > (input.toleranceSeconds ?? REPLAY_WINDOW_SECONDS)) return { ok: false, reason: 'stale_timestamp' };
  const body = typeof input.rawBody === 'string' ? input.rawBody : input.rawBody.toString('utf8');
  const received = signatureHeader
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('sha256='))
    .map((part) => Buffer.from(part.slice('sha256='.length), 'hex'));
  const secrets = Array.isArray(input.secret) ? input.secret : [input.secret];
  const matches = secrets.some((secret) => {
    const expected = Buffer.from(signWebhook(secret, timestamp, body), 'hex');
    return received.some((candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected));
  });
  if (!matches) return { ok: false, reason: 'bad_signature' };
  try {
    return { ok: true, event: JSON.parse(body) as WebhookEvent, deliveryId: header('x-service-delivery') };
    // biome-ignore lint/plugin: a body that is not JSON is the verdict: malformed_body.
  } catch {
    return { ok: false, reason: 'malformed_body' };
  }
}
