<?php

use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

$transfer = $payments->walletTransfers->create(['toEmail' => 'demo-merchant@sandbox.example', 'amount' => '3.00', 'currency' => 'GHS', 'note' => 'Order 55']);
$dispute = $payments->disputes->create([
    'transactionId' => $transfer->id, 'reason' => 'not_received', 'description' => 'Order 55 never arrived at my address.',
]);
echo "{$dispute->status} {$dispute->priority} {$dispute->expectedResolutionDate}\n";
