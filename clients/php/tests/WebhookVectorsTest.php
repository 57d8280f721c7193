<?php

declare(strict_types=1);

namespace PaymentsPlatform\Tests;

use PaymentsPlatform\Exception\SignatureVerificationException;
use PaymentsPlatform\Webhook;
use PHPUnit\Framework\TestCase;

/** The shared webhook vectors (clients/webhook-vectors.json): the verdicts every library must reach. */
final class WebhookVectorsTest extends TestCase
{
    private static function vectors(): array
    {
        return json_decode((string) file_get_contents(SandboxServer::repository() . '/clients/webhook-vectors.json'), true, 512, JSON_THROW_ON_ERROR);
    }

    public function vectorProvider(): array
    {
        $cases = [];
        foreach (self::vectors()['cases'] as $case) {
            $cases[$case['name']] = [$case];
        }
        return $cases;
    }

    /** @dataProvider vectorProvider */
    public function testReachesTheVectorVerdict(array $vector): void
    {
        $tolerance = self::vectors()['toleranceSeconds'];
        if ($vector['expect']['ok']) {
            $event = Webhook::constructEvent($vector['body'], $vector['headers'], $vector['secrets'], $tolerance, $vector['now']);
            self::assertSame($vector['expect']['eventId'], $event['id']);
            self::assertSame($vector['expect']['eventType'], $event['type']);
            return;
        }
        try {
            Webhook::constructEvent($vector['body'], $vector['headers'], $vector['secrets'], $tolerance, $vector['now']);
            self::fail('the delivery was accepted');
        } catch (SignatureVerificationException $refused) {
            self::assertSame($vector['expect']['reason'], $refused->getReason());
        }
    }

    public function testSignsAsTheServerDoes(): void
    {
        $valid = self::vectors()['cases'][0];
        self::assertSame($valid['headers']['X-Service-Signature'], Webhook::sign($valid['body'], $valid['secrets'][0], $valid['now'])['X-Service-Signature']);
    }
}
