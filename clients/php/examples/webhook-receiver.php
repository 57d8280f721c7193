<?php

use PaymentsPlatform\Exception\SignatureVerificationException;
use PaymentsPlatform\Generated\Events\WalletFunded;
use PaymentsPlatform\Webhook;

/** Answer 2xx only to a delivery whose signature verifies; de-duplicate by the event id. */
function handleDelivery(string $rawBody, array $headers, string $secret): int
{
    try {
        // A class per event type; Webhook::constructEvent answers the same event as an array.
        $event = Webhook::constructTypedEvent($rawBody, $headers, $secret);
    } catch (SignatureVerificationException $refused) {
        echo "refused: {$refused->getReason()}\n";
        return 400;
    }
    if ($event instanceof WalletFunded) {
        echo "verified wallet.funded {$event->id}: {$event->data?->amount} {$event->data?->currency}\n";
        return 200;
    }
    echo "verified {$event->type} {$event->id}\n";
    return 200;
}

// In a PHP endpoint: http_response_code(handleDelivery(file_get_contents('php://input'), getallheaders(), getenv('WEBHOOK_SECRET')));
