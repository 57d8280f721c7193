<?php

use PaymentsPlatform\Payments;

// step 1
// The app registers a user; the sandbox keeps the code's SMS in the app's outbox instead of sending it.
$app = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$phone = '+23324' . random_int(1_000_000, 9_999_999);
$email = 'esi.' . substr($phone, 1) . '@example.com';
$app->users->register([
    'firstName' => 'Esi', 'lastName' => 'Owusu', 'email' => $email, 'phone' => $phone, 'password' => 'a-long-enough-password', 'country' => 'GH',
]);
$app->signIn($email, 'a-long-enough-password');

// step 2
// A test reads the code as the merchant signed in (an app user cannot, nor can a secret key), and the user types it back.
$merchant = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$merchant->signIn(getenv('PAYMENTS_MERCHANT_EMAIL'), getenv('PAYMENTS_MERCHANT_PASSWORD'));
$outbox = $merchant->sandboxSms->all(['to' => $phone]);
preg_match('/\b\d{6}\b/', $outbox->data[0]->body, $code);

// step 3
$profile = $app->phones->verify(['code' => $code[0]]);
echo "{$profile->phone} verified: " . ($profile->phoneVerified ? 'true' : 'false') . "\n";
