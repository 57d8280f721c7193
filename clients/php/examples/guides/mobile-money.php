<?php

use PaymentsPlatform\Payments;

// Your server, as your API user: the product keys and the API user's key, never in an app.
$payments = new Payments(
    getenv('PAYMENTS_BASE_URL'),
    getenv('PAYMENTS_SUBSCRIPTION_KEY'),
    productKeys: ['collection' => getenv('PAYMENTS_COLLECTION_KEY'), 'disbursement' => getenv('PAYMENTS_DISBURSEMENT_KEY')],
    apiUser: [getenv('PAYMENTS_API_USER_ID'), getenv('PAYMENTS_API_KEY')],
);

// step 1
// The payer approves on their phone; 46733123451 is the sandbox's number that declines.
$collection = $payments->momo('collection');
foreach (['order-1001' => '233241234567', 'order-1002' => '46733123451'] as $order => $payer) {
    $referenceId = $collection->send('payment/request', [
        'amount' => '12.50', 'currency' => 'EUR', 'externalId' => $order,
        'payer' => ['partyIdType' => 'MSISDN', 'partyId' => $payer],
        'payerMessage' => "Your order $order", 'payeeNote' => 'Thank you',
    ]);
    $final = $collection->await('payment/request', $referenceId);
    echo "$order: {$final['status']} " . ($final['financialTransactionId'] ?? $final['reason']) . "\n";
}

// step 2
// Instead of polling: your webhook endpoint receives each outcome, and the account's event log keeps
// them (read with the account's secret key; `payments listen` forwards them to a local server).
$merchant = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY'), secretKey: getenv('PAYMENTS_SECRET_KEY'));
$heard = $merchant->events->all(['type' => 'collection.completed'])->data[0];
echo "{$heard->type} {$heard->id}\n";

// step 3
$disbursement = $payments->momo('disbursement');
$payout = $disbursement->send('transfer', [
    'amount' => '5.00', 'currency' => 'EUR', 'externalId' => 'payout-2001',
    'payee' => ['partyIdType' => 'MSISDN', 'partyId' => '233241234567'],
    'payerMessage' => 'Refund of order-1001', 'payeeNote' => 'Refund',
]);
echo "payout-2001: {$disbursement->await('transfer', $payout)['status']}\n";
