<?php

declare(strict_types=1);

namespace PaymentsPlatform\Exception;

/** 404: nothing the caller may see has this id. */
class NotFoundException extends PaymentsException
{
}
