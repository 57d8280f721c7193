<?php

declare(strict_types=1);

namespace PaymentsPlatform\Exception;

/** No answer (refused, reset, timed out): the request may or may not have been applied. */
class ApiConnectionException extends PaymentsException
{
}
