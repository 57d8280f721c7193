<?php

declare(strict_types=1);

namespace PaymentsPlatform;

/**
 * A resource as the API answers it, read as properties (`$link->id`, `$invoice->items[0]->total`):
 * nested resources are objects of their own class, money is decimal text, never a float. The
 * classes of PaymentsPlatform\Resources are generated from the OpenAPI document and name each
 * property with its type.
 */
abstract class PaymentsObject implements \JsonSerializable
{
    /** @var array<string, string|array{0: string}> how each property is read: a class, a list of a class, or 'decimal' */
    protected const CASTS = [];

    /** @var array<string, mixed> */
    private array $values = [];

    /** @param array<string, mixed> $values */
    final public function __construct(array $values)
    {
        foreach ($values as $name => $value) {
            $this->values[$name] = self::cast(static::CASTS[$name] ?? null, $value);
        }
    }

    public function __get(string $name): mixed
    {
        return $this->values[$name] ?? null;
    }

    public function __isset(string $name): bool
    {
        return isset($this->values[$name]);
    }

    /** @return array<string, mixed> the object as plain arrays, as the API spells it */
    public function toArray(): array
    {
        return array_map(static fn ($value) => self::plain($value), $this->values);
    }

    /** @return array<string, mixed> */
    public function jsonSerialize(): array
    {
        return $this->toArray();
    }

    private static function cast(string|array|null $cast, mixed $value): mixed
    {
        if ($value === null || $cast === null) {
            return $value;
        }
        if ($cast === 'decimal') {
            return is_int($value) || is_float($value) ? Json::decimalText($value) : $value;
        }
        if (is_array($cast)) {
            return is_array($value) ? array_map(static fn ($item) => is_array($item) ? new $cast[0]($item) : $item, $value) : $value;
        }
        return is_array($value) ? new $cast($value) : $value;
    }

    private static function plain(mixed $value): mixed
    {
        if ($value instanceof self) {
            return $value->toArray();
        }
        return is_array($value) ? array_map(static fn ($item) => self::plain($item), $value) : $value;
    }
}
