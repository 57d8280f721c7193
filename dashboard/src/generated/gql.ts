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
    "\n  subscription DashboardAccountEvents($types: [String!]) {\n    events(types: $types) {\n      id\n      type\n    }\n  }\n": typeof types.DashboardAccountEventsDocument,
    "\n  query DashboardAccount($after: String) {\n    developerAccount {\n      id\n      name\n      plan\n      rateLimits {\n        perMinute\n        perDay\n      }\n      rateLimitUsage {\n        minute\n        day\n        minuteResetsAt\n      }\n      subscriptionKeys {\n        id\n        product\n        hint\n        createdAt\n        expiresAt\n        active\n      }\n      apiUsers(first: 10, after: $after) {\n        edges {\n          node {\n            id\n            providerCallbackHost\n            createdAt\n            apiKeys {\n              id\n              hint\n              createdAt\n              expiresAt\n              active\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.DashboardAccountDocument,
    "\n  mutation DashboardRotateKey($product: KeyProduct) {\n    rotateSubscriptionKey(product: $product) {\n      subscriptionKey\n      previousKeysExpireAt\n    }\n  }\n": typeof types.DashboardRotateKeyDocument,
    "\n  mutation DashboardCreateApiUser($input: CreateApiUserInput!) {\n    createApiUser(input: $input) {\n      id\n    }\n  }\n": typeof types.DashboardCreateApiUserDocument,
    "\n  mutation DashboardCreateApiKey($apiUserId: String!) {\n    createApiKey(apiUserId: $apiUserId) {\n      apiKey\n      previousKeysExpireAt\n    }\n  }\n": typeof types.DashboardCreateApiKeyDocument,
    "\n  query DashboardClock {\n    sandboxClock {\n      now\n      offsetSeconds\n    }\n  }\n": typeof types.DashboardClockDocument,
    "\n  mutation DashboardAdvanceClock($input: AdvanceSandboxClockInput!) {\n    advanceSandboxClock(input: $input) {\n      previousNow\n      clock {\n        now\n        offsetSeconds\n      }\n      fired {\n        id\n        type\n        createdAt\n      }\n    }\n  }\n": typeof types.DashboardAdvanceClockDocument,
    "\n  subscription DashboardEvents($types: [String!], $after: String) {\n    events(types: $types, after: $after) {\n      id\n      type\n      createdAt\n      data\n      sequence\n    }\n  }\n": typeof types.DashboardEventsDocument,
    "\n  query DashboardHome {\n    wallet {\n      balances {\n        currency\n        balance {\n          amount\n        }\n        availableBalance {\n          amount\n        }\n      }\n    }\n    paymentVolume(days: 30) {\n      date\n      count\n      gross {\n        amount\n        currency\n      }\n      fees {\n        amount\n      }\n    }\n    payments(first: 5) {\n      edges {\n        node {\n          id\n          status\n          amount {\n            amount\n            currency\n          }\n          completedAt\n        }\n      }\n    }\n    webhookEndpoints(first: 100) {\n      edges {\n        node {\n          id\n          url\n          status\n        }\n      }\n    }\n    invoices(status: OVERDUE, first: 100) {\n      edges {\n        node {\n          id\n          invoiceNumber\n          customerEmail\n        }\n      }\n    }\n  }\n": typeof types.DashboardHomeDocument,
    "\n  query DashboardInvoices($status: InvoiceStatus, $after: String) {\n    invoices(status: $status, first: 10, after: $after) {\n      edges {\n        node {\n          id\n          invoiceNumber\n          url\n          customerEmail\n          subtotal {\n            amount\n            currency\n          }\n          status\n          dueDate\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DashboardInvoicesDocument,
    "\n  mutation DashboardCreateInvoice($input: CreateInvoiceInput!, $idempotencyKey: String) {\n    createInvoice(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      invoiceNumber\n      subtotal {\n        amount\n        currency\n      }\n    }\n  }\n": typeof types.DashboardCreateInvoiceDocument,
    "\n  mutation DashboardVoidInvoice($id: ID!) {\n    voidInvoice(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.DashboardVoidInvoiceDocument,
    "\n  query DashboardMailbox($after: String) {\n    sandboxMailbox(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          to\n          subject\n          body\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DashboardMailboxDocument,
    "\n  query DashboardMobileMoney($after: String) {\n    developerAccount {\n      id\n      mobileMoneyOperations(first: 20, after: $after) {\n        edges {\n          node {\n            referenceId\n            product\n            operation\n            amount\n            currency\n            partyRole\n            partyId\n            externalId\n            status\n            reason\n            createdAt\n            completedAt\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.DashboardMobileMoneyDocument,
    "\n  query DashboardPaymentLinks($after: String) {\n    paymentLinks(first: 10, after: $after) {\n      edges {\n        node {\n          id\n          url\n          title\n          amountFixed\n          amount {\n            amount\n            currency\n          }\n          minAmount {\n            amount\n          }\n          maxAmount {\n            amount\n          }\n          singleUse\n          status\n          paymentsCount\n          amountCollected {\n            amount\n            currency\n          }\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DashboardPaymentLinksDocument,
    "\n  query DashboardLinkPayments($targetId: ID!) {\n    payments(first: 20, filter: { targetId: $targetId }) {\n      edges {\n        node {\n          id\n          status\n          amount {\n            amount\n            currency\n          }\n          completedAt\n        }\n      }\n    }\n  }\n": typeof types.DashboardLinkPaymentsDocument,
    "\n  mutation DashboardCreatePaymentLink($input: CreatePaymentLinkInput!, $idempotencyKey: String) {\n    createPaymentLink(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      url\n    }\n  }\n": typeof types.DashboardCreatePaymentLinkDocument,
    "\n  mutation DashboardDeactivatePaymentLink($id: ID!) {\n    deactivatePaymentLink(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.DashboardDeactivatePaymentLinkDocument,
    "\n  query DashboardPayments($after: String, $filter: PaymentFilter) {\n    payments(first: 20, after: $after, filter: $filter) {\n      edges {\n        node {\n          id\n          status\n          method\n          amount {\n            amount\n            currency\n          }\n          refundedAmount {\n            amount\n          }\n          targetType\n          targetId\n          completedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DashboardPaymentsDocument,
    "\n  query DashboardPayment($id: ID!) {\n    payment(id: $id) {\n      id\n      status\n      method\n      amount {\n        amount\n        currency\n      }\n      refundedAmount {\n        amount\n      }\n      fee {\n        amount\n      }\n      cardBrand\n      cardLast4\n      payerPhone\n      targetType\n      targetId\n      createdAt\n      completedAt\n      refunds {\n        id\n        amount {\n          amount\n          currency\n        }\n        status\n        reason\n        failureReason\n        createdAt\n        completedAt\n      }\n    }\n    moneyTrace(objectId: $id) {\n      steps {\n        kind\n        at\n        entryKind\n        description\n        amount {\n          amount\n          currency\n        }\n        postings {\n          accountKind\n          yours\n          amount {\n            amount\n            currency\n          }\n          balanceAfter {\n            amount\n          }\n        }\n      }\n    }\n  }\n": typeof types.DashboardPaymentDocument,
    "\n  mutation DashboardRefundPayment($id: ID!, $amount: Decimal, $reason: String, $idempotencyKey: String) {\n    refundPayment(id: $id, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      id\n      status\n    }\n  }\n": typeof types.DashboardRefundPaymentDocument,
    "\n  query DashboardPayroll {\n    payrollTemplates(first: 20) {\n      edges {\n        node {\n          id\n          name\n          employees {\n            name\n          }\n        }\n      }\n    }\n    payrollBatches(first: 10) {\n      edges {\n        node {\n          id\n          name\n          status\n          totalEmployees\n          totalAmount {\n            amount\n            currency\n          }\n          totalFees {\n            amount\n          }\n          items {\n            pending\n            processing\n            succeeded\n            failed\n          }\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.DashboardPayrollDocument,
    "\n  query DashboardPayrollEmployees($id: ID!) {\n    payrollBatch(id: $id) {\n      id\n      employees(first: 50) {\n        edges {\n          node {\n            id\n            name\n            phone\n            amount {\n              amount\n            }\n            status\n            failureReason\n          }\n        }\n      }\n    }\n  }\n": typeof types.DashboardPayrollEmployeesDocument,
    "\n  mutation DashboardCreatePayrollBatch($input: CreatePayrollBatchInput!, $idempotencyKey: String) {\n    createPayrollBatch(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.DashboardCreatePayrollBatchDocument,
    "\n  mutation DashboardCreatePayrollTemplate($input: CreatePayrollTemplateInput!) {\n    createPayrollTemplate(input: $input) {\n      id\n    }\n  }\n": typeof types.DashboardCreatePayrollTemplateDocument,
    "\n  mutation DashboardProcessPayrollBatch($id: ID!) {\n    processPayrollBatch(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.DashboardProcessPayrollBatchDocument,
    "\n  mutation DashboardRetryPayrollBatch($id: ID!) {\n    retryPayrollBatch(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.DashboardRetryPayrollBatchDocument,
    "\n  query DashboardPos($after: String, $date: Date) {\n    posDailyReport(date: $date) {\n      date\n      timeZone\n      total {\n        sales\n        gross {\n          amount\n          currency\n        }\n        refunds {\n          amount\n        }\n        net {\n          amount\n        }\n      }\n      byMethod {\n        method\n        sales\n        gross {\n          amount\n        }\n        refunds {\n          amount\n        }\n        net {\n          amount\n        }\n      }\n    }\n    posSales(first: 10, after: $after) {\n      edges {\n        node {\n          id\n          receiptNumber\n          items {\n            description\n            quantity\n            total {\n              amount\n            }\n          }\n          subtotal {\n            amount\n            currency\n          }\n          refunded {\n            amount\n          }\n          paymentMethod\n          status\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    posCatalog(first: 100) {\n      edges {\n        node {\n          id\n          description\n          sku\n          unitPrice {\n            amount\n            currency\n          }\n        }\n      }\n    }\n  }\n": typeof types.DashboardPosDocument,
    "\n  mutation DashboardAddPosItem($input: PosCatalogItemInput!) {\n    addPosCatalogItem(input: $input) {\n      id\n    }\n  }\n": typeof types.DashboardAddPosItemDocument,
    "\n  mutation DashboardUpdatePosItem($id: ID!, $input: PosCatalogItemUpdate!) {\n    updatePosCatalogItem(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.DashboardUpdatePosItemDocument,
    "\n  mutation DashboardArchivePosItem($id: ID!) {\n    archivePosCatalogItem(id: $id) {\n      id\n    }\n  }\n": typeof types.DashboardArchivePosItemDocument,
    "\n  mutation DashboardPosRefund($input: PosRefundInput!, $idempotencyKey: String) {\n    posRefund(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n    }\n  }\n": typeof types.DashboardPosRefundDocument,
    "\n  mutation DashboardSignIn($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.DashboardSignInDocument,
    "\n  mutation DashboardSignUp($input: SignUpDeveloperInput!) {\n    signUpDeveloper(input: $input) {\n      account {\n        id\n        name\n        plan\n      }\n      subscriptionKey\n      productKeys {\n        collection\n        disbursement\n        remittance\n      }\n      tokens {\n        accessToken\n        refreshToken\n      }\n    }\n  }\n": typeof types.DashboardSignUpDocument,
    "\n  query DashboardUsers($after: String) {\n    developerAccount {\n      id\n      users(first: 10, after: $after) {\n        edges {\n          node {\n            walletId\n            user {\n              id\n              email\n              firstName\n              lastName\n              createdAt\n            }\n            balances {\n              currency\n              balance {\n                amount\n                currency\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.DashboardUsersDocument,
    "\n  query DashboardUserTransactions($userId: ID!, $currency: Currency!, $after: String) {\n    developerAccount {\n      id\n      user(id: $userId) {\n        transactions(currency: $currency, first: 10, after: $after) {\n          edges {\n            node {\n              entryId\n              kind\n              description\n              direction\n              amount {\n                amount\n                currency\n              }\n              createdAt\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n        }\n      }\n    }\n  }\n": typeof types.DashboardUserTransactionsDocument,
    "\n  mutation DashboardTopUp($walletId: String!, $amount: Decimal!, $currency: Currency!) {\n    sandboxFundWallet(walletId: $walletId, amount: $amount, currency: $currency) {\n      currency\n      balance {\n        amount\n      }\n    }\n  }\n": typeof types.DashboardTopUpDocument,
    "\n  query DashboardWebhooks($after: String) {\n    webhookEndpoints(first: 10, after: $after) {\n      edges {\n        node {\n          id\n          url\n          description\n          events\n          status\n          previousSecretExpiresAt\n          disabledAt\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DashboardWebhooksDocument,
    "\n  query DashboardWebhookDeliveries($id: ID!, $after: String) {\n    webhookEndpoint(id: $id) {\n      id\n      deliveries(first: 10, after: $after) {\n        edges {\n          node {\n            id\n            eventId\n            eventType\n            kind\n            status\n            attempts\n            lastStatusCode\n            nextAttemptAt\n            createdAt\n            attemptLog {\n              attempt\n              startedAt\n              durationMs\n              statusCode\n              error\n              responseExcerpt\n              note\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.DashboardWebhookDeliveriesDocument,
    "\n  mutation DashboardRegisterWebhook($input: RegisterWebhookInput!) {\n    registerWebhook(input: $input) {\n      endpoint {\n        id\n      }\n      secret\n    }\n  }\n": typeof types.DashboardRegisterWebhookDocument,
    "\n  mutation DashboardUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.DashboardUpdateWebhookDocument,
    "\n  mutation DashboardRotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        previousSecretExpiresAt\n      }\n    }\n  }\n": typeof types.DashboardRotateWebhookSecretDocument,
    "\n  mutation DashboardSendWebhookTest($id: ID!, $badSignature: Boolean) {\n    sendWebhookTest(id: $id, badSignature: $badSignature) {\n      id\n    }\n  }\n": typeof types.DashboardSendWebhookTestDocument,
    "\n  mutation DashboardEnableWebhook($id: ID!) {\n    enableWebhook(id: $id) {\n      id\n    }\n  }\n": typeof types.DashboardEnableWebhookDocument,
    "\n  mutation DashboardRedeliverWebhook($deliveryId: String!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n    }\n  }\n": typeof types.DashboardRedeliverWebhookDocument,
    "\n  query DashboardWebhookEventTypes {\n    webhookEventTypes\n  }\n": typeof types.DashboardWebhookEventTypesDocument,
};
const documents: Documents = {
    "\n  subscription DashboardAccountEvents($types: [String!]) {\n    events(types: $types) {\n      id\n      type\n    }\n  }\n": types.DashboardAccountEventsDocument,
    "\n  query DashboardAccount($after: String) {\n    developerAccount {\n      id\n      name\n      plan\n      rateLimits {\n        perMinute\n        perDay\n      }\n      rateLimitUsage {\n        minute\n        day\n        minuteResetsAt\n      }\n      subscriptionKeys {\n        id\n        product\n        hint\n        createdAt\n        expiresAt\n        active\n      }\n      apiUsers(first: 10, after: $after) {\n        edges {\n          node {\n            id\n            providerCallbackHost\n            createdAt\n            apiKeys {\n              id\n              hint\n              createdAt\n              expiresAt\n              active\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.DashboardAccountDocument,
    "\n  mutation DashboardRotateKey($product: KeyProduct) {\n    rotateSubscriptionKey(product: $product) {\n      subscriptionKey\n      previousKeysExpireAt\n    }\n  }\n": types.DashboardRotateKeyDocument,
    "\n  mutation DashboardCreateApiUser($input: CreateApiUserInput!) {\n    createApiUser(input: $input) {\n      id\n    }\n  }\n": types.DashboardCreateApiUserDocument,
    "\n  mutation DashboardCreateApiKey($apiUserId: String!) {\n    createApiKey(apiUserId: $apiUserId) {\n      apiKey\n      previousKeysExpireAt\n    }\n  }\n": types.DashboardCreateApiKeyDocument,
    "\n  query DashboardClock {\n    sandboxClock {\n      now\n      offsetSeconds\n    }\n  }\n": types.DashboardClockDocument,
    "\n  mutation DashboardAdvanceClock($input: AdvanceSandboxClockInput!) {\n    advanceSandboxClock(input: $input) {\n      previousNow\n      clock {\n        now\n        offsetSeconds\n      }\n      fired {\n        id\n        type\n        createdAt\n      }\n    }\n  }\n": types.DashboardAdvanceClockDocument,
    "\n  subscription DashboardEvents($types: [String!], $after: String) {\n    events(types: $types, after: $after) {\n      id\n      type\n      createdAt\n      data\n      sequence\n    }\n  }\n": types.DashboardEventsDocument,
    "\n  query DashboardHome {\n    wallet {\n      balances {\n        currency\n        balance {\n          amount\n        }\n        availableBalance {\n          amount\n        }\n      }\n    }\n    paymentVolume(days: 30) {\n      date\n      count\n      gross {\n        amount\n        currency\n      }\n      fees {\n        amount\n      }\n    }\n    payments(first: 5) {\n      edges {\n        node {\n          id\n          status\n          amount {\n            amount\n            currency\n          }\n          completedAt\n        }\n      }\n    }\n    webhookEndpoints(first: 100) {\n      edges {\n        node {\n          id\n          url\n          status\n        }\n      }\n    }\n    invoices(status: OVERDUE, first: 100) {\n      edges {\n        node {\n          id\n          invoiceNumber\n          customerEmail\n        }\n      }\n    }\n  }\n": types.DashboardHomeDocument,
    "\n  query DashboardInvoices($status: InvoiceStatus, $after: String) {\n    invoices(status: $status, first: 10, after: $after) {\n      edges {\n        node {\n          id\n          invoiceNumber\n          url\n          customerEmail\n          subtotal {\n            amount\n            currency\n          }\n          status\n          dueDate\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DashboardInvoicesDocument,
    "\n  mutation DashboardCreateInvoice($input: CreateInvoiceInput!, $idempotencyKey: String) {\n    createInvoice(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      invoiceNumber\n      subtotal {\n        amount\n        currency\n      }\n    }\n  }\n": types.DashboardCreateInvoiceDocument,
    "\n  mutation DashboardVoidInvoice($id: ID!) {\n    voidInvoice(id: $id) {\n      id\n      status\n    }\n  }\n": types.DashboardVoidInvoiceDocument,
    "\n  query DashboardMailbox($after: String) {\n    sandboxMailbox(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          to\n          subject\n          body\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DashboardMailboxDocument,
    "\n  query DashboardMobileMoney($after: String) {\n    developerAccount {\n      id\n      mobileMoneyOperations(first: 20, after: $after) {\n        edges {\n          node {\n            referenceId\n            product\n            operation\n            amount\n            currency\n            partyRole\n            partyId\n            externalId\n            status\n            reason\n            createdAt\n            completedAt\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.DashboardMobileMoneyDocument,
    "\n  query DashboardPaymentLinks($after: String) {\n    paymentLinks(first: 10, after: $after) {\n      edges {\n        node {\n          id\n          url\n          title\n          amountFixed\n          amount {\n            amount\n            currency\n          }\n          minAmount {\n            amount\n          }\n          maxAmount {\n            amount\n          }\n          singleUse\n          status\n          paymentsCount\n          amountCollected {\n            amount\n            currency\n          }\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DashboardPaymentLinksDocument,
    "\n  query DashboardLinkPayments($targetId: ID!) {\n    payments(first: 20, filter: { targetId: $targetId }) {\n      edges {\n        node {\n          id\n          status\n          amount {\n            amount\n            currency\n          }\n          completedAt\n        }\n      }\n    }\n  }\n": types.DashboardLinkPaymentsDocument,
    "\n  mutation DashboardCreatePaymentLink($input: CreatePaymentLinkInput!, $idempotencyKey: String) {\n    createPaymentLink(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      url\n    }\n  }\n": types.DashboardCreatePaymentLinkDocument,
    "\n  mutation DashboardDeactivatePaymentLink($id: ID!) {\n    deactivatePaymentLink(id: $id) {\n      id\n      status\n    }\n  }\n": types.DashboardDeactivatePaymentLinkDocument,
    "\n  query DashboardPayments($after: String, $filter: PaymentFilter) {\n    payments(first: 20, after: $after, filter: $filter) {\n      edges {\n        node {\n          id\n          status\n          method\n          amount {\n            amount\n            currency\n          }\n          refundedAmount {\n            amount\n          }\n          targetType\n          targetId\n          completedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DashboardPaymentsDocument,
    "\n  query DashboardPayment($id: ID!) {\n    payment(id: $id) {\n      id\n      status\n      method\n      amount {\n        amount\n        currency\n      }\n      refundedAmount {\n        amount\n      }\n      fee {\n        amount\n      }\n      cardBrand\n      cardLast4\n      payerPhone\n      targetType\n      targetId\n      createdAt\n      completedAt\n      refunds {\n        id\n        amount {\n          amount\n          currency\n        }\n        status\n        reason\n        failureReason\n        createdAt\n        completedAt\n      }\n    }\n    moneyTrace(objectId: $id) {\n      steps {\n        kind\n        at\n        entryKind\n        description\n        amount {\n          amount\n          currency\n        }\n        postings {\n          accountKind\n          yours\n          amount {\n            amount\n            currency\n          }\n          balanceAfter {\n            amount\n          }\n        }\n      }\n    }\n  }\n": types.DashboardPaymentDocument,
    "\n  mutation DashboardRefundPayment($id: ID!, $amount: Decimal, $reason: String, $idempotencyKey: String) {\n    refundPayment(id: $id, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      id\n      status\n    }\n  }\n": types.DashboardRefundPaymentDocument,
    "\n  query DashboardPayroll {\n    payrollTemplates(first: 20) {\n      edges {\n        node {\n          id\n          name\n          employees {\n            name\n          }\n        }\n      }\n    }\n    payrollBatches(first: 10) {\n      edges {\n        node {\n          id\n          name\n          status\n          totalEmployees\n          totalAmount {\n            amount\n            currency\n          }\n          totalFees {\n            amount\n          }\n          items {\n            pending\n            processing\n            succeeded\n            failed\n          }\n          createdAt\n        }\n      }\n    }\n  }\n": types.DashboardPayrollDocument,
    "\n  query DashboardPayrollEmployees($id: ID!) {\n    payrollBatch(id: $id) {\n      id\n      employees(first: 50) {\n        edges {\n          node {\n            id\n            name\n            phone\n            amount {\n              amount\n            }\n            status\n            failureReason\n          }\n        }\n      }\n    }\n  }\n": types.DashboardPayrollEmployeesDocument,
    "\n  mutation DashboardCreatePayrollBatch($input: CreatePayrollBatchInput!, $idempotencyKey: String) {\n    createPayrollBatch(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.DashboardCreatePayrollBatchDocument,
    "\n  mutation DashboardCreatePayrollTemplate($input: CreatePayrollTemplateInput!) {\n    createPayrollTemplate(input: $input) {\n      id\n    }\n  }\n": types.DashboardCreatePayrollTemplateDocument,
    "\n  mutation DashboardProcessPayrollBatch($id: ID!) {\n    processPayrollBatch(id: $id) {\n      id\n      status\n    }\n  }\n": types.DashboardProcessPayrollBatchDocument,
    "\n  mutation DashboardRetryPayrollBatch($id: ID!) {\n    retryPayrollBatch(id: $id) {\n      id\n      status\n    }\n  }\n": types.DashboardRetryPayrollBatchDocument,
    "\n  query DashboardPos($after: String, $date: Date) {\n    posDailyReport(date: $date) {\n      date\n      timeZone\n      total {\n        sales\n        gross {\n          amount\n          currency\n        }\n        refunds {\n          amount\n        }\n        net {\n          amount\n        }\n      }\n      byMethod {\n        method\n        sales\n        gross {\n          amount\n        }\n        refunds {\n          amount\n        }\n        net {\n          amount\n        }\n      }\n    }\n    posSales(first: 10, after: $after) {\n      edges {\n        node {\n          id\n          receiptNumber\n          items {\n            description\n            quantity\n            total {\n              amount\n            }\n          }\n          subtotal {\n            amount\n            currency\n          }\n          refunded {\n            amount\n          }\n          paymentMethod\n          status\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    posCatalog(first: 100) {\n      edges {\n        node {\n          id\n          description\n          sku\n          unitPrice {\n            amount\n            currency\n          }\n        }\n      }\n    }\n  }\n": types.DashboardPosDocument,
    "\n  mutation DashboardAddPosItem($input: PosCatalogItemInput!) {\n    addPosCatalogItem(input: $input) {\n      id\n    }\n  }\n": types.DashboardAddPosItemDocument,
    "\n  mutation DashboardUpdatePosItem($id: ID!, $input: PosCatalogItemUpdate!) {\n    updatePosCatalogItem(id: $id, input: $input) {\n      id\n    }\n  }\n": types.DashboardUpdatePosItemDocument,
    "\n  mutation DashboardArchivePosItem($id: ID!) {\n    archivePosCatalogItem(id: $id) {\n      id\n    }\n  }\n": types.DashboardArchivePosItemDocument,
    "\n  mutation DashboardPosRefund($input: PosRefundInput!, $idempotencyKey: String) {\n    posRefund(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n    }\n  }\n": types.DashboardPosRefundDocument,
    "\n  mutation DashboardSignIn($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.DashboardSignInDocument,
    "\n  mutation DashboardSignUp($input: SignUpDeveloperInput!) {\n    signUpDeveloper(input: $input) {\n      account {\n        id\n        name\n        plan\n      }\n      subscriptionKey\n      productKeys {\n        collection\n        disbursement\n        remittance\n      }\n      tokens {\n        accessToken\n        refreshToken\n      }\n    }\n  }\n": types.DashboardSignUpDocument,
    "\n  query DashboardUsers($after: String) {\n    developerAccount {\n      id\n      users(first: 10, after: $after) {\n        edges {\n          node {\n            walletId\n            user {\n              id\n              email\n              firstName\n              lastName\n              createdAt\n            }\n            balances {\n              currency\n              balance {\n                amount\n                currency\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.DashboardUsersDocument,
    "\n  query DashboardUserTransactions($userId: ID!, $currency: Currency!, $after: String) {\n    developerAccount {\n      id\n      user(id: $userId) {\n        transactions(currency: $currency, first: 10, after: $after) {\n          edges {\n            node {\n              entryId\n              kind\n              description\n              direction\n              amount {\n                amount\n                currency\n              }\n              createdAt\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n        }\n      }\n    }\n  }\n": types.DashboardUserTransactionsDocument,
    "\n  mutation DashboardTopUp($walletId: String!, $amount: Decimal!, $currency: Currency!) {\n    sandboxFundWallet(walletId: $walletId, amount: $amount, currency: $currency) {\n      currency\n      balance {\n        amount\n      }\n    }\n  }\n": types.DashboardTopUpDocument,
    "\n  query DashboardWebhooks($after: String) {\n    webhookEndpoints(first: 10, after: $after) {\n      edges {\n        node {\n          id\n          url\n          description\n          events\n          status\n          previousSecretExpiresAt\n          disabledAt\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DashboardWebhooksDocument,
    "\n  query DashboardWebhookDeliveries($id: ID!, $after: String) {\n    webhookEndpoint(id: $id) {\n      id\n      deliveries(first: 10, after: $after) {\n        edges {\n          node {\n            id\n            eventId\n            eventType\n            kind\n            status\n            attempts\n            lastStatusCode\n            nextAttemptAt\n            createdAt\n            attemptLog {\n              attempt\n              startedAt\n              durationMs\n              statusCode\n              error\n              responseExcerpt\n              note\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.DashboardWebhookDeliveriesDocument,
    "\n  mutation DashboardRegisterWebhook($input: RegisterWebhookInput!) {\n    registerWebhook(input: $input) {\n      endpoint {\n        id\n      }\n      secret\n    }\n  }\n": types.DashboardRegisterWebhookDocument,
    "\n  mutation DashboardUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n    }\n  }\n": types.DashboardUpdateWebhookDocument,
    "\n  mutation DashboardRotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        previousSecretExpiresAt\n      }\n    }\n  }\n": types.DashboardRotateWebhookSecretDocument,
    "\n  mutation DashboardSendWebhookTest($id: ID!, $badSignature: Boolean) {\n    sendWebhookTest(id: $id, badSignature: $badSignature) {\n      id\n    }\n  }\n": types.DashboardSendWebhookTestDocument,
    "\n  mutation DashboardEnableWebhook($id: ID!) {\n    enableWebhook(id: $id) {\n      id\n    }\n  }\n": types.DashboardEnableWebhookDocument,
    "\n  mutation DashboardRedeliverWebhook($deliveryId: String!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n    }\n  }\n": types.DashboardRedeliverWebhookDocument,
    "\n  query DashboardWebhookEventTypes {\n    webhookEventTypes\n  }\n": types.DashboardWebhookEventTypesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardAccountEvents($types: [String!]) {\n    events(types: $types) {\n      id\n      type\n    }\n  }\n"): typeof import('./graphql.js').DashboardAccountEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardAccount($after: String) {\n    developerAccount {\n      id\n      name\n      plan\n      rateLimits {\n        perMinute\n        perDay\n      }\n      rateLimitUsage {\n        minute\n        day\n        minuteResetsAt\n      }\n      subscriptionKeys {\n        id\n        product\n        hint\n        createdAt\n        expiresAt\n        active\n      }\n      apiUsers(first: 10, after: $after) {\n        edges {\n          node {\n            id\n            providerCallbackHost\n            createdAt\n            apiKeys {\n              id\n              hint\n              createdAt\n              expiresAt\n              active\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardRotateKey($product: KeyProduct) {\n    rotateSubscriptionKey(product: $product) {\n      subscriptionKey\n      previousKeysExpireAt\n    }\n  }\n"): typeof import('./graphql.js').DashboardRotateKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateApiUser($input: CreateApiUserInput!) {\n    createApiUser(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').DashboardCreateApiUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateApiKey($apiUserId: String!) {\n    createApiKey(apiUserId: $apiUserId) {\n      apiKey\n      previousKeysExpireAt\n    }\n  }\n"): typeof import('./graphql.js').DashboardCreateApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardClock {\n    sandboxClock {\n      now\n      offsetSeconds\n    }\n  }\n"): typeof import('./graphql.js').DashboardClockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardAdvanceClock($input: AdvanceSandboxClockInput!) {\n    advanceSandboxClock(input: $input) {\n      previousNow\n      clock {\n        now\n        offsetSeconds\n      }\n      fired {\n        id\n        type\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardAdvanceClockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardEvents($types: [String!], $after: String) {\n    events(types: $types, after: $after) {\n      id\n      type\n      createdAt\n      data\n      sequence\n    }\n  }\n"): typeof import('./graphql.js').DashboardEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardHome {\n    wallet {\n      balances {\n        currency\n        balance {\n          amount\n        }\n        availableBalance {\n          amount\n        }\n      }\n    }\n    paymentVolume(days: 30) {\n      date\n      count\n      gross {\n        amount\n        currency\n      }\n      fees {\n        amount\n      }\n    }\n    payments(first: 5) {\n      edges {\n        node {\n          id\n          status\n          amount {\n            amount\n            currency\n          }\n          completedAt\n        }\n      }\n    }\n    webhookEndpoints(first: 100) {\n      edges {\n        node {\n          id\n          url\n          status\n        }\n      }\n    }\n    invoices(status: OVERDUE, first: 100) {\n      edges {\n        node {\n          id\n          invoiceNumber\n          customerEmail\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardHomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardInvoices($status: InvoiceStatus, $after: String) {\n    invoices(status: $status, first: 10, after: $after) {\n      edges {\n        node {\n          id\n          invoiceNumber\n          url\n          customerEmail\n          subtotal {\n            amount\n            currency\n          }\n          status\n          dueDate\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateInvoice($input: CreateInvoiceInput!, $idempotencyKey: String) {\n    createInvoice(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      invoiceNumber\n      subtotal {\n        amount\n        currency\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardCreateInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardVoidInvoice($id: ID!) {\n    voidInvoice(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.js').DashboardVoidInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardMailbox($after: String) {\n    sandboxMailbox(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          to\n          subject\n          body\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardMailboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardMobileMoney($after: String) {\n    developerAccount {\n      id\n      mobileMoneyOperations(first: 20, after: $after) {\n        edges {\n          node {\n            referenceId\n            product\n            operation\n            amount\n            currency\n            partyRole\n            partyId\n            externalId\n            status\n            reason\n            createdAt\n            completedAt\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardMobileMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPaymentLinks($after: String) {\n    paymentLinks(first: 10, after: $after) {\n      edges {\n        node {\n          id\n          url\n          title\n          amountFixed\n          amount {\n            amount\n            currency\n          }\n          minAmount {\n            amount\n          }\n          maxAmount {\n            amount\n          }\n          singleUse\n          status\n          paymentsCount\n          amountCollected {\n            amount\n            currency\n          }\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardPaymentLinksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardLinkPayments($targetId: ID!) {\n    payments(first: 20, filter: { targetId: $targetId }) {\n      edges {\n        node {\n          id\n          status\n          amount {\n            amount\n            currency\n          }\n          completedAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardLinkPaymentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreatePaymentLink($input: CreatePaymentLinkInput!, $idempotencyKey: String) {\n    createPaymentLink(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      url\n    }\n  }\n"): typeof import('./graphql.js').DashboardCreatePaymentLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDeactivatePaymentLink($id: ID!) {\n    deactivatePaymentLink(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.js').DashboardDeactivatePaymentLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPayments($after: String, $filter: PaymentFilter) {\n    payments(first: 20, after: $after, filter: $filter) {\n      edges {\n        node {\n          id\n          status\n          method\n          amount {\n            amount\n            currency\n          }\n          refundedAmount {\n            amount\n          }\n          targetType\n          targetId\n          completedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardPaymentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPayment($id: ID!) {\n    payment(id: $id) {\n      id\n      status\n      method\n      amount {\n        amount\n        currency\n      }\n      refundedAmount {\n        amount\n      }\n      fee {\n        amount\n      }\n      cardBrand\n      cardLast4\n      payerPhone\n      targetType\n      targetId\n      createdAt\n      completedAt\n      refunds {\n        id\n        amount {\n          amount\n          currency\n        }\n        status\n        reason\n        failureReason\n        createdAt\n        completedAt\n      }\n    }\n    moneyTrace(objectId: $id) {\n      steps {\n        kind\n        at\n        entryKind\n        description\n        amount {\n          amount\n          currency\n        }\n        postings {\n          accountKind\n          yours\n          amount {\n            amount\n            currency\n          }\n          balanceAfter {\n            amount\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardRefundPayment($id: ID!, $amount: Decimal, $reason: String, $idempotencyKey: String) {\n    refundPayment(id: $id, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.js').DashboardRefundPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPayroll {\n    payrollTemplates(first: 20) {\n      edges {\n        node {\n          id\n          name\n          employees {\n            name\n          }\n        }\n      }\n    }\n    payrollBatches(first: 10) {\n      edges {\n        node {\n          id\n          name\n          status\n          totalEmployees\n          totalAmount {\n            amount\n            currency\n          }\n          totalFees {\n            amount\n          }\n          items {\n            pending\n            processing\n            succeeded\n            failed\n          }\n          createdAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardPayrollDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPayrollEmployees($id: ID!) {\n    payrollBatch(id: $id) {\n      id\n      employees(first: 50) {\n        edges {\n          node {\n            id\n            name\n            phone\n            amount {\n              amount\n            }\n            status\n            failureReason\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardPayrollEmployeesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreatePayrollBatch($input: CreatePayrollBatchInput!, $idempotencyKey: String) {\n    createPayrollBatch(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').DashboardCreatePayrollBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreatePayrollTemplate($input: CreatePayrollTemplateInput!) {\n    createPayrollTemplate(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').DashboardCreatePayrollTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardProcessPayrollBatch($id: ID!) {\n    processPayrollBatch(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.js').DashboardProcessPayrollBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardRetryPayrollBatch($id: ID!) {\n    retryPayrollBatch(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.js').DashboardRetryPayrollBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPos($after: String, $date: Date) {\n    posDailyReport(date: $date) {\n      date\n      timeZone\n      total {\n        sales\n        gross {\n          amount\n          currency\n        }\n        refunds {\n          amount\n        }\n        net {\n          amount\n        }\n      }\n      byMethod {\n        method\n        sales\n        gross {\n          amount\n        }\n        refunds {\n          amount\n        }\n        net {\n          amount\n        }\n      }\n    }\n    posSales(first: 10, after: $after) {\n      edges {\n        node {\n          id\n          receiptNumber\n          items {\n            description\n            quantity\n            total {\n              amount\n            }\n          }\n          subtotal {\n            amount\n            currency\n          }\n          refunded {\n            amount\n          }\n          paymentMethod\n          status\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    posCatalog(first: 100) {\n      edges {\n        node {\n          id\n          description\n          sku\n          unitPrice {\n            amount\n            currency\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardPosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardAddPosItem($input: PosCatalogItemInput!) {\n    addPosCatalogItem(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').DashboardAddPosItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardUpdatePosItem($id: ID!, $input: PosCatalogItemUpdate!) {\n    updatePosCatalogItem(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').DashboardUpdatePosItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardArchivePosItem($id: ID!) {\n    archivePosCatalogItem(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').DashboardArchivePosItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardPosRefund($input: PosRefundInput!, $idempotencyKey: String) {\n    posRefund(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.js').DashboardPosRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSignIn($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"): typeof import('./graphql.js').DashboardSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSignUp($input: SignUpDeveloperInput!) {\n    signUpDeveloper(input: $input) {\n      account {\n        id\n        name\n        plan\n      }\n      subscriptionKey\n      productKeys {\n        collection\n        disbursement\n        remittance\n      }\n      tokens {\n        accessToken\n        refreshToken\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardSignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardUsers($after: String) {\n    developerAccount {\n      id\n      users(first: 10, after: $after) {\n        edges {\n          node {\n            walletId\n            user {\n              id\n              email\n              firstName\n              lastName\n              createdAt\n            }\n            balances {\n              currency\n              balance {\n                amount\n                currency\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardUserTransactions($userId: ID!, $currency: Currency!, $after: String) {\n    developerAccount {\n      id\n      user(id: $userId) {\n        transactions(currency: $currency, first: 10, after: $after) {\n          edges {\n            node {\n              entryId\n              kind\n              description\n              direction\n              amount {\n                amount\n                currency\n              }\n              createdAt\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardUserTransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardTopUp($walletId: String!, $amount: Decimal!, $currency: Currency!) {\n    sandboxFundWallet(walletId: $walletId, amount: $amount, currency: $currency) {\n      currency\n      balance {\n        amount\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardTopUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardWebhooks($after: String) {\n    webhookEndpoints(first: 10, after: $after) {\n      edges {\n        node {\n          id\n          url\n          description\n          events\n          status\n          previousSecretExpiresAt\n          disabledAt\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardWebhooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardWebhookDeliveries($id: ID!, $after: String) {\n    webhookEndpoint(id: $id) {\n      id\n      deliveries(first: 10, after: $after) {\n        edges {\n          node {\n            id\n            eventId\n            eventType\n            kind\n            status\n            attempts\n            lastStatusCode\n            nextAttemptAt\n            createdAt\n            attemptLog {\n              attempt\n              startedAt\n              durationMs\n              statusCode\n              error\n              responseExcerpt\n              note\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardWebhookDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardRegisterWebhook($input: RegisterWebhookInput!) {\n    registerWebhook(input: $input) {\n      endpoint {\n        id\n      }\n      secret\n    }\n  }\n"): typeof import('./graphql.js').DashboardRegisterWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').DashboardUpdateWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardRotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        previousSecretExpiresAt\n      }\n    }\n  }\n"): typeof import('./graphql.js').DashboardRotateWebhookSecretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSendWebhookTest($id: ID!, $badSignature: Boolean) {\n    sendWebhookTest(id: $id, badSignature: $badSignature) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').DashboardSendWebhookTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardEnableWebhook($id: ID!) {\n    enableWebhook(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').DashboardEnableWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardRedeliverWebhook($deliveryId: String!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').DashboardRedeliverWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardWebhookEventTypes {\n    webhookEventTypes\n  }\n"): typeof import('./graphql.js').DashboardWebhookEventTypesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
