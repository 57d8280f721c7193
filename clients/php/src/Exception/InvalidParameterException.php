<?php

declare(strict_types=1);

namespace PaymentsPlatform\Exception;

/**
 * A parameter the library refuses before anything is sent: a float where money goes (a float
 * cannot hold 0.10 exactly), named by its path in the body (`items.0.unitPrice`).
 */
final class InvalidParameterException extends \TypeError
{
    public function __construct(private readonly string $parameter, string $message)
    {
        parent::__construct("{$parameter}: {$message}");
    }

    public function getParameter(): string { return $this->parameter; }
}
