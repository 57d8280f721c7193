<?php

use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

// step 1
// The user paid a merchant for an order that never came: the transfer is what they dispute.
$transfer = $payments->walletTransfers->create(['toEmail' => 'demo-merchant@sandbox.example', 'amount' => '3.00', 'currency' => 'GHS', 'note' => 'Order 55']);
$dispute = $payments->disputes->create([
    'transactionId' => $transfer->id, 'reason' => 'not_received', 'description' => 'Order 55 never arrived at my address.',
]);
echo "{$dispute->status} {$dispute->priority} {$dispute->expectedResolutionDate}\n";

// step 2
$payments->disputeEvidence->add($dispute->id, ['urls' => ['https://example.com/order-55/tracking.png']]);
$payments->disputeComments->create($dispute->id, ['body' => 'The courier says it was never picked up.']);

// step 3
$now = $payments->disputes->retrieve($dispute->id);
echo "{$now->status}: " . count($now->evidence) . ' evidence, ' . count($now->comments) . " comment\n";
