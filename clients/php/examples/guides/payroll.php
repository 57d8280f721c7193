<?php

use PaymentsPlatform\Payments;

// A merchant's server, with its secret key, pays staff from its wallet; each payout is a mobile money disbursement.
$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'), secretKey: getenv('PAYMENTS_SECRET_KEY'));

// step 1
$batch = $payments->payrollBatches->create([
    'name' => 'November wages',
    'currency' => 'GHS',
    'employees' => [
        ['name' => 'Kofi Boateng', 'phone' => '+233241234567', 'amount' => '12.00'],
        ['name' => 'Akosua Mensah', 'phone' => '+233201234567', 'amount' => '15.50'],
    ],
]);
echo "{$batch->status} {$batch->totalEmployees} {$batch->totalAmount} + {$batch->totalFees}\n";

// step 2
$processing = $payments->payrollBatches->process($batch->id);
echo "{$processing->status}\n";

// step 3
// Each payout settles on its own; the failed ones can be corrected and retried.
foreach ($payments->payrollItems->all($batch->id)->autoPagingIterator() as $item) {
    echo "{$item->name}: {$item->status}\n";
}
