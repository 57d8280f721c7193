<?php

declare(strict_types=1);

namespace PaymentsPlatform\Tests;

use PaymentsPlatform\Collection;
use PaymentsPlatform\Exception\AuthenticationException;
use PaymentsPlatform\Exception\BadRequestException;
use PaymentsPlatform\Exception\InvalidParameterException;
use PaymentsPlatform\Exception\PermissionDeniedException;
use PaymentsPlatform\Payments;
use PaymentsPlatform\Resources\Invoice;
use PaymentsPlatform\Resources\PaymentLink;
use PaymentsPlatform\Resources\RevealedSecretKey;
use PHPUnit\Framework\TestCase;

/** The resource services with a secret key: a server's calls, with no sign-in, typed, money as decimal text. */
final class ResourcesTest extends TestCase
{
    private static SandboxServer $sandbox;
    private static Payments $merchant;
    private static string $subscriptionKey;

    /** A merchant of its own (the sandbox clock moves in these tests), signed in: only a signed-in merchant makes secret keys. */
    public static function setUpBeforeClass(): void
    {
        self::$sandbox = SandboxServer::get();
        $email = 'php-resources-' . bin2hex(random_bytes(4)) . '@sandbox.example';
        $signUp = self::$sandbox->client()->developerAccounts->create([
            'firstName' => 'Efua', 'lastName' => 'Owusu', 'email' => $email, 'phone' => sprintf('+23326%07d', random_int(0, 9_999_999)),
            'password' => 'Correct-Horse-9', 'country' => 'GH', 'companyName' => 'PHP Resources',
        ]);
        self::$subscriptionKey = $signUp->subscriptionKey;
        self::$merchant = new Payments(self::$sandbox->baseUrl, self::$subscriptionKey);
        self::$merchant->signIn($email, 'Correct-Horse-9');
    }

    private static function secretKey(string $name, ?array $scopes = null): RevealedSecretKey
    {
        return self::$merchant->secretKeys->create(['name' => $name] + ($scopes === null ? [] : ['scopes' => $scopes]));
    }

    private static function server(string $secret): Payments
    {
        return new Payments(self::$sandbox->baseUrl, self::$subscriptionKey, secretKey: $secret);
    }

    /** The library speaks the version it was generated for, whatever the account is pinned to, and keeps money's scale. */
    public function testItSpeaksTheVersionItWasGeneratedForAndKeepsTheScale(): void
    {
        $payments = self::server(self::secretKey('versioned')->secret);
        $link = $payments->paymentLinks->create(['title' => 'Scale kept', 'amount' => '45', 'currency' => 'GHS', 'amountFixed' => true]);
        self::assertSame('45.00', $link->amount);
        self::assertSame('0.00', $link->amountCollected);
        $raw = $payments->requestRaw('GET', '/merchants/me/payment-links/' . $link->id);
        self::assertSame('2027-01-15', Payments::API_VERSION);
        self::assertSame(Payments::API_VERSION, $raw->header('Payments-Version'));
        self::assertSame('45.00', $raw->data['amount']);
    }

    /** A float cannot hold 0.10 exactly: the library refuses it before anything is sent, naming where it is. */
    public function testAFloatIsRefusedUpFrontNamingItsPlace(): void
    {
        $payments = self::server(self::secretKey('floats')->secret);
        $before = count($payments->paymentLinks->all(['size' => 100])->data);
        try {
            $payments->paymentLinks->create(['title' => 'Float', 'amount' => 12.5, 'currency' => 'GHS', 'amountFixed' => true]);
            self::fail('a float amount was sent');
        } catch (InvalidParameterException $refused) {
            self::assertInstanceOf(\TypeError::class, $refused);
            self::assertSame('amount', $refused->getParameter());
            self::assertStringContainsString("'12.5'", $refused->getMessage());
        }
        try {
            $payments->invoices->create(['customerEmail' => 'a@example.com', 'currency' => 'GHS', 'items' => [['description' => 'Tea', 'quantity' => 1, 'unitPrice' => 0.1]]]);
            self::fail('a float unit price was sent');
        } catch (InvalidParameterException $refused) {
            self::assertSame('items.0.unitPrice', $refused->getParameter());
        }
        self::assertCount($before, $payments->paymentLinks->all(['size' => 100])->data);
    }

    public function testASecretKeyActsWithoutAnySignInAndMoneyIsDecimalText(): void
    {
        $made = self::secretKey('orders server');
        self::assertStringStartsWith('sk_test_', $made->secret);
        $payments = self::server($made->secret);

        $link = $payments->paymentLinks->create(['title' => 'Order 1042', 'amount' => '120.00', 'currency' => 'GHS', 'amountFixed' => true]);
        self::assertInstanceOf(PaymentLink::class, $link);
        self::assertStringStartsWith('plink_', $link->id);
        self::assertStringStartsWith('http', $link->url);
        self::assertIsString($link->amount);
        self::assertSame('120.00', $link->amount);
        self::assertSame('Order 1042', $payments->paymentLinks->retrieve($link->id)->title);
        self::assertSame('INACTIVE', $payments->paymentLinks->deactivate($link->id)->status);

        $invoice = $payments->invoices->create([
            'customerEmail' => 'buyer@example.com',
            'items' => [['description' => 'Consulting', 'quantity' => 3, 'unitPrice' => '33.35']],
            'currency' => 'GHS',
            'dueDate' => date('Y-m-d', strtotime('+14 days')),
        ]);
        self::assertInstanceOf(Invoice::class, $invoice);
        // 3 × 33.35 is 100.05 exactly, as text: a float would not have kept it.
        self::assertSame('100.05', $invoice->items[0]->total);
        self::assertSame('100.05', $invoice->subtotal);
    }

    public function testMetadataIsSetAtCreationAndUpdatedKeyByKey(): void
    {
        $payments = self::server(self::secretKey('metadata')->secret);
        $link = $payments->paymentLinks->create([
            'title' => 'Order 1001', 'amount' => '5.00', 'currency' => 'GHS', 'amountFixed' => true,
            'metadata' => ['order_id' => '1001', 'channel' => 'web'],
        ]);
        self::assertEquals(['order_id' => '1001', 'channel' => 'web'], $link->metadata);
        // An empty value unsets its key; the keys not given stay.
        $updated = $payments->paymentLinks->update($link->id, ['metadata' => ['channel' => '', 'customer' => 'ama']]);
        self::assertEquals(['order_id' => '1001', 'customer' => 'ama'], $updated->metadata);
        self::assertEquals(['order_id' => '1001', 'customer' => 'ama'], $payments->paymentLinks->retrieve($link->id)->metadata);
        try {
            $payments->paymentLinks->update($link->id, ['metadata' => ['order[id]' => '1']]);
            self::fail('a key with [ is refused');
        } catch (BadRequestException $refused) {
            self::assertContains('metadata.order[id]', array_column($refused->getFields(), 'field'));
        }
        // Search by it, in Stripe's query language; a query that does not read names its position.
        $order = bin2hex(random_bytes(8));
        $payments->paymentLinks->update($link->id, ['metadata' => ['order_id' => $order]]);
        $found = $payments->paymentLinks->search(['query' => "metadata['order_id']:'$order'"]);
        self::assertSame([$link->id], array_map(static fn (PaymentLink $each) => $each->id, iterator_to_array($found->autoPagingIterator(), false)));
        try {
            $payments->paymentLinks->search(['query' => 'amount>>5']);
            self::fail('an unreadable query is refused');
        } catch (BadRequestException $unreadable) {
            self::assertStringContainsString('position 8', $unreadable->getMessage());
        }
    }

    public function testAutoPagingWalksEveryPage(): void
    {
        $payments = self::server(self::secretKey('pager')->secret);
        $made = [];
        for ($n = 0; $n < 5; $n++) {
            $made[] = $payments->paymentLinks->create(['title' => "Page walk $n", 'amount' => '5.50', 'currency' => 'GHS', 'amountFixed' => true])->id;
        }
        $first = $payments->paymentLinks->all(['size' => 2]);
        self::assertInstanceOf(Collection::class, $first);
        self::assertCount(2, $first->data);
        $pages = 1;
        for ($page = $first; $page->hasMore; $page = $page->nextPage()) {
            $pages++;
        }
        self::assertGreaterThanOrEqual(3, $pages);
        $walked = array_map(static fn (PaymentLink $link) => $link->id, iterator_to_array($first->autoPagingIterator(), false));
        self::assertSame(count($walked), count(array_unique($walked)));
        self::assertSame([], array_diff($made, $walked));
    }

    public function testAutoPagingSeesEveryObjectOnceWithOneCreatedMidWalk(): void
    {
        $payments = self::server(self::secretKey('mid-walk pager')->secret);
        $link = ['title' => 'Mid-walk', 'amount' => '1.00', 'currency' => 'GHS', 'amountFixed' => true];
        for ($n = 0; $n < 5; $n++) {
            $payments->paymentLinks->create($link);
        }
        $before = array_map(static fn (PaymentLink $each) => $each->id, $payments->paymentLinks->all(['limit' => 100])->data);
        $walked = [];
        foreach ($payments->paymentLinks->all(['limit' => 2])->autoPagingIterator() as $each) {
            if (count($walked) === 1) {
                // The newest link: by page numbers it would push the first page's last link onto the second.
                $payments->paymentLinks->create($link);
            }
            $walked[] = $each->id;
        }
        self::assertSame($before, $walked);
    }

    public function testAutoPagingFollowsTheEventLogsCursor(): void
    {
        // The event log pages by a cursor (nextAfter), not by page numbers: one event a page still walks each once.
        $payments = self::server(self::secretKey('event pager')->secret);
        for ($n = 0; $n < 3; $n++) {
            $payments->invoices->create([
                'customerEmail' => "walk$n@example.com", 'currency' => 'GHS', 'dueDate' => date('Y-m-d', strtotime('+7 days')),
                'items' => [['description' => 'Event walk', 'quantity' => 1, 'unitPrice' => '5.00']],
            ]);
        }
        $first = $payments->events->all(['type' => 'invoice.created', 'limit' => 1]);
        self::assertCount(1, $first->data);
        self::assertTrue($first->hasMore);
        self::assertNull($first->page);
        $walked = array_map(static fn ($event) => $event->id, iterator_to_array($first->autoPagingIterator(), false));
        self::assertGreaterThanOrEqual(3, count($walked));
        self::assertSame(count($walked), count(array_unique($walked)));
    }

    public function testARolledKeyWorksThroughItsGraceWhichTheClockDoesNotCutShort(): void
    {
        $old = self::secretKey('to roll');
        $rolled = self::$merchant->secretKeys->roll($old->id, ['expiresInHours' => 1]);
        self::assertNotSame($old->secret, $rolled->secretKey->secret);
        self::assertInstanceOf(Collection::class, self::server($old->secret)->paymentLinks->all());

        // The grace runs on real time: moving the sandbox clock past it does not end it.
        self::$merchant->sandboxClocks->advance(['seconds' => 2 * 3600]);
        self::assertInstanceOf(Collection::class, self::server($old->secret)->paymentLinks->all());

        // Rolled with no grace, a key is refused at once; the key that replaced it works.
        $again = self::$merchant->secretKeys->roll($rolled->secretKey->id, ['expiresInHours' => 0]);
        try {
            self::server($rolled->secretKey->secret)->paymentLinks->all();
            self::fail('a key rolled with no grace still works');
        } catch (AuthenticationException $refused) {
            self::assertSame(401, $refused->getStatus());
        }
        self::assertInstanceOf(Collection::class, self::server($again->secretKey->secret)->paymentLinks->all());
    }

    public function testARevokedKeyIsRefusedAtOnce(): void
    {
        $made = self::secretKey('to revoke');
        $payments = self::server($made->secret);
        $payments->paymentLinks->all();
        self::assertNotNull(self::$merchant->secretKeys->revoke($made->id)->revokedAt);
        $this->expectException(AuthenticationException::class);
        $payments->paymentLinks->all();
    }

    public function testARestrictedKeyIsRefusedOutsideItsScopeNamingIt(): void
    {
        $reader = self::server(self::secretKey('reader', ['payment_links:read'])->secret);
        self::assertInstanceOf(Collection::class, $reader->paymentLinks->all());
        try {
            $reader->paymentLinks->create(['title' => 'Not mine to make', 'amount' => '1.00', 'currency' => 'GHS', 'amountFixed' => true]);
            self::fail('a read-only key made a payment link');
        } catch (PermissionDeniedException $refused) {
            self::assertSame(403, $refused->getStatus());
            self::assertStringContainsString('payment_links:write', $refused->getMessage());
        }
    }

    public function testAMobileMoneyRequestThroughItsResourceServiceNamesItself(): void
    {
        // The transport gives the request its X-Reference-Id, as momo()->send does; the answer gives it back.
        $payments = self::$sandbox->momo();
        $sent = $payments->momoRequestToPays->create([
            'amount' => '12.50', 'currency' => 'EUR', 'externalId' => 'order-1001',
            'payer' => ['partyIdType' => 'MSISDN', 'partyId' => '233241234567'],
            'payerMessage' => 'Order 1001', 'payeeNote' => 'Thank you',
        ]);
        $this->assertMatchesRegularExpression('/^[0-9a-f-]{36}$/', $sent->referenceId);
        $this->assertContains($payments->momo('collection')->status('payment/request', $sent->referenceId)['status'], ['PENDING', 'SUCCESSFUL']);
    }
}

