/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query RecipientById($id: ID!) {\n    recipient(id: $id) {\n      id\n    }\n  }\n": typeof types.RecipientByIdDocument,
    "\n  mutation CreateRecipient($i: CreateRecipientInput!, $k: String) {\n    createRecipient(input: $i, idempotencyKey: $k) {\n      id\n      provider\n    }\n  }\n": typeof types.CreateRecipientDocument,
    "\n  mutation MoveRecipientToAirtelTigo($id: ID!) {\n    updateRecipient(id: $id, input: { provider: \"AIRTELTIGO\" }) {\n      provider\n    }\n  }\n": typeof types.MoveRecipientToAirtelTigoDocument,
    "\n  mutation RenameRecipient($id: ID!) {\n    updateRecipient(id: $id, input: { name: \"Stolen\" }) {\n      id\n    }\n  }\n": typeof types.RenameRecipientDocument,
    "\n  mutation DeleteRecipient($id: ID!) {\n    deleteRecipient(id: $id)\n  }\n": typeof types.DeleteRecipientDocument,
    "\n  query RecipientPage($first: Int, $after: String) {\n    recipients(first: $first, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.RecipientPageDocument,
};
const documents: Documents = {
    "\n  query RecipientById($id: ID!) {\n    recipient(id: $id) {\n      id\n    }\n  }\n": types.RecipientByIdDocument,
    "\n  mutation CreateRecipient($i: CreateRecipientInput!, $k: String) {\n    createRecipient(input: $i, idempotencyKey: $k) {\n      id\n      provider\n    }\n  }\n": types.CreateRecipientDocument,
    "\n  mutation MoveRecipientToAirtelTigo($id: ID!) {\n    updateRecipient(id: $id, input: { provider: \"AIRTELTIGO\" }) {\n      provider\n    }\n  }\n": types.MoveRecipientToAirtelTigoDocument,
    "\n  mutation RenameRecipient($id: ID!) {\n    updateRecipient(id: $id, input: { name: \"Stolen\" }) {\n      id\n    }\n  }\n": types.RenameRecipientDocument,
    "\n  mutation DeleteRecipient($id: ID!) {\n    deleteRecipient(id: $id)\n  }\n": types.DeleteRecipientDocument,
    "\n  query RecipientPage($first: Int, $after: String) {\n    recipients(first: $first, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.RecipientPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipientById($id: ID!) {\n    recipient(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').RecipientByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecipient($i: CreateRecipientInput!, $k: String) {\n    createRecipient(input: $i, idempotencyKey: $k) {\n      id\n      provider\n    }\n  }\n"): typeof import('./graphql.js').CreateRecipientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveRecipientToAirtelTigo($id: ID!) {\n    updateRecipient(id: $id, input: { provider: \"AIRTELTIGO\" }) {\n      provider\n    }\n  }\n"): typeof import('./graphql.js').MoveRecipientToAirtelTigoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameRecipient($id: ID!) {\n    updateRecipient(id: $id, input: { name: \"Stolen\" }) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').RenameRecipientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRecipient($id: ID!) {\n    deleteRecipient(id: $id)\n  }\n"): typeof import('./graphql.js').DeleteRecipientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipientPage($first: Int, $after: String) {\n    recipients(first: $first, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql.js').RecipientPageDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
