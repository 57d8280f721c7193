import type { components } from './generated/openapi.js';

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export interface FieldError {
  field: string;
  message: string;
}

/**
 * A refusal from the API, from its error envelope: `code` is the envelope's `details.code` (e.g.
 * `BAD_REQUEST`, `INSUFFICIENT_FUNDS`), `fields` the inputs at fault, `correlationId` the one to quote.
 */
export class PaymentsApiError extends Error {
  override readonly name = 'PaymentsApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldError[],
    readonly correlationId: string,
    /** Seconds to wait before retrying, on 429. */
    readonly retryAfterSeconds: number | undefined,
    readonly envelope: ErrorEnvelope | undefined,
  ) {
    super(message);
  }

  static from(response: Response, body: unknown, sentCorrelationId: string): PaymentsApiError {
    const envelope = isEnvelope(body) ? body : undefined;
    const retryAfter = response.headers.get('Retry-After');
    return new PaymentsApiError(
      response.status,
      envelope?.details.code ?? `HTTP_${response.status}`,
      envelope?.details.description ?? `HTTP ${response.status} without the error envelope`,
      (envelope?.details.fields ?? []) as FieldError[],
      envelope?.correlationId ?? response.headers.get('X-Correlation-ID') ?? sentCorrelationId,
      retryAfter === null ? undefined : Number(retryAfter),
      envelope,
    );
  }
}

function isEnvelope(body: unknown): body is ErrorEnvelope {
  const details = (body as { details?: { code?: unknown } } | undefined)?.details;
  return typeof details?.code === 'string';
}
