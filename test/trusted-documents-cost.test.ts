import { readFileSync } from 'node:fs';
import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { QueryCostModel } from '../src/graphql/query-cost.js';
import { VersionedSchemas } from '../src/graphql/versioned-schemas.js';

// A first-party document past the cost limit is refused whole, and its page shows nothing (the
// payment page did, once a refund's metadata was added to its 100 refunds). Every document the
// dashboard, the example and the CLI send is held to the limit here, as the server would hold it
// with the variables left to their defaults.
const trusted = JSON.parse(readFileSync('src/generated/trusted-documents.json', 'utf8')) as Record<string, string>;

describe('the trusted documents', () => {
  it('each cost no more than the limit the server holds every operation to', () => {
    const limit = loadConfig({}).graphqlLimits.maxCost;
    const model = new QueryCostModel(new VersionedSchemas().first, limit);
    const over: [string, number][] = [];
    for (const text of Object.values(trusted)) {
      const document = parse(text);
      for (const operation of document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)) {
        const cost = model.requested(document, operation, {});
        if (cost > limit) over.push([operation.name?.value ?? '(anonymous)', cost]);
      }
    }
    expect(over).toEqual([]);
    expect(Object.keys(trusted).length).toBeGreaterThan(100);
  });
});
