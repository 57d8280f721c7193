// The dashboard is a GraphQL client of the platform's own API: typed documents (graphql() of the
// codegen client preset, in ./generated) through Apollo Client's normalized cache (the pages of a
// connection merge by cursor, an object a mutation answers updates every page that shows it), and
// subscriptions over graphql-ws.
import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { parse, print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { Observable } from 'rxjs';
import { possibleTypes, typePolicies } from './generated/cache-policies';
import type { TypedDocumentString } from './generated/graphql';
import { documentPayload, GRAPHQL_API_VERSION } from './generated/trusted-document-ids';

/** A signed-in merchant: GraphQL needs only the token (requests without a key count against the user's own limit). */
export interface Session {
  accessToken: string;
  /** Exchanged for new tokens when the access token expires (each refresh token works once). */
  refreshToken?: string;
  email: string;
}

/**
 * The session is the browser's, as a dashboard's sign-in is: kept in localStorage, so a deep link
 * opened in a new tab and a reload stay signed in, and signing out in one tab signs out every tab
 * (each hears the change). The GraphQL explorer reads and renews the same entry.
 */
const SESSION_KEY = 'payments-dashboard-session';
/** One renewal at a time across the browser's tabs: a refresh token works once. */
const RENEWAL_LOCK = 'payments-dashboard-session-renewal';

export function loadSession(): Session | undefined {
  const text = localStorage.getItem(SESSION_KEY);
  return text ? (JSON.parse(text) as Session) : undefined;
}

export function saveSession(session: Session | undefined): void {
  if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  else localStorage.removeItem(SESSION_KEY);
}

/** Calls `changed` with the session another tab signed in, renewed or signed out (undefined). */
export function onSessionChangedElsewhere(changed: (session: Session | undefined) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) changed(loadSession());
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** An error as the API reported it: its message, code, the input field at fault and the correlation id to quote. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly correlationId: string | null,
    readonly field: readonly string[] | null = null,
  ) {
    super(message);
  }
}

interface UserError {
  field?: readonly string[] | null;
  message: string;
  code: string;
}

/** The payload fields that may stay null on success, by mutation (the expiry of a key's predecessors, when it had none). */
interface NullableOnSuccess {
  createApiKey: 'previousKeysExpireAt';
}

/** A mutation's answer once its payload's userErrors are known to be empty: what it changed is there. */
export type Succeeded<Result> = {
  [Field in keyof Result]: Result[Field] extends { userErrors: readonly UserError[] }
    ? { [Key in keyof Result[Field]]: Key extends NullableOnSuccess[Field & keyof NullableOnSuccess] ? Result[Field][Key] : NonNullable<Result[Field][Key]> }
    : Result[Field];
};

/** The first user error of any mutation in the answer: the dashboard shows it where it shows any refusal. */
function firstUserError(data: unknown): UserError | undefined {
  for (const value of Object.values(data as Record<string, unknown>)) {
    const errors = (value as { userErrors?: UserError[] } | null)?.userErrors;
    if (errors?.length) return errors[0];
  }
  return undefined;
}

const REFRESH = /* GraphQL */ `mutation DashboardRefresh($refreshToken: String!) { refreshSession(input: { refreshToken: $refreshToken }) { tokens { accessToken refreshToken } userErrors { field message code } } }`;
let refreshing: Promise<void> | undefined;

/**
 * Runs a document; an expired access token is renewed once with the refresh token (concurrent
 * calls share the one renewal) and the call repeated. The session object is updated in place.
 */
export async function execute<Result, Variables>(
  session: Partial<Session>,
  document: TypedDocumentString<Result, Variables> | string,
  variables?: Variables,
  form: 'text' | 'apollo' = 'text',
): Promise<Succeeded<Result>> {
  try {
    return await send<Succeeded<Result>>(session, document.toString(), variables, form);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'UNAUTHORIZED' || !session.refreshToken || !session.accessToken) throw error;
    await renewOnce(session);
    return send<Succeeded<Result>>(session, document.toString(), variables, form);
  }
}

/** The session's renewal, shared by every call that found its token expired (queries and the socket alike). */
function renewOnce(session: Partial<Session>): Promise<void> {
  refreshing ??= renew(session).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

const clients = new WeakMap<Session, ApolloClient>();

/**
 * The session's Apollo Client: one normalized cache per signed-in session (a new session starts
 * empty), with the type policies generated from the schema. Its link is `execute`, so every
 * operation keeps the token renewal, the correlation id and a mutation's userErrors as an ApiError.
 */
export function apolloFor(session: Session): ApolloClient {
  let client = clients.get(session);
  if (!client) {
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          // Sent by its trusted id: Apollo's form of the document (with __typename), which the server holds.
          execute(session, print(operation.query), operation.variables, 'apollo').then(
            (data) => {
              observer.next({ data });
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
        }),
    );
    client = new ApolloClient({ link, cache: new InMemoryCache({ possibleTypes, typePolicies }) });
    clients.set(session, client);
  }
  return client;
}

const parsed = new Map<string, TypedDocumentNode>();

/** A typed document of the codegen client preset (kept as a string) as the parsed document Apollo takes, types kept. */
export function documentNode<Result, Variables>(document: TypedDocumentString<Result, Variables>): TypedDocumentNode<Result, Variables> {
  const text = document.toString();
  let node = parsed.get(text);
  if (!node) {
    node = parse(text) as TypedDocumentNode;
    parsed.set(text, node);
  }
  return node as unknown as TypedDocumentNode<Result, Variables>;
}

/**
 * New tokens for an expired access token, one tab at a time: another tab (or the explorer) may have
 * renewed the session already, and its refresh token is then spent, so the stored pair is taken
 * rather than spending it again.
 */
async function renew(session: Partial<Session>): Promise<void> {
  const once = async () => {
    const stored = loadSession();
    if (stored?.accessToken && stored.accessToken !== session.accessToken) {
      Object.assign(session, stored);
      return;
    }
    const { refreshSession } = await send<{ refreshSession: { tokens: { accessToken: string; refreshToken: string } } }>({}, REFRESH, {
      refreshToken: session.refreshToken,
    });
    session.accessToken = refreshSession.tokens.accessToken;
    session.refreshToken = refreshSession.tokens.refreshToken;
    saveSession(session as Session);
  };
  await (navigator.locks ? navigator.locks.request(RENEWAL_LOCK, once) : once());
}

async function send<Result>(session: Partial<Session>, query: string, variables: unknown, form: 'text' | 'apollo' = 'text'): Promise<Result> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Payments-Version': GRAPHQL_API_VERSION,
        ...(session.accessToken ? { Authorization: `Bearer ${session.accessToken}` } : {}),
      },
      body: JSON.stringify({ ...documentPayload(query, form), variables: variables ?? {} }),
    });
  } catch {
    throw new ApiError('The server could not be reached.', 'NETWORK', null);
  }
  const correlationId = response.headers.get('X-Correlation-ID');
  // biome-ignore lint/plugin: an answer that is not JSON (a proxy's error page) is reported by its HTTP status below.
  const body = (await response.json().catch(() => ({}))) as { data?: Result; errors?: { message: string; extensions?: { code?: string } }[] };
  const [first] = body.errors ?? [];
  if (first || !body.data) throw new ApiError(first?.message ?? `HTTP ${response.status}`, first?.extensions?.code ?? 'ERROR', correlationId);
  const refused = firstUserError(body.data);
  if (refused) throw new ApiError(refused.message, refused.code, correlationId, refused.field ?? null);
  return body.data;
}

let socket: { session: Session; client: Client } | undefined;

/** The server's close code for an access token that expired while its socket was open. */
const TOKEN_EXPIRED = 4419;

/**
 * One graphql-ws connection per session, on the same path as the API. Each (re)connection sends
 * the session's current token; when the server closed the socket because that token expired,
 * graphql-ws retries, and the retry first renews the session as an expired query does, so a live
 * page goes on (its subscriptions resume from their positions) instead of showing an error.
 */
export function socketFor(session: Session): Client {
  if (socket?.session !== session) {
    void socket?.client.dispose();
    const url = `${location.origin.replace(/^http/, 'ws')}/graphql`;
    // The token the socket last connected with, and whether the server closed it for that token's expiry.
    let sent = '';
    let expired = false;
    socket = {
      session,
      client: createClient({
        url,
        lazy: true,
        retryAttempts: 10,
        connectionParams: async () => {
          // Renewed only if no query renewed the session meanwhile (its token is then already new).
          if (expired && session.refreshToken && session.accessToken === sent) await renewOnce(session);
          expired = false;
          sent = session.accessToken;
          return { authorization: `Bearer ${sent}`, 'Payments-Version': GRAPHQL_API_VERSION };
        },
        on: {
          closed: (event) => {
            if ((event as CloseEvent).code === TOKEN_EXPIRED) expired = true;
          },
        },
      }),
    };
  }
  return socket.client;
}
