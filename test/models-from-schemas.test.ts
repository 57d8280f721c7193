import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A resource is declared once: its wire schema (resource('X', …)) is the model's declaration too,
// `export type XModel = ModelOf<typeof XJson>`, with what the wire never shows added beside it
// (`& { accountId: string }`) or a field narrowed (`& { type: KycDocumentType }`), so a field is
// written in the schema, the SQL and the SDL and nowhere else by hand. A hand-written twin of a
// schema, exported or not, fails here.
const sources = readdirSync(path.join('src', 'modules'), { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
const all = sources.join('\n');

/** The resources with a wire schema, by their name and by their schema's (PaymentRefundJson is the resource Refund). */
const schemas = new Set([...all.matchAll(/(?:export )?const (\w+)Json = resource\(\s*'(\w+)'/g)].flatMap((m) => [m[1]!, m[2]!]));

describe('the models of resources with a wire schema', () => {
  it('are their schema (ModelOf), none written by hand beside it', () => {
    const handWritten = [...all.matchAll(/export interface (\w+)Model\b/g)].map((m) => m[1]!).filter((name) => schemas.has(name));
    expect(handWritten).toEqual([]);
  });
});
