import { createPaymentsClient } from '@payments-platform/client';

const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
});
await payments.signIn(process.env['PAYMENTS_EMAIL'] ?? '', process.env['PAYMENTS_PASSWORD'] ?? '');

const score = await payments.creditScores.retrieve();
console.log(`score ${score.score} of ${score.maxScore}, grade ${score.grade}`);
for (const product of await payments.loanProducts.list()) {
  console.log(`${product.id}: up to ${product.maxAmount} ${product.currency}`);
}
