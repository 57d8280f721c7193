import { createPaymentsClient } from '@payments-platform/client';

const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
});
await payments.signIn(process.env['PAYMENTS_EMAIL'] ?? '', process.env['PAYMENTS_PASSWORD'] ?? '');

// step 1
const intent = await payments.setupIntents.create();

// step 2
// In an app the card's number goes from the user's form to the confirm call, never to your server.
const card = await payments.setupIntents.confirm(intent.id, {
  clientSecret: intent.clientSecret ?? '',
  card: { number: '5555555555554444', expMonth: 12, expYear: 2030, cvc: '123' },
});
console.log(`saved ${card.brand} ending ${card.last4}`);

// step 3
const preferred = await payments.paymentMethods.setDefault({ paymentMethodId: card.id });
console.log(`default: ${preferred.brand} ending ${preferred.last4}, ${(await payments.paymentMethods.list()).length} saved`);
