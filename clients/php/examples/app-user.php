<?php

use PaymentsPlatform\Exception\ConflictException;
use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

$transfer = $payments->walletTransfers->create(['toEmail' => 'demo-merchant@sandbox.example', 'amount' => '5.00', 'currency' => 'GHS', 'note' => 'Lunch']);
echo "sent {$transfer->id}\n";

foreach ($payments->walletTransactions->all('GHS')->autoPagingIterator() as $entry) {
    echo "{$entry->createdAt} {$entry->direction} {$entry->amount}\n";
}

try {
    $payments->walletTransfers->create(['toEmail' => 'demo-merchant@sandbox.example', 'amount' => '9999.00', 'currency' => 'GHS']);
} catch (ConflictException $refused) {
    echo "refused: {$refused->getErrorCode()} {$refused->getCorrelationId()}\n";
}
