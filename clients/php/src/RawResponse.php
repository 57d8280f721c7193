<?php

declare(strict_types=1);

namespace PaymentsPlatform;

/** An answer as it came: its status, headers, whole body and the envelope's data. */
final class RawResponse
{
    /** @param array<string, list<string>> $headers */
    public function __construct(public readonly int $status, public readonly array $headers, public readonly mixed $body, public readonly mixed $data)
    {
    }

    public function header(string $name): ?string
    {
        foreach ($this->headers as $key => $values) {
            if (strcasecmp($key, $name) === 0) {
                return $values[0] ?? null;
            }
        }
        return null;
    }
}
