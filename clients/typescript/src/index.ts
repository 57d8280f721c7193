export { createPaymentsClient, type CallOptions, type DataOf, type PaymentsClient, type PaymentsClientOptions } from './client.js';
export { PaymentsApiError, type ErrorEnvelope, type FieldError } from './errors.js';
export type { components, operations, paths } from './generated/openapi.js';
export { REPLAY_WINDOW_SECONDS, signWebhook, verifyWebhook, type VerifyResult, type WebhookEvent } from './generated/webhook-verification.js';
