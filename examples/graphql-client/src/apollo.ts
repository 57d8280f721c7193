// Apollo Client 4 over this API, with the normalized cache the schema asks for: pages of a
// connection merge by cursor (relayStylePagination), fragments on Node match every implementor,
// and the objects a mutation's payload or a subscription answers (a refund's payment, a corrected
// item's batch, a wallet's balance) update what is cached under their ids. Queries and mutations go
// over HTTP, subscriptions over graphql-ws on the same path. The policies are generated from the
// schema (src/generated/cache-policies.ts, by `npm run codegen`).
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition, print } from '@apollo/client/utilities';
import { type DocumentNode, getOperationAST, Kind, OperationTypeNode, parse } from 'graphql';
import { createClient as createSocketClient } from 'graphql-ws';
import { possibleTypes, typePolicies } from './generated/cache-policies.js';
import { GRAPHQL_API_VERSION, TRUSTED_DOCUMENT_IDS } from './generated/trusted-document-ids.js';
import type { Connection } from './payments-graphql.js';

/**
 * A document's id as Apollo sends it: its trusted-document id (the sha256 of Apollo's form of it,
 * written by codegen) when it is one of this app's documents, else the sha256 of its text, which a
 * server that accepts other documents registers the first time (Apollo's automatic persisted queries).
 */
async function documentId(document: DocumentNode): Promise<string> {
  const trusted = TRUSTED_DOCUMENT_IDS[getOperationAST(document)?.name?.value ?? '']?.apollo;
  if (trusted) return trusted;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(print(document)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The client and its socket: stop() closes the socket (a subscription keeps it open). */
export function createApolloClient(connection: Connection): ApolloClient {
  const http = new HttpLink({
    uri: `${connection.url}/graphql`,
    headers: {
      'Payments-Version': GRAPHQL_API_VERSION,
      'Ocp-Apim-Subscription-Key': connection.subscriptionKey,
      ...(connection.accessToken ? { Authorization: `Bearer ${connection.accessToken}` } : {}),
    },
  });
  // Opened on the first subscription only, and closed with the client.
  const socket = createSocketClient({
    url: `${connection.url.replace(/^http/, 'ws')}/graphql`,
    lazy: true,
    connectionParams: {
      'Payments-Version': GRAPHQL_API_VERSION,
      ...(connection.accessToken ? { authorization: `Bearer ${connection.accessToken}` } : {}),
    },
  });
  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
  };
  const client = new ApolloClient({
    // Every operation by its id (persisted queries); subscriptions over the socket, the rest over HTTP.
    link: ApolloLink.from([new PersistedQueryLink({ generateHash: documentId }), ApolloLink.split(isSubscription, new GraphQLWsLink(socket), http)]),
    cache: new InMemoryCache({ possibleTypes, typePolicies }),
  });
  const stop = client.stop.bind(client);
  client.stop = () => {
    stop();
    void socket.dispose();
  };
  return client;
}

/** A typed document of the codegen client preset (kept as a string) as the parsed document Apollo takes, types kept. */
export function apolloDocument<Result, Variables>(document: {
  __apiType?: (variables: Variables) => Result;
  toString(): string;
}): TypedDocumentNode<Result, Variables> {
  return parse(document.toString()) as unknown as TypedDocumentNode<Result, Variables>;
}
