import type { GraphQLSchema } from 'graphql';
import { API_VERSIONS, graphqlChangesIn, VERSION_FOR_NEW_ACCOUNTS } from '../platform/api-versions/api-versions.js';
import { buildSchema } from './schema.js';

/**
 * GraphQL's schema in each dated version, built once per distinct shape: versions whose GraphQL is
 * the same share one schema (and one server), so a version that changes only REST costs nothing here.
 */
export class VersionedSchemas {
  private readonly byVersion: ReadonlyMap<string, GraphQLSchema>;

  constructor() {
    const byShape = new Map<string, GraphQLSchema>();
    const schemaOf = (version: string) => {
      const shape = graphqlChangesIn(version).join(' ');
      const built = byShape.get(shape) ?? buildSchema(version);
      byShape.set(shape, built);
      return built;
    };
    this.byVersion = new Map(API_VERSIONS.map(({ date }) => [date, schemaOf(date)]));
  }

  /** The schema of the first version: the one a request validates against before its version is known. */
  get first(): GraphQLSchema {
    return this.of(VERSION_FOR_NEW_ACCOUNTS);
  }

  of(version: string): GraphQLSchema {
    const schema = this.byVersion.get(version);
    if (!schema) throw new Error(`no API version ${version}`);
    return schema;
  }

  /** Each distinct schema once. */
  distinct(): GraphQLSchema[] {
    return [...new Set(this.byVersion.values())];
  }
}
