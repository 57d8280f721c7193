import { createPaymentsClient } from '@payments-platform/client';

// A merchant's server, with its secret key: no sign-in.
const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
  secretKey: process.env['PAYMENTS_SECRET_KEY'] ?? '',
});

// step 1
const link = await payments.paymentLinks.create({ title: 'Jollof for two', currency: 'GHS', amountFixed: true, amount: '45.00', singleUse: true });
console.log(`${link.status} ${link.url}`);

const invoice = await payments.invoices.create({
  customerEmail: 'ama@example.com',
  currency: 'GHS',
  dueDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
  items: [{ description: 'Catering, 20 guests', quantity: 20, unitPrice: '35.00' }],
});
console.log(`${invoice.invoiceNumber} ${invoice.status} ${invoice.subtotal} ${invoice.url}`);

// step 2
// Share link.url by chat, as a QR code or in the invoice's e-mail; the customer pays on that page.
const collected = await payments.paymentLinks.retrieve(link.id);
console.log(`${collected.title}: ${collected.paymentsCount} paid, ${collected.amountCollected} collected`);

// step 3
// When payment.completed reaches your webhook endpoint, look the payment up (and refund it if you must).
let paid = 0;
for await (const payment of payments.payments.list({ targetId: link.id, status: 'COMPLETE' })) {
  console.log(`${payment.id}: ${payment.amount} ${payment.currency} by ${payment.method}`);
  paid++;
}
console.log(`${paid} payments of ${link.title}`);
