<?php

use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

// A merchant's account: an app user's token is refused (403).
$link = $payments->request('POST', '/merchants/me/payment-links', [
    'title' => 'Jollof for two', 'currency' => 'GHS', 'amountFixed' => true, 'amount' => '45.00', 'singleUse' => true,
]);
echo "{$link['status']} {$link['url']}\n";

$invoice = $payments->request('POST', '/merchants/me/invoices', [
    'customerEmail' => 'ama@example.com',
    'currency' => 'GHS',
    'dueDate' => (new DateTimeImmutable('+14 days'))->format('Y-m-d'),
    'items' => [['description' => 'Catering, 20 guests', 'quantity' => 20, 'unitPrice' => '35.00']],
]);
echo "{$invoice['invoiceNumber']} {$invoice['status']} {$invoice['subtotal']} {$invoice['url']}\n";
