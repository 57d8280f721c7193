// Writes the REST layer's OpenAPI document to the given file, for CI's linter: `tsx scripts/openapi-document.ts openapi.json`.
// `--for-libraries` writes the document the client libraries are generated from: the newest dated
// version (each library sends the version it was generated for, so upgrading it is how a merchant
// moves), without the
// events' `webhooks` section (openapi-generator 7 makes REST calls from the rest, and its Python
// generator cannot type the events' nullable fields), and with every number a decimal, so each
// library reads money as its decimal type (Decimal, BigDecimal, decimal text), never a float; an
// amount the API takes or answers as decimal text (`format: decimal`) is a decimal there too. openapi-generator's
// spelling of a decimal is `type: string, format: number` (its ModelUtils.isDecimalSchema).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../src/http/openapi.js';
import { LATEST_VERSION } from '../src/platform/api-versions/api-versions.js';

const target = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'openapi.json';
const forLibraries = process.argv.includes('--for-libraries');
const { webhooks, ...rest } = forLibraries ? await openApiDocument(undefined, LATEST_VERSION) : await openApiDocument();
const document = forLibraries ? withoutVersionHeader(withDecimals(rest)) : { ...rest, webhooks };
mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI document written to ${target}`);

function withDecimals<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withDecimals) as T;
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withDecimals(value)]));
  const type = schema['type'];
  const types: unknown[] = Array.isArray(type) ? type : [type];
  if (schema['format'] === 'decimal' && types.includes('string')) return { ...schema, format: 'number' } as T;
  if (!types.includes('number')) return schema as T;
  const decimalTypes = types.filter((each) => each !== 'string').map((each) => (each === 'number' ? 'string' : each));
  return { ...schema, type: decimalTypes.length === 1 ? decimalTypes[0] : decimalTypes, format: 'number' } as T;
}

/** Each library sends the version it was generated for itself (its API_VERSION), as it sends X-Target-Environment: no method takes it. */
function withoutVersionHeader<T>(node: T): T {
  if (Array.isArray(node))
    return node
      .filter((each) => !(each && typeof each === 'object' && each.in === 'header' && each.name === 'Payments-Version'))
      .map(withoutVersionHeader) as T;
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withoutVersionHeader(value)])) as T;
}
