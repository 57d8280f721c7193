import type { VersionChange } from './version-change.js';

/**
 * The answers' links typed `URL` in GraphQL, which REST already documents as `format: uri`. Only
 * answers: an input typed `URL` would refuse text the services take today, and a country or phone
 * field keeps `String` because the stored values are wider than the scalars (`GHA`, a local number).
 */
export const URL_FIELDS = ['PaymentLink.url', 'Invoice.url', 'WebhookEndpoint.url', 'ReferralSummary.shareUrl', 'DisputeEvidence.url'] as const;

/** 2027-01-15: the links GraphQL answers are typed `URL` instead of `String`; the text is the same. */
export const urlFieldsTyped: VersionChange = {
  name: 'graphql-url-fields',
  summary: `GraphQL: the links an answer carries are typed \`URL\` instead of \`String\` (${URL_FIELDS.map((field) => `\`${field}\``).join(', ')}); the text is the same.`,
  migration: 'Regenerate your GraphQL types; map the `URL` scalar to your URL or string type. The values do not change.',
  sample: { before: 'url: String!', after: 'url: URL!' },
  graphql: 'url-fields-typed',
};
