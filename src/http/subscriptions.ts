import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { GraphQLContext } from '../graphql/context.js';
import { createLoaders } from '../graphql/loaders.js';
import { parseAuthorization } from '../platform/auth/credentials.js';
import type { Principal } from '../platform/auth/principal.js';
import type { Services } from '../services.js';

/**
 * GraphQL subscriptions over graphql-ws on the same path as queries. The client sends
 * `{ authorization: "Bearer <access token>" }` as connection params; without a valid token the
 * connection is closed with 4403 Forbidden at init.
 */
export function attachSubscriptions(server: Server, schema: GraphQLSchema, services: Services) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const principals = new WeakMap<WebSocket, Principal>();

  const onUpgrade = (request: import('node:http').IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== '/graphql') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  server.on('upgrade', onUpgrade);

  const graphqlWs = useServer<Record<string, unknown>, { socket: WebSocket }>(
    {
      schema,
      onConnect: async (ctx) => {
        const header = ctx.connectionParams?.['authorization'] ?? ctx.connectionParams?.['Authorization'];
        try {
          const credentials = parseAuthorization(typeof header === 'string' ? header : undefined);
          if (credentials?.scheme !== 'bearer') return false;
          const authenticated = await services.identity.authenticate(credentials.token);
          principals.set(ctx.extra.socket, { kind: 'user', userId: authenticated.userId, role: authenticated.role });
          return true;
        } catch {
          return false;
        }
      },
      context: (ctx): GraphQLContext => ({
        services,
        principal: principals.get(ctx.extra.socket),
        client: undefined,
        loaders: createLoaders(services),
        correlationId: randomUUID(),
      }),
    },
    wss,
  );

  return {
    wss,
    async close(): Promise<void> {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await graphqlWs.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
