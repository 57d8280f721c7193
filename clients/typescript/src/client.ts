import createClient, { type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { ApiConnectionError, PaymentsApiError } from './errors.js';
import { API_VERSION } from './generated/api-version.js';
import { DECIMAL_FIELDS } from './generated/decimal-fields.js';
import type { paths } from './generated/openapi.js';
import { resourceServices, type ResourceServices } from './generated/services.js';
import type { AutoPagingList, Page } from './service-types.js';

/** The mobile money products: each has its own subscription key, and its routes take the API user. */
export const PRODUCTS = ['collection', 'disbursement', 'remittance'] as const;
export type Product = (typeof PRODUCTS)[number];

export interface PaymentsClientOptions {
  /** The REST layer's base URL, e.g. `http://localhost:4000/ms/v1`. */
  baseUrl: string;
  /** `Ocp-Apim-Subscription-Key` of the app (publishable). */
  subscriptionKey: string;
  /** The mobile money products' keys (secret, servers only), sent on their routes instead of the app key. */
  productKeys?: Partial<Record<Product, string>>;
  /**
   * A secret key of your servers (`sk_test_…`, from the dashboard): sent as `Authorization: Bearer`
   * on every route but the mobile money ones, it acts as your account's merchant with no sign-in.
   * Keep it on servers only. A user's access token, when set, goes instead.
   */
  secretKey?: string;
  /** A user's access token, sent as `Authorization: Bearer`; `signIn` sets it, `setAccessToken` changes it. */
  accessToken?: string;
  /** A refresh token kept from an earlier sign-in: an expired access token is refreshed with it once. */
  refreshToken?: string;
  /** Told the new tokens after a sign-in or a refresh, e.g. to keep them for the next process. */
  onTokens?: (tokens: { accessToken: string; refreshToken: string }) => void;
  /** An API user's credentials, sent as HTTP Basic on the mobile money routes. */
  apiUser?: { apiUserId: string; apiKey: string };
  /** Only `sandbox` is live. */
  targetEnvironment?: 'sandbox';
  /** Retries of a call after a connection failure, 429, 502-504 or IDEMPOTENCY_KEY_IN_USE (3). */
  maxRetries?: number;
  /** Per attempt, in milliseconds (30,000). */
  timeoutMs?: number;
  /** The first backoff and its ceiling, in milliseconds (500 and 20,000); each retry doubles it, with full jitter. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How the client waits between attempts; replaceable in tests. */
  sleep?: (ms: number) => Promise<void>;
  fetch?: (request: Request) => Promise<Response>;
}

/** Per call: besides the path, query, header and body parameters of the operation. */
export interface CallOptions {
  /**
   * `Idempotency-Key`: the same key and body replay the first answer for 24 hours. One is generated
   * for every POST, PUT, PATCH and DELETE and reused on the call's retries; give your own to retry
   * across processes.
   */
  idempotencyKey?: string;
  /** `X-Correlation-ID` (a UUID); one is generated per call when absent and reported on errors. */
  correlationId?: string;
  /** The sandbox's `X-Sandbox-Scenario` (503, 429, drop-after-commit, …), sent with the first attempt only. */
  sandboxScenario?: string;
  timeoutMs?: number;
  maxRetries?: number;
  /** Receives the final HTTP answer (status, headers such as `Idempotent-Replayed`). */
  onResponse?: (response: Response) => void;
}

type InitParam<Init> = RequiredKeysOf<Init> extends never ? [(Init & CallOptions)?] : [Init & CallOptions];
type SuccessOf<R> = R extends { data: infer Body; error?: never } ? Body : never;
/** What a call resolves to: the envelope's `data`, typed by the operation's success answer. */
export type DataOf<R> = SuccessOf<R> extends { data: infer Data } ? Data : never;

type Method<M extends HttpMethod> = <P extends PathsWithMethod<paths, M>, I extends MaybeOptionalInit<paths[P], M>>(
  path: P,
  ...init: InitParam<I>
) => Promise<DataOf<FetchResponse<Extract<paths[P][M], Record<string | number, unknown>>, I, MediaType>>>;

/** A paged list's answer, as every list route answers it. */
interface PageOf<T> {
  items: T[];
  hasMore: boolean;
}
type ItemOf<P extends PathsWithMethod<paths, 'get'>> =
  DataOf<FetchResponse<Extract<paths[P]['get'], Record<string | number, unknown>>, MaybeOptionalInit<paths[P], 'get'>, MediaType>> extends PageOf<infer T>
    ? T
    : never;

/** Per call of a resource service: the call's options, and the operation's own headers (X-Reference-Id, X-Callback-Url). */
export type ServiceCallOptions = CallOptions & { headers?: Record<string, string> };

/** How the generated resource services reach the API: through this client's transport (retries, one idempotency key, typed errors). */
export interface ServiceCaller {
  one<T>(
    method: Uppercase<HttpMethod>,
    path: string,
    pathParams: Record<string, string>,
    body: unknown,
    query: Record<string, unknown> | undefined,
    options: ServiceCallOptions | undefined,
  ): Promise<T>;
  list<T>(
    path: string,
    pathParams: Record<string, string>,
    query: Record<string, unknown> | undefined,
    options: ServiceCallOptions | undefined,
  ): AutoPagingList<T>;
}

/**
 * The client: every operation as `<resource service>.<verb>(…)` (`payments.paymentLinks.create({…})`),
 * and beneath them the raw `GET`/`POST`/… by path, an escape hatch for what the services do not name.
 */
export interface PaymentsClient extends ResourceServices {
  GET: Method<'get'>;
  POST: Method<'post'>;
  PUT: Method<'put'>;
  PATCH: Method<'patch'>;
  DELETE: Method<'delete'>;
  setAccessToken(token: string | undefined): void;
  /** POST /auth/login; the tokens are kept (an expired access token is refreshed once, then the call retried). */
  signIn(email: string, password: string): Promise<{ accessToken: string; refreshToken: string }>;
  /** Every item of a paged list, page after page. */
  paginate<P extends PathsWithMethod<paths, 'get'>>(
    path: P,
    init?: { path?: Record<string, string>; query?: Record<string, unknown>; size?: number },
  ): AsyncGenerator<ItemOf<P>>;
  /** Mobile money operations of a product: `send` generates the X-Reference-Id, `wait` polls to a final status. */
  momo(product: Product): MobileMoney;
}

export interface MobileMoney {
  /** POST (PUT for `payment/withdraw`) `/{product}/{operation}`; resolves to the reference id. */
  send(operation: string, body: Record<string, unknown>, options?: CallOptions & { referenceId?: string }): Promise<string>;
  status(operation: string, referenceId: string): Promise<{ status: string; reason?: string } & Record<string, unknown>>;
  wait(
    operation: string,
    referenceId: string,
    options?: { timeoutMs?: number; intervalMs?: number },
  ): Promise<{ status: string; reason?: string } & Record<string, unknown>>;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RETRYABLE_STATUS = new Set([429, 502, 503, 504]);
const FINAL_MOMO_STATUSES = new Set(['SUCCESSFUL', 'FAILED', 'CANCELLED', 'REJECTED', 'TIMEOUT']);

/**
 * A typed client of the REST layer: `await payments.POST('/wallets/me/transfer', { body })` resolves
 * to the envelope's `data` (typed from the OpenAPI document) or throws a `PaymentsApiError` of its kind.
 * Connection failures, 429, 502-504 and IDEMPOTENCY_KEY_IN_USE are retried with exponential backoff
 * and full jitter, never sooner than `Retry-After`, with one Idempotency-Key per logical call.
 */
export function createPaymentsClient(options: PaymentsClientOptions): PaymentsClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const transport = options.fetch ?? ((request: Request) => fetch(request));
  const raw = createClient<paths>({ baseUrl });
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let accessToken = options.accessToken;
  let refreshToken = options.refreshToken;

  function productOf(route: string): Product | undefined {
    const first = route.replace(/^\//, '').split('/')[0] ?? '';
    if ((PRODUCTS as readonly string[]).includes(first)) return first as Product;
    return first === 'v1_0' ? 'collection' : undefined;
  }

  function headersFor(
    request: Request,
    route: string,
    call: CallOptions,
    correlationId: string,
    idempotencyKey: string,
    referenceId: string,
    first: boolean,
  ): Headers {
    const headers = new Headers(request.headers);
    const product = productOf(route);
    headers.delete('Authorization');
    headers.delete('X-Sandbox-Scenario');
    headers.set('Accept', 'application/json');
    headers.set('X-Target-Environment', options.targetEnvironment ?? 'sandbox');
    headers.set('X-Correlation-ID', correlationId);
    // The version this library was generated for: upgrading the library is how an integration moves.
    headers.set('Payments-Version', API_VERSION);
    headers.set('Ocp-Apim-Subscription-Key', (product && options.productKeys?.[product]) || options.subscriptionKey);
    if (product && options.apiUser && !route.startsWith('/v1_0/apiuser')) {
      headers.set('Authorization', `Basic ${btoa(`${options.apiUser.apiUserId}:${options.apiUser.apiKey}`)}`);
    } else if (!product && (accessToken ?? options.secretKey)) {
      headers.set('Authorization', `Bearer ${accessToken ?? options.secretKey}`);
    }
    if (MUTATING.has(request.method)) headers.set('Idempotency-Key', idempotencyKey);
    // A mobile money request is named by a UUID of the caller's (X-Reference-Id): one per logical call,
    // as the idempotency key is, unless the call gives its own; the answer's referenceId says which.
    if (product && MUTATING.has(request.method)) headers.set('X-Reference-Id', referenceId);
    if (first && call.sandboxScenario) headers.set('X-Sandbox-Scenario', call.sandboxScenario);
    return headers;
  }

  async function send(request: Request, call: CallOptions): Promise<Response> {
    const route = new URL(request.url).pathname.slice(basePath.length);
    const correlationId = call.correlationId ?? request.headers.get('X-Correlation-ID') ?? crypto.randomUUID();
    const idempotencyKey = call.idempotencyKey ?? request.headers.get('Idempotency-Key') ?? crypto.randomUUID();
    const referenceId = request.headers.get('X-Reference-Id') ?? crypto.randomUUID();
    const retries = call.maxRetries ?? options.maxRetries ?? 3;
    const body = request.body === null ? undefined : await request.arrayBuffer();
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const attemptRequest = new Request(request.url, {
        method: request.method,
        headers: headersFor(request, route, call, correlationId, idempotencyKey, referenceId, attempt === 0),
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(call.timeoutMs ?? options.timeoutMs ?? 30_000),
      });
      let response: Response;
      try {
        response = await transport(attemptRequest);
        if (response.status < 400) {
          // The whole answer, so a connection cut mid-body counts as no answer.
          const text = withDecimalText(await response.text(), response.headers);
          const answered = new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
          call.onResponse?.(answered.clone());
          return answered;
        }
      } catch (error) {
        if (attempt >= retries) throw new ApiConnectionError(`no answer from ${request.method} ${route}: ${String(error)}`, correlationId, { cause: error });
        await pause(attempt, undefined);
        continue;
      }
      // biome-ignore lint/plugin: an answer that is not JSON is still a refusal: it becomes the error of its status.
      const refusal = PaymentsApiError.from(response, await response.json().catch(() => undefined), correlationId);
      if ((RETRYABLE_STATUS.has(refusal.status) || refusal.code === 'IDEMPOTENCY_KEY_IN_USE') && attempt < retries) {
        await pause(attempt, refusal.retryAfterSeconds);
        continue;
      }
      if (refusal.status === 401 && !refreshed && refreshToken && !productOf(route) && route !== '/auth/refresh') {
        refreshed = true;
        await refresh();
        continue;
      }
      throw refusal;
    }
  }

  async function pause(attempt: number, retryAfterSeconds: number | undefined): Promise<void> {
    const ceiling = Math.min(options.maxBackoffMs ?? 20_000, (options.backoffMs ?? 500) * 2 ** attempt);
    // Full jitter, so clients refused together do not come back together; Retry-After is a floor.
    await sleep(Math.max(Math.random() * ceiling, (retryAfterSeconds ?? 0) * 1000));
  }

  function method(name: Uppercase<HttpMethod>) {
    return async (path: string, init: (CallOptions & Record<string, unknown>) | undefined) => {
      const { idempotencyKey, correlationId, sandboxScenario, timeoutMs, maxRetries, onResponse, ...rest } = init ?? {};
      const call: CallOptions = {
        ...(idempotencyKey ? { idempotencyKey } : {}),
        ...(correlationId ? { correlationId } : {}),
        ...(sandboxScenario ? { sandboxScenario } : {}),
        ...(timeoutMs ? { timeoutMs } : {}),
        ...(maxRetries !== undefined ? { maxRetries } : {}),
        ...(onResponse ? { onResponse } : {}),
      };
      const request = raw[name as 'GET'] as unknown as (path: string, init: Record<string, unknown>) => Promise<{ data?: { data: unknown } }>;
      const result = await request(path, { ...rest, fetch: (r: Request) => send(r, call) });
      return result.data?.data;
    };
  }

  const call = (name: Uppercase<HttpMethod>) => method(name) as (path: string, init?: Record<string, unknown>) => Promise<unknown>;

  async function refresh(): Promise<void> {
    keep((await call('POST')('/auth/refresh', { body: { refreshToken } })) as { accessToken: string; refreshToken: string });
  }

  function keep(tokens: { accessToken: string; refreshToken: string }) {
    accessToken = tokens.accessToken;
    refreshToken = tokens.refreshToken;
    options.onTokens?.({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    return tokens;
  }

  const caller: ServiceCaller = {
    one: <T>(
      verb: Uppercase<HttpMethod>,
      path: string,
      pathParams: Record<string, string>,
      body: unknown,
      query: Record<string, unknown> | undefined,
      callOptions: ServiceCallOptions | undefined,
    ) => {
      const { headers, ...rest } = callOptions ?? {};
      const params = { path: pathParams, ...(query ? { query } : {}), ...(headers ? { header: headers } : {}) };
      return call(verb)(path, { ...rest, params, ...(body === undefined ? {} : { body }) }) as Promise<T>;
    },
    list: <T>(path: string, pathParams: Record<string, string>, query: Record<string, unknown> | undefined, callOptions: ServiceCallOptions | undefined) =>
      autoPaging<T>((cursor) => caller.one<Page<T>>('GET', path, pathParams, undefined, { ...query, ...cursor }, callOptions)),
  };

  return {
    ...resourceServices(caller),
    GET: method('GET') as never,
    POST: method('POST') as never,
    PUT: method('PUT') as never,
    PATCH: method('PATCH') as never,
    DELETE: method('DELETE') as never,
    setAccessToken(token) {
      accessToken = token;
    },
    async signIn(email, password) {
      return keep((await call('POST')('/auth/login', { body: { email, password } })) as { accessToken: string; refreshToken: string });
    },
    async *paginate(path, init = {}) {
      let cursor: Record<string, unknown> = {};
      for (;;) {
        const params = { ...(init.path ? { path: init.path } : {}), query: { ...init.query, limit: init.size ?? 50, ...cursor } };
        const answer = (await call('GET')(path, { params })) as Page<never>;
        yield* answer.items;
        if (!answer.hasMore) return;
        cursor = nextCursor(answer);
      }
    },
    momo(product) {
      return {
        async send(operation, body, sendOptions = {}) {
          const { referenceId = crypto.randomUUID(), ...rest } = sendOptions;
          const verb = operation === 'payment/withdraw' ? 'PUT' : 'POST';
          await call(verb)(`/${product}/${operation}`, { ...rest, body, params: { header: { 'X-Reference-Id': referenceId } } });
          return referenceId;
        },
        async status(operation, referenceId) {
          return (await call('GET')(`/${product}/${operation}/${referenceId}/status`)) as { status: string };
        },
        async wait(operation, referenceId, waitOptions = {}) {
          const deadline = Date.now() + (waitOptions.timeoutMs ?? 60_000);
          for (;;) {
            const answer = await this.status(operation, referenceId);
            if (FINAL_MOMO_STATUSES.has(answer.status) || Date.now() >= deadline) return answer;
            await sleep(waitOptions.intervalMs ?? 500);
          }
        },
      };
    },
  };
}

/**
 * The answer with its money as decimal text ('12.35'), so no amount is ever a float: the numbers of
 * the properties the API answers as decimals, taken from the JSON's own text where the runtime
 * gives it (JSON.parse's source text), else written back from the number (exact for the API's
 * bounded amounts, whose digits fit a double).
 */
function withDecimalText(text: string, headers: Headers): string {
  if (!text || !headers.get('Content-Type')?.includes('json')) return text;
  const decimal = (key: string, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' && DECIMAL_FIELDS.has(key) ? (context?.source ?? String(value)) : value;
  return JSON.stringify(JSON.parse(text, decimal as (key: string, value: unknown) => unknown));
}

/** A list call's answer: its first page when awaited, every item of every page when iterated. */
function autoPaging<T>(fetchPage: (cursor: Record<string, unknown>) => Promise<Page<T>>): AutoPagingList<T> {
  let first: Promise<Page<T>> | undefined;
  const start = () => (first ??= fetchPage({}));
  async function* items(): AsyncGenerator<T> {
    let answer = await start();
    for (;;) {
      yield* answer.items;
      if (!answer.hasMore) return;
      answer = await fetchPage(nextCursor(answer));
    }
  }
  return {
    // biome-ignore lint/suspicious/noThenProperty: a list call is awaited for its first page, as Stripe's are.
    then: (onFulfilled, onRejected) => start().then(onFulfilled, onRejected),
    [Symbol.asyncIterator]: () => items(),
    async toArray(limit = 10_000) {
      const all: T[] = [];
      for await (const item of items()) {
        if (all.length >= limit) break;
        all.push(item);
      }
      return all;
    },
  };
}

/** Where the page after this one starts: the event log answers a cursor (`nextAfter`), every other list a page number. */
/**
 * Where the page after `answer` starts: after its last object (by id; a wallet transaction by its
 * entryId), so objects created or deleted during a walk neither repeat nor shift one; the event
 * log after its position; a list whose items have no id by page number.
 */
function nextCursor(answer: Page<unknown> & { nextAfter?: number }): Record<string, unknown> {
  if (answer.nextAfter !== undefined) return { after: answer.nextAfter };
  const last = answer.items.at(-1) as { id?: unknown; entryId?: unknown } | undefined;
  const id = last?.id ?? last?.entryId;
  return typeof id === 'string' ? { page: undefined, endingBefore: undefined, startingAfter: id } : { page: answer.page + 1 };
}
