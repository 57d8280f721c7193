import { createPaymentsClient } from '@payments-platform/client';

// A merchant's server, with its secret key, pays staff from its wallet; each payout is a mobile money disbursement.
const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
  secretKey: process.env['PAYMENTS_SECRET_KEY'] ?? '',
});

// step 1
const batch = await payments.payrollBatches.create({
  name: 'November wages',
  currency: 'GHS',
  employees: [
    { name: 'Kofi Boateng', phone: '+233241234567', amount: '12.00' },
    { name: 'Akosua Mensah', phone: '+233201234567', amount: '15.50' },
  ],
});
console.log(`${batch.status} ${batch.totalEmployees} ${batch.totalAmount} + ${batch.totalFees}`);

// step 2
const processing = await payments.payrollBatches.process(batch.id);
console.log(processing.status);

// step 3
// Each payout settles on its own; the failed ones can be corrected and retried.
for await (const item of payments.payrollItems.list(batch.id)) {
  console.log(`${item.name}: ${item.status}`);
}
