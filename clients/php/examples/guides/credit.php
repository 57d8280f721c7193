<?php

use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

$score = $payments->creditScores->retrieve();
echo "score {$score->score} of {$score->maxScore}, grade {$score->grade}\n";
foreach ($payments->loanProducts->all() as $product) {
    echo "{$product->id}: up to {$product->maxAmount} {$product->currency}\n";
}
