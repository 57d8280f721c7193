import createClient, { type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { PaymentsApiError } from './errors.js';
import type { paths } from './generated/openapi.js';

export interface PaymentsClientOptions {
  /** The REST layer's base URL, e.g. `http://localhost:4000/ms/v1`. */
  baseUrl: string;
  /** `Ocp-Apim-Subscription-Key`: the app key (publishable) or a mobile money product's key (secret, servers only). */
  subscriptionKey: string;
  /** A user's access token, sent as `Authorization: Bearer`; change it with `setAccessToken`. */
  accessToken?: string;
  /** An API user's credentials, sent as HTTP Basic on the mobile money routes when no token is set. */
  apiUser?: { apiUserId: string; apiKey: string };
  /** Only `sandbox` is live. */
  targetEnvironment?: 'sandbox';
  fetch?: (request: Request) => Promise<Response>;
}

/** Per call: besides the path, query, header and body parameters of the operation. */
export interface CallOptions {
  /**
   * `Idempotency-Key`: the same key and body replay the first answer for 24 hours, so a call
   * whose answer was lost can be sent again safely. Not generated for you: reuse your own on retry.
   */
  idempotencyKey?: string;
  /** `X-Correlation-ID` (a UUID); one is generated per call when absent and reported on errors. */
  correlationId?: string;
}

type InitParam<Init> = RequiredKeysOf<Init> extends never ? [(Init & CallOptions)?] : [Init & CallOptions];
type SuccessOf<R> = R extends { data: infer Body; error?: never } ? Body : never;
/** What a call resolves to: the envelope's `data`, typed by the operation's success answer. */
export type DataOf<R> = SuccessOf<R> extends { data: infer Data } ? Data : never;

type Method<M extends HttpMethod> = <P extends PathsWithMethod<paths, M>, I extends MaybeOptionalInit<paths[P], M>>(
  path: P,
  ...init: InitParam<I>
) => Promise<DataOf<FetchResponse<Extract<paths[P][M], Record<string | number, unknown>>, I, MediaType>>>;

export interface PaymentsClient {
  GET: Method<'get'>;
  POST: Method<'post'>;
  PUT: Method<'put'>;
  PATCH: Method<'patch'>;
  DELETE: Method<'delete'>;
  setAccessToken(token: string | undefined): void;
}

/**
 * A typed client of the REST layer: `await payments.POST('/wallets/me/transfer', { body })` resolves
 * to the envelope's `data` (typed from the OpenAPI document) or throws a `PaymentsApiError`.
 */
export function createPaymentsClient(options: PaymentsClientOptions): PaymentsClient {
  const raw = createClient<paths>({ baseUrl: options.baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  let accessToken = options.accessToken;

  function authorization(): string | undefined {
    if (accessToken) return `Bearer ${accessToken}`;
    if (options.apiUser) return `Basic ${btoa(`${options.apiUser.apiUserId}:${options.apiUser.apiKey}`)}`;
    return undefined;
  }

  function method(name: Uppercase<HttpMethod>) {
    return async (path: string, init: (CallOptions & { headers?: Record<string, string> } & Record<string, unknown>) | undefined) => {
      const { idempotencyKey, correlationId = crypto.randomUUID(), headers, ...rest } = init ?? {};
      const auth = authorization();
      const send = raw[name as 'GET'] as unknown as (
        path: string,
        init: Record<string, unknown>,
      ) => Promise<{ data?: { data: unknown }; error?: unknown; response: Response }>;
      const result = await send(path, {
        ...rest,
        headers: {
          ...headers,
          'Ocp-Apim-Subscription-Key': options.subscriptionKey,
          'X-Target-Environment': options.targetEnvironment ?? 'sandbox',
          'X-Correlation-ID': correlationId,
          ...(auth ? { Authorization: auth } : {}),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
      });
      if (result.error !== undefined || !result.response.ok || result.data === undefined)
        throw PaymentsApiError.from(result.response, result.error, correlationId);
      return result.data.data;
    };
  }

  return {
    GET: method('GET') as never,
    POST: method('POST') as never,
    PUT: method('PUT') as never,
    PATCH: method('PATCH') as never,
    DELETE: method('DELETE') as never,
    setAccessToken(token) {
      accessToken = token;
    },
  };
}
