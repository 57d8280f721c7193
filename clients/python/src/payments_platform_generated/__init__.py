# coding: utf-8

# flake8: noqa

"""
    Payments Platform API (REST compatibility layer)

    Every REST route under /ms/v1 (and /ms/v1/v1 for the grouped routes), generated from the route definitions.  ## The envelope Every answer is an envelope: `{timeStamp, correlationId, serverStatusCode, severity, data}` on success, `{…, severity: \"ERROR\", details: {code, severity, description, fields?}}` on error; `details.fields` names each input field at fault. Send `X-Correlation-ID` to choose the id; `Idempotency-Key` makes a create or a money move safe to retry (the same key and body replay the first answer with `Idempotent-Replayed: true`).  ## Credentials - **Ocp-Apim-Subscription-Key** on every route, and **X-Target-Environment: sandbox**. The app key is publishable (it ships in apps); the collection, disbursement and remittance keys are secret and open only their mobile money routes. - **Bearer** access tokens from `POST /auth/login` for a user's routes (merchant-only routes need a MERCHANT user). - **Basic** `apiUserId:apiKey` (or a product's bearer token from `/{product}/token/`) for the mobile money routes.  ## Sandbox test data - Mobile money numbers decide outcomes: 46733123450 fails (INTERNAL_PROCESSING_ERROR), 46733123451 is rejected, 46733123452 expires, 46733123453 stays pending, 46733123455 is unknown (collections) or short of funds (transfers), 46733123464 fails once per account then succeeds (to try a retry); any other number succeeds. - Cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 0069 is expired; 4000 0000 0000 0127 has a wrong CVC. - Bill accounts ending 0001 are unknown to the biller, 0002 time out (then complete), 0003 find the biller down. - Credit profiles: an e-mail ending `+score-excellent`, `+score-good`, `+score-fair` or `+score-poor` sets the sandbox credit score. - `POST /sandbox/clock/advance` moves your account's clock forward and runs what falls due.  ## Error codes Every error answer's `details.code`, with its HTTP status:  | `details.code` | HTTP | What it means | What to do | | --- | --- | --- | --- | | `ACCOUNT_NOT_EMPTY` | 409 | The currency account still holds money. | Move the money out before closing the account. | | `ALREADY_REFUNDED` | 409 | The transaction was already refunded (in full, or up to this amount) by some path. | Read the money trace of the transaction; nothing more can come back. | | `BAD_REQUEST` | 400 | The request is malformed or a field is invalid; `details.fields` names each field at fault. | Correct the named fields and send it again. | | `BATCH_ALREADY_PROCESSED` | 409 | The payroll batch was already processed. | Create a new batch, or retry its failed items. | | `BILL_ACCOUNT_INVALID` | 422 | The biller has no customer with this account number. | Check the account number with the customer (sandbox: numbers ending 0001 are unknown). | | `CARD_DECLINED` | 402 | The card was declined; the message says why (sandbox test cards decline on purpose). | Use another card or ask the cardholder to contact their bank. | | `CLOCK_BUSY` | 409 | Another advance of this sandbox clock is running. | Try again when it has finished (`GET /sandbox/clock`). | | `CONFLICT` | 409 | The request conflicts with the object's current state. | Read the object again and decide from its state. | | `CURRENCY_ACCOUNT_MISSING` | 409 | The wallet has no open account in this currency. | Open one (`PUT /wallets/me/accounts/{currency}`) or use another currency. | | `DISPUTE_ALREADY_OPEN` | 409 | This transaction already has an open dispute. | Comment on or add evidence to the open dispute instead. | | `DISPUTE_OPEN` | 409 | A dispute of this transaction is open, so its own refund waits. | Wait for the dispute's resolution. | | `DISPUTE_RESOLVED` | 409 | The dispute is resolved: it takes no more comments, evidence or resolutions. | File a new dispute if the transaction can still be disputed. | | `ENVIRONMENT_NOT_LIVE` | 403 | `X-Target-Environment` names an environment this server does not run. | Send `X-Target-Environment: sandbox`. | | `FORBIDDEN` | 403 | The credentials are good but may not do this (another role, another product's key, another account's object). | Use a credential that may: a merchant or administrator user, or the product's own key. | | `GOAL_CLOSED` | 409 | The savings goal is closed. | Create a new goal. | | `GOAL_NOT_EMPTY` | 409 | The savings goal still holds money. | Withdraw it before closing the goal. | | `HOLD_RESOLVED` | 409 | The hold was already captured or released: a hold resolves once. | Read the money trace of the operation. | | `IDEMPOTENCY_KEY_IN_USE` | 409 | A request with this `Idempotency-Key` is still being processed. | Retry shortly with the same key: it replays the first answer. | | `IDEMPOTENCY_KEY_INTERRUPTED` | 409 | The request with this `Idempotency-Key` made its change, but the server stopped before it could answer, and this operation cannot rebuild the answer. The change stands; it was not and will not be made twice. | Read the object the request created or changed (the message names its journal entry where money moved: `GET /ledger/trace/{id}`). | | `IDEMPOTENCY_KEY_MISMATCH` | 400 | This `Idempotency-Key` was used with a different request. | Use a new key for a new request; the same key only for retries of the same one. | | `INSUFFICIENT_FUNDS` | 409 | The wallet's available balance (its balance less holds) is less than the amount and fees. | Fund the wallet or send less. | | `INTERNAL_ERROR` | 500 | The server failed; nothing was changed unless the answer says otherwise. | Retry with the same `Idempotency-Key`; report the `correlationId` if it persists. | | `INVOICE_PAID` | 409 | The invoice is paid. | Refund its payment instead, if that is what you meant. | | `INVOICE_VOID` | 409 | The invoice was voided. | Create a new invoice. | | `ITEM_NOT_FAILED` | 409 | Only a failed payroll item can be corrected. | Read the item's status. | | `KYC_LIMIT_EXCEEDED` | 403 | The user's KYC tier does not allow this (a daily or monthly limit, or the maximum balance); the message says which and by how much. | Send less, wait for the limit to renew, or upgrade the tier (`POST /kyc/upgrade`). | | `LOAN_ALREADY_OPEN` | 409 | The user has a loan not yet repaid. | Repay it before applying again. | | `LOAN_NOT_REPAYABLE` | 409 | The loan is not active (pending, rejected or repaid). | Read the loan's status. | | `METHOD_NOT_ALLOWED` | 405 | The route exists but not with this HTTP method; `Allow` lists the methods it takes. | Use one of the methods in `Allow`. | | `NOT_FOUND` | 404 | No such object, or not one of yours (another owner's id answers the same, so ids cannot be probed). | Check the id and that it belongs to the signed-in user or account. | | `NOT_PAYABLE` | 410 | The payment link or invoice cannot be paid any more (deactivated, used, expired, void or paid). | Create a new link or invoice. | | `NOT_PENDING` | 409 | The operation or request is no longer pending (completed, rejected, expired or cancelled). | Read it to see how it ended. | | `NOT_REFUNDABLE` | 409 | This payment cannot be refunded (it did not complete, or was refunded in full). | Read the payment's status and refunds. | | `NOTHING_TO_RETRY` | 409 | The batch has no failed items. | Nothing to do. | | `OVERPAYMENT` | 409 | The repayment is more than what is owed. | Repay at most the outstanding amount. | | `PAYLOAD_TOO_LARGE` | 413 | The body is larger than the route accepts. | Send a smaller body (split a batch). | | `PAYMENT_IN_PROGRESS` | 409 | A payment of this page is waiting for the payer's approval. | Wait for it to complete or fail (a mobile money prompt holds a page 3 minutes). | | `QUOTE_EXPIRED` | 409 | The FX quote's time ran out. | Ask for a new quote. | | `QUOTE_USED` | 409 | The FX quote was already spent by a transfer. | Ask for a new quote for a new transfer. | | `RATE_LIMITED` | 429 | The account's plan allows no more requests now (per minute or per day). | Wait the `Retry-After` seconds; a higher plan raises the limits. | | `REFUND_TOO_LARGE` | 409 | The refund is more than what is left to refund of the payment. | Refund at most the payment's amount less its refunds. | | `REQUEST_HEADER_FIELDS_TOO_LARGE` | 431 | The request's headers are too large. | Send fewer or shorter headers. | | `RESOURCE_ALREADY_EXIST` | 409 | An object with this reference id exists already (mobile money `X-Reference-Id`, an API user). | Use a new reference id (a UUID v4) for a new operation; read the existing one by its id. | | `SCHEDULE_ENDED` | 409 | The schedule has ended or was cancelled. | Create a new schedule. | | `SELF_TRANSFER` | 400 | The payer and the recipient are the same wallet. | Send to another wallet. | | `SERVICE_UNAVAILABLE` | 503 | The server is starting, stopping or cannot reach its database. | Retry after `Retry-After` seconds. | | `TRANSACTION_NOT_SETTLED` | 409 | The transaction is still in progress. | Dispute it once it has completed. | | `UNAUTHORIZED` | 401 | The credentials are missing, wrong or expired (subscription key, access token, API user). | Send the right key; sign in again or refresh the access token. | | `UNSUPPORTED_MEDIA_TYPE` | 415 | The body is not JSON (or the form the route takes). | Send `Content-Type: application/json` with a JSON body. | | `UPSTREAM_ERROR` | 502 | A provider the platform calls (a rail, a biller) failed. | Retry later with the same `Idempotency-Key`. | | `URI_TOO_LONG` | 414 | The URL is longer than the server accepts. | Shorten the query string; send filters in a body where the route takes one. |

    The version of the OpenAPI document: 1.0.0
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
    "AddDisputeEvidenceRequest",
    "AdvanceSandboxClock200Response",
    "AdvanceSandboxClock200ResponseData",
    "AdvanceSandboxClock200ResponseDataClock",
    "AdvanceSandboxClock200ResponseDataFiredInner",
    "AdvanceSandboxClockRequest",
    "AuthTokens",
    "BillPayment",
    "BillPaymentPage",
    "BillProvider",
    "CloseWalletCurrencyAccount200Response",
    "CloseWalletCurrencyAccount200ResponseData",
    "ConfirmSetupIntent200Response",
    "ConfirmSetupIntentRequest",
    "ConfirmSetupIntentRequestCard",
    "CorrectPayrollItem200Response",
    "CorrectPayrollItemRequest",
    "CreateApiKey201Response",
    "CreateApiKey201ResponseData",
    "CreateApiToken200Response",
    "CreateApiToken200ResponseData",
    "CreateApiUser201Response",
    "CreateApiUser201ResponseData",
    "CreateApiUserRequest",
    "CreateBillPayment200Response",
    "CreateBillPaymentRequest",
    "CreateBillPaymentRequestAmount",
    "CreateCashOutRequest",
    "CreateDeveloperAccount200Response",
    "CreateDeveloperAccount200ResponseData",
    "CreateDeveloperAccount200ResponseDataProductKeys",
    "CreateDeveloperAccountRequest",
    "CreateDispute200Response",
    "CreateDisputeCommentRequest",
    "CreateDisputeRequest",
    "CreateFundIn202Response",
    "CreateFundInRefundRequest",
    "CreateFundInRequest",
    "CreateFxQuote200Response",
    "CreateFxQuoteRequest",
    "CreateInvoice200Response",
    "CreateInvoiceRequest",
    "CreateInvoiceRequestItemsInner",
    "CreateKycDocument200Response",
    "CreateKycDocument200ResponseData",
    "CreateKycDocumentRequest",
    "CreateLoan200Response",
    "CreateLoanRequest",
    "CreateMomoPaymentRequest",
    "CreateMomoPaymentRequestPayer",
    "CreateMomoPreApprovalRequest",
    "CreateMomoRefundRequest",
    "CreateMomoRequestToPay202Response",
    "CreateMomoRequestToPay202ResponseData",
    "CreateMomoRequestToPayRequest",
    "CreateMomoRequestToPayRequestPayer",
    "CreateMomoTransferRequest",
    "CreatePaymentLink200Response",
    "CreatePaymentLinkRequest",
    "CreatePaymentRequest200Response",
    "CreatePaymentRequestRequest",
    "CreatePayrollBatch200Response",
    "CreatePayrollBatchRequest",
    "CreatePayrollBatchRequestEmployeesInner",
    "CreatePayrollTemplate200Response",
    "CreatePayrollTemplateRequest",
    "CreatePayrollTemplateRequestEmployeesInner",
    "CreatePosCatalogItem200Response",
    "CreatePosCatalogItemRequest",
    "CreatePosRefund200Response",
    "CreatePosRefundRequest",
    "CreatePosRefundRequestLinesInner",
    "CreatePosSale200Response",
    "CreatePosSaleRequest",
    "CreatePosSaleRequestCard",
    "CreatePosSaleRequestItemsInner",
    "CreateRecipient200Response",
    "CreateRecipientRequest",
    "CreateRefund200Response",
    "CreateRefundRequest",
    "CreateSavedBiller200Response",
    "CreateSavedBillerRequest",
    "CreateSavingsGoal200Response",
    "CreateSavingsGoalRequest",
    "CreateSavingsPlan200Response",
    "CreateSavingsPlanRequest",
    "CreateScheduledBillPayment200Response",
    "CreateScheduledBillPaymentRequest",
    "CreateSession200Response",
    "CreateSessionRequest",
    "CreateSetupIntent200Response",
    "CreateSetupIntent200ResponseData",
    "CreateTransfer200Response",
    "CreateTransferRequest",
    "CreateWallet200Response",
    "CreateWalletTransfer200Response",
    "CreateWalletTransferRequest",
    "CreateWebhookEndpoint200Response",
    "CreateWebhookEndpoint200ResponseData",
    "CreateWebhookEndpoint200ResponseDataWebhook",
    "CreateWebhookEndpointRequest",
    "CreditEligibility",
    "CreditEligibilityProductsInner",
    "CreditScore",
    "CreditScoreFactorDetailsInner",
    "CreditScorePage",
    "DeleteSavedBiller200Response",
    "DeleteSavedBiller200ResponseData",
    "DepositToSavingsGoalRequest",
    "DeveloperAccount",
    "Dispute",
    "DisputeCommentsInner",
    "DisputeEvidenceItemsInner",
    "DisputePage",
    "ErrorEnvelope",
    "ErrorEnvelopeDetails",
    "Event",
    "ExchangeRate",
    "FundSandboxWallet200Response",
    "FundSandboxWallet200ResponseData",
    "FundSandboxWalletRequest",
    "FundingOperation",
    "FundingOperationPage",
    "FxQuote",
    "Invoice",
    "InvoiceItemsInner",
    "InvoicePage",
    "ListBillPayments200Response",
    "ListBillProviders200Response",
    "ListBillProviders200ResponseDetails",
    "ListBillProviders200ResponseDetailsFieldsInner",
    "ListCreditScores200Response",
    "ListDisputes200Response",
    "ListEvents200Response",
    "ListEvents200ResponseData",
    "ListExchangeRates200Response",
    "ListExchangeRatesAmountParameter",
    "ListFundIns200Response",
    "ListInvoices200Response",
    "ListKycTiers200Response",
    "ListKycTiers200ResponseDataInner",
    "ListLoanProducts200Response",
    "ListLoans200Response",
    "ListPaymentLinks200Response",
    "ListPaymentMethods200Response",
    "ListPayments200Response",
    "ListPayrollBatches200Response",
    "ListPayrollItems200Response",
    "ListPayrollTemplates200Response",
    "ListPosCatalogItems200Response",
    "ListPosSales200Response",
    "ListRecipients200Response",
    "ListReferrals200Response",
    "ListRefunds200Response",
    "ListSandboxMail200Response",
    "ListSandboxMail200ResponseData",
    "ListSandboxMail200ResponseDataItemsInner",
    "ListSandboxSms200Response",
    "ListSandboxSms200ResponseData",
    "ListSandboxSms200ResponseDataItemsInner",
    "ListSavedBillers200Response",
    "ListSavingsGoals200Response",
    "ListSavingsPlans200Response",
    "ListScheduledBillPaymentOccurrences200Response",
    "ListScheduledBillPaymentOccurrences200ResponseData",
    "ListScheduledBillPaymentOccurrences200ResponseDataPastInner",
    "ListScheduledBillPayments200Response",
    "ListSentPaymentRequests200Response",
    "ListTransfers200Response",
    "ListWalletBalances200Response",
    "ListWalletTransactions200Response",
    "ListWebhookDeliveries200Response",
    "ListWebhookEndpoints200Response",
    "ListWebhookEventTypes200Response",
    "ListWebhookEventTypes200ResponseData",
    "Loan",
    "LoanOutstanding",
    "LoanPage",
    "LoanProduct",
    "LoanRepaymentsInner",
    "LoanScheduleInner",
    "MomoOperation",
    "MomoOperationPayee",
    "MomoOperationPayer",
    "MoneyTrace",
    "MoneyTraceStepsInner",
    "MoneyTraceStepsInnerPostingsInner",
    "NotificationPreferences",
    "NotificationPreferencesEmail",
    "Payment",
    "PaymentLink",
    "PaymentLinkPage",
    "PaymentMethod",
    "PaymentPage",
    "PaymentRequest",
    "PaymentRequestPage",
    "PayrollBatch",
    "PayrollBatchItems",
    "PayrollBatchPage",
    "PayrollItem",
    "PayrollItemPage",
    "PayrollTemplate",
    "PayrollTemplateEmployeesInner",
    "PayrollTemplatePage",
    "PosCatalogItem",
    "PosCatalogItemPage",
    "PosDailyReport",
    "PosDailyReportByMethodInner",
    "PosRefund",
    "PosRefundLinesInner",
    "PosSale",
    "PosSaleItemsInner",
    "PosSalePage",
    "Recipient",
    "RecipientPage",
    "Referral",
    "ReferralPage",
    "ReferralSummary",
    "RefreshSessionRequest",
    "Refund",
    "RefundPage",
    "RegisterUser200Response",
    "RegisterUserRequest",
    "RepayLoanRequest",
    "RequestKycUpgrade200Response",
    "RequestKycUpgrade200ResponseData",
    "RequestKycUpgradeRequest",
    "RequestPasswordReset200Response",
    "RequestPasswordReset200ResponseData",
    "RequestPasswordResetRequest",
    "ResetPasswordRequest",
    "ResolveDisputeRequest",
    "RetrieveApiUser200Response",
    "RetrieveApiUser200ResponseData",
    "RetrieveCreditEligibility200Response",
    "RetrieveCreditScore200Response",
    "RetrieveDeveloperAccount200Response",
    "RetrieveDeveloperAccount200ResponseData",
    "RetrieveDeveloperAccount200ResponseDataRateLimits",
    "RetrieveKycStatus200Response",
    "RetrieveKycStatus200ResponseData",
    "RetrieveKycStatus200ResponseDataDocumentsInner",
    "RetrieveKycStatus200ResponseDataPendingUpgrade",
    "RetrieveKycStatus200ResponseDataTier",
    "RetrieveKycStatus200ResponseDataUsage",
    "RetrieveLedgerReconciliation200Response",
    "RetrieveLedgerReconciliation200ResponseData",
    "RetrieveLedgerReconciliation200ResponseDataMismatchedAccountsInner",
    "RetrieveLedgerReconciliation200ResponseDataMismatchedHoldsInner",
    "RetrieveLedgerReconciliation200ResponseDataUnbalancedEntriesInner",
    "RetrieveMomoAccountBalance200Response",
    "RetrieveMomoAccountBalance200ResponseData",
    "RetrieveMomoAccountHolderStatus200Response",
    "RetrieveMomoAccountHolderStatus200ResponseData",
    "RetrieveMomoBasicUserInfo200Response",
    "RetrieveMomoBasicUserInfo200ResponseData",
    "RetrieveMomoRequestToPay200Response",
    "RetrieveMoneyTrace200Response",
    "RetrieveNotificationPreferences200Response",
    "RetrievePayment200Response",
    "RetrievePaymentVolume200Response",
    "RetrievePaymentVolume200ResponseData",
    "RetrievePaymentVolume200ResponseDataDaysInner",
    "RetrievePosDailyReport200Response",
    "RetrieveReferralCode200Response",
    "RetrieveSandboxClock200Response",
    "RetrieveSandboxClock200ResponseData",
    "RetrieveWalletBalance200Response",
    "RetrieveWebhookDelivery200Response",
    "RetrieveWebhookDelivery200ResponseData",
    "RetrieveWebhookEndpoint200Response",
    "RevokeSessions200Response",
    "RevokeSessions200ResponseData",
    "RotateCallbackSecret200Response",
    "RotateCallbackSecret200ResponseData",
    "RotateSubscriptionKey200Response",
    "RotateSubscriptionKey200ResponseData",
    "RotateSubscriptionKeyRequest",
    "SavedBiller",
    "SavedBillerPage",
    "SavingsGoal",
    "SavingsGoalPage",
    "SavingsPlan",
    "SavingsPlanPage",
    "ScheduledBillPayment",
    "ScheduledBillPaymentPage",
    "SendPhoneVerificationCode200Response",
    "SendPhoneVerificationCode200ResponseData",
    "SetDefaultPaymentMethodRequest",
    "SubscriptionKey",
    "SyncPaymentMethods200Response",
    "SyncPaymentMethods200ResponseData",
    "TestWebhookEndpoint200Response",
    "TestWebhookEndpointRequest",
    "Transfer",
    "TransferEventsInner",
    "TransferPage",
    "UpdateDeveloperAccountPlan200Response",
    "UpdateDeveloperAccountPlanRequest",
    "UpdateExchangeRate200Response",
    "UpdateExchangeRate200ResponseData",
    "UpdateExchangeRateRequest",
    "UpdateKycTier200Response",
    "UpdateKycTierRequest",
    "UpdateNotificationPreferencesRequest",
    "UpdateNotificationPreferencesRequestEmail",
    "UpdateNotificationPreferencesRequestSms",
    "UpdatePosCatalogItemRequest",
    "UpdateRecipientRequest",
    "UpdateUserRequest",
    "UpdateWebhookEndpointRequest",
    "User",
    "VerifyPhoneRequest",
    "Wallet",
    "WalletBalance",
    "WalletTransaction",
    "WalletTransactionPage",
    "WalletTransfer",
    "WebhookDelivery",
    "WebhookDeliveryAttempt",
    "WebhookDeliveryPage",
    "WebhookEndpoint",
    "WebhookEndpointPage",
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
from payments_platform_generated.models.add_dispute_evidence_request import AddDisputeEvidenceRequest as AddDisputeEvidenceRequest
from payments_platform_generated.models.advance_sandbox_clock200_response import AdvanceSandboxClock200Response as AdvanceSandboxClock200Response
from payments_platform_generated.models.advance_sandbox_clock200_response_data import AdvanceSandboxClock200ResponseData as AdvanceSandboxClock200ResponseData
from payments_platform_generated.models.advance_sandbox_clock200_response_data_clock import AdvanceSandboxClock200ResponseDataClock as AdvanceSandboxClock200ResponseDataClock
from payments_platform_generated.models.advance_sandbox_clock200_response_data_fired_inner import AdvanceSandboxClock200ResponseDataFiredInner as AdvanceSandboxClock200ResponseDataFiredInner
from payments_platform_generated.models.advance_sandbox_clock_request import AdvanceSandboxClockRequest as AdvanceSandboxClockRequest
from payments_platform_generated.models.auth_tokens import AuthTokens as AuthTokens
from payments_platform_generated.models.bill_payment import BillPayment as BillPayment
from payments_platform_generated.models.bill_payment_page import BillPaymentPage as BillPaymentPage
from payments_platform_generated.models.bill_provider import BillProvider as BillProvider
from payments_platform_generated.models.close_wallet_currency_account200_response import CloseWalletCurrencyAccount200Response as CloseWalletCurrencyAccount200Response
from payments_platform_generated.models.close_wallet_currency_account200_response_data import CloseWalletCurrencyAccount200ResponseData as CloseWalletCurrencyAccount200ResponseData
from payments_platform_generated.models.confirm_setup_intent200_response import ConfirmSetupIntent200Response as ConfirmSetupIntent200Response
from payments_platform_generated.models.confirm_setup_intent_request import ConfirmSetupIntentRequest as ConfirmSetupIntentRequest
from payments_platform_generated.models.confirm_setup_intent_request_card import ConfirmSetupIntentRequestCard as ConfirmSetupIntentRequestCard
from payments_platform_generated.models.correct_payroll_item200_response import CorrectPayrollItem200Response as CorrectPayrollItem200Response
from payments_platform_generated.models.correct_payroll_item_request import CorrectPayrollItemRequest as CorrectPayrollItemRequest
from payments_platform_generated.models.create_api_key201_response import CreateApiKey201Response as CreateApiKey201Response
from payments_platform_generated.models.create_api_key201_response_data import CreateApiKey201ResponseData as CreateApiKey201ResponseData
from payments_platform_generated.models.create_api_token200_response import CreateApiToken200Response as CreateApiToken200Response
from payments_platform_generated.models.create_api_token200_response_data import CreateApiToken200ResponseData as CreateApiToken200ResponseData
from payments_platform_generated.models.create_api_user201_response import CreateApiUser201Response as CreateApiUser201Response
from payments_platform_generated.models.create_api_user201_response_data import CreateApiUser201ResponseData as CreateApiUser201ResponseData
from payments_platform_generated.models.create_api_user_request import CreateApiUserRequest as CreateApiUserRequest
from payments_platform_generated.models.create_bill_payment200_response import CreateBillPayment200Response as CreateBillPayment200Response
from payments_platform_generated.models.create_bill_payment_request import CreateBillPaymentRequest as CreateBillPaymentRequest
from payments_platform_generated.models.create_bill_payment_request_amount import CreateBillPaymentRequestAmount as CreateBillPaymentRequestAmount
from payments_platform_generated.models.create_cash_out_request import CreateCashOutRequest as CreateCashOutRequest
from payments_platform_generated.models.create_developer_account200_response import CreateDeveloperAccount200Response as CreateDeveloperAccount200Response
from payments_platform_generated.models.create_developer_account200_response_data import CreateDeveloperAccount200ResponseData as CreateDeveloperAccount200ResponseData
from payments_platform_generated.models.create_developer_account200_response_data_product_keys import CreateDeveloperAccount200ResponseDataProductKeys as CreateDeveloperAccount200ResponseDataProductKeys
from payments_platform_generated.models.create_developer_account_request import CreateDeveloperAccountRequest as CreateDeveloperAccountRequest
from payments_platform_generated.models.create_dispute200_response import CreateDispute200Response as CreateDispute200Response
from payments_platform_generated.models.create_dispute_comment_request import CreateDisputeCommentRequest as CreateDisputeCommentRequest
from payments_platform_generated.models.create_dispute_request import CreateDisputeRequest as CreateDisputeRequest
from payments_platform_generated.models.create_fund_in202_response import CreateFundIn202Response as CreateFundIn202Response
from payments_platform_generated.models.create_fund_in_refund_request import CreateFundInRefundRequest as CreateFundInRefundRequest
from payments_platform_generated.models.create_fund_in_request import CreateFundInRequest as CreateFundInRequest
from payments_platform_generated.models.create_fx_quote200_response import CreateFxQuote200Response as CreateFxQuote200Response
from payments_platform_generated.models.create_fx_quote_request import CreateFxQuoteRequest as CreateFxQuoteRequest
from payments_platform_generated.models.create_invoice200_response import CreateInvoice200Response as CreateInvoice200Response
from payments_platform_generated.models.create_invoice_request import CreateInvoiceRequest as CreateInvoiceRequest
from payments_platform_generated.models.create_invoice_request_items_inner import CreateInvoiceRequestItemsInner as CreateInvoiceRequestItemsInner
from payments_platform_generated.models.create_kyc_document200_response import CreateKycDocument200Response as CreateKycDocument200Response
from payments_platform_generated.models.create_kyc_document200_response_data import CreateKycDocument200ResponseData as CreateKycDocument200ResponseData
from payments_platform_generated.models.create_kyc_document_request import CreateKycDocumentRequest as CreateKycDocumentRequest
from payments_platform_generated.models.create_loan200_response import CreateLoan200Response as CreateLoan200Response
from payments_platform_generated.models.create_loan_request import CreateLoanRequest as CreateLoanRequest
from payments_platform_generated.models.create_momo_payment_request import CreateMomoPaymentRequest as CreateMomoPaymentRequest
from payments_platform_generated.models.create_momo_payment_request_payer import CreateMomoPaymentRequestPayer as CreateMomoPaymentRequestPayer
from payments_platform_generated.models.create_momo_pre_approval_request import CreateMomoPreApprovalRequest as CreateMomoPreApprovalRequest
from payments_platform_generated.models.create_momo_refund_request import CreateMomoRefundRequest as CreateMomoRefundRequest
from payments_platform_generated.models.create_momo_request_to_pay202_response import CreateMomoRequestToPay202Response as CreateMomoRequestToPay202Response
from payments_platform_generated.models.create_momo_request_to_pay202_response_data import CreateMomoRequestToPay202ResponseData as CreateMomoRequestToPay202ResponseData
from payments_platform_generated.models.create_momo_request_to_pay_request import CreateMomoRequestToPayRequest as CreateMomoRequestToPayRequest
from payments_platform_generated.models.create_momo_request_to_pay_request_payer import CreateMomoRequestToPayRequestPayer as CreateMomoRequestToPayRequestPayer
from payments_platform_generated.models.create_momo_transfer_request import CreateMomoTransferRequest as CreateMomoTransferRequest
from payments_platform_generated.models.create_payment_link200_response import CreatePaymentLink200Response as CreatePaymentLink200Response
from payments_platform_generated.models.create_payment_link_request import CreatePaymentLinkRequest as CreatePaymentLinkRequest
from payments_platform_generated.models.create_payment_request200_response import CreatePaymentRequest200Response as CreatePaymentRequest200Response
from payments_platform_generated.models.create_payment_request_request import CreatePaymentRequestRequest as CreatePaymentRequestRequest
from payments_platform_generated.models.create_payroll_batch200_response import CreatePayrollBatch200Response as CreatePayrollBatch200Response
from payments_platform_generated.models.create_payroll_batch_request import CreatePayrollBatchRequest as CreatePayrollBatchRequest
from payments_platform_generated.models.create_payroll_batch_request_employees_inner import CreatePayrollBatchRequestEmployeesInner as CreatePayrollBatchRequestEmployeesInner
from payments_platform_generated.models.create_payroll_template200_response import CreatePayrollTemplate200Response as CreatePayrollTemplate200Response
from payments_platform_generated.models.create_payroll_template_request import CreatePayrollTemplateRequest as CreatePayrollTemplateRequest
from payments_platform_generated.models.create_payroll_template_request_employees_inner import CreatePayrollTemplateRequestEmployeesInner as CreatePayrollTemplateRequestEmployeesInner
from payments_platform_generated.models.create_pos_catalog_item200_response import CreatePosCatalogItem200Response as CreatePosCatalogItem200Response
from payments_platform_generated.models.create_pos_catalog_item_request import CreatePosCatalogItemRequest as CreatePosCatalogItemRequest
from payments_platform_generated.models.create_pos_refund200_response import CreatePosRefund200Response as CreatePosRefund200Response
from payments_platform_generated.models.create_pos_refund_request import CreatePosRefundRequest as CreatePosRefundRequest
from payments_platform_generated.models.create_pos_refund_request_lines_inner import CreatePosRefundRequestLinesInner as CreatePosRefundRequestLinesInner
from payments_platform_generated.models.create_pos_sale200_response import CreatePosSale200Response as CreatePosSale200Response
from payments_platform_generated.models.create_pos_sale_request import CreatePosSaleRequest as CreatePosSaleRequest
from payments_platform_generated.models.create_pos_sale_request_card import CreatePosSaleRequestCard as CreatePosSaleRequestCard
from payments_platform_generated.models.create_pos_sale_request_items_inner import CreatePosSaleRequestItemsInner as CreatePosSaleRequestItemsInner
from payments_platform_generated.models.create_recipient200_response import CreateRecipient200Response as CreateRecipient200Response
from payments_platform_generated.models.create_recipient_request import CreateRecipientRequest as CreateRecipientRequest
from payments_platform_generated.models.create_refund200_response import CreateRefund200Response as CreateRefund200Response
from payments_platform_generated.models.create_refund_request import CreateRefundRequest as CreateRefundRequest
from payments_platform_generated.models.create_saved_biller200_response import CreateSavedBiller200Response as CreateSavedBiller200Response
from payments_platform_generated.models.create_saved_biller_request import CreateSavedBillerRequest as CreateSavedBillerRequest
from payments_platform_generated.models.create_savings_goal200_response import CreateSavingsGoal200Response as CreateSavingsGoal200Response
from payments_platform_generated.models.create_savings_goal_request import CreateSavingsGoalRequest as CreateSavingsGoalRequest
from payments_platform_generated.models.create_savings_plan200_response import CreateSavingsPlan200Response as CreateSavingsPlan200Response
from payments_platform_generated.models.create_savings_plan_request import CreateSavingsPlanRequest as CreateSavingsPlanRequest
from payments_platform_generated.models.create_scheduled_bill_payment200_response import CreateScheduledBillPayment200Response as CreateScheduledBillPayment200Response
from payments_platform_generated.models.create_scheduled_bill_payment_request import CreateScheduledBillPaymentRequest as CreateScheduledBillPaymentRequest
from payments_platform_generated.models.create_session200_response import CreateSession200Response as CreateSession200Response
from payments_platform_generated.models.create_session_request import CreateSessionRequest as CreateSessionRequest
from payments_platform_generated.models.create_setup_intent200_response import CreateSetupIntent200Response as CreateSetupIntent200Response
from payments_platform_generated.models.create_setup_intent200_response_data import CreateSetupIntent200ResponseData as CreateSetupIntent200ResponseData
from payments_platform_generated.models.create_transfer200_response import CreateTransfer200Response as CreateTransfer200Response
from payments_platform_generated.models.create_transfer_request import CreateTransferRequest as CreateTransferRequest
from payments_platform_generated.models.create_wallet200_response import CreateWallet200Response as CreateWallet200Response
from payments_platform_generated.models.create_wallet_transfer200_response import CreateWalletTransfer200Response as CreateWalletTransfer200Response
from payments_platform_generated.models.create_wallet_transfer_request import CreateWalletTransferRequest as CreateWalletTransferRequest
from payments_platform_generated.models.create_webhook_endpoint200_response import CreateWebhookEndpoint200Response as CreateWebhookEndpoint200Response
from payments_platform_generated.models.create_webhook_endpoint200_response_data import CreateWebhookEndpoint200ResponseData as CreateWebhookEndpoint200ResponseData
from payments_platform_generated.models.create_webhook_endpoint200_response_data_webhook import CreateWebhookEndpoint200ResponseDataWebhook as CreateWebhookEndpoint200ResponseDataWebhook
from payments_platform_generated.models.create_webhook_endpoint_request import CreateWebhookEndpointRequest as CreateWebhookEndpointRequest
from payments_platform_generated.models.credit_eligibility import CreditEligibility as CreditEligibility
from payments_platform_generated.models.credit_eligibility_products_inner import CreditEligibilityProductsInner as CreditEligibilityProductsInner
from payments_platform_generated.models.credit_score import CreditScore as CreditScore
from payments_platform_generated.models.credit_score_factor_details_inner import CreditScoreFactorDetailsInner as CreditScoreFactorDetailsInner
from payments_platform_generated.models.credit_score_page import CreditScorePage as CreditScorePage
from payments_platform_generated.models.delete_saved_biller200_response import DeleteSavedBiller200Response as DeleteSavedBiller200Response
from payments_platform_generated.models.delete_saved_biller200_response_data import DeleteSavedBiller200ResponseData as DeleteSavedBiller200ResponseData
from payments_platform_generated.models.deposit_to_savings_goal_request import DepositToSavingsGoalRequest as DepositToSavingsGoalRequest
from payments_platform_generated.models.developer_account import DeveloperAccount as DeveloperAccount
from payments_platform_generated.models.dispute import Dispute as Dispute
from payments_platform_generated.models.dispute_comments_inner import DisputeCommentsInner as DisputeCommentsInner
from payments_platform_generated.models.dispute_evidence_items_inner import DisputeEvidenceItemsInner as DisputeEvidenceItemsInner
from payments_platform_generated.models.dispute_page import DisputePage as DisputePage
from payments_platform_generated.models.error_envelope import ErrorEnvelope as ErrorEnvelope
from payments_platform_generated.models.error_envelope_details import ErrorEnvelopeDetails as ErrorEnvelopeDetails
from payments_platform_generated.models.event import Event as Event
from payments_platform_generated.models.exchange_rate import ExchangeRate as ExchangeRate
from payments_platform_generated.models.fund_sandbox_wallet200_response import FundSandboxWallet200Response as FundSandboxWallet200Response
from payments_platform_generated.models.fund_sandbox_wallet200_response_data import FundSandboxWallet200ResponseData as FundSandboxWallet200ResponseData
from payments_platform_generated.models.fund_sandbox_wallet_request import FundSandboxWalletRequest as FundSandboxWalletRequest
from payments_platform_generated.models.funding_operation import FundingOperation as FundingOperation
from payments_platform_generated.models.funding_operation_page import FundingOperationPage as FundingOperationPage
from payments_platform_generated.models.fx_quote import FxQuote as FxQuote
from payments_platform_generated.models.invoice import Invoice as Invoice
from payments_platform_generated.models.invoice_items_inner import InvoiceItemsInner as InvoiceItemsInner
from payments_platform_generated.models.invoice_page import InvoicePage as InvoicePage
from payments_platform_generated.models.list_bill_payments200_response import ListBillPayments200Response as ListBillPayments200Response
from payments_platform_generated.models.list_bill_providers200_response import ListBillProviders200Response as ListBillProviders200Response
from payments_platform_generated.models.list_bill_providers200_response_details import ListBillProviders200ResponseDetails as ListBillProviders200ResponseDetails
from payments_platform_generated.models.list_bill_providers200_response_details_fields_inner import ListBillProviders200ResponseDetailsFieldsInner as ListBillProviders200ResponseDetailsFieldsInner
from payments_platform_generated.models.list_credit_scores200_response import ListCreditScores200Response as ListCreditScores200Response
from payments_platform_generated.models.list_disputes200_response import ListDisputes200Response as ListDisputes200Response
from payments_platform_generated.models.list_events200_response import ListEvents200Response as ListEvents200Response
from payments_platform_generated.models.list_events200_response_data import ListEvents200ResponseData as ListEvents200ResponseData
from payments_platform_generated.models.list_exchange_rates200_response import ListExchangeRates200Response as ListExchangeRates200Response
from payments_platform_generated.models.list_exchange_rates_amount_parameter import ListExchangeRatesAmountParameter as ListExchangeRatesAmountParameter
from payments_platform_generated.models.list_fund_ins200_response import ListFundIns200Response as ListFundIns200Response
from payments_platform_generated.models.list_invoices200_response import ListInvoices200Response as ListInvoices200Response
from payments_platform_generated.models.list_kyc_tiers200_response import ListKycTiers200Response as ListKycTiers200Response
from payments_platform_generated.models.list_kyc_tiers200_response_data_inner import ListKycTiers200ResponseDataInner as ListKycTiers200ResponseDataInner
from payments_platform_generated.models.list_loan_products200_response import ListLoanProducts200Response as ListLoanProducts200Response
from payments_platform_generated.models.list_loans200_response import ListLoans200Response as ListLoans200Response
from payments_platform_generated.models.list_payment_links200_response import ListPaymentLinks200Response as ListPaymentLinks200Response
from payments_platform_generated.models.list_payment_methods200_response import ListPaymentMethods200Response as ListPaymentMethods200Response
from payments_platform_generated.models.list_payments200_response import ListPayments200Response as ListPayments200Response
from payments_platform_generated.models.list_payroll_batches200_response import ListPayrollBatches200Response as ListPayrollBatches200Response
from payments_platform_generated.models.list_payroll_items200_response import ListPayrollItems200Response as ListPayrollItems200Response
from payments_platform_generated.models.list_payroll_templates200_response import ListPayrollTemplates200Response as ListPayrollTemplates200Response
from payments_platform_generated.models.list_pos_catalog_items200_response import ListPosCatalogItems200Response as ListPosCatalogItems200Response
from payments_platform_generated.models.list_pos_sales200_response import ListPosSales200Response as ListPosSales200Response
from payments_platform_generated.models.list_recipients200_response import ListRecipients200Response as ListRecipients200Response
from payments_platform_generated.models.list_referrals200_response import ListReferrals200Response as ListReferrals200Response
from payments_platform_generated.models.list_refunds200_response import ListRefunds200Response as ListRefunds200Response
from payments_platform_generated.models.list_sandbox_mail200_response import ListSandboxMail200Response as ListSandboxMail200Response
from payments_platform_generated.models.list_sandbox_mail200_response_data import ListSandboxMail200ResponseData as ListSandboxMail200ResponseData
from payments_platform_generated.models.list_sandbox_mail200_response_data_items_inner import ListSandboxMail200ResponseDataItemsInner as ListSandboxMail200ResponseDataItemsInner
from payments_platform_generated.models.list_sandbox_sms200_response import ListSandboxSms200Response as ListSandboxSms200Response
from payments_platform_generated.models.list_sandbox_sms200_response_data import ListSandboxSms200ResponseData as ListSandboxSms200ResponseData
from payments_platform_generated.models.list_sandbox_sms200_response_data_items_inner import ListSandboxSms200ResponseDataItemsInner as ListSandboxSms200ResponseDataItemsInner
from payments_platform_generated.models.list_saved_billers200_response import ListSavedBillers200Response as ListSavedBillers200Response
from payments_platform_generated.models.list_savings_goals200_response import ListSavingsGoals200Response as ListSavingsGoals200Response
from payments_platform_generated.models.list_savings_plans200_response import ListSavingsPlans200Response as ListSavingsPlans200Response
from payments_platform_generated.models.list_scheduled_bill_payment_occurrences200_response import ListScheduledBillPaymentOccurrences200Response as ListScheduledBillPaymentOccurrences200Response
from payments_platform_generated.models.list_scheduled_bill_payment_occurrences200_response_data import ListScheduledBillPaymentOccurrences200ResponseData as ListScheduledBillPaymentOccurrences200ResponseData
from payments_platform_generated.models.list_scheduled_bill_payment_occurrences200_response_data_past_inner import ListScheduledBillPaymentOccurrences200ResponseDataPastInner as ListScheduledBillPaymentOccurrences200ResponseDataPastInner
from payments_platform_generated.models.list_scheduled_bill_payments200_response import ListScheduledBillPayments200Response as ListScheduledBillPayments200Response
from payments_platform_generated.models.list_sent_payment_requests200_response import ListSentPaymentRequests200Response as ListSentPaymentRequests200Response
from payments_platform_generated.models.list_transfers200_response import ListTransfers200Response as ListTransfers200Response
from payments_platform_generated.models.list_wallet_balances200_response import ListWalletBalances200Response as ListWalletBalances200Response
from payments_platform_generated.models.list_wallet_transactions200_response import ListWalletTransactions200Response as ListWalletTransactions200Response
from payments_platform_generated.models.list_webhook_deliveries200_response import ListWebhookDeliveries200Response as ListWebhookDeliveries200Response
from payments_platform_generated.models.list_webhook_endpoints200_response import ListWebhookEndpoints200Response as ListWebhookEndpoints200Response
from payments_platform_generated.models.list_webhook_event_types200_response import ListWebhookEventTypes200Response as ListWebhookEventTypes200Response
from payments_platform_generated.models.list_webhook_event_types200_response_data import ListWebhookEventTypes200ResponseData as ListWebhookEventTypes200ResponseData
from payments_platform_generated.models.loan import Loan as Loan
from payments_platform_generated.models.loan_outstanding import LoanOutstanding as LoanOutstanding
from payments_platform_generated.models.loan_page import LoanPage as LoanPage
from payments_platform_generated.models.loan_product import LoanProduct as LoanProduct
from payments_platform_generated.models.loan_repayments_inner import LoanRepaymentsInner as LoanRepaymentsInner
from payments_platform_generated.models.loan_schedule_inner import LoanScheduleInner as LoanScheduleInner
from payments_platform_generated.models.momo_operation import MomoOperation as MomoOperation
from payments_platform_generated.models.momo_operation_payee import MomoOperationPayee as MomoOperationPayee
from payments_platform_generated.models.momo_operation_payer import MomoOperationPayer as MomoOperationPayer
from payments_platform_generated.models.money_trace import MoneyTrace as MoneyTrace
from payments_platform_generated.models.money_trace_steps_inner import MoneyTraceStepsInner as MoneyTraceStepsInner
from payments_platform_generated.models.money_trace_steps_inner_postings_inner import MoneyTraceStepsInnerPostingsInner as MoneyTraceStepsInnerPostingsInner
from payments_platform_generated.models.notification_preferences import NotificationPreferences as NotificationPreferences
from payments_platform_generated.models.notification_preferences_email import NotificationPreferencesEmail as NotificationPreferencesEmail
from payments_platform_generated.models.payment import Payment as Payment
from payments_platform_generated.models.payment_link import PaymentLink as PaymentLink
from payments_platform_generated.models.payment_link_page import PaymentLinkPage as PaymentLinkPage
from payments_platform_generated.models.payment_method import PaymentMethod as PaymentMethod
from payments_platform_generated.models.payment_page import PaymentPage as PaymentPage
from payments_platform_generated.models.payment_request import PaymentRequest as PaymentRequest
from payments_platform_generated.models.payment_request_page import PaymentRequestPage as PaymentRequestPage
from payments_platform_generated.models.payroll_batch import PayrollBatch as PayrollBatch
from payments_platform_generated.models.payroll_batch_items import PayrollBatchItems as PayrollBatchItems
from payments_platform_generated.models.payroll_batch_page import PayrollBatchPage as PayrollBatchPage
from payments_platform_generated.models.payroll_item import PayrollItem as PayrollItem
from payments_platform_generated.models.payroll_item_page import PayrollItemPage as PayrollItemPage
from payments_platform_generated.models.payroll_template import PayrollTemplate as PayrollTemplate
from payments_platform_generated.models.payroll_template_employees_inner import PayrollTemplateEmployeesInner as PayrollTemplateEmployeesInner
from payments_platform_generated.models.payroll_template_page import PayrollTemplatePage as PayrollTemplatePage
from payments_platform_generated.models.pos_catalog_item import PosCatalogItem as PosCatalogItem
from payments_platform_generated.models.pos_catalog_item_page import PosCatalogItemPage as PosCatalogItemPage
from payments_platform_generated.models.pos_daily_report import PosDailyReport as PosDailyReport
from payments_platform_generated.models.pos_daily_report_by_method_inner import PosDailyReportByMethodInner as PosDailyReportByMethodInner
from payments_platform_generated.models.pos_refund import PosRefund as PosRefund
from payments_platform_generated.models.pos_refund_lines_inner import PosRefundLinesInner as PosRefundLinesInner
from payments_platform_generated.models.pos_sale import PosSale as PosSale
from payments_platform_generated.models.pos_sale_items_inner import PosSaleItemsInner as PosSaleItemsInner
from payments_platform_generated.models.pos_sale_page import PosSalePage as PosSalePage
from payments_platform_generated.models.recipient import Recipient as Recipient
from payments_platform_generated.models.recipient_page import RecipientPage as RecipientPage
from payments_platform_generated.models.referral import Referral as Referral
from payments_platform_generated.models.referral_page import ReferralPage as ReferralPage
from payments_platform_generated.models.referral_summary import ReferralSummary as ReferralSummary
from payments_platform_generated.models.refresh_session_request import RefreshSessionRequest as RefreshSessionRequest
from payments_platform_generated.models.refund import Refund as Refund
from payments_platform_generated.models.refund_page import RefundPage as RefundPage
from payments_platform_generated.models.register_user200_response import RegisterUser200Response as RegisterUser200Response
from payments_platform_generated.models.register_user_request import RegisterUserRequest as RegisterUserRequest
from payments_platform_generated.models.repay_loan_request import RepayLoanRequest as RepayLoanRequest
from payments_platform_generated.models.request_kyc_upgrade200_response import RequestKycUpgrade200Response as RequestKycUpgrade200Response
from payments_platform_generated.models.request_kyc_upgrade200_response_data import RequestKycUpgrade200ResponseData as RequestKycUpgrade200ResponseData
from payments_platform_generated.models.request_kyc_upgrade_request import RequestKycUpgradeRequest as RequestKycUpgradeRequest
from payments_platform_generated.models.request_password_reset200_response import RequestPasswordReset200Response as RequestPasswordReset200Response
from payments_platform_generated.models.request_password_reset200_response_data import RequestPasswordReset200ResponseData as RequestPasswordReset200ResponseData
from payments_platform_generated.models.request_password_reset_request import RequestPasswordResetRequest as RequestPasswordResetRequest
from payments_platform_generated.models.reset_password_request import ResetPasswordRequest as ResetPasswordRequest
from payments_platform_generated.models.resolve_dispute_request import ResolveDisputeRequest as ResolveDisputeRequest
from payments_platform_generated.models.retrieve_api_user200_response import RetrieveApiUser200Response as RetrieveApiUser200Response
from payments_platform_generated.models.retrieve_api_user200_response_data import RetrieveApiUser200ResponseData as RetrieveApiUser200ResponseData
from payments_platform_generated.models.retrieve_credit_eligibility200_response import RetrieveCreditEligibility200Response as RetrieveCreditEligibility200Response
from payments_platform_generated.models.retrieve_credit_score200_response import RetrieveCreditScore200Response as RetrieveCreditScore200Response
from payments_platform_generated.models.retrieve_developer_account200_response import RetrieveDeveloperAccount200Response as RetrieveDeveloperAccount200Response
from payments_platform_generated.models.retrieve_developer_account200_response_data import RetrieveDeveloperAccount200ResponseData as RetrieveDeveloperAccount200ResponseData
from payments_platform_generated.models.retrieve_developer_account200_response_data_rate_limits import RetrieveDeveloperAccount200ResponseDataRateLimits as RetrieveDeveloperAccount200ResponseDataRateLimits
from payments_platform_generated.models.retrieve_kyc_status200_response import RetrieveKycStatus200Response as RetrieveKycStatus200Response
from payments_platform_generated.models.retrieve_kyc_status200_response_data import RetrieveKycStatus200ResponseData as RetrieveKycStatus200ResponseData
from payments_platform_generated.models.retrieve_kyc_status200_response_data_documents_inner import RetrieveKycStatus200ResponseDataDocumentsInner as RetrieveKycStatus200ResponseDataDocumentsInner
from payments_platform_generated.models.retrieve_kyc_status200_response_data_pending_upgrade import RetrieveKycStatus200ResponseDataPendingUpgrade as RetrieveKycStatus200ResponseDataPendingUpgrade
from payments_platform_generated.models.retrieve_kyc_status200_response_data_tier import RetrieveKycStatus200ResponseDataTier as RetrieveKycStatus200ResponseDataTier
from payments_platform_generated.models.retrieve_kyc_status200_response_data_usage import RetrieveKycStatus200ResponseDataUsage as RetrieveKycStatus200ResponseDataUsage
from payments_platform_generated.models.retrieve_ledger_reconciliation200_response import RetrieveLedgerReconciliation200Response as RetrieveLedgerReconciliation200Response
from payments_platform_generated.models.retrieve_ledger_reconciliation200_response_data import RetrieveLedgerReconciliation200ResponseData as RetrieveLedgerReconciliation200ResponseData
from payments_platform_generated.models.retrieve_ledger_reconciliation200_response_data_mismatched_accounts_inner import RetrieveLedgerReconciliation200ResponseDataMismatchedAccountsInner as RetrieveLedgerReconciliation200ResponseDataMismatchedAccountsInner
from payments_platform_generated.models.retrieve_ledger_reconciliation200_response_data_mismatched_holds_inner import RetrieveLedgerReconciliation200ResponseDataMismatchedHoldsInner as RetrieveLedgerReconciliation200ResponseDataMismatchedHoldsInner
from payments_platform_generated.models.retrieve_ledger_reconciliation200_response_data_unbalanced_entries_inner import RetrieveLedgerReconciliation200ResponseDataUnbalancedEntriesInner as RetrieveLedgerReconciliation200ResponseDataUnbalancedEntriesInner
from payments_platform_generated.models.retrieve_momo_account_balance200_response import RetrieveMomoAccountBalance200Response as RetrieveMomoAccountBalance200Response
from payments_platform_generated.models.retrieve_momo_account_balance200_response_data import RetrieveMomoAccountBalance200ResponseData as RetrieveMomoAccountBalance200ResponseData
from payments_platform_generated.models.retrieve_momo_account_holder_status200_response import RetrieveMomoAccountHolderStatus200Response as RetrieveMomoAccountHolderStatus200Response
from payments_platform_generated.models.retrieve_momo_account_holder_status200_response_data import RetrieveMomoAccountHolderStatus200ResponseData as RetrieveMomoAccountHolderStatus200ResponseData
from payments_platform_generated.models.retrieve_momo_basic_user_info200_response import RetrieveMomoBasicUserInfo200Response as RetrieveMomoBasicUserInfo200Response
from payments_platform_generated.models.retrieve_momo_basic_user_info200_response_data import RetrieveMomoBasicUserInfo200ResponseData as RetrieveMomoBasicUserInfo200ResponseData
from payments_platform_generated.models.retrieve_momo_request_to_pay200_response import RetrieveMomoRequestToPay200Response as RetrieveMomoRequestToPay200Response
from payments_platform_generated.models.retrieve_money_trace200_response import RetrieveMoneyTrace200Response as RetrieveMoneyTrace200Response
from payments_platform_generated.models.retrieve_notification_preferences200_response import RetrieveNotificationPreferences200Response as RetrieveNotificationPreferences200Response
from payments_platform_generated.models.retrieve_payment200_response import RetrievePayment200Response as RetrievePayment200Response
from payments_platform_generated.models.retrieve_payment_volume200_response import RetrievePaymentVolume200Response as RetrievePaymentVolume200Response
from payments_platform_generated.models.retrieve_payment_volume200_response_data import RetrievePaymentVolume200ResponseData as RetrievePaymentVolume200ResponseData
from payments_platform_generated.models.retrieve_payment_volume200_response_data_days_inner import RetrievePaymentVolume200ResponseDataDaysInner as RetrievePaymentVolume200ResponseDataDaysInner
from payments_platform_generated.models.retrieve_pos_daily_report200_response import RetrievePosDailyReport200Response as RetrievePosDailyReport200Response
from payments_platform_generated.models.retrieve_referral_code200_response import RetrieveReferralCode200Response as RetrieveReferralCode200Response
from payments_platform_generated.models.retrieve_sandbox_clock200_response import RetrieveSandboxClock200Response as RetrieveSandboxClock200Response
from payments_platform_generated.models.retrieve_sandbox_clock200_response_data import RetrieveSandboxClock200ResponseData as RetrieveSandboxClock200ResponseData
from payments_platform_generated.models.retrieve_wallet_balance200_response import RetrieveWalletBalance200Response as RetrieveWalletBalance200Response
from payments_platform_generated.models.retrieve_webhook_delivery200_response import RetrieveWebhookDelivery200Response as RetrieveWebhookDelivery200Response
from payments_platform_generated.models.retrieve_webhook_delivery200_response_data import RetrieveWebhookDelivery200ResponseData as RetrieveWebhookDelivery200ResponseData
from payments_platform_generated.models.retrieve_webhook_endpoint200_response import RetrieveWebhookEndpoint200Response as RetrieveWebhookEndpoint200Response
from payments_platform_generated.models.revoke_sessions200_response import RevokeSessions200Response as RevokeSessions200Response
from payments_platform_generated.models.revoke_sessions200_response_data import RevokeSessions200ResponseData as RevokeSessions200ResponseData
from payments_platform_generated.models.rotate_callback_secret200_response import RotateCallbackSecret200Response as RotateCallbackSecret200Response
from payments_platform_generated.models.rotate_callback_secret200_response_data import RotateCallbackSecret200ResponseData as RotateCallbackSecret200ResponseData
from payments_platform_generated.models.rotate_subscription_key200_response import RotateSubscriptionKey200Response as RotateSubscriptionKey200Response
from payments_platform_generated.models.rotate_subscription_key200_response_data import RotateSubscriptionKey200ResponseData as RotateSubscriptionKey200ResponseData
from payments_platform_generated.models.rotate_subscription_key_request import RotateSubscriptionKeyRequest as RotateSubscriptionKeyRequest
from payments_platform_generated.models.saved_biller import SavedBiller as SavedBiller
from payments_platform_generated.models.saved_biller_page import SavedBillerPage as SavedBillerPage
from payments_platform_generated.models.savings_goal import SavingsGoal as SavingsGoal
from payments_platform_generated.models.savings_goal_page import SavingsGoalPage as SavingsGoalPage
from payments_platform_generated.models.savings_plan import SavingsPlan as SavingsPlan
from payments_platform_generated.models.savings_plan_page import SavingsPlanPage as SavingsPlanPage
from payments_platform_generated.models.scheduled_bill_payment import ScheduledBillPayment as ScheduledBillPayment
from payments_platform_generated.models.scheduled_bill_payment_page import ScheduledBillPaymentPage as ScheduledBillPaymentPage
from payments_platform_generated.models.send_phone_verification_code200_response import SendPhoneVerificationCode200Response as SendPhoneVerificationCode200Response
from payments_platform_generated.models.send_phone_verification_code200_response_data import SendPhoneVerificationCode200ResponseData as SendPhoneVerificationCode200ResponseData
from payments_platform_generated.models.set_default_payment_method_request import SetDefaultPaymentMethodRequest as SetDefaultPaymentMethodRequest
from payments_platform_generated.models.subscription_key import SubscriptionKey as SubscriptionKey
from payments_platform_generated.models.sync_payment_methods200_response import SyncPaymentMethods200Response as SyncPaymentMethods200Response
from payments_platform_generated.models.sync_payment_methods200_response_data import SyncPaymentMethods200ResponseData as SyncPaymentMethods200ResponseData
from payments_platform_generated.models.test_webhook_endpoint200_response import TestWebhookEndpoint200Response as TestWebhookEndpoint200Response
from payments_platform_generated.models.test_webhook_endpoint_request import TestWebhookEndpointRequest as TestWebhookEndpointRequest
from payments_platform_generated.models.transfer import Transfer as Transfer
from payments_platform_generated.models.transfer_events_inner import TransferEventsInner as TransferEventsInner
from payments_platform_generated.models.transfer_page import TransferPage as TransferPage
from payments_platform_generated.models.update_developer_account_plan200_response import UpdateDeveloperAccountPlan200Response as UpdateDeveloperAccountPlan200Response
from payments_platform_generated.models.update_developer_account_plan_request import UpdateDeveloperAccountPlanRequest as UpdateDeveloperAccountPlanRequest
from payments_platform_generated.models.update_exchange_rate200_response import UpdateExchangeRate200Response as UpdateExchangeRate200Response
from payments_platform_generated.models.update_exchange_rate200_response_data import UpdateExchangeRate200ResponseData as UpdateExchangeRate200ResponseData
from payments_platform_generated.models.update_exchange_rate_request import UpdateExchangeRateRequest as UpdateExchangeRateRequest
from payments_platform_generated.models.update_kyc_tier200_response import UpdateKycTier200Response as UpdateKycTier200Response
from payments_platform_generated.models.update_kyc_tier_request import UpdateKycTierRequest as UpdateKycTierRequest
from payments_platform_generated.models.update_notification_preferences_request import UpdateNotificationPreferencesRequest as UpdateNotificationPreferencesRequest
from payments_platform_generated.models.update_notification_preferences_request_email import UpdateNotificationPreferencesRequestEmail as UpdateNotificationPreferencesRequestEmail
from payments_platform_generated.models.update_notification_preferences_request_sms import UpdateNotificationPreferencesRequestSms as UpdateNotificationPreferencesRequestSms
from payments_platform_generated.models.update_pos_catalog_item_request import UpdatePosCatalogItemRequest as UpdatePosCatalogItemRequest
from payments_platform_generated.models.update_recipient_request import UpdateRecipientRequest as UpdateRecipientRequest
from payments_platform_generated.models.update_user_request import UpdateUserRequest as UpdateUserRequest
from payments_platform_generated.models.update_webhook_endpoint_request import UpdateWebhookEndpointRequest as UpdateWebhookEndpointRequest
from payments_platform_generated.models.user import User as User
from payments_platform_generated.models.verify_phone_request import VerifyPhoneRequest as VerifyPhoneRequest
from payments_platform_generated.models.wallet import Wallet as Wallet
from payments_platform_generated.models.wallet_balance import WalletBalance as WalletBalance
from payments_platform_generated.models.wallet_transaction import WalletTransaction as WalletTransaction
from payments_platform_generated.models.wallet_transaction_page import WalletTransactionPage as WalletTransactionPage
from payments_platform_generated.models.wallet_transfer import WalletTransfer as WalletTransfer
from payments_platform_generated.models.webhook_delivery import WebhookDelivery as WebhookDelivery
from payments_platform_generated.models.webhook_delivery_attempt import WebhookDeliveryAttempt as WebhookDeliveryAttempt
from payments_platform_generated.models.webhook_delivery_page import WebhookDeliveryPage as WebhookDeliveryPage
from payments_platform_generated.models.webhook_endpoint import WebhookEndpoint as WebhookEndpoint
from payments_platform_generated.models.webhook_endpoint_page import WebhookEndpointPage as WebhookEndpointPage

