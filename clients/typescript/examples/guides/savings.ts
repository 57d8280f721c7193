import { createPaymentsClient } from '@payments-platform/client';

const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
});
await payments.signIn(process.env['PAYMENTS_EMAIL'] ?? '', process.env['PAYMENTS_PASSWORD'] ?? '');

// step 1
const goal = await payments.savingsGoals.create({ name: 'New laptop', targetAmount: '50.00', currency: 'GHS' });

// step 2
const saved = await payments.savingsGoals.deposit(goal.id, { amount: '20.00' });
console.log(`${saved.name}: ${saved.savedAmount} of ${saved.targetAmount} (${saved.progress}%)`);

// step 3
// GHS 5.00 every week from 7 January 2030, until the goal is reached.
const plan = await payments.savingsPlans.create({ goalId: goal.id, amount: '5.00', frequency: 'weekly', startDate: '2030-01-07' });
console.log(`plan ${plan.status}, next ${plan.nextDebitDate}`);
