// ESLint runs only on the GraphQL schema (the TypeScript is Biome's): @graphql-eslint's recommended
// and Relay schema rules, with GitHub's and Shopify's conventions (one input per mutation, an id on
// every object, no type name in a field's). `npm run lint:graphql` compares what it finds with the
// findings listed in lint/graphql-findings.json, each rule's with its reason; a new one fails.
import graphql from '@graphql-eslint/eslint-plugin';

const SCHEMA = ['src/graphql/base.graphql', 'src/modules/*/*.graphql'];

export default [
  {
    files: SCHEMA,
    languageOptions: { parser: graphql.parser, parserOptions: { graphQLConfig: { schema: SCHEMA } } },
    plugins: { '@graphql-eslint': graphql },
    rules: {
      ...graphql.configs['flat/schema-recommended'].rules,
      ...graphql.configs['flat/schema-relay'].rules,
      // One line inline, longer ones in a block: both are GraphQL descriptions, and graphql-js prints both.
      '@graphql-eslint/description-style': 'off',
      // Every mutation takes one input object, named <Mutation>Input (GitHub's convention).
      '@graphql-eslint/input-name': ['error', { checkInputType: true, caseSensitiveInputType: false }],
      // Ids on objects; payloads, connections, edges and the platform's value types are not objects of their own.
      '@graphql-eslint/strict-id-in-types': [
        'error',
        { exceptions: { suffixes: ['Payload', 'Connection', 'Edge'], types: ['PageInfo', 'UserError', 'Money', 'Query', 'Mutation', 'Subscription'] } },
      ],
      // A connection's nodes sit beside its edges, and bounded reference lists stay lists (see the schema conventions test).
      '@graphql-eslint/relay-edge-types': ['error', { listTypeCanWrapOnlyEdgeType: false }],
      // The removal date is in the reason ("Removal on YYYY-MM-DD"), where clients read it and the
      // contract gate enforces it; the built-in @deprecated has no date argument.
      '@graphql-eslint/require-deprecation-date': 'off',
      '@graphql-eslint/require-deprecation-reason': 'error',
    },
  },
];
