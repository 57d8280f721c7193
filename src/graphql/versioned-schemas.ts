import type { GraphQLSchema } from 'graphql';
import { API_VERSIONS, graphqlChangesIn, VERSION_FOR_NEW_ACCOUNTS } from '../platform/api-versions/api-versions.js';
import { buildSchema } from './schema.js';

/**
 * GraphQL's schema in each dated version, built once per distinct shape: versions whose GraphQL is
 * the same share one schema (and one server), so a version that changes only REST costs nothing here.
 * A shape is built when a request first needs it: a schema is a second of CPU, and most servers
 * (every test's among them) are only ever called in the version new accounts get.
 */
export class VersionedSchemas {
  private readonly shapeOf: ReadonlyMap<string, string>;
  private readonly byShape = new Map<string, GraphQLSchema>();

  constructor() {
    this.shapeOf = new Map(API_VERSIONS.map(({ date }) => [date, graphqlChangesIn(date).join(' ')]));
  }

  /** The schema of the first version: the one a request validates against before its version is known. */
  get first(): GraphQLSchema {
    return this.of(VERSION_FOR_NEW_ACCOUNTS);
  }

  of(version: string): GraphQLSchema {
    const shape = this.shapeOf.get(version);
    if (shape === undefined) throw new Error(`no API version ${version}`);
    let schema = this.byShape.get(shape);
    if (!schema) {
      // The schema reads only its version's GraphQL changes, so any version of this shape builds it.
      schema = buildSchema(version);
      this.byShape.set(shape, schema);
    }
    return schema;
  }
}
