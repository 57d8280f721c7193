import { badRequest } from '../errors.js';
import { amountsAsDecimalText } from './amounts-as-decimal-text.js';
import { partialAnswers } from './partial-answers.js';
import { typedUserErrors } from './typed-user-errors.js';
import { urlFieldsTyped } from './url-fields-typed.js';
import type { GraphQLShapeChange, JsonSchemaNode, VersionChange } from './version-change.js';
import { entryOf } from '../map-entry.js';

/** The header a request names a version with, and an answer says which version served it. */
export const VERSION_HEADER = 'Payments-Version';

/** A dated version of the REST API and the event bodies: the changes it brought. */
export interface ApiVersion {
  /** The version's name: the date it was released, YYYY-MM-DD. */
  readonly date: string;
  /** The version in a few words, for the changelog. */
  readonly title: string;
  /** The changes a client pinned before it does not see: each with its way back. */
  readonly changes: readonly VersionChange[];
  /**
   * What the API gained when it was released. Additions reach every version (a new operation, an
   * optional request field, a field of an answer), as Stripe's do; only changes are versioned.
   */
  readonly added?: readonly string[];
}

/**
 * Every version, oldest first. A released version's shape never changes: what changes the API's
 * shape is a new version with the change, named and given its way back (version-change.ts).
 */
export const API_VERSIONS: readonly ApiVersion[] = [
  { date: '2026-11-21', title: "The specification's shape: amounts as JSON numbers", changes: [] },
  {
    date: '2026-12-01',
    title: 'Amounts as decimal text',
    changes: [amountsAsDecimalText],
    added: [
      '`Payments-Version` on every REST request and answer: a request may name a version; the answer says which one shaped it.',
      '`GET /api-versions`, `POST /developers/me/api-version` and `…/rollback` (GraphQL: `apiVersions`, `upgradeApiVersion`, `rollBackApiVersion`); `apiVersion` and `apiVersionRollback` on the developer account.',
      '`apiVersion` on webhook endpoints: the version their deliveries are shaped in, and the `Payments-Version` header on each delivery.',
      '`rotateSubscriptionKey(input:)` in GraphQL, one input object as every mutation will take.',
      "`PaymentRefund.method` and `LoanInstalment.amountDue` in GraphQL, as REST's refunds and loan schedules have them; `Payment.refundConnection(first:, after:)`, a payment's refunds a page at a time (`Payment.refunds` is deprecated for it).",
      'Trusted documents in GraphQL: a document sent by id (APQ\'s `persistedQuery` extension, or `documentId: "sha256:…"`), the first-party clients\' documents held by the server, and `GRAPHQL_TRUSTED_DOCUMENTS=only` to run nothing else.',
      "`WalletBalance` in GraphQL is a `Node`: `id` (its currency account, `la_…`) and `walletId`, found by `walletBalance(id:)` and `node(id:)`, so a normalised cache updates a wallet's balance from `walletBalanceChanged`. The `@cacheKey` directive names the key fields of the types without an id (`MobileMoneyOperation`, `SandboxClock`, `KycTier`, `NotificationPreferences`); the generated Apollo cache policies key them by it.",
    ],
  },
  {
    date: '2026-12-15',
    title: 'Partial answers in GraphQL',
    changes: [partialAnswers],
    added: [
      "`Payments-Version` on GraphQL requests (a header over HTTP, a connection parameter over graphql-ws): the version whose schema serves it, else the account's, and the answer says which.",
    ],
  },
  {
    date: '2027-01-15',
    title: 'Typed user errors and links in GraphQL',
    changes: [typedUserErrors, urlFieldsTyped],
    added: [
      "Each mutation's typed user error and code enum in GraphQL (`CreatePaymentLinkUserError`, `CreatePaymentLinkUserErrorCode`), in every version's schema: the codes a mutation's userErrors carry, declared per mutation.",
      "One `input` on every GraphQL mutation that takes arguments, in every version's schema: `deleteWebhook(input: { id })`, `transferToWallet(input: { …, idempotencyKey })`. The arguments each took before are still taken, deprecated until 2027-06-01; a key sent one way replays the other.",
      "Paging by object on every REST list, as Stripe's: `startingAfter` and `endingBefore` (an object's id) and `limit` beside `page` and `size`, so a walk neither repeats nor skips an object created or deleted meanwhile; the four libraries' auto-paging walks by object.",
      "`metadata` on payment links, invoices, payments, refunds, point-of-sale sales, payroll batches, transfers and savings goals, as Stripe's: set at creation, updated with a POST to the object (`updatePaymentLink`, `updateInvoice`, `updatePayment`, `updateRefund`, `updatePosSale`, `updatePayrollBatch`, `updateTransfer`, `updateSavingsGoal` in GraphQL, where it is a list of key and value entries), carried by their events, and copied from a link or an invoice onto the payment made through it; `payment_link.updated`, `invoice.updated`, `payment.updated`, `refund.updated`, `pos.sale_updated`, `payroll.batch_updated`, `transfer.updated` and `savings.goal_updated` announce a change. `GET /merchants/me/refunds/{id}` reads one refund.",
      "`metadata` on payment requests, the requester's alone (the payer reads `null`): set at creation, updated with `POST /payment-requests/{id}` (`updatePaymentRequest`), carried by `payment_request.expired` and announced by `payment_request.updated`.",
      "`metadata` on fund-ins, cash-outs and fund-in refunds: set at creation, updated with `POST /wallets/me/fund-ins/{id}` and `POST /wallets/me/cash-outs/{id}` (`updateWalletFunding`); their outcomes are announced with it, as Stripe's top-ups and payouts are: `fund_in.succeeded`, `fund_in.failed`, `cash_out.paid`, `cash_out.failed`, and a change by `fund_in.updated` and `cash_out.updated`.",
      '`metadata` on saved cards: set when a setup intent is confirmed (the card it saves), updated with `POST /payment-methods/{paymentMethodId}` (`updatePaymentMethod`), announced by `payment_method.updated`.',
      "`metadata` on payroll items: given per employee of a batch or a template (which keeps it and copies it onto each batch's items), updated with `POST /payroll/batches/{id}/items/{itemId}` (`updatePayrollItem`), announced by `payroll.item_updated`.",
      '`metadata` on saved recipients and webhook endpoints: set at creation, merged into by their update (`PUT /recipients/{id}`, `PUT /merchants/me/webhooks/{id}`; `updateRecipient`, `updateWebhook`) beside their other fields.',
      "Search with Stripe's query language: `GET …/payments/search`, `…/payment-links/search`, `…/invoices/search` and `…/refunds/search` under `/merchants/me`, `GET /pos/sales/search` and `GET /transactions/search`; `searchPayments`, `searchPaymentLinks`, `searchInvoices`, `searchRefunds`, `searchPosSales` and `searchTransfers` in GraphQL.",
    ],
  },
];

/** The version the services answer in: the newest. */
export const LATEST_VERSION = API_VERSIONS[API_VERSIONS.length - 1]!.date;

/**
 * The version a new developer account is pinned to. It stays the specification's shape until the
 * platform announces the move: an account keeps the version it signed up with until its owner
 * upgrades it (the dashboard, the API) or a request names another.
 */
export const VERSION_FOR_NEW_ACCOUNTS = API_VERSIONS[0]!.date;

const KNOWN = new Set(API_VERSIONS.map((v) => v.date));

/** GraphQL's changes up to `version`, oldest first: its schema is the SDL as written with each made. */
export function graphqlChangesIn(version: string): GraphQLShapeChange[] {
  return API_VERSIONS.filter((v) => v.date <= version).flatMap((v) => v.changes.flatMap((change) => (change.graphql ? [change.graphql] : [])));
}

/** The versions, as a refusal names them: `2026-11-21, 2026-12-01`. */
export const KNOWN_VERSIONS = [...KNOWN].join(', ');

export function isApiVersion(text: unknown): text is string {
  return typeof text === 'string' && KNOWN.has(text);
}

/** The version a request names with the header, if it names one; an unknown one is the caller's mistake, named. */
export function requestedVersion(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  if (isApiVersion(header)) return header;
  throw badRequest(`${VERSION_HEADER} must be one of ${KNOWN_VERSIONS}.`, [{ field: VERSION_HEADER, message: `must be one of ${KNOWN_VERSIONS}` }]);
}

/** The changes a client pinned to `version` must not see, newest first: each is undone in turn. */
const CHANGES_AFTER = new Map(
  API_VERSIONS.map(({ date }) => [
    date,
    API_VERSIONS.filter((v) => v.date > date)
      .reverse()
      .flatMap((v) => [...v.changes].reverse()),
  ]),
);

function changesAfter(version: string): readonly VersionChange[] {
  const changes = CHANGES_AFTER.get(version);
  if (!changes) throw new Error(`no API version ${version}`);
  return changes;
}

const isNode = (value: unknown): value is JsonSchemaNode => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every object of a JSON value mapped by `map`, children first; an unchanged part is the same object (so a caller can tell). */
function mapObjects(value: unknown, map: (node: JsonSchemaNode) => JsonSchemaNode): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => mapObjects(item, map));
    return items.every((item, i) => item === value[i]) ? value : items;
  }
  if (!isNode(value)) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, child]) => {
    const mapped = mapObjects(child, map);
    if (mapped !== child) changed = true;
    return [key, mapped] as const;
  });
  return map(changed ? Object.fromEntries(entries) : value);
}

const olderSchemas = new WeakMap<VersionChange, WeakMap<JsonSchemaNode, JsonSchemaNode>>();

/** A schema as the version before `change` documents it: the same object where the change touches nothing. */
function schemaBefore(change: VersionChange, schema: JsonSchemaNode): JsonSchemaNode {
  const toOlder = change.schemaToOlder;
  if (!toOlder) return schema;
  const cache = entryOf(olderSchemas, change, () => new WeakMap<JsonSchemaNode, JsonSchemaNode>());
  return entryOf(cache, schema, () => mapObjects(schema, toOlder) as JsonSchemaNode);
}

/** Which branch of an anyOf/oneOf describes `value`: the first whose type admits it. */
function branchOf(branches: unknown[], value: unknown): JsonSchemaNode | undefined {
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : typeof value;
  return branches.filter(isNode).find((branch) => {
    const type = branch['type'];
    if (type === undefined) return true;
    const types = Array.isArray(type) ? type : [type];
    return types.includes(kind) || (kind === 'number' && types.includes('integer'));
  });
}

/** An answer of the version after `change`, as the version before it answers, led by the answer's (newer) schema. */
function answerBefore(change: VersionChange, schema: JsonSchemaNode, value: unknown): unknown {
  const answerToOlder = change.answerToOlder;
  if (!answerToOlder) return value;
  const walk = (node: JsonSchemaNode, current: unknown): unknown => {
    if (schemaBefore(change, node) === node) return current;
    let next = current;
    const branches = (node['anyOf'] ?? node['oneOf']) as unknown[] | undefined;
    if (branches) {
      const branch = branchOf(branches, current);
      if (branch) next = walk(branch, current);
    } else if (Array.isArray(current) && isNode(node['items'])) {
      const items = node['items'];
      next = current.map((item) => walk(items, item));
    } else if (isNode(current) && isNode(node['properties'])) {
      const properties = node['properties'];
      next = Object.fromEntries(Object.entries(current).map(([key, field]) => [key, isNode(properties[key]) ? walk(properties[key], field) : field]));
    }
    return answerToOlder(node, next);
  };
  return walk(schema, value);
}

/** A REST answer of the newest shape (documented by `schema`) as `version` answers it. */
export function answerInVersion(value: unknown, schema: JsonSchemaNode, version: string): unknown {
  let answer = value;
  let documented = schema;
  for (const change of changesAfter(version)) {
    answer = answerBefore(change, documented, answer);
    documented = schemaBefore(change, documented);
  }
  return answer;
}

/** A schema (or a whole OpenAPI document) of the newest shape, as `version` documents it; the same object for the newest. */
export function schemaInVersion<T extends JsonSchemaNode>(schema: T, version: string): T {
  let documented: JsonSchemaNode = schema;
  for (const change of changesAfter(version)) documented = schemaBefore(change, documented);
  return documented as T;
}

/** An event body of the newest shape, as an endpoint pinned to `version` receives it. */
function eventInVersion(type: string, body: Record<string, unknown>, version: string): Record<string, unknown> {
  let event = body;
  for (const change of changesAfter(version)) if (change.eventToOlder) event = change.eventToOlder(type, event);
  return event;
}

/** The REST layer's OpenAPI document (generated in the newest shape) as `version` documents it. */
export function documentInVersion<T extends JsonSchemaNode>(latest: T, version: string): T {
  const shaped = schemaInVersion(latest, version);
  return { ...shaped, info: { ...(shaped['info'] as JsonSchemaNode), version } };
}

/** An event's body text as an endpoint pinned to `version` receives it: the same text unless a change since reshapes events. */
export function eventBodyInVersion(type: string, body: string, version: string): string {
  if (!changesAfter(version).some((change) => change.eventToOlder)) return body;
  return JSON.stringify(eventInVersion(type, JSON.parse(body) as Record<string, unknown>, version));
}
