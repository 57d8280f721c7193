<?php

use PaymentsPlatform\Payments;

// A till on the merchant's server: every sale carries an Idempotency-Key (the client makes one and keeps it on retries).
$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'), secretKey: getenv('PAYMENTS_SECRET_KEY'));

$item = $payments->posCatalogItems->create(['description' => 'Waakye, large', 'unitPrice' => '25.00', 'currency' => 'GHS']);
$sale = $payments->posSales->create([
    'items' => [['catalogItemId' => $item->id, 'quantity' => 2], ['description' => 'Sobolo', 'quantity' => 1, 'unitPrice' => '8.50']],
    'paymentMethod' => 'cash',
    'currency' => 'GHS',
]);
echo "{$sale->receiptNumber} {$sale->status} {$sale->subtotal}\n";
