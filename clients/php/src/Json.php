<?php

declare(strict_types=1);

namespace PaymentsPlatform;

/** JSON read without losing money: PHP's json_decode makes 12.35 a float, so numbers with a fraction are read as their decimal text. */
final class Json
{
    /** The value of a JSON text; a number with a fraction or an exponent is the string of its digits. */
    public static function decode(string $text): mixed
    {
        return json_decode(self::quoteFractions($text), true, 512, JSON_THROW_ON_ERROR | JSON_BIGINT_AS_STRING);
    }

    /** Decimal text for a number PHP already holds (an integer amount, or a float someone passed). */
    public static function decimalText(int|float $value): string
    {
        return is_int($value) ? (string) $value : rtrim(rtrim(sprintf('%.15F', $value), '0'), '.');
    }

    /** Refuses a float anywhere in a body, naming its path: money goes as decimal text ('12.50') or an integer. */
    public static function refuseFloats(mixed $value, string $path = ''): void
    {
        if (is_float($value)) {
            throw new Exception\InvalidParameterException(
                $path === '' ? 'body' : $path,
                sprintf("a float cannot hold money exactly; pass decimal text such as '%s'", self::decimalText($value)),
            );
        }
        if (is_array($value)) {
            foreach ($value as $key => $item) {
                self::refuseFloats($item, $path === '' ? (string) $key : "{$path}.{$key}");
            }
        }
    }

    private static function quoteFractions(string $text): string
    {
        $out = '';
        $length = strlen($text);
        for ($i = 0; $i < $length; $i++) {
            $char = $text[$i];
            if ($char === '"') {
                // A string, copied whole: its escapes may hide a quote.
                $end = $i + 1;
                while ($end < $length && $text[$end] !== '"') {
                    $end += $text[$end] === '\\' ? 2 : 1;
                }
                $out .= substr($text, $i, $end - $i + 1);
                $i = $end;
                continue;
            }
            if ($char === '-' || ctype_digit($char)) {
                $span = strspn($text, '-+0123456789.eE', $i);
                $number = substr($text, $i, $span);
                $out .= strpbrk($number, '.eE') === false ? $number : '"' . $number . '"';
                $i += $span - 1;
                continue;
            }
            $out .= $char;
        }
        return $out;
    }
}
