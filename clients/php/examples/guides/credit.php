<?php

use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

// step 1
$score = $payments->creditScores->retrieve();
echo "score {$score->score} of {$score->maxScore}, grade {$score->grade}\n";
$eligibility = $payments->creditEligibilities->retrieve();
foreach ($eligibility->products as $product) {
    echo "{$product->productId}: " . ($product->eligible ? "up to {$product->maxAmount}" : 'not now') . " {$product->currency}\n";
}

// step 2
$loan = $payments->loans->create(['productId' => 'lp_quick_cash_gh', 'amount' => '1500.00', 'currency' => 'GHS', 'termMonths' => 3, 'purpose' => 'School fees']);
echo "{$loan->status}: {$loan->monthlyPayment} a month\n";

// step 3
// The sandbox's underwriter decides a minute later on your account's clock: read the loan again.
$decided = $payments->loans->retrieve($loan->id);
echo trim("{$decided->status} " . ($decided->rejectionReason ?? '')) . "\n";
