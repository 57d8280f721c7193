import { createPaymentsClient } from '@payments-platform/client';

// Your server, as your API user: the product keys and the API user's key, never in an app.
const options = {
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
};
const payments = createPaymentsClient({
  ...options,
  productKeys: { collection: process.env['PAYMENTS_COLLECTION_KEY'] ?? '', disbursement: process.env['PAYMENTS_DISBURSEMENT_KEY'] ?? '' },
  apiUser: { apiUserId: process.env['PAYMENTS_API_USER_ID'] ?? '', apiKey: process.env['PAYMENTS_API_KEY'] ?? '' },
});

// step 1
// The payer approves on their phone; 46733123451 is the sandbox's number that declines.
const collection = payments.momo('collection');
for (const [order, payer] of [
  ['order-1001', '233241234567'],
  ['order-1002', '46733123451'],
]) {
  const referenceId = await collection.send('payment/request', {
    amount: '12.50',
    currency: 'EUR',
    externalId: order,
    payer: { partyIdType: 'MSISDN', partyId: payer },
    payerMessage: `Your order ${order}`,
    payeeNote: 'Thank you',
  });
  const final = await collection.wait('payment/request', referenceId);
  console.log(`${order}: ${final.status} ${final['financialTransactionId'] ?? final.reason}`);
}

// step 2
// Instead of polling: your webhook endpoint receives each outcome, and the account's event log keeps
// them (read with the account's secret key; `payments listen` forwards them to a local server).
const merchant = createPaymentsClient({ ...options, secretKey: process.env['PAYMENTS_SECRET_KEY'] ?? '' });
const [heard] = (await merchant.events.list({ type: 'collection.completed' })).items;
console.log(`${heard?.type} ${heard?.id}`);

// step 3
const disbursement = payments.momo('disbursement');
const payout = await disbursement.send('transfer', {
  amount: '5.00',
  currency: 'EUR',
  externalId: 'payout-2001',
  payee: { partyIdType: 'MSISDN', partyId: '233241234567' },
  payerMessage: 'Refund of order-1001',
  payeeNote: 'Refund',
});
const paidOut = await disbursement.wait('transfer', payout);
console.log(`payout-2001: ${paidOut.status}`);
