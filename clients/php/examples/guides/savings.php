<?php

use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

$goal = $payments->savingsGoals->create(['name' => 'New laptop', 'targetAmount' => '50.00', 'currency' => 'GHS']);
$saved = $payments->savingsGoals->deposit($goal->id, ['amount' => '20.00']);
echo "{$saved->name}: {$saved->savedAmount} of {$saved->targetAmount} ({$saved->progress}%)\n";
