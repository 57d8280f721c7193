<?php

use PaymentsPlatform\Exception\PaymentsException;
use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

// Ghana Water takes 10-digit account numbers; the sandbox's biller does not know one ending 0001.
$paid = $payments->billPayments->create(['providerId' => 'bp_gwcl', 'accountNumber' => '0241234567', 'amount' => '20.00', 'currency' => 'GHS']);
echo "{$paid->status} {$paid->receiptNumber}\n";

try {
    $payments->billPayments->create(['providerId' => 'bp_gwcl', 'accountNumber' => '0240000001', 'amount' => '20.00', 'currency' => 'GHS']);
} catch (PaymentsException $refused) {
    echo "refused: {$refused->getErrorCode()} " . implode(',', array_column($refused->getFields(), 'field')) . "\n";
}
