<?php

declare(strict_types=1);

namespace PaymentsPlatform;

use GuzzleHttp\Client;
use GuzzleHttp\ClientInterface;
use GuzzleHttp\Exception\TransferException;
use GuzzleHttp\Promise\Create;
use GuzzleHttp\Psr7\Request;
use PaymentsPlatform\Exception\ApiConnectionException;
use PaymentsPlatform\Exception\PaymentsException;
use PaymentsPlatform\Generated\Configuration;
use PaymentsPlatform\Services\ResourceServices;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;

/**
 * A client of the payments platform's REST layer (/ms/v1). Every operation is a method of its
 * resource service (`$payments->paymentLinks->create([...])` answers a PaymentLink); a server signs
 * in with a secret key (`new Payments($baseUrl, $subscriptionKey, secretKey: 'sk_test_…')`); money
 * is decimal text both ways. Credentials are chosen per operation (the secret key, or the
 * app key and the user's bearer token, refreshed once when it expires; on the mobile money routes
 * the product's key and the API user's Basic credentials), the envelope unwrapped, a typed
 * PaymentsException per refusal, and safe retries: connection failures, 429, the 5xx of a gateway
 * and IDEMPOTENCY_KEY_IN_USE are retried with exponential backoff and full jitter, never sooner
 * than Retry-After, with one Idempotency-Key per logical call on every attempt.
 */
final class Payments
{
    /** The dated API version this library was generated for, sent as Payments-Version on every call: upgrading the library is how an integration moves. */
    public const API_VERSION = \PaymentsPlatform\Services\ApiVersion::GENERATED_FOR;

    use ResourceServices;

    /** The mobile money products: each has its own subscription key, and its routes take the API user. */
    public const PRODUCTS = ['collection', 'disbursement', 'remittance'];
    private const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'];
    private const RETRYABLE_STATUS = [429, 502, 503, 504];

    private readonly string $baseUrl;
    private readonly ClientInterface $http;
    /** @var callable(float): void */
    private $sleep;
    private ?string $accessToken;
    private ?string $refreshToken = null;
    /** @var array<string, ResourceService> */
    private array $services = [];

    /**
     * @param array<string, string> $productKeys the collection, disbursement and remittance keys
     * @param array{0: string, 1: string}|null $apiUser the API user's id and key
     * @param callable(float): void|null $sleep how to wait between attempts (seconds); replaceable in tests
     * @param string|null $secretKey a secret key (sk_test_…) from the dashboard: the account's merchant, for a server; no sign-in
     */
    public function __construct(
        string $baseUrl,
        private readonly string $subscriptionKey,
        ?string $accessToken = null,
        private readonly array $productKeys = [],
        private readonly ?array $apiUser = null,
        private readonly int $maxRetries = 3,
        private readonly float $timeout = 30.0,
        private readonly float $backoff = 0.5,
        private readonly float $maxBackoff = 20.0,
        ?callable $sleep = null,
        ?ClientInterface $http = null,
        private readonly ?string $secretKey = null,
    ) {
        $this->baseUrl = rtrim($baseUrl, '/');
        $this->accessToken = $accessToken;
        $this->sleep = $sleep ?? static fn (float $seconds) => usleep((int) round($seconds * 1_000_000));
        $this->http = $http ?? new Client(['http_errors' => false, 'allow_redirects' => false]);
    }

    /** A resource service, by its name (`$payments->paymentLinks`). */
    public function __get(string $name): ResourceService
    {
        $class = self::serviceClasses()[$name] ?? throw new \LogicException("no resource service named $name");
        return $this->services[$name] ??= new $class($this);
    }

    // ——— Credentials ———

    /** POST /auth/login; the tokens are kept for the calls that follow. */
    public function signIn(string $email, string $password): array
    {
        return $this->keep($this->request('POST', '/auth/login', ['email' => $email, 'password' => $password]));
    }

    /** POST /auth/refresh with the kept refresh token (single use: the new one is kept). */
    public function refresh(): array
    {
        if ($this->refreshToken === null) {
            throw new PaymentsException('no refresh token: sign in first', 0, 'NO_REFRESH_TOKEN');
        }
        return $this->keep($this->request('POST', '/auth/refresh', ['refreshToken' => $this->refreshToken]));
    }

    private function keep(array $tokens): array
    {
        $this->accessToken = $tokens['accessToken'];
        $this->refreshToken = $tokens['refreshToken'];
        return $tokens;
    }

    // ——— Calls ———

    /**
     * The escape hatch under the resource services, for a route they do not name: one logical
     * call, answering the envelope's data (numbers with a fraction as decimal text); a refusal
     * throws its typed PaymentsException. A float anywhere in the body throws
     * InvalidParameterException before anything is sent: money goes as decimal text ('12.50').
     */
    public function request(string $method, string $route, mixed $body = null, ?RequestOptions $options = null): mixed
    {
        return $this->requestRaw($method, $route, $body, $options)->data;
    }

    /** The answer with its status and headers (Idempotent-Replayed, the rate limit headers, ...). */
    public function requestRaw(string $method, string $route, mixed $body = null, ?RequestOptions $options = null): RawResponse
    {
        $headers = $body === null ? [] : ['Content-Type' => 'application/json'];
        Json::refuseFloats($body);
        $request = new Request(strtoupper($method), $this->baseUrl . $route, $headers, $body === null ? null : json_encode($body, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES));
        $answer = $this->send($request, $options ?? new RequestOptions());
        $text = (string) $answer->getBody();
        try {
            $parsed = $text === '' ? null : Json::decode($text);
        } catch (\JsonException) {
            $parsed = $text;
        }
        $data = is_array($parsed) && array_key_exists('serverStatusCode', $parsed) ? $parsed['data'] : $parsed;
        return new RawResponse($answer->getStatusCode(), $answer->getHeaders(), $parsed, $data);
    }

    /**
     * Every item of a paged list (answered {items, page, size, hasMore}), page after page, each
     * starting after the last object of the one before (?startingAfter=&limit=).
     *
     * @return \Generator<int, array>
     */
    public function paginate(string $route, array $query = [], int $size = 50): \Generator
    {
        $cursor = [];
        while (true) {
            $answer = $this->request('GET', $route . '?' . http_build_query([...$query, 'limit' => $size, ...$cursor]));
            yield from $answer['items'];
            if (!$answer['hasMore']) {
                return;
            }
            $cursor = Collection::nextCursor($answer);
        }
    }

    /** The mobile money operations of a product (collection, disbursement, remittance). */
    public function momo(string $product): MobileMoney
    {
        if (!in_array($product, self::PRODUCTS, true)) {
            throw new \InvalidArgumentException('product must be one of ' . implode(', ', self::PRODUCTS));
        }
        return new MobileMoney($this, $product);
    }

    /**
     * A generated, typed API class (PaymentsPlatform\Generated\Api\...) whose calls go through this
     * client: the same credentials, retries, idempotency and typed errors.
     *
     * @template T
     * @param class-string<T> $api
     * @return T
     */
    public function api(string $api): object
    {
        $routed = new Client(['handler' => fn (RequestInterface $request, array $options) => Create::promiseFor($this->send($request, new RequestOptions()))]);
        return new $api($routed, (new Configuration())->setHost($this->baseUrl));
    }

    // ——— The one way out: headers, retries, errors ———

    /** Sends one logical call with its headers, retrying what is safe to retry; a refusal throws. */
    public function send(RequestInterface $request, RequestOptions $options): ResponseInterface
    {
        $route = substr($request->getUri()->getPath(), strlen((string) parse_url($this->baseUrl, PHP_URL_PATH)));
        $correlationId = $request->getHeaderLine('X-Correlation-ID') ?: self::uuid();
        $idempotencyKey = $options->idempotencyKey ?? ($request->getHeaderLine('Idempotency-Key') ?: self::uuid());
        $referenceId = $request->getHeaderLine('X-Reference-Id') ?: self::uuid();
        $retries = $options->maxRetries ?? $this->maxRetries;
        $refreshed = false;
        for ($attempt = 0; ; $attempt++) {
            $sent = $this->withHeaders($request, $route, $correlationId, $idempotencyKey, $referenceId, $options, $attempt === 0);
            try {
                $answer = $this->http->send($sent, ['timeout' => $options->timeout ?? $this->timeout, 'http_errors' => false, 'allow_redirects' => false]);
            } catch (TransferException $noAnswer) {
                if ($attempt >= $retries) {
                    throw new ApiConnectionException("no answer from {$request->getMethod()} $route: {$noAnswer->getMessage()}", 0, 'CONNECTION', [], $correlationId, null, null, $noAnswer);
                }
                $this->pause($attempt, null);
                continue;
            }
            if ($answer->getStatusCode() < 400) {
                return $answer;
            }
            $refusal = PaymentsException::fromAnswer($answer->getStatusCode(), $answer->getHeaders(), (string) $answer->getBody(), $correlationId);
            if ((in_array($refusal->getStatus(), self::RETRYABLE_STATUS, true) || $refusal->getErrorCode() === 'IDEMPOTENCY_KEY_IN_USE') && $attempt < $retries) {
                $this->pause($attempt, $refusal->getRetryAfter());
                continue;
            }
            if ($refusal->getStatus() === 401 && !$refreshed && $this->refreshToken !== null && self::productOf($route) === null && $route !== '/auth/refresh') {
                $refreshed = true;
                $this->refresh();
                continue;
            }
            throw $refusal;
        }
    }

    private function withHeaders(
        RequestInterface $request,
        string $route,
        string $correlationId,
        string $idempotencyKey,
        string $referenceId,
        RequestOptions $options,
        bool $firstAttempt,
    ): RequestInterface
    {
        $product = self::productOf($route);
        $request = $request
            ->withoutHeader('Authorization')
            ->withoutHeader('X-Sandbox-Scenario')
            ->withHeader('Accept', 'application/json')
            ->withHeader('X-Target-Environment', 'sandbox')
            ->withHeader('X-Correlation-ID', $correlationId)
            ->withHeader('Payments-Version', self::API_VERSION)
            ->withHeader('Ocp-Apim-Subscription-Key', $product === null ? $this->subscriptionKey : ($this->productKeys[$product] ?? $this->subscriptionKey));
        if ($product !== null && $this->apiUser !== null && !str_starts_with($route, '/v1_0/apiuser')) {
            $request = $request->withHeader('Authorization', 'Basic ' . base64_encode($this->apiUser[0] . ':' . $this->apiUser[1]));
        } elseif ($product === null && ($this->accessToken ?? $this->secretKey) !== null) {
            $request = $request->withHeader('Authorization', 'Bearer ' . ($this->accessToken ?? $this->secretKey));
        }
        if (in_array($request->getMethod(), self::MUTATING, true)) {
            $request = $request->withHeader('Idempotency-Key', $idempotencyKey);
        }
        // A mobile money request is named by a UUID of the caller's (X-Reference-Id): one per logical
        // call, as the idempotency key is, unless the call gives its own; the answer's referenceId says which.
        if ($product !== null && in_array($request->getMethod(), self::MUTATING, true)) {
            $request = $request->withHeader('X-Reference-Id', $referenceId);
        }
        foreach ($options->headers as $name => $value) {
            $request = $request->withHeader($name, $value);
        }
        if ($firstAttempt && $options->sandboxScenario !== null) {
            $request = $request->withHeader('X-Sandbox-Scenario', $options->sandboxScenario);
        }
        return $request;
    }

    private function pause(int $attempt, ?float $retryAfter): void
    {
        $ceiling = min($this->maxBackoff, $this->backoff * (2 ** $attempt));
        // Full jitter, so clients refused together do not come back together; Retry-After is a floor.
        $wait = max(mt_rand() / mt_getrandmax() * $ceiling, $retryAfter ?? 0.0);
        ($this->sleep)($wait);
    }

    private static function productOf(string $route): ?string
    {
        $first = explode('/', ltrim($route, '/'))[0];
        if (in_array($first, self::PRODUCTS, true)) {
            return $first;
        }
        return $first === 'v1_0' ? 'collection' : null;
    }

    /** A random UUID (version 4). */
    public static function uuid(): string
    {
        $bytes = random_bytes(16);
        $bytes[6] = chr(ord($bytes[6]) & 0x0f | 0x40);
        $bytes[8] = chr(ord($bytes[8]) & 0x3f | 0x80);
        return vsprintf('%s%s-%s-%s-%s-%s%s%s', str_split(bin2hex($bytes), 4));
    }
}
