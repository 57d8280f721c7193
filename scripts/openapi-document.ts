// Writes the REST layer's OpenAPI document to the given file, for CI's linter: `tsx scripts/openapi-document.ts openapi.json`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../src/http/openapi.js';

const target = process.argv[2] ?? 'openapi.json';
mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
writeFileSync(target, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
console.log(`OpenAPI document written to ${target}`);
