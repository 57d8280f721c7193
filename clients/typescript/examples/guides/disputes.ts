import { createPaymentsClient } from '@payments-platform/client';

const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
});
await payments.signIn(process.env['PAYMENTS_EMAIL'] ?? '', process.env['PAYMENTS_PASSWORD'] ?? '');

// step 1
// The user paid a merchant for an order that never came: the transfer is what they dispute.
const transfer = await payments.walletTransfers.create({ toEmail: 'demo-merchant@sandbox.example', amount: '3.00', currency: 'GHS', note: 'Order 55' });
const dispute = await payments.disputes.create({
  transactionId: transfer.id,
  reason: 'not_received',
  description: 'Order 55 never arrived at my address.',
});
console.log(`${dispute.status} ${dispute.priority} ${dispute.expectedResolutionDate}`);

// step 2
await payments.disputeEvidence.add(dispute.id, { urls: ['https://example.com/order-55/tracking.png'] });
await payments.disputeComments.create(dispute.id, { body: 'The courier says it was never picked up.' });

// step 3
const now = await payments.disputes.retrieve(dispute.id);
console.log(`${now.status}: ${now.evidence.length} evidence, ${now.comments.length} comment`);
