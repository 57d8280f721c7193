#!/usr/bin/env bash
# The README's install line, run as written in a new project: a Composer path repository to this
# folder, then `composer require`. Packagist is not reachable on this project's machines, so the
# project turns it off and declares that it provides Guzzle (Debian's packages, php-guzzlehttp-*,
# are loaded beside Composer's autoloader); everything else is Composer's own work: resolving the
# path package, linking it, and autoloading its classes from the folders composer.json maps.
set -euo pipefail
library="$(cd "$(dirname "$0")/.." && pwd)"
project="$(mktemp -d)"
trap 'rm -rf "$project"' EXIT
cd "$project"
cat > composer.json <<'JSON'
{
  "name": "example/merchant-server",
  "require": {},
  "provide": { "guzzlehttp/guzzle": "7.4.5", "guzzlehttp/psr7": "2.4.5", "guzzlehttp/promises": "1.5.2" },
  "repositories": [{ "packagist.org": false }],
  "minimum-stability": "dev",
  "prefer-stable": true
}
JSON
export COMPOSER_ALLOW_SUPERUSER=1 COMPOSER_NO_INTERACTION=1
# The README's line, with the path of this clone.
composer config repositories.payments-platform path "$library" && composer require -q payments-platform/payments-platform
cat > check.php <<'PHP'
<?php
require 'vendor/autoload.php';
require_once 'GuzzleHttp/autoload.php';
require_once 'GuzzleHttp/Psr7/autoload.php';
require_once 'GuzzleHttp/Promise/autoload.php';
$payments = new PaymentsPlatform\Payments('http://localhost:4000/ms/v1', 'key', secretKey: 'sk_test_x');
$services = [$payments->paymentLinks::class, $payments->invoices::class];
$link = new PaymentsPlatform\Resources\PaymentLink(['id' => 'plink_1', 'amount' => 120]);
echo implode(' ', [...$services, $link::class, $link->amount]), "\n";
PHP
php check.php
