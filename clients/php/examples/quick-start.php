<?php

use PaymentsPlatform\Exception\BadRequestException;
use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'), secretKey: getenv('PAYMENTS_SECRET_KEY'));

$link = $payments->paymentLinks->create(['title' => 'Kente cloth', 'amount' => '120.00', 'currency' => 'GHS', 'amountFixed' => true]);
echo "pay at {$link->url} for {$link->amount} {$link->currency}\n";

$invoice = $payments->invoices->create([
    'customerEmail' => 'ama@example.com',
    'items' => [['description' => 'Catering', 'quantity' => 2, 'unitPrice' => '45.50']],
    'currency' => 'GHS',
    'dueDate' => '2030-01-31',
]);
echo "invoice {$invoice->invoiceNumber} for {$invoice->items[0]->total}\n";

foreach ($payments->paymentLinks->all(['size' => 20])->autoPagingIterator() as $each) {
    echo "{$each->id} {$each->status} {$each->amountCollected}\n";
}
$payments->paymentLinks->deactivate($link->id);

try {
    $payments->paymentLinks->create(['title' => 'Unknown money', 'amount' => '1.00', 'currency' => 'XYZ', 'amountFixed' => true]);
} catch (BadRequestException $refused) {
    echo "refused: {$refused->getErrorCode()} {$refused->getFields()[0]['field']}\n";
}
