<?php

// Prints the PHP library's public surface, one member per line, sorted: what a merchant's code can
// name (the client, its options and exceptions, the resource services, the resource objects and
// their @property-read fields, the event types). Run from clients/php; scripts/library-surface.ts
// keeps it in contract/libraries/php.txt.

declare(strict_types=1);

require getcwd() . '/tests/bootstrap.php';

$folders = ['src' => 'PaymentsPlatform\\', 'generated/services' => 'PaymentsPlatform\\Services\\', 'generated/resources' => 'PaymentsPlatform\\Resources\\'];
$lines = [];
foreach ($folders as $folder => $namespace) {
    $files = new RecursiveIteratorIterator(new RecursiveDirectoryIterator(getcwd() . '/' . $folder, FilesystemIterator::SKIP_DOTS));
    foreach ($files as $file) {
        if ($file->getExtension() !== 'php') {
            continue;
        }
        $relative = substr($file->getPathname(), strlen(getcwd() . '/' . $folder) + 1, -4);
        $name = $namespace . str_replace('/', '\\', $relative);
        if (!class_exists($name) && !interface_exists($name) && !trait_exists($name) && !enum_exists($name)) {
            continue;
        }
        $class = new ReflectionClass($name);
        $kind = $class->isTrait() ? 'trait' : ($class->isInterface() ? 'interface' : (($class->isFinal() ? 'final ' : '') . 'class'));
        $parent = $class->getParentClass();
        $lines[] = "{$kind} {$name}" . ($parent ? " extends {$parent->getName()}" : '');
        foreach ($class->getReflectionConstants(ReflectionClassConstant::IS_PUBLIC) as $constant) {
            if ($constant->getDeclaringClass()->getName() === $name) {
                $lines[] = "{$name}::{$constant->getName()}";
            }
        }
        foreach ($class->getMethods(ReflectionMethod::IS_PUBLIC) as $method) {
            if ($method->getDeclaringClass()->getName() !== $name) {
                continue;
            }
            // Lines a compatible change only adds to: what it returns, which parameters it requires,
            // and each parameter by position, so a new optional parameter is an addition.
            $where = $name . ($method->isStatic() ? '::' : '->') . $method->getName();
            $returns = $method->getReturnType();
            $required = [];
            foreach ($method->getParameters() as $parameter) {
                $type = $parameter->getType();
                $lines[] = "{$where}(#{$parameter->getPosition()} " . trim(($type ? (string) $type : '') . ' ' . ($parameter->isVariadic() ? '...' : '') . '$' . $parameter->getName()) . ($parameter->isOptional() ? ' = optional' : '') . ')';
                if (!$parameter->isOptional()) {
                    $required[] = '$' . $parameter->getName();
                }
            }
            $lines[] = "{$where}()" . ($returns ? ": {$returns}" : '');
            $lines[] = "{$where}() requires (" . implode(', ', $required) . ')';
        }
        foreach ($class->getProperties(ReflectionProperty::IS_PUBLIC) as $property) {
            if ($property->getDeclaringClass()->getName() === $name) {
                $lines[] = "{$name}->\${$property->getName()}: " . ($property->getType() ?? 'mixed');
            }
        }
        preg_match_all('/@property-read\s+(\S+)\s+\$(\w+)/', (string) $class->getDocComment(), $documented, PREG_SET_ORDER);
        foreach ($documented as [, $type, $property]) {
            $lines[] = "{$name}->\${$property}: {$type}";
        }
    }
}
$lines = array_unique($lines);
sort($lines, SORT_STRING);
echo implode("\n", $lines), "\n";
