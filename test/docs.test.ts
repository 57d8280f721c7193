import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideExamples, guideSample, LANGUAGES, plainSamplesOf, samplesOf } from '../scripts/guide-samples.js';
import { errorCatalog } from '../src/platform/errors.js';
import { launchBrowser } from './support/browser.js';
import { useHarness } from './support/harness.js';

// The documentation site (docs/, built by VitePress into dist/docs by npm start and npm test),
// served at /docs, in Chromium with every request off this server refused.
const ctx = useHarness();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function markdownFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (name.startsWith('.') || name === 'public') return [];
    return statSync(full).isDirectory() ? markdownFiles(full) : name.endsWith('.md') ? [full] : [];
  });
}

const read = (file: string) => readFileSync(file, 'utf8');

const fenced = (text: string, lang: string) => [...text.matchAll(new RegExp(`\`\`\`${lang}(?: \\[[^\\]]*\\])?\\n(.*?)\`\`\``, 'gs'))].map((m) => m[1]!.trim());

describe('the documentation', () => {
  it('is served offline at /docs: a search finds a test card, and a link leads into the API reference', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') blocked.push(message.text());
    });
    await page.route(
      (url) => !url.href.startsWith(ctx.h.baseUrl),
      (route) => route.abort(),
    );
    const answer = await page.goto(`${ctx.h.baseUrl}/docs/`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: 'Payments Platform' }).first().waitFor();
    // The sidebar, then a guide with its in-page contents.
    await page.getByRole('link', { name: 'Quick start' }).first().click();
    await page.getByRole('navigation', { name: 'Sidebar Navigation' }).getByRole('link', { name: 'Idempotency' }).click();
    await page.getByRole('heading', { level: 1, name: 'Idempotency' }).waitFor();
    await page.locator('.VPDocAsideOutline').getByRole('link', { name: 'Retrying well' }).waitFor();
    // Search, with no network: the index is part of the site.
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('.VPLocalSearchBox input').fill('4242 4242 4242 4242');
    const result = page.locator('.VPLocalSearchBox .result').first();
    await result.waitFor();
    await result.click();
    await expect.poll(() => page.url()).toContain('/docs/products/');
    await page.getByText('4242 4242 4242 4242').first().waitFor();
    // Nothing on the site was refused by its Content-Security-Policy (its one inline script is hashed).
    expect(blocked.filter((text) => /Content Security Policy|Refused to/.test(text))).toEqual([]);
    // Into the reference, served by the API.
    await page.getByRole('link', { name: 'API reference' }).first().click();
    await expect.poll(() => page.url()).toBe(`${ctx.h.baseUrl}/ms/v1/docs`);
    await page.getByText('Sandbox test data').first().waitFor({ timeout: 30_000 });
    // The reference lists every error code with what it means.
    await page.getByRole('cell', { name: 'INSUFFICIENT_FUNDS', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Fund the wallet or send less.' }).waitFor();
    await page.close();
  });

  it('serves a page at its address without .html, as people type and share them, and the icon browsers ask for', async () => {
    const page = await fetch(`${ctx.h.baseUrl}/docs/products/wallets`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('Wallets');
    const icon = await fetch(`${ctx.h.baseUrl}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it("shows only code the client libraries' tests run, and each product guide's sample in all four", () => {
    // Each client library's README examples and guide samples are run (or checked against run
    // files) by its own tests.
    const tested = new Map<string, string[]>([
      ['ts', [...fenced(read('clients/typescript/README.md'), 'ts'), ...samplesOf('ts').values()]],
      ['python', [...fenced(read('clients/python/README.md'), 'python'), ...samplesOf('python').values()]],
      ['java', [...fenced(read('clients/java/README.md'), 'java'), ...samplesOf('java').values()]],
      ['php', [...fenced(read('clients/php/README.md'), 'php'), ...samplesOf('php').values()]],
    ]);
    let samples = 0;
    for (const file of markdownFiles('docs')) {
      const text = read(file);
      for (const [lang, blocks] of tested) {
        for (const sample of fenced(text, lang)) {
          samples++;
          expect(blocks, `${file}: a ${lang} sample that no client test runs`).toContain(sample);
        }
      }
    }
    expect(samples).toBeGreaterThanOrEqual(8);
    // Every sample is one of clients/guide-examples.json, which the libraries' tests run, and every
    // product guide named there shows its sample in all four (npm run docs:samples writes them).
    const named = guideExamples()
      .map((example) => example.name)
      .sort();
    for (const { fence } of LANGUAGES) expect([...samplesOf(fence).keys()].sort(), `the ${fence} guide samples`).toEqual(named);
    for (const { name, guide } of guideExamples()) {
      const text = read(path.join('docs', guide));
      const sample = guideSample(name);
      for (const { fence } of LANGUAGES) expect(fenced(text, fence), `${guide} shows the ${fence} ${name} sample`).toContain(sample[fence]);
    }
  });

  it('shows GraphQL samples that run as written', async () => {
    const user = await ctx.h.createUser();
    // The product guides' GraphQL samples run with the credential their guide names (a merchant's secret key for some), in guide-curl-graphql.test.ts.
    const guideSamples = new Set(plainSamplesOf('graphql').values());
    const queries = markdownFiles('docs').flatMap((file) =>
      fenced(read(file), 'graphql')
        .filter((query) => !guideSamples.has(query))
        .map((query) => ({ file, query })),
    );
    expect(queries.length).toBeGreaterThan(0);
    for (const { file, query } of queries) {
      const answer = await fetch(`${ctx.h.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` },
        body: JSON.stringify({ query }),
      });
      const body = (await answer.json()) as { errors?: unknown[]; data?: unknown };
      expect(body.errors, `${file}: ${query}`).toBeUndefined();
      expect(body.data, file).toBeTruthy();
    }
  });

  it('lists every declared error code', () => {
    const catalog = read('docs/concepts/error-codes.md');
    for (const { code } of errorCatalog()) expect(catalog, code).toContain(`\`${code}\``);
  });
});
