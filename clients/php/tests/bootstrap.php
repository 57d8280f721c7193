<?php

declare(strict_types=1);

// Composer's autoloader when `composer install` ran; otherwise Debian's copies of Guzzle (Packagist
// is not reachable on the project's machines) and this package's PSR-4 folders, as composer.json maps them.
if (is_file(__DIR__ . '/../vendor/autoload.php')) {
    require __DIR__ . '/../vendor/autoload.php';
    return;
}
require_once 'GuzzleHttp/autoload.php';
require_once 'GuzzleHttp/Psr7/autoload.php';
require_once 'GuzzleHttp/Promise/autoload.php';
spl_autoload_register(static function (string $class): void {
    static $roots = null;
    if ($roots === null) {
        $composer = json_decode((string) file_get_contents(__DIR__ . '/../composer.json'), true);
        $roots = $composer['autoload']['psr-4'] + $composer['autoload-dev']['psr-4'];
        // The longest prefix first, so PaymentsPlatform\Resources\ is not looked for under src/.
        uksort($roots, static fn (string $a, string $b) => strlen($b) <=> strlen($a));
    }
    foreach ($roots as $prefix => $folder) {
        if (str_starts_with($class, $prefix)) {
            $file = __DIR__ . '/../' . $folder . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
            if (is_file($file)) {
                require $file;
            }
            return;
        }
    }
});
