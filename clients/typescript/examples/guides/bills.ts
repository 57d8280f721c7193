import { createPaymentsClient, PaymentsApiError } from '@payments-platform/client';

const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
});
await payments.signIn(process.env['PAYMENTS_EMAIL'] ?? '', process.env['PAYMENTS_PASSWORD'] ?? '');

// step 1
// Ghana's water billers, each with the label and the shape of its account numbers.
for (const biller of await payments.billProviders.list({ country: 'GH', category: 'WATER' })) {
  console.log(`${biller.id} ${biller.name}: ${biller.accountLabel} ${biller.accountPattern}`);
}

// step 2
// Ghana Water takes 10-digit account numbers; the sandbox's biller does not know one ending 0001.
const paid = await payments.billPayments.create({ providerId: 'bp_gwcl', accountNumber: '0241234567', amount: '20.00', currency: 'GHS' });
console.log(`${paid.status} ${paid.receiptNumber}`);

try {
  await payments.billPayments.create({ providerId: 'bp_gwcl', accountNumber: '0240000001', amount: '20.00', currency: 'GHS' });
} catch (error) {
  if (!(error instanceof PaymentsApiError)) throw error;
  console.log(`refused: ${error.code} ${error.fields.map((f) => f.field).join(',')}`);
}

// step 3
const receipt = await payments.billPayments.retrieve(paid.id);
console.log(`receipt ${receipt.receiptNumber} for ${receipt.amount} ${receipt.currency}`);

// step 4
const saved = await payments.savedBillers.create({ providerId: 'bp_gwcl', accountNumber: '0241234567', nickname: 'Home water' });
console.log(`saved ${saved.nickname} (${saved.providerName})`);
