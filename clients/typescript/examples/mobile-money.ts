import { createPaymentsClient } from '@payments-platform/client';

const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
  productKeys: { collection: process.env['PAYMENTS_COLLECTION_KEY'] ?? '' },
  apiUser: { apiUserId: process.env['PAYMENTS_API_USER_ID'] ?? '', apiKey: process.env['PAYMENTS_API_KEY'] ?? '' },
});
const collection = payments.momo('collection');

// The payer approves on their phone; 46733123451 is the sandbox's number that declines.
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
