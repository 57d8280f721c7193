import { createPaymentsClient } from '@payments-platform/client';

// A merchant's server: the secret key from the dashboard (Account → Secret keys), no sign-in.
const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
  secretKey: process.env['PAYMENTS_SECRET_KEY'] ?? '',
});

const link = await payments.paymentLinks.create({ title: 'Kente cloth', amount: '120.00', currency: 'GHS', amountFixed: true });
console.log(`pay at ${link.url}`);

// Awaited, a list is its first page; iterated, every item of every page.
for await (const each of payments.paymentLinks.list()) console.log(`link ${each.id} ${each.title} ${each.status}`);

const invoice = await payments.invoices.create({
  customerEmail: 'ama@example.com',
  currency: 'GHS',
  items: [{ description: 'Catering, 20 guests', quantity: 20, unitPrice: '45.50' }],
  dueDate: '2030-01-31',
});
console.log(`invoice ${invoice.invoiceNumber}: ${invoice.subtotal} ${invoice.currency}`);

await payments.paymentLinks.deactivate(link.id);
