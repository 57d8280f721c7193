<?php

use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

// step 1
$intent = $payments->setupIntents->create();

// step 2
// In an app the card's number goes from the user's form to the confirm call, never to your server.
$card = $payments->setupIntents->confirm($intent->id, [
    'clientSecret' => $intent->clientSecret,
    'card' => ['number' => '5555555555554444', 'expMonth' => 12, 'expYear' => 2030, 'cvc' => '123'],
]);
echo "saved {$card->brand} ending {$card->last4}\n";

// step 3
$preferred = $payments->paymentMethods->setDefault(['paymentMethodId' => $card->id]);
echo "default: {$preferred->brand} ending {$preferred->last4}, " . count($payments->paymentMethods->all()) . " saved\n";
