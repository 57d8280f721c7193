import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// CONTRIBUTING.md and docs/contributing/ say how the house is built. What they claim that a reader
// would act on and a test can check is held here, so a renamed helper, a moved file or a removed
// script fails a test instead of misleading the next contributor.

const DOCS = ['CONTRIBUTING.md', ...readdirSync('docs/contributing').map((name) => path.join('docs/contributing', name))];
const text = (file: string) => readFileSync(file, 'utf8');
const codeSpans = (file: string) => [...text(file).matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);

function sources(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && file.endsWith('.ts') && !file.includes(`${path.sep}generated${path.sep}`)) files.set(file, readFileSync(file, 'utf8'));
  }
  return files;
}
const SRC = sources('src');
const MODULES = new Map([...SRC].filter(([file]) => file.startsWith(path.join('src', 'modules'))));

describe("the contributors' guide (CONTRIBUTING.md, docs/contributing/)", () => {
  it('names files and folders that exist', () => {
    const missing: string[] = [];
    for (const file of DOCS)
      for (const span of codeSpans(file)) {
        const named = /^(?:src|test|scripts|migrations|docs|contract|clients|bench|reliability|lint|dashboard|collections|examples)\/[\w./-]*$/.test(span)
          ? span
          : /^(?:platform|graphql|http|app|db|modules)\/[\w./-]+\.ts$/.test(span)
            ? path.join('src', span)
            : undefined;
        if (named && !existsSync(named)) missing.push(`${file}: ${span}`);
      }
    expect(missing).toEqual([]);
  });

  it('names helpers that exist and that the modules use', () => {
    const unused: string[] = [];
    let helpers = 0;
    for (const file of DOCS)
      for (const span of codeSpans(file)) {
        // A call as the guide writes it: `moneyIn(row, row.amount)`, `momo.startOnRail(tx, …)`. GraphQL fields (`node(id:)`) are the
        // schema's, and a document written inline (`graphql(\`query …\`)`) is the generated client preset's.
        const name = /^(?:[a-z]+\.)?([a-z][A-Za-z0-9]+)\((?![a-z]+:\))(?!\\)/.exec(span)?.[1];
        if (!name) continue;
        helpers++;
        const declaration = new RegExp(`(export (async )?function\\*? ${name}\\b|export const ${name}\\b|^\\s+(async )?${name}[<(])`, 'm');
        const call = new RegExp(`\\b${name}(<[^>]*>)?\\(`);
        const declared = [...SRC.values()].some((source) => declaration.test(source));
        const used = [...MODULES.values()].some((source) => call.test(source));
        if (!declared || !used) unused.push(`${file}: ${span} (${declared ? 'no module calls it' : 'declared nowhere in src'})`);
      }
    expect(helpers, 'the guide names the helpers a domain is built with').toBeGreaterThan(10);
    expect(unused).toEqual([]);
  });

  it('runs commands and scripts that exist', () => {
    const scripts = (JSON.parse(text('package.json')) as { scripts: Record<string, string> }).scripts;
    const missing: string[] = [];
    for (const file of DOCS) {
      for (const [, name] of text(file).matchAll(/npm run ([\w:-]+)/g)) if (!(name! in scripts)) missing.push(`${file}: npm run ${name}`);
      for (const [, script] of text(file).matchAll(/(?:npx tsx|bash|node) (scripts\/[\w./-]+)/g)) if (!existsSync(script!)) missing.push(`${file}: ${script}`);
    }
    expect(missing).toEqual([]);
  });

  it('keeps bigint out of the models, as "money is a Money value in models" says', () => {
    const bigintFields: string[] = [];
    for (const [file, source] of MODULES)
      for (const [, model, body] of source.matchAll(/export interface (\w+Model)\b[^{]*\{([\s\S]*?)\n\}/g))
        for (const [, field] of body!.matchAll(/^\s+(\w+)\??: [^;]*\bbigint\b/gm)) bigintFields.push(`${file}: ${model}.${field}`);
    expect(bigintFields).toEqual([]);
  });

  it('describes a module folder as the modules have it: a manifest each, and SDL beside its routes', () => {
    const folders = readdirSync(path.join('src', 'modules'));
    const off: string[] = [];
    for (const folder of folders) {
      const has = (suffix: string) => existsSync(path.join('src', 'modules', folder, `${folder}${suffix}`));
      if (!has('.module.ts')) off.push(`${folder}: no ${folder}.module.ts`);
      if (has('.routes.ts') && !has('.graphql')) off.push(`${folder}: routes but no ${folder}.graphql`);
    }
    expect(folders.length).toBeGreaterThan(20);
    expect(off).toEqual([]);
  });
});
