import { describe, expect, it } from 'vitest';
import { MODULES } from '../src/generated/modules.js';
import { buildSchema } from '../src/graphql/schema.js';
import { openApiDocument } from '../src/http/openapi.js';

/**
 * Every REST operation has a GraphQL counterpart: a Query or Mutation field of the same name (or
 * `retrieveX` → `x`, `listX` → `x`), else the one its route names (`graphql: 'Mutation.fileDispute'`).
 * Where GraphQL has no counterpart by design, DELIBERATE says why. A new route without either
 * fails this test.
 */
/** REST operations without a GraphQL counterpart by design, each with its reason (none today). */
const DELIBERATE: Record<string, string> = {};

type FieldsOf = { getFields(): Record<string, unknown> };

describe('REST operations', () => {
  it('each have a GraphQL counterpart: the same name, or the one named here', async () => {
    const schema = buildSchema();
    const has = (typeName: string, field: string) => field in ((schema.getType(typeName) as unknown as FieldsOf | undefined)?.getFields() ?? {});
    const operations = Object.values((await openApiDocument()).paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((methods) => Object.values(methods))
      .map((operation) => operation.operationId)
      .filter((id): id is string => Boolean(id));
    expect(operations.length).toBeGreaterThan(150);
    const counterparts = new Map(
      MODULES.flatMap((module) => module.routes ?? []).flatMap((route) =>
        route.operationId && route.graphql ? [[route.operationId, route.graphql] as const] : [],
      ),
    );
    const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
    const missing = operations.filter((id) => {
      if (DELIBERATE[id]) return false;
      const named = counterparts.get(id);
      if (named) {
        const [typeName, field] = named.split('.') as [string, string];
        return !has(typeName, field);
      }
      const shortened = lowerFirst(id.replace(/^(retrieve|list)/, ''));
      return ![id, shortened].some((name) => has('Query', name) || has('Mutation', name));
    });
    expect(missing).toEqual([]);
    expect(counterparts.size, 'the routes name the counterparts whose names differ').toBeGreaterThan(70);
  });
});
