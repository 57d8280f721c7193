<?php

declare(strict_types=1);

namespace PaymentsPlatform\Tests;

use PaymentsPlatform\Exception\PaymentsException;
use PaymentsPlatform\Payments;
use PHPUnit\Framework\TestCase;

/**
 * The REST reference's PHP samples (src/generated/reference-samples.json, the x-codeSamples of
 * /ms/v1/docs), each run as written with the variables the quick start exports, against a server of
 * their own: some of them rotate keys or sign a user out everywhere. A sample may be refused for an
 * id of the recorded sandbox it names (404, 409, 403); never with a 400 about its values, and never
 * with an error of the library's own.
 */
final class ReferenceSamplesTest extends TestCase
{
    /** This machine resolves no public host name; a reader's does. */
    private const THE_READERS_OWN = 'does not resolve';

    public function testThePhpSamplesRunAsWritten(): void
    {
        $sandbox = SandboxServer::own();
        $developer = $sandbox->credentials['developer'];
        $user = $sandbox->credentials['appUser'];
        $tokens = (new Payments($sandbox->baseUrl, $developer['subscriptionKey']))->request('POST', '/auth/login', ['email' => $user['email'], 'password' => $user['password']]);
        $environment = [
            'PAYMENTS_BASE_URL' => $sandbox->baseUrl,
            'PAYMENTS_SUBSCRIPTION_KEY' => $developer['subscriptionKey'],
            'PAYMENTS_SECRET_KEY' => $developer['secretKey'],
            'PAYMENTS_ACCESS_TOKEN' => $tokens['accessToken'],
            'PAYMENTS_COLLECTION_KEY' => $developer['productKeys']['collection'],
            'PAYMENTS_DISBURSEMENT_KEY' => $developer['productKeys']['disbursement'],
            'PAYMENTS_REMITTANCE_KEY' => $developer['productKeys']['remittance'],
            'PAYMENTS_API_USER_ID' => $developer['apiUserId'],
            'PAYMENTS_API_KEY' => $developer['apiKey'],
        ];
        foreach ($environment as $name => $value) {
            putenv("$name=$value");
        }
        $samples = json_decode((string) file_get_contents(SandboxServer::repository() . '/src/generated/reference-samples.json'), true, 512, JSON_THROW_ON_ERROR);
        $failed = [];
        $answered = 0;
        foreach ($samples as $operation => $list) {
            foreach ($list as $sample) {
                if ($sample['lang'] !== 'PHP') {
                    continue;
                }
                // As a file of its own would run it: eval takes the code after the opening tag.
                $code = preg_replace('/^<\?php\s*/', '', $sample['source']);
                ob_start();
                try {
                    eval($code);
                    $answered++;
                } catch (PaymentsException $refused) {
                    if ($refused->getStatus() === 400 && !str_contains($refused->getMessage(), self::THE_READERS_OWN)) {
                        $failed[] = "$operation: {$refused->getMessage()}";
                    }
                } catch (\Throwable $error) {
                    $failed[] = "$operation: " . $error::class . " {$error->getMessage()}";
                } finally {
                    ob_end_clean();
                }
            }
        }
        $this->assertSame([], $failed, implode("\n", $failed));
        // About a third answer 2xx; the rest name an id of the recorded sandbox.
        $this->assertGreaterThanOrEqual(50, $answered);
    }
}
