<?php

declare(strict_types=1);

namespace PaymentsPlatform\Tests;

use PaymentsPlatform\Generated\Events\TestPing;
use PaymentsPlatform\Generated\Events\WalletFunded;
use PaymentsPlatform\Exception\BadRequestException;
use PaymentsPlatform\Exception\ConflictException;
use PaymentsPlatform\Exception\NotFoundException;
use PaymentsPlatform\Exception\SignatureVerificationException;
use PaymentsPlatform\Generated\Api\WalletApi;
use PaymentsPlatform\Payments;
use PaymentsPlatform\RequestOptions;
use PaymentsPlatform\Webhook;
use PHPUnit\Framework\TestCase;

/** The library against the real sandbox: the same scenarios every official library runs. */
final class SandboxTest extends TestCase
{
    private const MERCHANT = 'demo-merchant@sandbox.example';
    private static SandboxServer $sandbox;
    private static Payments $user;

    public static function setUpBeforeClass(): void
    {
        self::$sandbox = SandboxServer::get();
        self::$user = self::$sandbox->user();
    }

    /** The GHS balance in pesewas (minor units), so sums are exact. */
    private static function balance(Payments $client): int
    {
        return (int) round(100 * (float) $client->request('GET', '/wallets/me/balances/GHS')['balance']);
    }

    private static function transfer(string $amount): array
    {
        return ['toEmail' => self::MERCHANT, 'amount' => $amount, 'currency' => 'GHS'];
    }

    public function testSignsInAndSendsMoneyThenReadsTheWalletWithATypedCall(): void
    {
        $before = self::balance(self::$user);
        $sent = self::$user->request('POST', '/wallets/me/transfer', self::transfer('1.25'));
        self::assertNotEmpty($sent['id']);
        self::assertSame($before - 125, self::balance(self::$user));
        $wallet = self::$user->api(WalletApi::class)->retrieveWallet('sandbox');
        self::assertStringStartsWith('wal_', $wallet->getData()->getId());
    }

    public function testThrowsTypedErrorsWithTheFieldsAndTheCorrelationId(): void
    {
        try {
            self::$user->request('POST', '/wallets/me/transfer', self::transfer('-1'));
            self::fail('accepted');
        } catch (BadRequestException $invalid) {
            self::assertSame('BAD_REQUEST', $invalid->getErrorCode());
            self::assertContains('amount', array_column($invalid->getFields(), 'field'));
            self::assertNotEmpty($invalid->getCorrelationId());
        }
        try {
            self::$user->request('POST', '/wallets/me/transfer', self::transfer('9999.00'));
            self::fail('accepted');
        } catch (ConflictException $poor) {
            self::assertSame([409, 'INSUFFICIENT_FUNDS'], [$poor->getStatus(), $poor->getErrorCode()]);
        }
        $this->expectException(NotFoundException::class);
        self::$user->request('GET', '/transactions/txn_doesnotexist');
    }

    public function testWalksAPagedListToTheEndByObjectWithATransferMadeMidWalk(): void
    {
        for ($i = 0; $i < 5; $i++) {
            self::$user->request('POST', '/wallets/me/transfer', self::transfer('0.10'));
        }
        $whole = array_column(self::$user->request('GET', '/wallets/me/transactions/GHS?limit=100')['items'], 'entryId');
        $walked = [];
        foreach (self::$user->paginate('/wallets/me/transactions/GHS', [], 2) as $entry) {
            if (count($walked) === 1) {
                // The newest entry: by page numbers it would push the first page's last entry onto the second.
                self::$user->request('POST', '/wallets/me/transfer', self::transfer('0.10'));
            }
            $walked[] = $entry['entryId'];
        }
        self::assertSame($whole, $walked);
        self::assertGreaterThanOrEqual(6, count($walked));
    }

    /**
     * @testWith ["drop-after-commit"]
     *           ["timeout-after-commit"]
     */
    public function testRetriesAnAmbiguousOutcomeAndMovesTheMoneyOnce(string $scenario): void
    {
        $before = self::balance(self::$user);
        $answer = self::$user->requestRaw('POST', '/wallets/me/transfer', self::transfer('3.00'), new RequestOptions(idempotencyKey: Payments::uuid(), timeout: 1.5, sandboxScenario: $scenario));
        self::assertSame(200, $answer->status);
        self::assertSame('true', $answer->header('Idempotent-Replayed'));
        self::assertSame($before - 300, self::balance(self::$user));
    }

    public function testWaitsOutA429ForItsRetryAfter(): void
    {
        $waits = [];
        $client = self::$sandbox->client(['sleep' => function (float $seconds) use (&$waits): void { $waits[] = $seconds; }]);
        $client->signIn(self::$sandbox->credentials['appUser']['email'], self::$sandbox->credentials['appUser']['password']);
        $wallet = $client->request('GET', '/wallets/me', null, new RequestOptions(sandboxScenario: '429'));
        self::assertStringStartsWith('wal_', $wallet['id']);
        self::assertCount(1, $waits);
        self::assertGreaterThanOrEqual(1.0, $waits[0]);
    }

    public function testPollsARequestToPayToSuccessfulAndAFailingTestNumberToItsReason(): void
    {
        $collection = self::$sandbox->momo()->momo('collection');
        $pay = fn (string $payer) => ['amount' => '12.50', 'currency' => 'EUR', 'externalId' => 'order-1', 'payerMessage' => 'Order 1', 'payeeNote' => 'Thanks', 'payer' => ['partyIdType' => 'MSISDN', 'partyId' => $payer]];
        $paid = $collection->send('payment/request', $pay('233241234567'));
        self::assertSame('SUCCESSFUL', $collection->await('payment/request', $paid, 30)['status']);
        $rejected = $collection->await('payment/request', $collection->send('payment/request', $pay('46733123451')), 30);
        self::assertSame(['FAILED', 'APPROVAL_REJECTED'], [$rejected['status'], $rejected['reason']]);
        try {
            $collection->send('payment/request', $pay('233241234567'), $paid);
            self::fail('accepted');
        } catch (ConflictException $reused) {
            self::assertSame('RESOURCE_ALREADY_EXIST', $reused->getErrorCode());
        }
        // Options the caller passes stay theirs: two sends with one options object are two operations.
        $options = new RequestOptions(headers: ['X-Trace' => 'checkout-7']);
        $first = $collection->send('payment/request', $pay('233241234567'), null, $options);
        $second = $collection->send('payment/request', $pay('233241234567'), null, $options);
        self::assertNotSame($first, $second);
        self::assertSame(['X-Trace' => 'checkout-7'], $options->headers);
    }

    public function testVerifiesRealDeliveriesAndRefusesAForgedOne(): void
    {
        // A receiver in a child PHP process (php -S) that keeps each delivery's headers and body in a folder.
        $folder = sys_get_temp_dir() . '/pp-php-hooks-' . bin2hex(random_bytes(4));
        mkdir($folder);
        file_put_contents("$folder/index.php", '<?php $n = microtime(true); file_put_contents(__DIR__ . "/$n.json", json_encode(["headers" => getallheaders(), "body" => file_get_contents("php://input")])); http_response_code(200);');
        $port = (function (): int {
            $socket = stream_socket_server('tcp://127.0.0.1:0');
            $name = stream_socket_get_name($socket, false);
            fclose($socket);
            return (int) substr($name, strrpos($name, ':') + 1);
        })();
        $receiver = proc_open(['php', '-S', "127.0.0.1:$port", "$folder/index.php"], [1 => ['file', '/dev/null', 'w'], 2 => ['file', '/dev/null', 'w']], $pipes, $folder);
        try {
            usleep(300_000);
            $merchant = self::$sandbox->merchant();
            $endpoint = $merchant->request('POST', '/merchants/me/webhooks', ['url' => "http://127.0.0.1:$port/hooks", 'events' => ['wallet.funded']])['webhook'];
            $merchant->request('POST', "/merchants/me/webhooks/{$endpoint['id']}/test", new \stdClass());
            $merchant->request('POST', "/merchants/me/webhooks/{$endpoint['id']}/test", ['badSignature' => true]);
            self::$user->request('POST', '/wallets/me/transfer', self::transfer('0.50'));
            $deadline = microtime(true) + 30;
            while (count(glob("$folder/*.json")) < 3 && microtime(true) < $deadline) {
                usleep(100_000);
            }
            [$verified, $refused] = [[], []];
            foreach (glob("$folder/*.json") as $file) {
                $delivery = json_decode((string) file_get_contents($file), true);
                try {
                    $event = Webhook::constructTypedEvent($delivery['body'], $delivery['headers'], $endpoint['secret']);
                    $verified[] = $event->type;
                    // Typed by its type: the transfer's credit has its amount and wallet, the ping its endpoint.
                    if ($event instanceof WalletFunded) {
                        self::assertSame('0.50', $event->data?->amount);
                        self::assertStringStartsWith('wal_', (string) $event->data?->wallet?->id);
                    } elseif ($event instanceof TestPing) {
                        self::assertSame($endpoint['id'], $event->data?->endpoint?->id);
                    }
                } catch (SignatureVerificationException $forged) {
                    $refused[] = $forged->getReason();
                }
            }
            sort($verified);
            self::assertSame(['test.ping', 'wallet.funded'], $verified);
            self::assertSame(['bad_signature'], $refused);
        } finally {
            proc_terminate($receiver);
            exec('rm -rf ' . escapeshellarg($folder));
        }
    }
}
