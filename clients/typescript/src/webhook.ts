import { SignatureVerificationError } from './errors.js';
import type { webhooks } from './generated/openapi.js';
import { REPLAY_WINDOW_SECONDS, signWebhook, verifyWebhook } from './generated/webhook-verification.js';

/** The body of each event type, from the OpenAPI document's `webhooks` section. */
export type EventOf<Type extends keyof webhooks> = webhooks[Type]['post']['requestBody']['content']['application/json'];

/** Any event the platform delivers: narrow it by `type` (`if (event.type === 'wallet.funded') event.data.amount`). */
export type PlatformEvent = { [Type in keyof webhooks]: EventOf<Type> }[keyof webhooks];

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
  ): PlatformEvent {
    const result = verifyWebhook({ rawBody: payload, headers, secret, toleranceSeconds: tolerance, ...(now === undefined ? {} : { now }) });
    if (!result.ok) throw new SignatureVerificationError(result.reason);
    // Signed by the server, whose events the test suite checks against these very schemas.
    return result.event as unknown as PlatformEvent;
  },
  sign(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): { 'X-Service-Timestamp': string; 'X-Service-Signature': string } {
    return { 'X-Service-Timestamp': String(timestamp), 'X-Service-Signature': `sha256=${signWebhook(secret, timestamp, payload)}` };
  },
};
