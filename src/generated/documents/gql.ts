/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ReliabilitySend($input: WalletTransferInput!) {\n    transferToWallet(input: $input) { walletTransfer { id } userErrors { field message code } }\n  }\n": typeof types.ReliabilitySendDocument,
    "\n  query ApolloLinksPage($after: String) { paymentLinks(first: 2, after: $after) { edges { cursor node { id title } } pageInfo { hasNextPage endCursor } } }\n": typeof types.ApolloLinksPageDocument,
    "\n  mutation ApolloCreateLink($i: CreatePaymentLinkInput!) { createPaymentLink(input: $i) { paymentLink { id title } userErrors { field message code } } }\n": typeof types.ApolloCreateLinkDocument,
    "\n  query ApolloPaymentState($id: ID!) { payment(id: $id) { id status refundedAmount { amount } } }\n": typeof types.ApolloPaymentStateDocument,
    "\n  mutation ApolloRefund($id: ID!, $amount: Decimal) {\n    refundPayment(id: $id, amount: $amount) { refund { id status } payment { id status refundedAmount { amount } } userErrors { field message code } }\n  }\n": typeof types.ApolloRefundDocument,
    "\n  query ApolloWalletBalances { wallet { id balances { id walletId currency balance { amount } availableBalance { amount } } } }\n": typeof types.ApolloWalletBalancesDocument,
    "\n  subscription ApolloBalanceChanged { walletBalanceChanged { id currency balance { amount } availableBalance { amount } } }\n": typeof types.ApolloBalanceChangedDocument,
    "\n  query ApolloSandboxClock { sandboxClock { accountId offsetSeconds } }\n": typeof types.ApolloSandboxClockDocument,
    "\n  mutation ApolloAdvanceClock($i: AdvanceSandboxClockInput!) {\n    advanceSandboxClock(input: $i) { sandboxClockAdvance { clock { accountId offsetSeconds } } userErrors { field message code } }\n  }\n": typeof types.ApolloAdvanceClockDocument,
    "\n  mutation Login($i: LoginInput!) { login(input: $i) { tokens { accessToken } userErrors { field message code } } }\n": typeof types.LoginDocument,
    "\n  mutation ForgotPassword($e: String!) { forgotPassword(email: $e) { message } }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation LoginWithTokens($i: LoginInput!) { login(input: $i) { tokens { accessToken refreshToken expiresIn tokenType } userErrors { field message code } } }\n": typeof types.LoginWithTokensDocument,
    "\n  mutation LoginForAccessToken($i: LoginInput!) { login(input: $i) { tokens { accessToken } userErrors { field message code } } }\n": typeof types.LoginForAccessTokenDocument,
    "\n  mutation RefreshSession($t: String!) { refreshSession(refreshToken: $t) { tokens { refreshToken accessToken } userErrors { field message code } } }\n": typeof types.RefreshSessionDocument,
    "\n  mutation LogoutAll { logoutAll { loggedOutAt } }\n": typeof types.LogoutAllDocument,
    "\n  mutation RequestPasswordReset($e: String!) { forgotPassword(email: $e) { message } }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($i: ResetPasswordInput!) { resetPassword(input: $i) { message } }\n": typeof types.ResetPasswordDocument,
    "\n  query SandboxMailbox($to: String) { sandboxMailbox(to: $to) { edges { node { to subject } } pageInfo { hasNextPage } } }\n": typeof types.SandboxMailboxDocument,
    "\n  query DeveloperAccount { developerAccount { id } }\n": typeof types.DeveloperAccountDocument,
    "\n  query SandboxMailboxCursors { sandboxMailbox { edges { cursor } } }\n": typeof types.SandboxMailboxCursorsDocument,
    "\n  mutation SetAccountPlan($i: SetAccountPlanInput!) { setAccountPlan(input: $i) { developerAccount { plan } userErrors { field message code } } }\n": typeof types.SetAccountPlanDocument,
    "\n  mutation PayBill($i: PayBillInput!, $k: String) {\n    payBill(input: $i, idempotencyKey: $k) { billPayment { id status receiptNumber token amount { amount currency } fee { amount } provider { id } } userErrors { field message code } }\n  }\n": typeof types.PayBillDocument,
    "\n  query BillPaymentById($id: ID!) { billPayment(id: $id) { id status receiptNumber failureReason } }\n": typeof types.BillPaymentByIdDocument,
    "\n  query BillPaymentsPage($first: Int, $after: String) { billPayments(first: $first, after: $after) { edges { node { id } } pageInfo { endCursor hasNextPage } } }\n": typeof types.BillPaymentsPageDocument,
    "\n  mutation ScheduleBillPayment($i: ScheduleBillPaymentInput!) {\n    scheduleBillPayment(input: $i) { scheduledBillPayment { id status frequency nextPaymentDate upcomingDates(count: 3) provider { id } amount { amount } } userErrors { field message code } }\n  }\n": typeof types.ScheduleBillPaymentDocument,
    "\n  query ScheduledBillPaymentById($id: ID!) { scheduledBillPayment(id: $id) { id status occurrences { date status reason reference } } }\n": typeof types.ScheduledBillPaymentByIdDocument,
    "\n  query ElectricityProviders($country: String) {\n    billProviders(category: ELECTRICITY, country: $country) {\n      edges {\n        node {\n          id\n          category\n          country\n          minAmount {\n            amount\n            currency\n          }\n          fee {\n            amount\n          }\n          issuesToken\n        }\n      }\n    }\n  }\n": typeof types.ElectricityProvidersDocument,
    "\n  mutation SaveBiller($i: SaveBillerInput!) {\n    saveBiller(input: $i) { savedBiller {\n      id\n      accountNumber\n      nickname\n      provider {\n        id\n        name\n      }\n    } userErrors { field message code } }\n  }\n": typeof types.SaveBillerDocument,
    "\n  mutation DeleteSavedBiller($id: ID!) {\n    deleteSavedBiller(id: $id) { deletedSavedBillerId userErrors { field message code } }\n  }\n": typeof types.DeleteSavedBillerDocument,
    "\n  query SavedBillerPage($first: Int, $after: String) {\n    savedBillers(first: $first, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.SavedBillerPageDocument,
    "\n  mutation SellTooMuch($i: PosSaleInput!, $k: String!) { posSale(input: $i, idempotencyKey: $k) { sale { id } userErrors { field message code } } }\n": typeof types.SellTooMuchDocument,
    "\n  mutation InvoiceTooMuch($i: CreateInvoiceInput!) { createInvoice(input: $i) { invoice { id } userErrors { field message code } } }\n": typeof types.InvoiceTooMuchDocument,
    "\n  mutation TransferToWallet($i: WalletTransferInput!) {\n    transferToWallet(input: $i) { walletTransfer {\n      id\n    } userErrors { field message code } }\n  }\n": typeof types.TransferToWalletDocument,
    "\n  mutation CreateApiUser($i: CreateApiUserInput!) { createApiUser(input: $i) { apiUser { id } userErrors { field message code } } }\n": typeof types.CreateApiUserDocument,
    "\n  mutation SandboxFundWallet($w: String!) { sandboxFundWallet(walletId: $w, amount: \"100\", currency: \"GHS\") { walletBalance { currency } userErrors { field message code } } }\n": typeof types.SandboxFundWalletDocument,
    "\n  query SandboxMailboxBodies { sandboxMailbox { edges { node { body } } } }\n": typeof types.SandboxMailboxBodiesDocument,
    "\n  mutation RotateSubscriptionKey { rotateSubscriptionKey(product: COLLECTION) { key { product active } } }\n": typeof types.RotateSubscriptionKeyDocument,
    "\n  mutation ApplyOverMaximum($i: ApplyForLoanInput!) { applyForLoan(input: $i) { loan { id status } userErrors { field message code } } }\n": typeof types.ApplyOverMaximumDocument,
    "\n  query AccountOverview($currency: Currency!) {\n    developerAccount {\n      rateLimits { perMinute perDay }\n      rateLimitUsage { minute day minuteResetsAt }\n      users(first: 5) {\n        edges { node { user { id email } walletId balances { currency balance { amount } } transactions(currency: $currency, first: 3) { edges { node { kind amount { amount } } } } } }\n        pageInfo { hasNextPage endCursor }\n      }\n      mobileMoneyOperations(first: 5) {\n        edges { node { referenceId product operation status amount } }\n        pageInfo { hasNextPage }\n      }\n    }\n  }\n": typeof types.AccountOverviewDocument,
    "\n  mutation SignUpDeveloper($i: SignUpDeveloperInput!) { signUpDeveloper(input: $i) {\n         subscriptionKey productKeys { collection disbursement remittance }\n         account { id name plan rateLimits { perMinute perDay } owner { email role } subscriptionKeys { product hint value active } }\n         user { id role } tokens { accessToken } } }\n": typeof types.SignUpDeveloperDocument,
    "\n  query ApiUser($id: String!) { apiUser(id: $id) { id } }\n": typeof types.ApiUserDocument,
    "\n  mutation CreateApiUserWithEnvironment($i: CreateApiUserInput!) { createApiUser(input: $i) { apiUser { id targetEnvironment } userErrors { field message code } } }\n": typeof types.CreateApiUserWithEnvironmentDocument,
    "\n  mutation CreateApiUserId($i: CreateApiUserInput!) { createApiUser(input: $i) { apiUser { id } userErrors { field message code } } }\n": typeof types.CreateApiUserIdDocument,
    "\n  mutation CreateApiKey($id: String!) { createApiKey(apiUserId: $id) { apiKey previousKeysExpireAt key { active } } }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation CreateApiAccessToken($id: String!, $k: String!) { createApiAccessToken(product: REMITTANCE, apiUserId: $id, apiKey: $k) { apiAccessToken { tokenType expiresIn } userErrors { field message code } } }\n": typeof types.CreateApiAccessTokenDocument,
    "\n  query ApiUsersWithKeys { developerAccount { apiUsers(first: 50) { edges { node { id apiKeys { active } } } pageInfo { hasNextPage } } } }\n": typeof types.ApiUsersWithKeysDocument,
    "\n  query ApiUsersFirstPage { developerAccount { apiUsers(first: 2) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } }\n": typeof types.ApiUsersFirstPageDocument,
    "\n  query ApiUsersPageAfter($after: String) { developerAccount { apiUsers(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage } } } }\n": typeof types.ApiUsersPageAfterDocument,
    "\n  query ApiUsersPageTooLarge { developerAccount { apiUsers(first: 101) { edges { cursor } } } }\n": typeof types.ApiUsersPageTooLargeDocument,
    "\n  mutation RotateAppSubscriptionKey { rotateSubscriptionKey { subscriptionKey previousKeysExpireAt key { active } } }\n": typeof types.RotateAppSubscriptionKeyDocument,
    "\n  mutation SetAccountPlanWithLimits($i: SetAccountPlanInput!) { setAccountPlan(input: $i) { developerAccount { plan rateLimits { perMinute perDay } } userErrors { field message code } } }\n": typeof types.SetAccountPlanWithLimitsDocument,
    "\n  query Health { health }\n": typeof types.HealthDocument,
    "\n  mutation FileDispute($i: FileDisputeInput!) { fileDispute(input: $i) { dispute { id status priority reason transactionType amount { amount currency } } userErrors { field message code } } }\n": typeof types.FileDisputeDocument,
    "\n  query DisputeById($id: ID!) { dispute(id: $id) { id status resolution comments { authorRole body } } }\n": typeof types.DisputeByIdDocument,
    "\n  query ReceivedDisputes($status: DisputeStatus) {\n    receivedDisputes(status: $status, first: 10) { edges { node { id status evidenceItems { url addedBy } comments { authorRole body } } } }\n  }\n": typeof types.ReceivedDisputesDocument,
    "\n  mutation AddDisputeEvidence($id: ID!, $urls: [String!]!) { addDisputeEvidence(id: $id, urls: $urls) { dispute { evidence evidenceItems { addedBy url } } userErrors { field message code } } }\n": typeof types.AddDisputeEvidenceDocument,
    "\n  mutation ResolveDispute($id: ID!) { resolveDispute(id: $id, outcome: DECLINE, note: \"The merchant proved delivery.\") { dispute { status resolution } userErrors { field message code } } }\n": typeof types.ResolveDisputeDocument,
    "\n  query EventLogPage($after: String, $types: [String!]) {\n    events(first: 2, after: $after, types: $types) {\n      edges { cursor node { id type sequence } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.EventLogPageDocument,
    "\n  query WalletFundIns { walletFundIns { edges { node { status reason phone amount { amount currency } } } } }\n": typeof types.WalletFundInsDocument,
    "\n  mutation CashOutWallet { cashOutWallet(input: { amount: \"30.00\", phone: \"+46733123457\" }) { walletFunding { status } userErrors { field message code } } }\n": typeof types.CashOutWalletDocument,
    "\n  mutation RefundFundIn($id: ID!) { refundFundIn(transactionId: $id) { walletFunding { status phone amount { amount } } userErrors { field message code } } }\n": typeof types.RefundFundInDocument,
    "\n  query ExchangeRate { exchangeRate(from: \"USD\", to: \"GHS\", speed: ECONOMY) { rate fee { amount currency } receiveAmount { amount currency } speed } fxRates { currency perUsd } }\n": typeof types.ExchangeRateDocument,
    "\n  mutation CreateFxQuote { createFxQuote(input: { from: \"EUR\", to: \"GHS\", amount: \"10\" }) { fxQuote { id status price { rate } } userErrors { field message code } } }\n": typeof types.CreateFxQuoteDocument,
    "\n  query FxQuote($id: ID!) { fxQuote(id: $id) { status price { rate } } }\n": typeof types.FxQuoteDocument,
    "\n  query EuroToCediRate { exchangeRate(from: \"EUR\", to: \"GHS\") { rate } }\n": typeof types.EuroToCediRateDocument,
    "\n  mutation SetExchangeRate { setExchangeRate(currency: \"KES\", perUsd: \"131.5\") { announced changePercent } }\n": typeof types.SetExchangeRateDocument,
    "\n  mutation SetCediRateTo20 { setExchangeRate(currency: \"GHS\", perUsd: \"20\") { announced } }\n": typeof types.SetCediRateTo20Document,
    "\n  mutation CreateFxQuoteOnce($i: CreateFxQuoteInput!, $k: String) { createFxQuote(input: $i, idempotencyKey: $k) { fxQuote { id } userErrors { field message code } } }\n": typeof types.CreateFxQuoteOnceDocument,
    "\n  mutation CreateRecipientId($i: CreateRecipientInput!, $k: String) { createRecipient(input: $i, idempotencyKey: $k) { recipient { id } userErrors { field message code } } }\n": typeof types.CreateRecipientIdDocument,
    "\n  mutation PayloadCreateLink($i: CreatePaymentLinkInput!) {\n    createPaymentLink(input: $i) { paymentLink { id title } userErrors { field message code } }\n  }\n": typeof types.PayloadCreateLinkDocument,
    "\n  mutation PayloadDeactivateLink($id: ID!) { deactivatePaymentLink(id: $id) { paymentLink { id status } userErrors { field message code } } }\n": typeof types.PayloadDeactivateLinkDocument,
    "\n  query PayloadLinkCount { paymentLinks(first: 100) { nodes { id } } }\n": typeof types.PayloadLinkCountDocument,
    "\n  mutation GroupedSend($i: WalletTransferInput!) { transferToWallet(input: $i) { walletTransfer { id amount { amount currency } } userErrors { field message code } } }\n": typeof types.GroupedSendDocument,
    "\n  query Available { wallet { balances { currency balance { amount } availableBalance { amount } } } }\n": typeof types.AvailableDocument,
    "\n  query HeldDrift { ledgerReconciliation { clean mismatchedHolds { accountId held pending } } }\n": typeof types.HeldDriftDocument,
    "\n  mutation CreateInvoice($i: CreateInvoiceInput!) { createInvoice(input: $i) { invoice { id invoiceNumber status subtotal { amount currency } items { total { amount } } } userErrors { field message code } } }\n": typeof types.CreateInvoiceDocument,
    "\n  query InvoiceById($id: ID!) { invoice(id: $id) { id status } }\n": typeof types.InvoiceByIdDocument,
    "\n  query KycTiers { kycTiers { level dailyLimit { amount currency } } kycStatus { tier { level } usedToday { amount } } }\n": typeof types.KycTiersDocument,
    "\n  mutation RequestKycUpgrade { requestKycUpgrade(targetTier: 1) { kycUpgradeRequest { status reviewAt } userErrors { field message code } } }\n": typeof types.RequestKycUpgradeDocument,
    "\n  mutation SetKycTier($u: ID!) { setKycTier(userId: $u, tier: 1, reason: \"document expired\") { kycTier { level } userErrors { field message code } } }\n": typeof types.SetKycTierDocument,
    "\n  query LoanById($id: ID!) { loan(id: $id) { id status principalAmount { amount currency } outstanding { total { amount } } schedule { number status principal { amount } interest { amount } lateFee { amount } amountDue { amount } } } }\n": typeof types.LoanByIdDocument,
    "\n  mutation ApplyForLoan($i: ApplyForLoanInput!, $k: String) { applyForLoan(input: $i, idempotencyKey: $k) { loan { id status monthlyPayment { amount } fee { amount } } userErrors { field message code } } }\n": typeof types.ApplyForLoanDocument,
    "\n  mutation RepayLoan($id: ID!, $amount: Decimal!) { repayLoan(id: $id, amount: $amount) { loan { status outstanding { total { amount } } } userErrors { field message code } } }\n": typeof types.RepayLoanDocument,
    "\n  query CreditOverview {\n    creditScore { score grade maxScore factors factorDetails { code points } }\n    creditHistory(first: 5) { edges { node { score } } }\n    loanEligibility { eligible grade products { product { id } eligible maxAmount { amount } reasons } }\n    loanProducts { edges { node { id interestRate minAmount { amount currency } } } }\n  }\n": typeof types.CreditOverviewDocument,
    "\n  query WhoAmI { me { id } }\n": typeof types.WhoAmIDocument,
    "\n  mutation StartMobileMoneyOperation($i: MobileMoneyOperationInput!) { startMobileMoneyOperation(input: $i) { mobileMoneyOperation { referenceId status product operation partyRole partyId amount } userErrors { field message code } } }\n": typeof types.StartMobileMoneyOperationDocument,
    "\n  query MobileMoneyOperation($r: String!) { mobileMoneyOperation(kind: \"disbursement.transfer\", referenceId: $r) { status reason } }\n": typeof types.MobileMoneyOperationDocument,
    "\n  mutation StartMobileMoneyOperationReference($i: MobileMoneyOperationInput!) { startMobileMoneyOperation(input: $i) { mobileMoneyOperation { referenceId } userErrors { field message code } } }\n": typeof types.StartMobileMoneyOperationReferenceDocument,
    "\n  query Trace($id: ID!) {\n    moneyTrace(objectId: $id) {\n      objectId\n      steps { kind entryKind holdId amount { amount } postings { accountKind yours amount { amount currency } balanceAfter { amount } } }\n    }\n  }\n": typeof types.TraceDocument,
    "\n  mutation UpdateNotificationPreferences($i: NotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { notificationPreferences { email { promotions } } userErrors { field message code } } }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  query NotificationPreferences { notificationPreferences { email { promotions } sms { security } updatedAt } }\n": typeof types.NotificationPreferencesDocument,
    "\n  query EmailPromotionsPreference { notificationPreferences { email { promotions } } }\n": typeof types.EmailPromotionsPreferenceDocument,
    "\n  mutation CreatePaymentLink($i: CreatePaymentLinkInput!, $k: String) { createPaymentLink(input: $i, idempotencyKey: $k) { paymentLink { id url status amount { amount currency } } userErrors { field message code } } }\n": typeof types.CreatePaymentLinkDocument,
    "\n  query PaymentLinkById($id: ID!) { paymentLink(id: $id) { id status paymentsCount amountCollected { amount } } }\n": typeof types.PaymentLinkByIdDocument,
    "\n  mutation CreateSetupIntent { createSetupIntent { setupIntent { id clientSecret status } userErrors { field message code } } }\n": typeof types.CreateSetupIntentDocument,
    "\n  mutation ConfirmSetupIntent($id: ID!, $s: String!) { confirmSetupIntent(id: $id, clientSecret: $s, card: { number: \"4000000000009995\", expMonth: 1, expYear: 2031, cvc: \"999\" }) { paymentMethod { id } userErrors { field message code } } }\n": typeof types.ConfirmSetupIntentDocument,
    "\n  mutation ConfirmSetupIntentWithVisa($id: ID!, $s: String!) { confirmSetupIntent(id: $id, clientSecret: $s, card: { number: \"4242424242424242\", expMonth: 1, expYear: 2031, cvc: \"999\" }) { paymentMethod { id brand last4 isDefault } userErrors { field message code } } }\n": typeof types.ConfirmSetupIntentWithVisaDocument,
    "\n  query PaymentMethods { paymentMethods { last4 } }\n": typeof types.PaymentMethodsDocument,
    "\n  mutation DeletePaymentMethod($id: ID!) { deletePaymentMethod(paymentMethodId: $id) { deletedPaymentMethodId userErrors { field message code } } }\n": typeof types.DeletePaymentMethodDocument,
    "\n  query PaymentRequest($id: ID!) { paymentRequest(id: $id) { status transferId } }\n": typeof types.PaymentRequestDocument,
    "\n  mutation CancelPaymentRequest($id: ID!) { cancelPaymentRequest(id: $id) { paymentRequest { status } userErrors { field message code } } }\n": typeof types.CancelPaymentRequestDocument,
    "\n  mutation CreatePaymentRequest($i: CreatePaymentRequestInput!, $k: String) { createPaymentRequest(input: $i, idempotencyKey: $k) { paymentRequest { id status amount { amount currency } } userErrors { field message code } } }\n": typeof types.CreatePaymentRequestDocument,
    "\n  mutation AcceptPaymentRequest($id: ID!, $k: String) { acceptPaymentRequest(id: $id, idempotencyKey: $k) { paymentRequest { status } userErrors { field message code } } }\n": typeof types.AcceptPaymentRequestDocument,
    "\n  query ReceivedPaymentRequests { receivedPaymentRequests(first: 5) { edges { node { id status } } } }\n": typeof types.ReceivedPaymentRequestsDocument,
    "\n  mutation CreatePayrollBatch($i: CreatePayrollBatchInput!) { createPayrollBatch(input: $i) { payrollBatch { id status totalEmployees totalAmount { amount currency } } userErrors { field message code } } }\n": typeof types.CreatePayrollBatchDocument,
    "\n  mutation ProcessPayrollBatch($id: ID!) { processPayrollBatch(id: $id) { payrollBatch { status items { processing } employees(first: 5) { edges { node { reference status } } } } userErrors { field message code } } }\n": typeof types.ProcessPayrollBatchDocument,
    "\n  mutation SaveTemplate($i: CreatePayrollTemplateInput!) { createPayrollTemplate(input: $i) { payrollTemplate { id name employees { name amount { amount currency } } } userErrors { field message code } } }\n": typeof types.SaveTemplateDocument,
    "\n  query Templates { payrollTemplates(first: 5) { edges { node { id } } } }\n": typeof types.TemplatesDocument,
    "\n  query PayrollBatchById($id: ID!) { payrollBatch(id: $id) { id status } }\n": typeof types.PayrollBatchByIdDocument,
    "\n  mutation CorrectItem($b: ID!, $i: ID!, $input: CorrectPayrollItemInput!) { correctPayrollItem(batchId: $b, itemId: $i, input: $input) { item { id name phone status } userErrors { field message code } } }\n": typeof types.CorrectItemDocument,
    "\n  mutation PhoneVerificationFlow {\n    requestPhoneVerification { verification { phone expiresAt resendAfter } userErrors { field message code } }\n  }\n": typeof types.PhoneVerificationFlowDocument,
    "\n  mutation VerifyPhone($code: String!) {\n    verifyPhone(code: $code) { user { id phone phoneVerified } userErrors { field message code } }\n  }\n": typeof types.VerifyPhoneDocument,
    "\n  query SmsOutbox($to: String) {\n    sandboxSms(to: $to, first: 5) { edges { node { to body } } }\n  }\n": typeof types.SmsOutboxDocument,
    "\n  mutation RingUp($i: PosSaleInput!, $k: String!) { posSale(input: $i, idempotencyKey: $k) { sale { id receiptNumber status subtotal { amount currency } items { total { amount } } } userErrors { field message code } } }\n": typeof types.RingUpDocument,
    "\n  mutation PosBackOffice($item: PosCatalogItemInput!) { addPosCatalogItem(input: $item) { posCatalogItem { id status unitPrice { amount } } userErrors { field message code } } }\n": typeof types.PosBackOfficeDocument,
    "\n  mutation PosRefundLines($i: PosRefundInput!) { posRefund(input: $i) { refund { status reason amount { amount } lines { line quantity } } userErrors { field message code } } }\n": typeof types.PosRefundLinesDocument,
    "\n  query PosDay { posDailyReport { timeZone total { sales gross { amount } net { amount } } byMethod { method sales } } sandboxSms(first: 1) { edges { node { to body } } } }\n": typeof types.PosDayDocument,
    "\n  query PosSaleById($id: ID!) { posSale(id: $id) { id status } }\n": typeof types.PosSaleByIdDocument,
    "\n  query RecipientById($id: ID!) {\n    recipient(id: $id) {\n      id\n    }\n  }\n": typeof types.RecipientByIdDocument,
    "\n  mutation CreateRecipient($i: CreateRecipientInput!, $k: String) {\n    createRecipient(input: $i, idempotencyKey: $k) { recipient {\n      id\n      provider\n    } userErrors { field message code } }\n  }\n": typeof types.CreateRecipientDocument,
    "\n  mutation MoveRecipientToAirtelTigo($id: ID!) {\n    updateRecipient(id: $id, input: { provider: \"AIRTELTIGO\" }) { recipient {\n      provider\n    } userErrors { field message code } }\n  }\n": typeof types.MoveRecipientToAirtelTigoDocument,
    "\n  mutation RenameRecipient($id: ID!) {\n    updateRecipient(id: $id, input: { name: \"Stolen\" }) { recipient {\n      id\n    } userErrors { field message code } }\n  }\n": typeof types.RenameRecipientDocument,
    "\n  mutation DeleteRecipient($id: ID!) {\n    deleteRecipient(id: $id) { deletedRecipientId userErrors { field message code } }\n  }\n": typeof types.DeleteRecipientDocument,
    "\n  query RecipientPage($first: Int, $after: String) {\n    recipients(first: $first, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.RecipientPageDocument,
    "\n  query ReferralOverview {\n    referralSummary { code shareUrl totalReferrals completedReferrals totalRewardsEarned { amount currency } rewardCurrency }\n    referrals(first: 10) { edges { node { id status statusReason reward { amount } } } }\n    referralRewards(first: 10) { edges { node { id } } }\n  }\n": typeof types.ReferralOverviewDocument,
    "\n  mutation ResolveAsRefund($id: ID!) { resolveDispute(id: $id, outcome: REFUND, note: \"Refunded in the user's favour.\") { dispute { status resolution } userErrors { field message code } } }\n": typeof types.ResolveAsRefundDocument,
    "\n  mutation RefundFundInOnce($id: ID!) { refundFundIn(transactionId: $id) { walletFunding { status } userErrors { field message code } } }\n": typeof types.RefundFundInOnceDocument,
    "\n  mutation ReverseTransferOnce($id: ID!) { reverseTransfer(id: $id) { transfer { status } userErrors { field message code } } }\n": typeof types.ReverseTransferOnceDocument,
    "\n  mutation RefundPayment($id: ID!, $amount: Decimal) { refundPayment(id: $id, amount: $amount) { refund { id status method amount { amount currency } } userErrors { field message code } } }\n": typeof types.RefundPaymentDocument,
    "\n  mutation RefundPaymentWithPayment($id: ID!, $amount: Decimal) {\n    refundPayment(id: $id, amount: $amount) { refund { id status } payment { id status refundedAmount { amount } } userErrors { field code } }\n  }\n": typeof types.RefundPaymentWithPaymentDocument,
    "\n  query PaymentWithRefunds($id: ID!) { payment(id: $id) { id status refunds { status amount { amount } } } }\n": typeof types.PaymentWithRefundsDocument,
    "\n  query PaymentRefundPage($id: ID!, $after: String) {\n    payment(id: $id) { refundConnection(first: 1, after: $after) { totalCount nodes { amount { amount } method } pageInfo { hasNextPage endCursor } } }\n  }\n": typeof types.PaymentRefundPageDocument,
    "\n  query PaymentRefundState($id: ID!) { payment(id: $id) { status refundedAmount { amount } } }\n": typeof types.PaymentRefundStateDocument,
    "\n  query FilteredPayments($filter: PaymentFilter) { payments(first: 100, filter: $filter) { edges { node { id status method description } } } }\n": typeof types.FilteredPaymentsDocument,
    "\n  query SandboxClock { sandboxClock { accountId now offsetSeconds } }\n": typeof types.SandboxClockDocument,
    "\n  mutation AdvanceSandboxClock($i: AdvanceSandboxClockInput!) { advanceSandboxClock(input: $i) { sandboxClockAdvance { previousNow clock { now offsetSeconds } fired { id type data } } userErrors { field message code } } }\n": typeof types.AdvanceSandboxClockDocument,
    "\n  mutation CreateSavingsPlan($i: CreateSavingsPlanInput!, $k: String) {\n    createSavingsPlan(input: $i, idempotencyKey: $k) { savingsPlan { id status frequency nextDebitDate lastRunDate endedReason timeZone amount { amount currency } upcomingDates(count: 3) } userErrors { field message code } }\n  }\n": typeof types.CreateSavingsPlanDocument,
    "\n  query SavingsPlanById($id: ID!) { savingsPlan(id: $id) { id status nextDebitDate occurrences { date status reason reference } } }\n": typeof types.SavingsPlanByIdDocument,
    "\n  query SavingsGoalById($id: ID!) {\n    savingsGoal(id: $id) {\n      id\n      savedAmount {\n        amount\n      }\n      progress\n      status\n    }\n  }\n": typeof types.SavingsGoalByIdDocument,
    "\n  mutation CreateSavingsGoal($i: CreateSavingsGoalInput!, $k: String) {\n    createSavingsGoal(input: $i, idempotencyKey: $k) { savingsGoal {\n      id\n      targetDate\n      targetAmount {\n        amount\n        currency\n      }\n      status\n    } userErrors { field message code } }\n  }\n": typeof types.CreateSavingsGoalDocument,
    "\n  mutation DepositToSavingsGoal($id: ID!, $amount: Decimal!, $k: String) {\n    depositToSavingsGoal(id: $id, amount: $amount, idempotencyKey: $k) { savingsGoal {\n      savedAmount {\n        amount\n      }\n      progress\n      status\n      completedAt\n    } userErrors { field message code } }\n  }\n": typeof types.DepositToSavingsGoalDocument,
    "\n  mutation WithdrawFromSavingsGoal($id: ID!, $amount: Decimal!) {\n    withdrawFromSavingsGoal(id: $id, amount: $amount) { savingsGoal {\n      savedAmount {\n        amount\n      }\n    } userErrors { field message code } }\n  }\n": typeof types.WithdrawFromSavingsGoalDocument,
    "\n  mutation CloseSavingsGoal($id: ID!) {\n    closeSavingsGoal(id: $id) { savingsGoal {\n      status\n    } userErrors { field message code } }\n  }\n": typeof types.CloseSavingsGoalDocument,
    "\n  query SavingsGoalPage($first: Int, $after: String) {\n    savingsGoals(first: $first, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.SavingsGoalPageDocument,
    "\n  mutation LogoutEverywhere { logoutAll { loggedOutAt } }\n": typeof types.LogoutEverywhereDocument,
    "\n  query Me { me { id } }\n": typeof types.MeDocument,
    "\n  mutation ReverseTransfer($id: ID!) { reverseTransfer(id: $id) { transfer { status } userErrors { field message code } } }\n": typeof types.ReverseTransferDocument,
    "\n  mutation CreateTransfer($i: CreateTransferInput!) { createTransfer(input: $i) { transfer { id status fee { amount currency } receiveAmount { amount } speedTier } userErrors { field message code } } }\n": typeof types.CreateTransferDocument,
    "\n  query Transfer($id: ID!) { transfer(id: $id) { status events { status } } transfers(first: 5) { edges { node { id } } } }\n": typeof types.TransferDocument,
    "\n  query Wallet { wallet { id balances { currency balance { amount currency } } } }\n": typeof types.WalletDocument,
    "\n  mutation CreateWallet { createWallet { wallet { id } userErrors { field message code } } }\n": typeof types.CreateWalletDocument,
    "\n  mutation AddWalletAccount { addWalletAccount(currency: \"EUR\") { walletBalance { currency } userErrors { field message code } } }\n": typeof types.AddWalletAccountDocument,
    "\n  mutation RemoveWalletAccount { removeWalletAccount(currency: \"EUR\") { removedCurrency userErrors { field message code } } }\n": typeof types.RemoveWalletAccountDocument,
    "\n  query CediTransactionsFirstPage { wallet { transactions(currency: \"GHS\", first: 2) { edges { node { direction amount { amount } } } pageInfo { hasNextPage } } } }\n": typeof types.CediTransactionsFirstPageDocument,
    "\n  query LedgerReconciliation { ledgerReconciliation { clean mismatchedAccounts { accountId cachedBalance postedBalance } } }\n": typeof types.LedgerReconciliationDocument,
    "\n  mutation SandboxFundQuarterCedi($w: String!) { sandboxFundWallet(walletId: $w, amount: \"0.25\", currency: \"GHS\") { walletBalance { balance { amount } } userErrors { field message code } } }\n": typeof types.SandboxFundQuarterCediDocument,
    "\n  query WebhookEndpoints { webhookEndpoints(first: 50) { edges { node { id status events } } } }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation RegisterWebhook($i: RegisterWebhookInput!) { registerWebhook(input: $i) { webhookEndpoint { id status } secret userErrors { field message code } } }\n": typeof types.RegisterWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) { deletedWebhookEndpointId userErrors { field message code } } }\n": typeof types.DeleteWebhookDocument,
    "\n  mutation EnableWebhook($id: ID!) { enableWebhook(id: $id) { webhookEndpoint { status } userErrors { field message code } } }\n": typeof types.EnableWebhookDocument,
    "\n  mutation SendWebhookTest($id: ID!) { sendWebhookTest(id: $id, badSignature: true) { webhookDelivery { id kind } userErrors { field message code } } }\n": typeof types.SendWebhookTestDocument,
    "\n  mutation SendMisSignedWebhookTest($id: ID!) { sendWebhookTest(id: $id, badSignature: true) { webhookDelivery { id } userErrors { field message code } } }\n": typeof types.SendMisSignedWebhookTestDocument,
    "\n  query WebhookDelivery($id: ID!) { webhookDelivery(id: $id) { status attempts attemptLog { statusCode note } } }\n": typeof types.WebhookDeliveryDocument,
};
const documents: Documents = {
    "\n  mutation ReliabilitySend($input: WalletTransferInput!) {\n    transferToWallet(input: $input) { walletTransfer { id } userErrors { field message code } }\n  }\n": types.ReliabilitySendDocument,
    "\n  query ApolloLinksPage($after: String) { paymentLinks(first: 2, after: $after) { edges { cursor node { id title } } pageInfo { hasNextPage endCursor } } }\n": types.ApolloLinksPageDocument,
    "\n  mutation ApolloCreateLink($i: CreatePaymentLinkInput!) { createPaymentLink(input: $i) { paymentLink { id title } userErrors { field message code } } }\n": types.ApolloCreateLinkDocument,
    "\n  query ApolloPaymentState($id: ID!) { payment(id: $id) { id status refundedAmount { amount } } }\n": types.ApolloPaymentStateDocument,
    "\n  mutation ApolloRefund($id: ID!, $amount: Decimal) {\n    refundPayment(id: $id, amount: $amount) { refund { id status } payment { id status refundedAmount { amount } } userErrors { field message code } }\n  }\n": types.ApolloRefundDocument,
    "\n  query ApolloWalletBalances { wallet { id balances { id walletId currency balance { amount } availableBalance { amount } } } }\n": types.ApolloWalletBalancesDocument,
    "\n  subscription ApolloBalanceChanged { walletBalanceChanged { id currency balance { amount } availableBalance { amount } } }\n": types.ApolloBalanceChangedDocument,
    "\n  query ApolloSandboxClock { sandboxClock { accountId offsetSeconds } }\n": types.ApolloSandboxClockDocument,
    "\n  mutation ApolloAdvanceClock($i: AdvanceSandboxClockInput!) {\n    advanceSandboxClock(input: $i) { sandboxClockAdvance { clock { accountId offsetSeconds } } userErrors { field message code } }\n  }\n": types.ApolloAdvanceClockDocument,
    "\n  mutation Login($i: LoginInput!) { login(input: $i) { tokens { accessToken } userErrors { field message code } } }\n": types.LoginDocument,
    "\n  mutation ForgotPassword($e: String!) { forgotPassword(email: $e) { message } }\n": types.ForgotPasswordDocument,
    "\n  mutation LoginWithTokens($i: LoginInput!) { login(input: $i) { tokens { accessToken refreshToken expiresIn tokenType } userErrors { field message code } } }\n": types.LoginWithTokensDocument,
    "\n  mutation LoginForAccessToken($i: LoginInput!) { login(input: $i) { tokens { accessToken } userErrors { field message code } } }\n": types.LoginForAccessTokenDocument,
    "\n  mutation RefreshSession($t: String!) { refreshSession(refreshToken: $t) { tokens { refreshToken accessToken } userErrors { field message code } } }\n": types.RefreshSessionDocument,
    "\n  mutation LogoutAll { logoutAll { loggedOutAt } }\n": types.LogoutAllDocument,
    "\n  mutation RequestPasswordReset($e: String!) { forgotPassword(email: $e) { message } }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($i: ResetPasswordInput!) { resetPassword(input: $i) { message } }\n": types.ResetPasswordDocument,
    "\n  query SandboxMailbox($to: String) { sandboxMailbox(to: $to) { edges { node { to subject } } pageInfo { hasNextPage } } }\n": types.SandboxMailboxDocument,
    "\n  query DeveloperAccount { developerAccount { id } }\n": types.DeveloperAccountDocument,
    "\n  query SandboxMailboxCursors { sandboxMailbox { edges { cursor } } }\n": types.SandboxMailboxCursorsDocument,
    "\n  mutation SetAccountPlan($i: SetAccountPlanInput!) { setAccountPlan(input: $i) { developerAccount { plan } userErrors { field message code } } }\n": types.SetAccountPlanDocument,
    "\n  mutation PayBill($i: PayBillInput!, $k: String) {\n    payBill(input: $i, idempotencyKey: $k) { billPayment { id status receiptNumber token amount { amount currency } fee { amount } provider { id } } userErrors { field message code } }\n  }\n": types.PayBillDocument,
    "\n  query BillPaymentById($id: ID!) { billPayment(id: $id) { id status receiptNumber failureReason } }\n": types.BillPaymentByIdDocument,
    "\n  query BillPaymentsPage($first: Int, $after: String) { billPayments(first: $first, after: $after) { edges { node { id } } pageInfo { endCursor hasNextPage } } }\n": types.BillPaymentsPageDocument,
    "\n  mutation ScheduleBillPayment($i: ScheduleBillPaymentInput!) {\n    scheduleBillPayment(input: $i) { scheduledBillPayment { id status frequency nextPaymentDate upcomingDates(count: 3) provider { id } amount { amount } } userErrors { field message code } }\n  }\n": types.ScheduleBillPaymentDocument,
    "\n  query ScheduledBillPaymentById($id: ID!) { scheduledBillPayment(id: $id) { id status occurrences { date status reason reference } } }\n": types.ScheduledBillPaymentByIdDocument,
    "\n  query ElectricityProviders($country: String) {\n    billProviders(category: ELECTRICITY, country: $country) {\n      edges {\n        node {\n          id\n          category\n          country\n          minAmount {\n            amount\n            currency\n          }\n          fee {\n            amount\n          }\n          issuesToken\n        }\n      }\n    }\n  }\n": types.ElectricityProvidersDocument,
    "\n  mutation SaveBiller($i: SaveBillerInput!) {\n    saveBiller(input: $i) { savedBiller {\n      id\n      accountNumber\n      nickname\n      provider {\n        id\n        name\n      }\n    } userErrors { field message code } }\n  }\n": types.SaveBillerDocument,
    "\n  mutation DeleteSavedBiller($id: ID!) {\n    deleteSavedBiller(id: $id) { deletedSavedBillerId userErrors { field message code } }\n  }\n": types.DeleteSavedBillerDocument,
    "\n  query SavedBillerPage($first: Int, $after: String) {\n    savedBillers(first: $first, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.SavedBillerPageDocument,
    "\n  mutation SellTooMuch($i: PosSaleInput!, $k: String!) { posSale(input: $i, idempotencyKey: $k) { sale { id } userErrors { field message code } } }\n": types.SellTooMuchDocument,
    "\n  mutation InvoiceTooMuch($i: CreateInvoiceInput!) { createInvoice(input: $i) { invoice { id } userErrors { field message code } } }\n": types.InvoiceTooMuchDocument,
    "\n  mutation TransferToWallet($i: WalletTransferInput!) {\n    transferToWallet(input: $i) { walletTransfer {\n      id\n    } userErrors { field message code } }\n  }\n": types.TransferToWalletDocument,
    "\n  mutation CreateApiUser($i: CreateApiUserInput!) { createApiUser(input: $i) { apiUser { id } userErrors { field message code } } }\n": types.CreateApiUserDocument,
    "\n  mutation SandboxFundWallet($w: String!) { sandboxFundWallet(walletId: $w, amount: \"100\", currency: \"GHS\") { walletBalance { currency } userErrors { field message code } } }\n": types.SandboxFundWalletDocument,
    "\n  query SandboxMailboxBodies { sandboxMailbox { edges { node { body } } } }\n": types.SandboxMailboxBodiesDocument,
    "\n  mutation RotateSubscriptionKey { rotateSubscriptionKey(product: COLLECTION) { key { product active } } }\n": types.RotateSubscriptionKeyDocument,
    "\n  mutation ApplyOverMaximum($i: ApplyForLoanInput!) { applyForLoan(input: $i) { loan { id status } userErrors { field message code } } }\n": types.ApplyOverMaximumDocument,
    "\n  query AccountOverview($currency: Currency!) {\n    developerAccount {\n      rateLimits { perMinute perDay }\n      rateLimitUsage { minute day minuteResetsAt }\n      users(first: 5) {\n        edges { node { user { id email } walletId balances { currency balance { amount } } transactions(currency: $currency, first: 3) { edges { node { kind amount { amount } } } } } }\n        pageInfo { hasNextPage endCursor }\n      }\n      mobileMoneyOperations(first: 5) {\n        edges { node { referenceId product operation status amount } }\n        pageInfo { hasNextPage }\n      }\n    }\n  }\n": types.AccountOverviewDocument,
    "\n  mutation SignUpDeveloper($i: SignUpDeveloperInput!) { signUpDeveloper(input: $i) {\n         subscriptionKey productKeys { collection disbursement remittance }\n         account { id name plan rateLimits { perMinute perDay } owner { email role } subscriptionKeys { product hint value active } }\n         user { id role } tokens { accessToken } } }\n": types.SignUpDeveloperDocument,
    "\n  query ApiUser($id: String!) { apiUser(id: $id) { id } }\n": types.ApiUserDocument,
    "\n  mutation CreateApiUserWithEnvironment($i: CreateApiUserInput!) { createApiUser(input: $i) { apiUser { id targetEnvironment } userErrors { field message code } } }\n": types.CreateApiUserWithEnvironmentDocument,
    "\n  mutation CreateApiUserId($i: CreateApiUserInput!) { createApiUser(input: $i) { apiUser { id } userErrors { field message code } } }\n": types.CreateApiUserIdDocument,
    "\n  mutation CreateApiKey($id: String!) { createApiKey(apiUserId: $id) { apiKey previousKeysExpireAt key { active } } }\n": types.CreateApiKeyDocument,
    "\n  mutation CreateApiAccessToken($id: String!, $k: String!) { createApiAccessToken(product: REMITTANCE, apiUserId: $id, apiKey: $k) { apiAccessToken { tokenType expiresIn } userErrors { field message code } } }\n": types.CreateApiAccessTokenDocument,
    "\n  query ApiUsersWithKeys { developerAccount { apiUsers(first: 50) { edges { node { id apiKeys { active } } } pageInfo { hasNextPage } } } }\n": types.ApiUsersWithKeysDocument,
    "\n  query ApiUsersFirstPage { developerAccount { apiUsers(first: 2) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } }\n": types.ApiUsersFirstPageDocument,
    "\n  query ApiUsersPageAfter($after: String) { developerAccount { apiUsers(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage } } } }\n": types.ApiUsersPageAfterDocument,
    "\n  query ApiUsersPageTooLarge { developerAccount { apiUsers(first: 101) { edges { cursor } } } }\n": types.ApiUsersPageTooLargeDocument,
    "\n  mutation RotateAppSubscriptionKey { rotateSubscriptionKey { subscriptionKey previousKeysExpireAt key { active } } }\n": types.RotateAppSubscriptionKeyDocument,
    "\n  mutation SetAccountPlanWithLimits($i: SetAccountPlanInput!) { setAccountPlan(input: $i) { developerAccount { plan rateLimits { perMinute perDay } } userErrors { field message code } } }\n": types.SetAccountPlanWithLimitsDocument,
    "\n  query Health { health }\n": types.HealthDocument,
    "\n  mutation FileDispute($i: FileDisputeInput!) { fileDispute(input: $i) { dispute { id status priority reason transactionType amount { amount currency } } userErrors { field message code } } }\n": types.FileDisputeDocument,
    "\n  query DisputeById($id: ID!) { dispute(id: $id) { id status resolution comments { authorRole body } } }\n": types.DisputeByIdDocument,
    "\n  query ReceivedDisputes($status: DisputeStatus) {\n    receivedDisputes(status: $status, first: 10) { edges { node { id status evidenceItems { url addedBy } comments { authorRole body } } } }\n  }\n": types.ReceivedDisputesDocument,
    "\n  mutation AddDisputeEvidence($id: ID!, $urls: [String!]!) { addDisputeEvidence(id: $id, urls: $urls) { dispute { evidence evidenceItems { addedBy url } } userErrors { field message code } } }\n": types.AddDisputeEvidenceDocument,
    "\n  mutation ResolveDispute($id: ID!) { resolveDispute(id: $id, outcome: DECLINE, note: \"The merchant proved delivery.\") { dispute { status resolution } userErrors { field message code } } }\n": types.ResolveDisputeDocument,
    "\n  query EventLogPage($after: String, $types: [String!]) {\n    events(first: 2, after: $after, types: $types) {\n      edges { cursor node { id type sequence } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.EventLogPageDocument,
    "\n  query WalletFundIns { walletFundIns { edges { node { status reason phone amount { amount currency } } } } }\n": types.WalletFundInsDocument,
    "\n  mutation CashOutWallet { cashOutWallet(input: { amount: \"30.00\", phone: \"+46733123457\" }) { walletFunding { status } userErrors { field message code } } }\n": types.CashOutWalletDocument,
    "\n  mutation RefundFundIn($id: ID!) { refundFundIn(transactionId: $id) { walletFunding { status phone amount { amount } } userErrors { field message code } } }\n": types.RefundFundInDocument,
    "\n  query ExchangeRate { exchangeRate(from: \"USD\", to: \"GHS\", speed: ECONOMY) { rate fee { amount currency } receiveAmount { amount currency } speed } fxRates { currency perUsd } }\n": types.ExchangeRateDocument,
    "\n  mutation CreateFxQuote { createFxQuote(input: { from: \"EUR\", to: \"GHS\", amount: \"10\" }) { fxQuote { id status price { rate } } userErrors { field message code } } }\n": types.CreateFxQuoteDocument,
    "\n  query FxQuote($id: ID!) { fxQuote(id: $id) { status price { rate } } }\n": types.FxQuoteDocument,
    "\n  query EuroToCediRate { exchangeRate(from: \"EUR\", to: \"GHS\") { rate } }\n": types.EuroToCediRateDocument,
    "\n  mutation SetExchangeRate { setExchangeRate(currency: \"KES\", perUsd: \"131.5\") { announced changePercent } }\n": types.SetExchangeRateDocument,
    "\n  mutation SetCediRateTo20 { setExchangeRate(currency: \"GHS\", perUsd: \"20\") { announced } }\n": types.SetCediRateTo20Document,
    "\n  mutation CreateFxQuoteOnce($i: CreateFxQuoteInput!, $k: String) { createFxQuote(input: $i, idempotencyKey: $k) { fxQuote { id } userErrors { field message code } } }\n": types.CreateFxQuoteOnceDocument,
    "\n  mutation CreateRecipientId($i: CreateRecipientInput!, $k: String) { createRecipient(input: $i, idempotencyKey: $k) { recipient { id } userErrors { field message code } } }\n": types.CreateRecipientIdDocument,
    "\n  mutation PayloadCreateLink($i: CreatePaymentLinkInput!) {\n    createPaymentLink(input: $i) { paymentLink { id title } userErrors { field message code } }\n  }\n": types.PayloadCreateLinkDocument,
    "\n  mutation PayloadDeactivateLink($id: ID!) { deactivatePaymentLink(id: $id) { paymentLink { id status } userErrors { field message code } } }\n": types.PayloadDeactivateLinkDocument,
    "\n  query PayloadLinkCount { paymentLinks(first: 100) { nodes { id } } }\n": types.PayloadLinkCountDocument,
    "\n  mutation GroupedSend($i: WalletTransferInput!) { transferToWallet(input: $i) { walletTransfer { id amount { amount currency } } userErrors { field message code } } }\n": types.GroupedSendDocument,
    "\n  query Available { wallet { balances { currency balance { amount } availableBalance { amount } } } }\n": types.AvailableDocument,
    "\n  query HeldDrift { ledgerReconciliation { clean mismatchedHolds { accountId held pending } } }\n": types.HeldDriftDocument,
    "\n  mutation CreateInvoice($i: CreateInvoiceInput!) { createInvoice(input: $i) { invoice { id invoiceNumber status subtotal { amount currency } items { total { amount } } } userErrors { field message code } } }\n": types.CreateInvoiceDocument,
    "\n  query InvoiceById($id: ID!) { invoice(id: $id) { id status } }\n": types.InvoiceByIdDocument,
    "\n  query KycTiers { kycTiers { level dailyLimit { amount currency } } kycStatus { tier { level } usedToday { amount } } }\n": types.KycTiersDocument,
    "\n  mutation RequestKycUpgrade { requestKycUpgrade(targetTier: 1) { kycUpgradeRequest { status reviewAt } userErrors { field message code } } }\n": types.RequestKycUpgradeDocument,
    "\n  mutation SetKycTier($u: ID!) { setKycTier(userId: $u, tier: 1, reason: \"document expired\") { kycTier { level } userErrors { field message code } } }\n": types.SetKycTierDocument,
    "\n  query LoanById($id: ID!) { loan(id: $id) { id status principalAmount { amount currency } outstanding { total { amount } } schedule { number status principal { amount } interest { amount } lateFee { amount } amountDue { amount } } } }\n": types.LoanByIdDocument,
    "\n  mutation ApplyForLoan($i: ApplyForLoanInput!, $k: String) { applyForLoan(input: $i, idempotencyKey: $k) { loan { id status monthlyPayment { amount } fee { amount } } userErrors { field message code } } }\n": types.ApplyForLoanDocument,
    "\n  mutation RepayLoan($id: ID!, $amount: Decimal!) { repayLoan(id: $id, amount: $amount) { loan { status outstanding { total { amount } } } userErrors { field message code } } }\n": types.RepayLoanDocument,
    "\n  query CreditOverview {\n    creditScore { score grade maxScore factors factorDetails { code points } }\n    creditHistory(first: 5) { edges { node { score } } }\n    loanEligibility { eligible grade products { product { id } eligible maxAmount { amount } reasons } }\n    loanProducts { edges { node { id interestRate minAmount { amount currency } } } }\n  }\n": types.CreditOverviewDocument,
    "\n  query WhoAmI { me { id } }\n": types.WhoAmIDocument,
    "\n  mutation StartMobileMoneyOperation($i: MobileMoneyOperationInput!) { startMobileMoneyOperation(input: $i) { mobileMoneyOperation { referenceId status product operation partyRole partyId amount } userErrors { field message code } } }\n": types.StartMobileMoneyOperationDocument,
    "\n  query MobileMoneyOperation($r: String!) { mobileMoneyOperation(kind: \"disbursement.transfer\", referenceId: $r) { status reason } }\n": types.MobileMoneyOperationDocument,
    "\n  mutation StartMobileMoneyOperationReference($i: MobileMoneyOperationInput!) { startMobileMoneyOperation(input: $i) { mobileMoneyOperation { referenceId } userErrors { field message code } } }\n": types.StartMobileMoneyOperationReferenceDocument,
    "\n  query Trace($id: ID!) {\n    moneyTrace(objectId: $id) {\n      objectId\n      steps { kind entryKind holdId amount { amount } postings { accountKind yours amount { amount currency } balanceAfter { amount } } }\n    }\n  }\n": types.TraceDocument,
    "\n  mutation UpdateNotificationPreferences($i: NotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { notificationPreferences { email { promotions } } userErrors { field message code } } }\n": types.UpdateNotificationPreferencesDocument,
    "\n  query NotificationPreferences { notificationPreferences { email { promotions } sms { security } updatedAt } }\n": types.NotificationPreferencesDocument,
    "\n  query EmailPromotionsPreference { notificationPreferences { email { promotions } } }\n": types.EmailPromotionsPreferenceDocument,
    "\n  mutation CreatePaymentLink($i: CreatePaymentLinkInput!, $k: String) { createPaymentLink(input: $i, idempotencyKey: $k) { paymentLink { id url status amount { amount currency } } userErrors { field message code } } }\n": types.CreatePaymentLinkDocument,
    "\n  query PaymentLinkById($id: ID!) { paymentLink(id: $id) { id status paymentsCount amountCollected { amount } } }\n": types.PaymentLinkByIdDocument,
    "\n  mutation CreateSetupIntent { createSetupIntent { setupIntent { id clientSecret status } userErrors { field message code } } }\n": types.CreateSetupIntentDocument,
    "\n  mutation ConfirmSetupIntent($id: ID!, $s: String!) { confirmSetupIntent(id: $id, clientSecret: $s, card: { number: \"4000000000009995\", expMonth: 1, expYear: 2031, cvc: \"999\" }) { paymentMethod { id } userErrors { field message code } } }\n": types.ConfirmSetupIntentDocument,
    "\n  mutation ConfirmSetupIntentWithVisa($id: ID!, $s: String!) { confirmSetupIntent(id: $id, clientSecret: $s, card: { number: \"4242424242424242\", expMonth: 1, expYear: 2031, cvc: \"999\" }) { paymentMethod { id brand last4 isDefault } userErrors { field message code } } }\n": types.ConfirmSetupIntentWithVisaDocument,
    "\n  query PaymentMethods { paymentMethods { last4 } }\n": types.PaymentMethodsDocument,
    "\n  mutation DeletePaymentMethod($id: ID!) { deletePaymentMethod(paymentMethodId: $id) { deletedPaymentMethodId userErrors { field message code } } }\n": types.DeletePaymentMethodDocument,
    "\n  query PaymentRequest($id: ID!) { paymentRequest(id: $id) { status transferId } }\n": types.PaymentRequestDocument,
    "\n  mutation CancelPaymentRequest($id: ID!) { cancelPaymentRequest(id: $id) { paymentRequest { status } userErrors { field message code } } }\n": types.CancelPaymentRequestDocument,
    "\n  mutation CreatePaymentRequest($i: CreatePaymentRequestInput!, $k: String) { createPaymentRequest(input: $i, idempotencyKey: $k) { paymentRequest { id status amount { amount currency } } userErrors { field message code } } }\n": types.CreatePaymentRequestDocument,
    "\n  mutation AcceptPaymentRequest($id: ID!, $k: String) { acceptPaymentRequest(id: $id, idempotencyKey: $k) { paymentRequest { status } userErrors { field message code } } }\n": types.AcceptPaymentRequestDocument,
    "\n  query ReceivedPaymentRequests { receivedPaymentRequests(first: 5) { edges { node { id status } } } }\n": types.ReceivedPaymentRequestsDocument,
    "\n  mutation CreatePayrollBatch($i: CreatePayrollBatchInput!) { createPayrollBatch(input: $i) { payrollBatch { id status totalEmployees totalAmount { amount currency } } userErrors { field message code } } }\n": types.CreatePayrollBatchDocument,
    "\n  mutation ProcessPayrollBatch($id: ID!) { processPayrollBatch(id: $id) { payrollBatch { status items { processing } employees(first: 5) { edges { node { reference status } } } } userErrors { field message code } } }\n": types.ProcessPayrollBatchDocument,
    "\n  mutation SaveTemplate($i: CreatePayrollTemplateInput!) { createPayrollTemplate(input: $i) { payrollTemplate { id name employees { name amount { amount currency } } } userErrors { field message code } } }\n": types.SaveTemplateDocument,
    "\n  query Templates { payrollTemplates(first: 5) { edges { node { id } } } }\n": types.TemplatesDocument,
    "\n  query PayrollBatchById($id: ID!) { payrollBatch(id: $id) { id status } }\n": types.PayrollBatchByIdDocument,
    "\n  mutation CorrectItem($b: ID!, $i: ID!, $input: CorrectPayrollItemInput!) { correctPayrollItem(batchId: $b, itemId: $i, input: $input) { item { id name phone status } userErrors { field message code } } }\n": types.CorrectItemDocument,
    "\n  mutation PhoneVerificationFlow {\n    requestPhoneVerification { verification { phone expiresAt resendAfter } userErrors { field message code } }\n  }\n": types.PhoneVerificationFlowDocument,
    "\n  mutation VerifyPhone($code: String!) {\n    verifyPhone(code: $code) { user { id phone phoneVerified } userErrors { field message code } }\n  }\n": types.VerifyPhoneDocument,
    "\n  query SmsOutbox($to: String) {\n    sandboxSms(to: $to, first: 5) { edges { node { to body } } }\n  }\n": types.SmsOutboxDocument,
    "\n  mutation RingUp($i: PosSaleInput!, $k: String!) { posSale(input: $i, idempotencyKey: $k) { sale { id receiptNumber status subtotal { amount currency } items { total { amount } } } userErrors { field message code } } }\n": types.RingUpDocument,
    "\n  mutation PosBackOffice($item: PosCatalogItemInput!) { addPosCatalogItem(input: $item) { posCatalogItem { id status unitPrice { amount } } userErrors { field message code } } }\n": types.PosBackOfficeDocument,
    "\n  mutation PosRefundLines($i: PosRefundInput!) { posRefund(input: $i) { refund { status reason amount { amount } lines { line quantity } } userErrors { field message code } } }\n": types.PosRefundLinesDocument,
    "\n  query PosDay { posDailyReport { timeZone total { sales gross { amount } net { amount } } byMethod { method sales } } sandboxSms(first: 1) { edges { node { to body } } } }\n": types.PosDayDocument,
    "\n  query PosSaleById($id: ID!) { posSale(id: $id) { id status } }\n": types.PosSaleByIdDocument,
    "\n  query RecipientById($id: ID!) {\n    recipient(id: $id) {\n      id\n    }\n  }\n": types.RecipientByIdDocument,
    "\n  mutation CreateRecipient($i: CreateRecipientInput!, $k: String) {\n    createRecipient(input: $i, idempotencyKey: $k) { recipient {\n      id\n      provider\n    } userErrors { field message code } }\n  }\n": types.CreateRecipientDocument,
    "\n  mutation MoveRecipientToAirtelTigo($id: ID!) {\n    updateRecipient(id: $id, input: { provider: \"AIRTELTIGO\" }) { recipient {\n      provider\n    } userErrors { field message code } }\n  }\n": types.MoveRecipientToAirtelTigoDocument,
    "\n  mutation RenameRecipient($id: ID!) {\n    updateRecipient(id: $id, input: { name: \"Stolen\" }) { recipient {\n      id\n    } userErrors { field message code } }\n  }\n": types.RenameRecipientDocument,
    "\n  mutation DeleteRecipient($id: ID!) {\n    deleteRecipient(id: $id) { deletedRecipientId userErrors { field message code } }\n  }\n": types.DeleteRecipientDocument,
    "\n  query RecipientPage($first: Int, $after: String) {\n    recipients(first: $first, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.RecipientPageDocument,
    "\n  query ReferralOverview {\n    referralSummary { code shareUrl totalReferrals completedReferrals totalRewardsEarned { amount currency } rewardCurrency }\n    referrals(first: 10) { edges { node { id status statusReason reward { amount } } } }\n    referralRewards(first: 10) { edges { node { id } } }\n  }\n": types.ReferralOverviewDocument,
    "\n  mutation ResolveAsRefund($id: ID!) { resolveDispute(id: $id, outcome: REFUND, note: \"Refunded in the user's favour.\") { dispute { status resolution } userErrors { field message code } } }\n": types.ResolveAsRefundDocument,
    "\n  mutation RefundFundInOnce($id: ID!) { refundFundIn(transactionId: $id) { walletFunding { status } userErrors { field message code } } }\n": types.RefundFundInOnceDocument,
    "\n  mutation ReverseTransferOnce($id: ID!) { reverseTransfer(id: $id) { transfer { status } userErrors { field message code } } }\n": types.ReverseTransferOnceDocument,
    "\n  mutation RefundPayment($id: ID!, $amount: Decimal) { refundPayment(id: $id, amount: $amount) { refund { id status method amount { amount currency } } userErrors { field message code } } }\n": types.RefundPaymentDocument,
    "\n  mutation RefundPaymentWithPayment($id: ID!, $amount: Decimal) {\n    refundPayment(id: $id, amount: $amount) { refund { id status } payment { id status refundedAmount { amount } } userErrors { field code } }\n  }\n": types.RefundPaymentWithPaymentDocument,
    "\n  query PaymentWithRefunds($id: ID!) { payment(id: $id) { id status refunds { status amount { amount } } } }\n": types.PaymentWithRefundsDocument,
    "\n  query PaymentRefundPage($id: ID!, $after: String) {\n    payment(id: $id) { refundConnection(first: 1, after: $after) { totalCount nodes { amount { amount } method } pageInfo { hasNextPage endCursor } } }\n  }\n": types.PaymentRefundPageDocument,
    "\n  query PaymentRefundState($id: ID!) { payment(id: $id) { status refundedAmount { amount } } }\n": types.PaymentRefundStateDocument,
    "\n  query FilteredPayments($filter: PaymentFilter) { payments(first: 100, filter: $filter) { edges { node { id status method description } } } }\n": types.FilteredPaymentsDocument,
    "\n  query SandboxClock { sandboxClock { accountId now offsetSeconds } }\n": types.SandboxClockDocument,
    "\n  mutation AdvanceSandboxClock($i: AdvanceSandboxClockInput!) { advanceSandboxClock(input: $i) { sandboxClockAdvance { previousNow clock { now offsetSeconds } fired { id type data } } userErrors { field message code } } }\n": types.AdvanceSandboxClockDocument,
    "\n  mutation CreateSavingsPlan($i: CreateSavingsPlanInput!, $k: String) {\n    createSavingsPlan(input: $i, idempotencyKey: $k) { savingsPlan { id status frequency nextDebitDate lastRunDate endedReason timeZone amount { amount currency } upcomingDates(count: 3) } userErrors { field message code } }\n  }\n": types.CreateSavingsPlanDocument,
    "\n  query SavingsPlanById($id: ID!) { savingsPlan(id: $id) { id status nextDebitDate occurrences { date status reason reference } } }\n": types.SavingsPlanByIdDocument,
    "\n  query SavingsGoalById($id: ID!) {\n    savingsGoal(id: $id) {\n      id\n      savedAmount {\n        amount\n      }\n      progress\n      status\n    }\n  }\n": types.SavingsGoalByIdDocument,
    "\n  mutation CreateSavingsGoal($i: CreateSavingsGoalInput!, $k: String) {\n    createSavingsGoal(input: $i, idempotencyKey: $k) { savingsGoal {\n      id\n      targetDate\n      targetAmount {\n        amount\n        currency\n      }\n      status\n    } userErrors { field message code } }\n  }\n": types.CreateSavingsGoalDocument,
    "\n  mutation DepositToSavingsGoal($id: ID!, $amount: Decimal!, $k: String) {\n    depositToSavingsGoal(id: $id, amount: $amount, idempotencyKey: $k) { savingsGoal {\n      savedAmount {\n        amount\n      }\n      progress\n      status\n      completedAt\n    } userErrors { field message code } }\n  }\n": types.DepositToSavingsGoalDocument,
    "\n  mutation WithdrawFromSavingsGoal($id: ID!, $amount: Decimal!) {\n    withdrawFromSavingsGoal(id: $id, amount: $amount) { savingsGoal {\n      savedAmount {\n        amount\n      }\n    } userErrors { field message code } }\n  }\n": types.WithdrawFromSavingsGoalDocument,
    "\n  mutation CloseSavingsGoal($id: ID!) {\n    closeSavingsGoal(id: $id) { savingsGoal {\n      status\n    } userErrors { field message code } }\n  }\n": types.CloseSavingsGoalDocument,
    "\n  query SavingsGoalPage($first: Int, $after: String) {\n    savingsGoals(first: $first, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.SavingsGoalPageDocument,
    "\n  mutation LogoutEverywhere { logoutAll { loggedOutAt } }\n": types.LogoutEverywhereDocument,
    "\n  query Me { me { id } }\n": types.MeDocument,
    "\n  mutation ReverseTransfer($id: ID!) { reverseTransfer(id: $id) { transfer { status } userErrors { field message code } } }\n": types.ReverseTransferDocument,
    "\n  mutation CreateTransfer($i: CreateTransferInput!) { createTransfer(input: $i) { transfer { id status fee { amount currency } receiveAmount { amount } speedTier } userErrors { field message code } } }\n": types.CreateTransferDocument,
    "\n  query Transfer($id: ID!) { transfer(id: $id) { status events { status } } transfers(first: 5) { edges { node { id } } } }\n": types.TransferDocument,
    "\n  query Wallet { wallet { id balances { currency balance { amount currency } } } }\n": types.WalletDocument,
    "\n  mutation CreateWallet { createWallet { wallet { id } userErrors { field message code } } }\n": types.CreateWalletDocument,
    "\n  mutation AddWalletAccount { addWalletAccount(currency: \"EUR\") { walletBalance { currency } userErrors { field message code } } }\n": types.AddWalletAccountDocument,
    "\n  mutation RemoveWalletAccount { removeWalletAccount(currency: \"EUR\") { removedCurrency userErrors { field message code } } }\n": types.RemoveWalletAccountDocument,
    "\n  query CediTransactionsFirstPage { wallet { transactions(currency: \"GHS\", first: 2) { edges { node { direction amount { amount } } } pageInfo { hasNextPage } } } }\n": types.CediTransactionsFirstPageDocument,
    "\n  query LedgerReconciliation { ledgerReconciliation { clean mismatchedAccounts { accountId cachedBalance postedBalance } } }\n": types.LedgerReconciliationDocument,
    "\n  mutation SandboxFundQuarterCedi($w: String!) { sandboxFundWallet(walletId: $w, amount: \"0.25\", currency: \"GHS\") { walletBalance { balance { amount } } userErrors { field message code } } }\n": types.SandboxFundQuarterCediDocument,
    "\n  query WebhookEndpoints { webhookEndpoints(first: 50) { edges { node { id status events } } } }\n": types.WebhookEndpointsDocument,
    "\n  mutation RegisterWebhook($i: RegisterWebhookInput!) { registerWebhook(input: $i) { webhookEndpoint { id status } secret userErrors { field message code } } }\n": types.RegisterWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) { deletedWebhookEndpointId userErrors { field message code } } }\n": types.DeleteWebhookDocument,
    "\n  mutation EnableWebhook($id: ID!) { enableWebhook(id: $id) { webhookEndpoint { status } userErrors { field message code } } }\n": types.EnableWebhookDocument,
    "\n  mutation SendWebhookTest($id: ID!) { sendWebhookTest(id: $id, badSignature: true) { webhookDelivery { id kind } userErrors { field message code } } }\n": types.SendWebhookTestDocument,
    "\n  mutation SendMisSignedWebhookTest($id: ID!) { sendWebhookTest(id: $id, badSignature: true) { webhookDelivery { id } userErrors { field message code } } }\n": types.SendMisSignedWebhookTestDocument,
    "\n  query WebhookDelivery($id: ID!) { webhookDelivery(id: $id) { status attempts attemptLog { statusCode note } } }\n": types.WebhookDeliveryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReliabilitySend($input: WalletTransferInput!) {\n    transferToWallet(input: $input) { walletTransfer { id } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').ReliabilitySendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApolloLinksPage($after: String) { paymentLinks(first: 2, after: $after) { edges { cursor node { id title } } pageInfo { hasNextPage endCursor } } }\n"): typeof import('./graphql.js').ApolloLinksPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApolloCreateLink($i: CreatePaymentLinkInput!) { createPaymentLink(input: $i) { paymentLink { id title } userErrors { field message code } } }\n"): typeof import('./graphql.js').ApolloCreateLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApolloPaymentState($id: ID!) { payment(id: $id) { id status refundedAmount { amount } } }\n"): typeof import('./graphql.js').ApolloPaymentStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApolloRefund($id: ID!, $amount: Decimal) {\n    refundPayment(id: $id, amount: $amount) { refund { id status } payment { id status refundedAmount { amount } } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').ApolloRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApolloWalletBalances { wallet { id balances { id walletId currency balance { amount } availableBalance { amount } } } }\n"): typeof import('./graphql.js').ApolloWalletBalancesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ApolloBalanceChanged { walletBalanceChanged { id currency balance { amount } availableBalance { amount } } }\n"): typeof import('./graphql.js').ApolloBalanceChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApolloSandboxClock { sandboxClock { accountId offsetSeconds } }\n"): typeof import('./graphql.js').ApolloSandboxClockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApolloAdvanceClock($i: AdvanceSandboxClockInput!) {\n    advanceSandboxClock(input: $i) { sandboxClockAdvance { clock { accountId offsetSeconds } } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').ApolloAdvanceClockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($i: LoginInput!) { login(input: $i) { tokens { accessToken } userErrors { field message code } } }\n"): typeof import('./graphql.js').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($e: String!) { forgotPassword(email: $e) { message } }\n"): typeof import('./graphql.js').ForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithTokens($i: LoginInput!) { login(input: $i) { tokens { accessToken refreshToken expiresIn tokenType } userErrors { field message code } } }\n"): typeof import('./graphql.js').LoginWithTokensDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginForAccessToken($i: LoginInput!) { login(input: $i) { tokens { accessToken } userErrors { field message code } } }\n"): typeof import('./graphql.js').LoginForAccessTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($t: String!) { refreshSession(refreshToken: $t) { tokens { refreshToken accessToken } userErrors { field message code } } }\n"): typeof import('./graphql.js').RefreshSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutAll { logoutAll { loggedOutAt } }\n"): typeof import('./graphql.js').LogoutAllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($e: String!) { forgotPassword(email: $e) { message } }\n"): typeof import('./graphql.js').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($i: ResetPasswordInput!) { resetPassword(input: $i) { message } }\n"): typeof import('./graphql.js').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxMailbox($to: String) { sandboxMailbox(to: $to) { edges { node { to subject } } pageInfo { hasNextPage } } }\n"): typeof import('./graphql.js').SandboxMailboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeveloperAccount { developerAccount { id } }\n"): typeof import('./graphql.js').DeveloperAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxMailboxCursors { sandboxMailbox { edges { cursor } } }\n"): typeof import('./graphql.js').SandboxMailboxCursorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAccountPlan($i: SetAccountPlanInput!) { setAccountPlan(input: $i) { developerAccount { plan } userErrors { field message code } } }\n"): typeof import('./graphql.js').SetAccountPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayBill($i: PayBillInput!, $k: String) {\n    payBill(input: $i, idempotencyKey: $k) { billPayment { id status receiptNumber token amount { amount currency } fee { amount } provider { id } } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').PayBillDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillPaymentById($id: ID!) { billPayment(id: $id) { id status receiptNumber failureReason } }\n"): typeof import('./graphql.js').BillPaymentByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillPaymentsPage($first: Int, $after: String) { billPayments(first: $first, after: $after) { edges { node { id } } pageInfo { endCursor hasNextPage } } }\n"): typeof import('./graphql.js').BillPaymentsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleBillPayment($i: ScheduleBillPaymentInput!) {\n    scheduleBillPayment(input: $i) { scheduledBillPayment { id status frequency nextPaymentDate upcomingDates(count: 3) provider { id } amount { amount } } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').ScheduleBillPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduledBillPaymentById($id: ID!) { scheduledBillPayment(id: $id) { id status occurrences { date status reason reference } } }\n"): typeof import('./graphql.js').ScheduledBillPaymentByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ElectricityProviders($country: String) {\n    billProviders(category: ELECTRICITY, country: $country) {\n      edges {\n        node {\n          id\n          category\n          country\n          minAmount {\n            amount\n            currency\n          }\n          fee {\n            amount\n          }\n          issuesToken\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').ElectricityProvidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBiller($i: SaveBillerInput!) {\n    saveBiller(input: $i) { savedBiller {\n      id\n      accountNumber\n      nickname\n      provider {\n        id\n        name\n      }\n    } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').SaveBillerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedBiller($id: ID!) {\n    deleteSavedBiller(id: $id) { deletedSavedBillerId userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').DeleteSavedBillerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedBillerPage($first: Int, $after: String) {\n    savedBillers(first: $first, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql.js').SavedBillerPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SellTooMuch($i: PosSaleInput!, $k: String!) { posSale(input: $i, idempotencyKey: $k) { sale { id } userErrors { field message code } } }\n"): typeof import('./graphql.js').SellTooMuchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvoiceTooMuch($i: CreateInvoiceInput!) { createInvoice(input: $i) { invoice { id } userErrors { field message code } } }\n"): typeof import('./graphql.js').InvoiceTooMuchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferToWallet($i: WalletTransferInput!) {\n    transferToWallet(input: $i) { walletTransfer {\n      id\n    } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').TransferToWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiUser($i: CreateApiUserInput!) { createApiUser(input: $i) { apiUser { id } userErrors { field message code } } }\n"): typeof import('./graphql.js').CreateApiUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SandboxFundWallet($w: String!) { sandboxFundWallet(walletId: $w, amount: \"100\", currency: \"GHS\") { walletBalance { currency } userErrors { field message code } } }\n"): typeof import('./graphql.js').SandboxFundWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxMailboxBodies { sandboxMailbox { edges { node { body } } } }\n"): typeof import('./graphql.js').SandboxMailboxBodiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateSubscriptionKey { rotateSubscriptionKey(product: COLLECTION) { key { product active } } }\n"): typeof import('./graphql.js').RotateSubscriptionKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyOverMaximum($i: ApplyForLoanInput!) { applyForLoan(input: $i) { loan { id status } userErrors { field message code } } }\n"): typeof import('./graphql.js').ApplyOverMaximumDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOverview($currency: Currency!) {\n    developerAccount {\n      rateLimits { perMinute perDay }\n      rateLimitUsage { minute day minuteResetsAt }\n      users(first: 5) {\n        edges { node { user { id email } walletId balances { currency balance { amount } } transactions(currency: $currency, first: 3) { edges { node { kind amount { amount } } } } } }\n        pageInfo { hasNextPage endCursor }\n      }\n      mobileMoneyOperations(first: 5) {\n        edges { node { referenceId product operation status amount } }\n        pageInfo { hasNextPage }\n      }\n    }\n  }\n"): typeof import('./graphql.js').AccountOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpDeveloper($i: SignUpDeveloperInput!) { signUpDeveloper(input: $i) {\n         subscriptionKey productKeys { collection disbursement remittance }\n         account { id name plan rateLimits { perMinute perDay } owner { email role } subscriptionKeys { product hint value active } }\n         user { id role } tokens { accessToken } } }\n"): typeof import('./graphql.js').SignUpDeveloperDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiUser($id: String!) { apiUser(id: $id) { id } }\n"): typeof import('./graphql.js').ApiUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiUserWithEnvironment($i: CreateApiUserInput!) { createApiUser(input: $i) { apiUser { id targetEnvironment } userErrors { field message code } } }\n"): typeof import('./graphql.js').CreateApiUserWithEnvironmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiUserId($i: CreateApiUserInput!) { createApiUser(input: $i) { apiUser { id } userErrors { field message code } } }\n"): typeof import('./graphql.js').CreateApiUserIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($id: String!) { createApiKey(apiUserId: $id) { apiKey previousKeysExpireAt key { active } } }\n"): typeof import('./graphql.js').CreateApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiAccessToken($id: String!, $k: String!) { createApiAccessToken(product: REMITTANCE, apiUserId: $id, apiKey: $k) { apiAccessToken { tokenType expiresIn } userErrors { field message code } } }\n"): typeof import('./graphql.js').CreateApiAccessTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiUsersWithKeys { developerAccount { apiUsers(first: 50) { edges { node { id apiKeys { active } } } pageInfo { hasNextPage } } } }\n"): typeof import('./graphql.js').ApiUsersWithKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiUsersFirstPage { developerAccount { apiUsers(first: 2) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } }\n"): typeof import('./graphql.js').ApiUsersFirstPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiUsersPageAfter($after: String) { developerAccount { apiUsers(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage } } } }\n"): typeof import('./graphql.js').ApiUsersPageAfterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiUsersPageTooLarge { developerAccount { apiUsers(first: 101) { edges { cursor } } } }\n"): typeof import('./graphql.js').ApiUsersPageTooLargeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateAppSubscriptionKey { rotateSubscriptionKey { subscriptionKey previousKeysExpireAt key { active } } }\n"): typeof import('./graphql.js').RotateAppSubscriptionKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAccountPlanWithLimits($i: SetAccountPlanInput!) { setAccountPlan(input: $i) { developerAccount { plan rateLimits { perMinute perDay } } userErrors { field message code } } }\n"): typeof import('./graphql.js').SetAccountPlanWithLimitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Health { health }\n"): typeof import('./graphql.js').HealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FileDispute($i: FileDisputeInput!) { fileDispute(input: $i) { dispute { id status priority reason transactionType amount { amount currency } } userErrors { field message code } } }\n"): typeof import('./graphql.js').FileDisputeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DisputeById($id: ID!) { dispute(id: $id) { id status resolution comments { authorRole body } } }\n"): typeof import('./graphql.js').DisputeByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceivedDisputes($status: DisputeStatus) {\n    receivedDisputes(status: $status, first: 10) { edges { node { id status evidenceItems { url addedBy } comments { authorRole body } } } }\n  }\n"): typeof import('./graphql.js').ReceivedDisputesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDisputeEvidence($id: ID!, $urls: [String!]!) { addDisputeEvidence(id: $id, urls: $urls) { dispute { evidence evidenceItems { addedBy url } } userErrors { field message code } } }\n"): typeof import('./graphql.js').AddDisputeEvidenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveDispute($id: ID!) { resolveDispute(id: $id, outcome: DECLINE, note: \"The merchant proved delivery.\") { dispute { status resolution } userErrors { field message code } } }\n"): typeof import('./graphql.js').ResolveDisputeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventLogPage($after: String, $types: [String!]) {\n    events(first: 2, after: $after, types: $types) {\n      edges { cursor node { id type sequence } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): typeof import('./graphql.js').EventLogPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletFundIns { walletFundIns { edges { node { status reason phone amount { amount currency } } } } }\n"): typeof import('./graphql.js').WalletFundInsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CashOutWallet { cashOutWallet(input: { amount: \"30.00\", phone: \"+46733123457\" }) { walletFunding { status } userErrors { field message code } } }\n"): typeof import('./graphql.js').CashOutWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundFundIn($id: ID!) { refundFundIn(transactionId: $id) { walletFunding { status phone amount { amount } } userErrors { field message code } } }\n"): typeof import('./graphql.js').RefundFundInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExchangeRate { exchangeRate(from: \"USD\", to: \"GHS\", speed: ECONOMY) { rate fee { amount currency } receiveAmount { amount currency } speed } fxRates { currency perUsd } }\n"): typeof import('./graphql.js').ExchangeRateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFxQuote { createFxQuote(input: { from: \"EUR\", to: \"GHS\", amount: \"10\" }) { fxQuote { id status price { rate } } userErrors { field message code } } }\n"): typeof import('./graphql.js').CreateFxQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FxQuote($id: ID!) { fxQuote(id: $id) { status price { rate } } }\n"): typeof import('./graphql.js').FxQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EuroToCediRate { exchangeRate(from: \"EUR\", to: \"GHS\") { rate } }\n"): typeof import('./graphql.js').EuroToCediRateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetExchangeRate { setExchangeRate(currency: \"KES\", perUsd: \"131.5\") { announced changePercent } }\n"): typeof import('./graphql.js').SetExchangeRateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCediRateTo20 { setExchangeRate(currency: \"GHS\", perUsd: \"20\") { announced } }\n"): typeof import('./graphql.js').SetCediRateTo20Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFxQuoteOnce($i: CreateFxQuoteInput!, $k: String) { createFxQuote(input: $i, idempotencyKey: $k) { fxQuote { id } userErrors { field message code } } }\n"): typeof import('./graphql.js').CreateFxQuoteOnceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecipientId($i: CreateRecipientInput!, $k: String) { createRecipient(input: $i, idempotencyKey: $k) { recipient { id } userErrors { field message code } } }\n"): typeof import('./graphql.js').CreateRecipientIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayloadCreateLink($i: CreatePaymentLinkInput!) {\n    createPaymentLink(input: $i) { paymentLink { id title } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').PayloadCreateLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayloadDeactivateLink($id: ID!) { deactivatePaymentLink(id: $id) { paymentLink { id status } userErrors { field message code } } }\n"): typeof import('./graphql.js').PayloadDeactivateLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayloadLinkCount { paymentLinks(first: 100) { nodes { id } } }\n"): typeof import('./graphql.js').PayloadLinkCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupedSend($i: WalletTransferInput!) { transferToWallet(input: $i) { walletTransfer { id amount { amount currency } } userErrors { field message code } } }\n"): typeof import('./graphql.js').GroupedSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Available { wallet { balances { currency balance { amount } availableBalance { amount } } } }\n"): typeof import('./graphql.js').AvailableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeldDrift { ledgerReconciliation { clean mismatchedHolds { accountId held pending } } }\n"): typeof import('./graphql.js').HeldDriftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInvoice($i: CreateInvoiceInput!) { createInvoice(input: $i) { invoice { id invoiceNumber status subtotal { amount currency } items { total { amount } } } userErrors { field message code } } }\n"): typeof import('./graphql.js').CreateInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceById($id: ID!) { invoice(id: $id) { id status } }\n"): typeof import('./graphql.js').InvoiceByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KycTiers { kycTiers { level dailyLimit { amount currency } } kycStatus { tier { level } usedToday { amount } } }\n"): typeof import('./graphql.js').KycTiersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestKycUpgrade { requestKycUpgrade(targetTier: 1) { kycUpgradeRequest { status reviewAt } userErrors { field message code } } }\n"): typeof import('./graphql.js').RequestKycUpgradeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetKycTier($u: ID!) { setKycTier(userId: $u, tier: 1, reason: \"document expired\") { kycTier { level } userErrors { field message code } } }\n"): typeof import('./graphql.js').SetKycTierDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoanById($id: ID!) { loan(id: $id) { id status principalAmount { amount currency } outstanding { total { amount } } schedule { number status principal { amount } interest { amount } lateFee { amount } amountDue { amount } } } }\n"): typeof import('./graphql.js').LoanByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyForLoan($i: ApplyForLoanInput!, $k: String) { applyForLoan(input: $i, idempotencyKey: $k) { loan { id status monthlyPayment { amount } fee { amount } } userErrors { field message code } } }\n"): typeof import('./graphql.js').ApplyForLoanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepayLoan($id: ID!, $amount: Decimal!) { repayLoan(id: $id, amount: $amount) { loan { status outstanding { total { amount } } } userErrors { field message code } } }\n"): typeof import('./graphql.js').RepayLoanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditOverview {\n    creditScore { score grade maxScore factors factorDetails { code points } }\n    creditHistory(first: 5) { edges { node { score } } }\n    loanEligibility { eligible grade products { product { id } eligible maxAmount { amount } reasons } }\n    loanProducts { edges { node { id interestRate minAmount { amount currency } } } }\n  }\n"): typeof import('./graphql.js').CreditOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhoAmI { me { id } }\n"): typeof import('./graphql.js').WhoAmIDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartMobileMoneyOperation($i: MobileMoneyOperationInput!) { startMobileMoneyOperation(input: $i) { mobileMoneyOperation { referenceId status product operation partyRole partyId amount } userErrors { field message code } } }\n"): typeof import('./graphql.js').StartMobileMoneyOperationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MobileMoneyOperation($r: String!) { mobileMoneyOperation(kind: \"disbursement.transfer\", referenceId: $r) { status reason } }\n"): typeof import('./graphql.js').MobileMoneyOperationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartMobileMoneyOperationReference($i: MobileMoneyOperationInput!) { startMobileMoneyOperation(input: $i) { mobileMoneyOperation { referenceId } userErrors { field message code } } }\n"): typeof import('./graphql.js').StartMobileMoneyOperationReferenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trace($id: ID!) {\n    moneyTrace(objectId: $id) {\n      objectId\n      steps { kind entryKind holdId amount { amount } postings { accountKind yours amount { amount currency } balanceAfter { amount } } }\n    }\n  }\n"): typeof import('./graphql.js').TraceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($i: NotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { notificationPreferences { email { promotions } } userErrors { field message code } } }\n"): typeof import('./graphql.js').UpdateNotificationPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences { notificationPreferences { email { promotions } sms { security } updatedAt } }\n"): typeof import('./graphql.js').NotificationPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailPromotionsPreference { notificationPreferences { email { promotions } } }\n"): typeof import('./graphql.js').EmailPromotionsPreferenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentLink($i: CreatePaymentLinkInput!, $k: String) { createPaymentLink(input: $i, idempotencyKey: $k) { paymentLink { id url status amount { amount currency } } userErrors { field message code } } }\n"): typeof import('./graphql.js').CreatePaymentLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentLinkById($id: ID!) { paymentLink(id: $id) { id status paymentsCount amountCollected { amount } } }\n"): typeof import('./graphql.js').PaymentLinkByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSetupIntent { createSetupIntent { setupIntent { id clientSecret status } userErrors { field message code } } }\n"): typeof import('./graphql.js').CreateSetupIntentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSetupIntent($id: ID!, $s: String!) { confirmSetupIntent(id: $id, clientSecret: $s, card: { number: \"4000000000009995\", expMonth: 1, expYear: 2031, cvc: \"999\" }) { paymentMethod { id } userErrors { field message code } } }\n"): typeof import('./graphql.js').ConfirmSetupIntentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSetupIntentWithVisa($id: ID!, $s: String!) { confirmSetupIntent(id: $id, clientSecret: $s, card: { number: \"4242424242424242\", expMonth: 1, expYear: 2031, cvc: \"999\" }) { paymentMethod { id brand last4 isDefault } userErrors { field message code } } }\n"): typeof import('./graphql.js').ConfirmSetupIntentWithVisaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMethods { paymentMethods { last4 } }\n"): typeof import('./graphql.js').PaymentMethodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePaymentMethod($id: ID!) { deletePaymentMethod(paymentMethodId: $id) { deletedPaymentMethodId userErrors { field message code } } }\n"): typeof import('./graphql.js').DeletePaymentMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentRequest($id: ID!) { paymentRequest(id: $id) { status transferId } }\n"): typeof import('./graphql.js').PaymentRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPaymentRequest($id: ID!) { cancelPaymentRequest(id: $id) { paymentRequest { status } userErrors { field message code } } }\n"): typeof import('./graphql.js').CancelPaymentRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentRequest($i: CreatePaymentRequestInput!, $k: String) { createPaymentRequest(input: $i, idempotencyKey: $k) { paymentRequest { id status amount { amount currency } } userErrors { field message code } } }\n"): typeof import('./graphql.js').CreatePaymentRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptPaymentRequest($id: ID!, $k: String) { acceptPaymentRequest(id: $id, idempotencyKey: $k) { paymentRequest { status } userErrors { field message code } } }\n"): typeof import('./graphql.js').AcceptPaymentRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceivedPaymentRequests { receivedPaymentRequests(first: 5) { edges { node { id status } } } }\n"): typeof import('./graphql.js').ReceivedPaymentRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePayrollBatch($i: CreatePayrollBatchInput!) { createPayrollBatch(input: $i) { payrollBatch { id status totalEmployees totalAmount { amount currency } } userErrors { field message code } } }\n"): typeof import('./graphql.js').CreatePayrollBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessPayrollBatch($id: ID!) { processPayrollBatch(id: $id) { payrollBatch { status items { processing } employees(first: 5) { edges { node { reference status } } } } userErrors { field message code } } }\n"): typeof import('./graphql.js').ProcessPayrollBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTemplate($i: CreatePayrollTemplateInput!) { createPayrollTemplate(input: $i) { payrollTemplate { id name employees { name amount { amount currency } } } userErrors { field message code } } }\n"): typeof import('./graphql.js').SaveTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Templates { payrollTemplates(first: 5) { edges { node { id } } } }\n"): typeof import('./graphql.js').TemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayrollBatchById($id: ID!) { payrollBatch(id: $id) { id status } }\n"): typeof import('./graphql.js').PayrollBatchByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CorrectItem($b: ID!, $i: ID!, $input: CorrectPayrollItemInput!) { correctPayrollItem(batchId: $b, itemId: $i, input: $input) { item { id name phone status } userErrors { field message code } } }\n"): typeof import('./graphql.js').CorrectItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PhoneVerificationFlow {\n    requestPhoneVerification { verification { phone expiresAt resendAfter } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').PhoneVerificationFlowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPhone($code: String!) {\n    verifyPhone(code: $code) { user { id phone phoneVerified } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').VerifyPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SmsOutbox($to: String) {\n    sandboxSms(to: $to, first: 5) { edges { node { to body } } }\n  }\n"): typeof import('./graphql.js').SmsOutboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RingUp($i: PosSaleInput!, $k: String!) { posSale(input: $i, idempotencyKey: $k) { sale { id receiptNumber status subtotal { amount currency } items { total { amount } } } userErrors { field message code } } }\n"): typeof import('./graphql.js').RingUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PosBackOffice($item: PosCatalogItemInput!) { addPosCatalogItem(input: $item) { posCatalogItem { id status unitPrice { amount } } userErrors { field message code } } }\n"): typeof import('./graphql.js').PosBackOfficeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PosRefundLines($i: PosRefundInput!) { posRefund(input: $i) { refund { status reason amount { amount } lines { line quantity } } userErrors { field message code } } }\n"): typeof import('./graphql.js').PosRefundLinesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosDay { posDailyReport { timeZone total { sales gross { amount } net { amount } } byMethod { method sales } } sandboxSms(first: 1) { edges { node { to body } } } }\n"): typeof import('./graphql.js').PosDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosSaleById($id: ID!) { posSale(id: $id) { id status } }\n"): typeof import('./graphql.js').PosSaleByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipientById($id: ID!) {\n    recipient(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').RecipientByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecipient($i: CreateRecipientInput!, $k: String) {\n    createRecipient(input: $i, idempotencyKey: $k) { recipient {\n      id\n      provider\n    } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').CreateRecipientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveRecipientToAirtelTigo($id: ID!) {\n    updateRecipient(id: $id, input: { provider: \"AIRTELTIGO\" }) { recipient {\n      provider\n    } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').MoveRecipientToAirtelTigoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameRecipient($id: ID!) {\n    updateRecipient(id: $id, input: { name: \"Stolen\" }) { recipient {\n      id\n    } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').RenameRecipientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRecipient($id: ID!) {\n    deleteRecipient(id: $id) { deletedRecipientId userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').DeleteRecipientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipientPage($first: Int, $after: String) {\n    recipients(first: $first, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql.js').RecipientPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralOverview {\n    referralSummary { code shareUrl totalReferrals completedReferrals totalRewardsEarned { amount currency } rewardCurrency }\n    referrals(first: 10) { edges { node { id status statusReason reward { amount } } } }\n    referralRewards(first: 10) { edges { node { id } } }\n  }\n"): typeof import('./graphql.js').ReferralOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveAsRefund($id: ID!) { resolveDispute(id: $id, outcome: REFUND, note: \"Refunded in the user's favour.\") { dispute { status resolution } userErrors { field message code } } }\n"): typeof import('./graphql.js').ResolveAsRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundFundInOnce($id: ID!) { refundFundIn(transactionId: $id) { walletFunding { status } userErrors { field message code } } }\n"): typeof import('./graphql.js').RefundFundInOnceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReverseTransferOnce($id: ID!) { reverseTransfer(id: $id) { transfer { status } userErrors { field message code } } }\n"): typeof import('./graphql.js').ReverseTransferOnceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundPayment($id: ID!, $amount: Decimal) { refundPayment(id: $id, amount: $amount) { refund { id status method amount { amount currency } } userErrors { field message code } } }\n"): typeof import('./graphql.js').RefundPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundPaymentWithPayment($id: ID!, $amount: Decimal) {\n    refundPayment(id: $id, amount: $amount) { refund { id status } payment { id status refundedAmount { amount } } userErrors { field code } }\n  }\n"): typeof import('./graphql.js').RefundPaymentWithPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentWithRefunds($id: ID!) { payment(id: $id) { id status refunds { status amount { amount } } } }\n"): typeof import('./graphql.js').PaymentWithRefundsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentRefundPage($id: ID!, $after: String) {\n    payment(id: $id) { refundConnection(first: 1, after: $after) { totalCount nodes { amount { amount } method } pageInfo { hasNextPage endCursor } } }\n  }\n"): typeof import('./graphql.js').PaymentRefundPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentRefundState($id: ID!) { payment(id: $id) { status refundedAmount { amount } } }\n"): typeof import('./graphql.js').PaymentRefundStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilteredPayments($filter: PaymentFilter) { payments(first: 100, filter: $filter) { edges { node { id status method description } } } }\n"): typeof import('./graphql.js').FilteredPaymentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxClock { sandboxClock { accountId now offsetSeconds } }\n"): typeof import('./graphql.js').SandboxClockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdvanceSandboxClock($i: AdvanceSandboxClockInput!) { advanceSandboxClock(input: $i) { sandboxClockAdvance { previousNow clock { now offsetSeconds } fired { id type data } } userErrors { field message code } } }\n"): typeof import('./graphql.js').AdvanceSandboxClockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSavingsPlan($i: CreateSavingsPlanInput!, $k: String) {\n    createSavingsPlan(input: $i, idempotencyKey: $k) { savingsPlan { id status frequency nextDebitDate lastRunDate endedReason timeZone amount { amount currency } upcomingDates(count: 3) } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').CreateSavingsPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavingsPlanById($id: ID!) { savingsPlan(id: $id) { id status nextDebitDate occurrences { date status reason reference } } }\n"): typeof import('./graphql.js').SavingsPlanByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavingsGoalById($id: ID!) {\n    savingsGoal(id: $id) {\n      id\n      savedAmount {\n        amount\n      }\n      progress\n      status\n    }\n  }\n"): typeof import('./graphql.js').SavingsGoalByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSavingsGoal($i: CreateSavingsGoalInput!, $k: String) {\n    createSavingsGoal(input: $i, idempotencyKey: $k) { savingsGoal {\n      id\n      targetDate\n      targetAmount {\n        amount\n        currency\n      }\n      status\n    } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').CreateSavingsGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DepositToSavingsGoal($id: ID!, $amount: Decimal!, $k: String) {\n    depositToSavingsGoal(id: $id, amount: $amount, idempotencyKey: $k) { savingsGoal {\n      savedAmount {\n        amount\n      }\n      progress\n      status\n      completedAt\n    } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').DepositToSavingsGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawFromSavingsGoal($id: ID!, $amount: Decimal!) {\n    withdrawFromSavingsGoal(id: $id, amount: $amount) { savingsGoal {\n      savedAmount {\n        amount\n      }\n    } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').WithdrawFromSavingsGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseSavingsGoal($id: ID!) {\n    closeSavingsGoal(id: $id) { savingsGoal {\n      status\n    } userErrors { field message code } }\n  }\n"): typeof import('./graphql.js').CloseSavingsGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavingsGoalPage($first: Int, $after: String) {\n    savingsGoals(first: $first, after: $after) {\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql.js').SavingsGoalPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutEverywhere { logoutAll { loggedOutAt } }\n"): typeof import('./graphql.js').LogoutEverywhereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me { me { id } }\n"): typeof import('./graphql.js').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReverseTransfer($id: ID!) { reverseTransfer(id: $id) { transfer { status } userErrors { field message code } } }\n"): typeof import('./graphql.js').ReverseTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTransfer($i: CreateTransferInput!) { createTransfer(input: $i) { transfer { id status fee { amount currency } receiveAmount { amount } speedTier } userErrors { field message code } } }\n"): typeof import('./graphql.js').CreateTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transfer($id: ID!) { transfer(id: $id) { status events { status } } transfers(first: 5) { edges { node { id } } } }\n"): typeof import('./graphql.js').TransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Wallet { wallet { id balances { currency balance { amount currency } } } }\n"): typeof import('./graphql.js').WalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWallet { createWallet { wallet { id } userErrors { field message code } } }\n"): typeof import('./graphql.js').CreateWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWalletAccount { addWalletAccount(currency: \"EUR\") { walletBalance { currency } userErrors { field message code } } }\n"): typeof import('./graphql.js').AddWalletAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWalletAccount { removeWalletAccount(currency: \"EUR\") { removedCurrency userErrors { field message code } } }\n"): typeof import('./graphql.js').RemoveWalletAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CediTransactionsFirstPage { wallet { transactions(currency: \"GHS\", first: 2) { edges { node { direction amount { amount } } } pageInfo { hasNextPage } } } }\n"): typeof import('./graphql.js').CediTransactionsFirstPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerReconciliation { ledgerReconciliation { clean mismatchedAccounts { accountId cachedBalance postedBalance } } }\n"): typeof import('./graphql.js').LedgerReconciliationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SandboxFundQuarterCedi($w: String!) { sandboxFundWallet(walletId: $w, amount: \"0.25\", currency: \"GHS\") { walletBalance { balance { amount } } userErrors { field message code } } }\n"): typeof import('./graphql.js').SandboxFundQuarterCediDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints { webhookEndpoints(first: 50) { edges { node { id status events } } } }\n"): typeof import('./graphql.js').WebhookEndpointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterWebhook($i: RegisterWebhookInput!) { registerWebhook(input: $i) { webhookEndpoint { id status } secret userErrors { field message code } } }\n"): typeof import('./graphql.js').RegisterWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) { deletedWebhookEndpointId userErrors { field message code } } }\n"): typeof import('./graphql.js').DeleteWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableWebhook($id: ID!) { enableWebhook(id: $id) { webhookEndpoint { status } userErrors { field message code } } }\n"): typeof import('./graphql.js').EnableWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWebhookTest($id: ID!) { sendWebhookTest(id: $id, badSignature: true) { webhookDelivery { id kind } userErrors { field message code } } }\n"): typeof import('./graphql.js').SendWebhookTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMisSignedWebhookTest($id: ID!) { sendWebhookTest(id: $id, badSignature: true) { webhookDelivery { id } userErrors { field message code } } }\n"): typeof import('./graphql.js').SendMisSignedWebhookTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDelivery($id: ID!) { webhookDelivery(id: $id) { status attempts attemptLog { statusCode note } } }\n"): typeof import('./graphql.js').WebhookDeliveryDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
