<?php

use PaymentsPlatform\Exception\PaymentsException;
use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

// step 1
// Ghana's water billers, each with the label and the shape of its account numbers.
foreach ($payments->billProviders->all(['country' => 'GH', 'category' => 'WATER']) as $biller) {
    echo "{$biller->id} {$biller->name}: {$biller->accountLabel} {$biller->accountPattern}\n";
}

// step 2
// Ghana Water takes 10-digit account numbers; the sandbox's biller does not know one ending 0001.
$paid = $payments->billPayments->create(['providerId' => 'bp_gwcl', 'accountNumber' => '0241234567', 'amount' => '20.00', 'currency' => 'GHS']);
echo "{$paid->status} {$paid->receiptNumber}\n";

try {
    $payments->billPayments->create(['providerId' => 'bp_gwcl', 'accountNumber' => '0240000001', 'amount' => '20.00', 'currency' => 'GHS']);
} catch (PaymentsException $refused) {
    echo "refused: {$refused->getErrorCode()} " . implode(',', array_column($refused->getFields(), 'field')) . "\n";
}

// step 3
$receipt = $payments->billPayments->retrieve($paid->id);
echo "receipt {$receipt->receiptNumber} for {$receipt->amount} {$receipt->currency}\n";

// step 4
$saved = $payments->savedBillers->create(['providerId' => 'bp_gwcl', 'accountNumber' => '0241234567', 'nickname' => 'Home water']);
echo "saved {$saved->nickname} ({$saved->providerName})\n";
