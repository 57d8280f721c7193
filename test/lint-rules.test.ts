import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Lints probe files placed where the rules apply (inside src/platform), then removes them. */
async function lint(files: Record<string, string>): Promise<string> {
  const folder = mkdtempSync(path.join('src', 'platform', 'lint-probe-'));
  try {
    const paths = Object.entries(files).map(([name, text]) => {
      const file = path.join(folder, name);
      writeFileSync(file, text);
      return file;
    });
    const biome = path.resolve('node_modules/@biomejs/biome/bin/biome');
    return await run(process.execPath, [biome, 'lint', '--max-diagnostics=50', ...paths]).then(
      (r) => r.stdout + r.stderr,
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the lint rules that guard the template', () => {
  it('refuse a catch that swallows a fault, an import of a module from the platform, and a floating promise', async () => {
    const output = await lint({
      'swallow.ts':
        'export async function balance(read: () => Promise<number>): Promise<number> {\n  try {\n    return await read();\n  } catch {\n    return 0;\n  }\n}\n',
      'promise-swallow.ts': 'export const read = (work: Promise<number>) => work.catch(() => 0);\n',
      'boundary.ts': "import { WalletsService } from '../../modules/wallets/wallets.service.js';\n\nexport type Wallets = WalletsService;\n",
      'floating.ts': 'export async function save(write: () => Promise<void>): Promise<void> {\n  write();\n}\n',
    });
    expect(output).toContain('This catch swallows every fault');
    expect(output).toContain('This .catch() swallows every fault');
    expect(output).toContain('never import a domain module');
    expect(output).toContain('noFloatingPromises');
  });

  it('accept a catch that rethrows what it does not handle', async () => {
    const output = await lint({
      'rethrow.ts':
        'export async function balance(read: () => Promise<number>): Promise<number> {\n  try {\n    return await read();\n  } catch (error) {\n    if (error instanceof RangeError) return 0;\n    throw error;\n  }\n}\n',
    });
    expect(output).not.toContain('swallows');
  });
});
