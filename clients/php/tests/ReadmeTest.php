<?php

declare(strict_types=1);

namespace PaymentsPlatform\Tests;

use PaymentsPlatform\Webhook;
use PHPUnit\Framework\TestCase;

/** The README's PHP examples are the files under examples/, verbatim, and they run. */
final class ReadmeTest extends TestCase
{
    private const EXAMPLES = ['examples/quick-start.php', 'examples/app-user.php', 'examples/webhook-receiver.php', 'examples/guides/mobile-money.php'];

    public function testEveryReadmeBlockIsAnExampleFile(): void
    {
        preg_match_all('/```php\n(.*?)```/s', (string) file_get_contents(__DIR__ . '/../README.md'), $blocks);
        self::assertSame(array_map(fn ($file) => file_get_contents(__DIR__ . "/../$file"), self::EXAMPLES), $blocks[1]);
    }

    public function testTheQuickStartRuns(): void
    {
        $sandbox = SandboxServer::get();
        putenv("PAYMENTS_BASE_URL={$sandbox->baseUrl}");
        putenv("PAYMENTS_SUBSCRIPTION_KEY={$sandbox->credentials['developer']['subscriptionKey']}");
        putenv("PAYMENTS_SECRET_KEY={$sandbox->credentials['developer']['secretKey']}");
        ob_start();
        (static function (): void {
            require __DIR__ . '/../examples/quick-start.php';
        })();
        $printed = (string) ob_get_clean();
        self::assertMatchesRegularExpression('/^pay at http\S+ for 120\.00 GHS\ninvoice \S+ for 91\.00\n/', $printed);
        self::assertMatchesRegularExpression('/\nplink_\S+ ACTIVE 0/', $printed);
        self::assertStringContainsString('refused: BAD_REQUEST currency', $printed);
    }

    public function testAnAppUsersCallsRun(): void
    {
        $sandbox = SandboxServer::get();
        putenv("PAYMENTS_BASE_URL={$sandbox->baseUrl}");
        putenv("PAYMENTS_SUBSCRIPTION_KEY={$sandbox->credentials['developer']['subscriptionKey']}");
        putenv("PAYMENTS_EMAIL={$sandbox->credentials['appUser']['email']}");
        putenv("PAYMENTS_PASSWORD={$sandbox->credentials['appUser']['password']}");
        ob_start();
        (static function (): void {
            require __DIR__ . '/../examples/app-user.php';
        })();
        $printed = (string) ob_get_clean();
        self::assertMatchesRegularExpression('/^sent \S+\n/', $printed);
        self::assertMatchesRegularExpression('/ DEBIT 5(\.00)?\n/', $printed);
        self::assertStringContainsString('refused: INSUFFICIENT_FUNDS', $printed);
    }

    public function testTheWebhookReceiverRuns(): void
    {
        require_once __DIR__ . '/../examples/webhook-receiver.php';
        $body = '{"id":"evt_1","type":"wallet.funded","createdAt":"2026-11-24T00:00:00.000Z","data":{}}';
        ob_start();
        self::assertSame(200, handleDelivery($body, Webhook::sign($body, 'whsec_test'), 'whsec_test'));
        self::assertSame(400, handleDelivery($body, Webhook::sign($body, 'whsec_other'), 'whsec_test'));
        self::assertStringContainsString('verified wallet.funded evt_1', (string) ob_get_clean());
    }
}
