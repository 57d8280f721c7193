<?php

declare(strict_types=1);

namespace PaymentsPlatform\Exception;

/** 401: the credentials are missing, unknown or expired. */
class AuthenticationException extends PaymentsException
{
}
