<?php

use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

// A till: every sale carries an Idempotency-Key (the client makes one and keeps it on retries).
$item = $payments->request('POST', '/pos/catalog', ['description' => 'Waakye, large', 'unitPrice' => '25.00', 'currency' => 'GHS']);
$sale = $payments->request('POST', '/pos/sales', [
    'items' => [['catalogItemId' => $item['id'], 'quantity' => 2], ['description' => 'Sobolo', 'quantity' => 1, 'unitPrice' => '8.50']],
    'paymentMethod' => 'cash',
    'currency' => 'GHS',
]);
echo "{$sale['receiptNumber']} {$sale['status']} {$sale['subtotal']}\n";
