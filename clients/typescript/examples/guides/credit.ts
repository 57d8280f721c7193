import { createPaymentsClient } from '@payments-platform/client';

const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
});
await payments.signIn(process.env['PAYMENTS_EMAIL'] ?? '', process.env['PAYMENTS_PASSWORD'] ?? '');

// step 1
const score = await payments.creditScores.retrieve();
console.log(`score ${score.score} of ${score.maxScore}, grade ${score.grade}`);
const eligibility = await payments.creditEligibilities.retrieve();
for (const product of eligibility.products) {
  console.log(`${product.productId}: ${product.eligible ? `up to ${product.maxAmount}` : 'not now'} ${product.currency}`);
}

// step 2
const loan = await payments.loans.create({ productId: 'lp_quick_cash_gh', amount: '1500.00', currency: 'GHS', termMonths: 3, purpose: 'School fees' });
console.log(`${loan.status}: ${loan.monthlyPayment} a month`);

// step 3
// The sandbox's underwriter decides a minute later on your account's clock: read the loan again.
const decided = await payments.loans.retrieve(loan.id);
console.log(`${decided.status} ${decided.rejectionReason ?? ''}`.trim());
