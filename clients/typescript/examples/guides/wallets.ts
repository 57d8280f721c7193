import { createPaymentsClient, NotFoundError } from '@payments-platform/client';

const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
});

// step 1
// The e-mail and password your app's sign-in form collected: the client keeps the tokens and renews them.
await payments.signIn(process.env['PAYMENTS_EMAIL'] ?? '', process.env['PAYMENTS_PASSWORD'] ?? '');
const me = await payments.users.retrieve();
console.log(`signed in as ${me.email}`);

// step 2
// The user approves on their phone; the wallet is credited then (wallet.funded).
const fundIn = await payments.fundIns.create({ amount: '10.00', currency: 'GHS', phone: '+233241234567' });
console.log(`fund-in ${fundIn.status}`);

// step 3
const transfer = await payments.walletTransfers.create({ toEmail: 'demo-merchant@sandbox.example', amount: '5.00', currency: 'GHS', note: 'Lunch' });
console.log(`sent ${transfer.id}`);
const balance = await payments.walletBalances.retrieve('GHS');
console.log(`GHS ${balance.availableBalance} available`);

try {
  await payments.walletTransfers.create({ toEmail: 'nobody@example.com', amount: '5.00', currency: 'GHS' });
} catch (error) {
  if (!(error instanceof NotFoundError)) throw error;
  console.log(`refused: ${error.code} ${error.correlationId}`);
}

// step 4
const cashOut = await payments.cashOuts.create({ amount: '5.00', currency: 'GHS', phone: '+233241234567' });
console.log(`cash-out ${cashOut.status}`);
