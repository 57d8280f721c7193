<?php

declare(strict_types=1);

namespace PaymentsPlatform\Tests;

use PaymentsPlatform\Payments;

/**
 * A real server for the tests, started from this repository as `npm start` runs it, on its own
 * embedded PostgreSQL in a temporary folder (or a fresh database on DATABASE_URL's server); one
 * per test run, stopped when PHP exits.
 */
final class SandboxServer
{
    private static ?self $started = null;

    private function __construct(public readonly string $origin, public readonly string $baseUrl, public readonly array $credentials)
    {
    }

    public static function repository(): string
    {
        return dirname(__DIR__, 3);
    }

    public static function get(): self
    {
        return self::$started ??= self::start();
    }

    /** A server of the caller's own, for tests that change what others rely on (rotate keys, sign users out). */
    public static function own(): self
    {
        return self::start();
    }

    public function client(array $options = []): Payments
    {
        return new Payments($this->baseUrl, $this->credentials['developer']['subscriptionKey'], ...$options);
    }

    /**
     * The demo user, once none of its mobile money fund-ins and cash-outs is pending: the guides'
     * samples, run earlier as this user, leave some settling, and a test that reads the balance
     * before and after its own transfer must see that transfer move it, and nothing else.
     */
    public function user(): Payments
    {
        $client = $this->client();
        $client->signIn($this->credentials['appUser']['email'], $this->credentials['appUser']['password']);
        $deadline = microtime(true) + 60;
        while (self::pending($client) > 0) {
            if (microtime(true) > $deadline) {
                throw new \RuntimeException("the demo user's mobile money operations are still pending after 60 s");
            }
            usleep(200_000);
        }
        return $client;
    }

    private static function pending(Payments $client): int
    {
        $pending = 0;
        foreach (['/wallets/me/fund-ins', '/wallets/me/cash-outs'] as $route) {
            foreach ($client->request('GET', $route . '?size=100')['items'] as $operation) {
                $pending += $operation['status'] === 'PENDING' ? 1 : 0;
            }
        }
        return $pending;
    }

    public function merchant(): Payments
    {
        $client = $this->client();
        $client->signIn($this->credentials['developer']['email'], $this->credentials['developer']['password']);
        return $client;
    }

    public function momo(): Payments
    {
        $developer = $this->credentials['developer'];
        return $this->client(['productKeys' => $developer['productKeys'], 'apiUser' => [$developer['apiUserId'], $developer['apiKey']]]);
    }

    private static function start(): self
    {
        $data = sys_get_temp_dir() . '/pp-php-' . bin2hex(random_bytes(6));
        mkdir($data, 0755);
        $port = self::freePort();
        $env = [
            'PATH' => getenv('PATH'),
            'PORT' => (string) $port,
            'HOST' => '127.0.0.1',
            'DATA_DIR' => $data,
            'EMBEDDED_PG_PORT' => (string) self::freePort(),
            'LOG_LEVEL' => 'warn',
            'WEBHOOK_ALLOW_LOCAL_RECEIVERS' => 'true',
            'MOMO_COMPLETION_DELAY_SECONDS' => '1',
            'SANDBOX_SCENARIO_DELAY_MS' => '3000',
            'SCRYPT_LOG_N' => '10',
        ];
        if (getenv('DATABASE_URL')) {
            $env['DATABASE_URL'] = getenv('DATABASE_URL');
        }
        $repository = self::repository();
        // As `npm start` runs it: the build in dist/, the server's part brought up to date first (at once when nothing changed).
        $build = proc_open(["$repository/node_modules/.bin/node", 'scripts/build-if-stale.ts', 'server'], [1 => ['file', "$data/build.log", 'w'], 2 => ['file', "$data/build.log", 'a']], $buildPipes, $repository);
        if (proc_close($build) !== 0) {
            throw new \RuntimeException("the server's build failed:\n" . file_get_contents("$data/build.log"));
        }
        // exec, so the process we hold is the server itself and terminating it stops the server.
        $server = proc_open(['sh', '-c', 'exec "$0" dist/src/main.js > "$1" 2>&1', "$repository/node_modules/.bin/node", "$data/server.log"], [], $pipes, $repository, $env);
        register_shutdown_function(static function () use ($server, $data): void {
            proc_terminate($server);
            while (proc_get_status($server)['running']) {
                usleep(100_000);
            }
            exec('rm -rf ' . escapeshellarg($data));
        });
        $origin = "http://127.0.0.1:$port";
        $deadline = microtime(true) + 120;
        while (true) {
            $context = stream_context_create(['http' => ['timeout' => 2, 'ignore_errors' => true]]);
            $answer = @file_get_contents("$origin/healthz", false, $context);
            if ($answer !== false && str_contains($answer, 'ok')) {
                break;
            }
            if (!proc_get_status($server)['running'] || microtime(true) > $deadline) {
                throw new \RuntimeException("the server did not start:\n" . @file_get_contents("$data/server.log"));
            }
            usleep(200_000);
        }
        $credentials = json_decode((string) file_get_contents("$data/sandbox-credentials.json"), true, 512, JSON_THROW_ON_ERROR);
        // The suites send more than the Sandbox plan's 60 calls a minute (every guide's sample, polling
        // included); rate limiting is tested with the 429 scenario, so the account gets Enterprise limits,
        // as the reliability suite's does, and no test waits out a limit it did not ask for.
        $admin = new Payments("$origin/ms/v1", $credentials['developer']['subscriptionKey']);
        $admin->signIn($credentials['admin']['email'], $credentials['admin']['password']);
        $admin->request('PUT', "/admin/developer-accounts/{$credentials['developer']['accountId']}/plan", [
            'plan' => 'ENTERPRISE', 'perMinute' => 1_000_000, 'perDay' => 1_000_000_000,
        ]);
        return new self($origin, "$origin/ms/v1", $credentials);
    }

    private static function freePort(): int
    {
        $socket = stream_socket_server('tcp://127.0.0.1:0');
        $name = stream_socket_get_name($socket, false);
        fclose($socket);
        return (int) substr($name, strrpos($name, ':') + 1);
    }
}
