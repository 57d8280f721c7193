<?php

use PaymentsPlatform\Payments;

$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'));
$payments->signIn(getenv('PAYMENTS_EMAIL'), getenv('PAYMENTS_PASSWORD'));

// A merchant pays staff from its wallet; each payout is a mobile money disbursement.
$batch = $payments->request('POST', '/payroll/batches', [
    'name' => 'November wages',
    'currency' => 'GHS',
    'employees' => [
        ['name' => 'Kofi Boateng', 'phone' => '+233241234567', 'amount' => '12.00'],
        ['name' => 'Akosua Mensah', 'phone' => '+233201234567', 'amount' => '15.50'],
    ],
]);
echo "{$batch['status']} {$batch['totalEmployees']} {$batch['totalAmount']} + {$batch['totalFees']}\n";
$processing = $payments->request('POST', "/payroll/batches/{$batch['id']}/process");
echo "{$processing['status']}\n";
