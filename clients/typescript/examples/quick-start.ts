import { ConflictError, createPaymentsClient } from '@payments-platform/client';

const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
});
await payments.signIn(process.env['PAYMENTS_EMAIL'] ?? '', process.env['PAYMENTS_PASSWORD'] ?? '');

const transfer = await payments.walletTransfers.create({ toEmail: 'demo-merchant@sandbox.example', amount: '5.00', currency: 'GHS', note: 'Lunch' });
console.log(`sent ${transfer.id}`);

for await (const entry of payments.walletTransactions.list('GHS')) {
  console.log(entry.createdAt, entry.direction, entry.amount);
}

try {
  await payments.walletTransfers.create({ toEmail: 'demo-merchant@sandbox.example', amount: '9999.00', currency: 'GHS' });
} catch (error) {
  if (!(error instanceof ConflictError)) throw error;
  console.log(`refused: ${error.code} ${error.correlationId}`);
}
