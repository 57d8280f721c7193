import { createPaymentsClient } from '@payments-platform/client';

// A merchant's server, with its secret key: no sign-in.
const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
  secretKey: process.env['PAYMENTS_SECRET_KEY'] ?? '',
});

const link = await payments.paymentLinks.create({ title: 'Jollof for two', currency: 'GHS', amountFixed: true, amount: '45.00', singleUse: true });
console.log(`${link.status} ${link.url}`);

const invoice = await payments.invoices.create({
  customerEmail: 'ama@example.com',
  currency: 'GHS',
  dueDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
  items: [{ description: 'Catering, 20 guests', quantity: 20, unitPrice: '35.00' }],
});
console.log(`${invoice.invoiceNumber} ${invoice.status} ${invoice.subtotal} ${invoice.url}`);
