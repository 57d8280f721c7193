<?php

declare(strict_types=1);

namespace PaymentsPlatform;

/**
 * Asynchronous mobile money operations: each is sent with an X-Reference-Id (generated unless
 * given, the same on retries) and answers 202; await() polls the status to a final one.
 */
final class MobileMoney
{
    private const FINAL = ['SUCCESSFUL', 'FAILED', 'CANCELLED', 'REJECTED', 'TIMEOUT'];

    public function __construct(private readonly Payments $client, private readonly string $product)
    {
    }

    /** POST (PUT for payment/withdraw) /{product}/{operation}; returns the reference id. */
    public function send(string $operation, array $body, ?string $referenceId = null, ?RequestOptions $options = null): string
    {
        $reference = $referenceId ?? Payments::uuid();
        // A clone: the caller's options stay as they were, for the other calls they may go with.
        $withReference = clone ($options ?? new RequestOptions());
        $withReference->headers['X-Reference-Id'] = $reference;
        $this->client->request($operation === 'payment/withdraw' ? 'PUT' : 'POST', "/{$this->product}/$operation", $body, $withReference);
        return $reference;
    }

    /** GET /{product}/{operation}/{referenceId}/status. */
    public function status(string $operation, string $referenceId): array
    {
        return $this->client->request('GET', "/{$this->product}/$operation/$referenceId/status");
    }

    /** Polls the status until it is final (SUCCESSFUL, FAILED, ...) or $timeout seconds pass. */
    public function await(string $operation, string $referenceId, float $timeout = 60.0): array
    {
        $deadline = microtime(true) + $timeout;
        while (true) {
            $answer = $this->status($operation, $referenceId);
            if (in_array($answer['status'] ?? null, self::FINAL, true) || microtime(true) >= $deadline) {
                return $answer;
            }
            usleep(500_000);
        }
    }
}
