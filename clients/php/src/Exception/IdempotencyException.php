<?php

declare(strict_types=1);

namespace PaymentsPlatform\Exception;

/** The Idempotency-Key was used with another body, or its first request is still running. */
class IdempotencyException extends PaymentsException
{
}
