import { createPaymentsClient } from '@payments-platform/client';

const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
});
await payments.signIn(process.env['PAYMENTS_EMAIL'] ?? '', process.env['PAYMENTS_PASSWORD'] ?? '');

// A till: every sale carries an Idempotency-Key (the client makes one and keeps it on retries).
const item = await payments.POST('/pos/catalog', { body: { description: 'Waakye, large', unitPrice: '25.00', currency: 'GHS' } });
const sale = await payments.POST('/pos/sales', {
  body: {
    items: [
      { catalogItemId: item.id, quantity: 2 },
      { description: 'Sobolo', quantity: 1, unitPrice: '8.50' },
    ],
    paymentMethod: 'cash',
    currency: 'GHS',
  },
});
console.log(`${sale.receiptNumber} ${sale.status} ${sale.subtotal}`);
