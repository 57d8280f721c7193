import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/http/openapi.js';
import { LATEST_VERSION } from '../src/platform/api-versions/api-versions.js';

// The libraries' generators, run on the served document with one operation deprecated as a route's
// `deprecated:` marks one (deprecated: true, x-sunset, the description's first sentence): each
// library marks the member in its language's own way, and the code it writes still parses.
const run = promisify(execFile);
const folder = mkdtempSync(path.join(tmpdir(), 'pp-deprecations-'));
const NOTE = 'Deprecated on 2026-11-29, removal on 2027-06-01: use the same route under /ms/v1/<group>/… instead.';
const tsx = ['node_modules/.bin/tsx'];

beforeAll(async () => {
  const document = (await openApiDocument(undefined, LATEST_VERSION)) as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const operation = document.paths['/merchants/me/payment-links/{id}/deactivate']!['post']!;
  Object.assign(operation, {
    deprecated: true,
    'x-sunset': '2027-06-01',
    description: `**Deprecated** on 2026-11-29, removal on 2027-06-01: use the same route under \`/ms/v1/<group>/…\` instead.\n\n${operation['description']}`,
  });
  writeFileSync(path.join(folder, 'served.json'), JSON.stringify(document));
  await run(process.execPath, [...tsx, 'scripts/typescript-client.ts'], {
    env: { ...process.env, TYPESCRIPT_CLIENT_DOCUMENT: path.join(folder, 'served.json'), TYPESCRIPT_CLIENT_OUT: path.join(folder, 'typescript') },
  });
  await run(process.execPath, [...tsx, 'scripts/openapi-document.ts', path.join(folder, 'rest.json'), '--for-libraries'], {
    env: { ...process.env },
  });
  const rest = JSON.parse(readFileSync(path.join(folder, 'rest.json'), 'utf8')) as typeof document;
  Object.assign(rest.paths['/merchants/me/payment-links/{id}/deactivate']!['post']!, {
    deprecated: true,
    'x-sunset': '2027-06-01',
    description: `**Deprecated** on 2026-11-29, removal on 2027-06-01: use the same route under \`/ms/v1/<group>/…\` instead.`,
  });
  writeFileSync(path.join(folder, 'rest.json'), JSON.stringify(rest));
  await run(process.execPath, [...tsx, 'scripts/client-services.ts'], {
    env: { ...process.env, CLIENT_SERVICES_DOCUMENT: path.join(folder, 'rest.json'), CLIENT_SERVICES_OUT: folder },
  });
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const methodOf = (text: string, start: RegExp, length = 700) => text.slice(text.search(start) - 400, text.search(start) + length);

describe("the libraries mark a deprecated operation in each language's own way", () => {
  it('TypeScript: @deprecated in the JSDoc the editor shows', () => {
    const services = readFileSync(path.join(folder, 'typescript/services.ts'), 'utf8');
    expect(services).toMatch(new RegExp(`\\* @deprecated ${NOTE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\n\\s*\\*/\\n\\s*deactivate:`));
    expect(services.match(/@deprecated/g)).toHaveLength(1);
  });

  it('Python: a DeprecationWarning at the caller, and the docstring says so; the module compiles', async () => {
    const file = path.join(folder, 'clients/python/src/payments_platform_services/__init__.py');
    const method = methodOf(readFileSync(file, 'utf8'), /def deactivate\(/);
    expect(method).toContain(`.. deprecated:: ${NOTE}`);
    expect(method).toContain(`warnings.warn("${NOTE}", DeprecationWarning, stacklevel=2)`);
    await run('python3', ['-m', 'py_compile', file]);
  });

  it('Java: @Deprecated(forRemoval = true) and a @deprecated Javadoc on every overload', () => {
    const service = readFileSync(path.join(folder, 'clients/java/generated/src/main/java/com/paymentsplatform/services/PaymentLinksService.java'), 'utf8');
    const overloads = service.match(/public PaymentLink deactivate\(/g)!.length;
    expect(service.match(/@Deprecated\(forRemoval = true\)\n\s*public PaymentLink deactivate\(/g)).toHaveLength(overloads);
    expect(service.match(new RegExp(`@deprecated ${NOTE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`, 'g'))).toHaveLength(overloads);
  });

  it('PHP: @deprecated in the docblock and E_USER_DEPRECATED when called; the file parses', async () => {
    const file = path.join(folder, 'clients/php/generated/services/PaymentLinksService.php');
    const method = methodOf(readFileSync(file, 'utf8'), /public function deactivate\(/);
    expect(method).toContain(`@deprecated ${NOTE}`);
    expect(method).toContain(`trigger_error('${NOTE}', E_USER_DEPRECATED);`);
    await run('php', ['-l', file]);
  });
});
