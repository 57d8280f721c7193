import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * Lints probe files placed where the rules apply, in one run, then removes them: a name is a file
 * inside src/platform, or `layer/…/name` for one inside src/layer/….
 */
async function lint(files: Record<string, string>): Promise<string> {
  const folders: string[] = [];
  try {
    const paths = Object.entries(files).map(([name, text]) => {
      const layer = path.dirname(name) === '.' ? 'platform' : path.dirname(name);
      const folder = mkdtempSync(path.join('src', layer, 'lint-probe-'));
      folders.push(folder);
      const file = path.join(folder, path.basename(name));
      writeFileSync(file, text);
      return file;
    });
    const biome = path.resolve('node_modules/@biomejs/biome/bin/biome');
    return await run(process.execPath, [biome, 'lint', '--max-diagnostics=50', ...paths]).then(
      (r) => r.stdout + r.stderr,
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
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

  it("refuse an import that points up a layer: the entry's config below it, the platform from the database layer, a module from a rail, HTTP from GraphQL", async () => {
    const output = await lint({
      'config.ts': "import type { Config } from '../../config.js';\n\nexport type Settings = Config['fx'];\n",
      'modules/fx/config.ts': "import type { Config } from '../../../config.js';\n\nexport type Settings = Config['fx'];\n",
      'db/platform.ts': "import { newSecret } from '../../platform/ids.js';\n\nexport const secret = newSecret();\n",
      'rails/module.ts': "import type { MomoProduct } from '../../modules/momo/momo.tables.js';\n\nexport type Product = MomoProduct;\n",
      'graphql/http.ts': "import { REST_PREFIX } from '../../http/rest.js';\n\nexport const prefix = REST_PREFIX;\n",
    });
    const refusals = (message: string) => output.split(message).length - 1;
    expect(refusals('src/config.ts is the entry'), output).toBe(2);
    expect(refusals('The database layer is below the platform'), output).toBe(1);
    expect(refusals('never import a domain module'), output).toBe(1);
    expect(refusals('Below the transports'), output).toBe(1);
  });

  it('refuse postings and system accounts written by a domain, and let the ledger itself write them', async () => {
    const call =
      "export async function pay(ledger: { post(e: unknown, entry: unknown): Promise<void>; systemAccount(kind: string): Promise<string> }) {\n  await ledger.post(undefined, {});\n  return ledger.systemAccount('PLATFORM_FEES');\n}\n";
    const output = await lint({ 'modules/fx/pay.ts': call, 'modules/ledger/pay.ts': call });
    const refusals = (message: string) => output.split(message).length - 1;
    expect(refusals('A domain does not write postings'), output).toBe(1);
    expect(refusals("A domain does not pick the platform's accounts"), output).toBe(1);
  });

  it('accept a catch that rethrows what it does not handle', async () => {
    const output = await lint({
      'rethrow.ts':
        'export async function balance(read: () => Promise<number>): Promise<number> {\n  try {\n    return await read();\n  } catch (error) {\n    if (error instanceof RangeError) return 0;\n    throw error;\n  }\n}\n',
    });
    expect(output).not.toContain('swallows');
  });
});
