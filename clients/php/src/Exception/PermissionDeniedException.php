<?php

declare(strict_types=1);

namespace PaymentsPlatform\Exception;

/** 403: the credentials are valid but may not do this. */
class PermissionDeniedException extends PaymentsException
{
}
