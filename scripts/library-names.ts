// How each client library names an operation and its arguments, from the OpenAPI document's names:
// the generators of the libraries' services (client-services.ts) and the REST reference's samples
// (reference-samples.ts) both call through these, so a sample names what the library has.

export const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

const PYTHON_KEYWORDS = new Set(['from', 'import', 'class', 'def', 'global', 'in', 'is', 'lambda', 'pass', 'return', 'with', 'type']);
/** A Python argument: snake_case, a trailing underscore where the word is Python's own (`from_`, `type_`). */
export const pythonName = (name: string) => (PYTHON_KEYWORDS.has(snake(name)) ? `${snake(name)}_` : snake(name));

const JAVA_METHOD_NAMES: Record<string, string> = { void: 'voidInvoice' };
/** A Java method: the operation's verb, unless Java reserves it. */
export const javaName = (name: string) => JAVA_METHOD_NAMES[name] ?? name;

const PHP_METHOD_NAMES: Record<string, string> = { list: 'all' };
/** A PHP method: the operation's verb, unless PHP reserves it. */
export const phpName = (name: string) => PHP_METHOD_NAMES[name] ?? name;
