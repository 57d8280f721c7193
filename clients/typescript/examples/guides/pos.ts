import { createPaymentsClient } from '@payments-platform/client';

// A till on the merchant's server: every sale carries an Idempotency-Key (the client makes one and keeps it on retries).
const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
  secretKey: process.env['PAYMENTS_SECRET_KEY'] ?? '',
});

const item = await payments.posCatalogItems.create({ description: 'Waakye, large', unitPrice: '25.00', currency: 'GHS' });
const sale = await payments.posSales.create({
  items: [
    { catalogItemId: item.id, quantity: 2 },
    { description: 'Sobolo', quantity: 1, unitPrice: '8.50' },
  ],
  paymentMethod: 'cash',
  currency: 'GHS',
});
console.log(`${sale.receiptNumber} ${sale.status} ${sale.subtotal}`);
