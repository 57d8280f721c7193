<?php

declare(strict_types=1);

namespace PaymentsPlatform;

/** What every generated resource service (PaymentsPlatform\Services) does with an operation: send it through the client, and read its typed answer. */
abstract class ResourceService
{
    final public function __construct(private readonly Payments $client)
    {
    }

    protected function path(string $route, string ...$values): string
    {
        foreach ($values as $value) {
            $route = (string) preg_replace('/\{\w+\}/', rawurlencode($value), $route, 1);
        }
        return $route;
    }

    /**
     * @param array<string, mixed>|null $params
     * @param array<string, mixed> $query
     * @param class-string<PaymentsObject>|null $class
     */
    protected function call(string $method, string $route, ?array $params, array $query, ?RequestOptions $options, ?string $class, bool $many): mixed
    {
        $body = $params === null ? null : ($params === [] ? new \stdClass() : $params);
        $data = $this->client->request($method, $route . self::queryString($query), $body, $options);
        if ($class === null || !is_array($data)) {
            return $data;
        }
        return $many ? array_map(static fn (array $item) => new $class($item), $data) : new $class($data);
    }

    /**
     * @param array<string, mixed> $query
     * @param class-string<PaymentsObject> $class
     */
    protected function page(string $route, array $query, ?RequestOptions $options, string $class): Collection
    {
        $answer = $this->client->request('GET', $route . self::queryString($query), null, $options);
        // The event log answers a cursor (nextAfter); every other list a page number.
        $paged = !array_key_exists('nextAfter', $answer);
        $following = Collection::nextCursor($answer);
        return new Collection(
            array_map(static fn (array $item) => new $class($item), $answer['items']),
            (bool) $answer['hasMore'],
            $paged ? (int) $answer['page'] : null,
            $paged ? (int) $answer['size'] : null,
            fn () => $this->page($route, [...$query, ...$following], $options, $class),
        );
    }

    /** @param array<string, mixed> $query */
    private static function queryString(array $query): string
    {
        $values = array_map(static fn ($value) => is_bool($value) ? ($value ? 'true' : 'false') : $value, array_filter($query, static fn ($value) => $value !== null));
        return $values === [] ? '' : '?' . http_build_query($values);
    }
}
