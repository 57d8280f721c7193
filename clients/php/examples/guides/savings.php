<?php

use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

// step 1
$goal = $payments->savingsGoals->create(['name' => 'New laptop', 'targetAmount' => '50.00', 'currency' => 'GHS']);

// step 2
$saved = $payments->savingsGoals->deposit($goal->id, ['amount' => '20.00']);
echo "{$saved->name}: {$saved->savedAmount} of {$saved->targetAmount} ({$saved->progress}%)\n";

// step 3
// GHS 5.00 every week from 7 January 2030, until the goal is reached.
$plan = $payments->savingsPlans->create(['goalId' => $goal->id, 'amount' => '5.00', 'frequency' => 'weekly', 'startDate' => '2030-01-07']);
echo "plan {$plan->status}, next {$plan->nextDebitDate}\n";
