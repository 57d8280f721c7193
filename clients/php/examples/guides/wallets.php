<?php

use PaymentsPlatform\Exception\NotFoundException;
use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));

// step 1
// The e-mail and password your app's sign-in form collected: the client keeps the tokens and renews them.
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));
$me = $payments->users->retrieve();
echo "signed in as {$me->email}\n";

// step 2
// The user approves on their phone; the wallet is credited then (wallet.funded).
$fundIn = $payments->fundIns->create(['amount' => '10.00', 'currency' => 'GHS', 'phone' => '+233241234567']);
echo "fund-in {$fundIn->status}\n";

// step 3
$transfer = $payments->walletTransfers->create(['toEmail' => 'demo-merchant@sandbox.example', 'amount' => '5.00', 'currency' => 'GHS', 'note' => 'Lunch']);
echo "sent {$transfer->id}\n";
$balance = $payments->walletBalances->retrieve('GHS');
echo "GHS {$balance->availableBalance} available\n";

try {
    $payments->walletTransfers->create(['toEmail' => 'nobody@example.com', 'amount' => '5.00', 'currency' => 'GHS']);
} catch (NotFoundException $refused) {
    echo "refused: {$refused->getErrorCode()} {$refused->getCorrelationId()}\n";
}

// step 4
$cashOut = $payments->cashOuts->create(['amount' => '5.00', 'currency' => 'GHS', 'phone' => '+233241234567']);
echo "cash-out {$cashOut->status}\n";
