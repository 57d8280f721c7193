import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { createRequire } from 'node:module';
import type { GraphQLError, GraphQLFormattedError, GraphQLSchema, ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { GraphQLContext } from '../graphql/context.js';
import { createLoaders } from '../graphql/loaders.js';
import { parseAuthorization } from '../platform/auth/credentials.js';
import type { Principal } from '../platform/auth/principal.js';
import { isDomainError, type CredentialProblem } from '../platform/errors.js';
import type { Services } from '../services.js';

/**
 * Why the server closed a subscription socket, so a client knows what to do: get a new access
 * token and reconnect (expired), sign in again (revoked), or fix its credentials (invalid).
 */
export const CLOSE_CODES: Record<CredentialProblem, { code: number; reason: string }> = {
  invalid: { code: 4401, reason: 'token_invalid: send a valid access token as "Bearer <token>"' },
  revoked: { code: 4410, reason: 'session_revoked: the user signed out everywhere, reset the password, or the secret key was revoked; sign in again' },
  expired: { code: 4419, reason: 'token_expired: refresh the access token and reconnect' },
};

/** How often open sockets are checked against their token's expiry and the user's token version. */
export const SESSION_CHECK_MS = 500;

interface SocketSession {
  principal: Extract<Principal, { kind: 'user' }>;
  tokenVersion: number;
  expiresAt: Date;
}

/**
 * GraphQL subscriptions over graphql-ws on the same path as queries. The client sends
 * `{ authorization: "Bearer <access token>" }` as connection params. A socket lives only as long
 * as its token: when the token expires, or the user signs out everywhere or resets the password,
 * the socket is closed within a second with a close code that says which (CLOSE_CODES).
 */
/** What makes the socket answer as HTTP does: the same validation limits, and errors formatted with their codes. */
export interface SocketRules {
  validationRules: ValidationRule[];
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
}

// graphql's own copy, as graphql-ws and the schema builder load it (its CommonJS entry): validate()
// refuses a schema built by another copy, and a bundler may hand this file the ES module one.
const { specifiedRules, validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

export function attachSubscriptions(server: Server, schema: GraphQLSchema, services: Services, rules: SocketRules) {
  // A request's own fault found before it runs (validation, a limit) carries the code HTTP gives it.
  const formatRefusal = (error: GraphQLError) =>
    rules.formatError(
      {
        ...error.toJSON(),
        // graphql-ws reports here what validation refused (a document that does not parse closes the socket with 4400).
        extensions: { ...error.extensions, code: 'GRAPHQL_VALIDATION_FAILED' },
      },
      error,
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

  const graphqlWs = useServer<Record<string, unknown>, { socket: WebSocket }>(
    {
      schema,
      validate: (validated, document) => validate(validated, document, [...specifiedRules, ...rules.validationRules]),
      onError: (_ctx, _id, _payload, errors) => errors.map(formatRefusal),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((error) => rules.formatError(error.toJSON(), error)) } : undefined,
      onConnect: async (ctx) => {
        const socket = ctx.extra.socket;
        const header = ctx.connectionParams?.['authorization'] ?? ctx.connectionParams?.['Authorization'];
        try {
          const credentials = parseAuthorization(typeof header === 'string' ? header : undefined);
          if (credentials?.scheme !== 'bearer') {
            end(socket, 'invalid');
            return false;
          }
          const authenticated = await services.secretKeys.authenticateBearer(credentials.token);
          const { userId, role, secretKey } = authenticated;
          sessions.set(socket, {
            principal: { kind: 'user', userId, role, ...(secretKey ? { secretKey } : {}) },
            tokenVersion: authenticated.session.tokenVersion,
            expiresAt: authenticated.session.expiresAt,
          });
          socket.once('close', () => sessions.delete(socket));
          return true;
          // biome-ignore lint/plugin: a refused connection is answered with its close code.
        } catch (error) {
          // The first close wins: graphql-ws's own 4403 for a refused connection comes after it.
          end(socket, isDomainError(error) ? (error.credentialProblem ?? 'invalid') : 'invalid');
          return false;
        }
      },
      context: (ctx): GraphQLContext => ({
        services,
        principal: sessions.get(ctx.extra.socket)?.principal,
        client: undefined,
        loaders: createLoaders(services),
        correlationId: randomUUID(),
      }),
    },
    wss,
  );

  let checking = false;
  const checkSessions = async () => {
    if (checking || sessions.size === 0) return;
    checking = true;
    try {
      const now = services.clock.now();
      for (const [socket, session] of sessions) if (session.expiresAt <= now) end(socket, 'expired');
      // A session opened with a secret key lasts as long as the key; one opened with a token, as long as the user's token version.
      const keyIds = [...sessions.values()].flatMap((s) => (s.principal.secretKey ? [s.principal.secretKey.id] : []));
      const [versions, validKeys] = await Promise.all([
        services.identity.tokenVersions([...new Set([...sessions.values()].filter((s) => !s.principal.secretKey).map((s) => s.principal.userId))]),
        services.secretKeys.stillValid([...new Set(keyIds)]),
      ]);
      for (const [socket, session] of sessions) {
        const key = session.principal.secretKey;
        if (key ? !validKeys.has(key.id) : versions.get(session.principal.userId) !== session.tokenVersion) end(socket, 'revoked');
      }
      // biome-ignore lint/plugin: an unreachable database is retried on the next sweep.
    } catch {
      // The database is briefly unreachable: check again on the next round.
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void checkSessions(), SESSION_CHECK_MS);
  timer.unref();

  return {
    wss,
    async close(): Promise<void> {
      clearInterval(timer);
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await graphqlWs.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
