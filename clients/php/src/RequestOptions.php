<?php

declare(strict_types=1);

namespace PaymentsPlatform;

/**
 * Per call: an Idempotency-Key of your own (else one is generated for the call and reused on its
 * retries), a timeout in seconds, extra headers, the retries allowed, and a sandbox scenario
 * (X-Sandbox-Scenario) sent with the first attempt only.
 */
final class RequestOptions
{
    /** @param array<string, string> $headers */
    public function __construct(
        public ?string $idempotencyKey = null,
        public ?float $timeout = null,
        public array $headers = [],
        public ?int $maxRetries = null,
        public ?string $sandboxScenario = null,
    ) {
    }
}
