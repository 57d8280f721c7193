import { SignatureVerificationError } from './errors.js';
import { REPLAY_WINDOW_SECONDS, signWebhook, verifyWebhook, type WebhookEvent } from './generated/webhook-verification.js';

/**
 * `Webhook.constructEvent(payload, headers, secret, tolerance = 300)`: the verified event of a
 * delivery, or a `SignatureVerificationError` with the reason (constant-time comparison, stale and
 * future timestamps refused, several secrets accepted during a rotation). `Webhook.sign` gives the
 * headers the server would send, for testing a receiver.
 */
export const Webhook = {
  constructEvent(
    payload: string | Buffer,
    headers: Record<string, string | string[] | undefined>,
    secret: string | string[],
    tolerance = REPLAY_WINDOW_SECONDS,
    now?: number,
  ): WebhookEvent {
    const result = verifyWebhook({ rawBody: payload, headers, secret, toleranceSeconds: tolerance, ...(now === undefined ? {} : { now }) });
    if (!result.ok) throw new SignatureVerificationError(result.reason);
    return result.event;
  },
  sign(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): { 'X-Service-Timestamp': string; 'X-Service-Signature': string } {
    return { 'X-Service-Timestamp': String(timestamp), 'X-Service-Signature': `sha256=${signWebhook(secret, timestamp, payload)}` };
  },
};
