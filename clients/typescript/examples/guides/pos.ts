import { createPaymentsClient } from '@payments-platform/client';

// A till on the merchant's server: every sale carries an Idempotency-Key (the client makes one and keeps it on retries).
const payments = createPaymentsClient({
  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? 'http://localhost:4000/ms/v1',
  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',
  secretKey: process.env['PAYMENTS_SECRET_KEY'] ?? '',
});

// step 1
const item = await payments.posCatalogItems.create({ description: 'Waakye, large', unitPrice: '25.00', currency: 'GHS' });

// step 2
const sale = await payments.posSales.create({
  items: [
    { catalogItemId: item.id, quantity: 2 },
    { description: 'Sobolo', quantity: 1, unitPrice: '8.50' },
  ],
  paymentMethod: 'cash',
  currency: 'GHS',
});
console.log(`${sale.receiptNumber} ${sale.status} ${sale.subtotal}`);

// step 3
// The Sobolo line (line 2) back: cash goes back in cash.
const refund = await payments.posRefunds.create({ saleId: sale.id, lines: [{ line: 2, quantity: 1 }], reason: 'Out of Sobolo' });
console.log(`refund ${refund.status} ${refund.amount}`);

// step 4
const day = await payments.posDailyReports.retrieve({ currency: 'GHS' });
console.log(`${day.sales} sales today, net ${day.net} ${day.currency}`);
