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

/** A loan application. */
export type ApplyForLoanInput = {
  /** Within the product's range, decimal text. */
  amount: string;
  /** The product's currency. */
  currency: string;
  /** Retries with the same key answer the first result. */
  idempotencyKey?: string | null | undefined;
  /** A product of loanProducts. */
  productId: string | number;
  /** What it is for, 1-200 characters. */
  purpose?: string | null | undefined;
  /** Within the product's term range. */
  termMonths: number;
};

/** What a bill is for. */
export type BillCategory =
  /** Mobile airtime. */
  | 'AIRTIME'
  /** Electricity, prepaid (a token) or postpaid. */
  | 'ELECTRICITY'
  /** Internet access. */
  | 'INTERNET'
  /** Pay television. */
  | 'TV'
  /** Water. */
  | 'WATER';

/** Where a bill payment stands. */
export type BillPaymentStatus =
  /** The biller took it: receiptNumber (and token for prepaid electricity) are set. */
  | 'COMPLETED'
  /** The biller refused it; the amount and fee went back to the wallet. */
  | 'FAILED'
  /** The money is held and the biller has not answered yet (it timed out); it completes or fails later, never both. */
  | 'PENDING';

/** Topics to turn on or off on a channel; absent ones stay as they are. */
export type ChannelPreferencesInput = {
  /** Offers. */
  promotions?: boolean | null | undefined;
  /** Requests, bills and other things due. */
  reminders?: boolean | null | undefined;
  /** Sign-ins, password and key changes. */
  security?: boolean | null | undefined;
  /** Money in and out. */
  transactions?: boolean | null | undefined;
};

/** What a failed payroll item's retry should use instead. */
export type CorrectPayrollItemInput = {
  /** The batch (pb_…). */
  batchId?: string | number | null | undefined;
  /** The item (pi_…). */
  itemId?: string | number | null | undefined;
  /** The employee's name. */
  name?: string | null | undefined;
  /** The employee's mobile money number, E.164. */
  phone?: string | null | undefined;
};

/** A new MoMo-style API user. */
export type CreateApiUserInput = {
  /** Host of your callback receiver, e.g. webhook.example.com. */
  providerCallbackHost: string;
  /** A UUID you choose (X-Reference-Id in REST). Reusing one is RESOURCE_ALREADY_EXIST. */
  referenceId: string;
};

/** What to price and lock. */
export type CreateFxQuoteInput = {
  /** Send amount, decimal text, at least one minor unit. */
  amount: string;
  /** The currency sent (3 letters). */
  from: string;
  /** Optional: sent again with the same input, the first answer is replayed for 24 hours; with other input it is refused. */
  idempotencyKey?: string | null | undefined;
  /** EXPRESS by default. */
  speed?: SpeedTier | null | undefined;
  /** The currency received (3 letters). */
  to: string;
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

/** Who is asked to pay: exactly one of fromWalletId, fromPhone (E.164), fromEmail. note: at most 140 characters. */
export type CreatePaymentRequestInput = {
  /** Decimal text, at least one minor unit. */
  amount: string;
  /** ISO 4217 currency code (GHS, USD, …). */
  currency: string;
  /** The payer's e-mail address. */
  fromEmail?: string | null | undefined;
  /** The payer's phone, E.164. */
  fromPhone?: string | null | undefined;
  /** The payer's wallet (give exactly one of fromWalletId, fromPhone, fromEmail). */
  fromWalletId?: string | null | undefined;
  /** Optional: sent again with the same input, the first answer is replayed for 24 hours; with other input it is refused. */
  idempotencyKey?: string | null | undefined;
  /** Your own data on the request (what it is for): at most 50 keys. The payer never sees it. */
  metadata?: Array<MetadataEntryInput> | null | undefined;
  /** At most 140 characters. */
  note?: string | null | undefined;
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

/** name 1-100 characters; phone +233 and 9 digits; provider MTN, TELECEL or AIRTELTIGO; country GH and currency GHS (the defaults). */
export type CreateRecipientInput = {
  /** ISO 3166-1 alpha-2 country code (GH, NG, …). */
  country?: string | null | undefined;
  /** ISO 4217 currency code (GHS, USD, …). */
  currency?: string | null | undefined;
  /** Optional: sent again with the same input, the first answer is replayed for 24 hours; with other input it is refused. */
  idempotencyKey?: string | null | undefined;
  /** Your own data on the recipient (a customer number, a relation): at most 50 keys. */
  metadata?: Array<MetadataEntryInput> | null | undefined;
  /** The recipient's name, 1-100 characters. */
  name: string;
  /** Phone number in E.164 form (+233…). */
  phone: string;
  /** MTN, TELECEL or AIRTELTIGO. */
  provider: string;
};

/** A new savings goal. */
export type CreateSavingsGoalInput = {
  /** ISO 4217 code of a currency the platform holds (GHS, USD, …). */
  currency: string;
  /** Optional: sent again with the same input, the first answer is replayed for 24 hours; with other input it is refused. */
  idempotencyKey?: string | null | undefined;
  /** Your own data on the goal (what it saves for): at most 50 keys. */
  metadata?: Array<MetadataEntryInput> | null | undefined;
  /** 1-100 characters. */
  name: string;
  /** Decimal text, at least 1.00. */
  targetAmount: string;
  /** The date the user aims for (YYYY-MM-DD). */
  targetDate?: string | null | undefined;
};

/** An auto-save plan to create. */
export type CreateSavingsPlanInput = {
  /** What each date moves: at least 1.00, decimal text, in the goal's currency. */
  amount: string;
  /** How often to save. */
  frequency: Frequency;
  /** A goal of the signed-in user (sg_…). */
  goalId: string | number;
  /** Retries with the same key answer the first result. */
  idempotencyKey?: string | null | undefined;
  /** The first debit date, today or later in timeZone. */
  startDate: string;
  /** An IANA time zone; by default the zone of the user's country. */
  timeZone?: string | null | undefined;
};

/** amount: send amount as Decimal text (e.g. "30.00", at least one minor unit); quoteId: a locked quote for these currencies, amount and speed. */
export type CreateTransferInput = {
  /** The amount sent, decimal text, at least one minor unit. */
  amount: string;
  /** Optional: sent again with the same input, the first answer is replayed for 24 hours; with other input it is refused. */
  idempotencyKey?: string | null | undefined;
  /** Your own data on the transfer (an invoice you pay, a purpose): at most 50 keys. */
  metadata?: Array<MetadataEntryInput> | null | undefined;
  /** A quote locked for these currencies, amount and speed. */
  quoteId?: string | number | null | undefined;
  /** The recipient's currency. */
  receiveCurrency: string;
  /** A saved recipient of the signed-in user. */
  recipientId: string | number;
  /** The wallet currency debited. */
  sendCurrency: string;
  /** How fast to pay out. */
  speedTier: SpeedTier;
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

/** A dispute to file. */
export type FileDisputeInput = {
  /** What happened, 10-1000 characters. */
  description: string;
  /** Up to 10 https URLs. */
  evidence?: Array<string> | null | undefined;
  /** Retries with the same key answer the first result. */
  idempotencyKey?: string | null | undefined;
  /** Why. */
  reason: DisputeReason;
  /** A settled transaction of yours: je_…, trf_…, bpy_… or a fund-in's id. */
  transactionId: string;
};

/** How often a schedule runs. */
export type Frequency =
  /** Every day. */
  | 'DAILY'
  /** Every month on the start date's day, or the month's last day when it is shorter. */
  | 'MONTHLY'
  /** Every 7 days, on the weekday of the start date. */
  | 'WEEKLY';

/** Whether a quote can still be used. */
export type FxQuoteStatus =
  /** Usable until expiresAt. */
  | 'ACTIVE'
  /** Past expiresAt, unused. */
  | 'EXPIRED'
  /** A transfer used it (once). */
  | 'USED';

/** Where an instalment stands. */
export type InstalmentStatus =
  /** Not yet paid in full; its due date has not passed. */
  | 'DUE'
  /** Its due date passed before it was paid in full; the late fee is added. */
  | 'OVERDUE'
  /** Paid in full. */
  | 'PAID';

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

/** An upgrade request's review. */
export type KycUpgradeStatus =
  /** The tier changed. */
  | 'APPROVED'
  /** Waiting for the (sandbox) reviewer. */
  | 'PENDING'
  /** The documents do not meet the target tier; see reason. */
  | 'REJECTED';

/** Where a loan stands. */
export type LoanStatus =
  /** Disbursed, being repaid, nothing overdue. */
  | 'ACTIVE'
  /** Disbursed, with an instalment past its due date (late fee added). */
  | 'OVERDUE'
  /** Repaid in full. */
  | 'PAID_OFF'
  /** Applied for; the sandbox underwriter decides a minute later on the account clock. */
  | 'PENDING_APPROVAL'
  /** Refused: rejectionReason says why. */
  | 'REJECTED';

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

/** A MoMo-style operation, as the REST body and headers carry it. */
export type MobileMoneyOperationInput = {
  /** Decimal text (absent for a pre-approval). */
  amount?: string | null | undefined;
  /** Where its final status is sent, signed with the callback secret (REST's X-Callback-Url): HTTPS on a public address. */
  callbackUrl?: string | null | undefined;
  /** ISO 4217 currency code (GHS, USD, …). */
  currency: string;
  /** Your reference, at most 64 characters. */
  externalId?: string | null | undefined;
  /** The operation: collection.requesttopay, disbursement.transfer, remittance.transfer, … */
  kind: string;
  /** The payer (collections) or payee (the others). */
  party: MobileMoneyPartyInput;
  /** Shown to the payee, at most 160 characters. */
  payeeNote?: string | null | undefined;
  /** Shown to the payer, at most 160 characters. */
  payerMessage?: string | null | undefined;
  /** The X-Reference-Id: a UUID you choose. */
  referenceId: string;
  /** Refunds only: the collection to refund. */
  referenceIdToRefund?: string | null | undefined;
};

/** A payer or payee. */
export type MobileMoneyPartyInput = {
  /** The id of that type (an MSISDN: 5-15 digits, without +). */
  partyId: string;
  /** MSISDN, EMAIL or PARTY_CODE. */
  partyIdType: string;
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

/** Omitted channels and topics keep their value. */
export type NotificationPreferencesInput = {
  /** E-mail address. */
  email?: ChannelPreferencesInput | null | undefined;
  /** Push topics. */
  push?: ChannelPreferencesInput | null | undefined;
  /** SMS topics. */
  sms?: ChannelPreferencesInput | null | undefined;
};

/** Whether an occurrence ran. */
export type OccurrenceStatus =
  /** It ran: reference names what it made. */
  | 'EXECUTED'
  /** It could not run: reason says why (INSUFFICIENT_FUNDS, KYC_LIMIT_EXCEEDED, …). */
  | 'SKIPPED';

/** A bill to pay now. */
export type PayBillInput = {
  /** The account or meter number at the biller; it must match the provider's accountPattern (sandbox numbers ending 0001, 0002, 0003 decide the biller's answer: see the docs at /docs/, Bill payments). */
  accountNumber: string;
  /** At least 0.01, within the provider's minAmount and maxAmount, as decimal text. */
  amount: string;
  /** The provider's currency. */
  currency: string;
  /** Retries with the same key answer the first result. */
  idempotencyKey?: string | null | undefined;
  /** A provider of billProviders. */
  providerId: string | number;
};

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

/** Where a payment request stands. */
export type PaymentRequestStatus =
  /** The payer paid it. */
  | 'ACCEPTED'
  /** The requester withdrew it. */
  | 'CANCELLED'
  /** Not accepted within 7 days of creation. */
  | 'EXPIRED'
  /** Waiting for the payer. */
  | 'PENDING'
  /** The payer refused it. */
  | 'REJECTED';

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

/** A card presented at the till (the sandbox test cards decide). */
export type PosCardInput = {
  /** 3 or 4 digits. */
  cvc: string;
  /** 1-12. */
  expMonth: number;
  /** Four digits. */
  expYear: number;
  /** The card number. */
  number: string;
};

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

/** Whether a catalog item is on sale. */
export type PosCatalogItemStatus =
  /** New sales can name it. */
  | 'ACTIVE'
  /** Archived: new sales cannot name it. */
  | 'ARCHIVED';

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

/** A sale to ring up. */
export type PosSaleInput = {
  /** For a card sale. */
  card?: PosCardInput | null | undefined;
  /** The currency. */
  currency: string;
  /** E.164; the receipt goes there (and a momo request to pay). */
  customerPhone?: string | null | undefined;
  /** Required: the same key answers the first sale. */
  idempotencyKey?: string | null | undefined;
  /** 1-200 lines. */
  items: Array<PosSaleLineInput>;
  /** Your own data on the sale (a table number, an order): at most 50 keys. */
  metadata?: Array<MetadataEntryInput> | null | undefined;
  /** How the customer pays. */
  paymentMethod: PosPaymentMethod;
};

/** A line of a sale to ring up. */
export type PosSaleLineInput = {
  /** A catalog item: its description and price unless given. */
  catalogItemId?: string | number | null | undefined;
  /** 1-200 characters; required without a catalog item. */
  description?: string | null | undefined;
  /** A whole number, at least 1. */
  quantity: number;
  /** 0 or more, decimal text; required without a catalog item. */
  unitPrice?: string | null | undefined;
};

/** Where a sale stands. */
export type PosSaleStatus =
  /** Paid. */
  | 'COMPLETED'
  /** Not paid: failureReason says why. */
  | 'FAILED'
  /** A mobile money sale waiting for the customer. */
  | 'PENDING';

/** Where a referral stands. */
export type ReferralStatus =
  /** The reward was paid. */
  | 'COMPLETED'
  /** Registered with the code; waiting for the first qualifying fund-in. */
  | 'PENDING'
  /** Qualified; the reward is paid seven days later on the account clock unless the fund-in is refunded. */
  | 'QUALIFIED'
  /** Refused: SELF_REFERRAL or PHONE_ALREADY_REWARDED. */
  | 'REJECTED'
  /** The qualifying fund-in was refunded before the reward was paid. */
  | 'REVERSED';

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

/** The token from the reset e-mail and the new password. */
export type ResetPasswordInput = {
  /** 12-128 characters. */
  newPassword: string;
  /** The token from the reset e-mail (sandbox: read it in sandboxMailbox). */
  token: string;
};

/** What a user may do. */
export type Role =
  /** A platform administrator: plans, rates, KYC tiers, reversals, reconciliation. */
  | 'ADMIN'
  /** A developer account's owner: keys, webhooks, the sandbox tools. */
  | 'MERCHANT'
  /** An app user: their own wallet and money. */
  | 'USER';

/** A biller and account to save. */
export type SaveBillerInput = {
  /** The account number at the biller; it must match the provider's accountPattern. */
  accountNumber: string;
  /** Optional: sent again with the same input, the first answer is replayed for 24 hours; with other input it is refused. */
  idempotencyKey?: string | null | undefined;
  /** The user's name for it, 1-100 characters. */
  nickname?: string | null | undefined;
  /** A provider of billProviders. */
  providerId: string | number;
};

/** Where a savings goal stands. */
export type SavingsGoalStatus =
  /** Saving: deposits and withdrawals are open. */
  | 'ACTIVE'
  /** Closed when empty: no more deposits or withdrawals. */
  | 'CLOSED'
  /** The target was reached (the goal stays open for deposits and withdrawals). */
  | 'COMPLETED';

/** A bill to pay on a schedule. */
export type ScheduleBillPaymentInput = {
  /** The account or meter number at the biller. */
  accountNumber: string;
  /** Each payment: at least 0.01, within the provider's range, as decimal text. */
  amount: string;
  /** The provider's currency. */
  currency: string;
  /** How often to pay. */
  frequency: Frequency;
  /** Retries with the same key answer the first result. */
  idempotencyKey?: string | null | undefined;
  /** A provider of billProviders. */
  providerId: string | number;
  /** The first payment date, today or later in timeZone. */
  startDate: string;
  /** An IANA time zone; by default the zone of the user's country. */
  timeZone?: string | null | undefined;
};

/** Whether a schedule runs. */
export type ScheduleStatus =
  /** Runs on its next date. */
  | 'ACTIVE'
  /** Runs no more (what it paid into or for is gone). */
  | 'ENDED'
  /** Runs no occurrence until resumed; missed dates are never replayed. */
  | 'PAUSED';

/** Moves an account to a plan (administrators). */
export type SetAccountPlanInput = {
  /** The account (acct_…). */
  accountId: string | number;
  /** ENTERPRISE only: requests per day. */
  perDay?: number | null | undefined;
  /** ENTERPRISE only: requests per minute. */
  perMinute?: number | null | undefined;
  /** The new plan; ENTERPRISE takes perMinute and perDay. */
  plan: Plan;
};

/** Where a setup intent stands. */
export type SetupIntentStatus =
  /** Waiting for a card. */
  | 'REQUIRES_PAYMENT_METHOD'
  /** A card was saved. */
  | 'SUCCEEDED';

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

/** How fast a conversion pays out: the faster, the higher the margin and fee. */
export type SpeedTier =
  /** Slower payout, lower margin and fee. */
  | 'ECONOMY'
  /** Faster payout, higher margin and fee. */
  | 'EXPRESS';

/** Where a remittance stands. */
export type TransferStatus =
  /** The recipient received the money. */
  | 'COMPLETED'
  /** The payout failed; amount and fee went back to the wallet. */
  | 'FAILED'
  /** Created and debited; the payout is queued. */
  | 'PENDING'
  /** Handed to the mobile money provider. */
  | 'PROCESSING'
  /** An administrator reversed it after completion. */
  | 'REVERSED';

/**
 * A peer-to-peer transfer. Exactly one of toWalletId, toPhone (E.164), toEmail. amount is decimal
 * text in the currency's minor unit at most (GHS 12.50; UGX 1500). note: at most 140 characters.
 */
export type WalletTransferInput = {
  /** Decimal text, at least one minor unit. */
  amount: string;
  /** ISO 4217 currency code (GHS, USD, …). */
  currency: string;
  /** Optional: sent again with the same input, the first answer is replayed for 24 hours; with other input it is refused. */
  idempotencyKey?: string | null | undefined;
  /** At most 140 characters. */
  note?: string | null | undefined;
  /** The recipient's e-mail address. */
  toEmail?: string | null | undefined;
  /** The recipient's phone, E.164. */
  toPhone?: string | null | undefined;
  /** The recipient's wallet (give exactly one of toWalletId, toPhone, toEmail). */
  toWalletId?: string | null | undefined;
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

export type ReliabilitySendMutationVariables = Exact<{
  input: WalletTransferInput;
}>;


export type ReliabilitySendMutation = { transferToWallet: { walletTransfer: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ApolloLinksPageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ApolloLinksPageQuery = { paymentLinks: { edges: Array<{ cursor: string, node: { id: string, title: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ApolloCreateLinkMutationVariables = Exact<{
  i: CreatePaymentLinkInput;
}>;


export type ApolloCreateLinkMutation = { createPaymentLink: { paymentLink: { id: string, title: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ApolloPaymentStateQueryVariables = Exact<{
  id: string | number;
}>;


export type ApolloPaymentStateQuery = { payment: { id: string, status: PaymentStatus, refundedAmount: { amount: string } } | null };

export type ApolloRefundMutationVariables = Exact<{
  id: string | number;
  amount?: string | null | undefined;
}>;


export type ApolloRefundMutation = { refundPayment: { refund: { id: string, status: RefundStatus } | null, payment: { id: string, status: PaymentStatus, refundedAmount: { amount: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ApolloWalletBalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type ApolloWalletBalancesQuery = { wallet: { id: string, balances: Array<{ id: string, walletId: string, currency: string, balance: { amount: string }, availableBalance: { amount: string } }> } };

export type ApolloBalanceChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ApolloBalanceChangedSubscription = { walletBalanceChanged: { id: string, currency: string, balance: { amount: string }, availableBalance: { amount: string } } };

export type ApolloSandboxClockQueryVariables = Exact<{ [key: string]: never; }>;


export type ApolloSandboxClockQuery = { sandboxClock: { accountId: string, offsetSeconds: number } };

export type ApolloAdvanceClockMutationVariables = Exact<{
  i: AdvanceSandboxClockInput;
}>;


export type ApolloAdvanceClockMutation = { advanceSandboxClock: { sandboxClockAdvance: { clock: { accountId: string, offsetSeconds: number } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type LoginMutationVariables = Exact<{
  i: LoginInput;
}>;


export type LoginMutation = { login: { tokens: { accessToken: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ForgotPasswordMutationVariables = Exact<{
  e: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: { message: string | null } };

export type LoginWithTokensMutationVariables = Exact<{
  i: LoginInput;
}>;


export type LoginWithTokensMutation = { login: { tokens: { accessToken: string, refreshToken: string, expiresIn: number, tokenType: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type LoginForAccessTokenMutationVariables = Exact<{
  i: LoginInput;
}>;


export type LoginForAccessTokenMutation = { login: { tokens: { accessToken: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type RefreshSessionMutationVariables = Exact<{
  t: string;
}>;


export type RefreshSessionMutation = { refreshSession: { tokens: { refreshToken: string, accessToken: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type LogoutAllMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutAllMutation = { logoutAll: { loggedOutAt: string | null } };

export type RequestPasswordResetMutationVariables = Exact<{
  e: string;
}>;


export type RequestPasswordResetMutation = { forgotPassword: { message: string | null } };

export type ResetPasswordMutationVariables = Exact<{
  i: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { message: string | null } };

export type SandboxMailboxQueryVariables = Exact<{
  to?: string | null | undefined;
}>;


export type SandboxMailboxQuery = { sandboxMailbox: { edges: Array<{ node: { to: string, subject: string } }>, pageInfo: { hasNextPage: boolean } } };

export type DeveloperAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type DeveloperAccountQuery = { developerAccount: { id: string } };

export type SandboxMailboxCursorsQueryVariables = Exact<{ [key: string]: never; }>;


export type SandboxMailboxCursorsQuery = { sandboxMailbox: { edges: Array<{ cursor: string }> } };

export type SetAccountPlanMutationVariables = Exact<{
  i: SetAccountPlanInput;
}>;


export type SetAccountPlanMutation = { setAccountPlan: { developerAccount: { plan: Plan } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PayBillMutationVariables = Exact<{
  i: PayBillInput;
  k?: string | null | undefined;
}>;


export type PayBillMutation = { payBill: { billPayment: { id: string, status: BillPaymentStatus, receiptNumber: string | null, token: string | null, amount: { amount: string, currency: string }, fee: { amount: string }, provider: { id: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type BillPaymentByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type BillPaymentByIdQuery = { billPayment: { id: string, status: BillPaymentStatus, receiptNumber: string | null, failureReason: string | null } | null };

export type BillPaymentsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BillPaymentsPageQuery = { billPayments: { edges: Array<{ node: { id: string } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type ScheduleBillPaymentMutationVariables = Exact<{
  i: ScheduleBillPaymentInput;
}>;


export type ScheduleBillPaymentMutation = { scheduleBillPayment: { scheduledBillPayment: { id: string, status: ScheduleStatus, frequency: Frequency, nextPaymentDate: string | null, upcomingDates: Array<string>, provider: { id: string }, amount: { amount: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ScheduledBillPaymentByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type ScheduledBillPaymentByIdQuery = { scheduledBillPayment: { id: string, status: ScheduleStatus, occurrences: Array<{ date: string, status: OccurrenceStatus, reason: string | null, reference: string | null }> } | null };

export type ElectricityProvidersQueryVariables = Exact<{
  country?: string | null | undefined;
}>;


export type ElectricityProvidersQuery = { billProviders: { edges: Array<{ node: { id: string, category: BillCategory, country: string, issuesToken: boolean, minAmount: { amount: string, currency: string }, fee: { amount: string } } }> } };

export type SaveBillerMutationVariables = Exact<{
  i: SaveBillerInput;
}>;


export type SaveBillerMutation = { saveBiller: { savedBiller: { id: string, accountNumber: string, nickname: string | null, provider: { id: string, name: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DeleteSavedBillerMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSavedBillerMutation = { deleteSavedBiller: { deletedSavedBillerId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SavedBillerPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SavedBillerPageQuery = { savedBillers: { edges: Array<{ node: { id: string } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type SellTooMuchMutationVariables = Exact<{
  i: PosSaleInput;
  k: string;
}>;


export type SellTooMuchMutation = { posSale: { sale: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type InvoiceTooMuchMutationVariables = Exact<{
  i: CreateInvoiceInput;
}>;


export type InvoiceTooMuchMutation = { createInvoice: { invoice: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type TransferToWalletMutationVariables = Exact<{
  i: WalletTransferInput;
}>;


export type TransferToWalletMutation = { transferToWallet: { walletTransfer: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type CreateApiUserMutationVariables = Exact<{
  i: CreateApiUserInput;
}>;


export type CreateApiUserMutation = { createApiUser: { apiUser: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SandboxFundWalletMutationVariables = Exact<{
  w: string;
}>;


export type SandboxFundWalletMutation = { sandboxFundWallet: { walletBalance: { currency: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SandboxMailboxBodiesQueryVariables = Exact<{ [key: string]: never; }>;


export type SandboxMailboxBodiesQuery = { sandboxMailbox: { edges: Array<{ node: { body: string } }> } };

export type RotateSubscriptionKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type RotateSubscriptionKeyMutation = { rotateSubscriptionKey: { key: { product: KeyProduct, active: boolean } | null } };

export type ApplyOverMaximumMutationVariables = Exact<{
  i: ApplyForLoanInput;
}>;


export type ApplyOverMaximumMutation = { applyForLoan: { loan: { id: string, status: LoanStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AccountOverviewQueryVariables = Exact<{
  currency: string;
}>;


export type AccountOverviewQuery = { developerAccount: { rateLimits: { perMinute: number, perDay: number }, rateLimitUsage: { minute: number, day: number, minuteResetsAt: string }, users: { edges: Array<{ node: { walletId: string | null, user: { id: string, email: string }, balances: Array<{ currency: string, balance: { amount: string } }>, transactions: { edges: Array<{ node: { kind: string, amount: { amount: string } } }> } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, mobileMoneyOperations: { edges: Array<{ node: { referenceId: string, product: string, operation: string, status: MobileMoneyStatus, amount: string | null } }>, pageInfo: { hasNextPage: boolean } } } };

export type SignUpDeveloperMutationVariables = Exact<{
  i: SignUpDeveloperInput;
}>;


export type SignUpDeveloperMutation = { signUpDeveloper: { subscriptionKey: string | null, productKeys: { collection: string, disbursement: string, remittance: string } | null, account: { id: string, name: string, plan: Plan, rateLimits: { perMinute: number, perDay: number }, owner: { email: string, role: Role }, subscriptionKeys: Array<{ product: KeyProduct, hint: string, value: string | null, active: boolean }> } | null, user: { id: string, role: Role } | null, tokens: { accessToken: string } | null } };

export type ApiUserQueryVariables = Exact<{
  id: string;
}>;


export type ApiUserQuery = { apiUser: { id: string } | null };

export type CreateApiUserWithEnvironmentMutationVariables = Exact<{
  i: CreateApiUserInput;
}>;


export type CreateApiUserWithEnvironmentMutation = { createApiUser: { apiUser: { id: string, targetEnvironment: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type CreateApiUserIdMutationVariables = Exact<{
  i: CreateApiUserInput;
}>;


export type CreateApiUserIdMutation = { createApiUser: { apiUser: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type CreateApiKeyMutationVariables = Exact<{
  id: string;
}>;


export type CreateApiKeyMutation = { createApiKey: { apiKey: string | null, previousKeysExpireAt: string | null, key: { active: boolean } | null } };

export type CreateApiAccessTokenMutationVariables = Exact<{
  id: string;
  k: string;
}>;


export type CreateApiAccessTokenMutation = { createApiAccessToken: { apiAccessToken: { tokenType: string, expiresIn: number } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ApiUsersWithKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiUsersWithKeysQuery = { developerAccount: { apiUsers: { edges: Array<{ node: { id: string, apiKeys: Array<{ active: boolean }> } }>, pageInfo: { hasNextPage: boolean } } } };

export type ApiUsersFirstPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiUsersFirstPageQuery = { developerAccount: { apiUsers: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

export type ApiUsersPageAfterQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ApiUsersPageAfterQuery = { developerAccount: { apiUsers: { edges: Array<{ node: { id: string } }>, pageInfo: { hasNextPage: boolean } } } };

export type ApiUsersPageTooLargeQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiUsersPageTooLargeQuery = { developerAccount: { apiUsers: { edges: Array<{ cursor: string }> } } };

export type RotateAppSubscriptionKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type RotateAppSubscriptionKeyMutation = { rotateSubscriptionKey: { subscriptionKey: string | null, previousKeysExpireAt: string | null, key: { active: boolean } | null } };

export type SetAccountPlanWithLimitsMutationVariables = Exact<{
  i: SetAccountPlanInput;
}>;


export type SetAccountPlanWithLimitsMutation = { setAccountPlan: { developerAccount: { plan: Plan, rateLimits: { perMinute: number, perDay: number } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type HealthQueryVariables = Exact<{ [key: string]: never; }>;


export type HealthQuery = { health: string };

export type FileDisputeMutationVariables = Exact<{
  i: FileDisputeInput;
}>;


export type FileDisputeMutation = { fileDispute: { dispute: { id: string, status: DisputeStatus, priority: DisputePriority, reason: DisputeReason, transactionType: DisputedTransactionType, amount: { amount: string, currency: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DisputeByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type DisputeByIdQuery = { dispute: { id: string, status: DisputeStatus, resolution: DisputeResolution | null, comments: Array<{ authorRole: DisputeParty, body: string }> } | null };

export type ReceivedDisputesQueryVariables = Exact<{
  status?: DisputeStatus | null | undefined;
}>;


export type ReceivedDisputesQuery = { receivedDisputes: { edges: Array<{ node: { id: string, status: DisputeStatus, evidenceItems: Array<{ url: string, addedBy: DisputeParty }>, comments: Array<{ authorRole: DisputeParty, body: string }> } }> } };

export type AddDisputeEvidenceMutationVariables = Exact<{
  id: string | number;
  urls: Array<string> | string;
}>;


export type AddDisputeEvidenceMutation = { addDisputeEvidence: { dispute: { evidence: Array<string>, evidenceItems: Array<{ addedBy: DisputeParty, url: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ResolveDisputeMutationVariables = Exact<{
  id: string | number;
}>;


export type ResolveDisputeMutation = { resolveDispute: { dispute: { status: DisputeStatus, resolution: DisputeResolution | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type EventLogPageQueryVariables = Exact<{
  after?: string | null | undefined;
  types?: Array<string> | string | null | undefined;
}>;


export type EventLogPageQuery = { events: { edges: Array<{ cursor: string, node: { id: string, type: string, sequence: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type WalletFundInsQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletFundInsQuery = { walletFundIns: { edges: Array<{ node: { status: MobileMoneyStatus, reason: string | null, phone: string, amount: { amount: string, currency: string } } }> } };

export type CashOutWalletMutationVariables = Exact<{ [key: string]: never; }>;


export type CashOutWalletMutation = { cashOutWallet: { walletFunding: { status: MobileMoneyStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type RefundFundInMutationVariables = Exact<{
  id: string | number;
}>;


export type RefundFundInMutation = { refundFundIn: { walletFunding: { status: MobileMoneyStatus, phone: string, amount: { amount: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ExchangeRateQueryVariables = Exact<{ [key: string]: never; }>;


export type ExchangeRateQuery = { exchangeRate: { rate: string, speed: SpeedTier, fee: { amount: string, currency: string }, receiveAmount: { amount: string, currency: string } }, fxRates: Array<{ currency: string, perUsd: string }> };

export type CreateFxQuoteMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateFxQuoteMutation = { createFxQuote: { fxQuote: { id: string, status: FxQuoteStatus, price: { rate: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type FxQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type FxQuoteQuery = { fxQuote: { status: FxQuoteStatus, price: { rate: string } } | null };

export type EuroToCediRateQueryVariables = Exact<{ [key: string]: never; }>;


export type EuroToCediRateQuery = { exchangeRate: { rate: string } };

export type SetExchangeRateMutationVariables = Exact<{ [key: string]: never; }>;


export type SetExchangeRateMutation = { setExchangeRate: { announced: boolean | null, changePercent: string | null } };

export type SetCediRateTo20MutationVariables = Exact<{ [key: string]: never; }>;


export type SetCediRateTo20Mutation = { setExchangeRate: { announced: boolean | null } };

export type CreateFxQuoteOnceMutationVariables = Exact<{
  i: CreateFxQuoteInput;
  k?: string | null | undefined;
}>;


export type CreateFxQuoteOnceMutation = { createFxQuote: { fxQuote: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type CreateRecipientIdMutationVariables = Exact<{
  i: CreateRecipientInput;
  k?: string | null | undefined;
}>;


export type CreateRecipientIdMutation = { createRecipient: { recipient: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PayloadCreateLinkMutationVariables = Exact<{
  i: CreatePaymentLinkInput;
}>;


export type PayloadCreateLinkMutation = { createPaymentLink: { paymentLink: { id: string, title: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PayloadDeactivateLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type PayloadDeactivateLinkMutation = { deactivatePaymentLink: { paymentLink: { id: string, status: PaymentLinkStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PayloadLinkCountQueryVariables = Exact<{ [key: string]: never; }>;


export type PayloadLinkCountQuery = { paymentLinks: { nodes: Array<{ id: string }> } };

export type GroupedSendMutationVariables = Exact<{
  i: WalletTransferInput;
}>;


export type GroupedSendMutation = { transferToWallet: { walletTransfer: { id: string, amount: { amount: string, currency: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AvailableQueryVariables = Exact<{ [key: string]: never; }>;


export type AvailableQuery = { wallet: { balances: Array<{ currency: string, balance: { amount: string }, availableBalance: { amount: string } }> } };

export type HeldDriftQueryVariables = Exact<{ [key: string]: never; }>;


export type HeldDriftQuery = { ledgerReconciliation: { clean: boolean, mismatchedHolds: Array<{ accountId: string, held: string, pending: string }> } };

export type CreateInvoiceMutationVariables = Exact<{
  i: CreateInvoiceInput;
}>;


export type CreateInvoiceMutation = { createInvoice: { invoice: { id: string, invoiceNumber: string, status: InvoiceStatus, subtotal: { amount: string, currency: string }, items: Array<{ total: { amount: string } }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type InvoiceByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceByIdQuery = { invoice: { id: string, status: InvoiceStatus } | null };

export type KycTiersQueryVariables = Exact<{ [key: string]: never; }>;


export type KycTiersQuery = { kycTiers: Array<{ level: number, dailyLimit: { amount: string, currency: string } }>, kycStatus: { tier: { level: number }, usedToday: { amount: string } } };

export type RequestKycUpgradeMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestKycUpgradeMutation = { requestKycUpgrade: { kycUpgradeRequest: { status: KycUpgradeStatus, reviewAt: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SetKycTierMutationVariables = Exact<{
  u: string | number;
}>;


export type SetKycTierMutation = { setKycTier: { kycTier: { level: number } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type LoanByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type LoanByIdQuery = { loan: { id: string, status: LoanStatus, principalAmount: { amount: string, currency: string }, outstanding: { total: { amount: string } }, schedule: Array<{ number: number, status: InstalmentStatus, principal: { amount: string }, interest: { amount: string }, lateFee: { amount: string }, amountDue: { amount: string } }> } | null };

export type ApplyForLoanMutationVariables = Exact<{
  i: ApplyForLoanInput;
  k?: string | null | undefined;
}>;


export type ApplyForLoanMutation = { applyForLoan: { loan: { id: string, status: LoanStatus, monthlyPayment: { amount: string }, fee: { amount: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type RepayLoanMutationVariables = Exact<{
  id: string | number;
  amount: string;
}>;


export type RepayLoanMutation = { repayLoan: { loan: { status: LoanStatus, outstanding: { total: { amount: string } } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type CreditOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditOverviewQuery = { creditScore: { score: number, grade: string, maxScore: number, factors: Array<string>, factorDetails: Array<{ code: string, points: number }> }, creditHistory: { edges: Array<{ node: { score: number } }> }, loanEligibility: { eligible: boolean, grade: string, products: Array<{ eligible: boolean, reasons: Array<string>, product: { id: string }, maxAmount: { amount: string } }> }, loanProducts: { edges: Array<{ node: { id: string, interestRate: string, minAmount: { amount: string, currency: string } } }> } };

export type WhoAmIQueryVariables = Exact<{ [key: string]: never; }>;


export type WhoAmIQuery = { me: { id: string } };

export type StartMobileMoneyOperationMutationVariables = Exact<{
  i: MobileMoneyOperationInput;
}>;


export type StartMobileMoneyOperationMutation = { startMobileMoneyOperation: { mobileMoneyOperation: { referenceId: string, status: MobileMoneyStatus, product: string, operation: string, partyRole: string, partyId: string, amount: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type MobileMoneyOperationQueryVariables = Exact<{
  r: string;
}>;


export type MobileMoneyOperationQuery = { mobileMoneyOperation: { status: MobileMoneyStatus, reason: string | null } | null };

export type StartMobileMoneyOperationReferenceMutationVariables = Exact<{
  i: MobileMoneyOperationInput;
}>;


export type StartMobileMoneyOperationReferenceMutation = { startMobileMoneyOperation: { mobileMoneyOperation: { referenceId: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type TraceQueryVariables = Exact<{
  id: string | number;
}>;


export type TraceQuery = { moneyTrace: { objectId: string, steps: Array<{ kind: MoneyTraceStepKind, entryKind: string | null, holdId: string | null, amount: { amount: string } | null, postings: Array<{ accountKind: string, yours: boolean, amount: { amount: string, currency: string }, balanceAfter: { amount: string } | null }> }> } | null };

export type UpdateNotificationPreferencesMutationVariables = Exact<{
  i: NotificationPreferencesInput;
}>;


export type UpdateNotificationPreferencesMutation = { updateNotificationPreferences: { notificationPreferences: { email: { promotions: boolean } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPreferencesQuery = { notificationPreferences: { updatedAt: string | null, email: { promotions: boolean }, sms: { security: boolean } } };

export type EmailPromotionsPreferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailPromotionsPreferenceQuery = { notificationPreferences: { email: { promotions: boolean } } };

export type CreatePaymentLinkMutationVariables = Exact<{
  i: CreatePaymentLinkInput;
  k?: string | null | undefined;
}>;


export type CreatePaymentLinkMutation = { createPaymentLink: { paymentLink: { id: string, url: string, status: PaymentLinkStatus, amount: { amount: string, currency: string } | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PaymentLinkByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentLinkByIdQuery = { paymentLink: { id: string, status: PaymentLinkStatus, paymentsCount: number, amountCollected: { amount: string } } | null };

export type CreateSetupIntentMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateSetupIntentMutation = { createSetupIntent: { setupIntent: { id: string, clientSecret: string | null, status: SetupIntentStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ConfirmSetupIntentMutationVariables = Exact<{
  id: string | number;
  s: string;
}>;


export type ConfirmSetupIntentMutation = { confirmSetupIntent: { paymentMethod: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ConfirmSetupIntentWithVisaMutationVariables = Exact<{
  id: string | number;
  s: string;
}>;


export type ConfirmSetupIntentWithVisaMutation = { confirmSetupIntent: { paymentMethod: { id: string, brand: string, last4: string, isDefault: boolean } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentMethodsQuery = { paymentMethods: Array<{ last4: string }> };

export type DeletePaymentMethodMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePaymentMethodMutation = { deletePaymentMethod: { deletedPaymentMethodId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PaymentRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentRequestQuery = { paymentRequest: { status: PaymentRequestStatus, transferId: string | null } | null };

export type CancelPaymentRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelPaymentRequestMutation = { cancelPaymentRequest: { paymentRequest: { status: PaymentRequestStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type CreatePaymentRequestMutationVariables = Exact<{
  i: CreatePaymentRequestInput;
  k?: string | null | undefined;
}>;


export type CreatePaymentRequestMutation = { createPaymentRequest: { paymentRequest: { id: string, status: PaymentRequestStatus, amount: { amount: string, currency: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AcceptPaymentRequestMutationVariables = Exact<{
  id: string | number;
  k?: string | null | undefined;
}>;


export type AcceptPaymentRequestMutation = { acceptPaymentRequest: { paymentRequest: { status: PaymentRequestStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ReceivedPaymentRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReceivedPaymentRequestsQuery = { receivedPaymentRequests: { edges: Array<{ node: { id: string, status: PaymentRequestStatus } }> } };

export type CreatePayrollBatchMutationVariables = Exact<{
  i: CreatePayrollBatchInput;
}>;


export type CreatePayrollBatchMutation = { createPayrollBatch: { payrollBatch: { id: string, status: PayrollBatchStatus, totalEmployees: number, totalAmount: { amount: string, currency: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ProcessPayrollBatchMutationVariables = Exact<{
  id: string | number;
}>;


export type ProcessPayrollBatchMutation = { processPayrollBatch: { payrollBatch: { status: PayrollBatchStatus, items: { processing: number }, employees: { edges: Array<{ node: { reference: string, status: PayrollItemStatus } }> } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SaveTemplateMutationVariables = Exact<{
  i: CreatePayrollTemplateInput;
}>;


export type SaveTemplateMutation = { createPayrollTemplate: { payrollTemplate: { id: string, name: string, employees: Array<{ name: string, amount: { amount: string, currency: string } }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type TemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type TemplatesQuery = { payrollTemplates: { edges: Array<{ node: { id: string } }> } };

export type PayrollBatchByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type PayrollBatchByIdQuery = { payrollBatch: { id: string, status: PayrollBatchStatus } | null };

export type CorrectItemMutationVariables = Exact<{
  b: string | number;
  i: string | number;
  input: CorrectPayrollItemInput;
}>;


export type CorrectItemMutation = { correctPayrollItem: { item: { id: string, name: string, phone: string, status: PayrollItemStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PhoneVerificationFlowMutationVariables = Exact<{ [key: string]: never; }>;


export type PhoneVerificationFlowMutation = { requestPhoneVerification: { verification: { phone: string, expiresAt: string, resendAfter: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type VerifyPhoneMutationVariables = Exact<{
  code: string;
}>;


export type VerifyPhoneMutation = { verifyPhone: { user: { id: string, phone: string, phoneVerified: boolean } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SmsOutboxQueryVariables = Exact<{
  to?: string | null | undefined;
}>;


export type SmsOutboxQuery = { sandboxSms: { edges: Array<{ node: { to: string, body: string } }> } };

export type RingUpMutationVariables = Exact<{
  i: PosSaleInput;
  k: string;
}>;


export type RingUpMutation = { posSale: { sale: { id: string, receiptNumber: string, status: PosSaleStatus, subtotal: { amount: string, currency: string }, items: Array<{ total: { amount: string } }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PosBackOfficeMutationVariables = Exact<{
  item: PosCatalogItemInput;
}>;


export type PosBackOfficeMutation = { addPosCatalogItem: { posCatalogItem: { id: string, status: PosCatalogItemStatus, unitPrice: { amount: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PosRefundLinesMutationVariables = Exact<{
  i: PosRefundInput;
}>;


export type PosRefundLinesMutation = { posRefund: { refund: { status: PosRefundStatus, reason: string | null, amount: { amount: string }, lines: Array<{ line: number, quantity: number }> | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PosDayQueryVariables = Exact<{ [key: string]: never; }>;


export type PosDayQuery = { posDailyReport: { timeZone: string, total: { sales: number, gross: { amount: string }, net: { amount: string } }, byMethod: Array<{ method: PosPaymentMethod | null, sales: number }> }, sandboxSms: { edges: Array<{ node: { to: string, body: string } }> } };

export type PosSaleByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type PosSaleByIdQuery = { posSale: { id: string, status: PosSaleStatus } | null };

export type RecipientByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type RecipientByIdQuery = { recipient: { id: string } | null };

export type CreateRecipientMutationVariables = Exact<{
  i: CreateRecipientInput;
  k?: string | null | undefined;
}>;


export type CreateRecipientMutation = { createRecipient: { recipient: { id: string, provider: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type MoveRecipientToAirtelTigoMutationVariables = Exact<{
  id: string | number;
}>;


export type MoveRecipientToAirtelTigoMutation = { updateRecipient: { recipient: { provider: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type RenameRecipientMutationVariables = Exact<{
  id: string | number;
}>;


export type RenameRecipientMutation = { updateRecipient: { recipient: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DeleteRecipientMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRecipientMutation = { deleteRecipient: { deletedRecipientId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type RecipientPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RecipientPageQuery = { recipients: { edges: Array<{ node: { id: string } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type ReferralOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferralOverviewQuery = { referralSummary: { code: string, shareUrl: string, totalReferrals: number, completedReferrals: number, rewardCurrency: string, totalRewardsEarned: { amount: string, currency: string } }, referrals: { edges: Array<{ node: { id: string, status: ReferralStatus, statusReason: string | null, reward: { amount: string } } }> }, referralRewards: { edges: Array<{ node: { id: string } }> } };

export type ResolveAsRefundMutationVariables = Exact<{
  id: string | number;
}>;


export type ResolveAsRefundMutation = { resolveDispute: { dispute: { status: DisputeStatus, resolution: DisputeResolution | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type RefundFundInOnceMutationVariables = Exact<{
  id: string | number;
}>;


export type RefundFundInOnceMutation = { refundFundIn: { walletFunding: { status: MobileMoneyStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ReverseTransferOnceMutationVariables = Exact<{
  id: string | number;
}>;


export type ReverseTransferOnceMutation = { reverseTransfer: { transfer: { status: TransferStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type RefundPaymentMutationVariables = Exact<{
  id: string | number;
  amount?: string | null | undefined;
}>;


export type RefundPaymentMutation = { refundPayment: { refund: { id: string, status: RefundStatus, method: PaymentMethodKind, amount: { amount: string, currency: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type RefundPaymentWithPaymentMutationVariables = Exact<{
  id: string | number;
  amount?: string | null | undefined;
}>;


export type RefundPaymentWithPaymentMutation = { refundPayment: { refund: { id: string, status: RefundStatus } | null, payment: { id: string, status: PaymentStatus, refundedAmount: { amount: string } } | null, userErrors: Array<{ field: Array<string> | null, code: string }> } };

export type PaymentWithRefundsQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentWithRefundsQuery = { payment: { id: string, status: PaymentStatus, refunds: Array<{ status: RefundStatus, amount: { amount: string } }> } | null };

export type PaymentRefundPageQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type PaymentRefundPageQuery = { payment: { refundConnection: { totalCount: number, nodes: Array<{ method: PaymentMethodKind, amount: { amount: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type PaymentRefundStateQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentRefundStateQuery = { payment: { status: PaymentStatus, refundedAmount: { amount: string } } | null };

export type FilteredPaymentsQueryVariables = Exact<{
  filter?: PaymentFilter | null | undefined;
}>;


export type FilteredPaymentsQuery = { payments: { edges: Array<{ node: { id: string, status: PaymentStatus, method: PaymentMethodKind, description: string } }> } };

export type SandboxClockQueryVariables = Exact<{ [key: string]: never; }>;


export type SandboxClockQuery = { sandboxClock: { accountId: string, now: string, offsetSeconds: number } };

export type AdvanceSandboxClockMutationVariables = Exact<{
  i: AdvanceSandboxClockInput;
}>;


export type AdvanceSandboxClockMutation = { advanceSandboxClock: { sandboxClockAdvance: { previousNow: string, clock: { now: string, offsetSeconds: number }, fired: Array<{ id: string, type: string, data: unknown }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type CreateSavingsPlanMutationVariables = Exact<{
  i: CreateSavingsPlanInput;
  k?: string | null | undefined;
}>;


export type CreateSavingsPlanMutation = { createSavingsPlan: { savingsPlan: { id: string, status: ScheduleStatus, frequency: Frequency, nextDebitDate: string | null, lastRunDate: string | null, endedReason: string | null, timeZone: string, upcomingDates: Array<string>, amount: { amount: string, currency: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SavingsPlanByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type SavingsPlanByIdQuery = { savingsPlan: { id: string, status: ScheduleStatus, nextDebitDate: string | null, occurrences: Array<{ date: string, status: OccurrenceStatus, reason: string | null, reference: string | null }> } | null };

export type SavingsGoalByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type SavingsGoalByIdQuery = { savingsGoal: { id: string, progress: string, status: SavingsGoalStatus, savedAmount: { amount: string } } | null };

export type CreateSavingsGoalMutationVariables = Exact<{
  i: CreateSavingsGoalInput;
  k?: string | null | undefined;
}>;


export type CreateSavingsGoalMutation = { createSavingsGoal: { savingsGoal: { id: string, targetDate: string | null, status: SavingsGoalStatus, targetAmount: { amount: string, currency: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DepositToSavingsGoalMutationVariables = Exact<{
  id: string | number;
  amount: string;
  k?: string | null | undefined;
}>;


export type DepositToSavingsGoalMutation = { depositToSavingsGoal: { savingsGoal: { progress: string, status: SavingsGoalStatus, completedAt: string | null, savedAmount: { amount: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type WithdrawFromSavingsGoalMutationVariables = Exact<{
  id: string | number;
  amount: string;
}>;


export type WithdrawFromSavingsGoalMutation = { withdrawFromSavingsGoal: { savingsGoal: { savedAmount: { amount: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type CloseSavingsGoalMutationVariables = Exact<{
  id: string | number;
}>;


export type CloseSavingsGoalMutation = { closeSavingsGoal: { savingsGoal: { status: SavingsGoalStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SavingsGoalPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SavingsGoalPageQuery = { savingsGoals: { edges: Array<{ node: { id: string } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type LogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutEverywhereMutation = { logoutAll: { loggedOutAt: string | null } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string } };

export type ReverseTransferMutationVariables = Exact<{
  id: string | number;
}>;


export type ReverseTransferMutation = { reverseTransfer: { transfer: { status: TransferStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type CreateTransferMutationVariables = Exact<{
  i: CreateTransferInput;
}>;


export type CreateTransferMutation = { createTransfer: { transfer: { id: string, status: TransferStatus, speedTier: SpeedTier, fee: { amount: string, currency: string }, receiveAmount: { amount: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type TransferQueryVariables = Exact<{
  id: string | number;
}>;


export type TransferQuery = { transfer: { status: TransferStatus, events: Array<{ status: string }> } | null, transfers: { edges: Array<{ node: { id: string } }> } };

export type WalletQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletQuery = { wallet: { id: string, balances: Array<{ currency: string, balance: { amount: string, currency: string } }> } };

export type CreateWalletMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateWalletMutation = { createWallet: { wallet: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AddWalletAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type AddWalletAccountMutation = { addWalletAccount: { walletBalance: { currency: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type RemoveWalletAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveWalletAccountMutation = { removeWalletAccount: { removedCurrency: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type CediTransactionsFirstPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CediTransactionsFirstPageQuery = { wallet: { transactions: { edges: Array<{ node: { direction: Direction, amount: { amount: string } } }>, pageInfo: { hasNextPage: boolean } } } };

export type LedgerReconciliationQueryVariables = Exact<{ [key: string]: never; }>;


export type LedgerReconciliationQuery = { ledgerReconciliation: { clean: boolean, mismatchedAccounts: Array<{ accountId: string, cachedBalance: string, postedBalance: string }> } };

export type SandboxFundQuarterCediMutationVariables = Exact<{
  w: string;
}>;


export type SandboxFundQuarterCediMutation = { sandboxFundWallet: { walletBalance: { balance: { amount: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: { edges: Array<{ node: { id: string, status: WebhookEndpointStatus, events: Array<string> } }> } };

export type RegisterWebhookMutationVariables = Exact<{
  i: RegisterWebhookInput;
}>;


export type RegisterWebhookMutation = { registerWebhook: { secret: string | null, webhookEndpoint: { id: string, status: WebhookEndpointStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DeleteWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookMutation = { deleteWebhook: { deletedWebhookEndpointId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type EnableWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type EnableWebhookMutation = { enableWebhook: { webhookEndpoint: { status: WebhookEndpointStatus } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SendWebhookTestMutationVariables = Exact<{
  id: string | number;
}>;


export type SendWebhookTestMutation = { sendWebhookTest: { webhookDelivery: { id: string, kind: WebhookDeliveryKind } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SendMisSignedWebhookTestMutationVariables = Exact<{
  id: string | number;
}>;


export type SendMisSignedWebhookTestMutation = { sendWebhookTest: { webhookDelivery: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type WebhookDeliveryQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhookDeliveryQuery = { webhookDelivery: { status: WebhookDeliveryStatus, attempts: number, attemptLog: Array<{ statusCode: number | null, note: string | null }> } | null };

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

export const ReliabilitySendDocument = new TypedDocumentString(`
    mutation ReliabilitySend($input: WalletTransferInput!) {
  transferToWallet(input: $input) {
    walletTransfer {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ReliabilitySendMutation, ReliabilitySendMutationVariables>;
export const ApolloLinksPageDocument = new TypedDocumentString(`
    query ApolloLinksPage($after: String) {
  paymentLinks(first: 2, after: $after) {
    edges {
      cursor
      node {
        id
        title
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<ApolloLinksPageQuery, ApolloLinksPageQueryVariables>;
export const ApolloCreateLinkDocument = new TypedDocumentString(`
    mutation ApolloCreateLink($i: CreatePaymentLinkInput!) {
  createPaymentLink(input: $i) {
    paymentLink {
      id
      title
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ApolloCreateLinkMutation, ApolloCreateLinkMutationVariables>;
export const ApolloPaymentStateDocument = new TypedDocumentString(`
    query ApolloPaymentState($id: ID!) {
  payment(id: $id) {
    id
    status
    refundedAmount {
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<ApolloPaymentStateQuery, ApolloPaymentStateQueryVariables>;
export const ApolloRefundDocument = new TypedDocumentString(`
    mutation ApolloRefund($id: ID!, $amount: Decimal) {
  refundPayment(id: $id, amount: $amount) {
    refund {
      id
      status
    }
    payment {
      id
      status
      refundedAmount {
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
    `) as unknown as TypedDocumentString<ApolloRefundMutation, ApolloRefundMutationVariables>;
export const ApolloWalletBalancesDocument = new TypedDocumentString(`
    query ApolloWalletBalances {
  wallet {
    id
    balances {
      id
      walletId
      currency
      balance {
        amount
      }
      availableBalance {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ApolloWalletBalancesQuery, ApolloWalletBalancesQueryVariables>;
export const ApolloBalanceChangedDocument = new TypedDocumentString(`
    subscription ApolloBalanceChanged {
  walletBalanceChanged {
    id
    currency
    balance {
      amount
    }
    availableBalance {
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<ApolloBalanceChangedSubscription, ApolloBalanceChangedSubscriptionVariables>;
export const ApolloSandboxClockDocument = new TypedDocumentString(`
    query ApolloSandboxClock {
  sandboxClock {
    accountId
    offsetSeconds
  }
}
    `) as unknown as TypedDocumentString<ApolloSandboxClockQuery, ApolloSandboxClockQueryVariables>;
export const ApolloAdvanceClockDocument = new TypedDocumentString(`
    mutation ApolloAdvanceClock($i: AdvanceSandboxClockInput!) {
  advanceSandboxClock(input: $i) {
    sandboxClockAdvance {
      clock {
        accountId
        offsetSeconds
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ApolloAdvanceClockMutation, ApolloAdvanceClockMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($i: LoginInput!) {
  login(input: $i) {
    tokens {
      accessToken
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const ForgotPasswordDocument = new TypedDocumentString(`
    mutation ForgotPassword($e: String!) {
  forgotPassword(email: $e) {
    message
  }
}
    `) as unknown as TypedDocumentString<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const LoginWithTokensDocument = new TypedDocumentString(`
    mutation LoginWithTokens($i: LoginInput!) {
  login(input: $i) {
    tokens {
      accessToken
      refreshToken
      expiresIn
      tokenType
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<LoginWithTokensMutation, LoginWithTokensMutationVariables>;
export const LoginForAccessTokenDocument = new TypedDocumentString(`
    mutation LoginForAccessToken($i: LoginInput!) {
  login(input: $i) {
    tokens {
      accessToken
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<LoginForAccessTokenMutation, LoginForAccessTokenMutationVariables>;
export const RefreshSessionDocument = new TypedDocumentString(`
    mutation RefreshSession($t: String!) {
  refreshSession(refreshToken: $t) {
    tokens {
      refreshToken
      accessToken
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const LogoutAllDocument = new TypedDocumentString(`
    mutation LogoutAll {
  logoutAll {
    loggedOutAt
  }
}
    `) as unknown as TypedDocumentString<LogoutAllMutation, LogoutAllMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($e: String!) {
  forgotPassword(email: $e) {
    message
  }
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($i: ResetPasswordInput!) {
  resetPassword(input: $i) {
    message
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SandboxMailboxDocument = new TypedDocumentString(`
    query SandboxMailbox($to: String) {
  sandboxMailbox(to: $to) {
    edges {
      node {
        to
        subject
      }
    }
    pageInfo {
      hasNextPage
    }
  }
}
    `) as unknown as TypedDocumentString<SandboxMailboxQuery, SandboxMailboxQueryVariables>;
export const DeveloperAccountDocument = new TypedDocumentString(`
    query DeveloperAccount {
  developerAccount {
    id
  }
}
    `) as unknown as TypedDocumentString<DeveloperAccountQuery, DeveloperAccountQueryVariables>;
export const SandboxMailboxCursorsDocument = new TypedDocumentString(`
    query SandboxMailboxCursors {
  sandboxMailbox {
    edges {
      cursor
    }
  }
}
    `) as unknown as TypedDocumentString<SandboxMailboxCursorsQuery, SandboxMailboxCursorsQueryVariables>;
export const SetAccountPlanDocument = new TypedDocumentString(`
    mutation SetAccountPlan($i: SetAccountPlanInput!) {
  setAccountPlan(input: $i) {
    developerAccount {
      plan
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SetAccountPlanMutation, SetAccountPlanMutationVariables>;
export const PayBillDocument = new TypedDocumentString(`
    mutation PayBill($i: PayBillInput!, $k: String) {
  payBill(input: $i, idempotencyKey: $k) {
    billPayment {
      id
      status
      receiptNumber
      token
      amount {
        amount
        currency
      }
      fee {
        amount
      }
      provider {
        id
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<PayBillMutation, PayBillMutationVariables>;
export const BillPaymentByIdDocument = new TypedDocumentString(`
    query BillPaymentById($id: ID!) {
  billPayment(id: $id) {
    id
    status
    receiptNumber
    failureReason
  }
}
    `) as unknown as TypedDocumentString<BillPaymentByIdQuery, BillPaymentByIdQueryVariables>;
export const BillPaymentsPageDocument = new TypedDocumentString(`
    query BillPaymentsPage($first: Int, $after: String) {
  billPayments(first: $first, after: $after) {
    edges {
      node {
        id
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    `) as unknown as TypedDocumentString<BillPaymentsPageQuery, BillPaymentsPageQueryVariables>;
export const ScheduleBillPaymentDocument = new TypedDocumentString(`
    mutation ScheduleBillPayment($i: ScheduleBillPaymentInput!) {
  scheduleBillPayment(input: $i) {
    scheduledBillPayment {
      id
      status
      frequency
      nextPaymentDate
      upcomingDates(count: 3)
      provider {
        id
      }
      amount {
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
    `) as unknown as TypedDocumentString<ScheduleBillPaymentMutation, ScheduleBillPaymentMutationVariables>;
export const ScheduledBillPaymentByIdDocument = new TypedDocumentString(`
    query ScheduledBillPaymentById($id: ID!) {
  scheduledBillPayment(id: $id) {
    id
    status
    occurrences {
      date
      status
      reason
      reference
    }
  }
}
    `) as unknown as TypedDocumentString<ScheduledBillPaymentByIdQuery, ScheduledBillPaymentByIdQueryVariables>;
export const ElectricityProvidersDocument = new TypedDocumentString(`
    query ElectricityProviders($country: String) {
  billProviders(category: ELECTRICITY, country: $country) {
    edges {
      node {
        id
        category
        country
        minAmount {
          amount
          currency
        }
        fee {
          amount
        }
        issuesToken
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ElectricityProvidersQuery, ElectricityProvidersQueryVariables>;
export const SaveBillerDocument = new TypedDocumentString(`
    mutation SaveBiller($i: SaveBillerInput!) {
  saveBiller(input: $i) {
    savedBiller {
      id
      accountNumber
      nickname
      provider {
        id
        name
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SaveBillerMutation, SaveBillerMutationVariables>;
export const DeleteSavedBillerDocument = new TypedDocumentString(`
    mutation DeleteSavedBiller($id: ID!) {
  deleteSavedBiller(id: $id) {
    deletedSavedBillerId
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteSavedBillerMutation, DeleteSavedBillerMutationVariables>;
export const SavedBillerPageDocument = new TypedDocumentString(`
    query SavedBillerPage($first: Int, $after: String) {
  savedBillers(first: $first, after: $after) {
    edges {
      node {
        id
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    `) as unknown as TypedDocumentString<SavedBillerPageQuery, SavedBillerPageQueryVariables>;
export const SellTooMuchDocument = new TypedDocumentString(`
    mutation SellTooMuch($i: PosSaleInput!, $k: String!) {
  posSale(input: $i, idempotencyKey: $k) {
    sale {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SellTooMuchMutation, SellTooMuchMutationVariables>;
export const InvoiceTooMuchDocument = new TypedDocumentString(`
    mutation InvoiceTooMuch($i: CreateInvoiceInput!) {
  createInvoice(input: $i) {
    invoice {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<InvoiceTooMuchMutation, InvoiceTooMuchMutationVariables>;
export const TransferToWalletDocument = new TypedDocumentString(`
    mutation TransferToWallet($i: WalletTransferInput!) {
  transferToWallet(input: $i) {
    walletTransfer {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<TransferToWalletMutation, TransferToWalletMutationVariables>;
export const CreateApiUserDocument = new TypedDocumentString(`
    mutation CreateApiUser($i: CreateApiUserInput!) {
  createApiUser(input: $i) {
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
    `) as unknown as TypedDocumentString<CreateApiUserMutation, CreateApiUserMutationVariables>;
export const SandboxFundWalletDocument = new TypedDocumentString(`
    mutation SandboxFundWallet($w: String!) {
  sandboxFundWallet(walletId: $w, amount: "100", currency: "GHS") {
    walletBalance {
      currency
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SandboxFundWalletMutation, SandboxFundWalletMutationVariables>;
export const SandboxMailboxBodiesDocument = new TypedDocumentString(`
    query SandboxMailboxBodies {
  sandboxMailbox {
    edges {
      node {
        body
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SandboxMailboxBodiesQuery, SandboxMailboxBodiesQueryVariables>;
export const RotateSubscriptionKeyDocument = new TypedDocumentString(`
    mutation RotateSubscriptionKey {
  rotateSubscriptionKey(product: COLLECTION) {
    key {
      product
      active
    }
  }
}
    `) as unknown as TypedDocumentString<RotateSubscriptionKeyMutation, RotateSubscriptionKeyMutationVariables>;
export const ApplyOverMaximumDocument = new TypedDocumentString(`
    mutation ApplyOverMaximum($i: ApplyForLoanInput!) {
  applyForLoan(input: $i) {
    loan {
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
    `) as unknown as TypedDocumentString<ApplyOverMaximumMutation, ApplyOverMaximumMutationVariables>;
export const AccountOverviewDocument = new TypedDocumentString(`
    query AccountOverview($currency: Currency!) {
  developerAccount {
    rateLimits {
      perMinute
      perDay
    }
    rateLimitUsage {
      minute
      day
      minuteResetsAt
    }
    users(first: 5) {
      edges {
        node {
          user {
            id
            email
          }
          walletId
          balances {
            currency
            balance {
              amount
            }
          }
          transactions(currency: $currency, first: 3) {
            edges {
              node {
                kind
                amount {
                  amount
                }
              }
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    mobileMoneyOperations(first: 5) {
      edges {
        node {
          referenceId
          product
          operation
          status
          amount
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccountOverviewQuery, AccountOverviewQueryVariables>;
export const SignUpDeveloperDocument = new TypedDocumentString(`
    mutation SignUpDeveloper($i: SignUpDeveloperInput!) {
  signUpDeveloper(input: $i) {
    subscriptionKey
    productKeys {
      collection
      disbursement
      remittance
    }
    account {
      id
      name
      plan
      rateLimits {
        perMinute
        perDay
      }
      owner {
        email
        role
      }
      subscriptionKeys {
        product
        hint
        value
        active
      }
    }
    user {
      id
      role
    }
    tokens {
      accessToken
    }
  }
}
    `) as unknown as TypedDocumentString<SignUpDeveloperMutation, SignUpDeveloperMutationVariables>;
export const ApiUserDocument = new TypedDocumentString(`
    query ApiUser($id: String!) {
  apiUser(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ApiUserQuery, ApiUserQueryVariables>;
export const CreateApiUserWithEnvironmentDocument = new TypedDocumentString(`
    mutation CreateApiUserWithEnvironment($i: CreateApiUserInput!) {
  createApiUser(input: $i) {
    apiUser {
      id
      targetEnvironment
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CreateApiUserWithEnvironmentMutation, CreateApiUserWithEnvironmentMutationVariables>;
export const CreateApiUserIdDocument = new TypedDocumentString(`
    mutation CreateApiUserId($i: CreateApiUserInput!) {
  createApiUser(input: $i) {
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
    `) as unknown as TypedDocumentString<CreateApiUserIdMutation, CreateApiUserIdMutationVariables>;
export const CreateApiKeyDocument = new TypedDocumentString(`
    mutation CreateApiKey($id: String!) {
  createApiKey(apiUserId: $id) {
    apiKey
    previousKeysExpireAt
    key {
      active
    }
  }
}
    `) as unknown as TypedDocumentString<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const CreateApiAccessTokenDocument = new TypedDocumentString(`
    mutation CreateApiAccessToken($id: String!, $k: String!) {
  createApiAccessToken(product: REMITTANCE, apiUserId: $id, apiKey: $k) {
    apiAccessToken {
      tokenType
      expiresIn
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CreateApiAccessTokenMutation, CreateApiAccessTokenMutationVariables>;
export const ApiUsersWithKeysDocument = new TypedDocumentString(`
    query ApiUsersWithKeys {
  developerAccount {
    apiUsers(first: 50) {
      edges {
        node {
          id
          apiKeys {
            active
          }
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ApiUsersWithKeysQuery, ApiUsersWithKeysQueryVariables>;
export const ApiUsersFirstPageDocument = new TypedDocumentString(`
    query ApiUsersFirstPage {
  developerAccount {
    apiUsers(first: 2) {
      edges {
        cursor
        node {
          id
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ApiUsersFirstPageQuery, ApiUsersFirstPageQueryVariables>;
export const ApiUsersPageAfterDocument = new TypedDocumentString(`
    query ApiUsersPageAfter($after: String) {
  developerAccount {
    apiUsers(first: 2, after: $after) {
      edges {
        node {
          id
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ApiUsersPageAfterQuery, ApiUsersPageAfterQueryVariables>;
export const ApiUsersPageTooLargeDocument = new TypedDocumentString(`
    query ApiUsersPageTooLarge {
  developerAccount {
    apiUsers(first: 101) {
      edges {
        cursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ApiUsersPageTooLargeQuery, ApiUsersPageTooLargeQueryVariables>;
export const RotateAppSubscriptionKeyDocument = new TypedDocumentString(`
    mutation RotateAppSubscriptionKey {
  rotateSubscriptionKey {
    subscriptionKey
    previousKeysExpireAt
    key {
      active
    }
  }
}
    `) as unknown as TypedDocumentString<RotateAppSubscriptionKeyMutation, RotateAppSubscriptionKeyMutationVariables>;
export const SetAccountPlanWithLimitsDocument = new TypedDocumentString(`
    mutation SetAccountPlanWithLimits($i: SetAccountPlanInput!) {
  setAccountPlan(input: $i) {
    developerAccount {
      plan
      rateLimits {
        perMinute
        perDay
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SetAccountPlanWithLimitsMutation, SetAccountPlanWithLimitsMutationVariables>;
export const HealthDocument = new TypedDocumentString(`
    query Health {
  health
}
    `) as unknown as TypedDocumentString<HealthQuery, HealthQueryVariables>;
export const FileDisputeDocument = new TypedDocumentString(`
    mutation FileDispute($i: FileDisputeInput!) {
  fileDispute(input: $i) {
    dispute {
      id
      status
      priority
      reason
      transactionType
      amount {
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
    `) as unknown as TypedDocumentString<FileDisputeMutation, FileDisputeMutationVariables>;
export const DisputeByIdDocument = new TypedDocumentString(`
    query DisputeById($id: ID!) {
  dispute(id: $id) {
    id
    status
    resolution
    comments {
      authorRole
      body
    }
  }
}
    `) as unknown as TypedDocumentString<DisputeByIdQuery, DisputeByIdQueryVariables>;
export const ReceivedDisputesDocument = new TypedDocumentString(`
    query ReceivedDisputes($status: DisputeStatus) {
  receivedDisputes(status: $status, first: 10) {
    edges {
      node {
        id
        status
        evidenceItems {
          url
          addedBy
        }
        comments {
          authorRole
          body
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReceivedDisputesQuery, ReceivedDisputesQueryVariables>;
export const AddDisputeEvidenceDocument = new TypedDocumentString(`
    mutation AddDisputeEvidence($id: ID!, $urls: [String!]!) {
  addDisputeEvidence(id: $id, urls: $urls) {
    dispute {
      evidence
      evidenceItems {
        addedBy
        url
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AddDisputeEvidenceMutation, AddDisputeEvidenceMutationVariables>;
export const ResolveDisputeDocument = new TypedDocumentString(`
    mutation ResolveDispute($id: ID!) {
  resolveDispute(id: $id, outcome: DECLINE, note: "The merchant proved delivery.") {
    dispute {
      status
      resolution
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ResolveDisputeMutation, ResolveDisputeMutationVariables>;
export const EventLogPageDocument = new TypedDocumentString(`
    query EventLogPage($after: String, $types: [String!]) {
  events(first: 2, after: $after, types: $types) {
    edges {
      cursor
      node {
        id
        type
        sequence
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<EventLogPageQuery, EventLogPageQueryVariables>;
export const WalletFundInsDocument = new TypedDocumentString(`
    query WalletFundIns {
  walletFundIns {
    edges {
      node {
        status
        reason
        phone
        amount {
          amount
          currency
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WalletFundInsQuery, WalletFundInsQueryVariables>;
export const CashOutWalletDocument = new TypedDocumentString(`
    mutation CashOutWallet {
  cashOutWallet(input: {amount: "30.00", phone: "+46733123457"}) {
    walletFunding {
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CashOutWalletMutation, CashOutWalletMutationVariables>;
export const RefundFundInDocument = new TypedDocumentString(`
    mutation RefundFundIn($id: ID!) {
  refundFundIn(transactionId: $id) {
    walletFunding {
      status
      phone
      amount {
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
    `) as unknown as TypedDocumentString<RefundFundInMutation, RefundFundInMutationVariables>;
export const ExchangeRateDocument = new TypedDocumentString(`
    query ExchangeRate {
  exchangeRate(from: "USD", to: "GHS", speed: ECONOMY) {
    rate
    fee {
      amount
      currency
    }
    receiveAmount {
      amount
      currency
    }
    speed
  }
  fxRates {
    currency
    perUsd
  }
}
    `) as unknown as TypedDocumentString<ExchangeRateQuery, ExchangeRateQueryVariables>;
export const CreateFxQuoteDocument = new TypedDocumentString(`
    mutation CreateFxQuote {
  createFxQuote(input: {from: "EUR", to: "GHS", amount: "10"}) {
    fxQuote {
      id
      status
      price {
        rate
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CreateFxQuoteMutation, CreateFxQuoteMutationVariables>;
export const FxQuoteDocument = new TypedDocumentString(`
    query FxQuote($id: ID!) {
  fxQuote(id: $id) {
    status
    price {
      rate
    }
  }
}
    `) as unknown as TypedDocumentString<FxQuoteQuery, FxQuoteQueryVariables>;
export const EuroToCediRateDocument = new TypedDocumentString(`
    query EuroToCediRate {
  exchangeRate(from: "EUR", to: "GHS") {
    rate
  }
}
    `) as unknown as TypedDocumentString<EuroToCediRateQuery, EuroToCediRateQueryVariables>;
export const SetExchangeRateDocument = new TypedDocumentString(`
    mutation SetExchangeRate {
  setExchangeRate(currency: "KES", perUsd: "131.5") {
    announced
    changePercent
  }
}
    `) as unknown as TypedDocumentString<SetExchangeRateMutation, SetExchangeRateMutationVariables>;
export const SetCediRateTo20Document = new TypedDocumentString(`
    mutation SetCediRateTo20 {
  setExchangeRate(currency: "GHS", perUsd: "20") {
    announced
  }
}
    `) as unknown as TypedDocumentString<SetCediRateTo20Mutation, SetCediRateTo20MutationVariables>;
export const CreateFxQuoteOnceDocument = new TypedDocumentString(`
    mutation CreateFxQuoteOnce($i: CreateFxQuoteInput!, $k: String) {
  createFxQuote(input: $i, idempotencyKey: $k) {
    fxQuote {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CreateFxQuoteOnceMutation, CreateFxQuoteOnceMutationVariables>;
export const CreateRecipientIdDocument = new TypedDocumentString(`
    mutation CreateRecipientId($i: CreateRecipientInput!, $k: String) {
  createRecipient(input: $i, idempotencyKey: $k) {
    recipient {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CreateRecipientIdMutation, CreateRecipientIdMutationVariables>;
export const PayloadCreateLinkDocument = new TypedDocumentString(`
    mutation PayloadCreateLink($i: CreatePaymentLinkInput!) {
  createPaymentLink(input: $i) {
    paymentLink {
      id
      title
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<PayloadCreateLinkMutation, PayloadCreateLinkMutationVariables>;
export const PayloadDeactivateLinkDocument = new TypedDocumentString(`
    mutation PayloadDeactivateLink($id: ID!) {
  deactivatePaymentLink(id: $id) {
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
    `) as unknown as TypedDocumentString<PayloadDeactivateLinkMutation, PayloadDeactivateLinkMutationVariables>;
export const PayloadLinkCountDocument = new TypedDocumentString(`
    query PayloadLinkCount {
  paymentLinks(first: 100) {
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PayloadLinkCountQuery, PayloadLinkCountQueryVariables>;
export const GroupedSendDocument = new TypedDocumentString(`
    mutation GroupedSend($i: WalletTransferInput!) {
  transferToWallet(input: $i) {
    walletTransfer {
      id
      amount {
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
    `) as unknown as TypedDocumentString<GroupedSendMutation, GroupedSendMutationVariables>;
export const AvailableDocument = new TypedDocumentString(`
    query Available {
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
}
    `) as unknown as TypedDocumentString<AvailableQuery, AvailableQueryVariables>;
export const HeldDriftDocument = new TypedDocumentString(`
    query HeldDrift {
  ledgerReconciliation {
    clean
    mismatchedHolds {
      accountId
      held
      pending
    }
  }
}
    `) as unknown as TypedDocumentString<HeldDriftQuery, HeldDriftQueryVariables>;
export const CreateInvoiceDocument = new TypedDocumentString(`
    mutation CreateInvoice($i: CreateInvoiceInput!) {
  createInvoice(input: $i) {
    invoice {
      id
      invoiceNumber
      status
      subtotal {
        amount
        currency
      }
      items {
        total {
          amount
        }
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CreateInvoiceMutation, CreateInvoiceMutationVariables>;
export const InvoiceByIdDocument = new TypedDocumentString(`
    query InvoiceById($id: ID!) {
  invoice(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<InvoiceByIdQuery, InvoiceByIdQueryVariables>;
export const KycTiersDocument = new TypedDocumentString(`
    query KycTiers {
  kycTiers {
    level
    dailyLimit {
      amount
      currency
    }
  }
  kycStatus {
    tier {
      level
    }
    usedToday {
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<KycTiersQuery, KycTiersQueryVariables>;
export const RequestKycUpgradeDocument = new TypedDocumentString(`
    mutation RequestKycUpgrade {
  requestKycUpgrade(targetTier: 1) {
    kycUpgradeRequest {
      status
      reviewAt
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RequestKycUpgradeMutation, RequestKycUpgradeMutationVariables>;
export const SetKycTierDocument = new TypedDocumentString(`
    mutation SetKycTier($u: ID!) {
  setKycTier(userId: $u, tier: 1, reason: "document expired") {
    kycTier {
      level
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SetKycTierMutation, SetKycTierMutationVariables>;
export const LoanByIdDocument = new TypedDocumentString(`
    query LoanById($id: ID!) {
  loan(id: $id) {
    id
    status
    principalAmount {
      amount
      currency
    }
    outstanding {
      total {
        amount
      }
    }
    schedule {
      number
      status
      principal {
        amount
      }
      interest {
        amount
      }
      lateFee {
        amount
      }
      amountDue {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LoanByIdQuery, LoanByIdQueryVariables>;
export const ApplyForLoanDocument = new TypedDocumentString(`
    mutation ApplyForLoan($i: ApplyForLoanInput!, $k: String) {
  applyForLoan(input: $i, idempotencyKey: $k) {
    loan {
      id
      status
      monthlyPayment {
        amount
      }
      fee {
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
    `) as unknown as TypedDocumentString<ApplyForLoanMutation, ApplyForLoanMutationVariables>;
export const RepayLoanDocument = new TypedDocumentString(`
    mutation RepayLoan($id: ID!, $amount: Decimal!) {
  repayLoan(id: $id, amount: $amount) {
    loan {
      status
      outstanding {
        total {
          amount
        }
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RepayLoanMutation, RepayLoanMutationVariables>;
export const CreditOverviewDocument = new TypedDocumentString(`
    query CreditOverview {
  creditScore {
    score
    grade
    maxScore
    factors
    factorDetails {
      code
      points
    }
  }
  creditHistory(first: 5) {
    edges {
      node {
        score
      }
    }
  }
  loanEligibility {
    eligible
    grade
    products {
      product {
        id
      }
      eligible
      maxAmount {
        amount
      }
      reasons
    }
  }
  loanProducts {
    edges {
      node {
        id
        interestRate
        minAmount {
          amount
          currency
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CreditOverviewQuery, CreditOverviewQueryVariables>;
export const WhoAmIDocument = new TypedDocumentString(`
    query WhoAmI {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<WhoAmIQuery, WhoAmIQueryVariables>;
export const StartMobileMoneyOperationDocument = new TypedDocumentString(`
    mutation StartMobileMoneyOperation($i: MobileMoneyOperationInput!) {
  startMobileMoneyOperation(input: $i) {
    mobileMoneyOperation {
      referenceId
      status
      product
      operation
      partyRole
      partyId
      amount
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<StartMobileMoneyOperationMutation, StartMobileMoneyOperationMutationVariables>;
export const MobileMoneyOperationDocument = new TypedDocumentString(`
    query MobileMoneyOperation($r: String!) {
  mobileMoneyOperation(kind: "disbursement.transfer", referenceId: $r) {
    status
    reason
  }
}
    `) as unknown as TypedDocumentString<MobileMoneyOperationQuery, MobileMoneyOperationQueryVariables>;
export const StartMobileMoneyOperationReferenceDocument = new TypedDocumentString(`
    mutation StartMobileMoneyOperationReference($i: MobileMoneyOperationInput!) {
  startMobileMoneyOperation(input: $i) {
    mobileMoneyOperation {
      referenceId
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<StartMobileMoneyOperationReferenceMutation, StartMobileMoneyOperationReferenceMutationVariables>;
export const TraceDocument = new TypedDocumentString(`
    query Trace($id: ID!) {
  moneyTrace(objectId: $id) {
    objectId
    steps {
      kind
      entryKind
      holdId
      amount {
        amount
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
    `) as unknown as TypedDocumentString<TraceQuery, TraceQueryVariables>;
export const UpdateNotificationPreferencesDocument = new TypedDocumentString(`
    mutation UpdateNotificationPreferences($i: NotificationPreferencesInput!) {
  updateNotificationPreferences(input: $i) {
    notificationPreferences {
      email {
        promotions
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>;
export const NotificationPreferencesDocument = new TypedDocumentString(`
    query NotificationPreferences {
  notificationPreferences {
    email {
      promotions
    }
    sms {
      security
    }
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
export const EmailPromotionsPreferenceDocument = new TypedDocumentString(`
    query EmailPromotionsPreference {
  notificationPreferences {
    email {
      promotions
    }
  }
}
    `) as unknown as TypedDocumentString<EmailPromotionsPreferenceQuery, EmailPromotionsPreferenceQueryVariables>;
export const CreatePaymentLinkDocument = new TypedDocumentString(`
    mutation CreatePaymentLink($i: CreatePaymentLinkInput!, $k: String) {
  createPaymentLink(input: $i, idempotencyKey: $k) {
    paymentLink {
      id
      url
      status
      amount {
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
    `) as unknown as TypedDocumentString<CreatePaymentLinkMutation, CreatePaymentLinkMutationVariables>;
export const PaymentLinkByIdDocument = new TypedDocumentString(`
    query PaymentLinkById($id: ID!) {
  paymentLink(id: $id) {
    id
    status
    paymentsCount
    amountCollected {
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentLinkByIdQuery, PaymentLinkByIdQueryVariables>;
export const CreateSetupIntentDocument = new TypedDocumentString(`
    mutation CreateSetupIntent {
  createSetupIntent {
    setupIntent {
      id
      clientSecret
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CreateSetupIntentMutation, CreateSetupIntentMutationVariables>;
export const ConfirmSetupIntentDocument = new TypedDocumentString(`
    mutation ConfirmSetupIntent($id: ID!, $s: String!) {
  confirmSetupIntent(
    id: $id
    clientSecret: $s
    card: {number: "4000000000009995", expMonth: 1, expYear: 2031, cvc: "999"}
  ) {
    paymentMethod {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ConfirmSetupIntentMutation, ConfirmSetupIntentMutationVariables>;
export const ConfirmSetupIntentWithVisaDocument = new TypedDocumentString(`
    mutation ConfirmSetupIntentWithVisa($id: ID!, $s: String!) {
  confirmSetupIntent(
    id: $id
    clientSecret: $s
    card: {number: "4242424242424242", expMonth: 1, expYear: 2031, cvc: "999"}
  ) {
    paymentMethod {
      id
      brand
      last4
      isDefault
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ConfirmSetupIntentWithVisaMutation, ConfirmSetupIntentWithVisaMutationVariables>;
export const PaymentMethodsDocument = new TypedDocumentString(`
    query PaymentMethods {
  paymentMethods {
    last4
  }
}
    `) as unknown as TypedDocumentString<PaymentMethodsQuery, PaymentMethodsQueryVariables>;
export const DeletePaymentMethodDocument = new TypedDocumentString(`
    mutation DeletePaymentMethod($id: ID!) {
  deletePaymentMethod(paymentMethodId: $id) {
    deletedPaymentMethodId
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeletePaymentMethodMutation, DeletePaymentMethodMutationVariables>;
export const PaymentRequestDocument = new TypedDocumentString(`
    query PaymentRequest($id: ID!) {
  paymentRequest(id: $id) {
    status
    transferId
  }
}
    `) as unknown as TypedDocumentString<PaymentRequestQuery, PaymentRequestQueryVariables>;
export const CancelPaymentRequestDocument = new TypedDocumentString(`
    mutation CancelPaymentRequest($id: ID!) {
  cancelPaymentRequest(id: $id) {
    paymentRequest {
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CancelPaymentRequestMutation, CancelPaymentRequestMutationVariables>;
export const CreatePaymentRequestDocument = new TypedDocumentString(`
    mutation CreatePaymentRequest($i: CreatePaymentRequestInput!, $k: String) {
  createPaymentRequest(input: $i, idempotencyKey: $k) {
    paymentRequest {
      id
      status
      amount {
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
    `) as unknown as TypedDocumentString<CreatePaymentRequestMutation, CreatePaymentRequestMutationVariables>;
export const AcceptPaymentRequestDocument = new TypedDocumentString(`
    mutation AcceptPaymentRequest($id: ID!, $k: String) {
  acceptPaymentRequest(id: $id, idempotencyKey: $k) {
    paymentRequest {
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AcceptPaymentRequestMutation, AcceptPaymentRequestMutationVariables>;
export const ReceivedPaymentRequestsDocument = new TypedDocumentString(`
    query ReceivedPaymentRequests {
  receivedPaymentRequests(first: 5) {
    edges {
      node {
        id
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReceivedPaymentRequestsQuery, ReceivedPaymentRequestsQueryVariables>;
export const CreatePayrollBatchDocument = new TypedDocumentString(`
    mutation CreatePayrollBatch($i: CreatePayrollBatchInput!) {
  createPayrollBatch(input: $i) {
    payrollBatch {
      id
      status
      totalEmployees
      totalAmount {
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
    `) as unknown as TypedDocumentString<CreatePayrollBatchMutation, CreatePayrollBatchMutationVariables>;
export const ProcessPayrollBatchDocument = new TypedDocumentString(`
    mutation ProcessPayrollBatch($id: ID!) {
  processPayrollBatch(id: $id) {
    payrollBatch {
      status
      items {
        processing
      }
      employees(first: 5) {
        edges {
          node {
            reference
            status
          }
        }
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ProcessPayrollBatchMutation, ProcessPayrollBatchMutationVariables>;
export const SaveTemplateDocument = new TypedDocumentString(`
    mutation SaveTemplate($i: CreatePayrollTemplateInput!) {
  createPayrollTemplate(input: $i) {
    payrollTemplate {
      id
      name
      employees {
        name
        amount {
          amount
          currency
        }
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SaveTemplateMutation, SaveTemplateMutationVariables>;
export const TemplatesDocument = new TypedDocumentString(`
    query Templates {
  payrollTemplates(first: 5) {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TemplatesQuery, TemplatesQueryVariables>;
export const PayrollBatchByIdDocument = new TypedDocumentString(`
    query PayrollBatchById($id: ID!) {
  payrollBatch(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<PayrollBatchByIdQuery, PayrollBatchByIdQueryVariables>;
export const CorrectItemDocument = new TypedDocumentString(`
    mutation CorrectItem($b: ID!, $i: ID!, $input: CorrectPayrollItemInput!) {
  correctPayrollItem(batchId: $b, itemId: $i, input: $input) {
    item {
      id
      name
      phone
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CorrectItemMutation, CorrectItemMutationVariables>;
export const PhoneVerificationFlowDocument = new TypedDocumentString(`
    mutation PhoneVerificationFlow {
  requestPhoneVerification {
    verification {
      phone
      expiresAt
      resendAfter
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<PhoneVerificationFlowMutation, PhoneVerificationFlowMutationVariables>;
export const VerifyPhoneDocument = new TypedDocumentString(`
    mutation VerifyPhone($code: String!) {
  verifyPhone(code: $code) {
    user {
      id
      phone
      phoneVerified
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<VerifyPhoneMutation, VerifyPhoneMutationVariables>;
export const SmsOutboxDocument = new TypedDocumentString(`
    query SmsOutbox($to: String) {
  sandboxSms(to: $to, first: 5) {
    edges {
      node {
        to
        body
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SmsOutboxQuery, SmsOutboxQueryVariables>;
export const RingUpDocument = new TypedDocumentString(`
    mutation RingUp($i: PosSaleInput!, $k: String!) {
  posSale(input: $i, idempotencyKey: $k) {
    sale {
      id
      receiptNumber
      status
      subtotal {
        amount
        currency
      }
      items {
        total {
          amount
        }
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RingUpMutation, RingUpMutationVariables>;
export const PosBackOfficeDocument = new TypedDocumentString(`
    mutation PosBackOffice($item: PosCatalogItemInput!) {
  addPosCatalogItem(input: $item) {
    posCatalogItem {
      id
      status
      unitPrice {
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
    `) as unknown as TypedDocumentString<PosBackOfficeMutation, PosBackOfficeMutationVariables>;
export const PosRefundLinesDocument = new TypedDocumentString(`
    mutation PosRefundLines($i: PosRefundInput!) {
  posRefund(input: $i) {
    refund {
      status
      reason
      amount {
        amount
      }
      lines {
        line
        quantity
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<PosRefundLinesMutation, PosRefundLinesMutationVariables>;
export const PosDayDocument = new TypedDocumentString(`
    query PosDay {
  posDailyReport {
    timeZone
    total {
      sales
      gross {
        amount
      }
      net {
        amount
      }
    }
    byMethod {
      method
      sales
    }
  }
  sandboxSms(first: 1) {
    edges {
      node {
        to
        body
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PosDayQuery, PosDayQueryVariables>;
export const PosSaleByIdDocument = new TypedDocumentString(`
    query PosSaleById($id: ID!) {
  posSale(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<PosSaleByIdQuery, PosSaleByIdQueryVariables>;
export const RecipientByIdDocument = new TypedDocumentString(`
    query RecipientById($id: ID!) {
  recipient(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<RecipientByIdQuery, RecipientByIdQueryVariables>;
export const CreateRecipientDocument = new TypedDocumentString(`
    mutation CreateRecipient($i: CreateRecipientInput!, $k: String) {
  createRecipient(input: $i, idempotencyKey: $k) {
    recipient {
      id
      provider
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CreateRecipientMutation, CreateRecipientMutationVariables>;
export const MoveRecipientToAirtelTigoDocument = new TypedDocumentString(`
    mutation MoveRecipientToAirtelTigo($id: ID!) {
  updateRecipient(id: $id, input: {provider: "AIRTELTIGO"}) {
    recipient {
      provider
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<MoveRecipientToAirtelTigoMutation, MoveRecipientToAirtelTigoMutationVariables>;
export const RenameRecipientDocument = new TypedDocumentString(`
    mutation RenameRecipient($id: ID!) {
  updateRecipient(id: $id, input: {name: "Stolen"}) {
    recipient {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RenameRecipientMutation, RenameRecipientMutationVariables>;
export const DeleteRecipientDocument = new TypedDocumentString(`
    mutation DeleteRecipient($id: ID!) {
  deleteRecipient(id: $id) {
    deletedRecipientId
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteRecipientMutation, DeleteRecipientMutationVariables>;
export const RecipientPageDocument = new TypedDocumentString(`
    query RecipientPage($first: Int, $after: String) {
  recipients(first: $first, after: $after) {
    edges {
      node {
        id
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    `) as unknown as TypedDocumentString<RecipientPageQuery, RecipientPageQueryVariables>;
export const ReferralOverviewDocument = new TypedDocumentString(`
    query ReferralOverview {
  referralSummary {
    code
    shareUrl
    totalReferrals
    completedReferrals
    totalRewardsEarned {
      amount
      currency
    }
    rewardCurrency
  }
  referrals(first: 10) {
    edges {
      node {
        id
        status
        statusReason
        reward {
          amount
        }
      }
    }
  }
  referralRewards(first: 10) {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReferralOverviewQuery, ReferralOverviewQueryVariables>;
export const ResolveAsRefundDocument = new TypedDocumentString(`
    mutation ResolveAsRefund($id: ID!) {
  resolveDispute(id: $id, outcome: REFUND, note: "Refunded in the user's favour.") {
    dispute {
      status
      resolution
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ResolveAsRefundMutation, ResolveAsRefundMutationVariables>;
export const RefundFundInOnceDocument = new TypedDocumentString(`
    mutation RefundFundInOnce($id: ID!) {
  refundFundIn(transactionId: $id) {
    walletFunding {
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RefundFundInOnceMutation, RefundFundInOnceMutationVariables>;
export const ReverseTransferOnceDocument = new TypedDocumentString(`
    mutation ReverseTransferOnce($id: ID!) {
  reverseTransfer(id: $id) {
    transfer {
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ReverseTransferOnceMutation, ReverseTransferOnceMutationVariables>;
export const RefundPaymentDocument = new TypedDocumentString(`
    mutation RefundPayment($id: ID!, $amount: Decimal) {
  refundPayment(id: $id, amount: $amount) {
    refund {
      id
      status
      method
      amount {
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
    `) as unknown as TypedDocumentString<RefundPaymentMutation, RefundPaymentMutationVariables>;
export const RefundPaymentWithPaymentDocument = new TypedDocumentString(`
    mutation RefundPaymentWithPayment($id: ID!, $amount: Decimal) {
  refundPayment(id: $id, amount: $amount) {
    refund {
      id
      status
    }
    payment {
      id
      status
      refundedAmount {
        amount
      }
    }
    userErrors {
      field
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RefundPaymentWithPaymentMutation, RefundPaymentWithPaymentMutationVariables>;
export const PaymentWithRefundsDocument = new TypedDocumentString(`
    query PaymentWithRefunds($id: ID!) {
  payment(id: $id) {
    id
    status
    refunds {
      status
      amount {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentWithRefundsQuery, PaymentWithRefundsQueryVariables>;
export const PaymentRefundPageDocument = new TypedDocumentString(`
    query PaymentRefundPage($id: ID!, $after: String) {
  payment(id: $id) {
    refundConnection(first: 1, after: $after) {
      totalCount
      nodes {
        amount {
          amount
        }
        method
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentRefundPageQuery, PaymentRefundPageQueryVariables>;
export const PaymentRefundStateDocument = new TypedDocumentString(`
    query PaymentRefundState($id: ID!) {
  payment(id: $id) {
    status
    refundedAmount {
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentRefundStateQuery, PaymentRefundStateQueryVariables>;
export const FilteredPaymentsDocument = new TypedDocumentString(`
    query FilteredPayments($filter: PaymentFilter) {
  payments(first: 100, filter: $filter) {
    edges {
      node {
        id
        status
        method
        description
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FilteredPaymentsQuery, FilteredPaymentsQueryVariables>;
export const SandboxClockDocument = new TypedDocumentString(`
    query SandboxClock {
  sandboxClock {
    accountId
    now
    offsetSeconds
  }
}
    `) as unknown as TypedDocumentString<SandboxClockQuery, SandboxClockQueryVariables>;
export const AdvanceSandboxClockDocument = new TypedDocumentString(`
    mutation AdvanceSandboxClock($i: AdvanceSandboxClockInput!) {
  advanceSandboxClock(input: $i) {
    sandboxClockAdvance {
      previousNow
      clock {
        now
        offsetSeconds
      }
      fired {
        id
        type
        data
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AdvanceSandboxClockMutation, AdvanceSandboxClockMutationVariables>;
export const CreateSavingsPlanDocument = new TypedDocumentString(`
    mutation CreateSavingsPlan($i: CreateSavingsPlanInput!, $k: String) {
  createSavingsPlan(input: $i, idempotencyKey: $k) {
    savingsPlan {
      id
      status
      frequency
      nextDebitDate
      lastRunDate
      endedReason
      timeZone
      amount {
        amount
        currency
      }
      upcomingDates(count: 3)
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CreateSavingsPlanMutation, CreateSavingsPlanMutationVariables>;
export const SavingsPlanByIdDocument = new TypedDocumentString(`
    query SavingsPlanById($id: ID!) {
  savingsPlan(id: $id) {
    id
    status
    nextDebitDate
    occurrences {
      date
      status
      reason
      reference
    }
  }
}
    `) as unknown as TypedDocumentString<SavingsPlanByIdQuery, SavingsPlanByIdQueryVariables>;
export const SavingsGoalByIdDocument = new TypedDocumentString(`
    query SavingsGoalById($id: ID!) {
  savingsGoal(id: $id) {
    id
    savedAmount {
      amount
    }
    progress
    status
  }
}
    `) as unknown as TypedDocumentString<SavingsGoalByIdQuery, SavingsGoalByIdQueryVariables>;
export const CreateSavingsGoalDocument = new TypedDocumentString(`
    mutation CreateSavingsGoal($i: CreateSavingsGoalInput!, $k: String) {
  createSavingsGoal(input: $i, idempotencyKey: $k) {
    savingsGoal {
      id
      targetDate
      targetAmount {
        amount
        currency
      }
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CreateSavingsGoalMutation, CreateSavingsGoalMutationVariables>;
export const DepositToSavingsGoalDocument = new TypedDocumentString(`
    mutation DepositToSavingsGoal($id: ID!, $amount: Decimal!, $k: String) {
  depositToSavingsGoal(id: $id, amount: $amount, idempotencyKey: $k) {
    savingsGoal {
      savedAmount {
        amount
      }
      progress
      status
      completedAt
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DepositToSavingsGoalMutation, DepositToSavingsGoalMutationVariables>;
export const WithdrawFromSavingsGoalDocument = new TypedDocumentString(`
    mutation WithdrawFromSavingsGoal($id: ID!, $amount: Decimal!) {
  withdrawFromSavingsGoal(id: $id, amount: $amount) {
    savingsGoal {
      savedAmount {
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
    `) as unknown as TypedDocumentString<WithdrawFromSavingsGoalMutation, WithdrawFromSavingsGoalMutationVariables>;
export const CloseSavingsGoalDocument = new TypedDocumentString(`
    mutation CloseSavingsGoal($id: ID!) {
  closeSavingsGoal(id: $id) {
    savingsGoal {
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CloseSavingsGoalMutation, CloseSavingsGoalMutationVariables>;
export const SavingsGoalPageDocument = new TypedDocumentString(`
    query SavingsGoalPage($first: Int, $after: String) {
  savingsGoals(first: $first, after: $after) {
    edges {
      node {
        id
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    `) as unknown as TypedDocumentString<SavingsGoalPageQuery, SavingsGoalPageQueryVariables>;
export const LogoutEverywhereDocument = new TypedDocumentString(`
    mutation LogoutEverywhere {
  logoutAll {
    loggedOutAt
  }
}
    `) as unknown as TypedDocumentString<LogoutEverywhereMutation, LogoutEverywhereMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const ReverseTransferDocument = new TypedDocumentString(`
    mutation ReverseTransfer($id: ID!) {
  reverseTransfer(id: $id) {
    transfer {
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ReverseTransferMutation, ReverseTransferMutationVariables>;
export const CreateTransferDocument = new TypedDocumentString(`
    mutation CreateTransfer($i: CreateTransferInput!) {
  createTransfer(input: $i) {
    transfer {
      id
      status
      fee {
        amount
        currency
      }
      receiveAmount {
        amount
      }
      speedTier
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CreateTransferMutation, CreateTransferMutationVariables>;
export const TransferDocument = new TypedDocumentString(`
    query Transfer($id: ID!) {
  transfer(id: $id) {
    status
    events {
      status
    }
  }
  transfers(first: 5) {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TransferQuery, TransferQueryVariables>;
export const WalletDocument = new TypedDocumentString(`
    query Wallet {
  wallet {
    id
    balances {
      currency
      balance {
        amount
        currency
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WalletQuery, WalletQueryVariables>;
export const CreateWalletDocument = new TypedDocumentString(`
    mutation CreateWallet {
  createWallet {
    wallet {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CreateWalletMutation, CreateWalletMutationVariables>;
export const AddWalletAccountDocument = new TypedDocumentString(`
    mutation AddWalletAccount {
  addWalletAccount(currency: "EUR") {
    walletBalance {
      currency
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AddWalletAccountMutation, AddWalletAccountMutationVariables>;
export const RemoveWalletAccountDocument = new TypedDocumentString(`
    mutation RemoveWalletAccount {
  removeWalletAccount(currency: "EUR") {
    removedCurrency
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveWalletAccountMutation, RemoveWalletAccountMutationVariables>;
export const CediTransactionsFirstPageDocument = new TypedDocumentString(`
    query CediTransactionsFirstPage {
  wallet {
    transactions(currency: "GHS", first: 2) {
      edges {
        node {
          direction
          amount {
            amount
          }
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CediTransactionsFirstPageQuery, CediTransactionsFirstPageQueryVariables>;
export const LedgerReconciliationDocument = new TypedDocumentString(`
    query LedgerReconciliation {
  ledgerReconciliation {
    clean
    mismatchedAccounts {
      accountId
      cachedBalance
      postedBalance
    }
  }
}
    `) as unknown as TypedDocumentString<LedgerReconciliationQuery, LedgerReconciliationQueryVariables>;
export const SandboxFundQuarterCediDocument = new TypedDocumentString(`
    mutation SandboxFundQuarterCedi($w: String!) {
  sandboxFundWallet(walletId: $w, amount: "0.25", currency: "GHS") {
    walletBalance {
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
    `) as unknown as TypedDocumentString<SandboxFundQuarterCediMutation, SandboxFundQuarterCediMutationVariables>;
export const WebhookEndpointsDocument = new TypedDocumentString(`
    query WebhookEndpoints {
  webhookEndpoints(first: 50) {
    edges {
      node {
        id
        status
        events
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const RegisterWebhookDocument = new TypedDocumentString(`
    mutation RegisterWebhook($i: RegisterWebhookInput!) {
  registerWebhook(input: $i) {
    webhookEndpoint {
      id
      status
    }
    secret
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RegisterWebhookMutation, RegisterWebhookMutationVariables>;
export const DeleteWebhookDocument = new TypedDocumentString(`
    mutation DeleteWebhook($id: ID!) {
  deleteWebhook(id: $id) {
    deletedWebhookEndpointId
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const EnableWebhookDocument = new TypedDocumentString(`
    mutation EnableWebhook($id: ID!) {
  enableWebhook(id: $id) {
    webhookEndpoint {
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<EnableWebhookMutation, EnableWebhookMutationVariables>;
export const SendWebhookTestDocument = new TypedDocumentString(`
    mutation SendWebhookTest($id: ID!) {
  sendWebhookTest(id: $id, badSignature: true) {
    webhookDelivery {
      id
      kind
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SendWebhookTestMutation, SendWebhookTestMutationVariables>;
export const SendMisSignedWebhookTestDocument = new TypedDocumentString(`
    mutation SendMisSignedWebhookTest($id: ID!) {
  sendWebhookTest(id: $id, badSignature: true) {
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
    `) as unknown as TypedDocumentString<SendMisSignedWebhookTestMutation, SendMisSignedWebhookTestMutationVariables>;
export const WebhookDeliveryDocument = new TypedDocumentString(`
    query WebhookDelivery($id: ID!) {
  webhookDelivery(id: $id) {
    status
    attempts
    attemptLog {
      statusCode
      note
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookDeliveryQuery, WebhookDeliveryQueryVariables>;