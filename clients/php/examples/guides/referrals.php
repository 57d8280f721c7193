<?php

use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

// step 1
$referral = $payments->referralCodes->retrieve();
echo "{$referral->code} {$referral->shareUrl}\n";

// step 2
// The friend signs up in your app (or from the share page) with the code.
$phone = '+23320' . random_int(1_000_000, 9_999_999);
$payments->users->register([
    'firstName' => 'Kwame', 'lastName' => 'Asante', 'email' => 'kwame.' . substr($phone, 1) . '@example.com', 'phone' => $phone,
    'password' => 'a-long-enough-password', 'country' => 'GH', 'referralCode' => $referral->code,
]);

// step 3
foreach ($payments->referrals->all()->autoPagingIterator() as $friend) {
    echo "{$friend->referredUserName}: {$friend->status}\n";
}
