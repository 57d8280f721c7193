export {
  createPaymentsClient,
  PRODUCTS,
  type CallOptions,
  type DataOf,
  type MobileMoney,
  type PaymentsClient,
  type PaymentsClientOptions,
  type Product,
  type ServiceCallOptions,
} from './client.js';
export { API_VERSION } from './generated/api-version.js';
export type { AutoPagingList, Page } from './service-types.js';
export type { ResourceServices } from './generated/services.js';
export type * from './generated/models.js';
export {
  ApiConnectionError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  IdempotencyError,
  NotFoundError,
  PaymentsApiError,
  PermissionDeniedError,
  RateLimitError,
  ServerError,
  SignatureVerificationError,
  type ErrorEnvelope,
  type FieldError,
} from './errors.js';
export type { components, operations, paths, webhooks } from './generated/openapi.js';
export { REPLAY_WINDOW_SECONDS, signWebhook, verifyWebhook, type VerifyResult, type WebhookEvent } from './generated/webhook-verification.js';
export { type EventOf, type PlatformEvent, Webhook } from './webhook.js';
