<?php

declare(strict_types=1);

namespace PaymentsPlatform\Exception;

/** 400: the input is invalid; getFields() names each field at fault. */
class BadRequestException extends PaymentsException
{
}
