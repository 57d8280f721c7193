import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Table types of the Kysely instance; each migration that changes a table changes its type here. */
export interface Database {
  events: EventsTable;
  rate_limit_counters: RateLimitCountersTable;
  mail_outbox: MailOutboxTable;
  platform_secrets: PlatformSecretsTable;
  users: UsersTable;
  wallets: WalletsTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  notification_preferences: NotificationPreferencesTable;
  developer_accounts: DeveloperAccountsTable;
  subscription_keys: SubscriptionKeysTable;
  auth_throttle: AuthThrottleTable;
  api_users: ApiUsersTable;
  api_keys: ApiKeysTable;
  currencies: CurrenciesTable;
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  idempotency_keys: IdempotencyKeysTable;
  jobs: JobsTable;
  recipients: RecipientsTable;
  fx_rates: FxRatesTable;
  fx_quotes: FxQuotesTable;
  kyc_tiers: KycTiersTable;
  kyc_documents: KycDocumentsTable;
  kyc_upgrade_requests: KycUpgradeRequestsTable;
  wallet_debit_usage: WalletDebitUsageTable;
  payment_requests: PaymentRequestsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  momo_operations: MomoOperationsTable;
  transfers: TransfersTable;
  setup_intents: SetupIntentsTable;
  payment_methods: PaymentMethodsTable;
}

type Timestamp = ColumnType<Date, Date, Date>;

export interface EventsTable {
  id: string;
  seq: Generated<string>;
  type: string;
  owner_id: string;
  data: ColumnType<unknown, string, string>;
  /** The webhook body, compact, exactly as delivered and as subscribers receive it. */
  body: string;
  created_at: Timestamp;
}
export type EventRow = Selectable<EventsTable>;

export interface RateLimitCountersTable {
  bucket: string;
  window_start: Timestamp;
  count: number;
}

export interface MailOutboxTable {
  id: string;
  account_id: string | null;
  to_address: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

export interface PlatformSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export type Role = 'USER' | 'MERCHANT' | 'ADMIN';

export interface UsersTable {
  id: string;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  country: string;
  role: Role;
  password_hash: string;
  token_version: Generated<number>;
  developer_account_id: string | null;
  kyc_tier: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

export interface WalletsTable {
  id: string;
  user_id: string;
  status: Generated<string>;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  secret_hash: Buffer;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
  replaced_by: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  secret_hash: Buffer;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  preferences: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export type Plan = 'SANDBOX' | 'STARTER' | 'BUSINESS' | 'ENTERPRISE';

export interface DeveloperAccountsTable {
  id: string;
  name: string;
  owner_user_id: string;
  plan: Plan;
  rate_per_minute: number;
  rate_per_day: number;
  callback_secret_encrypted: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type DeveloperAccountRow = Selectable<DeveloperAccountsTable>;

export interface AuthThrottleTable {
  bucket: string;
  attempts: number;
  last_attempt_at: Date;
  blocked_until: Date | null;
}

/** What a subscription key opens: the app routes (publishable) or one mobile money product. */
export type KeyProduct = 'app' | 'collection' | 'disbursement' | 'remittance';

export interface SubscriptionKeysTable {
  id: string;
  account_id: string;
  product: KeyProduct;
  key_hash: Buffer;
  key_hint: string;
  created_at: Timestamp;
  expires_at: Date | null;
}
export type SubscriptionKeyRow = Selectable<SubscriptionKeysTable>;

export interface ApiUsersTable {
  id: string;
  account_id: string;
  provider_callback_host: string;
  created_at: Timestamp;
}
export type ApiUserRow = Selectable<ApiUsersTable>;

export interface ApiKeysTable {
  id: string;
  api_user_id: string;
  key_hash: Buffer;
  key_hint: string;
  created_at: Timestamp;
  expires_at: Date | null;
}
export type ApiKeyRow = Selectable<ApiKeysTable>;

export interface CurrenciesTable {
  code: string;
  exponent: number;
  name: string;
}

export type LedgerAccountKind = 'WALLET' | 'PLATFORM_FEES' | 'MOMO_SETTLEMENT' | 'FX_POSITION' | 'SUSPENSE' | 'SANDBOX_FUNDING';

export interface LedgerAccountsTable {
  id: string;
  kind: LedgerAccountKind;
  wallet_id: string | null;
  currency: string;
  /** int8 as text (see database.ts); null for system accounts, which do not cache a balance. */
  balance: ColumnType<string | null, string | null, never>;
  status: Generated<'OPEN' | 'CLOSED'>;
  created_at: Timestamp;
}
export type LedgerAccountRow = Selectable<LedgerAccountsTable>;

export interface JournalEntriesTable {
  id: string;
  kind: string;
  description: string;
  metadata: ColumnType<unknown, string, never>;
  created_at: Timestamp;
}

export interface PostingsTable {
  id: Generated<string>;
  entry_id: string;
  account_id: string;
  currency: string;
  amount: ColumnType<string, string, never>;
  /** The most the account may hold after this credit (a KYC maximum balance), or null. */
  balance_cap: ColumnType<string | null, string | null | undefined, never>;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  state: 'IN_PROGRESS' | 'COMPLETED';
  response_status: number | null;
  /** The first answer's exact JSON text, replayed byte for byte. */
  response_body: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface JobsTable {
  id: Generated<string>;
  kind: string;
  payload: ColumnType<unknown, string, string>;
  run_at: Timestamp;
  attempts: Generated<number>;
  locked_until: Date | null;
  last_error: string | null;
  done_at: Date | null;
  created_at: Timestamp;
}

export interface RecipientsTable {
  id: string;
  user_id: string;
  name: string;
  phone: string;
  country: string;
  provider: string;
  currency: string;
  last_used_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type RecipientRow = Selectable<RecipientsTable>;

export interface FxRatesTable {
  currency: string;
  /** numeric as text: never a float. */
  per_usd: string;
  updated_at: Timestamp;
}

export interface FxQuotesTable {
  id: string;
  user_id: string;
  from_currency: string;
  to_currency: string;
  send_amount: ColumnType<string, string, never>;
  fee: ColumnType<string, string, never>;
  rate: ColumnType<string, string, never>;
  mid_rate: ColumnType<string, string, never>;
  receive_amount: ColumnType<string, string, never>;
  speed: 'express' | 'economy';
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
}
export type FxQuoteRow = Selectable<FxQuotesTable>;

export interface KycTiersTable {
  level: number;
  name: string;
  requirements: string[];
  per_transaction_limit: string;
  daily_limit: string;
  monthly_limit: string;
  max_balance: string;
}

export type KycDocumentType = 'NATIONAL_ID' | 'PASSPORT' | 'DRIVERS_LICENSE' | 'SELFIE' | 'PROOF_OF_ADDRESS';

export interface KycDocumentsTable {
  id: string;
  user_id: string;
  type: KycDocumentType;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  content: Buffer;
  status: 'SUBMITTED' | 'ACCEPTED' | 'REJECTED';
  created_at: Timestamp;
}

export interface KycUpgradeRequestsTable {
  id: string;
  user_id: string;
  from_tier: number;
  target_tier: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  reason: string | null;
  created_at: Timestamp;
  review_at: Timestamp;
  decided_at: Date | null;
}

export interface WalletDebitUsageTable {
  wallet_id: string;
  day: string;
  day_total: string;
  month: string;
  month_total: string;
  day_limit: string;
  month_limit: string;
}

export type PaymentRequestStatus = 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED' | 'EXPIRED';

export interface PaymentRequestsTable {
  id: string;
  requester_user_id: string;
  requester_wallet_id: string;
  payer_user_id: string;
  payer_wallet_id: string;
  currency: string;
  amount: ColumnType<string, string, never>;
  note: string | null;
  status: PaymentRequestStatus;
  entry_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  decided_at: Date | null;
}
export type PaymentRequestRow = Selectable<PaymentRequestsTable>;

export type WebhookEndpointStatus = 'ACTIVE' | 'DEGRADED' | 'DISABLED';

export interface WebhookEndpointsTable {
  id: string;
  account_id: string;
  url: string;
  description: string | null;
  event_types: string[];
  status: WebhookEndpointStatus;
  secret_encrypted: string;
  previous_secret_encrypted: string | null;
  previous_secret_expires_at: Date | null;
  degraded_since: Date | null;
  disabled_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;

export type WebhookDeliveryKind = 'EVENT' | 'TEST' | 'TEST_BAD_SIGNATURE' | 'REDELIVERY' | 'CALLBACK';

export interface WebhookDeliveriesTable {
  id: string;
  /** Null for a callback, which goes to callback_url and is signed with the account's callback secret. */
  endpoint_id: string | null;
  callback_url: ColumnType<string | null, string | null | undefined, string | null>;
  account_id: ColumnType<string | null, string | null | undefined, string | null>;
  event_id: string;
  event_type: string;
  body: string;
  kind: WebhookDeliveryKind;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Date | null;
  last_status_code: number | null;
  created_at: Timestamp;
  completed_at: Date | null;
}
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

export interface WebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  attempt: number;
  started_at: Timestamp;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  response_excerpt: string | null;
  note: string | null;
}

export type MomoProduct = 'collection' | 'disbursement' | 'remittance';
export type MomoOperationKind = 'requesttopay' | 'payment' | 'withdraw' | 'invoice' | 'preapproval' | 'transfer' | 'deposit' | 'refund' | 'cashtransfer';
export type MomoStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'CANCELLED';

export type MomoPurpose = 'API' | 'FUND_IN' | 'CASH_OUT' | 'REFUND' | 'REMITTANCE';

export interface MomoOperationsTable {
  id: string;
  account_id: string | null;
  purpose: ColumnType<MomoPurpose, MomoPurpose | undefined, never>;
  user_id: ColumnType<string | null, string | null | undefined, never>;
  wallet_id: ColumnType<string | null, string | null | undefined, never>;
  hold_entry_id: ColumnType<string | null, string | null | undefined, string | null>;
  settlement_entry_id: ColumnType<string | null, string | null | undefined, string | null>;
  api_user_id: string | null;
  product: MomoProduct;
  operation: MomoOperationKind;
  /** Null for a pre-approval, which authorises future payments rather than moving an amount. */
  amount: ColumnType<string | null, string | null, never>;
  currency: string;
  party_role: 'payer' | 'payee';
  party_id_type: string;
  party_id: string;
  external_id: string | null;
  payer_message: string | null;
  payee_note: string | null;
  callback_url: string | null;
  refers_to: string | null;
  status: MomoStatus;
  reason: string | null;
  financial_transaction_id: string | null;
  created_at: Timestamp;
  completed_at: Date | null;
}
export type MomoOperationRow = Selectable<MomoOperationsTable>;

export type TransferStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'REVERSED';

export interface TransfersTable {
  id: string;
  user_id: string;
  wallet_id: string;
  recipient_id: string;
  recipient_phone: string;
  send_amount: ColumnType<string, string, never>;
  send_currency: string;
  fee: ColumnType<string, string, never>;
  exchange_rate: ColumnType<string, string, never>;
  receive_amount: ColumnType<string, string, never>;
  receive_currency: string;
  speed_tier: 'express' | 'economy';
  quote_id: string | null;
  status: TransferStatus;
  failure_reason: string | null;
  provider_ref_id: string | null;
  timeline: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type TransferRow = Selectable<TransfersTable>;

export interface SetupIntentsTable {
  id: string;
  user_id: string;
  client_secret_hash: Buffer;
  status: 'REQUIRES_PAYMENT_METHOD' | 'SUCCEEDED';
  payment_method_id: string | null;
  last_error: string | null;
  created_at: Timestamp;
}

export interface PaymentMethodsTable {
  id: string;
  user_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  charge_behavior: 'SUCCEEDS' | 'FAILS';
  is_default: Generated<boolean>;
  created_at: Timestamp;
}
export type PaymentMethodRow = Selectable<PaymentMethodsTable>;
