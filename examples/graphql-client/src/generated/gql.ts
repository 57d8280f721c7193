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
    "\n  mutation SignIn($email: String!, $password: String!) {\n    login(input: {email: $email, password: $password}) {\n      tokens {\n        accessToken\n        expiresIn\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query MyWallet {\n    wallet {\n      id\n      balances {\n        currency\n        balance {\n          amount\n          currency\n        }\n      }\n    }\n  }\n": typeof types.MyWalletDocument,
    "\n  mutation SendMoney($toEmail: String!, $amount: Decimal!, $currency: Currency!) {\n    transferToWallet(\n      input: {toEmail: $toEmail, amount: $amount, currency: $currency}\n    ) {\n      walletTransfer {\n        id\n        amount {\n          amount\n          currency\n        }\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.SendMoneyDocument,
    "\n  subscription MyEvents($types: [String!]) {\n    events(types: $types) {\n      id\n      type\n      data\n    }\n  }\n": typeof types.MyEventsDocument,
};
const documents: Documents = {
    "\n  mutation SignIn($email: String!, $password: String!) {\n    login(input: {email: $email, password: $password}) {\n      tokens {\n        accessToken\n        expiresIn\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  query MyWallet {\n    wallet {\n      id\n      balances {\n        currency\n        balance {\n          amount\n          currency\n        }\n      }\n    }\n  }\n": types.MyWalletDocument,
    "\n  mutation SendMoney($toEmail: String!, $amount: Decimal!, $currency: Currency!) {\n    transferToWallet(\n      input: {toEmail: $toEmail, amount: $amount, currency: $currency}\n    ) {\n      walletTransfer {\n        id\n        amount {\n          amount\n          currency\n        }\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.SendMoneyDocument,
    "\n  subscription MyEvents($types: [String!]) {\n    events(types: $types) {\n      id\n      type\n      data\n    }\n  }\n": types.MyEventsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    login(input: {email: $email, password: $password}) {\n      tokens {\n        accessToken\n        expiresIn\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): typeof import('./graphql.js').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWallet {\n    wallet {\n      id\n      balances {\n        currency\n        balance {\n          amount\n          currency\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').MyWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMoney($toEmail: String!, $amount: Decimal!, $currency: Currency!) {\n    transferToWallet(\n      input: {toEmail: $toEmail, amount: $amount, currency: $currency}\n    ) {\n      walletTransfer {\n        id\n        amount {\n          amount\n          currency\n        }\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): typeof import('./graphql.js').SendMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyEvents($types: [String!]) {\n    events(types: $types) {\n      id\n      type\n      data\n    }\n  }\n"): typeof import('./graphql.js').MyEventsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
