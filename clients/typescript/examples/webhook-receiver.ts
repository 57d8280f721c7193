import { SignatureVerificationError, Webhook } from '@payments-platform/client';

/** Answer 2xx only to a delivery whose signature verifies; de-duplicate by the event id. */
export function handleDelivery(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, secret: string): number {
  try {
    const event = Webhook.constructEvent(rawBody, headers, secret);
    console.log(`verified ${event.type} ${event.id}`);
    // Typed by its type: each event's data is in the OpenAPI document's webhooks section.
    if (event.type === 'wallet.funded') console.log(`credited ${event.data.amount} ${event.data.currency}`);
    return 200;
  } catch (error) {
    if (!(error instanceof SignatureVerificationError)) throw error;
    console.log(`refused: ${error.reason}`);
    return 400;
  }
}
