import type { VersionChange } from './version-change.js';

/**
 * 2027-01-15: in GraphQL, each mutation's payload answers its own typed user errors
 * (`CreatePaymentLinkUserError`), whose `code` is the mutation's enum of the codes it answers
 * (`CreatePaymentLinkUserErrorCode`), as Shopify's payloads do; before, every payload answered
 * `UserError` with `code: String`. The values are the same text, so an answer reads the same.
 */
export const typedUserErrors: VersionChange = {
  name: 'graphql-typed-user-errors',
  summary:
    "GraphQL: each payload's `userErrors` is its mutation's own type (`CreatePaymentLinkUserError`), whose `code` is an enum of the codes that mutation answers (`CreatePaymentLinkUserErrorCode`); before, `UserError` with `code: String`.",
  migration:
    "The JSON is the same: `field`, `message` and `code` keep their values. Regenerate your GraphQL types from this version's schema, switch on the enum, and replace `... on UserError` fragments with the mutation's type (or select the fields directly).",
  sample: {
    before: 'userErrors: [UserError!]!   # code: String!',
    after: 'userErrors: [CreatePaymentLinkUserError!]!   # code: CreatePaymentLinkUserErrorCode',
  },
  graphql: 'typed-user-errors',
};
