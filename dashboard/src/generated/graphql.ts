/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** How far to move the clock: seconds, or a time to move to. Forward only. */
export type AdvanceSandboxClockInput = {
  /** Seconds to move forward: 1 to 316224000 (ten years). */
  seconds?: number | null | undefined;
  /** The account time to move to: after the clock's time now, at most ten years ahead. */
  to?: string | null | undefined;
};

/** A new MoMo-style API user. */
export type CreateApiUserInput = {
  /** Host of your callback receiver, e.g. webhook.example.com. */
  providerCallbackHost: string;
  /** A UUID you choose (X-Reference-Id in REST). Reusing one is RESOURCE_ALREADY_EXIST. */
  referenceId: string;
};

/** An invoice to create and send. */
export type CreateInvoiceInput = {
  /** The currency. */
  currency: string;
  /** Whom to send it to. */
  customerEmail: string;
  /** When it is due: today or later. */
  dueDate?: string | null | undefined;
  /** Retries with the same key answer the first result. */
  idempotencyKey?: string | null | undefined;
  /** 1-100 lines. */
  items: Array<InvoiceLineItemInput>;
  /** Your own data on the invoice (an order number): at most 50 keys; copied onto its payment. */
  metadata?: Array<MetadataEntryInput> | null | undefined;
  /** Up to 1000 characters. */
  notes?: string | null | undefined;
};

/** A payment link to create. */
export type CreatePaymentLinkInput = {
  /** Required for a fixed link; a suggestion for a flexible one; decimal text. */
  amount?: string | null | undefined;
  /** True: the payer pays amount; false: the payer chooses. */
  amountFixed: boolean;
  /** The currency. */
  currency: string;
  /** Up to 500 characters. */
  description?: string | null | undefined;
  /** When it stops taking payments; in the future. */
  expiresAt?: string | null | undefined;
  /** Retries with the same key answer the first result. */
  idempotencyKey?: string | null | undefined;
  /** A flexible link's most amount. */
  maxAmount?: string | null | undefined;
  /** Your own data on the link (an order number): at most 50 keys; copied onto each payment it takes. */
  metadata?: Array<MetadataEntryInput> | null | undefined;
  /** A flexible link's least amount. */
  minAmount?: string | null | undefined;
  /** The least a card payment may be (any link); mobile money is not bound by it. */
  minCardAmount?: string | null | undefined;
  /** One payment only (default false). */
  singleUse?: boolean | null | undefined;
  /** 1-100 characters. */
  title: string;
};

/** A payroll batch to create. */
export type CreatePayrollBatchInput = {
  /** The currency. */
  currency: string;
  /** The employees (at most 5000), unless a template fills them. */
  employees?: Array<PayrollEmployeeInput> | null | undefined;
  /** Retries with the same key answer the first result. */
  idempotencyKey?: string | null | undefined;
  /** Your own data on the batch (a pay period, a cost centre): at most 50 keys. */
  metadata?: Array<MetadataEntryInput> | null | undefined;
  /** 1-100 characters. */
  name: string;
  /** A template of yours to pre-fill the employees. */
  templateId?: string | number | null | undefined;
};

/** An employee list to save. */
export type CreatePayrollTemplateInput = {
  /** The currency. */
  currency: string;
  /** 1 to 5000 employees. */
  employees: Array<PayrollEmployeeInput>;
  /** Optional: sent again with the same input, the first answer is replayed for 24 hours; with other input it is refused. */
  idempotencyKey?: string | null | undefined;
  /** 1-100 characters. */
  name: string;
};

/** A secret key to create. */
export type CreateSecretKeyInput = {
  /** What the key is for, 1-100 characters. */
  name: string;
  /** Scopes of a restricted key (<resource>:read or <resource>:write; write includes read), at most 100; leave out for every scope. */
  scopes?: Array<string> | null | undefined;
};

/** Which way money moved for the wallet. */
export type Direction =
  /** Into the wallet. */
  | 'CREDIT'
  /** Out of the wallet. */
  | 'DEBIT';

/** Who takes part in a dispute. */
export type DisputeParty =
  /** An administrator reviewing it. */
  | 'ADMIN'
  /** The user the disputed transfer paid (a merchant, most often). */
  | 'RECIPIENT'
  /** The user who filed it. */
  | 'USER';

/** How urgent a dispute is: it sets expectedResolutionDate. */
export type DisputePriority =
  /** 3 days: an unauthorized transaction, or GHS 1,000 or more. */
  | 'HIGH'
  /** 14 days. */
  | 'LOW'
  /** 7 days: money not received or a wrong amount. */
  | 'MEDIUM';

/** Why a transaction is disputed (the spec's reasons). */
export type DisputeReason =
  /** It was charged twice. */
  | 'DUPLICATE'
  /** The amount is wrong. */
  | 'INCORRECT_AMOUNT'
  /** What was paid for did not arrive. */
  | 'NOT_RECEIVED'
  /** Anything else; say what in the description. */
  | 'OTHER'
  /** The user did not make it. */
  | 'UNAUTHORIZED';

/** How a dispute was resolved. */
export type DisputeResolution =
  /** Not in the user's favour. */
  | 'DECLINED'
  /** In the user's favour: the amount was credited back to the wallet. */
  | 'REFUNDED';

/** Where a dispute stands. */
export type DisputeStatus =
  /** Filed, not yet looked at. */
  | 'OPEN'
  /** Closed: resolution says how. */
  | 'RESOLVED'
  /** An administrator is on it. */
  | 'UNDER_REVIEW';

/** What kind of transaction is disputed. */
export type DisputedTransactionType =
  /** A bill payment (bpy_…). */
  | 'BILL_PAYMENT'
  /** A mobile money fund-in. */
  | 'FUND_IN'
  /** A peer-to-peer wallet transfer (je_…). */
  | 'P2P_TRANSFER'
  /** A remittance transfer (trf_…). */
  | 'REMITTANCE';

/** A line of an invoice to create. */
export type InvoiceLineItemInput = {
  /** 1-200 characters. */
  description: string;
  /** A whole number, at least 1. */
  quantity: number;
  /** 0 or more, decimal text. */
  unitPrice: string;
};

/** Where an invoice stands. */
export type InvoiceStatus =
  /** Its due date passed unpaid (the merchant's time zone, on the account clock). */
  | 'OVERDUE'
  /** Paid on its page. */
  | 'PAID'
  /** Sent to the customer, not yet paid. */
  | 'SENT'
  /** Voided by the merchant. */
  | 'VOID';

/**
 * What a subscription key opens. APP is publishable: it ships inside apps and alone authorises only
 * what any stranger may do (register, sign in, reset a password). Each mobile money product has its
 * own key, kept on your servers: it provisions API users and calls that product's routes.
 */
export type KeyProduct =
  /** The app key: publishable, shipped in apps; opens the app routes only. */
  | 'APP'
  /** The collection product's key: secret, for servers. */
  | 'COLLECTION'
  /** The disbursement product's key: secret, for servers. */
  | 'DISBURSEMENT'
  /** The remittance product's key: secret, for servers. */
  | 'REMITTANCE';

/** E-mail and password. */
export type LoginInput = {
  /** E-mail address. */
  email: string;
  /** 12-128 characters. */
  password: string;
};

/** One key of metadata to set on an object: at most 50 keys an object; an empty value unsets the key. */
export type MetadataEntryInput = {
  /** 1-40 characters, without [ or ]. */
  key: string;
  /** Up to 500 characters; empty to unset the key. */
  value: string;
};

/** Where a mobile money operation stands. */
export type MobileMoneyStatus =
  /** Cancelled before completion (invoices and pre-approvals). */
  | 'CANCELLED'
  /** Refused or failed; see reason. */
  | 'FAILED'
  /** Accepted, waiting for the provider (or the payer's approval). */
  | 'PENDING'
  /** Completed: the money moved. */
  | 'SUCCESSFUL';

/** What a step of a money trace is. */
export type MoneyTraceStepKind =
  /** A journal entry moved money (its postings follow). */
  | 'ENTRY'
  /** A hold reached its expiry and was released. */
  | 'HOLD_EXPIRED'
  /** A hold reserved money on an account. */
  | 'HOLD_PLACED'
  /** A hold was posted: all or part of it moved (by the entry it names); the rest was released. */
  | 'HOLD_POSTED'
  /** A hold was released without moving anything. */
  | 'HOLD_VOIDED';

/** Narrows the payments list; every field given must match. */
export type PaymentFilter = {
  /** Completed on or after this day (UTC). */
  from?: string | null | undefined;
  /** How the payer paid. */
  method?: PaymentMethodKind | null | undefined;
  /** COMPLETE (nothing refunded), PARTIALLY_REFUNDED or REFUNDED. */
  status?: PaymentStatus | null | undefined;
  /** The payment link (pl_…) or invoice (inv_…) paid. */
  targetId?: string | number | null | undefined;
  /** Completed on or before this day (UTC). */
  to?: string | null | undefined;
};

/** Where a payment link stands. */
export type PaymentLinkStatus =
  /** Takes payments. */
  | 'ACTIVE'
  /** Past its expiresAt. */
  | 'EXPIRED'
  /** Deactivated by the merchant. */
  | 'INACTIVE'
  /** A single-use link that took its payment. */
  | 'PAID';

/** How a payment on the hosted page was made. */
export type PaymentMethodKind =
  /** A card (the sandbox test cards). */
  | 'CARD'
  /** Mobile money: a request to pay to the payer's number. */
  | 'MOBILE_MONEY';

/** Where a payment stands. */
export type PaymentStatus =
  /** Paid: the money is in the merchant's wallet. */
  | 'COMPLETE'
  /** Closed unpaid after 30 minutes. */
  | 'EXPIRED'
  /** Not paid yet (a card declined, or a mobile money request waiting or failed: failureReason says). */
  | 'OPEN'
  /** Paid, and part of it refunded (refunds that did not fail, pending ones included). */
  | 'PARTIALLY_REFUNDED'
  /** Paid, and refunded in full. */
  | 'REFUNDED';

/** Where a payroll batch stands. */
export type PayrollBatchStatus =
  /** Every employee paid. */
  | 'COMPLETED'
  /** Created; nothing held or paid. */
  | 'DRAFT'
  /** Nobody paid; everything returned to the wallet. */
  | 'FAILED'
  /** Some paid, some failed (retry the failed ones). */
  | 'PARTIALLY_COMPLETED'
  /** Held and being paid. */
  | 'PROCESSING';

/** An employee to pay. */
export type PayrollEmployeeInput = {
  /** More than zero, decimal text. */
  amount: string;
  /** Your own data on the employee's payment: at most 50 keys. A template keeps it and copies it onto each batch's item. */
  metadata?: Array<MetadataEntryInput> | null | undefined;
  /** 1-100 characters. */
  name: string;
  /** E.164 mobile money number. */
  phone: string;
  /** 1-64 letters, digits, . _ : -; unique in the batch (by default the batch id and position). */
  reference?: string | null | undefined;
};

/** Where a payroll item stands. */
export type PayrollItemStatus =
  /** Not paid; its money went back to the wallet. */
  | 'FAILED'
  /** Not yet sent. */
  | 'PENDING'
  /** Sent; waiting for the mobile money answer. */
  | 'PROCESSING'
  /** Paid. */
  | 'SUCCEEDED';

/** Plans and their rate limits (requests per minute / per day): SANDBOX 60/10,000, STARTER 120/50,000, BUSINESS 600/500,000, ENTERPRISE set per account. */
export type Plan =
  /** 600 requests a minute, 500,000 a day. */
  | 'BUSINESS'
  /** Limits set per account by an administrator. */
  | 'ENTERPRISE'
  /** Free: 60 requests a minute, 10,000 a day. */
  | 'SANDBOX'
  /** 120 requests a minute, 50,000 a day. */
  | 'STARTER';

/** A catalog item to add. */
export type PosCatalogItemInput = {
  /** The currency. */
  currency: string;
  /** 1-200 characters. */
  description: string;
  /** Optional: sent again with the same input, the first answer is replayed for 24 hours; with other input it is refused. */
  idempotencyKey?: string | null | undefined;
  /** Up to 64 characters. */
  sku?: string | null | undefined;
  /** 0 or more, decimal text. */
  unitPrice: string;
};

/** Changes to a catalog item: any of its fields. */
export type PosCatalogItemUpdate = {
  /** The currency. */
  currency?: string | null | undefined;
  /** 1-200 characters. */
  description?: string | null | undefined;
  /** The item (pci_…). */
  id?: string | number | null | undefined;
  /** Up to 64 characters. */
  sku?: string | null | undefined;
  /** 0 or more, decimal text. */
  unitPrice?: string | null | undefined;
};

/** How a point-of-sale sale is paid (the spec's values). */
export type PosPaymentMethod =
  /** A card, on the sandbox card rail (the test cards decide). */
  | 'CARD'
  /** Cash, recorded only. */
  | 'CASH'
  /** Mobile money: a request to pay to customerPhone; PENDING until the customer answers. */
  | 'MOMO';

/** A refund: an amount, or lines. */
export type PosRefundInput = {
  /** An amount, decimal text. */
  amount?: string | null | undefined;
  /** Retries with the same key answer the first result. */
  idempotencyKey?: string | null | undefined;
  /** Or lines of the sale: each sold line at most once (so at most 200). */
  lines?: Array<PosRefundLineInput> | null | undefined;
  /** Why, 1-500 characters (optional). */
  reason?: string | null | undefined;
  /** The sale (sale_…). */
  saleId: string | number;
};

/** A line to refund. */
export type PosRefundLineInput = {
  /** The sale's line, counted from 1. */
  line: number;
  /** How many of it. */
  quantity: number;
};

/** Where a POS refund stands. */
export type PosRefundStatus =
  /** Not refunded; the money went back to the wallet. */
  | 'FAILED'
  /** A mobile money refund waiting for the rail. */
  | 'PENDING'
  /** Refunded. */
  | 'SUCCEEDED';

/** Where a sale stands. */
export type PosSaleStatus =
  /** Paid. */
  | 'COMPLETED'
  /** Not paid: failureReason says why. */
  | 'FAILED'
  /** A mobile money sale waiting for the customer. */
  | 'PENDING';

/** Where a refund stands. */
export type RefundStatus =
  /** The disbursement failed; the money went back to the merchant. */
  | 'FAILED'
  /** A mobile money disbursement to the payer, waiting for the rail. */
  | 'PENDING'
  /** The money went back. */
  | 'SUCCEEDED';

/** url: HTTPS; events: event types of the spec (see the docs at /docs/, Events and signatures). */
export type RegisterWebhookInput = {
  /** The dated API version its events are shaped in (YYYY-MM-DD); the account's when left out. */
  apiVersion?: string | null | undefined;
  /** Your note, at most 200 characters. */
  description?: string | null | undefined;
  /** Event types to receive (webhookEventTypes lists them). */
  events: Array<string>;
  /** Optional: sent again with the same input, the first answer is replayed for 24 hours; with other input it is refused. */
  idempotencyKey?: string | null | undefined;
  /** Your own data on the endpoint (an environment, a team): at most 50 keys. */
  metadata?: Array<MetadataEntryInput> | null | undefined;
  /** HTTPS, on a public address, at most 2048 characters. */
  url: string;
};

/** firstName, lastName, companyName 1-100 characters; the rest as RegisterInput. */
export type SignUpDeveloperInput = {
  /** The account's name: a company or a project. */
  companyName: string;
  /** ISO 3166-1 alpha-2 country code (GH, NG, …). */
  country: string;
  /** E-mail address. */
  email: string;
  /** Given name. */
  firstName: string;
  /** Family name. */
  lastName: string;
  /** 12-128 characters. */
  password: string;
  /** Phone number in E.164 form (+233…). */
  phone: string;
};

/** Fields to change; absent ones stay as they are. */
export type UpdateWebhookInput = {
  /** Your note. */
  description?: string | null | undefined;
  /** The new list of event types. */
  events?: Array<string> | null | undefined;
  /** The id. Another owner's id is NOT_FOUND. */
  id?: string | number | null | undefined;
  /** The metadata keys to set, each with its value; an empty value unsets its key. Keys not given stay as they are. */
  metadata?: Array<MetadataEntryInput> | null | undefined;
  /** HTTPS, on a public address. */
  url?: string | null | undefined;
};

/** What a delivery carries. */
export type WebhookDeliveryKind =
  /** A MoMo operation's callback to its X-Callback-Url. */
  | 'CALLBACK'
  /** An event the endpoint subscribes to. */
  | 'EVENT'
  /** An event sent again on request. */
  | 'REDELIVERY'
  /** A test delivery from the dashboard. */
  | 'TEST'
  /** A test signed with a wrong secret: the endpoint should refuse it. */
  | 'TEST_BAD_SIGNATURE';

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** The endpoint answered 2xx (or refused a mis-signed test, as it should). */
  | 'DELIVERED'
  /** Every attempt failed. */
  | 'FAILED'
  /** Not delivered yet; retried on its schedule. */
  | 'PENDING';

/** Whether an endpoint receives deliveries. */
export type WebhookEndpointStatus =
  /** Receiving. */
  | 'ACTIVE'
  /** The last delivery failed all 7 attempts; a success makes the endpoint ACTIVE again. */
  | 'DEGRADED'
  /** Still failing 24 hours after degrading: receives nothing until re-enabled. */
  | 'DISABLED';

export type DashboardClockQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardClockQuery = { sandboxClock: { accountId: string, now: string, offsetSeconds: number } };

export type DashboardRefreshMutationVariables = Exact<{
  refreshToken: string;
}>;


export type DashboardRefreshMutation = { refreshSession: { tokens: { accessToken: string, refreshToken: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardAccountEventsSubscriptionVariables = Exact<{
  types?: Array<string> | string | null | undefined;
  after?: string | null | undefined;
}>;


export type DashboardAccountEventsSubscription = { events: { id: string, type: string, sequence: string | null } };

export type DashboardAccountQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DashboardAccountQuery = { developerAccount: { id: string, name: string, plan: Plan, rateLimits: { perMinute: number, perDay: number }, rateLimitUsage: { minute: number, day: number, minuteResetsAt: string }, subscriptionKeys: Array<{ id: string, product: KeyProduct, hint: string, value: string | null, createdAt: string, expiresAt: string | null, active: boolean }>, apiUsers: { edges: Array<{ node: { id: string, providerCallbackHost: string, createdAt: string, apiKeys: Array<{ id: string, hint: string, createdAt: string, expiresAt: string | null, active: boolean }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

export type DashboardRotateKeyMutationVariables = Exact<{
  product: KeyProduct;
}>;


export type DashboardRotateKeyMutation = { rotateSubscriptionKey: { subscriptionKey: string | null, previousKeysExpireAt: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardCreateApiUserMutationVariables = Exact<{
  input: CreateApiUserInput;
}>;


export type DashboardCreateApiUserMutation = { createApiUser: { apiUser: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardCreateApiKeyMutationVariables = Exact<{
  apiUserId: string;
}>;


export type DashboardCreateApiKeyMutation = { createApiKey: { apiKey: string | null, previousKeysExpireAt: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardApiVersionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardApiVersionsQuery = { developerAccount: { id: string, apiVersion: string, apiVersionRollback: { version: string, until: string } | null }, apiVersions: Array<{ date: string, title: string, changes: Array<{ name: string, summary: string, migration: string }> }> };

export type DashboardUpgradeApiVersionMutationVariables = Exact<{
  version: string;
}>;


export type DashboardUpgradeApiVersionMutation = { upgradeApiVersion: { developerAccount: { id: string, apiVersion: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardRollBackApiVersionMutationVariables = Exact<{ [key: string]: never; }>;


export type DashboardRollBackApiVersionMutation = { rollBackApiVersion: { developerAccount: { id: string, apiVersion: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardAttentionQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardAttentionQuery = { webhookEndpoints: { edges: Array<{ node: { id: string, url: string, status: WebhookEndpointStatus } }> }, invoices: { edges: Array<{ node: { id: string, invoiceNumber: string, customerEmail: string } }> }, openDisputes: { edges: Array<{ node: { id: string, expectedResolutionDate: string, amount: { amount: string, currency: string } } }> }, disputesUnderReview: { edges: Array<{ node: { id: string, expectedResolutionDate: string, amount: { amount: string, currency: string } } }> }, payrollBatches: { edges: Array<{ node: { id: string, name: string, items: { failed: number } } }> } };

export type DashboardAdvanceClockMutationVariables = Exact<{
  input: AdvanceSandboxClockInput;
}>;


export type DashboardAdvanceClockMutation = { advanceSandboxClock: { sandboxClockAdvance: { previousNow: string, clock: { accountId: string, now: string, offsetSeconds: number }, fired: Array<{ id: string, type: string, createdAt: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardReceivedDisputesQueryVariables = Exact<{
  status?: DisputeStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type DashboardReceivedDisputesQuery = { receivedDisputes: { edges: Array<{ node: { id: string, transactionId: string, reason: DisputeReason, status: DisputeStatus, priority: DisputePriority, createdAt: string, expectedResolutionDate: string, amount: { amount: string, currency: string } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DashboardDisputeQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardDisputeQuery = { dispute: { id: string, transactionId: string, transactionType: DisputedTransactionType, reason: DisputeReason, description: string, status: DisputeStatus, priority: DisputePriority, resolution: DisputeResolution | null, resolutionNote: string | null, createdAt: string, expectedResolutionDate: string, resolvedAt: string | null, amount: { amount: string, currency: string }, evidenceItems: Array<{ id: string, url: string, addedBy: DisputeParty, createdAt: string }>, comments: Array<{ id: string, authorRole: DisputeParty, body: string, createdAt: string }> } | null };

export type DashboardCommentOnDisputeMutationVariables = Exact<{
  id: string | number;
  body: string;
}>;


export type DashboardCommentOnDisputeMutation = { addDisputeComment: { dispute: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardAddDisputeEvidenceMutationVariables = Exact<{
  id: string | number;
  urls: Array<string> | string;
}>;


export type DashboardAddDisputeEvidenceMutation = { addDisputeEvidence: { dispute: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardEventsSubscriptionVariables = Exact<{
  types?: Array<string> | string | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
}>;


export type DashboardEventsSubscription = { events: { id: string, type: string, createdAt: string, data: unknown, sequence: string | null } };

export type DashboardHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardHomeQuery = { wallet: { balances: Array<{ currency: string, balance: { amount: string }, availableBalance: { amount: string } }> }, paymentVolume: Array<{ date: string, count: number, gross: { amount: string, currency: string }, fees: { amount: string } }>, payments: { edges: Array<{ node: { id: string, description: string, status: PaymentStatus, completedAt: string | null, amount: { amount: string, currency: string } } }> } };

export type DashboardSearchInvoicesQueryVariables = Exact<{
  query: string;
  after?: string | null | undefined;
}>;


export type DashboardSearchInvoicesQuery = { searchInvoices: { edges: Array<{ node: { id: string, invoiceNumber: string, customerEmail: string, status: InvoiceStatus, createdAt: string, subtotal: { amount: string, currency: string } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DashboardInvoicesQueryVariables = Exact<{
  status?: InvoiceStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type DashboardInvoicesQuery = { invoices: { edges: Array<{ node: { id: string, invoiceNumber: string, url: string, customerEmail: string, status: InvoiceStatus, dueDate: string | null, createdAt: string, subtotal: { amount: string, currency: string } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DashboardInvoiceQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardInvoiceQuery = { invoice: { id: string, invoiceNumber: string, url: string, customerEmail: string, status: InvoiceStatus, dueDate: string | null, notes: string | null, createdAt: string, paidAt: string | null, voidedAt: string | null, items: Array<{ description: string, quantity: number, unitPrice: { amount: string }, total: { amount: string } }>, subtotal: { amount: string, currency: string }, metadata: Array<{ key: string, value: string }> } | null, payments: { edges: Array<{ node: { id: string, status: PaymentStatus, completedAt: string | null, amount: { amount: string, currency: string } } }> } };

export type DashboardCreateInvoiceMutationVariables = Exact<{
  input: CreateInvoiceInput;
}>;


export type DashboardCreateInvoiceMutation = { createInvoice: { invoice: { id: string, invoiceNumber: string, subtotal: { amount: string, currency: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardVoidInvoiceMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardVoidInvoiceMutation = { voidInvoice: { invoice: { id: string, status: InvoiceStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardUpdateInvoiceMetadataMutationVariables = Exact<{
  id: string | number;
  metadata?: Array<MetadataEntryInput> | MetadataEntryInput | null | undefined;
}>;


export type DashboardUpdateInvoiceMetadataMutation = { updateInvoice: { invoice: { id: string, metadata: Array<{ key: string, value: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardMailboxQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DashboardMailboxQuery = { sandboxMailbox: { edges: Array<{ node: { id: string, to: string, subject: string, body: string, createdAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DashboardMobileMoneyQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DashboardMobileMoneyQuery = { developerAccount: { id: string, mobileMoneyOperations: { edges: Array<{ node: { referenceId: string, product: string, operation: string, amount: string | null, currency: string, partyRole: string, partyId: string, externalId: string | null, status: MobileMoneyStatus, reason: string | null, createdAt: string, completedAt: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

export type DashboardPaymentLinkFieldsFragment = { id: string, url: string, title: string, amountFixed: boolean, singleUse: boolean, status: PaymentLinkStatus, paymentsCount: number, createdAt: string, amount: { amount: string, currency: string } | null, minAmount: { amount: string } | null, maxAmount: { amount: string } | null, amountCollected: { amount: string, currency: string }, metadata: Array<{ key: string, value: string }> };

export type DashboardPaymentLinksQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DashboardPaymentLinksQuery = { paymentLinks: { edges: Array<{ node: { id: string, url: string, title: string, amountFixed: boolean, singleUse: boolean, status: PaymentLinkStatus, paymentsCount: number, createdAt: string, amount: { amount: string, currency: string } | null, minAmount: { amount: string } | null, maxAmount: { amount: string } | null, amountCollected: { amount: string, currency: string }, metadata: Array<{ key: string, value: string }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DashboardSearchPaymentLinksQueryVariables = Exact<{
  query: string;
  after?: string | null | undefined;
}>;


export type DashboardSearchPaymentLinksQuery = { searchPaymentLinks: { edges: Array<{ node: { id: string, url: string, title: string, amountFixed: boolean, singleUse: boolean, status: PaymentLinkStatus, paymentsCount: number, createdAt: string, amount: { amount: string, currency: string } | null, minAmount: { amount: string } | null, maxAmount: { amount: string } | null, amountCollected: { amount: string, currency: string }, metadata: Array<{ key: string, value: string }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DashboardPaymentLinkQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardPaymentLinkQuery = { paymentLink: { id: string, url: string, title: string, amountFixed: boolean, singleUse: boolean, status: PaymentLinkStatus, paymentsCount: number, createdAt: string, amount: { amount: string, currency: string } | null, minAmount: { amount: string } | null, maxAmount: { amount: string } | null, amountCollected: { amount: string, currency: string }, metadata: Array<{ key: string, value: string }> } | null };

export type DashboardLinkPaymentsQueryVariables = Exact<{
  targetId: string | number;
}>;


export type DashboardLinkPaymentsQuery = { payments: { edges: Array<{ node: { id: string, description: string, status: PaymentStatus, completedAt: string | null, amount: { amount: string, currency: string } } }> } };

export type DashboardCreatePaymentLinkMutationVariables = Exact<{
  input: CreatePaymentLinkInput;
}>;


export type DashboardCreatePaymentLinkMutation = { createPaymentLink: { paymentLink: { id: string, url: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardUpdatePaymentLinkMetadataMutationVariables = Exact<{
  id: string | number;
  metadata?: Array<MetadataEntryInput> | MetadataEntryInput | null | undefined;
}>;


export type DashboardUpdatePaymentLinkMetadataMutation = { updatePaymentLink: { paymentLink: { id: string, metadata: Array<{ key: string, value: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardDeactivatePaymentLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardDeactivatePaymentLinkMutation = { deactivatePaymentLink: { paymentLink: { id: string, status: PaymentLinkStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardPaymentRowFragment = { id: string, status: PaymentStatus, method: PaymentMethodKind, description: string, targetType: string, targetId: string, completedAt: string | null, amount: { amount: string, currency: string }, refundedAmount: { amount: string } };

export type DashboardPaymentsQueryVariables = Exact<{
  after?: string | null | undefined;
  filter?: PaymentFilter | null | undefined;
}>;


export type DashboardPaymentsQuery = { payments: { edges: Array<{ node: { id: string, status: PaymentStatus, method: PaymentMethodKind, description: string, targetType: string, targetId: string, completedAt: string | null, amount: { amount: string, currency: string }, refundedAmount: { amount: string } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DashboardSearchPaymentsQueryVariables = Exact<{
  query: string;
  after?: string | null | undefined;
}>;


export type DashboardSearchPaymentsQuery = { searchPayments: { edges: Array<{ node: { id: string, status: PaymentStatus, method: PaymentMethodKind, description: string, targetType: string, targetId: string, completedAt: string | null, amount: { amount: string, currency: string }, refundedAmount: { amount: string } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DashboardPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardPaymentQuery = { payment: { id: string, status: PaymentStatus, method: PaymentMethodKind, description: string, cardBrand: string | null, cardLast4: string | null, payerPhone: string | null, targetType: string, targetId: string, createdAt: string, completedAt: string | null, amount: { amount: string, currency: string }, refundedAmount: { amount: string }, fee: { amount: string }, metadata: Array<{ key: string, value: string }>, refundConnection: { totalCount: number, nodes: Array<{ id: string, status: RefundStatus, reason: string | null, failureReason: string | null, createdAt: string, completedAt: string | null, amount: { amount: string, currency: string }, metadata: Array<{ key: string, value: string }> }> } } | null, moneyTrace: { steps: Array<{ kind: MoneyTraceStepKind, at: string, entryKind: string | null, description: string | null, amount: { amount: string, currency: string } | null, postings: Array<{ accountKind: string, yours: boolean, amount: { amount: string, currency: string }, balanceAfter: { amount: string } | null }> }> } | null };

export type DashboardRefundPaymentMutationVariables = Exact<{
  id: string | number;
  amount?: string | null | undefined;
  reason?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type DashboardRefundPaymentMutation = { refundPayment: { refund: { id: string, status: RefundStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardUpdateRefundMetadataMutationVariables = Exact<{
  id: string | number;
  metadata?: Array<MetadataEntryInput> | MetadataEntryInput | null | undefined;
}>;


export type DashboardUpdateRefundMetadataMutation = { updateRefund: { refund: { id: string, metadata: Array<{ key: string, value: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardUpdatePaymentMetadataMutationVariables = Exact<{
  id: string | number;
  metadata?: Array<MetadataEntryInput> | MetadataEntryInput | null | undefined;
}>;


export type DashboardUpdatePaymentMetadataMutation = { updatePayment: { payment: { id: string, metadata: Array<{ key: string, value: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardPayrollBatchFieldsFragment = { id: string, name: string, status: PayrollBatchStatus, totalEmployees: number, createdAt: string, totalAmount: { amount: string, currency: string }, totalFees: { amount: string }, items: { pending: number, processing: number, succeeded: number, failed: number } };

export type DashboardPayrollQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardPayrollQuery = { payrollTemplates: { edges: Array<{ node: { id: string, name: string, employees: Array<{ name: string }> } }> }, payrollBatches: { edges: Array<{ node: { id: string, name: string, status: PayrollBatchStatus, totalEmployees: number, createdAt: string, totalAmount: { amount: string, currency: string }, totalFees: { amount: string }, items: { pending: number, processing: number, succeeded: number, failed: number } } }> } };

export type DashboardPayrollBatchQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardPayrollBatchQuery = { payrollBatch: { id: string, name: string, status: PayrollBatchStatus, totalEmployees: number, createdAt: string, metadata: Array<{ key: string, value: string }>, totalAmount: { amount: string, currency: string }, totalFees: { amount: string }, items: { pending: number, processing: number, succeeded: number, failed: number } } | null };

export type DashboardUpdatePayrollBatchMetadataMutationVariables = Exact<{
  id: string | number;
  metadata?: Array<MetadataEntryInput> | MetadataEntryInput | null | undefined;
}>;


export type DashboardUpdatePayrollBatchMetadataMutation = { updatePayrollBatch: { payrollBatch: { id: string, metadata: Array<{ key: string, value: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardPayrollEmployeesQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardPayrollEmployeesQuery = { payrollBatch: { id: string, employees: { edges: Array<{ node: { id: string, name: string, phone: string, status: PayrollItemStatus, failureReason: string | null, amount: { amount: string }, metadata: Array<{ key: string, value: string }> } }> } } | null };

export type DashboardUpdatePayrollItemMetadataMutationVariables = Exact<{
  batchId: string | number;
  itemId: string | number;
  metadata?: Array<MetadataEntryInput> | MetadataEntryInput | null | undefined;
}>;


export type DashboardUpdatePayrollItemMetadataMutation = { updatePayrollItem: { payrollItem: { id: string, metadata: Array<{ key: string, value: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardCreatePayrollBatchMutationVariables = Exact<{
  input: CreatePayrollBatchInput;
}>;


export type DashboardCreatePayrollBatchMutation = { createPayrollBatch: { payrollBatch: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardCreatePayrollTemplateMutationVariables = Exact<{
  input: CreatePayrollTemplateInput;
}>;


export type DashboardCreatePayrollTemplateMutation = { createPayrollTemplate: { payrollTemplate: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardProcessPayrollBatchMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardProcessPayrollBatchMutation = { processPayrollBatch: { payrollBatch: { id: string, status: PayrollBatchStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardRetryPayrollBatchMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardRetryPayrollBatchMutation = { retryPayrollBatch: { payrollBatch: { id: string, status: PayrollBatchStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardPosSaleFieldsFragment = { id: string, receiptNumber: string, paymentMethod: PosPaymentMethod, status: PosSaleStatus, createdAt: string, items: Array<{ description: string, quantity: number, total: { amount: string } }>, subtotal: { amount: string, currency: string }, refunded: { amount: string } };

export type DashboardPosSaleQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardPosSaleQuery = { posSale: { id: string, receiptNumber: string, paymentMethod: PosPaymentMethod, status: PosSaleStatus, createdAt: string, metadata: Array<{ key: string, value: string }>, items: Array<{ description: string, quantity: number, total: { amount: string } }>, subtotal: { amount: string, currency: string }, refunded: { amount: string } } | null };

export type DashboardUpdatePosSaleMetadataMutationVariables = Exact<{
  id: string | number;
  metadata?: Array<MetadataEntryInput> | MetadataEntryInput | null | undefined;
}>;


export type DashboardUpdatePosSaleMetadataMutation = { updatePosSale: { sale: { id: string, metadata: Array<{ key: string, value: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardPosQueryVariables = Exact<{
  after?: string | null | undefined;
  date?: string | null | undefined;
}>;


export type DashboardPosQuery = { posDailyReport: { date: string, timeZone: string, total: { sales: number, gross: { amount: string, currency: string }, refunds: { amount: string }, net: { amount: string } }, byMethod: Array<{ method: PosPaymentMethod | null, sales: number, gross: { amount: string }, refunds: { amount: string }, net: { amount: string } }> }, posSales: { edges: Array<{ node: { id: string, receiptNumber: string, paymentMethod: PosPaymentMethod, status: PosSaleStatus, createdAt: string, items: Array<{ description: string, quantity: number, total: { amount: string } }>, subtotal: { amount: string, currency: string }, refunded: { amount: string } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, posCatalog: { edges: Array<{ node: { id: string, description: string, sku: string | null, unitPrice: { amount: string, currency: string } } }> } };

export type DashboardAddPosItemMutationVariables = Exact<{
  input: PosCatalogItemInput;
}>;


export type DashboardAddPosItemMutation = { addPosCatalogItem: { posCatalogItem: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardUpdatePosItemMutationVariables = Exact<{
  input: PosCatalogItemUpdate;
}>;


export type DashboardUpdatePosItemMutation = { updatePosCatalogItem: { posCatalogItem: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardArchivePosItemMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardArchivePosItemMutation = { archivePosCatalogItem: { posCatalogItem: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardPosRefundMutationVariables = Exact<{
  input: PosRefundInput;
}>;


export type DashboardPosRefundMutation = { posRefund: { refund: { id: string, status: PosRefundStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardSecretKeysQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DashboardSecretKeysQuery = { secretKeys: { edges: Array<{ node: { id: string, name: string, scopes: Array<string> | null, hint: string, createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null, rolledInto: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DashboardCreateSecretKeyMutationVariables = Exact<{
  input: CreateSecretKeyInput;
}>;


export type DashboardCreateSecretKeyMutation = { createSecretKey: { secret: string | null, secretKey: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardRollSecretKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardRollSecretKeyMutation = { rollSecretKey: { secret: string | null, rolledSecretKey: { id: string, expiresAt: string | null, rolledInto: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardRevokeSecretKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardRevokeSecretKeyMutation = { revokeSecretKey: { secretKey: { id: string, revokedAt: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardSignInMutationVariables = Exact<{
  input: LoginInput;
}>;


export type DashboardSignInMutation = { login: { tokens: { accessToken: string, refreshToken: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardSignUpMutationVariables = Exact<{
  input: SignUpDeveloperInput;
}>;


export type DashboardSignUpMutation = { signUpDeveloper: { subscriptionKey: string | null, account: { id: string, name: string, plan: Plan } | null, productKeys: { collection: string, disbursement: string, remittance: string } | null, tokens: { accessToken: string, refreshToken: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardUsersQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DashboardUsersQuery = { developerAccount: { id: string, users: { edges: Array<{ node: { walletId: string | null, user: { id: string, email: string, firstName: string, lastName: string, createdAt: string }, balances: Array<{ currency: string, balance: { amount: string, currency: string } }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

export type DashboardUserTransactionsQueryVariables = Exact<{
  userId: string | number;
  currency: string;
  after?: string | null | undefined;
}>;


export type DashboardUserTransactionsQuery = { developerAccount: { id: string, user: { transactions: { edges: Array<{ node: { entryId: string, kind: string, description: string, direction: Direction, createdAt: string, amount: { amount: string, currency: string } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } } };

export type DashboardTopUpMutationVariables = Exact<{
  walletId: string;
  amount: string;
  currency: string;
}>;


export type DashboardTopUpMutation = { sandboxFundWallet: { walletBalance: { currency: string, balance: { amount: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardWebhookEndpointFieldsFragment = { id: string, url: string, description: string | null, events: Array<string>, status: WebhookEndpointStatus, previousSecretExpiresAt: string | null, disabledAt: string | null, createdAt: string };

export type DashboardWebhooksQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DashboardWebhooksQuery = { webhookEndpoints: { edges: Array<{ node: { id: string, url: string, description: string | null, events: Array<string>, status: WebhookEndpointStatus, previousSecretExpiresAt: string | null, disabledAt: string | null, createdAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DashboardWebhookEndpointQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardWebhookEndpointQuery = { webhookEndpoint: { id: string, url: string, description: string | null, events: Array<string>, status: WebhookEndpointStatus, previousSecretExpiresAt: string | null, disabledAt: string | null, createdAt: string, metadata: Array<{ key: string, value: string }> } | null };

export type DashboardUpdateWebhookMetadataMutationVariables = Exact<{
  id: string | number;
  metadata?: Array<MetadataEntryInput> | MetadataEntryInput | null | undefined;
}>;


export type DashboardUpdateWebhookMetadataMutation = { updateWebhook: { webhookEndpoint: { id: string, metadata: Array<{ key: string, value: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardWebhookDeliveriesQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type DashboardWebhookDeliveriesQuery = { webhookEndpoint: { id: string, deliveries: { edges: Array<{ node: { id: string, eventId: string, eventType: string, kind: WebhookDeliveryKind, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, nextAttemptAt: string | null, createdAt: string, attemptLog: Array<{ attempt: number, startedAt: string, durationMs: number, statusCode: number | null, error: string | null, responseExcerpt: string | null, note: string | null }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type DashboardRegisterWebhookMutationVariables = Exact<{
  input: RegisterWebhookInput;
}>;


export type DashboardRegisterWebhookMutation = { registerWebhook: { secret: string | null, webhookEndpoint: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardUpdateWebhookMutationVariables = Exact<{
  input: UpdateWebhookInput;
}>;


export type DashboardUpdateWebhookMutation = { updateWebhook: { webhookEndpoint: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardRotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardRotateWebhookSecretMutation = { rotateWebhookSecret: { secret: string | null, webhookEndpoint: { previousSecretExpiresAt: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardSendWebhookTestMutationVariables = Exact<{
  id: string | number;
  badSignature?: boolean | null | undefined;
}>;


export type DashboardSendWebhookTestMutation = { sendWebhookTest: { webhookDelivery: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardEnableWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardEnableWebhookMutation = { enableWebhook: { webhookEndpoint: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardRedeliverWebhookMutationVariables = Exact<{
  deliveryId: string;
}>;


export type DashboardRedeliverWebhookMutation = { redeliverWebhook: { webhookDelivery: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DashboardWebhookEventTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardWebhookEventTypesQuery = { webhookEventTypes: Array<string> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const DashboardPaymentLinkFieldsFragmentDoc = new TypedDocumentString(`
    fragment DashboardPaymentLinkFields on PaymentLink {
  id
  url
  title
  amountFixed
  amount {
    amount
    currency
  }
  minAmount {
    amount
  }
  maxAmount {
    amount
  }
  singleUse
  status
  paymentsCount
  amountCollected {
    amount
    currency
  }
  createdAt
  metadata {
    key
    value
  }
}
    `, {"fragmentName":"DashboardPaymentLinkFields"}) as unknown as TypedDocumentString<DashboardPaymentLinkFieldsFragment, unknown>;
export const DashboardPaymentRowFragmentDoc = new TypedDocumentString(`
    fragment DashboardPaymentRow on Payment {
  id
  status
  method
  amount {
    amount
    currency
  }
  refundedAmount {
    amount
  }
  description
  targetType
  targetId
  completedAt
}
    `, {"fragmentName":"DashboardPaymentRow"}) as unknown as TypedDocumentString<DashboardPaymentRowFragment, unknown>;
export const DashboardPayrollBatchFieldsFragmentDoc = new TypedDocumentString(`
    fragment DashboardPayrollBatchFields on PayrollBatch {
  id
  name
  status
  totalEmployees
  totalAmount {
    amount
    currency
  }
  totalFees {
    amount
  }
  items {
    pending
    processing
    succeeded
    failed
  }
  createdAt
}
    `, {"fragmentName":"DashboardPayrollBatchFields"}) as unknown as TypedDocumentString<DashboardPayrollBatchFieldsFragment, unknown>;
export const DashboardPosSaleFieldsFragmentDoc = new TypedDocumentString(`
    fragment DashboardPosSaleFields on PosSale {
  id
  receiptNumber
  items {
    description
    quantity
    total {
      amount
    }
  }
  subtotal {
    amount
    currency
  }
  refunded {
    amount
  }
  paymentMethod
  status
  createdAt
}
    `, {"fragmentName":"DashboardPosSaleFields"}) as unknown as TypedDocumentString<DashboardPosSaleFieldsFragment, unknown>;
export const DashboardWebhookEndpointFieldsFragmentDoc = new TypedDocumentString(`
    fragment DashboardWebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  events
  status
  previousSecretExpiresAt
  disabledAt
  createdAt
}
    `, {"fragmentName":"DashboardWebhookEndpointFields"}) as unknown as TypedDocumentString<DashboardWebhookEndpointFieldsFragment, unknown>;
export const DashboardClockDocument = new TypedDocumentString(`
    query DashboardClock {
  sandboxClock {
    accountId
    now
    offsetSeconds
  }
}
    `) as unknown as TypedDocumentString<DashboardClockQuery, DashboardClockQueryVariables>;
export const DashboardRefreshDocument = new TypedDocumentString(`
    mutation DashboardRefresh($refreshToken: String!) {
  refreshSession(input: {refreshToken: $refreshToken}) {
    tokens {
      accessToken
      refreshToken
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardRefreshMutation, DashboardRefreshMutationVariables>;
export const DashboardAccountEventsDocument = new TypedDocumentString(`
    subscription DashboardAccountEvents($types: [String!], $after: String) {
  events(types: $types, after: $after) {
    id
    type
    sequence
  }
}
    `) as unknown as TypedDocumentString<DashboardAccountEventsSubscription, DashboardAccountEventsSubscriptionVariables>;
export const DashboardAccountDocument = new TypedDocumentString(`
    query DashboardAccount($after: String) {
  developerAccount {
    id
    name
    plan
    rateLimits {
      perMinute
      perDay
    }
    rateLimitUsage {
      minute
      day
      minuteResetsAt
    }
    subscriptionKeys {
      id
      product
      hint
      value
      createdAt
      expiresAt
      active
    }
    apiUsers(first: 10, after: $after) {
      edges {
        node {
          id
          providerCallbackHost
          createdAt
          apiKeys {
            id
            hint
            createdAt
            expiresAt
            active
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardAccountQuery, DashboardAccountQueryVariables>;
export const DashboardRotateKeyDocument = new TypedDocumentString(`
    mutation DashboardRotateKey($product: KeyProduct!) {
  rotateSubscriptionKey(input: {product: $product}) {
    subscriptionKey
    previousKeysExpireAt
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardRotateKeyMutation, DashboardRotateKeyMutationVariables>;
export const DashboardCreateApiUserDocument = new TypedDocumentString(`
    mutation DashboardCreateApiUser($input: CreateApiUserInput!) {
  createApiUser(input: $input) {
    apiUser {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardCreateApiUserMutation, DashboardCreateApiUserMutationVariables>;
export const DashboardCreateApiKeyDocument = new TypedDocumentString(`
    mutation DashboardCreateApiKey($apiUserId: String!) {
  createApiKey(input: {apiUserId: $apiUserId}) {
    apiKey
    previousKeysExpireAt
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardCreateApiKeyMutation, DashboardCreateApiKeyMutationVariables>;
export const DashboardApiVersionsDocument = new TypedDocumentString(`
    query DashboardApiVersions {
  developerAccount {
    id
    apiVersion
    apiVersionRollback {
      version
      until
    }
  }
  apiVersions {
    date
    title
    changes {
      name
      summary
      migration
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardApiVersionsQuery, DashboardApiVersionsQueryVariables>;
export const DashboardUpgradeApiVersionDocument = new TypedDocumentString(`
    mutation DashboardUpgradeApiVersion($version: String!) {
  upgradeApiVersion(input: {version: $version}) {
    developerAccount {
      id
      apiVersion
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardUpgradeApiVersionMutation, DashboardUpgradeApiVersionMutationVariables>;
export const DashboardRollBackApiVersionDocument = new TypedDocumentString(`
    mutation DashboardRollBackApiVersion {
  rollBackApiVersion {
    developerAccount {
      id
      apiVersion
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardRollBackApiVersionMutation, DashboardRollBackApiVersionMutationVariables>;
export const DashboardAttentionDocument = new TypedDocumentString(`
    query DashboardAttention {
  webhookEndpoints(first: 20) {
    edges {
      node {
        id
        url
        status
      }
    }
  }
  invoices(status: OVERDUE, first: 20) {
    edges {
      node {
        id
        invoiceNumber
        customerEmail
      }
    }
  }
  openDisputes: receivedDisputes(status: OPEN, first: 20) {
    edges {
      node {
        id
        amount {
          amount
          currency
        }
        expectedResolutionDate
      }
    }
  }
  disputesUnderReview: receivedDisputes(status: UNDER_REVIEW, first: 20) {
    edges {
      node {
        id
        amount {
          amount
          currency
        }
        expectedResolutionDate
      }
    }
  }
  payrollBatches(first: 10) {
    edges {
      node {
        id
        name
        items {
          failed
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardAttentionQuery, DashboardAttentionQueryVariables>;
export const DashboardAdvanceClockDocument = new TypedDocumentString(`
    mutation DashboardAdvanceClock($input: AdvanceSandboxClockInput!) {
  advanceSandboxClock(input: $input) {
    sandboxClockAdvance {
      previousNow
      clock {
        accountId
        now
        offsetSeconds
      }
      fired {
        id
        type
        createdAt
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardAdvanceClockMutation, DashboardAdvanceClockMutationVariables>;
export const DashboardReceivedDisputesDocument = new TypedDocumentString(`
    query DashboardReceivedDisputes($status: DisputeStatus, $after: String) {
  receivedDisputes(status: $status, first: 10, after: $after) {
    edges {
      node {
        id
        transactionId
        amount {
          amount
          currency
        }
        reason
        status
        priority
        createdAt
        expectedResolutionDate
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardReceivedDisputesQuery, DashboardReceivedDisputesQueryVariables>;
export const DashboardDisputeDocument = new TypedDocumentString(`
    query DashboardDispute($id: ID!) {
  dispute(id: $id) {
    id
    transactionId
    transactionType
    amount {
      amount
      currency
    }
    reason
    description
    status
    priority
    resolution
    resolutionNote
    createdAt
    expectedResolutionDate
    resolvedAt
    evidenceItems {
      id
      url
      addedBy
      createdAt
    }
    comments {
      id
      authorRole
      body
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardDisputeQuery, DashboardDisputeQueryVariables>;
export const DashboardCommentOnDisputeDocument = new TypedDocumentString(`
    mutation DashboardCommentOnDispute($id: ID!, $body: String!) {
  addDisputeComment(input: {id: $id, body: $body}) {
    dispute {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardCommentOnDisputeMutation, DashboardCommentOnDisputeMutationVariables>;
export const DashboardAddDisputeEvidenceDocument = new TypedDocumentString(`
    mutation DashboardAddDisputeEvidence($id: ID!, $urls: [String!]!) {
  addDisputeEvidence(input: {id: $id, urls: $urls}) {
    dispute {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardAddDisputeEvidenceMutation, DashboardAddDisputeEvidenceMutationVariables>;
export const DashboardEventsDocument = new TypedDocumentString(`
    subscription DashboardEvents($types: [String!], $after: String, $last: Int) {
  events(types: $types, after: $after, last: $last) {
    id
    type
    createdAt
    data
    sequence
  }
}
    `) as unknown as TypedDocumentString<DashboardEventsSubscription, DashboardEventsSubscriptionVariables>;
export const DashboardHomeDocument = new TypedDocumentString(`
    query DashboardHome {
  wallet {
    balances {
      currency
      balance {
        amount
      }
      availableBalance {
        amount
      }
    }
  }
  paymentVolume(days: 30) {
    date
    count
    gross {
      amount
      currency
    }
    fees {
      amount
    }
  }
  payments(first: 5) {
    edges {
      node {
        id
        description
        status
        amount {
          amount
          currency
        }
        completedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardHomeQuery, DashboardHomeQueryVariables>;
export const DashboardSearchInvoicesDocument = new TypedDocumentString(`
    query DashboardSearchInvoices($query: String!, $after: String) {
  searchInvoices(query: $query, first: 10, after: $after) {
    edges {
      node {
        id
        invoiceNumber
        customerEmail
        subtotal {
          amount
          currency
        }
        status
        createdAt
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardSearchInvoicesQuery, DashboardSearchInvoicesQueryVariables>;
export const DashboardInvoicesDocument = new TypedDocumentString(`
    query DashboardInvoices($status: InvoiceStatus, $after: String) {
  invoices(status: $status, first: 10, after: $after) {
    edges {
      node {
        id
        invoiceNumber
        url
        customerEmail
        subtotal {
          amount
          currency
        }
        status
        dueDate
        createdAt
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardInvoicesQuery, DashboardInvoicesQueryVariables>;
export const DashboardInvoiceDocument = new TypedDocumentString(`
    query DashboardInvoice($id: ID!) {
  invoice(id: $id) {
    id
    invoiceNumber
    url
    customerEmail
    items {
      description
      quantity
      unitPrice {
        amount
      }
      total {
        amount
      }
    }
    subtotal {
      amount
      currency
    }
    status
    dueDate
    notes
    createdAt
    paidAt
    voidedAt
    metadata {
      key
      value
    }
  }
  payments(first: 10, filter: {targetId: $id}) {
    edges {
      node {
        id
        status
        amount {
          amount
          currency
        }
        completedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardInvoiceQuery, DashboardInvoiceQueryVariables>;
export const DashboardCreateInvoiceDocument = new TypedDocumentString(`
    mutation DashboardCreateInvoice($input: CreateInvoiceInput!) {
  createInvoice(input: $input) {
    invoice {
      id
      invoiceNumber
      subtotal {
        amount
        currency
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardCreateInvoiceMutation, DashboardCreateInvoiceMutationVariables>;
export const DashboardVoidInvoiceDocument = new TypedDocumentString(`
    mutation DashboardVoidInvoice($id: ID!) {
  voidInvoice(input: {id: $id}) {
    invoice {
      id
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardVoidInvoiceMutation, DashboardVoidInvoiceMutationVariables>;
export const DashboardUpdateInvoiceMetadataDocument = new TypedDocumentString(`
    mutation DashboardUpdateInvoiceMetadata($id: ID!, $metadata: [MetadataEntryInput!]) {
  updateInvoice(input: {id: $id, metadata: $metadata}) {
    invoice {
      id
      metadata {
        key
        value
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardUpdateInvoiceMetadataMutation, DashboardUpdateInvoiceMetadataMutationVariables>;
export const DashboardMailboxDocument = new TypedDocumentString(`
    query DashboardMailbox($after: String) {
  sandboxMailbox(first: 20, after: $after) {
    edges {
      node {
        id
        to
        subject
        body
        createdAt
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardMailboxQuery, DashboardMailboxQueryVariables>;
export const DashboardMobileMoneyDocument = new TypedDocumentString(`
    query DashboardMobileMoney($after: String) {
  developerAccount {
    id
    mobileMoneyOperations(first: 20, after: $after) {
      edges {
        node {
          referenceId
          product
          operation
          amount
          currency
          partyRole
          partyId
          externalId
          status
          reason
          createdAt
          completedAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardMobileMoneyQuery, DashboardMobileMoneyQueryVariables>;
export const DashboardPaymentLinksDocument = new TypedDocumentString(`
    query DashboardPaymentLinks($after: String) {
  paymentLinks(first: 10, after: $after) {
    edges {
      node {
        ...DashboardPaymentLinkFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment DashboardPaymentLinkFields on PaymentLink {
  id
  url
  title
  amountFixed
  amount {
    amount
    currency
  }
  minAmount {
    amount
  }
  maxAmount {
    amount
  }
  singleUse
  status
  paymentsCount
  amountCollected {
    amount
    currency
  }
  createdAt
  metadata {
    key
    value
  }
}`) as unknown as TypedDocumentString<DashboardPaymentLinksQuery, DashboardPaymentLinksQueryVariables>;
export const DashboardSearchPaymentLinksDocument = new TypedDocumentString(`
    query DashboardSearchPaymentLinks($query: String!, $after: String) {
  searchPaymentLinks(query: $query, first: 10, after: $after) {
    edges {
      node {
        ...DashboardPaymentLinkFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment DashboardPaymentLinkFields on PaymentLink {
  id
  url
  title
  amountFixed
  amount {
    amount
    currency
  }
  minAmount {
    amount
  }
  maxAmount {
    amount
  }
  singleUse
  status
  paymentsCount
  amountCollected {
    amount
    currency
  }
  createdAt
  metadata {
    key
    value
  }
}`) as unknown as TypedDocumentString<DashboardSearchPaymentLinksQuery, DashboardSearchPaymentLinksQueryVariables>;
export const DashboardPaymentLinkDocument = new TypedDocumentString(`
    query DashboardPaymentLink($id: ID!) {
  paymentLink(id: $id) {
    ...DashboardPaymentLinkFields
  }
}
    fragment DashboardPaymentLinkFields on PaymentLink {
  id
  url
  title
  amountFixed
  amount {
    amount
    currency
  }
  minAmount {
    amount
  }
  maxAmount {
    amount
  }
  singleUse
  status
  paymentsCount
  amountCollected {
    amount
    currency
  }
  createdAt
  metadata {
    key
    value
  }
}`) as unknown as TypedDocumentString<DashboardPaymentLinkQuery, DashboardPaymentLinkQueryVariables>;
export const DashboardLinkPaymentsDocument = new TypedDocumentString(`
    query DashboardLinkPayments($targetId: ID!) {
  payments(first: 20, filter: {targetId: $targetId}) {
    edges {
      node {
        id
        description
        status
        amount {
          amount
          currency
        }
        completedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardLinkPaymentsQuery, DashboardLinkPaymentsQueryVariables>;
export const DashboardCreatePaymentLinkDocument = new TypedDocumentString(`
    mutation DashboardCreatePaymentLink($input: CreatePaymentLinkInput!) {
  createPaymentLink(input: $input) {
    paymentLink {
      id
      url
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardCreatePaymentLinkMutation, DashboardCreatePaymentLinkMutationVariables>;
export const DashboardUpdatePaymentLinkMetadataDocument = new TypedDocumentString(`
    mutation DashboardUpdatePaymentLinkMetadata($id: ID!, $metadata: [MetadataEntryInput!]) {
  updatePaymentLink(input: {id: $id, metadata: $metadata}) {
    paymentLink {
      id
      metadata {
        key
        value
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardUpdatePaymentLinkMetadataMutation, DashboardUpdatePaymentLinkMetadataMutationVariables>;
export const DashboardDeactivatePaymentLinkDocument = new TypedDocumentString(`
    mutation DashboardDeactivatePaymentLink($id: ID!) {
  deactivatePaymentLink(input: {id: $id}) {
    paymentLink {
      id
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardDeactivatePaymentLinkMutation, DashboardDeactivatePaymentLinkMutationVariables>;
export const DashboardPaymentsDocument = new TypedDocumentString(`
    query DashboardPayments($after: String, $filter: PaymentFilter) {
  payments(first: 20, after: $after, filter: $filter) {
    edges {
      node {
        ...DashboardPaymentRow
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment DashboardPaymentRow on Payment {
  id
  status
  method
  amount {
    amount
    currency
  }
  refundedAmount {
    amount
  }
  description
  targetType
  targetId
  completedAt
}`) as unknown as TypedDocumentString<DashboardPaymentsQuery, DashboardPaymentsQueryVariables>;
export const DashboardSearchPaymentsDocument = new TypedDocumentString(`
    query DashboardSearchPayments($query: String!, $after: String) {
  searchPayments(query: $query, first: 20, after: $after) {
    edges {
      node {
        ...DashboardPaymentRow
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment DashboardPaymentRow on Payment {
  id
  status
  method
  amount {
    amount
    currency
  }
  refundedAmount {
    amount
  }
  description
  targetType
  targetId
  completedAt
}`) as unknown as TypedDocumentString<DashboardSearchPaymentsQuery, DashboardSearchPaymentsQueryVariables>;
export const DashboardPaymentDocument = new TypedDocumentString(`
    query DashboardPayment($id: ID!) {
  payment(id: $id) {
    id
    status
    method
    amount {
      amount
      currency
    }
    refundedAmount {
      amount
    }
    fee {
      amount
    }
    description
    cardBrand
    cardLast4
    payerPhone
    targetType
    targetId
    createdAt
    completedAt
    metadata {
      key
      value
    }
    refundConnection(first: 20) {
      totalCount
      nodes {
        id
        amount {
          amount
          currency
        }
        status
        reason
        failureReason
        createdAt
        completedAt
        metadata {
          key
          value
        }
      }
    }
  }
  moneyTrace(objectId: $id) {
    steps {
      kind
      at
      entryKind
      description
      amount {
        amount
        currency
      }
      postings {
        accountKind
        yours
        amount {
          amount
          currency
        }
        balanceAfter {
          amount
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardPaymentQuery, DashboardPaymentQueryVariables>;
export const DashboardRefundPaymentDocument = new TypedDocumentString(`
    mutation DashboardRefundPayment($id: ID!, $amount: Decimal, $reason: String, $idempotencyKey: String) {
  refundPayment(
    input: {id: $id, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey}
  ) {
    refund {
      id
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardRefundPaymentMutation, DashboardRefundPaymentMutationVariables>;
export const DashboardUpdateRefundMetadataDocument = new TypedDocumentString(`
    mutation DashboardUpdateRefundMetadata($id: ID!, $metadata: [MetadataEntryInput!]) {
  updateRefund(input: {id: $id, metadata: $metadata}) {
    refund {
      id
      metadata {
        key
        value
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardUpdateRefundMetadataMutation, DashboardUpdateRefundMetadataMutationVariables>;
export const DashboardUpdatePaymentMetadataDocument = new TypedDocumentString(`
    mutation DashboardUpdatePaymentMetadata($id: ID!, $metadata: [MetadataEntryInput!]) {
  updatePayment(input: {id: $id, metadata: $metadata}) {
    payment {
      id
      metadata {
        key
        value
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardUpdatePaymentMetadataMutation, DashboardUpdatePaymentMetadataMutationVariables>;
export const DashboardPayrollDocument = new TypedDocumentString(`
    query DashboardPayroll {
  payrollTemplates(first: 20) {
    edges {
      node {
        id
        name
        employees {
          name
        }
      }
    }
  }
  payrollBatches(first: 10) {
    edges {
      node {
        ...DashboardPayrollBatchFields
      }
    }
  }
}
    fragment DashboardPayrollBatchFields on PayrollBatch {
  id
  name
  status
  totalEmployees
  totalAmount {
    amount
    currency
  }
  totalFees {
    amount
  }
  items {
    pending
    processing
    succeeded
    failed
  }
  createdAt
}`) as unknown as TypedDocumentString<DashboardPayrollQuery, DashboardPayrollQueryVariables>;
export const DashboardPayrollBatchDocument = new TypedDocumentString(`
    query DashboardPayrollBatch($id: ID!) {
  payrollBatch(id: $id) {
    ...DashboardPayrollBatchFields
    metadata {
      key
      value
    }
  }
}
    fragment DashboardPayrollBatchFields on PayrollBatch {
  id
  name
  status
  totalEmployees
  totalAmount {
    amount
    currency
  }
  totalFees {
    amount
  }
  items {
    pending
    processing
    succeeded
    failed
  }
  createdAt
}`) as unknown as TypedDocumentString<DashboardPayrollBatchQuery, DashboardPayrollBatchQueryVariables>;
export const DashboardUpdatePayrollBatchMetadataDocument = new TypedDocumentString(`
    mutation DashboardUpdatePayrollBatchMetadata($id: ID!, $metadata: [MetadataEntryInput!]) {
  updatePayrollBatch(input: {id: $id, metadata: $metadata}) {
    payrollBatch {
      id
      metadata {
        key
        value
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardUpdatePayrollBatchMetadataMutation, DashboardUpdatePayrollBatchMetadataMutationVariables>;
export const DashboardPayrollEmployeesDocument = new TypedDocumentString(`
    query DashboardPayrollEmployees($id: ID!) {
  payrollBatch(id: $id) {
    id
    employees(first: 50) {
      edges {
        node {
          id
          name
          phone
          amount {
            amount
          }
          status
          failureReason
          metadata {
            key
            value
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardPayrollEmployeesQuery, DashboardPayrollEmployeesQueryVariables>;
export const DashboardUpdatePayrollItemMetadataDocument = new TypedDocumentString(`
    mutation DashboardUpdatePayrollItemMetadata($batchId: ID!, $itemId: ID!, $metadata: [MetadataEntryInput!]) {
  updatePayrollItem(
    input: {batchId: $batchId, itemId: $itemId, metadata: $metadata}
  ) {
    payrollItem {
      id
      metadata {
        key
        value
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardUpdatePayrollItemMetadataMutation, DashboardUpdatePayrollItemMetadataMutationVariables>;
export const DashboardCreatePayrollBatchDocument = new TypedDocumentString(`
    mutation DashboardCreatePayrollBatch($input: CreatePayrollBatchInput!) {
  createPayrollBatch(input: $input) {
    payrollBatch {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardCreatePayrollBatchMutation, DashboardCreatePayrollBatchMutationVariables>;
export const DashboardCreatePayrollTemplateDocument = new TypedDocumentString(`
    mutation DashboardCreatePayrollTemplate($input: CreatePayrollTemplateInput!) {
  createPayrollTemplate(input: $input) {
    payrollTemplate {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardCreatePayrollTemplateMutation, DashboardCreatePayrollTemplateMutationVariables>;
export const DashboardProcessPayrollBatchDocument = new TypedDocumentString(`
    mutation DashboardProcessPayrollBatch($id: ID!) {
  processPayrollBatch(input: {id: $id}) {
    payrollBatch {
      id
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardProcessPayrollBatchMutation, DashboardProcessPayrollBatchMutationVariables>;
export const DashboardRetryPayrollBatchDocument = new TypedDocumentString(`
    mutation DashboardRetryPayrollBatch($id: ID!) {
  retryPayrollBatch(input: {id: $id}) {
    payrollBatch {
      id
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardRetryPayrollBatchMutation, DashboardRetryPayrollBatchMutationVariables>;
export const DashboardPosSaleDocument = new TypedDocumentString(`
    query DashboardPosSale($id: ID!) {
  posSale(id: $id) {
    ...DashboardPosSaleFields
    metadata {
      key
      value
    }
  }
}
    fragment DashboardPosSaleFields on PosSale {
  id
  receiptNumber
  items {
    description
    quantity
    total {
      amount
    }
  }
  subtotal {
    amount
    currency
  }
  refunded {
    amount
  }
  paymentMethod
  status
  createdAt
}`) as unknown as TypedDocumentString<DashboardPosSaleQuery, DashboardPosSaleQueryVariables>;
export const DashboardUpdatePosSaleMetadataDocument = new TypedDocumentString(`
    mutation DashboardUpdatePosSaleMetadata($id: ID!, $metadata: [MetadataEntryInput!]) {
  updatePosSale(input: {id: $id, metadata: $metadata}) {
    sale {
      id
      metadata {
        key
        value
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardUpdatePosSaleMetadataMutation, DashboardUpdatePosSaleMetadataMutationVariables>;
export const DashboardPosDocument = new TypedDocumentString(`
    query DashboardPos($after: String, $date: Date) {
  posDailyReport(date: $date) {
    date
    timeZone
    total {
      sales
      gross {
        amount
        currency
      }
      refunds {
        amount
      }
      net {
        amount
      }
    }
    byMethod {
      method
      sales
      gross {
        amount
      }
      refunds {
        amount
      }
      net {
        amount
      }
    }
  }
  posSales(first: 10, after: $after) {
    edges {
      node {
        ...DashboardPosSaleFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
  posCatalog(first: 100) {
    edges {
      node {
        id
        description
        sku
        unitPrice {
          amount
          currency
        }
      }
    }
  }
}
    fragment DashboardPosSaleFields on PosSale {
  id
  receiptNumber
  items {
    description
    quantity
    total {
      amount
    }
  }
  subtotal {
    amount
    currency
  }
  refunded {
    amount
  }
  paymentMethod
  status
  createdAt
}`) as unknown as TypedDocumentString<DashboardPosQuery, DashboardPosQueryVariables>;
export const DashboardAddPosItemDocument = new TypedDocumentString(`
    mutation DashboardAddPosItem($input: PosCatalogItemInput!) {
  addPosCatalogItem(input: $input) {
    posCatalogItem {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardAddPosItemMutation, DashboardAddPosItemMutationVariables>;
export const DashboardUpdatePosItemDocument = new TypedDocumentString(`
    mutation DashboardUpdatePosItem($input: PosCatalogItemUpdate!) {
  updatePosCatalogItem(input: $input) {
    posCatalogItem {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardUpdatePosItemMutation, DashboardUpdatePosItemMutationVariables>;
export const DashboardArchivePosItemDocument = new TypedDocumentString(`
    mutation DashboardArchivePosItem($id: ID!) {
  archivePosCatalogItem(input: {id: $id}) {
    posCatalogItem {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardArchivePosItemMutation, DashboardArchivePosItemMutationVariables>;
export const DashboardPosRefundDocument = new TypedDocumentString(`
    mutation DashboardPosRefund($input: PosRefundInput!) {
  posRefund(input: $input) {
    refund {
      id
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardPosRefundMutation, DashboardPosRefundMutationVariables>;
export const DashboardSecretKeysDocument = new TypedDocumentString(`
    query DashboardSecretKeys($after: String) {
  secretKeys(first: 20, after: $after) {
    edges {
      node {
        id
        name
        scopes
        hint
        createdAt
        expiresAt
        revokedAt
        lastUsedAt
        rolledInto
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardSecretKeysQuery, DashboardSecretKeysQueryVariables>;
export const DashboardCreateSecretKeyDocument = new TypedDocumentString(`
    mutation DashboardCreateSecretKey($input: CreateSecretKeyInput!) {
  createSecretKey(input: $input) {
    secretKey {
      id
    }
    secret
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardCreateSecretKeyMutation, DashboardCreateSecretKeyMutationVariables>;
export const DashboardRollSecretKeyDocument = new TypedDocumentString(`
    mutation DashboardRollSecretKey($id: ID!) {
  rollSecretKey(input: {id: $id}) {
    secret
    rolledSecretKey {
      id
      expiresAt
      rolledInto
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardRollSecretKeyMutation, DashboardRollSecretKeyMutationVariables>;
export const DashboardRevokeSecretKeyDocument = new TypedDocumentString(`
    mutation DashboardRevokeSecretKey($id: ID!) {
  revokeSecretKey(input: {id: $id}) {
    secretKey {
      id
      revokedAt
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardRevokeSecretKeyMutation, DashboardRevokeSecretKeyMutationVariables>;
export const DashboardSignInDocument = new TypedDocumentString(`
    mutation DashboardSignIn($input: LoginInput!) {
  login(input: $input) {
    tokens {
      accessToken
      refreshToken
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardSignInMutation, DashboardSignInMutationVariables>;
export const DashboardSignUpDocument = new TypedDocumentString(`
    mutation DashboardSignUp($input: SignUpDeveloperInput!) {
  signUpDeveloper(input: $input) {
    account {
      id
      name
      plan
    }
    subscriptionKey
    productKeys {
      collection
      disbursement
      remittance
    }
    tokens {
      accessToken
      refreshToken
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardSignUpMutation, DashboardSignUpMutationVariables>;
export const DashboardUsersDocument = new TypedDocumentString(`
    query DashboardUsers($after: String) {
  developerAccount {
    id
    users(first: 10, after: $after) {
      edges {
        node {
          walletId
          user {
            id
            email
            firstName
            lastName
            createdAt
          }
          balances {
            currency
            balance {
              amount
              currency
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardUsersQuery, DashboardUsersQueryVariables>;
export const DashboardUserTransactionsDocument = new TypedDocumentString(`
    query DashboardUserTransactions($userId: ID!, $currency: Currency!, $after: String) {
  developerAccount {
    id
    user(id: $userId) {
      transactions(currency: $currency, first: 10, after: $after) {
        edges {
          node {
            entryId
            kind
            description
            direction
            amount {
              amount
              currency
            }
            createdAt
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardUserTransactionsQuery, DashboardUserTransactionsQueryVariables>;
export const DashboardTopUpDocument = new TypedDocumentString(`
    mutation DashboardTopUp($walletId: String!, $amount: Decimal!, $currency: Currency!) {
  sandboxFundWallet(
    input: {walletId: $walletId, amount: $amount, currency: $currency}
  ) {
    walletBalance {
      currency
      balance {
        amount
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardTopUpMutation, DashboardTopUpMutationVariables>;
export const DashboardWebhooksDocument = new TypedDocumentString(`
    query DashboardWebhooks($after: String) {
  webhookEndpoints(first: 10, after: $after) {
    edges {
      node {
        ...DashboardWebhookEndpointFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment DashboardWebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  events
  status
  previousSecretExpiresAt
  disabledAt
  createdAt
}`) as unknown as TypedDocumentString<DashboardWebhooksQuery, DashboardWebhooksQueryVariables>;
export const DashboardWebhookEndpointDocument = new TypedDocumentString(`
    query DashboardWebhookEndpoint($id: ID!) {
  webhookEndpoint(id: $id) {
    ...DashboardWebhookEndpointFields
    metadata {
      key
      value
    }
  }
}
    fragment DashboardWebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  events
  status
  previousSecretExpiresAt
  disabledAt
  createdAt
}`) as unknown as TypedDocumentString<DashboardWebhookEndpointQuery, DashboardWebhookEndpointQueryVariables>;
export const DashboardUpdateWebhookMetadataDocument = new TypedDocumentString(`
    mutation DashboardUpdateWebhookMetadata($id: ID!, $metadata: [MetadataEntryInput!]) {
  updateWebhook(input: {id: $id, metadata: $metadata}) {
    webhookEndpoint {
      id
      metadata {
        key
        value
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardUpdateWebhookMetadataMutation, DashboardUpdateWebhookMetadataMutationVariables>;
export const DashboardWebhookDeliveriesDocument = new TypedDocumentString(`
    query DashboardWebhookDeliveries($id: ID!, $after: String) {
  webhookEndpoint(id: $id) {
    id
    deliveries(first: 10, after: $after) {
      edges {
        node {
          id
          eventId
          eventType
          kind
          status
          attempts
          lastStatusCode
          nextAttemptAt
          createdAt
          attemptLog {
            attempt
            startedAt
            durationMs
            statusCode
            error
            responseExcerpt
            note
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardWebhookDeliveriesQuery, DashboardWebhookDeliveriesQueryVariables>;
export const DashboardRegisterWebhookDocument = new TypedDocumentString(`
    mutation DashboardRegisterWebhook($input: RegisterWebhookInput!) {
  registerWebhook(input: $input) {
    webhookEndpoint {
      id
    }
    secret
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardRegisterWebhookMutation, DashboardRegisterWebhookMutationVariables>;
export const DashboardUpdateWebhookDocument = new TypedDocumentString(`
    mutation DashboardUpdateWebhook($input: UpdateWebhookInput!) {
  updateWebhook(input: $input) {
    webhookEndpoint {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardUpdateWebhookMutation, DashboardUpdateWebhookMutationVariables>;
export const DashboardRotateWebhookSecretDocument = new TypedDocumentString(`
    mutation DashboardRotateWebhookSecret($id: ID!) {
  rotateWebhookSecret(input: {id: $id}) {
    webhookEndpoint {
      previousSecretExpiresAt
    }
    secret
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardRotateWebhookSecretMutation, DashboardRotateWebhookSecretMutationVariables>;
export const DashboardSendWebhookTestDocument = new TypedDocumentString(`
    mutation DashboardSendWebhookTest($id: ID!, $badSignature: Boolean) {
  sendWebhookTest(input: {id: $id, badSignature: $badSignature}) {
    webhookDelivery {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardSendWebhookTestMutation, DashboardSendWebhookTestMutationVariables>;
export const DashboardEnableWebhookDocument = new TypedDocumentString(`
    mutation DashboardEnableWebhook($id: ID!) {
  enableWebhook(input: {id: $id}) {
    webhookEndpoint {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardEnableWebhookMutation, DashboardEnableWebhookMutationVariables>;
export const DashboardRedeliverWebhookDocument = new TypedDocumentString(`
    mutation DashboardRedeliverWebhook($deliveryId: String!) {
  redeliverWebhook(input: {deliveryId: $deliveryId}) {
    webhookDelivery {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardRedeliverWebhookMutation, DashboardRedeliverWebhookMutationVariables>;
export const DashboardWebhookEventTypesDocument = new TypedDocumentString(`
    query DashboardWebhookEventTypes {
  webhookEventTypes
}
    `) as unknown as TypedDocumentString<DashboardWebhookEventTypesQuery, DashboardWebhookEventTypesQueryVariables>;