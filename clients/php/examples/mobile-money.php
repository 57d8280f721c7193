<?php

use PaymentsPlatform\Payments;

$payments = new Payments(
    getenv('PAYMENTS_BASE_URL'),
    getenv('PAYMENTS_SUBSCRIPTION_KEY'),
    productKeys: ['collection' => getenv('PAYMENTS_COLLECTION_KEY')],
    apiUser: [getenv('PAYMENTS_API_USER_ID'), getenv('PAYMENTS_API_KEY')],
);
$collection = $payments->momo('collection');

// The payer approves on their phone; 46733123451 is the sandbox's number that declines.
foreach (['order-1001' => '233241234567', 'order-1002' => '46733123451'] as $order => $payer) {
    $referenceId = $collection->send('payment/request', [
        'amount' => '12.50', 'currency' => 'EUR', 'externalId' => $order,
        'payer' => ['partyIdType' => 'MSISDN', 'partyId' => $payer],
        'payerMessage' => "Your order $order", 'payeeNote' => 'Thank you',
    ]);
    $final = $collection->await('payment/request', $referenceId);
    echo "$order: {$final['status']} " . ($final['financialTransactionId'] ?? $final['reason']) . "\n";
}
