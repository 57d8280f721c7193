<?php

use PaymentsPlatform\Payments;

// A till on the merchant's server: every sale carries an Idempotency-Key (the client makes one and keeps it on retries).
$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'), secretKey: getenv('PAYMENTS_SECRET_KEY'));

// step 1
$item = $payments->posCatalogItems->create(['description' => 'Waakye, large', 'unitPrice' => '25.00', 'currency' => 'GHS']);

// step 2
$sale = $payments->posSales->create([
    'items' => [['catalogItemId' => $item->id, 'quantity' => 2], ['description' => 'Sobolo', 'quantity' => 1, 'unitPrice' => '8.50']],
    'paymentMethod' => 'cash',
    'currency' => 'GHS',
]);
echo "{$sale->receiptNumber} {$sale->status} {$sale->subtotal}\n";

// step 3
// The Sobolo line (line 2) back: cash goes back in cash.
$refund = $payments->posRefunds->create(['saleId' => $sale->id, 'lines' => [['line' => 2, 'quantity' => 1]], 'reason' => 'Out of Sobolo']);
echo "refund {$refund->status} {$refund->amount}\n";

// step 4
$day = $payments->posDailyReports->retrieve(['currency' => 'GHS']);
echo "{$day->sales} sales today, net {$day->net} {$day->currency}\n";
