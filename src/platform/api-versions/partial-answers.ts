import type { VersionChange } from './version-change.js';

/**
 * 2026-12-15: in GraphQL, every field that can be refused for a reason of its own is nullable: each
 * root field of Query and Mutation, and each field a module adds to another module's type under its
 * own scope (`DeveloperAccount.users`). A refusal then nulls that field alone, its error at the
 * field's path, and the fields beside it still answer; before, a non-null field's error nulled its
 * parent, up to the whole `data`. REST and the events are unchanged.
 */
export const partialAnswers: VersionChange = {
  name: 'graphql-partial-answers',
  summary:
    'GraphQL: every root field of `Query` and `Mutation`, and every field a scope guards, is nullable. One refused field answers `null` with its error at its path; the fields beside it still answer. Before, its error nulled the whole `data`.',
  migration:
    "Regenerate your GraphQL types from this version's schema and read each root field as it may be `null`: when it is, `errors` has an entry whose `path` names it. Send `Payments-Version: 2026-12-15` (or upgrade the account) to receive it.",
  sample: {
    before: '{ "data": null, "errors": [{ "path": ["secretKeys"], "extensions": { "code": "FORBIDDEN" } }] }',
    after: '{ "data": { "me": { … }, "wallet": { … }, "secretKeys": null }, "errors": [{ "path": ["secretKeys"], "extensions": { "code": "FORBIDDEN" } }] }',
  },
  graphql: 'refusable-fields-nullable',
};
