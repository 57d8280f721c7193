import { createPaymentsClient, PaymentsApiError } from '@payments-platform/client';

const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
});
await payments.signIn(process.env['PAYMENTS_EMAIL'] ?? '', process.env['PAYMENTS_PASSWORD'] ?? '');

// In an app the card's number goes from the user's form to the confirm call, never to your server.
for (const number of ['5555555555554444', '4000000000000002']) {
  const intent = await payments.setupIntents.create();
  try {
    const card = await payments.setupIntents.confirm(intent.id, {
      clientSecret: intent.clientSecret ?? '',
      card: { number, expMonth: 12, expYear: 2030, cvc: '123' },
    });
    console.log(`saved ${card.brand} ending ${card.last4}`);
  } catch (error) {
    if (!(error instanceof PaymentsApiError)) throw error;
    console.log(`declined: ${error.code} ${error.fields.map((f) => f.message).join(',')}`);
  }
}
