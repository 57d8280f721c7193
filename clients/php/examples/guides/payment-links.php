<?php

use PaymentsPlatform\Payments;

// A merchant's server, with its secret key: no sign-in.
$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'), secretKey: getenv('PAYMENTS_SECRET_KEY'));

// step 1
$link = $payments->paymentLinks->create(['title' => 'Jollof for two', 'currency' => 'GHS', 'amountFixed' => true, 'amount' => '45.00', 'singleUse' => true]);
echo "{$link->status} {$link->url}\n";

$invoice = $payments->invoices->create([
    'customerEmail' => 'ama@example.com',
    'currency' => 'GHS',
    'dueDate' => date('Y-m-d', strtotime('+14 days')),
    'items' => [['description' => 'Catering, 20 guests', 'quantity' => 20, 'unitPrice' => '35.00']],
]);
echo "{$invoice->invoiceNumber} {$invoice->status} {$invoice->subtotal} {$invoice->url}\n";

// step 2
// Share link.url by chat, as a QR code or in the invoice's e-mail; the customer pays on that page.
$collected = $payments->paymentLinks->retrieve($link->id);
echo "{$collected->title}: {$collected->paymentsCount} paid, {$collected->amountCollected} collected\n";

// step 3
// When payment.completed reaches your webhook endpoint, look the payment up (and refund it if you must).
$paid = $payments->payments->all(['targetId' => $link->id, 'status' => 'COMPLETE']);
foreach ($paid->autoPagingIterator() as $payment) {
    echo "{$payment->id}: {$payment->amount} {$payment->currency} by {$payment->method}\n";
}
echo count($paid->data) . " payments of {$link->title}\n";
