<?php

declare(strict_types=1);

namespace PaymentsPlatform\Exception;

/** 5xx: the server failed or is unavailable. */
class ServerException extends PaymentsException
{
}
