<?php

use PaymentsPlatform\Exception\PaymentsException;
use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

// In an app the card's number goes from the user's form to the confirm call, never to your server.
foreach (['5555555555554444', '4000000000000002'] as $number) {
    $intent = $payments->setupIntents->create();
    try {
        $card = $payments->setupIntents->confirm($intent->id, [
            'clientSecret' => $intent->clientSecret,
            'card' => ['number' => $number, 'expMonth' => 12, 'expYear' => 2030, 'cvc' => '123'],
        ]);
        echo "saved {$card->brand} ending {$card->last4}\n";
    } catch (PaymentsException $declined) {
        echo "declined: {$declined->getErrorCode()} " . implode(',', array_column($declined->getFields(), 'message')) . "\n";
    }
}
