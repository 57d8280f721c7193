import { createPaymentsClient } from '@payments-platform/client';

const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
});
await payments.signIn(process.env['PAYMENTS_EMAIL'] ?? '', process.env['PAYMENTS_PASSWORD'] ?? '');

// A merchant's account: an app user's token is refused (403).
const link = await payments.POST('/merchants/me/payment-links', {
  body: { title: 'Jollof for two', currency: 'GHS', amountFixed: true, amount: '45.00', singleUse: true },
});
console.log(`${link.status} ${link.url}`);

const invoice = await payments.POST('/merchants/me/invoices', {
  body: {
    customerEmail: 'ama@example.com',
    currency: 'GHS',
    dueDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    items: [{ description: 'Catering, 20 guests', quantity: 20, unitPrice: '35.00' }],
  },
});
console.log(`${invoice.invoiceNumber} ${invoice.status} ${invoice.subtotal} ${invoice.url}`);
