import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { DocumentNode, ExecutionResult, FormattedExecutionResult, GraphQLError, GraphQLFormattedError, ValidationRule } from 'graphql';
import { MessageType } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { GraphQLContext } from '../graphql/context.js';
import { checkDocument, graphqlRuntime } from '../graphql/document-check.js';
import { createLoaders } from '../graphql/loaders.js';
import { parseAuthorization } from '../platform/auth/credentials.js';
import type { Principal } from '../platform/auth/principal.js';
import { isDomainError, unauthorized, type CredentialProblem } from '../platform/errors.js';
import type { Metrics } from '../platform/metrics.js';
import type { Services } from '../app/services.js';
import { type DocumentReference, PERSISTED_QUERY_NOT_FOUND, PERSISTED_QUERY_REQUIRED, TrustedDocuments } from '../graphql/trusted-documents.js';
import type { OperationGuard } from '../graphql/operation-guard.js';
import { sharingSubscribe } from '../graphql/shared-event-answers.js';
import { writtenAsTheyCome } from './written-as-they-come.js';
import { entryOf } from '../platform/map-entry.js';
import { admitKeylessOperation, graphqlVersion, toGraphQLError } from './graphql.js';
import type { VersionedSchemas } from '../graphql/versioned-schemas.js';
import { requestedVersion, VERSION_HEADER } from '../platform/api-versions/api-versions.js';

/**
 * Why the server closed a subscription socket, so a client knows what to do: get a new access
 * token and reconnect (expired), sign in again (revoked), or fix its credentials (invalid).
 */
export const CLOSE_CODES: Record<CredentialProblem, { code: number; reason: string }> = {
  invalid: { code: 4401, reason: 'token_invalid: send a valid access token as "Bearer <token>"' },
  revoked: { code: 4410, reason: 'session_revoked: the user signed out everywhere, reset the password, or the secret key was revoked; sign in again' },
  expired: { code: 4419, reason: 'token_expired: refresh the access token and reconnect' },
};

/** A connection whose parameters name a version the platform does not have: graphql-ws's code for a bad request. */
const BAD_VERSION_CLOSE = 4400;

/** A connection refused by the guessing throttle (too many credentials that were no one's from its address). */
export const THROTTLED_CLOSE = { code: 4429, reason: 'too_many_attempts: too many failed credentials from this address;' };

interface SocketSession {
  principal: Extract<Principal, { kind: 'user' }>;
  tokenVersion: number;
  expiresAt: Date;
  /** The client's address, for the rate limit and the guessing throttle. */
  clientAddress: string;
  /** The version the connection parameters name (`Payments-Version`), if they name one. */
  askedVersion: string | undefined;
}

/** What makes the socket answer as HTTP does: the same guard, validation limits and parser limit, and errors formatted with their codes. */
export interface SocketRules {
  guard: OperationGuard;
  validationRules: ValidationRule[];
  maxTokens: number;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** The client's address as HTTP requests see it (behind a trusted proxy, the forwarded one). */
  clientAddress: (request: IncomingMessage) => string;
  metrics: Metrics;
  /** How often open sockets are checked against their credentials (SOCKET_SESSION_CHECK_MS): a backstop to the ends told at once. */
  sessionCheckMs: number;
  /** The trusted documents: subscribes may name one by id, and with `only` must. */
  trusted: TrustedDocuments;
}

/** A socket's client address as fastify reads an HTTP request's: behind a trusted proxy, the first forwarded address. */
export function socketClientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return trustProxy && first ? first : (request.socket.remoteAddress ?? 'unknown');
}

const { GraphQLError: SocketGraphQLError, getOperationAST } = graphqlRuntime;

/**
 * GraphQL subscriptions over graphql-ws on the same path as queries; queries and mutations go over
 * HTTP (docs/concepts/events.md says why). The client sends `{ authorization: "Bearer <token>" }`
 * as connection params. Every subscribe passes the same guard as an HTTP request
 * (graphql/operation-guard.ts: list bounds, clean text, cost), the same validation rules and parser
 * limit, the same rate limit, and a check of its credential as it stands now. A socket lives only
 * as long as its credential: a revoke, a sign-out everywhere or a password reset in this process
 * closes it before that change is answered; in another process, as the database announces it; a
 * token's expiry, at the latest on the next sweep. Close codes say which (CLOSE_CODES).
 */
export function attachSubscriptions(server: Server, schemas: VersionedSchemas, services: Services, rules: SocketRules) {
  // Documents are validated once, against the first version's schema: versions differ only in which fields are nullable.
  const schema = schemas.first;
  // A refusal as HTTP words it, in graphql's own copy (graphql-ws tells errors from other values by it).
  const refusal = (error: unknown): GraphQLError => {
    const graphql = isDomainError(error) ? toGraphQLError(error) : (error as GraphQLError);
    const { http: _status, ...extensions } = graphql.extensions ?? {};
    return new SocketGraphQLError(graphql.message, { nodes: graphql.nodes ?? null, extensions, originalError: isDomainError(error) ? error : undefined });
  };
  const formatRefusal = (error: GraphQLError) =>
    rules.formatError(
      { ...error.toJSON(), extensions: { ...error.extensions, code: error.extensions?.['code'] ?? 'GRAPHQL_VALIDATION_FAILED' } },
      error.originalError ?? error,
    );
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const sessions = new Map<WebSocket, SocketSession>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== '/graphql') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  server.on('upgrade', onUpgrade);

  const end = (socket: WebSocket, problem: CredentialProblem) => {
    sessions.delete(socket);
    socket.close(CLOSE_CODES[problem].code, CLOSE_CODES[problem].reason);
  };

  /**
   * What stops each session's credential working now, read from the database in one round: its
   * expiry passed, a key revoked or past its grace, a token older than its user's token version.
   * The sweep asks it of every open socket, a subscribe of its own.
   */
  const problemsOf = async (checked: readonly (readonly [WebSocket, SocketSession])[]): Promise<Map<WebSocket, CredentialProblem>> => {
    const now = services.clock.wallNow();
    const keyIds = checked.flatMap(([, s]) => (s.principal.secretKey ? [s.principal.secretKey.id] : []));
    const [versions, validKeys] = await Promise.all([
      services.identity.tokenVersions([...new Set(checked.filter(([, s]) => !s.principal.secretKey).map(([, s]) => s.principal.userId))]),
      services.secretKeys.stillValid([...new Set(keyIds)]),
    ]);
    const problems = new Map<WebSocket, CredentialProblem>();
    for (const [socket, session] of checked) {
      const key = session.principal.secretKey;
      if (session.expiresAt <= now) problems.set(socket, 'expired');
      else if (key ? !validKeys.has(key.id) : versions.get(session.principal.userId) !== session.tokenVersion) problems.set(socket, 'revoked');
    }
    return problems;
  };

  /** A subscribe's document parsed and validated: a trusted one once per process, by its id; any other per subscribe, unless only trusted ones run. */
  const parsedAndValidated = (text: string): DocumentNode | GraphQLError[] => checkDocument(schema, text, rules);
  const checkedDocument = (payload: { query: string; extensions?: Record<string, unknown> | null }): DocumentNode | GraphQLError[] => {
    const id = TrustedDocuments.idOf(payload as DocumentReference);
    const trustedDocument = id ? rules.trusted.preparedOnce(id, parsedAndValidated) : undefined;
    if (trustedDocument) return trustedDocument;
    // An id the server does not hold: the standard answer, as Apollo gives it over HTTP, unless the text came with it (and may run).
    if (id && (rules.trusted.only || !payload.query))
      return [new SocketGraphQLError(PERSISTED_QUERY_NOT_FOUND.message, { extensions: PERSISTED_QUERY_NOT_FOUND.extensions })];
    if (rules.trusted.only) return [new SocketGraphQLError(PERSISTED_QUERY_REQUIRED.message, { extensions: PERSISTED_QUERY_REQUIRED.extensions })];
    return parsedAndValidated(payload.query);
  };

  // An answer shared by a group of subscriptions (graphql/shared-event-answers.ts) is made ready to send once: its cost reported, its errors formatted, its text written.
  const answersToSend = new WeakMap<object, FormattedExecutionResult>();
  const answerTexts = new WeakMap<object, string>();
  const answerToSend = (contextValue: unknown, result: ExecutionResult): FormattedExecutionResult => {
    const cost = (contextValue as GraphQLContext | undefined)?.cost;
    const reported = cost && rules.guard.report(cost, result.data);
    const extensions = reported ? { ...result.extensions, cost: reported } : result.extensions;
    const errors = result.errors?.map((error) => rules.formatError(error.toJSON(), error));
    return { ...result, ...(errors ? { errors } : {}), ...(extensions ? { extensions } : {}) };
  };
  /** An answer as this socket sends it; none once the socket's credential ended or expired (closing, it sends nothing more). */
  const sendable = (socket: WebSocket, contextValue: unknown, result: ExecutionResult): FormattedExecutionResult | undefined => {
    const session = sessions.get(socket);
    if (!session) return undefined;
    if (session.expiresAt <= services.clock.wallNow()) {
      end(socket, 'expired');
      return undefined;
    }
    return entryOf(answersToSend, result, () => answerToSend(contextValue, result));
  };
  /** Where each subscription's answers go, by its context: the socket, and its `next` message's text up to the payload (the subscription's id in it). */
  type Destination = { socket: WebSocket; messageStart: string };
  const destinations = new WeakMap<object, Destination>();
  /** A subscription's answer written as graphql-ws writes its `next` message, with the shared answer's text written once. */
  const writeAnswer = ({ socket, messageStart }: Destination, contextValue: unknown, result: ExecutionResult): Promise<void> | undefined => {
    const answer = sendable(socket, contextValue, result);
    if (!answer || socket.readyState !== socket.OPEN) return undefined;
    const frame = `${messageStart}${entryOf(answerTexts, answer, () => JSON.stringify(answer))}}`;
    if (socket.bufferedAmount === 0) {
      socket.send(frame);
      return undefined;
    }
    // Earlier frames still wait to be written (a client reading slowly): the next answer waits for this one, as graphql-ws waits for every frame.
    return new Promise((resolve) => socket.send(frame, () => resolve()));
  };
  const sharedAnswers = sharingSubscribe();
  const graphqlWs = useServer<Record<string, unknown>, { socket: WebSocket; request: IncomingMessage }>(
    {
      schema,
      subscribe: async (args) => {
        const answers = await sharedAnswers(args);
        const destination = destinations.get(args.contextValue as object);
        if (!destination || !(Symbol.asyncIterator in answers)) return answers;
        return writtenAsTheyCome(answers, (result) => writeAnswer(destination, args.contextValue, result));
      },
      onSubscribe: async (ctx, id, payload) => {
        const socket = ctx.extra.socket;
        const session = sessions.get(socket);
        if (!session) return [refusal(unauthorized('A bearer access token is required.'))];
        const checked = checkedDocument(payload);
        if (Array.isArray(checked)) return checked;
        const document = checked;
        const operation = getOperationAST(document, payload.operationName);
        if (!operation)
          return [new SocketGraphQLError('The document names no operation to run (give operationName).', { extensions: { code: 'BAD_REQUEST' } })];
        try {
          const variables = payload.variables ?? undefined;
          const cost = rules.guard.admit({ document, operation, variables, transport: 'socket' });
          const problem = (await problemsOf([[socket, session]])).get(socket);
          if (problem) {
            end(socket, problem);
            return [refusal(unauthorized(CLOSE_CODES[problem].reason, problem))];
          }
          const { accountVersion: merchantVersion } = await admitKeylessOperation(services, rules.metrics, {
            principal: session.principal,
            clientAddress: session.clientAddress,
          });
          const apiVersion = graphqlVersion(session.askedVersion, merchantVersion);
          const contextValue: GraphQLContext = {
            services,
            principal: session.principal,
            client: undefined,
            loaders: createLoaders(services),
            correlationId: randomUUID(),
            apiVersion,
            clientAddress: session.clientAddress,
            cost,
          };
          destinations.set(contextValue, { socket, messageStart: `{"id":${JSON.stringify(id)},"type":"${MessageType.Next}","payload":` });
          return { schema: schemas.of(apiVersion), document, operationName: payload.operationName ?? null, variableValues: variables ?? null, contextValue };
          // biome-ignore lint/plugin: a refused subscribe is answered with its error, as HTTP answers it.
        } catch (error) {
          return [refusal(error)];
        }
      },
      onError: (_ctx, _id, _payload, errors) => errors.map(formatRefusal),
      // What graphql-ws sends itself: an operation other than a subscription's stream.
      onNext: (ctx, _id, _payload, args, result) => sendable(ctx.extra.socket, args.contextValue, result),
      onConnect: async (ctx) => {
        const socket = ctx.extra.socket;
        const clientAddress = rules.clientAddress(ctx.extra.request);
        const header = ctx.connectionParams?.['authorization'] ?? ctx.connectionParams?.['Authorization'];
        let askedVersion: string | undefined;
        try {
          askedVersion = requestedVersion(ctx.connectionParams?.[VERSION_HEADER] ?? ctx.connectionParams?.[VERSION_HEADER.toLowerCase()]);
          // biome-ignore lint/plugin: a version the platform does not have closes the connection, named.
        } catch (error) {
          socket.close(BAD_VERSION_CLOSE, (error as Error).message.slice(0, 120));
          return false;
        }
        try {
          const credentials = parseAuthorization(typeof header === 'string' ? header : undefined);
          if (credentials?.scheme !== 'bearer') {
            end(socket, 'invalid');
            return false;
          }
          const authenticated = await services.secretKeys.authenticateBearer(credentials.token, { clientAddress });
          const { userId, role, secretKey } = authenticated;
          sessions.set(socket, {
            principal: { kind: 'user', userId, role, ...(secretKey ? { secretKey } : {}) },
            tokenVersion: authenticated.session.tokenVersion,
            expiresAt: authenticated.session.expiresAt,
            clientAddress,
            askedVersion,
          });
          socket.once('close', () => sessions.delete(socket));
          return true;
          // biome-ignore lint/plugin: a refused connection is answered with its close code.
        } catch (error) {
          // The first close wins: graphql-ws's own 4403 for a refused connection comes after it.
          if (isDomainError(error) && error.code === 'RATE_LIMITED') socket.close(THROTTLED_CLOSE.code, `${THROTTLED_CLOSE.reason} ${error.message}`);
          else end(socket, isDomainError(error) ? (error.credentialProblem ?? 'invalid') : 'invalid');
          return false;
        }
      },
    },
    wss,
  );

  // A credential that ended in this process closes its sockets before the change is answered.
  const stopHearingEnds = services.liveConnections.onEnded((ended) => {
    for (const [socket, session] of sessions) {
      const key = session.principal.secretKey;
      const closes = ended.kind === 'secretKey' ? key?.id === ended.id : !key && session.principal.userId === ended.userId;
      if (closes) end(socket, 'revoked');
    }
  });

  let checking = false;
  let checkAgain = false;
  const checkSessions = async () => {
    if (checking) {
      checkAgain = true;
      return;
    }
    if (sessions.size === 0) return;
    checking = true;
    try {
      // Expired tokens end even while the database does not answer.
      const now = services.clock.wallNow();
      for (const [socket, session] of sessions) if (session.expiresAt <= now) end(socket, 'expired');
      // The sessions as they are now: one that opens while the database answers is not judged by answers that leave it out.
      const checked = [...sessions];
      const problems = await problemsOf(checked);
      for (const [socket, session] of checked) {
        const problem = problems.get(socket);
        if (problem && sessions.get(socket) === session) end(socket, problem);
      }
      // biome-ignore lint/plugin: an unreachable database is retried on the next sweep.
    } catch {
      // The database is briefly unreachable: check again on the next round.
    } finally {
      checking = false;
      if (checkAgain) {
        checkAgain = false;
        void checkSessions();
      }
    }
  };
  // Another process's sign-out or key revocation, as the database announces its user: checked now, not on the next sweep.
  const stopHearingAnnouncements = services.liveConnections.onAnnounced((subject) => {
    if ([...sessions.values()].some((session) => subject === `user:${session.principal.userId}`)) void checkSessions();
  });
  const timer = setInterval(() => void checkSessions(), rules.sessionCheckMs);
  timer.unref();

  return {
    wss,
    async close(): Promise<void> {
      clearInterval(timer);
      stopHearingEnds();
      stopHearingAnnouncements();
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await graphqlWs.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
