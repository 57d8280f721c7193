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
    "DeleteBillsSavedBillersById200Response",
    "DeleteBillsSavedBillersById200ResponseData",
    "DeleteCollectionInvoiceByReferenceIdCancel200Response",
    "DeleteCollectionInvoiceByReferenceIdCancel200ResponseData",
    "DeleteCollectionInvoiceByReferenceIdCancel200ResponseDataPayee",
    "DeleteCollectionInvoiceByReferenceIdCancel200ResponseDataPayer",
    "DeleteWalletsMeAccountsByCurrency200Response",
    "DeleteWalletsMeAccountsByCurrency200ResponseData",
    "ErrorEnvelope",
    "ErrorEnvelopeDetails",
    "GetAdminLedgerReconciliation200Response",
    "GetAdminLedgerReconciliation200ResponseData",
    "GetAdminLedgerReconciliation200ResponseDataMismatchedAccountsInner",
    "GetAdminLedgerReconciliation200ResponseDataMismatchedHoldsInner",
    "GetAdminLedgerReconciliation200ResponseDataUnbalancedEntriesInner",
    "GetBillsHistory200Response",
    "GetBillsHistory200ResponseData",
    "GetBillsHistory200ResponseDataItemsInner",
    "GetBillsProviders200Response",
    "GetBillsProviders200ResponseDataInner",
    "GetBillsProviders200ResponseDetails",
    "GetBillsProviders200ResponseDetailsFieldsInner",
    "GetBillsSavedBillers200Response",
    "GetBillsSavedBillers200ResponseData",
    "GetBillsSavedBillers200ResponseDataItemsInner",
    "GetBillsScheduled200Response",
    "GetBillsScheduled200ResponseData",
    "GetBillsScheduled200ResponseDataItemsInner",
    "GetBillsScheduledByIdOccurrences200Response",
    "GetBillsScheduledByIdOccurrences200ResponseData",
    "GetBillsScheduledByIdOccurrences200ResponseDataPastInner",
    "GetByProductAccountBalance200Response",
    "GetByProductAccountBalance200ResponseData",
    "GetByProductAccountholderByPartyIdTypeByPartyIdActive200Response",
    "GetByProductAccountholderByPartyIdTypeByPartyIdActive200ResponseData",
    "GetByProductAccountholderMsisdnByPartyIdBasicuserinfo200Response",
    "GetByProductAccountholderMsisdnByPartyIdBasicuserinfo200ResponseData",
    "GetCollectionPaymentRequestByReferenceIdStatus200Response",
    "GetCollectionPaymentRequestByReferenceIdStatus200ResponseData",
    "GetCollectionPaymentRequestByReferenceIdStatus200ResponseDataPayee",
    "GetCollectionPaymentRequestByReferenceIdStatus200ResponseDataPayer",
    "GetCreditEligibility200Response",
    "GetCreditEligibility200ResponseData",
    "GetCreditEligibility200ResponseDataProductsInner",
    "GetCreditHistory200Response",
    "GetCreditHistory200ResponseData",
    "GetCreditHistory200ResponseDataItemsInner",
    "GetCreditHistory200ResponseDataItemsInnerFactorDetailsInner",
    "GetCreditScore200Response",
    "GetCreditScore200ResponseData",
    "GetCreditScore200ResponseDataFactorDetailsInner",
    "GetDevelopersMe200Response",
    "GetDevelopersMe200ResponseData",
    "GetDevelopersMe200ResponseDataRateLimits",
    "GetDevelopersMe200ResponseDataSubscriptionKeysInner",
    "GetDisputes200Response",
    "GetDisputes200ResponseData",
    "GetDisputes200ResponseDataItemsInner",
    "GetDisputes200ResponseDataItemsInnerCommentsInner",
    "GetDisputes200ResponseDataItemsInnerEvidenceItemsInner",
    "GetEvents200Response",
    "GetEvents200ResponseData",
    "GetEvents200ResponseDataItemsInner",
    "GetExchangeRates200Response",
    "GetExchangeRates200ResponseData",
    "GetExchangeRatesAmountParameter",
    "GetKycStatus200Response",
    "GetKycStatus200ResponseData",
    "GetKycStatus200ResponseDataDocumentsInner",
    "GetKycStatus200ResponseDataPendingUpgrade",
    "GetKycStatus200ResponseDataTier",
    "GetKycStatus200ResponseDataUsage",
    "GetKycTiers200Response",
    "GetKycTiers200ResponseDataInner",
    "GetLedgerTraceByObjectId200Response",
    "GetLedgerTraceByObjectId200ResponseData",
    "GetLedgerTraceByObjectId200ResponseDataStepsInner",
    "GetLedgerTraceByObjectId200ResponseDataStepsInnerPostingsInner",
    "GetLoans200Response",
    "GetLoans200ResponseData",
    "GetLoans200ResponseDataItemsInner",
    "GetLoans200ResponseDataItemsInnerOutstanding",
    "GetLoans200ResponseDataItemsInnerRepaymentsInner",
    "GetLoans200ResponseDataItemsInnerScheduleInner",
    "GetLoansProducts200Response",
    "GetLoansProducts200ResponseDataInner",
    "GetMerchantsMeInvoices200Response",
    "GetMerchantsMeInvoices200ResponseData",
    "GetMerchantsMeInvoices200ResponseDataItemsInner",
    "GetMerchantsMeInvoices200ResponseDataItemsInnerItemsInner",
    "GetMerchantsMePaymentLinks200Response",
    "GetMerchantsMePaymentLinks200ResponseData",
    "GetMerchantsMePaymentLinks200ResponseDataItemsInner",
    "GetMerchantsMePayments200Response",
    "GetMerchantsMePayments200ResponseData",
    "GetMerchantsMePayments200ResponseDataItemsInner",
    "GetMerchantsMePaymentsById200Response",
    "GetMerchantsMePaymentsById200ResponseData",
    "GetMerchantsMePaymentsByIdRefunds200Response",
    "GetMerchantsMePaymentsByIdRefunds200ResponseData",
    "GetMerchantsMePaymentsByIdRefunds200ResponseDataItemsInner",
    "GetMerchantsMePaymentsVolume200Response",
    "GetMerchantsMePaymentsVolume200ResponseData",
    "GetMerchantsMePaymentsVolume200ResponseDataDaysInner",
    "GetMerchantsMeWebhooks200Response",
    "GetMerchantsMeWebhooks200ResponseData",
    "GetMerchantsMeWebhooks200ResponseDataItemsInner",
    "GetMerchantsMeWebhooksById200Response",
    "GetMerchantsMeWebhooksById200ResponseData",
    "GetMerchantsMeWebhooksByIdDeliveries200Response",
    "GetMerchantsMeWebhooksByIdDeliveries200ResponseData",
    "GetMerchantsMeWebhooksByIdDeliveries200ResponseDataItemsInner",
    "GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response",
    "GetMerchantsMeWebhooksDeliveriesByDeliveryId200ResponseData",
    "GetMerchantsMeWebhooksDeliveriesByDeliveryId200ResponseDataAttemptLogInner",
    "GetMerchantsMeWebhooksEventTypes200Response",
    "GetMerchantsMeWebhooksEventTypes200ResponseData",
    "GetNotificationsPreferences200Response",
    "GetNotificationsPreferences200ResponseData",
    "GetNotificationsPreferences200ResponseDataEmail",
    "GetNotificationsPreferences200ResponseDataSms",
    "GetPaymentMethods200Response",
    "GetPaymentMethods200ResponseDataInner",
    "GetPaymentRequestsSent200Response",
    "GetPaymentRequestsSent200ResponseData",
    "GetPayrollBatches200Response",
    "GetPayrollBatches200ResponseData",
    "GetPayrollBatches200ResponseDataItemsInner",
    "GetPayrollBatches200ResponseDataItemsInnerItems",
    "GetPayrollBatchesByIdItems200Response",
    "GetPayrollBatchesByIdItems200ResponseData",
    "GetPayrollBatchesByIdItems200ResponseDataItemsInner",
    "GetPayrollTemplates200Response",
    "GetPayrollTemplates200ResponseData",
    "GetPayrollTemplates200ResponseDataItemsInner",
    "GetPayrollTemplates200ResponseDataItemsInnerEmployeesInner",
    "GetPosCatalog200Response",
    "GetPosCatalog200ResponseData",
    "GetPosCatalog200ResponseDataItemsInner",
    "GetPosReportsDaily200Response",
    "GetPosReportsDaily200ResponseData",
    "GetPosReportsDaily200ResponseDataByMethodInner",
    "GetPosSales200Response",
    "GetPosSales200ResponseData",
    "GetPosSales200ResponseDataItemsInner",
    "GetPosSales200ResponseDataItemsInnerItemsInner",
    "GetRecipients200Response",
    "GetRecipients200ResponseData",
    "GetRecipients200ResponseDataItemsInner",
    "GetReferrals200Response",
    "GetReferrals200ResponseData",
    "GetReferrals200ResponseDataItemsInner",
    "GetReferralsCode200Response",
    "GetReferralsCode200ResponseData",
    "GetSandboxClock200Response",
    "GetSandboxClock200ResponseData",
    "GetSandboxMailbox200Response",
    "GetSandboxMailbox200ResponseData",
    "GetSandboxMailbox200ResponseDataItemsInner",
    "GetSandboxSms200Response",
    "GetSandboxSms200ResponseData",
    "GetSandboxSms200ResponseDataItemsInner",
    "GetSavingsGoals200Response",
    "GetSavingsGoals200ResponseData",
    "GetSavingsGoals200ResponseDataItemsInner",
    "GetSavingsPlans200Response",
    "GetSavingsPlans200ResponseData",
    "GetSavingsPlans200ResponseDataItemsInner",
    "GetTransactions200Response",
    "GetTransactions200ResponseData",
    "GetTransactions200ResponseDataItemsInner",
    "GetTransactions200ResponseDataItemsInnerEventsInner",
    "GetV10ApiuserByApiUserId200Response",
    "GetV10ApiuserByApiUserId200ResponseData",
    "GetWalletsMeBalances200Response",
    "GetWalletsMeBalances200ResponseDataInner",
    "GetWalletsMeBalancesByCurrency200Response",
    "GetWalletsMeFundIns200Response",
    "GetWalletsMeFundIns200ResponseData",
    "GetWalletsMeTransactionsByCurrency200Response",
    "GetWalletsMeTransactionsByCurrency200ResponseData",
    "GetWalletsMeTransactionsByCurrency200ResponseDataItemsInner",
    "PostAdminDisputesByIdResolveRequest",
    "PostAuthForgotPassword200Response",
    "PostAuthForgotPassword200ResponseData",
    "PostAuthForgotPasswordRequest",
    "PostAuthLogin200Response",
    "PostAuthLogin200ResponseData",
    "PostAuthLoginRequest",
    "PostAuthRefreshRequest",
    "PostAuthRegister200Response",
    "PostAuthRegister200ResponseData",
    "PostAuthRegisterRequest",
    "PostAuthResetPasswordRequest",
    "PostBillsPay200Response",
    "PostBillsPay200ResponseData",
    "PostBillsPayRequest",
    "PostBillsPayRequestAmount",
    "PostBillsSavedBillers200Response",
    "PostBillsSavedBillers200ResponseData",
    "PostBillsSavedBillersRequest",
    "PostBillsScheduled200Response",
    "PostBillsScheduled200ResponseData",
    "PostBillsScheduledRequest",
    "PostByProductToken200Response",
    "PostByProductToken200ResponseData",
    "PostCollectionPaymentRequest",
    "PostCollectionPaymentRequest202Response",
    "PostCollectionPaymentRequest202ResponseData",
    "PostCollectionPaymentRequestPayer",
    "PostCollectionPaymentRequestRequest",
    "PostCollectionPaymentRequestRequestPayer",
    "PostCollectionPreapprovalRequest",
    "PostDevelopers200Response",
    "PostDevelopers200ResponseData",
    "PostDevelopers200ResponseDataAccount",
    "PostDevelopers200ResponseDataAccountRateLimits",
    "PostDevelopers200ResponseDataProductKeys",
    "PostDevelopers200ResponseDataTokens",
    "PostDevelopers200ResponseDataUser",
    "PostDevelopersMeCallbackSecretRotate200Response",
    "PostDevelopersMeCallbackSecretRotate200ResponseData",
    "PostDevelopersMeSubscriptionKeysRotate200Response",
    "PostDevelopersMeSubscriptionKeysRotate200ResponseData",
    "PostDevelopersMeSubscriptionKeysRotate200ResponseDataKey",
    "PostDevelopersMeSubscriptionKeysRotateRequest",
    "PostDevelopersRequest",
    "PostDisbursementRefundRequest",
    "PostDisbursementTransferRequest",
    "PostDisputes200Response",
    "PostDisputes200ResponseData",
    "PostDisputes200ResponseDataCommentsInner",
    "PostDisputes200ResponseDataEvidenceItemsInner",
    "PostDisputesByIdCommentsRequest",
    "PostDisputesByIdEvidenceRequest",
    "PostDisputesRequest",
    "PostFxQuotes200Response",
    "PostFxQuotes200ResponseData",
    "PostFxQuotesRequest",
    "PostKycDocuments200Response",
    "PostKycDocuments200ResponseData",
    "PostKycDocumentsRequest",
    "PostKycUpgrade200Response",
    "PostKycUpgrade200ResponseData",
    "PostKycUpgradeRequest",
    "PostLoansApply200Response",
    "PostLoansApply200ResponseData",
    "PostLoansApply200ResponseDataOutstanding",
    "PostLoansApply200ResponseDataRepaymentsInner",
    "PostLoansApply200ResponseDataScheduleInner",
    "PostLoansApplyRequest",
    "PostLoansByIdRepayRequest",
    "PostMerchantsMeInvoices200Response",
    "PostMerchantsMeInvoices200ResponseData",
    "PostMerchantsMeInvoices200ResponseDataItemsInner",
    "PostMerchantsMeInvoicesRequest",
    "PostMerchantsMeInvoicesRequestItemsInner",
    "PostMerchantsMePaymentLinks200Response",
    "PostMerchantsMePaymentLinks200ResponseData",
    "PostMerchantsMePaymentLinksRequest",
    "PostMerchantsMePaymentsByIdRefunds200Response",
    "PostMerchantsMePaymentsByIdRefunds200ResponseData",
    "PostMerchantsMePaymentsByIdRefundsRequest",
    "PostMerchantsMeWebhooks200Response",
    "PostMerchantsMeWebhooks200ResponseData",
    "PostMerchantsMeWebhooks200ResponseDataWebhook",
    "PostMerchantsMeWebhooksByIdTest200Response",
    "PostMerchantsMeWebhooksByIdTest200ResponseData",
    "PostMerchantsMeWebhooksByIdTestRequest",
    "PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response",
    "PostMerchantsMeWebhooksRequest",
    "PostPaymentMethodsSetupIntent200Response",
    "PostPaymentMethodsSetupIntent200ResponseData",
    "PostPaymentMethodsSetupIntentByIdConfirm200Response",
    "PostPaymentMethodsSetupIntentByIdConfirmRequest",
    "PostPaymentMethodsSetupIntentByIdConfirmRequestCard",
    "PostPaymentMethodsSync200Response",
    "PostPaymentMethodsSync200ResponseData",
    "PostPaymentMethodsSync200ResponseDataPaymentMethodsInner",
    "PostPaymentRequests200Response",
    "PostPaymentRequests200ResponseData",
    "PostPaymentRequestsByIdAccept200Response",
    "PostPaymentRequestsByIdAccept200ResponseData",
    "PostPaymentRequestsRequest",
    "PostPayrollBatches200Response",
    "PostPayrollBatches200ResponseData",
    "PostPayrollBatches200ResponseDataItems",
    "PostPayrollBatchesByIdItemsByItemIdCorrect200Response",
    "PostPayrollBatchesByIdItemsByItemIdCorrect200ResponseData",
    "PostPayrollBatchesByIdItemsByItemIdCorrectRequest",
    "PostPayrollBatchesRequest",
    "PostPayrollBatchesRequestEmployeesInner",
    "PostPayrollTemplates200Response",
    "PostPayrollTemplates200ResponseData",
    "PostPayrollTemplates200ResponseDataEmployeesInner",
    "PostPayrollTemplatesRequest",
    "PostPayrollTemplatesRequestEmployeesInner",
    "PostPosCatalog200Response",
    "PostPosCatalog200ResponseData",
    "PostPosCatalogRequest",
    "PostPosRefunds200Response",
    "PostPosRefunds200ResponseData",
    "PostPosRefunds200ResponseDataLinesInner",
    "PostPosRefundsRequest",
    "PostPosRefundsRequestLinesInner",
    "PostPosSales200Response",
    "PostPosSales200ResponseData",
    "PostPosSales200ResponseDataItemsInner",
    "PostPosSalesRequest",
    "PostPosSalesRequestCard",
    "PostPosSalesRequestItemsInner",
    "PostRecipients200Response",
    "PostRecipients200ResponseData",
    "PostRecipientsRequest",
    "PostSandboxClockAdvance200Response",
    "PostSandboxClockAdvance200ResponseData",
    "PostSandboxClockAdvance200ResponseDataClock",
    "PostSandboxClockAdvance200ResponseDataFiredInner",
    "PostSandboxClockAdvanceRequest",
    "PostSandboxWalletsFund200Response",
    "PostSandboxWalletsFund200ResponseData",
    "PostSandboxWalletsFundRequest",
    "PostSavingsGoals200Response",
    "PostSavingsGoals200ResponseData",
    "PostSavingsGoalsByIdDepositRequest",
    "PostSavingsGoalsRequest",
    "PostSavingsPlans200Response",
    "PostSavingsPlans200ResponseData",
    "PostSavingsPlansRequest",
    "PostTransactions200Response",
    "PostTransactions200ResponseData",
    "PostTransactions200ResponseDataEventsInner",
    "PostTransactionsRequest",
    "PostUsersMeLogoutAll200Response",
    "PostUsersMeLogoutAll200ResponseData",
    "PostUsersMePhoneVerificationCode200Response",
    "PostUsersMePhoneVerificationCode200ResponseData",
    "PostUsersMePhoneVerifyRequest",
    "PostV10Apiuser201Response",
    "PostV10Apiuser201ResponseData",
    "PostV10ApiuserByApiUserIdApikey201Response",
    "PostV10ApiuserByApiUserIdApikey201ResponseData",
    "PostV10ApiuserRequest",
    "PostWallets200Response",
    "PostWallets200ResponseData",
    "PostWallets200ResponseDataBalancesInner",
    "PostWalletsMeCashOutRequest",
    "PostWalletsMeFundIn202Response",
    "PostWalletsMeFundIn202ResponseData",
    "PostWalletsMeFundInRequest",
    "PostWalletsMeRefund202Response",
    "PostWalletsMeRefund202ResponseData",
    "PostWalletsMeRefundRequest",
    "PostWalletsMeTransfer200Response",
    "PostWalletsMeTransfer200ResponseData",
    "PostWalletsMeTransferRequest",
    "PutAdminDeveloperAccountsByAccountIdPlan200Response",
    "PutAdminDeveloperAccountsByAccountIdPlan200ResponseData",
    "PutAdminDeveloperAccountsByAccountIdPlanRequest",
    "PutAdminExchangeRatesByCurrency200Response",
    "PutAdminExchangeRatesByCurrency200ResponseData",
    "PutAdminExchangeRatesByCurrencyRequest",
    "PutAdminKycTier200Response",
    "PutAdminKycTierRequest",
    "PutMerchantsMeWebhooksByIdRequest",
    "PutNotificationsPreferences200Response",
    "PutNotificationsPreferences200ResponseData",
    "PutNotificationsPreferencesRequest",
    "PutNotificationsPreferencesRequestEmail",
    "PutNotificationsPreferencesRequestSms",
    "PutPaymentMethodsDefaultRequest",
    "PutPosCatalogByIdRequest",
    "PutRecipientsByIdRequest",
    "PutUsersMeRequest",
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
from payments_platform_generated.models.delete_bills_saved_billers_by_id200_response import DeleteBillsSavedBillersById200Response as DeleteBillsSavedBillersById200Response
from payments_platform_generated.models.delete_bills_saved_billers_by_id200_response_data import DeleteBillsSavedBillersById200ResponseData as DeleteBillsSavedBillersById200ResponseData
from payments_platform_generated.models.delete_collection_invoice_by_reference_id_cancel200_response import DeleteCollectionInvoiceByReferenceIdCancel200Response as DeleteCollectionInvoiceByReferenceIdCancel200Response
from payments_platform_generated.models.delete_collection_invoice_by_reference_id_cancel200_response_data import DeleteCollectionInvoiceByReferenceIdCancel200ResponseData as DeleteCollectionInvoiceByReferenceIdCancel200ResponseData
from payments_platform_generated.models.delete_collection_invoice_by_reference_id_cancel200_response_data_payee import DeleteCollectionInvoiceByReferenceIdCancel200ResponseDataPayee as DeleteCollectionInvoiceByReferenceIdCancel200ResponseDataPayee
from payments_platform_generated.models.delete_collection_invoice_by_reference_id_cancel200_response_data_payer import DeleteCollectionInvoiceByReferenceIdCancel200ResponseDataPayer as DeleteCollectionInvoiceByReferenceIdCancel200ResponseDataPayer
from payments_platform_generated.models.delete_wallets_me_accounts_by_currency200_response import DeleteWalletsMeAccountsByCurrency200Response as DeleteWalletsMeAccountsByCurrency200Response
from payments_platform_generated.models.delete_wallets_me_accounts_by_currency200_response_data import DeleteWalletsMeAccountsByCurrency200ResponseData as DeleteWalletsMeAccountsByCurrency200ResponseData
from payments_platform_generated.models.error_envelope import ErrorEnvelope as ErrorEnvelope
from payments_platform_generated.models.error_envelope_details import ErrorEnvelopeDetails as ErrorEnvelopeDetails
from payments_platform_generated.models.get_admin_ledger_reconciliation200_response import GetAdminLedgerReconciliation200Response as GetAdminLedgerReconciliation200Response
from payments_platform_generated.models.get_admin_ledger_reconciliation200_response_data import GetAdminLedgerReconciliation200ResponseData as GetAdminLedgerReconciliation200ResponseData
from payments_platform_generated.models.get_admin_ledger_reconciliation200_response_data_mismatched_accounts_inner import GetAdminLedgerReconciliation200ResponseDataMismatchedAccountsInner as GetAdminLedgerReconciliation200ResponseDataMismatchedAccountsInner
from payments_platform_generated.models.get_admin_ledger_reconciliation200_response_data_mismatched_holds_inner import GetAdminLedgerReconciliation200ResponseDataMismatchedHoldsInner as GetAdminLedgerReconciliation200ResponseDataMismatchedHoldsInner
from payments_platform_generated.models.get_admin_ledger_reconciliation200_response_data_unbalanced_entries_inner import GetAdminLedgerReconciliation200ResponseDataUnbalancedEntriesInner as GetAdminLedgerReconciliation200ResponseDataUnbalancedEntriesInner
from payments_platform_generated.models.get_bills_history200_response import GetBillsHistory200Response as GetBillsHistory200Response
from payments_platform_generated.models.get_bills_history200_response_data import GetBillsHistory200ResponseData as GetBillsHistory200ResponseData
from payments_platform_generated.models.get_bills_history200_response_data_items_inner import GetBillsHistory200ResponseDataItemsInner as GetBillsHistory200ResponseDataItemsInner
from payments_platform_generated.models.get_bills_providers200_response import GetBillsProviders200Response as GetBillsProviders200Response
from payments_platform_generated.models.get_bills_providers200_response_data_inner import GetBillsProviders200ResponseDataInner as GetBillsProviders200ResponseDataInner
from payments_platform_generated.models.get_bills_providers200_response_details import GetBillsProviders200ResponseDetails as GetBillsProviders200ResponseDetails
from payments_platform_generated.models.get_bills_providers200_response_details_fields_inner import GetBillsProviders200ResponseDetailsFieldsInner as GetBillsProviders200ResponseDetailsFieldsInner
from payments_platform_generated.models.get_bills_saved_billers200_response import GetBillsSavedBillers200Response as GetBillsSavedBillers200Response
from payments_platform_generated.models.get_bills_saved_billers200_response_data import GetBillsSavedBillers200ResponseData as GetBillsSavedBillers200ResponseData
from payments_platform_generated.models.get_bills_saved_billers200_response_data_items_inner import GetBillsSavedBillers200ResponseDataItemsInner as GetBillsSavedBillers200ResponseDataItemsInner
from payments_platform_generated.models.get_bills_scheduled200_response import GetBillsScheduled200Response as GetBillsScheduled200Response
from payments_platform_generated.models.get_bills_scheduled200_response_data import GetBillsScheduled200ResponseData as GetBillsScheduled200ResponseData
from payments_platform_generated.models.get_bills_scheduled200_response_data_items_inner import GetBillsScheduled200ResponseDataItemsInner as GetBillsScheduled200ResponseDataItemsInner
from payments_platform_generated.models.get_bills_scheduled_by_id_occurrences200_response import GetBillsScheduledByIdOccurrences200Response as GetBillsScheduledByIdOccurrences200Response
from payments_platform_generated.models.get_bills_scheduled_by_id_occurrences200_response_data import GetBillsScheduledByIdOccurrences200ResponseData as GetBillsScheduledByIdOccurrences200ResponseData
from payments_platform_generated.models.get_bills_scheduled_by_id_occurrences200_response_data_past_inner import GetBillsScheduledByIdOccurrences200ResponseDataPastInner as GetBillsScheduledByIdOccurrences200ResponseDataPastInner
from payments_platform_generated.models.get_by_product_account_balance200_response import GetByProductAccountBalance200Response as GetByProductAccountBalance200Response
from payments_platform_generated.models.get_by_product_account_balance200_response_data import GetByProductAccountBalance200ResponseData as GetByProductAccountBalance200ResponseData
from payments_platform_generated.models.get_by_product_accountholder_by_party_id_type_by_party_id_active200_response import GetByProductAccountholderByPartyIdTypeByPartyIdActive200Response as GetByProductAccountholderByPartyIdTypeByPartyIdActive200Response
from payments_platform_generated.models.get_by_product_accountholder_by_party_id_type_by_party_id_active200_response_data import GetByProductAccountholderByPartyIdTypeByPartyIdActive200ResponseData as GetByProductAccountholderByPartyIdTypeByPartyIdActive200ResponseData
from payments_platform_generated.models.get_by_product_accountholder_msisdn_by_party_id_basicuserinfo200_response import GetByProductAccountholderMsisdnByPartyIdBasicuserinfo200Response as GetByProductAccountholderMsisdnByPartyIdBasicuserinfo200Response
from payments_platform_generated.models.get_by_product_accountholder_msisdn_by_party_id_basicuserinfo200_response_data import GetByProductAccountholderMsisdnByPartyIdBasicuserinfo200ResponseData as GetByProductAccountholderMsisdnByPartyIdBasicuserinfo200ResponseData
from payments_platform_generated.models.get_collection_payment_request_by_reference_id_status200_response import GetCollectionPaymentRequestByReferenceIdStatus200Response as GetCollectionPaymentRequestByReferenceIdStatus200Response
from payments_platform_generated.models.get_collection_payment_request_by_reference_id_status200_response_data import GetCollectionPaymentRequestByReferenceIdStatus200ResponseData as GetCollectionPaymentRequestByReferenceIdStatus200ResponseData
from payments_platform_generated.models.get_collection_payment_request_by_reference_id_status200_response_data_payee import GetCollectionPaymentRequestByReferenceIdStatus200ResponseDataPayee as GetCollectionPaymentRequestByReferenceIdStatus200ResponseDataPayee
from payments_platform_generated.models.get_collection_payment_request_by_reference_id_status200_response_data_payer import GetCollectionPaymentRequestByReferenceIdStatus200ResponseDataPayer as GetCollectionPaymentRequestByReferenceIdStatus200ResponseDataPayer
from payments_platform_generated.models.get_credit_eligibility200_response import GetCreditEligibility200Response as GetCreditEligibility200Response
from payments_platform_generated.models.get_credit_eligibility200_response_data import GetCreditEligibility200ResponseData as GetCreditEligibility200ResponseData
from payments_platform_generated.models.get_credit_eligibility200_response_data_products_inner import GetCreditEligibility200ResponseDataProductsInner as GetCreditEligibility200ResponseDataProductsInner
from payments_platform_generated.models.get_credit_history200_response import GetCreditHistory200Response as GetCreditHistory200Response
from payments_platform_generated.models.get_credit_history200_response_data import GetCreditHistory200ResponseData as GetCreditHistory200ResponseData
from payments_platform_generated.models.get_credit_history200_response_data_items_inner import GetCreditHistory200ResponseDataItemsInner as GetCreditHistory200ResponseDataItemsInner
from payments_platform_generated.models.get_credit_history200_response_data_items_inner_factor_details_inner import GetCreditHistory200ResponseDataItemsInnerFactorDetailsInner as GetCreditHistory200ResponseDataItemsInnerFactorDetailsInner
from payments_platform_generated.models.get_credit_score200_response import GetCreditScore200Response as GetCreditScore200Response
from payments_platform_generated.models.get_credit_score200_response_data import GetCreditScore200ResponseData as GetCreditScore200ResponseData
from payments_platform_generated.models.get_credit_score200_response_data_factor_details_inner import GetCreditScore200ResponseDataFactorDetailsInner as GetCreditScore200ResponseDataFactorDetailsInner
from payments_platform_generated.models.get_developers_me200_response import GetDevelopersMe200Response as GetDevelopersMe200Response
from payments_platform_generated.models.get_developers_me200_response_data import GetDevelopersMe200ResponseData as GetDevelopersMe200ResponseData
from payments_platform_generated.models.get_developers_me200_response_data_rate_limits import GetDevelopersMe200ResponseDataRateLimits as GetDevelopersMe200ResponseDataRateLimits
from payments_platform_generated.models.get_developers_me200_response_data_subscription_keys_inner import GetDevelopersMe200ResponseDataSubscriptionKeysInner as GetDevelopersMe200ResponseDataSubscriptionKeysInner
from payments_platform_generated.models.get_disputes200_response import GetDisputes200Response as GetDisputes200Response
from payments_platform_generated.models.get_disputes200_response_data import GetDisputes200ResponseData as GetDisputes200ResponseData
from payments_platform_generated.models.get_disputes200_response_data_items_inner import GetDisputes200ResponseDataItemsInner as GetDisputes200ResponseDataItemsInner
from payments_platform_generated.models.get_disputes200_response_data_items_inner_comments_inner import GetDisputes200ResponseDataItemsInnerCommentsInner as GetDisputes200ResponseDataItemsInnerCommentsInner
from payments_platform_generated.models.get_disputes200_response_data_items_inner_evidence_items_inner import GetDisputes200ResponseDataItemsInnerEvidenceItemsInner as GetDisputes200ResponseDataItemsInnerEvidenceItemsInner
from payments_platform_generated.models.get_events200_response import GetEvents200Response as GetEvents200Response
from payments_platform_generated.models.get_events200_response_data import GetEvents200ResponseData as GetEvents200ResponseData
from payments_platform_generated.models.get_events200_response_data_items_inner import GetEvents200ResponseDataItemsInner as GetEvents200ResponseDataItemsInner
from payments_platform_generated.models.get_exchange_rates200_response import GetExchangeRates200Response as GetExchangeRates200Response
from payments_platform_generated.models.get_exchange_rates200_response_data import GetExchangeRates200ResponseData as GetExchangeRates200ResponseData
from payments_platform_generated.models.get_exchange_rates_amount_parameter import GetExchangeRatesAmountParameter as GetExchangeRatesAmountParameter
from payments_platform_generated.models.get_kyc_status200_response import GetKycStatus200Response as GetKycStatus200Response
from payments_platform_generated.models.get_kyc_status200_response_data import GetKycStatus200ResponseData as GetKycStatus200ResponseData
from payments_platform_generated.models.get_kyc_status200_response_data_documents_inner import GetKycStatus200ResponseDataDocumentsInner as GetKycStatus200ResponseDataDocumentsInner
from payments_platform_generated.models.get_kyc_status200_response_data_pending_upgrade import GetKycStatus200ResponseDataPendingUpgrade as GetKycStatus200ResponseDataPendingUpgrade
from payments_platform_generated.models.get_kyc_status200_response_data_tier import GetKycStatus200ResponseDataTier as GetKycStatus200ResponseDataTier
from payments_platform_generated.models.get_kyc_status200_response_data_usage import GetKycStatus200ResponseDataUsage as GetKycStatus200ResponseDataUsage
from payments_platform_generated.models.get_kyc_tiers200_response import GetKycTiers200Response as GetKycTiers200Response
from payments_platform_generated.models.get_kyc_tiers200_response_data_inner import GetKycTiers200ResponseDataInner as GetKycTiers200ResponseDataInner
from payments_platform_generated.models.get_ledger_trace_by_object_id200_response import GetLedgerTraceByObjectId200Response as GetLedgerTraceByObjectId200Response
from payments_platform_generated.models.get_ledger_trace_by_object_id200_response_data import GetLedgerTraceByObjectId200ResponseData as GetLedgerTraceByObjectId200ResponseData
from payments_platform_generated.models.get_ledger_trace_by_object_id200_response_data_steps_inner import GetLedgerTraceByObjectId200ResponseDataStepsInner as GetLedgerTraceByObjectId200ResponseDataStepsInner
from payments_platform_generated.models.get_ledger_trace_by_object_id200_response_data_steps_inner_postings_inner import GetLedgerTraceByObjectId200ResponseDataStepsInnerPostingsInner as GetLedgerTraceByObjectId200ResponseDataStepsInnerPostingsInner
from payments_platform_generated.models.get_loans200_response import GetLoans200Response as GetLoans200Response
from payments_platform_generated.models.get_loans200_response_data import GetLoans200ResponseData as GetLoans200ResponseData
from payments_platform_generated.models.get_loans200_response_data_items_inner import GetLoans200ResponseDataItemsInner as GetLoans200ResponseDataItemsInner
from payments_platform_generated.models.get_loans200_response_data_items_inner_outstanding import GetLoans200ResponseDataItemsInnerOutstanding as GetLoans200ResponseDataItemsInnerOutstanding
from payments_platform_generated.models.get_loans200_response_data_items_inner_repayments_inner import GetLoans200ResponseDataItemsInnerRepaymentsInner as GetLoans200ResponseDataItemsInnerRepaymentsInner
from payments_platform_generated.models.get_loans200_response_data_items_inner_schedule_inner import GetLoans200ResponseDataItemsInnerScheduleInner as GetLoans200ResponseDataItemsInnerScheduleInner
from payments_platform_generated.models.get_loans_products200_response import GetLoansProducts200Response as GetLoansProducts200Response
from payments_platform_generated.models.get_loans_products200_response_data_inner import GetLoansProducts200ResponseDataInner as GetLoansProducts200ResponseDataInner
from payments_platform_generated.models.get_merchants_me_invoices200_response import GetMerchantsMeInvoices200Response as GetMerchantsMeInvoices200Response
from payments_platform_generated.models.get_merchants_me_invoices200_response_data import GetMerchantsMeInvoices200ResponseData as GetMerchantsMeInvoices200ResponseData
from payments_platform_generated.models.get_merchants_me_invoices200_response_data_items_inner import GetMerchantsMeInvoices200ResponseDataItemsInner as GetMerchantsMeInvoices200ResponseDataItemsInner
from payments_platform_generated.models.get_merchants_me_invoices200_response_data_items_inner_items_inner import GetMerchantsMeInvoices200ResponseDataItemsInnerItemsInner as GetMerchantsMeInvoices200ResponseDataItemsInnerItemsInner
from payments_platform_generated.models.get_merchants_me_payment_links200_response import GetMerchantsMePaymentLinks200Response as GetMerchantsMePaymentLinks200Response
from payments_platform_generated.models.get_merchants_me_payment_links200_response_data import GetMerchantsMePaymentLinks200ResponseData as GetMerchantsMePaymentLinks200ResponseData
from payments_platform_generated.models.get_merchants_me_payment_links200_response_data_items_inner import GetMerchantsMePaymentLinks200ResponseDataItemsInner as GetMerchantsMePaymentLinks200ResponseDataItemsInner
from payments_platform_generated.models.get_merchants_me_payments200_response import GetMerchantsMePayments200Response as GetMerchantsMePayments200Response
from payments_platform_generated.models.get_merchants_me_payments200_response_data import GetMerchantsMePayments200ResponseData as GetMerchantsMePayments200ResponseData
from payments_platform_generated.models.get_merchants_me_payments200_response_data_items_inner import GetMerchantsMePayments200ResponseDataItemsInner as GetMerchantsMePayments200ResponseDataItemsInner
from payments_platform_generated.models.get_merchants_me_payments_by_id200_response import GetMerchantsMePaymentsById200Response as GetMerchantsMePaymentsById200Response
from payments_platform_generated.models.get_merchants_me_payments_by_id200_response_data import GetMerchantsMePaymentsById200ResponseData as GetMerchantsMePaymentsById200ResponseData
from payments_platform_generated.models.get_merchants_me_payments_by_id_refunds200_response import GetMerchantsMePaymentsByIdRefunds200Response as GetMerchantsMePaymentsByIdRefunds200Response
from payments_platform_generated.models.get_merchants_me_payments_by_id_refunds200_response_data import GetMerchantsMePaymentsByIdRefunds200ResponseData as GetMerchantsMePaymentsByIdRefunds200ResponseData
from payments_platform_generated.models.get_merchants_me_payments_by_id_refunds200_response_data_items_inner import GetMerchantsMePaymentsByIdRefunds200ResponseDataItemsInner as GetMerchantsMePaymentsByIdRefunds200ResponseDataItemsInner
from payments_platform_generated.models.get_merchants_me_payments_volume200_response import GetMerchantsMePaymentsVolume200Response as GetMerchantsMePaymentsVolume200Response
from payments_platform_generated.models.get_merchants_me_payments_volume200_response_data import GetMerchantsMePaymentsVolume200ResponseData as GetMerchantsMePaymentsVolume200ResponseData
from payments_platform_generated.models.get_merchants_me_payments_volume200_response_data_days_inner import GetMerchantsMePaymentsVolume200ResponseDataDaysInner as GetMerchantsMePaymentsVolume200ResponseDataDaysInner
from payments_platform_generated.models.get_merchants_me_webhooks200_response import GetMerchantsMeWebhooks200Response as GetMerchantsMeWebhooks200Response
from payments_platform_generated.models.get_merchants_me_webhooks200_response_data import GetMerchantsMeWebhooks200ResponseData as GetMerchantsMeWebhooks200ResponseData
from payments_platform_generated.models.get_merchants_me_webhooks200_response_data_items_inner import GetMerchantsMeWebhooks200ResponseDataItemsInner as GetMerchantsMeWebhooks200ResponseDataItemsInner
from payments_platform_generated.models.get_merchants_me_webhooks_by_id200_response import GetMerchantsMeWebhooksById200Response as GetMerchantsMeWebhooksById200Response
from payments_platform_generated.models.get_merchants_me_webhooks_by_id200_response_data import GetMerchantsMeWebhooksById200ResponseData as GetMerchantsMeWebhooksById200ResponseData
from payments_platform_generated.models.get_merchants_me_webhooks_by_id_deliveries200_response import GetMerchantsMeWebhooksByIdDeliveries200Response as GetMerchantsMeWebhooksByIdDeliveries200Response
from payments_platform_generated.models.get_merchants_me_webhooks_by_id_deliveries200_response_data import GetMerchantsMeWebhooksByIdDeliveries200ResponseData as GetMerchantsMeWebhooksByIdDeliveries200ResponseData
from payments_platform_generated.models.get_merchants_me_webhooks_by_id_deliveries200_response_data_items_inner import GetMerchantsMeWebhooksByIdDeliveries200ResponseDataItemsInner as GetMerchantsMeWebhooksByIdDeliveries200ResponseDataItemsInner
from payments_platform_generated.models.get_merchants_me_webhooks_deliveries_by_delivery_id200_response import GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response as GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response
from payments_platform_generated.models.get_merchants_me_webhooks_deliveries_by_delivery_id200_response_data import GetMerchantsMeWebhooksDeliveriesByDeliveryId200ResponseData as GetMerchantsMeWebhooksDeliveriesByDeliveryId200ResponseData
from payments_platform_generated.models.get_merchants_me_webhooks_deliveries_by_delivery_id200_response_data_attempt_log_inner import GetMerchantsMeWebhooksDeliveriesByDeliveryId200ResponseDataAttemptLogInner as GetMerchantsMeWebhooksDeliveriesByDeliveryId200ResponseDataAttemptLogInner
from payments_platform_generated.models.get_merchants_me_webhooks_event_types200_response import GetMerchantsMeWebhooksEventTypes200Response as GetMerchantsMeWebhooksEventTypes200Response
from payments_platform_generated.models.get_merchants_me_webhooks_event_types200_response_data import GetMerchantsMeWebhooksEventTypes200ResponseData as GetMerchantsMeWebhooksEventTypes200ResponseData
from payments_platform_generated.models.get_notifications_preferences200_response import GetNotificationsPreferences200Response as GetNotificationsPreferences200Response
from payments_platform_generated.models.get_notifications_preferences200_response_data import GetNotificationsPreferences200ResponseData as GetNotificationsPreferences200ResponseData
from payments_platform_generated.models.get_notifications_preferences200_response_data_email import GetNotificationsPreferences200ResponseDataEmail as GetNotificationsPreferences200ResponseDataEmail
from payments_platform_generated.models.get_notifications_preferences200_response_data_sms import GetNotificationsPreferences200ResponseDataSms as GetNotificationsPreferences200ResponseDataSms
from payments_platform_generated.models.get_payment_methods200_response import GetPaymentMethods200Response as GetPaymentMethods200Response
from payments_platform_generated.models.get_payment_methods200_response_data_inner import GetPaymentMethods200ResponseDataInner as GetPaymentMethods200ResponseDataInner
from payments_platform_generated.models.get_payment_requests_sent200_response import GetPaymentRequestsSent200Response as GetPaymentRequestsSent200Response
from payments_platform_generated.models.get_payment_requests_sent200_response_data import GetPaymentRequestsSent200ResponseData as GetPaymentRequestsSent200ResponseData
from payments_platform_generated.models.get_payroll_batches200_response import GetPayrollBatches200Response as GetPayrollBatches200Response
from payments_platform_generated.models.get_payroll_batches200_response_data import GetPayrollBatches200ResponseData as GetPayrollBatches200ResponseData
from payments_platform_generated.models.get_payroll_batches200_response_data_items_inner import GetPayrollBatches200ResponseDataItemsInner as GetPayrollBatches200ResponseDataItemsInner
from payments_platform_generated.models.get_payroll_batches200_response_data_items_inner_items import GetPayrollBatches200ResponseDataItemsInnerItems as GetPayrollBatches200ResponseDataItemsInnerItems
from payments_platform_generated.models.get_payroll_batches_by_id_items200_response import GetPayrollBatchesByIdItems200Response as GetPayrollBatchesByIdItems200Response
from payments_platform_generated.models.get_payroll_batches_by_id_items200_response_data import GetPayrollBatchesByIdItems200ResponseData as GetPayrollBatchesByIdItems200ResponseData
from payments_platform_generated.models.get_payroll_batches_by_id_items200_response_data_items_inner import GetPayrollBatchesByIdItems200ResponseDataItemsInner as GetPayrollBatchesByIdItems200ResponseDataItemsInner
from payments_platform_generated.models.get_payroll_templates200_response import GetPayrollTemplates200Response as GetPayrollTemplates200Response
from payments_platform_generated.models.get_payroll_templates200_response_data import GetPayrollTemplates200ResponseData as GetPayrollTemplates200ResponseData
from payments_platform_generated.models.get_payroll_templates200_response_data_items_inner import GetPayrollTemplates200ResponseDataItemsInner as GetPayrollTemplates200ResponseDataItemsInner
from payments_platform_generated.models.get_payroll_templates200_response_data_items_inner_employees_inner import GetPayrollTemplates200ResponseDataItemsInnerEmployeesInner as GetPayrollTemplates200ResponseDataItemsInnerEmployeesInner
from payments_platform_generated.models.get_pos_catalog200_response import GetPosCatalog200Response as GetPosCatalog200Response
from payments_platform_generated.models.get_pos_catalog200_response_data import GetPosCatalog200ResponseData as GetPosCatalog200ResponseData
from payments_platform_generated.models.get_pos_catalog200_response_data_items_inner import GetPosCatalog200ResponseDataItemsInner as GetPosCatalog200ResponseDataItemsInner
from payments_platform_generated.models.get_pos_reports_daily200_response import GetPosReportsDaily200Response as GetPosReportsDaily200Response
from payments_platform_generated.models.get_pos_reports_daily200_response_data import GetPosReportsDaily200ResponseData as GetPosReportsDaily200ResponseData
from payments_platform_generated.models.get_pos_reports_daily200_response_data_by_method_inner import GetPosReportsDaily200ResponseDataByMethodInner as GetPosReportsDaily200ResponseDataByMethodInner
from payments_platform_generated.models.get_pos_sales200_response import GetPosSales200Response as GetPosSales200Response
from payments_platform_generated.models.get_pos_sales200_response_data import GetPosSales200ResponseData as GetPosSales200ResponseData
from payments_platform_generated.models.get_pos_sales200_response_data_items_inner import GetPosSales200ResponseDataItemsInner as GetPosSales200ResponseDataItemsInner
from payments_platform_generated.models.get_pos_sales200_response_data_items_inner_items_inner import GetPosSales200ResponseDataItemsInnerItemsInner as GetPosSales200ResponseDataItemsInnerItemsInner
from payments_platform_generated.models.get_recipients200_response import GetRecipients200Response as GetRecipients200Response
from payments_platform_generated.models.get_recipients200_response_data import GetRecipients200ResponseData as GetRecipients200ResponseData
from payments_platform_generated.models.get_recipients200_response_data_items_inner import GetRecipients200ResponseDataItemsInner as GetRecipients200ResponseDataItemsInner
from payments_platform_generated.models.get_referrals200_response import GetReferrals200Response as GetReferrals200Response
from payments_platform_generated.models.get_referrals200_response_data import GetReferrals200ResponseData as GetReferrals200ResponseData
from payments_platform_generated.models.get_referrals200_response_data_items_inner import GetReferrals200ResponseDataItemsInner as GetReferrals200ResponseDataItemsInner
from payments_platform_generated.models.get_referrals_code200_response import GetReferralsCode200Response as GetReferralsCode200Response
from payments_platform_generated.models.get_referrals_code200_response_data import GetReferralsCode200ResponseData as GetReferralsCode200ResponseData
from payments_platform_generated.models.get_sandbox_clock200_response import GetSandboxClock200Response as GetSandboxClock200Response
from payments_platform_generated.models.get_sandbox_clock200_response_data import GetSandboxClock200ResponseData as GetSandboxClock200ResponseData
from payments_platform_generated.models.get_sandbox_mailbox200_response import GetSandboxMailbox200Response as GetSandboxMailbox200Response
from payments_platform_generated.models.get_sandbox_mailbox200_response_data import GetSandboxMailbox200ResponseData as GetSandboxMailbox200ResponseData
from payments_platform_generated.models.get_sandbox_mailbox200_response_data_items_inner import GetSandboxMailbox200ResponseDataItemsInner as GetSandboxMailbox200ResponseDataItemsInner
from payments_platform_generated.models.get_sandbox_sms200_response import GetSandboxSms200Response as GetSandboxSms200Response
from payments_platform_generated.models.get_sandbox_sms200_response_data import GetSandboxSms200ResponseData as GetSandboxSms200ResponseData
from payments_platform_generated.models.get_sandbox_sms200_response_data_items_inner import GetSandboxSms200ResponseDataItemsInner as GetSandboxSms200ResponseDataItemsInner
from payments_platform_generated.models.get_savings_goals200_response import GetSavingsGoals200Response as GetSavingsGoals200Response
from payments_platform_generated.models.get_savings_goals200_response_data import GetSavingsGoals200ResponseData as GetSavingsGoals200ResponseData
from payments_platform_generated.models.get_savings_goals200_response_data_items_inner import GetSavingsGoals200ResponseDataItemsInner as GetSavingsGoals200ResponseDataItemsInner
from payments_platform_generated.models.get_savings_plans200_response import GetSavingsPlans200Response as GetSavingsPlans200Response
from payments_platform_generated.models.get_savings_plans200_response_data import GetSavingsPlans200ResponseData as GetSavingsPlans200ResponseData
from payments_platform_generated.models.get_savings_plans200_response_data_items_inner import GetSavingsPlans200ResponseDataItemsInner as GetSavingsPlans200ResponseDataItemsInner
from payments_platform_generated.models.get_transactions200_response import GetTransactions200Response as GetTransactions200Response
from payments_platform_generated.models.get_transactions200_response_data import GetTransactions200ResponseData as GetTransactions200ResponseData
from payments_platform_generated.models.get_transactions200_response_data_items_inner import GetTransactions200ResponseDataItemsInner as GetTransactions200ResponseDataItemsInner
from payments_platform_generated.models.get_transactions200_response_data_items_inner_events_inner import GetTransactions200ResponseDataItemsInnerEventsInner as GetTransactions200ResponseDataItemsInnerEventsInner
from payments_platform_generated.models.get_v10_apiuser_by_api_user_id200_response import GetV10ApiuserByApiUserId200Response as GetV10ApiuserByApiUserId200Response
from payments_platform_generated.models.get_v10_apiuser_by_api_user_id200_response_data import GetV10ApiuserByApiUserId200ResponseData as GetV10ApiuserByApiUserId200ResponseData
from payments_platform_generated.models.get_wallets_me_balances200_response import GetWalletsMeBalances200Response as GetWalletsMeBalances200Response
from payments_platform_generated.models.get_wallets_me_balances200_response_data_inner import GetWalletsMeBalances200ResponseDataInner as GetWalletsMeBalances200ResponseDataInner
from payments_platform_generated.models.get_wallets_me_balances_by_currency200_response import GetWalletsMeBalancesByCurrency200Response as GetWalletsMeBalancesByCurrency200Response
from payments_platform_generated.models.get_wallets_me_fund_ins200_response import GetWalletsMeFundIns200Response as GetWalletsMeFundIns200Response
from payments_platform_generated.models.get_wallets_me_fund_ins200_response_data import GetWalletsMeFundIns200ResponseData as GetWalletsMeFundIns200ResponseData
from payments_platform_generated.models.get_wallets_me_transactions_by_currency200_response import GetWalletsMeTransactionsByCurrency200Response as GetWalletsMeTransactionsByCurrency200Response
from payments_platform_generated.models.get_wallets_me_transactions_by_currency200_response_data import GetWalletsMeTransactionsByCurrency200ResponseData as GetWalletsMeTransactionsByCurrency200ResponseData
from payments_platform_generated.models.get_wallets_me_transactions_by_currency200_response_data_items_inner import GetWalletsMeTransactionsByCurrency200ResponseDataItemsInner as GetWalletsMeTransactionsByCurrency200ResponseDataItemsInner
from payments_platform_generated.models.post_admin_disputes_by_id_resolve_request import PostAdminDisputesByIdResolveRequest as PostAdminDisputesByIdResolveRequest
from payments_platform_generated.models.post_auth_forgot_password200_response import PostAuthForgotPassword200Response as PostAuthForgotPassword200Response
from payments_platform_generated.models.post_auth_forgot_password200_response_data import PostAuthForgotPassword200ResponseData as PostAuthForgotPassword200ResponseData
from payments_platform_generated.models.post_auth_forgot_password_request import PostAuthForgotPasswordRequest as PostAuthForgotPasswordRequest
from payments_platform_generated.models.post_auth_login200_response import PostAuthLogin200Response as PostAuthLogin200Response
from payments_platform_generated.models.post_auth_login200_response_data import PostAuthLogin200ResponseData as PostAuthLogin200ResponseData
from payments_platform_generated.models.post_auth_login_request import PostAuthLoginRequest as PostAuthLoginRequest
from payments_platform_generated.models.post_auth_refresh_request import PostAuthRefreshRequest as PostAuthRefreshRequest
from payments_platform_generated.models.post_auth_register200_response import PostAuthRegister200Response as PostAuthRegister200Response
from payments_platform_generated.models.post_auth_register200_response_data import PostAuthRegister200ResponseData as PostAuthRegister200ResponseData
from payments_platform_generated.models.post_auth_register_request import PostAuthRegisterRequest as PostAuthRegisterRequest
from payments_platform_generated.models.post_auth_reset_password_request import PostAuthResetPasswordRequest as PostAuthResetPasswordRequest
from payments_platform_generated.models.post_bills_pay200_response import PostBillsPay200Response as PostBillsPay200Response
from payments_platform_generated.models.post_bills_pay200_response_data import PostBillsPay200ResponseData as PostBillsPay200ResponseData
from payments_platform_generated.models.post_bills_pay_request import PostBillsPayRequest as PostBillsPayRequest
from payments_platform_generated.models.post_bills_pay_request_amount import PostBillsPayRequestAmount as PostBillsPayRequestAmount
from payments_platform_generated.models.post_bills_saved_billers200_response import PostBillsSavedBillers200Response as PostBillsSavedBillers200Response
from payments_platform_generated.models.post_bills_saved_billers200_response_data import PostBillsSavedBillers200ResponseData as PostBillsSavedBillers200ResponseData
from payments_platform_generated.models.post_bills_saved_billers_request import PostBillsSavedBillersRequest as PostBillsSavedBillersRequest
from payments_platform_generated.models.post_bills_scheduled200_response import PostBillsScheduled200Response as PostBillsScheduled200Response
from payments_platform_generated.models.post_bills_scheduled200_response_data import PostBillsScheduled200ResponseData as PostBillsScheduled200ResponseData
from payments_platform_generated.models.post_bills_scheduled_request import PostBillsScheduledRequest as PostBillsScheduledRequest
from payments_platform_generated.models.post_by_product_token200_response import PostByProductToken200Response as PostByProductToken200Response
from payments_platform_generated.models.post_by_product_token200_response_data import PostByProductToken200ResponseData as PostByProductToken200ResponseData
from payments_platform_generated.models.post_collection_payment_request import PostCollectionPaymentRequest as PostCollectionPaymentRequest
from payments_platform_generated.models.post_collection_payment_request202_response import PostCollectionPaymentRequest202Response as PostCollectionPaymentRequest202Response
from payments_platform_generated.models.post_collection_payment_request202_response_data import PostCollectionPaymentRequest202ResponseData as PostCollectionPaymentRequest202ResponseData
from payments_platform_generated.models.post_collection_payment_request_payer import PostCollectionPaymentRequestPayer as PostCollectionPaymentRequestPayer
from payments_platform_generated.models.post_collection_payment_request_request import PostCollectionPaymentRequestRequest as PostCollectionPaymentRequestRequest
from payments_platform_generated.models.post_collection_payment_request_request_payer import PostCollectionPaymentRequestRequestPayer as PostCollectionPaymentRequestRequestPayer
from payments_platform_generated.models.post_collection_preapproval_request import PostCollectionPreapprovalRequest as PostCollectionPreapprovalRequest
from payments_platform_generated.models.post_developers200_response import PostDevelopers200Response as PostDevelopers200Response
from payments_platform_generated.models.post_developers200_response_data import PostDevelopers200ResponseData as PostDevelopers200ResponseData
from payments_platform_generated.models.post_developers200_response_data_account import PostDevelopers200ResponseDataAccount as PostDevelopers200ResponseDataAccount
from payments_platform_generated.models.post_developers200_response_data_account_rate_limits import PostDevelopers200ResponseDataAccountRateLimits as PostDevelopers200ResponseDataAccountRateLimits
from payments_platform_generated.models.post_developers200_response_data_product_keys import PostDevelopers200ResponseDataProductKeys as PostDevelopers200ResponseDataProductKeys
from payments_platform_generated.models.post_developers200_response_data_tokens import PostDevelopers200ResponseDataTokens as PostDevelopers200ResponseDataTokens
from payments_platform_generated.models.post_developers200_response_data_user import PostDevelopers200ResponseDataUser as PostDevelopers200ResponseDataUser
from payments_platform_generated.models.post_developers_me_callback_secret_rotate200_response import PostDevelopersMeCallbackSecretRotate200Response as PostDevelopersMeCallbackSecretRotate200Response
from payments_platform_generated.models.post_developers_me_callback_secret_rotate200_response_data import PostDevelopersMeCallbackSecretRotate200ResponseData as PostDevelopersMeCallbackSecretRotate200ResponseData
from payments_platform_generated.models.post_developers_me_subscription_keys_rotate200_response import PostDevelopersMeSubscriptionKeysRotate200Response as PostDevelopersMeSubscriptionKeysRotate200Response
from payments_platform_generated.models.post_developers_me_subscription_keys_rotate200_response_data import PostDevelopersMeSubscriptionKeysRotate200ResponseData as PostDevelopersMeSubscriptionKeysRotate200ResponseData
from payments_platform_generated.models.post_developers_me_subscription_keys_rotate200_response_data_key import PostDevelopersMeSubscriptionKeysRotate200ResponseDataKey as PostDevelopersMeSubscriptionKeysRotate200ResponseDataKey
from payments_platform_generated.models.post_developers_me_subscription_keys_rotate_request import PostDevelopersMeSubscriptionKeysRotateRequest as PostDevelopersMeSubscriptionKeysRotateRequest
from payments_platform_generated.models.post_developers_request import PostDevelopersRequest as PostDevelopersRequest
from payments_platform_generated.models.post_disbursement_refund_request import PostDisbursementRefundRequest as PostDisbursementRefundRequest
from payments_platform_generated.models.post_disbursement_transfer_request import PostDisbursementTransferRequest as PostDisbursementTransferRequest
from payments_platform_generated.models.post_disputes200_response import PostDisputes200Response as PostDisputes200Response
from payments_platform_generated.models.post_disputes200_response_data import PostDisputes200ResponseData as PostDisputes200ResponseData
from payments_platform_generated.models.post_disputes200_response_data_comments_inner import PostDisputes200ResponseDataCommentsInner as PostDisputes200ResponseDataCommentsInner
from payments_platform_generated.models.post_disputes200_response_data_evidence_items_inner import PostDisputes200ResponseDataEvidenceItemsInner as PostDisputes200ResponseDataEvidenceItemsInner
from payments_platform_generated.models.post_disputes_by_id_comments_request import PostDisputesByIdCommentsRequest as PostDisputesByIdCommentsRequest
from payments_platform_generated.models.post_disputes_by_id_evidence_request import PostDisputesByIdEvidenceRequest as PostDisputesByIdEvidenceRequest
from payments_platform_generated.models.post_disputes_request import PostDisputesRequest as PostDisputesRequest
from payments_platform_generated.models.post_fx_quotes200_response import PostFxQuotes200Response as PostFxQuotes200Response
from payments_platform_generated.models.post_fx_quotes200_response_data import PostFxQuotes200ResponseData as PostFxQuotes200ResponseData
from payments_platform_generated.models.post_fx_quotes_request import PostFxQuotesRequest as PostFxQuotesRequest
from payments_platform_generated.models.post_kyc_documents200_response import PostKycDocuments200Response as PostKycDocuments200Response
from payments_platform_generated.models.post_kyc_documents200_response_data import PostKycDocuments200ResponseData as PostKycDocuments200ResponseData
from payments_platform_generated.models.post_kyc_documents_request import PostKycDocumentsRequest as PostKycDocumentsRequest
from payments_platform_generated.models.post_kyc_upgrade200_response import PostKycUpgrade200Response as PostKycUpgrade200Response
from payments_platform_generated.models.post_kyc_upgrade200_response_data import PostKycUpgrade200ResponseData as PostKycUpgrade200ResponseData
from payments_platform_generated.models.post_kyc_upgrade_request import PostKycUpgradeRequest as PostKycUpgradeRequest
from payments_platform_generated.models.post_loans_apply200_response import PostLoansApply200Response as PostLoansApply200Response
from payments_platform_generated.models.post_loans_apply200_response_data import PostLoansApply200ResponseData as PostLoansApply200ResponseData
from payments_platform_generated.models.post_loans_apply200_response_data_outstanding import PostLoansApply200ResponseDataOutstanding as PostLoansApply200ResponseDataOutstanding
from payments_platform_generated.models.post_loans_apply200_response_data_repayments_inner import PostLoansApply200ResponseDataRepaymentsInner as PostLoansApply200ResponseDataRepaymentsInner
from payments_platform_generated.models.post_loans_apply200_response_data_schedule_inner import PostLoansApply200ResponseDataScheduleInner as PostLoansApply200ResponseDataScheduleInner
from payments_platform_generated.models.post_loans_apply_request import PostLoansApplyRequest as PostLoansApplyRequest
from payments_platform_generated.models.post_loans_by_id_repay_request import PostLoansByIdRepayRequest as PostLoansByIdRepayRequest
from payments_platform_generated.models.post_merchants_me_invoices200_response import PostMerchantsMeInvoices200Response as PostMerchantsMeInvoices200Response
from payments_platform_generated.models.post_merchants_me_invoices200_response_data import PostMerchantsMeInvoices200ResponseData as PostMerchantsMeInvoices200ResponseData
from payments_platform_generated.models.post_merchants_me_invoices200_response_data_items_inner import PostMerchantsMeInvoices200ResponseDataItemsInner as PostMerchantsMeInvoices200ResponseDataItemsInner
from payments_platform_generated.models.post_merchants_me_invoices_request import PostMerchantsMeInvoicesRequest as PostMerchantsMeInvoicesRequest
from payments_platform_generated.models.post_merchants_me_invoices_request_items_inner import PostMerchantsMeInvoicesRequestItemsInner as PostMerchantsMeInvoicesRequestItemsInner
from payments_platform_generated.models.post_merchants_me_payment_links200_response import PostMerchantsMePaymentLinks200Response as PostMerchantsMePaymentLinks200Response
from payments_platform_generated.models.post_merchants_me_payment_links200_response_data import PostMerchantsMePaymentLinks200ResponseData as PostMerchantsMePaymentLinks200ResponseData
from payments_platform_generated.models.post_merchants_me_payment_links_request import PostMerchantsMePaymentLinksRequest as PostMerchantsMePaymentLinksRequest
from payments_platform_generated.models.post_merchants_me_payments_by_id_refunds200_response import PostMerchantsMePaymentsByIdRefunds200Response as PostMerchantsMePaymentsByIdRefunds200Response
from payments_platform_generated.models.post_merchants_me_payments_by_id_refunds200_response_data import PostMerchantsMePaymentsByIdRefunds200ResponseData as PostMerchantsMePaymentsByIdRefunds200ResponseData
from payments_platform_generated.models.post_merchants_me_payments_by_id_refunds_request import PostMerchantsMePaymentsByIdRefundsRequest as PostMerchantsMePaymentsByIdRefundsRequest
from payments_platform_generated.models.post_merchants_me_webhooks200_response import PostMerchantsMeWebhooks200Response as PostMerchantsMeWebhooks200Response
from payments_platform_generated.models.post_merchants_me_webhooks200_response_data import PostMerchantsMeWebhooks200ResponseData as PostMerchantsMeWebhooks200ResponseData
from payments_platform_generated.models.post_merchants_me_webhooks200_response_data_webhook import PostMerchantsMeWebhooks200ResponseDataWebhook as PostMerchantsMeWebhooks200ResponseDataWebhook
from payments_platform_generated.models.post_merchants_me_webhooks_by_id_test200_response import PostMerchantsMeWebhooksByIdTest200Response as PostMerchantsMeWebhooksByIdTest200Response
from payments_platform_generated.models.post_merchants_me_webhooks_by_id_test200_response_data import PostMerchantsMeWebhooksByIdTest200ResponseData as PostMerchantsMeWebhooksByIdTest200ResponseData
from payments_platform_generated.models.post_merchants_me_webhooks_by_id_test_request import PostMerchantsMeWebhooksByIdTestRequest as PostMerchantsMeWebhooksByIdTestRequest
from payments_platform_generated.models.post_merchants_me_webhooks_deliveries_by_delivery_id_redeliver200_response import PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response as PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response
from payments_platform_generated.models.post_merchants_me_webhooks_request import PostMerchantsMeWebhooksRequest as PostMerchantsMeWebhooksRequest
from payments_platform_generated.models.post_payment_methods_setup_intent200_response import PostPaymentMethodsSetupIntent200Response as PostPaymentMethodsSetupIntent200Response
from payments_platform_generated.models.post_payment_methods_setup_intent200_response_data import PostPaymentMethodsSetupIntent200ResponseData as PostPaymentMethodsSetupIntent200ResponseData
from payments_platform_generated.models.post_payment_methods_setup_intent_by_id_confirm200_response import PostPaymentMethodsSetupIntentByIdConfirm200Response as PostPaymentMethodsSetupIntentByIdConfirm200Response
from payments_platform_generated.models.post_payment_methods_setup_intent_by_id_confirm_request import PostPaymentMethodsSetupIntentByIdConfirmRequest as PostPaymentMethodsSetupIntentByIdConfirmRequest
from payments_platform_generated.models.post_payment_methods_setup_intent_by_id_confirm_request_card import PostPaymentMethodsSetupIntentByIdConfirmRequestCard as PostPaymentMethodsSetupIntentByIdConfirmRequestCard
from payments_platform_generated.models.post_payment_methods_sync200_response import PostPaymentMethodsSync200Response as PostPaymentMethodsSync200Response
from payments_platform_generated.models.post_payment_methods_sync200_response_data import PostPaymentMethodsSync200ResponseData as PostPaymentMethodsSync200ResponseData
from payments_platform_generated.models.post_payment_methods_sync200_response_data_payment_methods_inner import PostPaymentMethodsSync200ResponseDataPaymentMethodsInner as PostPaymentMethodsSync200ResponseDataPaymentMethodsInner
from payments_platform_generated.models.post_payment_requests200_response import PostPaymentRequests200Response as PostPaymentRequests200Response
from payments_platform_generated.models.post_payment_requests200_response_data import PostPaymentRequests200ResponseData as PostPaymentRequests200ResponseData
from payments_platform_generated.models.post_payment_requests_by_id_accept200_response import PostPaymentRequestsByIdAccept200Response as PostPaymentRequestsByIdAccept200Response
from payments_platform_generated.models.post_payment_requests_by_id_accept200_response_data import PostPaymentRequestsByIdAccept200ResponseData as PostPaymentRequestsByIdAccept200ResponseData
from payments_platform_generated.models.post_payment_requests_request import PostPaymentRequestsRequest as PostPaymentRequestsRequest
from payments_platform_generated.models.post_payroll_batches200_response import PostPayrollBatches200Response as PostPayrollBatches200Response
from payments_platform_generated.models.post_payroll_batches200_response_data import PostPayrollBatches200ResponseData as PostPayrollBatches200ResponseData
from payments_platform_generated.models.post_payroll_batches200_response_data_items import PostPayrollBatches200ResponseDataItems as PostPayrollBatches200ResponseDataItems
from payments_platform_generated.models.post_payroll_batches_by_id_items_by_item_id_correct200_response import PostPayrollBatchesByIdItemsByItemIdCorrect200Response as PostPayrollBatchesByIdItemsByItemIdCorrect200Response
from payments_platform_generated.models.post_payroll_batches_by_id_items_by_item_id_correct200_response_data import PostPayrollBatchesByIdItemsByItemIdCorrect200ResponseData as PostPayrollBatchesByIdItemsByItemIdCorrect200ResponseData
from payments_platform_generated.models.post_payroll_batches_by_id_items_by_item_id_correct_request import PostPayrollBatchesByIdItemsByItemIdCorrectRequest as PostPayrollBatchesByIdItemsByItemIdCorrectRequest
from payments_platform_generated.models.post_payroll_batches_request import PostPayrollBatchesRequest as PostPayrollBatchesRequest
from payments_platform_generated.models.post_payroll_batches_request_employees_inner import PostPayrollBatchesRequestEmployeesInner as PostPayrollBatchesRequestEmployeesInner
from payments_platform_generated.models.post_payroll_templates200_response import PostPayrollTemplates200Response as PostPayrollTemplates200Response
from payments_platform_generated.models.post_payroll_templates200_response_data import PostPayrollTemplates200ResponseData as PostPayrollTemplates200ResponseData
from payments_platform_generated.models.post_payroll_templates200_response_data_employees_inner import PostPayrollTemplates200ResponseDataEmployeesInner as PostPayrollTemplates200ResponseDataEmployeesInner
from payments_platform_generated.models.post_payroll_templates_request import PostPayrollTemplatesRequest as PostPayrollTemplatesRequest
from payments_platform_generated.models.post_payroll_templates_request_employees_inner import PostPayrollTemplatesRequestEmployeesInner as PostPayrollTemplatesRequestEmployeesInner
from payments_platform_generated.models.post_pos_catalog200_response import PostPosCatalog200Response as PostPosCatalog200Response
from payments_platform_generated.models.post_pos_catalog200_response_data import PostPosCatalog200ResponseData as PostPosCatalog200ResponseData
from payments_platform_generated.models.post_pos_catalog_request import PostPosCatalogRequest as PostPosCatalogRequest
from payments_platform_generated.models.post_pos_refunds200_response import PostPosRefunds200Response as PostPosRefunds200Response
from payments_platform_generated.models.post_pos_refunds200_response_data import PostPosRefunds200ResponseData as PostPosRefunds200ResponseData
from payments_platform_generated.models.post_pos_refunds200_response_data_lines_inner import PostPosRefunds200ResponseDataLinesInner as PostPosRefunds200ResponseDataLinesInner
from payments_platform_generated.models.post_pos_refunds_request import PostPosRefundsRequest as PostPosRefundsRequest
from payments_platform_generated.models.post_pos_refunds_request_lines_inner import PostPosRefundsRequestLinesInner as PostPosRefundsRequestLinesInner
from payments_platform_generated.models.post_pos_sales200_response import PostPosSales200Response as PostPosSales200Response
from payments_platform_generated.models.post_pos_sales200_response_data import PostPosSales200ResponseData as PostPosSales200ResponseData
from payments_platform_generated.models.post_pos_sales200_response_data_items_inner import PostPosSales200ResponseDataItemsInner as PostPosSales200ResponseDataItemsInner
from payments_platform_generated.models.post_pos_sales_request import PostPosSalesRequest as PostPosSalesRequest
from payments_platform_generated.models.post_pos_sales_request_card import PostPosSalesRequestCard as PostPosSalesRequestCard
from payments_platform_generated.models.post_pos_sales_request_items_inner import PostPosSalesRequestItemsInner as PostPosSalesRequestItemsInner
from payments_platform_generated.models.post_recipients200_response import PostRecipients200Response as PostRecipients200Response
from payments_platform_generated.models.post_recipients200_response_data import PostRecipients200ResponseData as PostRecipients200ResponseData
from payments_platform_generated.models.post_recipients_request import PostRecipientsRequest as PostRecipientsRequest
from payments_platform_generated.models.post_sandbox_clock_advance200_response import PostSandboxClockAdvance200Response as PostSandboxClockAdvance200Response
from payments_platform_generated.models.post_sandbox_clock_advance200_response_data import PostSandboxClockAdvance200ResponseData as PostSandboxClockAdvance200ResponseData
from payments_platform_generated.models.post_sandbox_clock_advance200_response_data_clock import PostSandboxClockAdvance200ResponseDataClock as PostSandboxClockAdvance200ResponseDataClock
from payments_platform_generated.models.post_sandbox_clock_advance200_response_data_fired_inner import PostSandboxClockAdvance200ResponseDataFiredInner as PostSandboxClockAdvance200ResponseDataFiredInner
from payments_platform_generated.models.post_sandbox_clock_advance_request import PostSandboxClockAdvanceRequest as PostSandboxClockAdvanceRequest
from payments_platform_generated.models.post_sandbox_wallets_fund200_response import PostSandboxWalletsFund200Response as PostSandboxWalletsFund200Response
from payments_platform_generated.models.post_sandbox_wallets_fund200_response_data import PostSandboxWalletsFund200ResponseData as PostSandboxWalletsFund200ResponseData
from payments_platform_generated.models.post_sandbox_wallets_fund_request import PostSandboxWalletsFundRequest as PostSandboxWalletsFundRequest
from payments_platform_generated.models.post_savings_goals200_response import PostSavingsGoals200Response as PostSavingsGoals200Response
from payments_platform_generated.models.post_savings_goals200_response_data import PostSavingsGoals200ResponseData as PostSavingsGoals200ResponseData
from payments_platform_generated.models.post_savings_goals_by_id_deposit_request import PostSavingsGoalsByIdDepositRequest as PostSavingsGoalsByIdDepositRequest
from payments_platform_generated.models.post_savings_goals_request import PostSavingsGoalsRequest as PostSavingsGoalsRequest
from payments_platform_generated.models.post_savings_plans200_response import PostSavingsPlans200Response as PostSavingsPlans200Response
from payments_platform_generated.models.post_savings_plans200_response_data import PostSavingsPlans200ResponseData as PostSavingsPlans200ResponseData
from payments_platform_generated.models.post_savings_plans_request import PostSavingsPlansRequest as PostSavingsPlansRequest
from payments_platform_generated.models.post_transactions200_response import PostTransactions200Response as PostTransactions200Response
from payments_platform_generated.models.post_transactions200_response_data import PostTransactions200ResponseData as PostTransactions200ResponseData
from payments_platform_generated.models.post_transactions200_response_data_events_inner import PostTransactions200ResponseDataEventsInner as PostTransactions200ResponseDataEventsInner
from payments_platform_generated.models.post_transactions_request import PostTransactionsRequest as PostTransactionsRequest
from payments_platform_generated.models.post_users_me_logout_all200_response import PostUsersMeLogoutAll200Response as PostUsersMeLogoutAll200Response
from payments_platform_generated.models.post_users_me_logout_all200_response_data import PostUsersMeLogoutAll200ResponseData as PostUsersMeLogoutAll200ResponseData
from payments_platform_generated.models.post_users_me_phone_verification_code200_response import PostUsersMePhoneVerificationCode200Response as PostUsersMePhoneVerificationCode200Response
from payments_platform_generated.models.post_users_me_phone_verification_code200_response_data import PostUsersMePhoneVerificationCode200ResponseData as PostUsersMePhoneVerificationCode200ResponseData
from payments_platform_generated.models.post_users_me_phone_verify_request import PostUsersMePhoneVerifyRequest as PostUsersMePhoneVerifyRequest
from payments_platform_generated.models.post_v10_apiuser201_response import PostV10Apiuser201Response as PostV10Apiuser201Response
from payments_platform_generated.models.post_v10_apiuser201_response_data import PostV10Apiuser201ResponseData as PostV10Apiuser201ResponseData
from payments_platform_generated.models.post_v10_apiuser_by_api_user_id_apikey201_response import PostV10ApiuserByApiUserIdApikey201Response as PostV10ApiuserByApiUserIdApikey201Response
from payments_platform_generated.models.post_v10_apiuser_by_api_user_id_apikey201_response_data import PostV10ApiuserByApiUserIdApikey201ResponseData as PostV10ApiuserByApiUserIdApikey201ResponseData
from payments_platform_generated.models.post_v10_apiuser_request import PostV10ApiuserRequest as PostV10ApiuserRequest
from payments_platform_generated.models.post_wallets200_response import PostWallets200Response as PostWallets200Response
from payments_platform_generated.models.post_wallets200_response_data import PostWallets200ResponseData as PostWallets200ResponseData
from payments_platform_generated.models.post_wallets200_response_data_balances_inner import PostWallets200ResponseDataBalancesInner as PostWallets200ResponseDataBalancesInner
from payments_platform_generated.models.post_wallets_me_cash_out_request import PostWalletsMeCashOutRequest as PostWalletsMeCashOutRequest
from payments_platform_generated.models.post_wallets_me_fund_in202_response import PostWalletsMeFundIn202Response as PostWalletsMeFundIn202Response
from payments_platform_generated.models.post_wallets_me_fund_in202_response_data import PostWalletsMeFundIn202ResponseData as PostWalletsMeFundIn202ResponseData
from payments_platform_generated.models.post_wallets_me_fund_in_request import PostWalletsMeFundInRequest as PostWalletsMeFundInRequest
from payments_platform_generated.models.post_wallets_me_refund202_response import PostWalletsMeRefund202Response as PostWalletsMeRefund202Response
from payments_platform_generated.models.post_wallets_me_refund202_response_data import PostWalletsMeRefund202ResponseData as PostWalletsMeRefund202ResponseData
from payments_platform_generated.models.post_wallets_me_refund_request import PostWalletsMeRefundRequest as PostWalletsMeRefundRequest
from payments_platform_generated.models.post_wallets_me_transfer200_response import PostWalletsMeTransfer200Response as PostWalletsMeTransfer200Response
from payments_platform_generated.models.post_wallets_me_transfer200_response_data import PostWalletsMeTransfer200ResponseData as PostWalletsMeTransfer200ResponseData
from payments_platform_generated.models.post_wallets_me_transfer_request import PostWalletsMeTransferRequest as PostWalletsMeTransferRequest
from payments_platform_generated.models.put_admin_developer_accounts_by_account_id_plan200_response import PutAdminDeveloperAccountsByAccountIdPlan200Response as PutAdminDeveloperAccountsByAccountIdPlan200Response
from payments_platform_generated.models.put_admin_developer_accounts_by_account_id_plan200_response_data import PutAdminDeveloperAccountsByAccountIdPlan200ResponseData as PutAdminDeveloperAccountsByAccountIdPlan200ResponseData
from payments_platform_generated.models.put_admin_developer_accounts_by_account_id_plan_request import PutAdminDeveloperAccountsByAccountIdPlanRequest as PutAdminDeveloperAccountsByAccountIdPlanRequest
from payments_platform_generated.models.put_admin_exchange_rates_by_currency200_response import PutAdminExchangeRatesByCurrency200Response as PutAdminExchangeRatesByCurrency200Response
from payments_platform_generated.models.put_admin_exchange_rates_by_currency200_response_data import PutAdminExchangeRatesByCurrency200ResponseData as PutAdminExchangeRatesByCurrency200ResponseData
from payments_platform_generated.models.put_admin_exchange_rates_by_currency_request import PutAdminExchangeRatesByCurrencyRequest as PutAdminExchangeRatesByCurrencyRequest
from payments_platform_generated.models.put_admin_kyc_tier200_response import PutAdminKycTier200Response as PutAdminKycTier200Response
from payments_platform_generated.models.put_admin_kyc_tier_request import PutAdminKycTierRequest as PutAdminKycTierRequest
from payments_platform_generated.models.put_merchants_me_webhooks_by_id_request import PutMerchantsMeWebhooksByIdRequest as PutMerchantsMeWebhooksByIdRequest
from payments_platform_generated.models.put_notifications_preferences200_response import PutNotificationsPreferences200Response as PutNotificationsPreferences200Response
from payments_platform_generated.models.put_notifications_preferences200_response_data import PutNotificationsPreferences200ResponseData as PutNotificationsPreferences200ResponseData
from payments_platform_generated.models.put_notifications_preferences_request import PutNotificationsPreferencesRequest as PutNotificationsPreferencesRequest
from payments_platform_generated.models.put_notifications_preferences_request_email import PutNotificationsPreferencesRequestEmail as PutNotificationsPreferencesRequestEmail
from payments_platform_generated.models.put_notifications_preferences_request_sms import PutNotificationsPreferencesRequestSms as PutNotificationsPreferencesRequestSms
from payments_platform_generated.models.put_payment_methods_default_request import PutPaymentMethodsDefaultRequest as PutPaymentMethodsDefaultRequest
from payments_platform_generated.models.put_pos_catalog_by_id_request import PutPosCatalogByIdRequest as PutPosCatalogByIdRequest
from payments_platform_generated.models.put_recipients_by_id_request import PutRecipientsByIdRequest as PutRecipientsByIdRequest
from payments_platform_generated.models.put_users_me_request import PutUsersMeRequest as PutUsersMeRequest

