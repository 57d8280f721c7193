/**
 * Every deprecation of the API, declared once: the changelog lists it, GraphQL's @deprecated reason
 * and REST's Deprecation, Sunset and Link headers are written from it, and the contract gate lets
 * what it names be removed only after its removal date (GraphQL), or only in a new version past
 * its sunset (REST).
 */
export interface Deprecation {
  /** The changelog's anchor. */
  readonly id: string;
  readonly surface: 'graphql' | 'rest';
  /** What is deprecated, as a developer finds it: `Mutation.rotateSubscriptionKey(product:)`, `/ms/v1/v1/<group>/…`. */
  readonly what: string;
  /** What to use instead. */
  readonly replacement: string;
  /** When it was deprecated (YYYY-MM-DD). */
  readonly deprecatedOn: string;
  /** The first day it may be gone (YYYY-MM-DD): at least six months after deprecatedOn. */
  readonly removalOn: string;
  /** Before and after, for the changelog. */
  readonly sample: { readonly before: string; readonly after: string };
}

export const DEPRECATIONS: readonly Deprecation[] = [
  {
    id: 'rotate-subscription-key-product-argument',
    surface: 'graphql',
    what: '`Mutation.rotateSubscriptionKey(product:)`',
    replacement: '`rotateSubscriptionKey(input: {product})`',
    deprecatedOn: '2026-11-29',
    removalOn: '2027-06-01',
    sample: { before: 'rotateSubscriptionKey(product: COLLECTION)', after: 'rotateSubscriptionKey(input: { product: COLLECTION })' },
  },
  {
    id: 'mutation-arguments-into-input',
    surface: 'graphql',
    what: "A mutation's arguments other than `input` (`deleteWebhook(id:)`, `createTransfer(idempotencyKey:)`, … on 74 mutations)",
    replacement: 'the same field inside `input`',
    deprecatedOn: '2026-11-29',
    removalOn: '2027-06-01',
    sample: {
      before: 'refundPayment(id: $id, amount: "5.00", idempotencyKey: $key) { refund { id } }',
      after: 'refundPayment(input: { id: $id, amount: "5.00", idempotencyKey: $key }) { refund { id } }',
    },
  },
  {
    id: 'payment-refunds-list',
    surface: 'graphql',
    what: '`Payment.refunds`, a plain list that cannot be paged',
    replacement: '`Payment.refundConnection(first:, after:)`',
    deprecatedOn: '2026-11-29',
    removalOn: '2027-06-01',
    sample: {
      before: 'payment(id: $id) { refunds { id status } }',
      after: 'payment(id: $id) { refundConnection(first: 20) { nodes { id status } pageInfo { hasNextPage endCursor } } }',
    },
  },
  {
    id: 'doubled-version-segment',
    surface: 'rest',
    what: 'The grouped routes under a second version segment, `/ms/v1/v1/<group>/…` (bills, savings, loans, credit, invoices, referrals, disputes, notifications, pos, payroll)',
    replacement: 'the same route under `/ms/v1/<group>/…`',
    deprecatedOn: '2026-11-29',
    removalOn: '2027-06-01',
    sample: { before: 'GET /ms/v1/v1/loans/products', after: 'GET /ms/v1/loans/products' },
  },
];

/** Where the changelog explains a deprecation, relative to the server (RFC 8288 resolves it against the request's URL). */
export const changelogPath = (id: string) => `/docs/changelog#${id}`;

/** The reason GraphQL's @deprecated gives: the replacement and the removal date, which the gate reads. */
export const deprecationReason = (deprecation: Deprecation) =>
  `Use ${deprecation.replacement.replaceAll('`', '')} instead. Removal on ${deprecation.removalOn}.`;

/** RFC 9745's Deprecation value (an epoch-seconds date) and RFC 8594's Sunset (an HTTP date), of a deprecation's days. */
export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  return {
    Deprecation: `@${at(deprecation.deprecatedOn).getTime() / 1000}`,
    Sunset: at(deprecation.removalOn).toUTCString(),
    Link: `<${changelogPath(deprecation.id)}>; rel="deprecation"; type="text/html"`,
  };
}

export function deprecation(id: string): Deprecation {
  const found = DEPRECATIONS.find((d) => d.id === id);
  if (!found) throw new Error(`no deprecation ${id}`);
  return found;
}
