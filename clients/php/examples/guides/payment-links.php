<?php

use PaymentsPlatform\Payments;

// A merchant's server, with its secret key: no sign-in.
$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'), secretKey: getenv('PAYMENTS_SECRET_KEY'));

$link = $payments->paymentLinks->create(['title' => 'Jollof for two', 'currency' => 'GHS', 'amountFixed' => true, 'amount' => '45.00', 'singleUse' => true]);
echo "{$link->status} {$link->url}\n";

$invoice = $payments->invoices->create([
    'customerEmail' => 'ama@example.com',
    'currency' => 'GHS',
    'dueDate' => date('Y-m-d', strtotime('+14 days')),
    'items' => [['description' => 'Catering, 20 guests', 'quantity' => 20, 'unitPrice' => '35.00']],
]);
echo "{$invoice->invoiceNumber} {$invoice->status} {$invoice->subtotal} {$invoice->url}\n";
