<?php

declare(strict_types=1);

namespace PaymentsPlatform\Exception;

/** A webhook delivery that must not be trusted: getReason() is missing_headers, stale_timestamp, bad_signature or malformed_body. */
class SignatureVerificationException extends PaymentsException
{
    public function __construct(private readonly string $reason)
    {
        parent::__construct("webhook refused: $reason", 0, $reason);
    }

    public function getReason(): string { return $this->reason; }
}
