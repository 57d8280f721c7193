// Apollo Client 4 over this API, with the normalized cache the schema asks for: pages of a
// connection merge by cursor (relayStylePagination), fragments on Node match every implementor,
// and the objects a mutation's payload answers (a refund's payment, a corrected item's batch)
// update what is cached under their ids. The policies are generated from the schema
// (src/generated/cache-policies.ts, by `npm run codegen`).
import { ApolloClient, HttpLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { possibleTypes, typePolicies } from './generated/cache-policies.js';
import type { Connection } from './payments-graphql.js';

export function createApolloClient(connection: Connection): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri: `${connection.url}/graphql`,
      headers: {
        'Ocp-Apim-Subscription-Key': connection.subscriptionKey,
        ...(connection.accessToken ? { Authorization: `Bearer ${connection.accessToken}` } : {}),
      },
    }),
    cache: new InMemoryCache({ possibleTypes, typePolicies }),
  });
}

/** A typed document of the codegen client preset (kept as a string) as the parsed document Apollo takes, types kept. */
export function apolloDocument<Result, Variables>(document: {
  __apiType?: (variables: Variables) => Result;
  toString(): string;
}): TypedDocumentNode<Result, Variables> {
  return parse(document.toString()) as unknown as TypedDocumentNode<Result, Variables>;
}
