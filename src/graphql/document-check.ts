import { createRequire } from 'node:module';
import type { DocumentNode, GraphQLError, GraphQLSchema, ValidationRule } from 'graphql';

/**
 * graphql's own copy, as the schema builder and graphql-ws load it (its CommonJS entry): validate()
 * and execute() refuse a schema built by another copy, and a bundler may hand a file the ES module one.
 */
export const graphqlRuntime = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** What a document is checked against beside the schema: the parser's token limit and the server's rules beside graphql-js's. */
export interface DocumentRules {
  readonly maxTokens: number;
  readonly validationRules: readonly ValidationRule[];
}

/**
 * A document as the server takes it: parsed under the token limit and validated with graphql-js's
 * rules and the server's (graphql-armor's), as Apollo Server checks one over HTTP. The document, or
 * its errors coded as Apollo codes them: GRAPHQL_PARSE_FAILED, else GRAPHQL_VALIDATION_FAILED whatever
 * a rule said.
 */
export function checkDocument(schema: GraphQLSchema, text: string, rules: DocumentRules): DocumentNode | GraphQLError[] {
  const { GraphQLError: RuntimeGraphQLError, parse, specifiedRules, validate } = graphqlRuntime;
  let document: DocumentNode;
  try {
    document = parse(text, { maxTokens: rules.maxTokens });
    // biome-ignore lint/plugin: parse throws only syntax errors, answered as Apollo answers them.
  } catch (error) {
    return [new RuntimeGraphQLError((error as GraphQLError).message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
  }
  const invalid = validate(schema, document, [...specifiedRules, ...rules.validationRules]);
  if (invalid.length === 0) return document;
  return invalid.map(
    (error) => new RuntimeGraphQLError(error.message, { nodes: error.nodes ?? null, extensions: { ...error.extensions, code: 'GRAPHQL_VALIDATION_FAILED' } }),
  );
}
