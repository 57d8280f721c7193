<?php

declare(strict_types=1);

namespace PaymentsPlatform\Exception;

/**
 * A refusal from the API (its error envelope) or a failure to reach it: getErrorCode() is the
 * envelope's details.code, getFields() the inputs at fault, getCorrelationId() the id to quote.
 * One subclass per kind, so callers catch what they handle.
 */
class PaymentsException extends \RuntimeException
{
    /** @param list<array{field: string, message: string}> $fields */
    public function __construct(
        string $message,
        private readonly int $status = 0,
        private readonly string $errorCode = '',
        private readonly array $fields = [],
        private readonly ?string $correlationId = null,
        private readonly ?float $retryAfter = null,
        private readonly mixed $body = null,
        ?\Throwable $previous = null,
    ) {
        parent::__construct(sprintf('%d %s: %s%s', $status, $errorCode, $message, $correlationId ? " (correlationId $correlationId)" : ''), 0, $previous);
    }

    public function getStatus(): int { return $this->status; }
    public function getErrorCode(): string { return $this->errorCode; }
    /** @return list<array{field: string, message: string}> */
    public function getFields(): array { return $this->fields; }
    public function getCorrelationId(): ?string { return $this->correlationId; }
    /** Seconds the server asked to wait (429), or null. */
    public function getRetryAfter(): ?float { return $this->retryAfter; }
    public function getBody(): mixed { return $this->body; }

    /** The typed error of an answer that is not a success, from its envelope (or MTN's {code, message}). */
    public static function fromAnswer(int $status, array $headers, string $data, string $sentCorrelationId): self
    {
        $body = json_decode($data, true);
        $details = is_array($body) && is_array($body['details'] ?? null) ? $body['details'] : null;
        if ($details !== null) {
            $code = (string) ($details['code'] ?? '');
            $message = (string) ($details['description'] ?? '');
            $fields = array_values(array_map(fn ($f) => ['field' => (string) ($f['field'] ?? ''), 'message' => (string) ($f['message'] ?? '')], $details['fields'] ?? []));
            $correlationId = $body['correlationId'] ?? null;
        } elseif (is_array($body) && isset($body['code'])) {
            [$code, $message, $fields, $correlationId] = [(string) $body['code'], (string) ($body['message'] ?? ''), [], null];
        } else {
            [$code, $message, $fields, $correlationId] = ["HTTP_$status", "HTTP $status without an error envelope", [], null];
        }
        $header = static function (string $name) use ($headers): ?string {
            foreach ($headers as $key => $values) {
                if (strcasecmp((string) $key, $name) === 0) {
                    return is_array($values) ? ($values[0] ?? null) : (string) $values;
                }
            }
            return null;
        };
        $correlationId ??= $header('X-Correlation-ID') ?? $sentCorrelationId;
        $retryAfter = $header('Retry-After');
        $retryAfter = $retryAfter !== null && is_numeric($retryAfter) ? (float) $retryAfter : null;
        $class = match (true) {
            str_starts_with($code, 'IDEMPOTENCY_') => IdempotencyException::class,
            $status === 400 => BadRequestException::class,
            $status === 401 => AuthenticationException::class,
            $status === 403 => PermissionDeniedException::class,
            $status === 404 => NotFoundException::class,
            $status === 409 => ConflictException::class,
            $status === 429 => RateLimitException::class,
            $status >= 500 => ServerException::class,
            default => self::class,
        };
        return new $class($message, $status, $code, $fields, $correlationId, $retryAfter, $body);
    }
}
