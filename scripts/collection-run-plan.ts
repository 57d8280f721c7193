// The order in which the Postman collection runs from top to bottom against a fresh sandbox, and
// what each request sends: the credentials come from the environment (sandbox-credentials.json, see
// scripts/run-collection.ts), and every id a later request needs is captured from an earlier answer
// into a collection variable. Every REST operation appears at least once (the generator refuses
// an operation the plan does not name), so a new route cannot be left out of the run.

/** Who sends a request: a bearer token of the collection's variables, or nobody. */
export type Sender = 'user' | 'merchant' | 'admin' | 'newUser' | 'newDeveloper' | 'none';

/** Which subscription key goes in Ocp-Apim-Subscription-Key: the app's, or a mobile money product's. */
export type KeyName = 'app' | 'collection' | 'disbursement' | 'remittance';

export interface Step {
  /** The OpenAPI operation: 'POST /auth/login'. */
  op: string;
  /** The item's name when the operation's summary is not the right one (an operation used twice). */
  name?: string;
  as: Sender;
  key?: KeyName;
  /** Path parameters: a value or a {{variable}}. */
  path?: Record<string, string>;
  /** Query parameters sent (the others are left out). */
  query?: Record<string, string>;
  body?: unknown;
  /** Request headers besides the defaults (the key, Idempotency-Key, X-Reference-Id, …). */
  headers?: Record<string, string>;
  /** JavaScript run before the request (sets variables the body names). */
  before?: string;
  /** The status the step is there to show when it is not a 2xx (a wallet asked for twice: 409). */
  expect?: number;
  /** Collection variables to set from a 2xx answer: name → a JavaScript expression over `data` (the envelope's data) or `text`. */
  capture?: Record<string, string>;
}

export interface Chapter {
  folder: string;
  steps: Step[];
}

/** A request the OpenAPI document does not describe (the hosted payment page), sent as a form. */
export interface PageStep {
  page: true;
  name: string;
  method: 'POST';
  /** After the server's origin: '/pay/{{linkCode}}'. */
  url: string;
  form: Record<string, string>;
}

const card = { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' };
// Any number but the MTN sandbox's test numbers (46733123450-…) succeeds; 46733123453 stays pending, so it can be cancelled.
const momoPayer = (partyId: string) => ({ partyIdType: 'MSISDN', partyId });
// Postman's sandbox has no crypto.randomUUID: its {{$guid}} is a UUID v4.
const reference = (variable: string) => `pm.collectionVariables.set('${variable}', pm.variables.replaceIn('{{$guid}}'));`;

export const RUN_PLAN: (Chapter | { folder: string; steps: (Step | PageStep)[] })[] = [
  {
    folder: 'Sign in',
    steps: [
      {
        op: 'POST /auth/login',
        name: 'Sign in as the demo app user',
        as: 'none',
        body: { email: '{{userEmail}}', password: '{{userPassword}}' },
        capture: { userToken: 'data.accessToken', userRefreshToken: 'data.refreshToken' },
      },
      {
        op: 'POST /auth/login',
        name: 'Sign in as the demo merchant',
        as: 'none',
        body: { email: '{{merchantEmail}}', password: '{{merchantPassword}}' },
        capture: { merchantToken: 'data.accessToken' },
      },
      {
        op: 'POST /auth/login',
        name: 'Sign in as the administrator',
        as: 'none',
        body: { email: '{{adminEmail}}', password: '{{adminPassword}}' },
        capture: { adminToken: 'data.accessToken' },
      },
      {
        op: 'POST /auth/refresh',
        as: 'none',
        body: { refreshToken: '{{userRefreshToken}}' },
        capture: { userToken: 'data.accessToken', userRefreshToken: 'data.refreshToken' },
      },
    ],
  },
  {
    folder: 'A new app user',
    steps: [
      {
        op: 'POST /auth/register',
        as: 'none',
        before: [
          "const stamp = String(Date.now()) + String(Math.floor(Math.random() * 1000)).padStart(3, '0');",
          "pm.collectionVariables.set('newEmail', 'ama.' + stamp + '@example.com');",
          "pm.collectionVariables.set('newPhone', '+23324' + stamp.slice(-7));",
          // A + in a query string reads as a space: the phone goes into ?to= encoded.
          "pm.collectionVariables.set('newPhoneInQuery', encodeURIComponent('+23324' + stamp.slice(-7)));",
          "pm.collectionVariables.set('newEmailInQuery', encodeURIComponent('ama.' + stamp + '@example.com'));",
        ].join('\n'),
        body: { firstName: 'Ama', lastName: 'Mensah', email: '{{newEmail}}', phone: '{{newPhone}}', password: 'a-long-enough-password', country: 'GH' },
        capture: { newUserId: 'data.id' },
      },
      { op: 'POST /auth/forgot-password', as: 'none', body: { email: '{{newEmail}}' } },
      {
        op: 'GET /sandbox/mailbox',
        as: 'merchant',
        query: { to: '{{newEmailInQuery}}' },
        capture: { resetToken: '/Reset token: (\\S+)/.exec(data.items[0].body)[1]' },
      },
      { op: 'POST /auth/reset-password', as: 'none', body: { token: '{{resetToken}}', newPassword: 'another-long-enough-password' } },
      {
        op: 'POST /auth/login',
        name: 'Sign in as the new user, with the new password',
        as: 'none',
        body: { email: '{{newEmail}}', password: 'another-long-enough-password' },
        capture: { newUserToken: 'data.accessToken' },
      },
      {
        op: 'GET /sandbox/sms',
        as: 'merchant',
        query: { to: '{{newPhoneInQuery}}' },
        capture: { phoneCode: '/code is ([0-9]{6})/.exec(data.items[0].body)[1]' },
      },
      { op: 'POST /users/me/phone/verify', as: 'newUser', body: { code: '{{phoneCode}}' } },
      { op: 'GET /users/me', as: 'newUser' },
    ],
  },
  {
    folder: 'Wallet',
    steps: [
      { op: 'GET /wallets/me', as: 'user', capture: { walletId: 'data.id' } },
      { op: 'POST /wallets', as: 'user', name: 'Create the wallet (every user has one from registration: 409)', expect: 409 },
      { op: 'GET /wallets/me/balances', as: 'user' },
      { op: 'GET /wallets/me/balances/{currency}', as: 'user', path: { currency: 'GHS' } },
      { op: 'PUT /wallets/me/accounts/{currency}', as: 'user', path: { currency: 'EUR' } },
      { op: 'DELETE /wallets/me/accounts/{currency}', as: 'user', path: { currency: 'EUR' } },
      {
        op: 'POST /wallets/me/transfer',
        as: 'user',
        body: { toEmail: '{{merchantEmail}}', amount: '5.00', currency: 'GHS', note: 'Lunch' },
        capture: { p2pTransferId: 'data.id' },
      },
      { op: 'GET /wallets/me/transactions/{currency}', as: 'user', path: { currency: 'GHS' }, query: { page: '1', size: '10' } },
      {
        op: 'POST /wallets/me/fund-in',
        as: 'user',
        body: { amount: '20.00', currency: 'GHS', phone: '+233241234567', metadata: { purpose: 'rent' } },
        capture: { fundInId: 'data.id' },
      },
      {
        op: 'POST /wallets/me/cash-out',
        as: 'user',
        body: { amount: '5.00', currency: 'GHS', phone: '+233241234567', metadata: { purpose: 'market' } },
        capture: { cashOutId: 'data.id' },
      },
      { op: 'POST /wallets/me/fund-ins/{id}', as: 'user', path: { id: '{{fundInId}}' }, body: { metadata: { purpose: 'rent', month: '2026-11' } } },
      { op: 'POST /wallets/me/cash-outs/{id}', as: 'user', path: { id: '{{cashOutId}}' }, body: { metadata: { purpose: 'groceries' } } },
      { op: 'GET /sandbox/clock', as: 'merchant' },
      { op: 'POST /sandbox/clock/advance', as: 'merchant', body: { seconds: 30 } },
      { op: 'POST /wallets/me/refund', as: 'user', body: { transactionId: '{{fundInId}}', metadata: { reason: 'paid twice' } } },
      { op: 'GET /wallets/me/fund-ins', as: 'user' },
      { op: 'GET /wallets/me/cash-outs', as: 'user' },
      { op: 'POST /sandbox/wallets/fund', as: 'merchant', body: { walletId: '{{walletId}}', amount: '100.00', currency: 'GHS' } },
    ],
  },
  {
    folder: 'Recipients, FX and transfers',
    steps: [
      {
        op: 'POST /recipients',
        as: 'user',
        body: { name: 'Kwame Asante', phone: '+233201234567', provider: 'MTN', country: 'GH', currency: 'GHS', metadata: { relation: 'brother' } },
        capture: { recipientId: 'data.id' },
      },
      { op: 'GET /recipients', as: 'user' },
      { op: 'PUT /recipients/{id}', as: 'user', path: { id: '{{recipientId}}' }, body: { name: 'Kwame K. Asante' } },
      { op: 'GET /exchange-rates', as: 'user', query: { from: 'USD', to: 'GHS', amount: '100' } },
      {
        op: 'POST /fx/quotes',
        as: 'user',
        body: { from: 'USD', to: 'GHS', amount: '10.00', speed: 'express' },
        capture: { quoteId: 'data.quoteId ?? data.id' },
      },
      { op: 'GET /fx/quotes/{quoteId}', as: 'user', path: { quoteId: '{{quoteId}}' } },
      {
        op: 'POST /transactions',
        as: 'user',
        body: {
          recipientId: '{{recipientId}}',
          amount: '50.00',
          sendCurrency: 'GHS',
          receiveCurrency: 'GHS',
          speedTier: 'express',
          metadata: { purpose: 'school fees' },
        },
        capture: { remittanceId: 'data.id' },
      },
      { op: 'GET /transactions', as: 'user' },
      { op: 'GET /transactions/{id}', as: 'user', path: { id: '{{remittanceId}}' } },
      { op: 'POST /transactions/{id}', as: 'user', path: { id: '{{remittanceId}}' }, body: { metadata: { purpose: 'school fees', term: '2' } } },
      { op: 'GET /transactions/search', as: 'user', query: { query: "metadata['purpose']:'school fees' AND speedTier:express" } },
      { op: 'DELETE /recipients/{id}', as: 'user', path: { id: '{{recipientId}}' } },
    ],
  },
  {
    folder: 'Payment requests',
    steps: [
      {
        op: 'POST /payment-requests',
        name: 'Request money from the merchant (accepted below)',
        as: 'user',
        body: { fromEmail: '{{merchantEmail}}', amount: '3.00', currency: 'GHS', note: 'Shared taxi', metadata: { trip: 'T-42' } },
        capture: { acceptedRequestId: 'data.id' },
      },
      {
        op: 'POST /payment-requests',
        name: 'Request money again (rejected below)',
        as: 'user',
        body: { fromEmail: '{{merchantEmail}}', amount: '4.00', currency: 'GHS', metadata: { trip: 'T-44' } },
        capture: { rejectedRequestId: 'data.id' },
      },
      {
        op: 'POST /payment-requests',
        name: 'Request money a third time (cancelled below)',
        as: 'user',
        body: { fromEmail: '{{merchantEmail}}', amount: '6.00', currency: 'GHS', metadata: { trip: 'T-45' } },
        capture: { cancelledRequestId: 'data.id' },
      },
      { op: 'POST /payment-requests/{id}', as: 'user', path: { id: '{{acceptedRequestId}}' }, body: { metadata: { trip: 'T-43' } } },
      { op: 'GET /payment-requests/sent', as: 'user' },
      { op: 'GET /payment-requests/received', as: 'merchant' },
      { op: 'POST /payment-requests/{id}/accept', as: 'merchant', path: { id: '{{acceptedRequestId}}' } },
      { op: 'POST /payment-requests/{id}/reject', as: 'merchant', path: { id: '{{rejectedRequestId}}' } },
      { op: 'POST /payment-requests/{id}/cancel', as: 'user', path: { id: '{{cancelledRequestId}}' } },
    ],
  },
  {
    folder: 'Cards',
    steps: [
      { op: 'POST /payment-methods/setup-intent', as: 'user', capture: { setupIntentId: 'data.id', clientSecret: 'data.clientSecret' } },
      {
        op: 'POST /payment-methods/setup-intent/{id}/confirm',
        as: 'user',
        path: { id: '{{setupIntentId}}' },
        body: { clientSecret: '{{clientSecret}}', card, metadata: { label: 'work card' } },
        capture: { paymentMethodId: 'data.id' },
      },
      {
        op: 'POST /payment-methods/{paymentMethodId}',
        as: 'user',
        path: { paymentMethodId: '{{paymentMethodId}}' },
        body: { metadata: { label: 'travel card' } },
      },
      { op: 'GET /payment-methods', as: 'user' },
      { op: 'PUT /payment-methods/default', as: 'user', body: { paymentMethodId: '{{paymentMethodId}}' } },
      { op: 'POST /payment-methods/sync', as: 'user' },
      { op: 'DELETE /payment-methods/{paymentMethodId}', as: 'user', path: { paymentMethodId: '{{paymentMethodId}}' } },
    ],
  },
  {
    folder: 'KYC',
    steps: [
      { op: 'GET /kyc/tiers', as: 'user' },
      { op: 'GET /kyc/status', as: 'user' },
      {
        op: 'POST /kyc/documents',
        as: 'user',
        body: {
          type: 'NATIONAL_ID',
          fileName: 'national-id.png',
          contentType: 'image/png',
          content: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        },
      },
      { op: 'POST /kyc/upgrade', as: 'user', body: { targetTier: 2 } },
    ],
  },
  {
    folder: 'Bills',
    steps: [
      { op: 'GET /bills/providers', as: 'user', query: { country: 'GH' } },
      {
        op: 'POST /bills/saved-billers',
        as: 'user',
        body: { providerId: 'bp_gwcl', accountNumber: '0123456789', nickname: 'Home water' },
        capture: { savedBillerId: 'data.id' },
      },
      { op: 'GET /bills/saved-billers', as: 'user' },
      {
        op: 'POST /bills/pay',
        as: 'user',
        body: { providerId: 'bp_gwcl', accountNumber: '0123456789', amount: '25.00', currency: 'GHS' },
        capture: { billPaymentId: 'data.id' },
      },
      { op: 'GET /bills/history', as: 'user' },
      { op: 'GET /bills/history/{id}', as: 'user', path: { id: '{{billPaymentId}}' } },
      {
        op: 'POST /bills/scheduled',
        as: 'user',
        before: "pm.collectionVariables.set('nextMonth', new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10));",
        body: { providerId: 'bp_gwcl', accountNumber: '0123456789', amount: '40.00', currency: 'GHS', frequency: 'MONTHLY', startDate: '{{nextMonth}}' },
        capture: { scheduledBillId: 'data.id' },
      },
      { op: 'GET /bills/scheduled', as: 'user' },
      { op: 'GET /bills/scheduled/{id}', as: 'user', path: { id: '{{scheduledBillId}}' } },
      { op: 'PUT /bills/scheduled/{id}/pause', as: 'user', path: { id: '{{scheduledBillId}}' } },
      { op: 'PUT /bills/scheduled/{id}/resume', as: 'user', path: { id: '{{scheduledBillId}}' } },
      { op: 'GET /bills/scheduled/{id}/occurrences', as: 'user', path: { id: '{{scheduledBillId}}' }, query: { count: '3' } },
      { op: 'DELETE /bills/saved-billers/{id}', as: 'user', path: { id: '{{savedBillerId}}' } },
    ],
  },
  {
    folder: 'Savings',
    steps: [
      {
        op: 'POST /savings/goals',
        as: 'user',
        body: { name: 'New laptop', targetAmount: '1000.00', currency: 'GHS', metadata: { purpose: 'study' } },
        capture: { goalId: 'data.id' },
      },
      { op: 'GET /savings/goals', as: 'user' },
      { op: 'GET /savings/goals/{id}', as: 'user', path: { id: '{{goalId}}' } },
      { op: 'POST /savings/goals/{id}', as: 'user', path: { id: '{{goalId}}' }, body: { metadata: { purpose: 'work' } } },
      { op: 'POST /savings/goals/{id}/deposit', as: 'user', path: { id: '{{goalId}}' }, body: { amount: '50.00' } },
      { op: 'POST /savings/goals/{id}/withdraw', as: 'user', path: { id: '{{goalId}}' }, body: { amount: '10.00' } },
      {
        op: 'POST /savings/plans',
        as: 'user',
        before: "pm.collectionVariables.set('nextWeek', new Date(Date.now() + 7 * 86400000).toISOString().slice(0, 10));",
        body: { goalId: '{{goalId}}', amount: '20.00', frequency: 'WEEKLY', startDate: '{{nextWeek}}', timeZone: 'Africa/Accra' },
        capture: { savingsPlanId: 'data.id' },
      },
      { op: 'GET /savings/plans', as: 'user' },
      { op: 'GET /savings/plans/{id}', as: 'user', path: { id: '{{savingsPlanId}}' } },
      { op: 'PUT /savings/plans/{id}/pause', as: 'user', path: { id: '{{savingsPlanId}}' } },
      { op: 'PUT /savings/plans/{id}/resume', as: 'user', path: { id: '{{savingsPlanId}}' } },
      { op: 'GET /savings/plans/{id}/occurrences', as: 'user', path: { id: '{{savingsPlanId}}' }, query: { count: '3' } },
      {
        op: 'POST /savings/goals/{id}/withdraw',
        name: 'Withdraw the rest, so the goal can close',
        as: 'user',
        path: { id: '{{goalId}}' },
        body: { amount: '40.00' },
      },
      { op: 'POST /savings/goals/{id}/close', as: 'user', path: { id: '{{goalId}}' } },
    ],
  },
  {
    folder: 'Credit and loans',
    steps: [
      { op: 'GET /credit/score', as: 'user' },
      { op: 'GET /credit/history', as: 'user' },
      { op: 'GET /credit/eligibility', as: 'user' },
      { op: 'GET /loans/products', as: 'user', capture: { loanProductId: 'data[0].id' } },
      {
        op: 'POST /loans/apply',
        as: 'user',
        body: { productId: '{{loanProductId}}', amount: '200.00', currency: 'GHS', termMonths: 3, purpose: 'Stock for the shop' },
        capture: { loanId: 'data.id' },
      },
      { op: 'POST /sandbox/clock/advance', name: 'Let the sandbox underwriter decide (a minute on the clock)', as: 'merchant', body: { seconds: 90 } },
      { op: 'GET /loans', as: 'user' },
      { op: 'GET /loans/{id}', as: 'user', path: { id: '{{loanId}}' } },
      { op: 'POST /loans/{id}/repay', as: 'user', path: { id: '{{loanId}}' }, body: { amount: '20.00' } },
    ],
  },
  {
    folder: 'Referrals and notifications',
    steps: [
      { op: 'GET /referrals/code', as: 'user' },
      { op: 'GET /referrals', as: 'user' },
      { op: 'GET /referrals/rewards', as: 'user' },
      { op: 'GET /notifications/preferences', as: 'user' },
      { op: 'PUT /notifications/preferences', as: 'user', body: { email: { promotions: true }, sms: { reminders: false } } },
    ],
  },
  {
    folder: 'Disputes',
    steps: [
      {
        op: 'POST /disputes',
        as: 'user',
        body: { transactionId: '{{p2pTransferId}}', reason: 'incorrect_amount', description: 'I meant to send 0.50, not 5.00.' },
        capture: { disputeId: 'data.id' },
      },
      { op: 'GET /disputes', as: 'user' },
      { op: 'GET /disputes/{id}', as: 'user', path: { id: '{{disputeId}}' } },
      { op: 'POST /disputes/{id}/comments', as: 'user', path: { id: '{{disputeId}}' }, body: { body: 'The receipt is attached to the transfer note.' } },
      { op: 'POST /disputes/{id}/evidence', as: 'user', path: { id: '{{disputeId}}' }, body: { urls: ['https://example.com/receipt.png'] } },
      { op: 'GET /disputes/received', as: 'merchant' },
      { op: 'GET /admin/disputes', as: 'admin' },
      {
        op: 'POST /admin/disputes/{id}/resolve',
        as: 'admin',
        path: { id: '{{disputeId}}' },
        body: { outcome: 'decline', note: 'The amount matches what was sent.' },
      },
    ],
  },
  {
    folder: 'A new developer account',
    steps: [
      {
        op: 'POST /developers',
        as: 'none',
        before: [
          "const stamp = String(Date.now()) + String(Math.floor(Math.random() * 1000)).padStart(3, '0');",
          "pm.collectionVariables.set('developerEmail', 'kofi.' + stamp + '@example.com');",
          "pm.collectionVariables.set('developerPhone', '+23320' + stamp.slice(-7));",
        ].join('\n'),
        body: {
          companyName: 'Kofi Foods',
          firstName: 'Kofi',
          lastName: 'Boateng',
          email: '{{developerEmail}}',
          phone: '{{developerPhone}}',
          password: 'a-long-enough-password',
          country: 'GH',
        },
        capture: { developerToken: 'data.tokens.accessToken', developerAccountId: 'data.account.id' },
      },
      { op: 'GET /developers/me', as: 'newDeveloper' },
      { op: 'POST /developers/me/subscription-keys/rotate', as: 'newDeveloper', body: { product: 'remittance' } },
      { op: 'GET /api-versions', as: 'newDeveloper' },
      { op: 'POST /developers/me/api-version', as: 'newDeveloper', body: { version: '2026-12-01' } },
      { op: 'POST /developers/me/api-version/rollback', as: 'newDeveloper' },
      {
        op: 'POST /developers/me/secret-keys',
        as: 'newDeveloper',
        body: { name: 'Order server', scopes: ['payment_links:read'] },
        capture: { secretKeyId: 'data.id' },
      },
      { op: 'GET /developers/me/secret-keys', as: 'newDeveloper' },
      {
        op: 'POST /developers/me/secret-keys/{id}/roll',
        as: 'newDeveloper',
        path: { id: '{{secretKeyId}}' },
        body: { expiresInHours: 1 },
        capture: { rolledSecretKeyId: 'data.secretKey.id' },
      },
      { op: 'DELETE /developers/me/secret-keys/{id}', as: 'newDeveloper', path: { id: '{{rolledSecretKeyId}}' } },
      { op: 'PUT /admin/developer-accounts/{accountId}/plan', as: 'admin', path: { accountId: '{{developerAccountId}}' }, body: { plan: 'STARTER' } },
    ],
  },
  {
    folder: 'Mobile money API users',
    steps: [
      {
        op: 'POST /v1_0/apiuser',
        as: 'none',
        key: 'collection',
        before: reference('apiUserReference'),
        headers: { 'X-Reference-Id': '{{apiUserReference}}' },
        body: { providerCallbackHost: 'localhost' },
      },
      { op: 'POST /v1_0/apiuser/{apiUserId}/apikey', as: 'none', key: 'collection', path: { apiUserId: '{{apiUserReference}}' } },
      { op: 'GET /v1_0/apiuser/{apiUserId}', as: 'none', key: 'collection', path: { apiUserId: '{{apiUserReference}}' } },
      { op: 'POST /{product}/token/', as: 'none', key: 'collection', path: { product: 'collection' } },
      { op: 'GET /{product}/account/balance', as: 'none', key: 'collection', path: { product: 'collection' } },
      {
        op: 'GET /{product}/accountholder/{partyIdType}/{partyId}/active',
        as: 'none',
        key: 'collection',
        path: { product: 'collection', partyIdType: 'msisdn', partyId: '233241234567' },
      },
      {
        op: 'GET /{product}/accountholder/msisdn/{partyId}/basicuserinfo',
        as: 'none',
        key: 'collection',
        path: { product: 'collection', partyId: '233241234567' },
      },
    ],
  },
  {
    folder: 'Collection',
    steps: [
      ...(
        [
          ['POST /collection/payment/request', 'requestToPayReference', '233241234567'],
          ['POST /collection/payment', 'paymentReference', '233241234567'],
          ['PUT /collection/payment/withdraw', 'withdrawalReference', '233241234567'],
          ['POST /collection/invoice', 'invoiceReference', '46733123453'],
        ] as const
      ).flatMap(([op, variable, partyId]): Step[] => [
        {
          op,
          as: 'none',
          key: 'collection',
          before: reference(variable),
          headers: { 'X-Reference-Id': `{{${variable}}}` },
          body: { amount: '12.50', currency: 'EUR', payer: momoPayer(partyId), externalId: 'order-1042', payerMessage: 'Order 1042', payeeNote: 'Thank you' },
        },
      ]),
      { op: 'GET /collection/payment/request/{referenceId}/status', as: 'none', key: 'collection', path: { referenceId: '{{requestToPayReference}}' } },
      { op: 'GET /collection/payment/{referenceId}/status', as: 'none', key: 'collection', path: { referenceId: '{{paymentReference}}' } },
      { op: 'GET /collection/payment/withdraw/{referenceId}/status', as: 'none', key: 'collection', path: { referenceId: '{{withdrawalReference}}' } },
      { op: 'GET /collection/invoice/{referenceId}/status', as: 'none', key: 'collection', path: { referenceId: '{{invoiceReference}}' } },
      { op: 'DELETE /collection/invoice/{referenceId}/cancel', as: 'none', key: 'collection', path: { referenceId: '{{invoiceReference}}' } },
      {
        op: 'POST /collection/preapproval',
        as: 'none',
        key: 'collection',
        before: reference('preapprovalReference'),
        headers: { 'X-Reference-Id': '{{preapprovalReference}}' },
        body: { currency: 'EUR', payer: momoPayer('46733123453'), externalId: 'mandate-7', payerMessage: 'Monthly box', payeeNote: 'Mandate' },
      },
      { op: 'GET /collection/preapproval/{referenceId}/status', as: 'none', key: 'collection', path: { referenceId: '{{preapprovalReference}}' } },
      { op: 'DELETE /collection/preapproval/{referenceId}/cancel', as: 'none', key: 'collection', path: { referenceId: '{{preapprovalReference}}' } },
    ],
  },
  {
    folder: 'Disbursement and remittance',
    steps: [
      ...(
        [
          ['POST /disbursement/transfer', 'disbursement', 'transferReference'],
          ['POST /disbursement/deposit', 'disbursement', 'depositReference'],
          ['POST /remittance/transfer', 'remittance', 'remittanceReference'],
          ['POST /remittance/cash/transfer', 'remittance', 'cashTransferReference'],
        ] as const
      ).map(
        ([op, key, variable]): Step => ({
          op,
          as: 'none',
          key,
          before: reference(variable),
          headers: { 'X-Reference-Id': `{{${variable}}}` },
          body: {
            amount: '7.00',
            currency: 'EUR',
            payee: momoPayer('233201234568'),
            externalId: 'payout-88',
            payerMessage: 'Payout',
            payeeNote: 'Weekly payout',
          },
        }),
      ),
      { op: 'GET /disbursement/transfer/{referenceId}/status', as: 'none', key: 'disbursement', path: { referenceId: '{{transferReference}}' } },
      { op: 'GET /disbursement/deposit/{referenceId}/status', as: 'none', key: 'disbursement', path: { referenceId: '{{depositReference}}' } },
      { op: 'GET /remittance/transfer/{referenceId}/status', as: 'none', key: 'remittance', path: { referenceId: '{{remittanceReference}}' } },
      { op: 'GET /remittance/cash/transfer/{referenceId}/status', as: 'none', key: 'remittance', path: { referenceId: '{{cashTransferReference}}' } },
      { op: 'POST /sandbox/clock/advance', name: 'Let the mobile money operations complete', as: 'merchant', body: { seconds: 30 } },
      {
        op: 'POST /disbursement/refund',
        as: 'none',
        key: 'disbursement',
        before: reference('refundReference'),
        headers: { 'X-Reference-Id': '{{refundReference}}' },
        body: {
          amount: '2.50',
          currency: 'EUR',
          payee: momoPayer('233241234567'),
          referenceIdToRefund: '{{requestToPayReference}}',
          externalId: 'refund-1042',
          payerMessage: 'Refund',
          payeeNote: 'Part of order 1042',
        },
      },
      { op: 'GET /disbursement/refund/{referenceId}/status', as: 'none', key: 'disbursement', path: { referenceId: '{{refundReference}}' } },
    ],
  },
  {
    folder: 'Payment links and payments',
    steps: [
      {
        op: 'POST /merchants/me/payment-links',
        as: 'merchant',
        body: { title: 'Kente stole', description: 'Hand-woven, 2 m', amount: '50.00', currency: 'GHS', amountFixed: true, metadata: { order_id: '1001' } },
        capture: { paymentLinkId: 'data.id', paymentLinkCode: "data.url.split('/').pop()" },
      },
      { op: 'GET /merchants/me/payment-links', as: 'merchant' },
      { op: 'GET /merchants/me/payment-links/{id}', as: 'merchant', path: { id: '{{paymentLinkId}}' } },
      {
        op: 'POST /merchants/me/payment-links/{id}',
        as: 'merchant',
        path: { id: '{{paymentLinkId}}' },
        body: { metadata: { order_id: '1001', channel: 'market stall' } },
      },
      { op: 'GET /merchants/me/payment-links/search', as: 'merchant', query: { query: "metadata['order_id']:'1001'" } },
      {
        page: true,
        name: 'Pay the link on its hosted page, by card',
        method: 'POST',
        url: '/pay/{{paymentLinkCode}}',
        form: { method: 'card', number: card.number, expMonth: String(card.expMonth), expYear: String(card.expYear), cvc: card.cvc },
      },
      { op: 'GET /merchants/me/payments', as: 'merchant', capture: { paymentId: 'data.items[0].id' } },
      { op: 'GET /merchants/me/payments/volume', as: 'merchant', query: { days: '30' } },
      { op: 'GET /merchants/me/payments/{id}', as: 'merchant', path: { id: '{{paymentId}}' } },
      { op: 'POST /merchants/me/payments/{id}', as: 'merchant', path: { id: '{{paymentId}}' }, body: { metadata: { shipped: 'yes' } } },
      { op: 'GET /merchants/me/payments/search', as: 'merchant', query: { query: "metadata['order_id']:'1001' AND method:'CARD'" } },
      {
        op: 'POST /merchants/me/payments/{id}/refunds',
        as: 'merchant',
        path: { id: '{{paymentId}}' },
        body: { amount: '10.00', reason: 'One fringe was torn', metadata: { ticket: '4412' } },
        capture: { refundId: 'data.id' },
      },
      { op: 'GET /merchants/me/payments/{id}/refunds', as: 'merchant', path: { id: '{{paymentId}}' } },
      { op: 'GET /merchants/me/refunds/{id}', as: 'merchant', path: { id: '{{refundId}}' } },
      { op: 'POST /merchants/me/refunds/{id}', as: 'merchant', path: { id: '{{refundId}}' }, body: { metadata: { ticket: '4412', resolved: 'yes' } } },
      { op: 'GET /merchants/me/refunds/search', as: 'merchant', query: { query: "metadata['ticket']:'4412'" } },
      { op: 'GET /ledger/trace/{objectId}', as: 'merchant', path: { objectId: '{{paymentId}}' } },
      { op: 'POST /merchants/me/payment-links/{id}/deactivate', as: 'merchant', path: { id: '{{paymentLinkId}}' } },
    ],
  },
  {
    folder: 'Invoices',
    steps: [
      {
        op: 'POST /merchants/me/invoices',
        as: 'merchant',
        body: {
          customerEmail: 'buyer@example.com',
          currency: 'GHS',
          items: [
            { description: 'Catering, 20 guests', quantity: 20, unitPrice: '45.00' },
            { description: 'Delivery', quantity: 1, unitPrice: '30.00' },
          ],
          notes: 'Thank you for your order.',
          metadata: { order_id: '1002' },
        },
        capture: { invoiceId: 'data.id' },
      },
      { op: 'GET /merchants/me/invoices', as: 'merchant' },
      { op: 'GET /merchants/me/invoices/{id}', as: 'merchant', path: { id: '{{invoiceId}}' } },
      { op: 'POST /merchants/me/invoices/{id}', as: 'merchant', path: { id: '{{invoiceId}}' }, body: { metadata: { customer_ref: 'buyer-17' } } },
      { op: 'GET /merchants/me/invoices/search', as: 'merchant', query: { query: "status:'SENT' AND metadata['order_id']:'1002'" } },
      { op: 'POST /merchants/me/invoices/{id}/void', as: 'merchant', path: { id: '{{invoiceId}}' } },
    ],
  },
  {
    folder: 'Point of sale',
    steps: [
      { op: 'GET /pos/catalog', as: 'merchant', capture: { catalogItemId: 'data.items[0].id' } },
      {
        op: 'POST /pos/catalog',
        as: 'merchant',
        body: { description: 'Shea butter, 250 g', sku: 'SHEA-250', unitPrice: '35.00', currency: 'GHS' },
        capture: { newCatalogItemId: 'data.id' },
      },
      { op: 'PUT /pos/catalog/{id}', as: 'merchant', path: { id: '{{newCatalogItemId}}' }, body: { unitPrice: '32.00' } },
      {
        op: 'POST /pos/sales',
        as: 'merchant',
        body: {
          items: [{ catalogItemId: '{{catalogItemId}}', quantity: 2 }],
          paymentMethod: 'cash',
          currency: 'GHS',
          customerPhone: '+233241110000',
          metadata: { table: '7' },
        },
        capture: { saleId: 'data.id' },
      },
      { op: 'GET /pos/sales', as: 'merchant' },
      { op: 'GET /pos/sales/{id}', as: 'merchant', path: { id: '{{saleId}}' } },
      { op: 'POST /pos/sales/{id}', as: 'merchant', path: { id: '{{saleId}}' }, body: { metadata: { table: '7', waiter: 'kofi' } } },
      { op: 'GET /pos/sales/search', as: 'merchant', query: { query: "metadata['table']:'7' AND paymentMethod:cash" } },
      { op: 'POST /pos/refunds', as: 'merchant', body: { saleId: '{{saleId}}', lines: [{ line: 1, quantity: 1 }], reason: 'Returned unopened' } },
      { op: 'POST /pos/catalog/{id}/archive', as: 'merchant', path: { id: '{{newCatalogItemId}}' } },
      { op: 'GET /pos/reports/daily', as: 'merchant', query: { currency: 'GHS' } },
    ],
  },
  {
    folder: 'Payroll',
    steps: [
      {
        op: 'POST /payroll/templates',
        as: 'merchant',
        body: {
          name: 'Weekly staff',
          currency: 'GHS',
          employees: [{ name: 'Akosua Addo', phone: '+233245550001', amount: '150.00', reference: 'EMP-1', metadata: { employeeNo: 'E-1' } }],
        },
        capture: { payrollTemplateId: 'data.id' },
      },
      { op: 'GET /payroll/templates', as: 'merchant' },
      {
        op: 'POST /payroll/batches',
        as: 'merchant',
        body: {
          name: 'Week 48',
          currency: 'GHS',
          templateId: '{{payrollTemplateId}}',
          employees: [{ name: 'Yaw Mensah', phone: '+46733123464', amount: '80.00', reference: 'EMP-2', metadata: { employeeNo: 'E-2' } }],
          metadata: { costCentre: 'shop' },
        },
        capture: { payrollBatchId: 'data.id' },
      },
      { op: 'GET /payroll/batches', as: 'merchant' },
      { op: 'GET /payroll/batches/{id}', as: 'merchant', path: { id: '{{payrollBatchId}}' } },
      { op: 'POST /payroll/batches/{id}', as: 'merchant', path: { id: '{{payrollBatchId}}' }, body: { metadata: { period: '2026-11' } } },
      { op: 'POST /payroll/batches/{id}/process', as: 'merchant', path: { id: '{{payrollBatchId}}' } },
      { op: 'POST /sandbox/clock/advance', name: 'Let the payroll payouts complete', as: 'merchant', body: { seconds: 30 } },
      {
        op: 'GET /payroll/batches/{id}/items',
        as: 'merchant',
        path: { id: '{{payrollBatchId}}' },
        capture: { failedPayrollItemId: "(data.items.find((item) => item.status === 'FAILED') ?? data.items[0]).id" },
      },
      {
        op: 'POST /payroll/batches/{id}/items/{itemId}',
        as: 'merchant',
        path: { id: '{{payrollBatchId}}', itemId: '{{failedPayrollItemId}}' },
        body: { metadata: { costCentre: 'shop' } },
      },
      {
        op: 'POST /payroll/batches/{id}/items/{itemId}/correct',
        as: 'merchant',
        path: { id: '{{payrollBatchId}}', itemId: '{{failedPayrollItemId}}' },
        body: { name: 'Yaw K. Mensah' },
      },
      { op: 'POST /payroll/batches/{id}/retry', as: 'merchant', path: { id: '{{payrollBatchId}}' } },
    ],
  },
  {
    folder: 'Webhooks and events',
    steps: [
      { op: 'GET /merchants/me/webhooks/event-types', as: 'merchant' },
      {
        op: 'POST /merchants/me/webhooks',
        as: 'merchant',
        body: { url: '{{webhookUrl}}', events: ['payment.completed', 'payment.refunded'], description: 'Order system', metadata: { environment: 'staging' } },
        capture: { webhookId: 'data.webhook.id' },
      },
      { op: 'GET /merchants/me/webhooks', as: 'merchant' },
      { op: 'GET /merchants/me/webhooks/{id}', as: 'merchant', path: { id: '{{webhookId}}' } },
      { op: 'PUT /merchants/me/webhooks/{id}', as: 'merchant', path: { id: '{{webhookId}}' }, body: { description: 'Order system (production)' } },
      { op: 'POST /merchants/me/webhooks/{id}/rotate-secret', as: 'merchant', path: { id: '{{webhookId}}' } },
      { op: 'POST /merchants/me/webhooks/{id}/test', as: 'merchant', path: { id: '{{webhookId}}' }, body: {} },
      { op: 'GET /merchants/me/webhooks/{id}/deliveries', as: 'merchant', path: { id: '{{webhookId}}' }, capture: { deliveryId: 'data.items[0].id' } },
      { op: 'GET /merchants/me/webhooks/deliveries/{deliveryId}', as: 'merchant', path: { deliveryId: '{{deliveryId}}' } },
      { op: 'POST /merchants/me/webhooks/deliveries/{deliveryId}/redeliver', as: 'merchant', path: { deliveryId: '{{deliveryId}}' } },
      { op: 'POST /merchants/me/webhooks/{id}/enable', as: 'merchant', path: { id: '{{webhookId}}' } },
      { op: 'POST /developers/me/callback-secret/rotate', as: 'merchant' },
      { op: 'DELETE /merchants/me/webhooks/{id}', as: 'merchant', path: { id: '{{webhookId}}' } },
      { op: 'GET /events', as: 'merchant', query: { limit: '20' } },
    ],
  },
  {
    folder: 'Administration',
    steps: [
      { op: 'PUT /admin/exchange-rates/{currency}', as: 'admin', path: { currency: 'NGN' }, body: { perUsd: '1550.00' } },
      { op: 'PUT /admin/kyc/tier', as: 'admin', body: { userId: '{{newUserId}}', tier: 1, reason: 'Documents checked in branch' } },
      { op: 'POST /admin/transactions/{id}/reverse', as: 'admin', path: { id: '{{remittanceId}}' } },
      { op: 'GET /admin/ledger/reconciliation', as: 'admin' },
    ],
  },
  {
    folder: 'Profile and signing out',
    steps: [
      { op: 'PUT /users/me', as: 'newUser', body: { firstName: 'Ama', lastName: 'Mensah-Owusu' } },
      { op: 'POST /users/me/phone/verification-code', name: "Send a code to the new merchant's phone", as: 'newDeveloper' },
      { op: 'POST /users/me/logout-all', as: 'newUser' },
    ],
  },
];

/** The sandbox's variables: the credentials in sandbox-credentials.json; the run fills in the tokens and ids it captures. */
export const COLLECTION_VARIABLES = [
  { key: 'baseUrl', value: 'http://localhost:4000/ms/v1', description: 'The server and the REST prefix' },
  { key: 'origin', value: 'http://localhost:4000', description: 'The server (the hosted payment page is at {{origin}}/pay/…)' },
  { key: 'subscriptionKey', value: '', description: "Your app's subscription key (developer.subscriptionKey in sandbox-credentials.json)" },
  { key: 'collectionKey', value: '', description: 'The collection product key (developer.productKeys.collection)' },
  { key: 'disbursementKey', value: '', description: 'The disbursement product key (developer.productKeys.disbursement)' },
  { key: 'remittanceKey', value: '', description: 'The remittance product key (developer.productKeys.remittance)' },
  { key: 'apiUser', value: '', description: 'A mobile money API user (developer.apiUserId)' },
  { key: 'apiKey', value: '', description: "That API user's key (developer.apiKey)" },
  { key: 'userEmail', value: 'demo-user@sandbox.example', description: 'The demo app user (appUser.email)' },
  { key: 'userPassword', value: '', description: 'appUser.password' },
  { key: 'merchantEmail', value: 'demo-merchant@sandbox.example', description: 'The demo merchant (developer.email)' },
  { key: 'merchantPassword', value: '', description: 'developer.password' },
  { key: 'adminEmail', value: 'admin@sandbox.example', description: 'The administrator (admin.email)' },
  { key: 'adminPassword', value: '', description: 'admin.password' },
  { key: 'targetEnvironment', value: 'sandbox', description: 'X-Target-Environment' },
  { key: 'webhookUrl', value: 'https://example.com/hooks/payments', description: 'Where the webhook endpoint the run registers sends (a receiver of yours)' },
];
