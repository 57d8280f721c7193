import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DB } from '../db/database.js';
import { readRoutingOf } from '../db/database.js';
import { currentReadScope, inReadScope, type ReadScope } from '../db/read-routing.js';
import type { Principal } from '../platform/auth/principal.js';

/**
 * The HTTP side of reads on a standby (db/read-routing.ts): each request runs in a read scope
 * naming its caller and whether it means to write, and a request that wrote records its caller's
 * position before its answer leaves, on both transports alike.
 */

const scopes = new WeakMap<FastifyRequest, ReadScope>();

/** Who calls, as read positions name callers; none for a request that only shows a key. */
function callerOf(principal: Principal | undefined): string | undefined {
  if (principal?.kind === 'user') return `user:${principal.userId}`;
  if (principal?.kind === 'apiUser') return `api-user:${principal.apiUserId}`;
  return undefined;
}

/**
 * Runs `work`, the request's handling once its caller is known, in its read scope. Where no standby
 * serves reads (`db` has no read routing) it runs bare: no scope is made on the common path.
 */
export function inRequestReadScope<T>(db: DB, request: FastifyRequest, intent: ReadScope['intent'], principal: Principal | undefined, work: () => T): T {
  if (!readRoutingOf(db)) return work();
  const scope: ReadScope = { caller: callerOf(principal), intent, wrote: false };
  scopes.set(request, scope);
  return inReadScope(scope, work);
}

/** A GraphQL operation, once resolved, says whether it writes: a query only reads. */
export function graphqlOperationResolved(operationType: 'query' | 'mutation' | 'subscription'): void {
  const scope = currentReadScope();
  if (scope) scope.intent = operationType === 'query' ? 'read' : 'write';
}

/** With a standby serving reads: each request that wrote records its caller's position as it answers. */
export function recordWritePositions(app: FastifyInstance, db: DB): void {
  const routing = readRoutingOf(db);
  if (!routing) return;
  app.addHook('onSend', async (request, _reply, payload) => {
    await routing.settle(scopes.get(request));
    return payload;
  });
}
