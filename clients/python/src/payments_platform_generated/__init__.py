# coding: utf-8

# flake8: noqa

"""
    Payments Platform API (REST compatibility layer)

    Every REST route under /ms/v1 (and /ms/v1/v1 for the grouped routes), generated from the route definitions.  ## The envelope Every answer is an envelope: `{timeStamp, correlationId, serverStatusCode, severity, data}` on success, `{…, severity: \"ERROR\", details: {code, severity, description, fields?}}` on error; `details.fields` names each input field at fault. Send `X-Correlation-ID` to choose the id; `Idempotency-Key` makes a create or a money move safe to retry (the same key and body replay the first answer with `Idempotent-Replayed: true`).  ## Credentials - **Ocp-Apim-Subscription-Key** on every route, and **X-Target-Environment: sandbox**. The app key is publishable (it ships in apps); the collection, disbursement and remittance keys are secret and open only their mobile money routes. - **Bearer** access tokens from `POST /auth/login` for a user's routes (merchant-only routes need a MERCHANT user). - **Basic** `apiUserId:apiKey` (or a product's bearer token from `/{product}/token/`) for the mobile money routes.  ## Sandbox test data - Mobile money numbers decide outcomes: 46733123450 fails (INTERNAL_PROCESSING_ERROR), 46733123451 is rejected, 46733123452 expires, 46733123453 stays pending, 46733123455 is unknown (collections) or short of funds (transfers), 46733123464 fails once per account then succeeds (to try a retry); any other number succeeds. - Cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 0069 is expired; 4000 0000 0000 0127 has a wrong CVC. - Bill accounts ending 0001 are unknown to the biller, 0002 time out (then complete), 0003 find the biller down. - Credit profiles: an e-mail ending `+score-excellent`, `+score-good`, `+score-fair` or `+score-poor` sets the sandbox credit score. - `POST /sandbox/clock/advance` moves your account's clock forward and runs what falls due.  ## Error codes Every error answer's `details.code`, with its HTTP status:  | `details.code` | HTTP | What it means | What to do | | --- | --- | --- | --- | | `ACCOUNT_NOT_EMPTY` | 409 | The currency account still holds money. | Move the money out before closing the account. | | `ALREADY_REFUNDED` | 409 | The transaction was already refunded (in full, or up to this amount) by some path. | Read the money trace of the transaction; nothing more can come back. | | `BAD_REQUEST` | 400 | The request is malformed or a field is invalid; `details.fields` names each field at fault. | Correct the named fields and send it again. | | `BATCH_ALREADY_PROCESSED` | 409 | The payroll batch was already processed. | Create a new batch, or retry its failed items. | | `BILL_ACCOUNT_INVALID` | 422 | The biller has no customer with this account number. | Check the account number with the customer (sandbox: numbers ending 0001 are unknown). | | `CARD_DECLINED` | 402 | The card was declined; the message says why (sandbox test cards decline on purpose). | Use another card or ask the cardholder to contact their bank. | | `CLOCK_BUSY` | 409 | Another advance of this sandbox clock is running. | Try again when it has finished (`GET /sandbox/clock`). | | `CONFLICT` | 409 | The request conflicts with the object's current state. | Read the object again and decide from its state. | | `CURRENCY_ACCOUNT_MISSING` | 409 | The wallet has no open account in this currency. | Open one (`PUT /wallets/me/accounts/{currency}`) or use another currency. | | `DISPUTE_ALREADY_OPEN` | 409 | This transaction already has an open dispute. | Comment on or add evidence to the open dispute instead. | | `DISPUTE_OPEN` | 409 | A dispute of this transaction is open, so its own refund waits. | Wait for the dispute's resolution. | | `DISPUTE_RESOLVED` | 409 | The dispute is resolved: it takes no more comments, evidence or resolutions. | File a new dispute if the transaction can still be disputed. | | `ENVIRONMENT_NOT_LIVE` | 403 | `X-Target-Environment` names an environment this server does not run. | Send `X-Target-Environment: sandbox`. | | `FORBIDDEN` | 403 | The credentials are good but may not do this (another role, another product's key, another account's object). | Use a credential that may: a merchant or administrator user, or the product's own key. | | `GOAL_CLOSED` | 409 | The savings goal is closed. | Create a new goal. | | `GOAL_NOT_EMPTY` | 409 | The savings goal still holds money. | Withdraw it before closing the goal. | | `HOLD_RESOLVED` | 409 | The hold was already captured or released: a hold resolves once. | Read the money trace of the operation. | | `IDEMPOTENCY_KEY_IN_USE` | 409 | A request with this `Idempotency-Key` is still being processed. | Retry shortly with the same key: it replays the first answer. | | `IDEMPOTENCY_KEY_INTERRUPTED` | 409 | The request with this `Idempotency-Key` made its change, but the server stopped before it could answer, and this operation cannot rebuild the answer. The change stands; it was not and will not be made twice. | Read the object the request created or changed (the message names its journal entry where money moved: `GET /ledger/trace/{id}`). | | `IDEMPOTENCY_KEY_MISMATCH` | 400 | This `Idempotency-Key` was used with a different request. | Use a new key for a new request; the same key only for retries of the same one. | | `INSUFFICIENT_FUNDS` | 409 | The wallet's available balance (its balance less holds) is less than the amount and fees. | Fund the wallet or send less. | | `INTERNAL_ERROR` | 500 | The server failed; nothing was changed unless the answer says otherwise. | Retry with the same `Idempotency-Key`; report the `correlationId` if it persists. | | `INVOICE_PAID` | 409 | The invoice is paid. | Refund its payment instead, if that is what you meant. | | `INVOICE_VOID` | 409 | The invoice was voided. | Create a new invoice. | | `ITEM_NOT_FAILED` | 409 | Only a failed payroll item can be corrected. | Read the item's status. | | `KYC_LIMIT_EXCEEDED` | 403 | The user's KYC tier does not allow this (a daily or monthly limit, or the maximum balance); the message says which and by how much. | Send less, wait for the limit to renew, or upgrade the tier (`POST /kyc/upgrade`). | | `LOAN_ALREADY_OPEN` | 409 | The user has a loan not yet repaid. | Repay it before applying again. | | `LOAN_NOT_REPAYABLE` | 409 | The loan is not active (pending, rejected or repaid). | Read the loan's status. | | `METHOD_NOT_ALLOWED` | 405 | The route exists but not with this HTTP method; `Allow` lists the methods it takes. | Use one of the methods in `Allow`. | | `NOT_FOUND` | 404 | No such object, or not one of yours (another owner's id answers the same, so ids cannot be probed). | Check the id and that it belongs to the signed-in user or account. | | `NOT_PAYABLE` | 410 | The payment link or invoice cannot be paid any more (deactivated, used, expired, void or paid). | Create a new link or invoice. | | `NOT_PENDING` | 409 | The operation or request is no longer pending (completed, rejected, expired or cancelled). | Read it to see how it ended. | | `NOT_REFUNDABLE` | 409 | This payment cannot be refunded (it did not complete, or was refunded in full). | Read the payment's status and refunds. | | `NOTHING_TO_RETRY` | 409 | The batch has no failed items. | Nothing to do. | | `OVERPAYMENT` | 409 | The repayment is more than what is owed. | Repay at most the outstanding amount. | | `PAYLOAD_TOO_LARGE` | 413 | The body is larger than the route accepts. | Send a smaller body (split a batch). | | `PAYMENT_IN_PROGRESS` | 409 | A payment of this page is waiting for the payer's approval. | Wait for it to complete or fail (a mobile money prompt holds a page 3 minutes). | | `QUOTE_EXPIRED` | 409 | The FX quote's time ran out. | Ask for a new quote. | | `QUOTE_USED` | 409 | The FX quote was already spent by a transfer. | Ask for a new quote for a new transfer. | | `RATE_LIMITED` | 429 | The account's plan allows no more requests now (per minute or per day). | Wait the `Retry-After` seconds; a higher plan raises the limits. | | `REFUND_TOO_LARGE` | 409 | The refund is more than what is left to refund of the payment. | Refund at most the payment's amount less its refunds. | | `REQUEST_HEADER_FIELDS_TOO_LARGE` | 431 | The request's headers are too large. | Send fewer or shorter headers. | | `RESOURCE_ALREADY_EXIST` | 409 | An object with this reference id exists already (mobile money `X-Reference-Id`, an API user). | Use a new reference id (a UUID v4) for a new operation; read the existing one by its id. | | `SCHEDULE_ENDED` | 409 | The schedule has ended or was cancelled. | Create a new schedule. | | `SELF_TRANSFER` | 400 | The payer and the recipient are the same wallet. | Send to another wallet. | | `SERVICE_UNAVAILABLE` | 503 | The server is starting, stopping or cannot reach its database. | Retry after `Retry-After` seconds. | | `TRANSACTION_NOT_SETTLED` | 409 | The transaction is still in progress. | Dispute it once it has completed. | | `UNAUTHORIZED` | 401 | The credentials are missing, wrong or expired (subscription key, access token, API user). | Send the right key; sign in again or refresh the access token. | | `UNSUPPORTED_MEDIA_TYPE` | 415 | The body is not JSON (or the form the route takes). | Send `Content-Type: application/json` with a JSON body. | | `UPSTREAM_ERROR` | 502 | A provider the platform calls (a rail, a biller) failed. | Retry later with the same `Idempotency-Key`. | | `URI_TOO_LONG` | 414 | The URL is longer than the server accepts. | Shorten the query string; send filters in a body where the route takes one. |

    The version of the OpenAPI document: 2027-01-15
    Generated by OpenAPI Generator (https://openapi-generator.tech)

    Do not edit the class manually.
"""  # noqa: E501


__version__ = "1.0.0"

# Define package exports
__all__ = [
    "APIUserProvisioningApi",
    "AdministrationApi",
    "AuthenticationApi",
    "BillPaymentsApi",
    "CollectionApi",
    "CreditApi",
    "DeveloperDashboardApi",
    "DisbursementApi",
    "DisputesApi",
    "EventsApi",
    "ExchangeRatesAndFXQuotesApi",
    "InvoicesApi",
    "KYCApi",
    "LedgerApi",
    "LoansApi",
    "MobileMoneyProviderApi",
    "NotificationsApi",
    "POSApi",
    "PaymentLinksApi",
    "PaymentMethodsApi",
    "PaymentRequestsApi",
    "PaymentsApi",
    "PayrollApi",
    "RecipientsApi",
    "ReferralsApi",
    "RemittanceApi",
    "SandboxApi",
    "SavingsApi",
    "SecretKeysApi",
    "TransfersApi",
    "UserProfileApi",
    "WalletApi",
    "WebhookEndpointsApi",
    "ApiResponse",
    "ApiClient",
    "Configuration",
    "OpenApiException",
    "ApiTypeError",
    "ApiValueError",
    "ApiKeyError",
    "ApiAttributeError",
    "ApiException",
    "Acknowledgement",
    "AcknowledgementEnvelope",
    "ApiUserCreateParams",
    "ApiVersion",
    "ApiVersionChange",
    "ApiVersionListEnvelope",
    "ApiVersionUpgradeParams",
    "AuthTokens",
    "AuthTokensEnvelope",
    "BillPayment",
    "BillPaymentCreateParams",
    "BillPaymentEnvelope",
    "BillPaymentPage",
    "BillPaymentPageEnvelope",
    "BillProvider",
    "BillProviderListEnvelope",
    "CallbackSecret",
    "CallbackSecretEnvelope",
    "CashOutCreateParams",
    "CashOutUpdateParams",
    "ClosedCurrencyAccount",
    "ClosedCurrencyAccountEnvelope",
    "CreditEligibility",
    "CreditEligibilityEnvelope",
    "CreditEligibilityProduct",
    "CreditScore",
    "CreditScoreEnvelope",
    "CreditScoreFactorDetail",
    "CreditScorePage",
    "CreditScorePageEnvelope",
    "DefaultPaymentMethodSetParams",
    "DeletedObject",
    "DeletedObjectEnvelope",
    "DeveloperAccount",
    "DeveloperAccountApiVersionRollback",
    "DeveloperAccountCreateParams",
    "DeveloperAccountEnvelope",
    "DeveloperAccountPlanUpdateParams",
    "DeveloperAccountRateLimits",
    "DeveloperAccountWithKeys",
    "DeveloperAccountWithKeysApiVersionRollback",
    "DeveloperAccountWithKeysEnvelope",
    "DeveloperAccountWithKeysRateLimits",
    "DeveloperSignUp",
    "DeveloperSignUpEnvelope",
    "DeveloperSignUpProductKeys",
    "Dispute",
    "DisputeComment",
    "DisputeCommentCreateParams",
    "DisputeCreateParams",
    "DisputeEnvelope",
    "DisputeEvidenceAddParams",
    "DisputeEvidenceItem",
    "DisputePage",
    "DisputePageEnvelope",
    "DisputeResolveParams",
    "Envelope",
    "ErrorEnvelope",
    "Event",
    "EventLogPage",
    "EventLogPageEnvelope",
    "ExchangeRate",
    "ExchangeRateChange",
    "ExchangeRateChangeEnvelope",
    "ExchangeRateEnvelope",
    "ExchangeRateUpdateParams",
    "FieldError",
    "FiredEvent",
    "FundInCreateParams",
    "FundInRefundCreateParams",
    "FundInUpdateParams",
    "FundingOperation",
    "FundingOperationEnvelope",
    "FundingOperationPage",
    "FundingOperationPageEnvelope",
    "FxQuote",
    "FxQuoteCreateParams",
    "FxQuoteEnvelope",
    "Invoice",
    "InvoiceCreateParams",
    "InvoiceCreateParamsItem",
    "InvoiceEnvelope",
    "InvoiceLineItem",
    "InvoicePage",
    "InvoicePageEnvelope",
    "InvoiceUpdateParams",
    "KycDocument",
    "KycDocumentCreateParams",
    "KycDocumentEnvelope",
    "KycStatus",
    "KycStatusEnvelope",
    "KycStatusUsage",
    "KycTier",
    "KycTierEnvelope",
    "KycTierListEnvelope",
    "KycTierUpdateParams",
    "KycUpgrade",
    "KycUpgradeEnvelope",
    "KycUpgradeRequestParams",
    "LedgerReconciliation",
    "LedgerReconciliationEnvelope",
    "LedgerReconciliationMismatchedAccount",
    "LedgerReconciliationMismatchedHold",
    "LedgerReconciliationUnbalancedEntry",
    "Loan",
    "LoanCreateParams",
    "LoanEnvelope",
    "LoanOutstanding",
    "LoanPage",
    "LoanPageEnvelope",
    "LoanProduct",
    "LoanProductListEnvelope",
    "LoanRepayParams",
    "LoanRepayment",
    "LoanSchedule",
    "MomoAccessToken",
    "MomoAccessTokenEnvelope",
    "MomoAccountBalance",
    "MomoAccountBalanceEnvelope",
    "MomoAccountHolderStatus",
    "MomoAccountHolderStatusEnvelope",
    "MomoApiKey",
    "MomoApiKeyEnvelope",
    "MomoApiUser",
    "MomoApiUserEnvelope",
    "MomoApiUserReference",
    "MomoApiUserReferenceEnvelope",
    "MomoBasicUserInfo",
    "MomoBasicUserInfoEnvelope",
    "MomoCashRemittanceCreateParams",
    "MomoCashRemittanceCreateParamsPayee",
    "MomoDepositCreateParams",
    "MomoDepositCreateParamsPayee",
    "MomoInvoiceCreateParams",
    "MomoInvoiceCreateParamsPayer",
    "MomoOperation",
    "MomoOperationEnvelope",
    "MomoOperationPayee",
    "MomoOperationPayer",
    "MomoPaymentCreateParams",
    "MomoPaymentCreateParamsPayer",
    "MomoPreApprovalCreateParams",
    "MomoPreApprovalCreateParamsPayer",
    "MomoRefundCreateParams",
    "MomoRefundCreateParamsPayee",
    "MomoRemittanceCreateParams",
    "MomoRemittanceCreateParamsPayee",
    "MomoRequestReference",
    "MomoRequestReferenceEnvelope",
    "MomoRequestToPayCreateParams",
    "MomoRequestToPayCreateParamsPayer",
    "MomoTransferCreateParams",
    "MomoTransferCreateParamsPayee",
    "MomoWithdrawalCreateParams",
    "MomoWithdrawalCreateParamsPayer",
    "MoneyTrace",
    "MoneyTraceEnvelope",
    "MoneyTraceStep",
    "MoneyTraceStepPosting",
    "NotificationPreferences",
    "NotificationPreferencesEmail",
    "NotificationPreferencesEnvelope",
    "NotificationPreferencesPush",
    "NotificationPreferencesSms",
    "NotificationPreferencesUpdateParams",
    "NotificationPreferencesUpdateParamsEmail",
    "NotificationPreferencesUpdateParamsPush",
    "NotificationPreferencesUpdateParamsSms",
    "PasswordResetParams",
    "PasswordResetRequestParams",
    "Payment",
    "PaymentEnvelope",
    "PaymentLink",
    "PaymentLinkCreateParams",
    "PaymentLinkEnvelope",
    "PaymentLinkPage",
    "PaymentLinkPageEnvelope",
    "PaymentLinkUpdateParams",
    "PaymentMethod",
    "PaymentMethodEnvelope",
    "PaymentMethodListEnvelope",
    "PaymentMethodSync",
    "PaymentMethodSyncEnvelope",
    "PaymentMethodUpdateParams",
    "PaymentPage",
    "PaymentPageEnvelope",
    "PaymentRequest",
    "PaymentRequestCreateParams",
    "PaymentRequestEnvelope",
    "PaymentRequestPage",
    "PaymentRequestPageEnvelope",
    "PaymentRequestUpdateParams",
    "PaymentUpdateParams",
    "PaymentVolume",
    "PaymentVolumeDay",
    "PaymentVolumeEnvelope",
    "PayrollBatch",
    "PayrollBatchCreateParams",
    "PayrollBatchCreateParamsEmployee",
    "PayrollBatchEnvelope",
    "PayrollBatchItems",
    "PayrollBatchPage",
    "PayrollBatchPageEnvelope",
    "PayrollBatchUpdateParams",
    "PayrollItem",
    "PayrollItemCorrectParams",
    "PayrollItemEnvelope",
    "PayrollItemPage",
    "PayrollItemPageEnvelope",
    "PayrollItemUpdateParams",
    "PayrollTemplate",
    "PayrollTemplateCreateParams",
    "PayrollTemplateCreateParamsEmployee",
    "PayrollTemplateEmployee",
    "PayrollTemplateEnvelope",
    "PayrollTemplatePage",
    "PayrollTemplatePageEnvelope",
    "PhoneVerificationCode",
    "PhoneVerificationCodeEnvelope",
    "PhoneVerifyParams",
    "PosCatalogItem",
    "PosCatalogItemCreateParams",
    "PosCatalogItemEnvelope",
    "PosCatalogItemPage",
    "PosCatalogItemPageEnvelope",
    "PosCatalogItemUpdateParams",
    "PosDailyReport",
    "PosDailyReportByMethod",
    "PosDailyReportEnvelope",
    "PosRefund",
    "PosRefundCreateParams",
    "PosRefundCreateParamsLine",
    "PosRefundEnvelope",
    "PosRefundLine",
    "PosSale",
    "PosSaleCreateParams",
    "PosSaleCreateParamsCard",
    "PosSaleCreateParamsItem",
    "PosSaleEnvelope",
    "PosSaleItem",
    "PosSalePage",
    "PosSalePageEnvelope",
    "PosSaleUpdateParams",
    "Recipient",
    "RecipientCreateParams",
    "RecipientEnvelope",
    "RecipientPage",
    "RecipientPageEnvelope",
    "RecipientUpdateParams",
    "Referral",
    "ReferralPage",
    "ReferralPageEnvelope",
    "ReferralSummary",
    "ReferralSummaryEnvelope",
    "Refund",
    "RefundCreateParams",
    "RefundEnvelope",
    "RefundPage",
    "RefundPageEnvelope",
    "RefundUpdateParams",
    "ResultDetails",
    "RevealedSecretKey",
    "RevealedSecretKeyEnvelope",
    "RolledSecretKey",
    "RolledSecretKeyEnvelope",
    "SandboxClock",
    "SandboxClockAdvance",
    "SandboxClockAdvanceEnvelope",
    "SandboxClockAdvanceParams",
    "SandboxClockEnvelope",
    "SandboxFunding",
    "SandboxFundingEnvelope",
    "SandboxMail",
    "SandboxMailPage",
    "SandboxMailPageEnvelope",
    "SandboxSms",
    "SandboxSmsPage",
    "SandboxSmsPageEnvelope",
    "SandboxWalletFundParams",
    "SavedBiller",
    "SavedBillerCreateParams",
    "SavedBillerEnvelope",
    "SavedBillerPage",
    "SavedBillerPageEnvelope",
    "SavingsGoal",
    "SavingsGoalCreateParams",
    "SavingsGoalDepositParams",
    "SavingsGoalEnvelope",
    "SavingsGoalPage",
    "SavingsGoalPageEnvelope",
    "SavingsGoalUpdateParams",
    "SavingsGoalWithdrawParams",
    "SavingsPlan",
    "SavingsPlanCreateParams",
    "SavingsPlanEnvelope",
    "SavingsPlanPage",
    "SavingsPlanPageEnvelope",
    "ScheduleOccurrences",
    "ScheduleOccurrencesEnvelope",
    "ScheduleOccurrencesPast",
    "ScheduledBillPayment",
    "ScheduledBillPaymentCreateParams",
    "ScheduledBillPaymentEnvelope",
    "ScheduledBillPaymentPage",
    "ScheduledBillPaymentPageEnvelope",
    "SecretKey",
    "SecretKeyCreateParams",
    "SecretKeyEnvelope",
    "SecretKeyPage",
    "SecretKeyPageEnvelope",
    "SecretKeyRollParams",
    "SessionCreateParams",
    "SessionRefreshParams",
    "SessionRevocation",
    "SessionRevocationEnvelope",
    "SetupIntent",
    "SetupIntentConfirmParams",
    "SetupIntentConfirmParamsCard",
    "SetupIntentEnvelope",
    "SubscriptionKey",
    "SubscriptionKeyRotateParams",
    "SubscriptionKeyRotation",
    "SubscriptionKeyRotationEnvelope",
    "Transfer",
    "TransferCreateParams",
    "TransferEnvelope",
    "TransferEvent",
    "TransferPage",
    "TransferPageEnvelope",
    "TransferUpdateParams",
    "User",
    "UserEnvelope",
    "UserRegisterParams",
    "UserUpdateParams",
    "Wallet",
    "WalletBalance",
    "WalletBalanceEnvelope",
    "WalletBalanceListEnvelope",
    "WalletEnvelope",
    "WalletTransaction",
    "WalletTransactionPage",
    "WalletTransactionPageEnvelope",
    "WalletTransfer",
    "WalletTransferCreateParams",
    "WalletTransferEnvelope",
    "WebhookDelivery",
    "WebhookDeliveryAttempt",
    "WebhookDeliveryEnvelope",
    "WebhookDeliveryPage",
    "WebhookDeliveryPageEnvelope",
    "WebhookDeliveryWithAttempts",
    "WebhookDeliveryWithAttemptsEnvelope",
    "WebhookEndpoint",
    "WebhookEndpointCreateParams",
    "WebhookEndpointEnvelope",
    "WebhookEndpointPage",
    "WebhookEndpointPageEnvelope",
    "WebhookEndpointTestParams",
    "WebhookEndpointUpdateParams",
    "WebhookEndpointWithSecret",
    "WebhookEndpointWithSecretEnvelope",
    "WebhookEndpointWithSecretWebhook",
    "WebhookEventTypes",
    "WebhookEventTypesEnvelope",
]

# import apis into sdk package
from payments_platform_generated.api.api_user_provisioning_api import APIUserProvisioningApi as APIUserProvisioningApi
from payments_platform_generated.api.administration_api import AdministrationApi as AdministrationApi
from payments_platform_generated.api.authentication_api import AuthenticationApi as AuthenticationApi
from payments_platform_generated.api.bill_payments_api import BillPaymentsApi as BillPaymentsApi
from payments_platform_generated.api.collection_api import CollectionApi as CollectionApi
from payments_platform_generated.api.credit_api import CreditApi as CreditApi
from payments_platform_generated.api.developer_dashboard_api import DeveloperDashboardApi as DeveloperDashboardApi
from payments_platform_generated.api.disbursement_api import DisbursementApi as DisbursementApi
from payments_platform_generated.api.disputes_api import DisputesApi as DisputesApi
from payments_platform_generated.api.events_api import EventsApi as EventsApi
from payments_platform_generated.api.exchange_rates_and_fx_quotes_api import ExchangeRatesAndFXQuotesApi as ExchangeRatesAndFXQuotesApi
from payments_platform_generated.api.invoices_api import InvoicesApi as InvoicesApi
from payments_platform_generated.api.kyc_api import KYCApi as KYCApi
from payments_platform_generated.api.ledger_api import LedgerApi as LedgerApi
from payments_platform_generated.api.loans_api import LoansApi as LoansApi
from payments_platform_generated.api.mobile_money_provider_api import MobileMoneyProviderApi as MobileMoneyProviderApi
from payments_platform_generated.api.notifications_api import NotificationsApi as NotificationsApi
from payments_platform_generated.api.pos_api import POSApi as POSApi
from payments_platform_generated.api.payment_links_api import PaymentLinksApi as PaymentLinksApi
from payments_platform_generated.api.payment_methods_api import PaymentMethodsApi as PaymentMethodsApi
from payments_platform_generated.api.payment_requests_api import PaymentRequestsApi as PaymentRequestsApi
from payments_platform_generated.api.payments_api import PaymentsApi as PaymentsApi
from payments_platform_generated.api.payroll_api import PayrollApi as PayrollApi
from payments_platform_generated.api.recipients_api import RecipientsApi as RecipientsApi
from payments_platform_generated.api.referrals_api import ReferralsApi as ReferralsApi
from payments_platform_generated.api.remittance_api import RemittanceApi as RemittanceApi
from payments_platform_generated.api.sandbox_api import SandboxApi as SandboxApi
from payments_platform_generated.api.savings_api import SavingsApi as SavingsApi
from payments_platform_generated.api.secret_keys_api import SecretKeysApi as SecretKeysApi
from payments_platform_generated.api.transfers_api import TransfersApi as TransfersApi
from payments_platform_generated.api.user_profile_api import UserProfileApi as UserProfileApi
from payments_platform_generated.api.wallet_api import WalletApi as WalletApi
from payments_platform_generated.api.webhook_endpoints_api import WebhookEndpointsApi as WebhookEndpointsApi

# import ApiClient
from payments_platform_generated.api_response import ApiResponse as ApiResponse
from payments_platform_generated.api_client import ApiClient as ApiClient
from payments_platform_generated.configuration import Configuration as Configuration
from payments_platform_generated.exceptions import OpenApiException as OpenApiException
from payments_platform_generated.exceptions import ApiTypeError as ApiTypeError
from payments_platform_generated.exceptions import ApiValueError as ApiValueError
from payments_platform_generated.exceptions import ApiKeyError as ApiKeyError
from payments_platform_generated.exceptions import ApiAttributeError as ApiAttributeError
from payments_platform_generated.exceptions import ApiException as ApiException

# import models into sdk package
from payments_platform_generated.models.acknowledgement import Acknowledgement as Acknowledgement
from payments_platform_generated.models.acknowledgement_envelope import AcknowledgementEnvelope as AcknowledgementEnvelope
from payments_platform_generated.models.api_user_create_params import ApiUserCreateParams as ApiUserCreateParams
from payments_platform_generated.models.api_version import ApiVersion as ApiVersion
from payments_platform_generated.models.api_version_change import ApiVersionChange as ApiVersionChange
from payments_platform_generated.models.api_version_list_envelope import ApiVersionListEnvelope as ApiVersionListEnvelope
from payments_platform_generated.models.api_version_upgrade_params import ApiVersionUpgradeParams as ApiVersionUpgradeParams
from payments_platform_generated.models.auth_tokens import AuthTokens as AuthTokens
from payments_platform_generated.models.auth_tokens_envelope import AuthTokensEnvelope as AuthTokensEnvelope
from payments_platform_generated.models.bill_payment import BillPayment as BillPayment
from payments_platform_generated.models.bill_payment_create_params import BillPaymentCreateParams as BillPaymentCreateParams
from payments_platform_generated.models.bill_payment_envelope import BillPaymentEnvelope as BillPaymentEnvelope
from payments_platform_generated.models.bill_payment_page import BillPaymentPage as BillPaymentPage
from payments_platform_generated.models.bill_payment_page_envelope import BillPaymentPageEnvelope as BillPaymentPageEnvelope
from payments_platform_generated.models.bill_provider import BillProvider as BillProvider
from payments_platform_generated.models.bill_provider_list_envelope import BillProviderListEnvelope as BillProviderListEnvelope
from payments_platform_generated.models.callback_secret import CallbackSecret as CallbackSecret
from payments_platform_generated.models.callback_secret_envelope import CallbackSecretEnvelope as CallbackSecretEnvelope
from payments_platform_generated.models.cash_out_create_params import CashOutCreateParams as CashOutCreateParams
from payments_platform_generated.models.cash_out_update_params import CashOutUpdateParams as CashOutUpdateParams
from payments_platform_generated.models.closed_currency_account import ClosedCurrencyAccount as ClosedCurrencyAccount
from payments_platform_generated.models.closed_currency_account_envelope import ClosedCurrencyAccountEnvelope as ClosedCurrencyAccountEnvelope
from payments_platform_generated.models.credit_eligibility import CreditEligibility as CreditEligibility
from payments_platform_generated.models.credit_eligibility_envelope import CreditEligibilityEnvelope as CreditEligibilityEnvelope
from payments_platform_generated.models.credit_eligibility_product import CreditEligibilityProduct as CreditEligibilityProduct
from payments_platform_generated.models.credit_score import CreditScore as CreditScore
from payments_platform_generated.models.credit_score_envelope import CreditScoreEnvelope as CreditScoreEnvelope
from payments_platform_generated.models.credit_score_factor_detail import CreditScoreFactorDetail as CreditScoreFactorDetail
from payments_platform_generated.models.credit_score_page import CreditScorePage as CreditScorePage
from payments_platform_generated.models.credit_score_page_envelope import CreditScorePageEnvelope as CreditScorePageEnvelope
from payments_platform_generated.models.default_payment_method_set_params import DefaultPaymentMethodSetParams as DefaultPaymentMethodSetParams
from payments_platform_generated.models.deleted_object import DeletedObject as DeletedObject
from payments_platform_generated.models.deleted_object_envelope import DeletedObjectEnvelope as DeletedObjectEnvelope
from payments_platform_generated.models.developer_account import DeveloperAccount as DeveloperAccount
from payments_platform_generated.models.developer_account_api_version_rollback import DeveloperAccountApiVersionRollback as DeveloperAccountApiVersionRollback
from payments_platform_generated.models.developer_account_create_params import DeveloperAccountCreateParams as DeveloperAccountCreateParams
from payments_platform_generated.models.developer_account_envelope import DeveloperAccountEnvelope as DeveloperAccountEnvelope
from payments_platform_generated.models.developer_account_plan_update_params import DeveloperAccountPlanUpdateParams as DeveloperAccountPlanUpdateParams
from payments_platform_generated.models.developer_account_rate_limits import DeveloperAccountRateLimits as DeveloperAccountRateLimits
from payments_platform_generated.models.developer_account_with_keys import DeveloperAccountWithKeys as DeveloperAccountWithKeys
from payments_platform_generated.models.developer_account_with_keys_api_version_rollback import DeveloperAccountWithKeysApiVersionRollback as DeveloperAccountWithKeysApiVersionRollback
from payments_platform_generated.models.developer_account_with_keys_envelope import DeveloperAccountWithKeysEnvelope as DeveloperAccountWithKeysEnvelope
from payments_platform_generated.models.developer_account_with_keys_rate_limits import DeveloperAccountWithKeysRateLimits as DeveloperAccountWithKeysRateLimits
from payments_platform_generated.models.developer_sign_up import DeveloperSignUp as DeveloperSignUp
from payments_platform_generated.models.developer_sign_up_envelope import DeveloperSignUpEnvelope as DeveloperSignUpEnvelope
from payments_platform_generated.models.developer_sign_up_product_keys import DeveloperSignUpProductKeys as DeveloperSignUpProductKeys
from payments_platform_generated.models.dispute import Dispute as Dispute
from payments_platform_generated.models.dispute_comment import DisputeComment as DisputeComment
from payments_platform_generated.models.dispute_comment_create_params import DisputeCommentCreateParams as DisputeCommentCreateParams
from payments_platform_generated.models.dispute_create_params import DisputeCreateParams as DisputeCreateParams
from payments_platform_generated.models.dispute_envelope import DisputeEnvelope as DisputeEnvelope
from payments_platform_generated.models.dispute_evidence_add_params import DisputeEvidenceAddParams as DisputeEvidenceAddParams
from payments_platform_generated.models.dispute_evidence_item import DisputeEvidenceItem as DisputeEvidenceItem
from payments_platform_generated.models.dispute_page import DisputePage as DisputePage
from payments_platform_generated.models.dispute_page_envelope import DisputePageEnvelope as DisputePageEnvelope
from payments_platform_generated.models.dispute_resolve_params import DisputeResolveParams as DisputeResolveParams
from payments_platform_generated.models.envelope import Envelope as Envelope
from payments_platform_generated.models.error_envelope import ErrorEnvelope as ErrorEnvelope
from payments_platform_generated.models.event import Event as Event
from payments_platform_generated.models.event_log_page import EventLogPage as EventLogPage
from payments_platform_generated.models.event_log_page_envelope import EventLogPageEnvelope as EventLogPageEnvelope
from payments_platform_generated.models.exchange_rate import ExchangeRate as ExchangeRate
from payments_platform_generated.models.exchange_rate_change import ExchangeRateChange as ExchangeRateChange
from payments_platform_generated.models.exchange_rate_change_envelope import ExchangeRateChangeEnvelope as ExchangeRateChangeEnvelope
from payments_platform_generated.models.exchange_rate_envelope import ExchangeRateEnvelope as ExchangeRateEnvelope
from payments_platform_generated.models.exchange_rate_update_params import ExchangeRateUpdateParams as ExchangeRateUpdateParams
from payments_platform_generated.models.field_error import FieldError as FieldError
from payments_platform_generated.models.fired_event import FiredEvent as FiredEvent
from payments_platform_generated.models.fund_in_create_params import FundInCreateParams as FundInCreateParams
from payments_platform_generated.models.fund_in_refund_create_params import FundInRefundCreateParams as FundInRefundCreateParams
from payments_platform_generated.models.fund_in_update_params import FundInUpdateParams as FundInUpdateParams
from payments_platform_generated.models.funding_operation import FundingOperation as FundingOperation
from payments_platform_generated.models.funding_operation_envelope import FundingOperationEnvelope as FundingOperationEnvelope
from payments_platform_generated.models.funding_operation_page import FundingOperationPage as FundingOperationPage
from payments_platform_generated.models.funding_operation_page_envelope import FundingOperationPageEnvelope as FundingOperationPageEnvelope
from payments_platform_generated.models.fx_quote import FxQuote as FxQuote
from payments_platform_generated.models.fx_quote_create_params import FxQuoteCreateParams as FxQuoteCreateParams
from payments_platform_generated.models.fx_quote_envelope import FxQuoteEnvelope as FxQuoteEnvelope
from payments_platform_generated.models.invoice import Invoice as Invoice
from payments_platform_generated.models.invoice_create_params import InvoiceCreateParams as InvoiceCreateParams
from payments_platform_generated.models.invoice_create_params_item import InvoiceCreateParamsItem as InvoiceCreateParamsItem
from payments_platform_generated.models.invoice_envelope import InvoiceEnvelope as InvoiceEnvelope
from payments_platform_generated.models.invoice_line_item import InvoiceLineItem as InvoiceLineItem
from payments_platform_generated.models.invoice_page import InvoicePage as InvoicePage
from payments_platform_generated.models.invoice_page_envelope import InvoicePageEnvelope as InvoicePageEnvelope
from payments_platform_generated.models.invoice_update_params import InvoiceUpdateParams as InvoiceUpdateParams
from payments_platform_generated.models.kyc_document import KycDocument as KycDocument
from payments_platform_generated.models.kyc_document_create_params import KycDocumentCreateParams as KycDocumentCreateParams
from payments_platform_generated.models.kyc_document_envelope import KycDocumentEnvelope as KycDocumentEnvelope
from payments_platform_generated.models.kyc_status import KycStatus as KycStatus
from payments_platform_generated.models.kyc_status_envelope import KycStatusEnvelope as KycStatusEnvelope
from payments_platform_generated.models.kyc_status_usage import KycStatusUsage as KycStatusUsage
from payments_platform_generated.models.kyc_tier import KycTier as KycTier
from payments_platform_generated.models.kyc_tier_envelope import KycTierEnvelope as KycTierEnvelope
from payments_platform_generated.models.kyc_tier_list_envelope import KycTierListEnvelope as KycTierListEnvelope
from payments_platform_generated.models.kyc_tier_update_params import KycTierUpdateParams as KycTierUpdateParams
from payments_platform_generated.models.kyc_upgrade import KycUpgrade as KycUpgrade
from payments_platform_generated.models.kyc_upgrade_envelope import KycUpgradeEnvelope as KycUpgradeEnvelope
from payments_platform_generated.models.kyc_upgrade_request_params import KycUpgradeRequestParams as KycUpgradeRequestParams
from payments_platform_generated.models.ledger_reconciliation import LedgerReconciliation as LedgerReconciliation
from payments_platform_generated.models.ledger_reconciliation_envelope import LedgerReconciliationEnvelope as LedgerReconciliationEnvelope
from payments_platform_generated.models.ledger_reconciliation_mismatched_account import LedgerReconciliationMismatchedAccount as LedgerReconciliationMismatchedAccount
from payments_platform_generated.models.ledger_reconciliation_mismatched_hold import LedgerReconciliationMismatchedHold as LedgerReconciliationMismatchedHold
from payments_platform_generated.models.ledger_reconciliation_unbalanced_entry import LedgerReconciliationUnbalancedEntry as LedgerReconciliationUnbalancedEntry
from payments_platform_generated.models.loan import Loan as Loan
from payments_platform_generated.models.loan_create_params import LoanCreateParams as LoanCreateParams
from payments_platform_generated.models.loan_envelope import LoanEnvelope as LoanEnvelope
from payments_platform_generated.models.loan_outstanding import LoanOutstanding as LoanOutstanding
from payments_platform_generated.models.loan_page import LoanPage as LoanPage
from payments_platform_generated.models.loan_page_envelope import LoanPageEnvelope as LoanPageEnvelope
from payments_platform_generated.models.loan_product import LoanProduct as LoanProduct
from payments_platform_generated.models.loan_product_list_envelope import LoanProductListEnvelope as LoanProductListEnvelope
from payments_platform_generated.models.loan_repay_params import LoanRepayParams as LoanRepayParams
from payments_platform_generated.models.loan_repayment import LoanRepayment as LoanRepayment
from payments_platform_generated.models.loan_schedule import LoanSchedule as LoanSchedule
from payments_platform_generated.models.momo_access_token import MomoAccessToken as MomoAccessToken
from payments_platform_generated.models.momo_access_token_envelope import MomoAccessTokenEnvelope as MomoAccessTokenEnvelope
from payments_platform_generated.models.momo_account_balance import MomoAccountBalance as MomoAccountBalance
from payments_platform_generated.models.momo_account_balance_envelope import MomoAccountBalanceEnvelope as MomoAccountBalanceEnvelope
from payments_platform_generated.models.momo_account_holder_status import MomoAccountHolderStatus as MomoAccountHolderStatus
from payments_platform_generated.models.momo_account_holder_status_envelope import MomoAccountHolderStatusEnvelope as MomoAccountHolderStatusEnvelope
from payments_platform_generated.models.momo_api_key import MomoApiKey as MomoApiKey
from payments_platform_generated.models.momo_api_key_envelope import MomoApiKeyEnvelope as MomoApiKeyEnvelope
from payments_platform_generated.models.momo_api_user import MomoApiUser as MomoApiUser
from payments_platform_generated.models.momo_api_user_envelope import MomoApiUserEnvelope as MomoApiUserEnvelope
from payments_platform_generated.models.momo_api_user_reference import MomoApiUserReference as MomoApiUserReference
from payments_platform_generated.models.momo_api_user_reference_envelope import MomoApiUserReferenceEnvelope as MomoApiUserReferenceEnvelope
from payments_platform_generated.models.momo_basic_user_info import MomoBasicUserInfo as MomoBasicUserInfo
from payments_platform_generated.models.momo_basic_user_info_envelope import MomoBasicUserInfoEnvelope as MomoBasicUserInfoEnvelope
from payments_platform_generated.models.momo_cash_remittance_create_params import MomoCashRemittanceCreateParams as MomoCashRemittanceCreateParams
from payments_platform_generated.models.momo_cash_remittance_create_params_payee import MomoCashRemittanceCreateParamsPayee as MomoCashRemittanceCreateParamsPayee
from payments_platform_generated.models.momo_deposit_create_params import MomoDepositCreateParams as MomoDepositCreateParams
from payments_platform_generated.models.momo_deposit_create_params_payee import MomoDepositCreateParamsPayee as MomoDepositCreateParamsPayee
from payments_platform_generated.models.momo_invoice_create_params import MomoInvoiceCreateParams as MomoInvoiceCreateParams
from payments_platform_generated.models.momo_invoice_create_params_payer import MomoInvoiceCreateParamsPayer as MomoInvoiceCreateParamsPayer
from payments_platform_generated.models.momo_operation import MomoOperation as MomoOperation
from payments_platform_generated.models.momo_operation_envelope import MomoOperationEnvelope as MomoOperationEnvelope
from payments_platform_generated.models.momo_operation_payee import MomoOperationPayee as MomoOperationPayee
from payments_platform_generated.models.momo_operation_payer import MomoOperationPayer as MomoOperationPayer
from payments_platform_generated.models.momo_payment_create_params import MomoPaymentCreateParams as MomoPaymentCreateParams
from payments_platform_generated.models.momo_payment_create_params_payer import MomoPaymentCreateParamsPayer as MomoPaymentCreateParamsPayer
from payments_platform_generated.models.momo_pre_approval_create_params import MomoPreApprovalCreateParams as MomoPreApprovalCreateParams
from payments_platform_generated.models.momo_pre_approval_create_params_payer import MomoPreApprovalCreateParamsPayer as MomoPreApprovalCreateParamsPayer
from payments_platform_generated.models.momo_refund_create_params import MomoRefundCreateParams as MomoRefundCreateParams
from payments_platform_generated.models.momo_refund_create_params_payee import MomoRefundCreateParamsPayee as MomoRefundCreateParamsPayee
from payments_platform_generated.models.momo_remittance_create_params import MomoRemittanceCreateParams as MomoRemittanceCreateParams
from payments_platform_generated.models.momo_remittance_create_params_payee import MomoRemittanceCreateParamsPayee as MomoRemittanceCreateParamsPayee
from payments_platform_generated.models.momo_request_reference import MomoRequestReference as MomoRequestReference
from payments_platform_generated.models.momo_request_reference_envelope import MomoRequestReferenceEnvelope as MomoRequestReferenceEnvelope
from payments_platform_generated.models.momo_request_to_pay_create_params import MomoRequestToPayCreateParams as MomoRequestToPayCreateParams
from payments_platform_generated.models.momo_request_to_pay_create_params_payer import MomoRequestToPayCreateParamsPayer as MomoRequestToPayCreateParamsPayer
from payments_platform_generated.models.momo_transfer_create_params import MomoTransferCreateParams as MomoTransferCreateParams
from payments_platform_generated.models.momo_transfer_create_params_payee import MomoTransferCreateParamsPayee as MomoTransferCreateParamsPayee
from payments_platform_generated.models.momo_withdrawal_create_params import MomoWithdrawalCreateParams as MomoWithdrawalCreateParams
from payments_platform_generated.models.momo_withdrawal_create_params_payer import MomoWithdrawalCreateParamsPayer as MomoWithdrawalCreateParamsPayer
from payments_platform_generated.models.money_trace import MoneyTrace as MoneyTrace
from payments_platform_generated.models.money_trace_envelope import MoneyTraceEnvelope as MoneyTraceEnvelope
from payments_platform_generated.models.money_trace_step import MoneyTraceStep as MoneyTraceStep
from payments_platform_generated.models.money_trace_step_posting import MoneyTraceStepPosting as MoneyTraceStepPosting
from payments_platform_generated.models.notification_preferences import NotificationPreferences as NotificationPreferences
from payments_platform_generated.models.notification_preferences_email import NotificationPreferencesEmail as NotificationPreferencesEmail
from payments_platform_generated.models.notification_preferences_envelope import NotificationPreferencesEnvelope as NotificationPreferencesEnvelope
from payments_platform_generated.models.notification_preferences_push import NotificationPreferencesPush as NotificationPreferencesPush
from payments_platform_generated.models.notification_preferences_sms import NotificationPreferencesSms as NotificationPreferencesSms
from payments_platform_generated.models.notification_preferences_update_params import NotificationPreferencesUpdateParams as NotificationPreferencesUpdateParams
from payments_platform_generated.models.notification_preferences_update_params_email import NotificationPreferencesUpdateParamsEmail as NotificationPreferencesUpdateParamsEmail
from payments_platform_generated.models.notification_preferences_update_params_push import NotificationPreferencesUpdateParamsPush as NotificationPreferencesUpdateParamsPush
from payments_platform_generated.models.notification_preferences_update_params_sms import NotificationPreferencesUpdateParamsSms as NotificationPreferencesUpdateParamsSms
from payments_platform_generated.models.password_reset_params import PasswordResetParams as PasswordResetParams
from payments_platform_generated.models.password_reset_request_params import PasswordResetRequestParams as PasswordResetRequestParams
from payments_platform_generated.models.payment import Payment as Payment
from payments_platform_generated.models.payment_envelope import PaymentEnvelope as PaymentEnvelope
from payments_platform_generated.models.payment_link import PaymentLink as PaymentLink
from payments_platform_generated.models.payment_link_create_params import PaymentLinkCreateParams as PaymentLinkCreateParams
from payments_platform_generated.models.payment_link_envelope import PaymentLinkEnvelope as PaymentLinkEnvelope
from payments_platform_generated.models.payment_link_page import PaymentLinkPage as PaymentLinkPage
from payments_platform_generated.models.payment_link_page_envelope import PaymentLinkPageEnvelope as PaymentLinkPageEnvelope
from payments_platform_generated.models.payment_link_update_params import PaymentLinkUpdateParams as PaymentLinkUpdateParams
from payments_platform_generated.models.payment_method import PaymentMethod as PaymentMethod
from payments_platform_generated.models.payment_method_envelope import PaymentMethodEnvelope as PaymentMethodEnvelope
from payments_platform_generated.models.payment_method_list_envelope import PaymentMethodListEnvelope as PaymentMethodListEnvelope
from payments_platform_generated.models.payment_method_sync import PaymentMethodSync as PaymentMethodSync
from payments_platform_generated.models.payment_method_sync_envelope import PaymentMethodSyncEnvelope as PaymentMethodSyncEnvelope
from payments_platform_generated.models.payment_method_update_params import PaymentMethodUpdateParams as PaymentMethodUpdateParams
from payments_platform_generated.models.payment_page import PaymentPage as PaymentPage
from payments_platform_generated.models.payment_page_envelope import PaymentPageEnvelope as PaymentPageEnvelope
from payments_platform_generated.models.payment_request import PaymentRequest as PaymentRequest
from payments_platform_generated.models.payment_request_create_params import PaymentRequestCreateParams as PaymentRequestCreateParams
from payments_platform_generated.models.payment_request_envelope import PaymentRequestEnvelope as PaymentRequestEnvelope
from payments_platform_generated.models.payment_request_page import PaymentRequestPage as PaymentRequestPage
from payments_platform_generated.models.payment_request_page_envelope import PaymentRequestPageEnvelope as PaymentRequestPageEnvelope
from payments_platform_generated.models.payment_request_update_params import PaymentRequestUpdateParams as PaymentRequestUpdateParams
from payments_platform_generated.models.payment_update_params import PaymentUpdateParams as PaymentUpdateParams
from payments_platform_generated.models.payment_volume import PaymentVolume as PaymentVolume
from payments_platform_generated.models.payment_volume_day import PaymentVolumeDay as PaymentVolumeDay
from payments_platform_generated.models.payment_volume_envelope import PaymentVolumeEnvelope as PaymentVolumeEnvelope
from payments_platform_generated.models.payroll_batch import PayrollBatch as PayrollBatch
from payments_platform_generated.models.payroll_batch_create_params import PayrollBatchCreateParams as PayrollBatchCreateParams
from payments_platform_generated.models.payroll_batch_create_params_employee import PayrollBatchCreateParamsEmployee as PayrollBatchCreateParamsEmployee
from payments_platform_generated.models.payroll_batch_envelope import PayrollBatchEnvelope as PayrollBatchEnvelope
from payments_platform_generated.models.payroll_batch_items import PayrollBatchItems as PayrollBatchItems
from payments_platform_generated.models.payroll_batch_page import PayrollBatchPage as PayrollBatchPage
from payments_platform_generated.models.payroll_batch_page_envelope import PayrollBatchPageEnvelope as PayrollBatchPageEnvelope
from payments_platform_generated.models.payroll_batch_update_params import PayrollBatchUpdateParams as PayrollBatchUpdateParams
from payments_platform_generated.models.payroll_item import PayrollItem as PayrollItem
from payments_platform_generated.models.payroll_item_correct_params import PayrollItemCorrectParams as PayrollItemCorrectParams
from payments_platform_generated.models.payroll_item_envelope import PayrollItemEnvelope as PayrollItemEnvelope
from payments_platform_generated.models.payroll_item_page import PayrollItemPage as PayrollItemPage
from payments_platform_generated.models.payroll_item_page_envelope import PayrollItemPageEnvelope as PayrollItemPageEnvelope
from payments_platform_generated.models.payroll_item_update_params import PayrollItemUpdateParams as PayrollItemUpdateParams
from payments_platform_generated.models.payroll_template import PayrollTemplate as PayrollTemplate
from payments_platform_generated.models.payroll_template_create_params import PayrollTemplateCreateParams as PayrollTemplateCreateParams
from payments_platform_generated.models.payroll_template_create_params_employee import PayrollTemplateCreateParamsEmployee as PayrollTemplateCreateParamsEmployee
from payments_platform_generated.models.payroll_template_employee import PayrollTemplateEmployee as PayrollTemplateEmployee
from payments_platform_generated.models.payroll_template_envelope import PayrollTemplateEnvelope as PayrollTemplateEnvelope
from payments_platform_generated.models.payroll_template_page import PayrollTemplatePage as PayrollTemplatePage
from payments_platform_generated.models.payroll_template_page_envelope import PayrollTemplatePageEnvelope as PayrollTemplatePageEnvelope
from payments_platform_generated.models.phone_verification_code import PhoneVerificationCode as PhoneVerificationCode
from payments_platform_generated.models.phone_verification_code_envelope import PhoneVerificationCodeEnvelope as PhoneVerificationCodeEnvelope
from payments_platform_generated.models.phone_verify_params import PhoneVerifyParams as PhoneVerifyParams
from payments_platform_generated.models.pos_catalog_item import PosCatalogItem as PosCatalogItem
from payments_platform_generated.models.pos_catalog_item_create_params import PosCatalogItemCreateParams as PosCatalogItemCreateParams
from payments_platform_generated.models.pos_catalog_item_envelope import PosCatalogItemEnvelope as PosCatalogItemEnvelope
from payments_platform_generated.models.pos_catalog_item_page import PosCatalogItemPage as PosCatalogItemPage
from payments_platform_generated.models.pos_catalog_item_page_envelope import PosCatalogItemPageEnvelope as PosCatalogItemPageEnvelope
from payments_platform_generated.models.pos_catalog_item_update_params import PosCatalogItemUpdateParams as PosCatalogItemUpdateParams
from payments_platform_generated.models.pos_daily_report import PosDailyReport as PosDailyReport
from payments_platform_generated.models.pos_daily_report_by_method import PosDailyReportByMethod as PosDailyReportByMethod
from payments_platform_generated.models.pos_daily_report_envelope import PosDailyReportEnvelope as PosDailyReportEnvelope
from payments_platform_generated.models.pos_refund import PosRefund as PosRefund
from payments_platform_generated.models.pos_refund_create_params import PosRefundCreateParams as PosRefundCreateParams
from payments_platform_generated.models.pos_refund_create_params_line import PosRefundCreateParamsLine as PosRefundCreateParamsLine
from payments_platform_generated.models.pos_refund_envelope import PosRefundEnvelope as PosRefundEnvelope
from payments_platform_generated.models.pos_refund_line import PosRefundLine as PosRefundLine
from payments_platform_generated.models.pos_sale import PosSale as PosSale
from payments_platform_generated.models.pos_sale_create_params import PosSaleCreateParams as PosSaleCreateParams
from payments_platform_generated.models.pos_sale_create_params_card import PosSaleCreateParamsCard as PosSaleCreateParamsCard
from payments_platform_generated.models.pos_sale_create_params_item import PosSaleCreateParamsItem as PosSaleCreateParamsItem
from payments_platform_generated.models.pos_sale_envelope import PosSaleEnvelope as PosSaleEnvelope
from payments_platform_generated.models.pos_sale_item import PosSaleItem as PosSaleItem
from payments_platform_generated.models.pos_sale_page import PosSalePage as PosSalePage
from payments_platform_generated.models.pos_sale_page_envelope import PosSalePageEnvelope as PosSalePageEnvelope
from payments_platform_generated.models.pos_sale_update_params import PosSaleUpdateParams as PosSaleUpdateParams
from payments_platform_generated.models.recipient import Recipient as Recipient
from payments_platform_generated.models.recipient_create_params import RecipientCreateParams as RecipientCreateParams
from payments_platform_generated.models.recipient_envelope import RecipientEnvelope as RecipientEnvelope
from payments_platform_generated.models.recipient_page import RecipientPage as RecipientPage
from payments_platform_generated.models.recipient_page_envelope import RecipientPageEnvelope as RecipientPageEnvelope
from payments_platform_generated.models.recipient_update_params import RecipientUpdateParams as RecipientUpdateParams
from payments_platform_generated.models.referral import Referral as Referral
from payments_platform_generated.models.referral_page import ReferralPage as ReferralPage
from payments_platform_generated.models.referral_page_envelope import ReferralPageEnvelope as ReferralPageEnvelope
from payments_platform_generated.models.referral_summary import ReferralSummary as ReferralSummary
from payments_platform_generated.models.referral_summary_envelope import ReferralSummaryEnvelope as ReferralSummaryEnvelope
from payments_platform_generated.models.refund import Refund as Refund
from payments_platform_generated.models.refund_create_params import RefundCreateParams as RefundCreateParams
from payments_platform_generated.models.refund_envelope import RefundEnvelope as RefundEnvelope
from payments_platform_generated.models.refund_page import RefundPage as RefundPage
from payments_platform_generated.models.refund_page_envelope import RefundPageEnvelope as RefundPageEnvelope
from payments_platform_generated.models.refund_update_params import RefundUpdateParams as RefundUpdateParams
from payments_platform_generated.models.result_details import ResultDetails as ResultDetails
from payments_platform_generated.models.revealed_secret_key import RevealedSecretKey as RevealedSecretKey
from payments_platform_generated.models.revealed_secret_key_envelope import RevealedSecretKeyEnvelope as RevealedSecretKeyEnvelope
from payments_platform_generated.models.rolled_secret_key import RolledSecretKey as RolledSecretKey
from payments_platform_generated.models.rolled_secret_key_envelope import RolledSecretKeyEnvelope as RolledSecretKeyEnvelope
from payments_platform_generated.models.sandbox_clock import SandboxClock as SandboxClock
from payments_platform_generated.models.sandbox_clock_advance import SandboxClockAdvance as SandboxClockAdvance
from payments_platform_generated.models.sandbox_clock_advance_envelope import SandboxClockAdvanceEnvelope as SandboxClockAdvanceEnvelope
from payments_platform_generated.models.sandbox_clock_advance_params import SandboxClockAdvanceParams as SandboxClockAdvanceParams
from payments_platform_generated.models.sandbox_clock_envelope import SandboxClockEnvelope as SandboxClockEnvelope
from payments_platform_generated.models.sandbox_funding import SandboxFunding as SandboxFunding
from payments_platform_generated.models.sandbox_funding_envelope import SandboxFundingEnvelope as SandboxFundingEnvelope
from payments_platform_generated.models.sandbox_mail import SandboxMail as SandboxMail
from payments_platform_generated.models.sandbox_mail_page import SandboxMailPage as SandboxMailPage
from payments_platform_generated.models.sandbox_mail_page_envelope import SandboxMailPageEnvelope as SandboxMailPageEnvelope
from payments_platform_generated.models.sandbox_sms import SandboxSms as SandboxSms
from payments_platform_generated.models.sandbox_sms_page import SandboxSmsPage as SandboxSmsPage
from payments_platform_generated.models.sandbox_sms_page_envelope import SandboxSmsPageEnvelope as SandboxSmsPageEnvelope
from payments_platform_generated.models.sandbox_wallet_fund_params import SandboxWalletFundParams as SandboxWalletFundParams
from payments_platform_generated.models.saved_biller import SavedBiller as SavedBiller
from payments_platform_generated.models.saved_biller_create_params import SavedBillerCreateParams as SavedBillerCreateParams
from payments_platform_generated.models.saved_biller_envelope import SavedBillerEnvelope as SavedBillerEnvelope
from payments_platform_generated.models.saved_biller_page import SavedBillerPage as SavedBillerPage
from payments_platform_generated.models.saved_biller_page_envelope import SavedBillerPageEnvelope as SavedBillerPageEnvelope
from payments_platform_generated.models.savings_goal import SavingsGoal as SavingsGoal
from payments_platform_generated.models.savings_goal_create_params import SavingsGoalCreateParams as SavingsGoalCreateParams
from payments_platform_generated.models.savings_goal_deposit_params import SavingsGoalDepositParams as SavingsGoalDepositParams
from payments_platform_generated.models.savings_goal_envelope import SavingsGoalEnvelope as SavingsGoalEnvelope
from payments_platform_generated.models.savings_goal_page import SavingsGoalPage as SavingsGoalPage
from payments_platform_generated.models.savings_goal_page_envelope import SavingsGoalPageEnvelope as SavingsGoalPageEnvelope
from payments_platform_generated.models.savings_goal_update_params import SavingsGoalUpdateParams as SavingsGoalUpdateParams
from payments_platform_generated.models.savings_goal_withdraw_params import SavingsGoalWithdrawParams as SavingsGoalWithdrawParams
from payments_platform_generated.models.savings_plan import SavingsPlan as SavingsPlan
from payments_platform_generated.models.savings_plan_create_params import SavingsPlanCreateParams as SavingsPlanCreateParams
from payments_platform_generated.models.savings_plan_envelope import SavingsPlanEnvelope as SavingsPlanEnvelope
from payments_platform_generated.models.savings_plan_page import SavingsPlanPage as SavingsPlanPage
from payments_platform_generated.models.savings_plan_page_envelope import SavingsPlanPageEnvelope as SavingsPlanPageEnvelope
from payments_platform_generated.models.schedule_occurrences import ScheduleOccurrences as ScheduleOccurrences
from payments_platform_generated.models.schedule_occurrences_envelope import ScheduleOccurrencesEnvelope as ScheduleOccurrencesEnvelope
from payments_platform_generated.models.schedule_occurrences_past import ScheduleOccurrencesPast as ScheduleOccurrencesPast
from payments_platform_generated.models.scheduled_bill_payment import ScheduledBillPayment as ScheduledBillPayment
from payments_platform_generated.models.scheduled_bill_payment_create_params import ScheduledBillPaymentCreateParams as ScheduledBillPaymentCreateParams
from payments_platform_generated.models.scheduled_bill_payment_envelope import ScheduledBillPaymentEnvelope as ScheduledBillPaymentEnvelope
from payments_platform_generated.models.scheduled_bill_payment_page import ScheduledBillPaymentPage as ScheduledBillPaymentPage
from payments_platform_generated.models.scheduled_bill_payment_page_envelope import ScheduledBillPaymentPageEnvelope as ScheduledBillPaymentPageEnvelope
from payments_platform_generated.models.secret_key import SecretKey as SecretKey
from payments_platform_generated.models.secret_key_create_params import SecretKeyCreateParams as SecretKeyCreateParams
from payments_platform_generated.models.secret_key_envelope import SecretKeyEnvelope as SecretKeyEnvelope
from payments_platform_generated.models.secret_key_page import SecretKeyPage as SecretKeyPage
from payments_platform_generated.models.secret_key_page_envelope import SecretKeyPageEnvelope as SecretKeyPageEnvelope
from payments_platform_generated.models.secret_key_roll_params import SecretKeyRollParams as SecretKeyRollParams
from payments_platform_generated.models.session_create_params import SessionCreateParams as SessionCreateParams
from payments_platform_generated.models.session_refresh_params import SessionRefreshParams as SessionRefreshParams
from payments_platform_generated.models.session_revocation import SessionRevocation as SessionRevocation
from payments_platform_generated.models.session_revocation_envelope import SessionRevocationEnvelope as SessionRevocationEnvelope
from payments_platform_generated.models.setup_intent import SetupIntent as SetupIntent
from payments_platform_generated.models.setup_intent_confirm_params import SetupIntentConfirmParams as SetupIntentConfirmParams
from payments_platform_generated.models.setup_intent_confirm_params_card import SetupIntentConfirmParamsCard as SetupIntentConfirmParamsCard
from payments_platform_generated.models.setup_intent_envelope import SetupIntentEnvelope as SetupIntentEnvelope
from payments_platform_generated.models.subscription_key import SubscriptionKey as SubscriptionKey
from payments_platform_generated.models.subscription_key_rotate_params import SubscriptionKeyRotateParams as SubscriptionKeyRotateParams
from payments_platform_generated.models.subscription_key_rotation import SubscriptionKeyRotation as SubscriptionKeyRotation
from payments_platform_generated.models.subscription_key_rotation_envelope import SubscriptionKeyRotationEnvelope as SubscriptionKeyRotationEnvelope
from payments_platform_generated.models.transfer import Transfer as Transfer
from payments_platform_generated.models.transfer_create_params import TransferCreateParams as TransferCreateParams
from payments_platform_generated.models.transfer_envelope import TransferEnvelope as TransferEnvelope
from payments_platform_generated.models.transfer_event import TransferEvent as TransferEvent
from payments_platform_generated.models.transfer_page import TransferPage as TransferPage
from payments_platform_generated.models.transfer_page_envelope import TransferPageEnvelope as TransferPageEnvelope
from payments_platform_generated.models.transfer_update_params import TransferUpdateParams as TransferUpdateParams
from payments_platform_generated.models.user import User as User
from payments_platform_generated.models.user_envelope import UserEnvelope as UserEnvelope
from payments_platform_generated.models.user_register_params import UserRegisterParams as UserRegisterParams
from payments_platform_generated.models.user_update_params import UserUpdateParams as UserUpdateParams
from payments_platform_generated.models.wallet import Wallet as Wallet
from payments_platform_generated.models.wallet_balance import WalletBalance as WalletBalance
from payments_platform_generated.models.wallet_balance_envelope import WalletBalanceEnvelope as WalletBalanceEnvelope
from payments_platform_generated.models.wallet_balance_list_envelope import WalletBalanceListEnvelope as WalletBalanceListEnvelope
from payments_platform_generated.models.wallet_envelope import WalletEnvelope as WalletEnvelope
from payments_platform_generated.models.wallet_transaction import WalletTransaction as WalletTransaction
from payments_platform_generated.models.wallet_transaction_page import WalletTransactionPage as WalletTransactionPage
from payments_platform_generated.models.wallet_transaction_page_envelope import WalletTransactionPageEnvelope as WalletTransactionPageEnvelope
from payments_platform_generated.models.wallet_transfer import WalletTransfer as WalletTransfer
from payments_platform_generated.models.wallet_transfer_create_params import WalletTransferCreateParams as WalletTransferCreateParams
from payments_platform_generated.models.wallet_transfer_envelope import WalletTransferEnvelope as WalletTransferEnvelope
from payments_platform_generated.models.webhook_delivery import WebhookDelivery as WebhookDelivery
from payments_platform_generated.models.webhook_delivery_attempt import WebhookDeliveryAttempt as WebhookDeliveryAttempt
from payments_platform_generated.models.webhook_delivery_envelope import WebhookDeliveryEnvelope as WebhookDeliveryEnvelope
from payments_platform_generated.models.webhook_delivery_page import WebhookDeliveryPage as WebhookDeliveryPage
from payments_platform_generated.models.webhook_delivery_page_envelope import WebhookDeliveryPageEnvelope as WebhookDeliveryPageEnvelope
from payments_platform_generated.models.webhook_delivery_with_attempts import WebhookDeliveryWithAttempts as WebhookDeliveryWithAttempts
from payments_platform_generated.models.webhook_delivery_with_attempts_envelope import WebhookDeliveryWithAttemptsEnvelope as WebhookDeliveryWithAttemptsEnvelope
from payments_platform_generated.models.webhook_endpoint import WebhookEndpoint as WebhookEndpoint
from payments_platform_generated.models.webhook_endpoint_create_params import WebhookEndpointCreateParams as WebhookEndpointCreateParams
from payments_platform_generated.models.webhook_endpoint_envelope import WebhookEndpointEnvelope as WebhookEndpointEnvelope
from payments_platform_generated.models.webhook_endpoint_page import WebhookEndpointPage as WebhookEndpointPage
from payments_platform_generated.models.webhook_endpoint_page_envelope import WebhookEndpointPageEnvelope as WebhookEndpointPageEnvelope
from payments_platform_generated.models.webhook_endpoint_test_params import WebhookEndpointTestParams as WebhookEndpointTestParams
from payments_platform_generated.models.webhook_endpoint_update_params import WebhookEndpointUpdateParams as WebhookEndpointUpdateParams
from payments_platform_generated.models.webhook_endpoint_with_secret import WebhookEndpointWithSecret as WebhookEndpointWithSecret
from payments_platform_generated.models.webhook_endpoint_with_secret_envelope import WebhookEndpointWithSecretEnvelope as WebhookEndpointWithSecretEnvelope
from payments_platform_generated.models.webhook_endpoint_with_secret_webhook import WebhookEndpointWithSecretWebhook as WebhookEndpointWithSecretWebhook
from payments_platform_generated.models.webhook_event_types import WebhookEventTypes as WebhookEventTypes
from payments_platform_generated.models.webhook_event_types_envelope import WebhookEventTypesEnvelope as WebhookEventTypesEnvelope

