import { createPaymentsClient } from '@payments-platform/client';

const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
});
await payments.signIn(process.env['PAYMENTS_EMAIL'] ?? '', process.env['PAYMENTS_PASSWORD'] ?? '');

const goal = await payments.savingsGoals.create({ name: 'New laptop', targetAmount: '50.00', currency: 'GHS' });
const saved = await payments.savingsGoals.deposit(goal.id, { amount: '20.00' });
console.log(`${saved.name}: ${saved.savedAmount} of ${saved.targetAmount} (${saved.progress}%)`);
