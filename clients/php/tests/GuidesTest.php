<?php

declare(strict_types=1);

namespace PaymentsPlatform\Tests;

use PHPUnit\Framework\TestCase;

/**
 * The product guides' PHP samples (examples/guides), run as written against the sandbox: each
 * prints what clients/guide-examples.json says, the file every library's tests read.
 */
final class GuidesTest extends TestCase
{
    /** @return array<string, array{array{name: string, as: string, prints: list<string>}}> */
    public static function guides(): array
    {
        $spec = json_decode((string) file_get_contents(__DIR__ . '/../../guide-examples.json'), true, flags: JSON_THROW_ON_ERROR);
        $cases = [];
        foreach ($spec['examples'] as $guide) {
            $cases[$guide['name']] = [$guide];
        }
        return $cases;
    }

    /**
     * @dataProvider guides
     * @param array{name: string, as: string, prints: list<string>} $guide
     */
    public function testTheGuideSampleRuns(array $guide): void
    {
        $sandbox = SandboxServer::get();
        $credentials = $sandbox->credentials;
        putenv("PAYMENTS_BASE_URL={$sandbox->baseUrl}");
        putenv("PAYMENTS_SUBSCRIPTION_KEY={$credentials['developer']['subscriptionKey']}");
        // One set of variables for every guide, as the sandbox's env command exports them.
        putenv("PAYMENTS_EMAIL={$credentials['appUser']['email']}");
        putenv("PAYMENTS_PASSWORD={$credentials['appUser']['password']}");
        putenv("PAYMENTS_MERCHANT_EMAIL={$credentials['developer']['email']}");
        putenv("PAYMENTS_MERCHANT_PASSWORD={$credentials['developer']['password']}");
        putenv("PAYMENTS_SECRET_KEY={$credentials['developer']['secretKey']}");
        // A mobile money server's API user and product keys.
        putenv("PAYMENTS_COLLECTION_KEY={$credentials['developer']['productKeys']['collection']}");
        putenv("PAYMENTS_DISBURSEMENT_KEY={$credentials['developer']['productKeys']['disbursement']}");
        putenv("PAYMENTS_API_USER_ID={$credentials['developer']['apiUserId']}");
        putenv("PAYMENTS_API_KEY={$credentials['developer']['apiKey']}");
        ob_start();
        (static function (string $sample): void {
            require $sample;
        })(__DIR__ . "/../examples/guides/{$guide['name']}.php");
        $printed = explode("\n", rtrim((string) ob_get_clean(), "\n"));
        self::assertCount(count($guide['prints']), $printed, implode("\n", $printed));
        foreach ($guide['prints'] as $i => $pattern) {
            self::assertMatchesRegularExpression("~{$pattern}~", $printed[$i]);
        }
    }
}
