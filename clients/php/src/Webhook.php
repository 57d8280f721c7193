<?php

declare(strict_types=1);

namespace PaymentsPlatform;

use PaymentsPlatform\Exception\SignatureVerificationException;
use PaymentsPlatform\Generated\Events\PlatformEvent;

/**
 * Webhook signatures: Webhook::constructEvent($payload, $headers, $secrets) verifies a delivery
 * (constant-time comparison, stale and future timestamps refused, several secrets accepted during a
 * rotation) and returns its event; Webhook::sign signs a payload for your tests. The signed string
 * is "<X-Service-Timestamp>.<raw body>", the signature lowercase hex HMAC-SHA256, sent as
 * X-Service-Signature: sha256=<hex> (two, comma-separated, after a rotation).
 */
final class Webhook
{
    public const DEFAULT_TOLERANCE_SECONDS = 300;

    /**
     * @param array<string, string|list<string>> $headers as received (any case)
     * @param string|list<string> $secrets
     * @return array<string, mixed> the event
     */
    public static function constructEvent(string $payload, array $headers, string|array $secrets, int $tolerance = self::DEFAULT_TOLERANCE_SECONDS, ?int $now = null): array
    {
        $timestamp = self::header($headers, 'x-service-timestamp');
        $signatures = self::header($headers, 'x-service-signature');
        if ($timestamp === null || $signatures === null || $signatures === '' || !ctype_digit($timestamp)) {
            throw new SignatureVerificationException('missing_headers');
        }
        if (abs(($now ?? time()) - (int) $timestamp) > $tolerance) {
            throw new SignatureVerificationException('stale_timestamp');
        }
        $matches = false;
        foreach ((array) $secrets as $secret) {
            $expected = self::signature($secret, $timestamp, $payload);
            foreach (explode(',', $signatures) as $part) {
                $part = trim($part);
                if (str_starts_with($part, 'sha256=') && hash_equals($expected, substr($part, 7))) {
                    $matches = true;
                }
            }
        }
        if (!$matches) {
            throw new SignatureVerificationException('bad_signature');
        }
        $event = json_decode($payload, true);
        if (!is_array($event)) {
            throw new SignatureVerificationException('malformed_body');
        }
        return $event;
    }

    /**
     * The verified event, typed: an object of the class of its type (PaymentsPlatform\\Generated\\Events,
     * generated from the server's event declarations), to test with instanceof. Verifies as
     * constructEvent does.
     *
     * @param array<string, string|string[]> $headers
     * @param string|string[] $secrets
     */
    public static function constructTypedEvent(string $payload, array $headers, string|array $secrets, int $tolerance = self::DEFAULT_TOLERANCE_SECONDS, ?int $now = null): PlatformEvent
    {
        $event = self::constructEvent($payload, $headers, $secrets, $tolerance, $now);
        try {
            return PlatformEvent::from($event);
        } catch (\UnexpectedValueException) {
            throw new SignatureVerificationException('unknown_event_type');
        }
    }

    /** @return array{X-Service-Timestamp: string, X-Service-Signature: string} the headers the server would send */
    public static function sign(string $payload, string $secret, ?int $timestamp = null): array
    {
        $stamp = (string) ($timestamp ?? time());
        return ['X-Service-Timestamp' => $stamp, 'X-Service-Signature' => 'sha256=' . self::signature($secret, $stamp, $payload)];
    }

    private static function header(array $headers, string $name): ?string
    {
        // Header names are case-insensitive, whatever case the framework hands them in.
        foreach ($headers as $key => $value) {
            if (strcasecmp((string) $key, $name) === 0) {
                return is_array($value) ? (string) ($value[0] ?? '') : (string) $value;
            }
        }
        return null;
    }

    private static function signature(string $secret, string $timestamp, string $payload): string
    {
        return hash_hmac('sha256', $timestamp . '.' . $payload, $secret);
    }
}
