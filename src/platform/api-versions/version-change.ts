/**
 * GraphQL's changes by name: every refusable field nullable (partial answers); each payload's
 * userErrors typed by its mutation, with a code enum of its own; the links answers carry typed URL.
 */
export type GraphQLShapeChange = 'refusable-fields-nullable' | 'typed-user-errors' | 'url-fields-typed';

/** A node of a JSON schema, as the OpenAPI document and the routes' serialisers hold it. */
export type JsonSchemaNode = Record<string, unknown>;

/**
 * One small, named change of the API's shape, introduced by a dated version. Services answer in
 * the newest shape; a change turns an answer (and the schema that documents it) back into the
 * shape of the versions before it, at the edge, so a pinned client never sees it.
 */
export interface VersionChange {
  /** The change's name: the changelog's anchor and the tests' handle. */
  readonly name: string;
  /** What changed, in one line, for the changelog. */
  readonly summary: string;
  /** What a client does to move, in one or two lines. */
  readonly migration: string;
  /** An answer's fragment before the change and after it. */
  readonly sample: { readonly before: string; readonly after: string };
  /** A value of the newer shape, in the older one, given the node of the newer schema that describes it. */
  answerToOlder?(node: JsonSchemaNode, value: unknown): unknown;
  /** A node of the newer schema, as the older version documents it. */
  schemaToOlder?(node: JsonSchemaNode): JsonSchemaNode;
  /** An event body of the newer shape, in the older one (webhook deliveries to an endpoint pinned before the change). */
  eventToOlder?(type: string, body: Record<string, unknown>): Record<string, unknown>;
  /**
   * How GraphQL's schema changes from this version on (graphql/schema.ts makes it). GraphQL's SDL is
   * written in the first version's shape; a version's schema is that SDL with the GraphQL changes
   * up to it made, in order.
   */
  readonly graphql?: GraphQLShapeChange;
}
