// Writes the REST layer's OpenAPI document to the given file, for CI's linter: `tsx scripts/openapi-document.ts openapi.json`.
// `--without-webhooks` leaves out the events' `webhooks` section: the client libraries' generator
// (openapi-generator 7) makes REST calls from the rest, and its Python generator cannot type the
// events' nullable fields.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../src/http/openapi.js';

const target = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'openapi.json';
const { webhooks, ...rest } = await openApiDocument();
const document = process.argv.includes('--without-webhooks') ? rest : { ...rest, webhooks };
mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI document written to ${target}`);
