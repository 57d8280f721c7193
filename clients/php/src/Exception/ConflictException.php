<?php

declare(strict_types=1);

namespace PaymentsPlatform\Exception;

/** 409: the object's state refuses the operation (INSUFFICIENT_FUNDS, NOT_PENDING, ...). */
class ConflictException extends PaymentsException
{
}
