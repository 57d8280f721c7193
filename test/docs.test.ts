import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beforeYouBegin, FORMS, guideExamples, LANGUAGES, plainSamplesOf, samplesOf, stepBounds, stepSamples, stepsOf } from '../scripts/guide-samples.js';
import { errorCatalog } from '../src/platform/errors.js';
import { sandboxVariables } from '../scripts/sandbox-variables.js';
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

/** The text of a guide's numbered step, from its heading to the next heading of its level. */
const stepSection = (text: string, step: number) => {
  const bounds = stepBounds(text, step);
  return bounds ? text.slice(bounds.start, bounds.end) : '';
};
/** A library's guide samples, cut into the parts each step shows. */
const stepParts = (fence: (typeof LANGUAGES)[number]['fence']) => [...samplesOf(fence).values()].flatMap((code) => [...stepsOf(code).values()]);
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
    // The quick start's payment or a product guide's test table: both show the test card.
    await expect.poll(() => page.url()).toMatch(/\/docs\/(products|guide)\//);
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
    expect(await page.text()).toContain('Users, wallets and transfers');
    const icon = await fetch(`${ctx.h.baseUrl}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it("shows only code the client libraries' tests run, and each product guide's sample in all four", () => {
    // Each client library's README examples and guide samples are run (or checked against run
    // files) by its own tests.
    const tested = new Map<string, string[]>([
      ['ts', [...fenced(read('clients/typescript/README.md'), 'ts'), ...stepParts('ts')]],
      ['python', [...fenced(read('clients/python/README.md'), 'python'), ...stepParts('python')]],
      ['java', [...fenced(read('clients/java/README.md'), 'java'), ...stepParts('java')]],
      ['php', [...fenced(read('clients/php/README.md'), 'php'), ...stepParts('php')]],
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
    // product guide named there shows each step's part of it, in all six forms, under that step
    // (npm run docs:samples writes them).
    const named = guideExamples()
      .map((example) => example.name)
      .sort();
    for (const { fence } of LANGUAGES) expect([...samplesOf(fence).keys()].sort(), `the ${fence} guide samples`).toEqual(named);
    for (const { name, guide } of guideExamples()) {
      const text = read(path.join('docs', guide));
      for (const [step, code] of stepSamples(name)) {
        for (const { fence } of FORMS)
          expect(fenced(stepSection(text, step), fence), `${guide} step ${step} shows the ${fence} ${name} sample`).toContain(code[fence]);
      }
    }
  });

  it('shows GraphQL samples that run as written', async () => {
    const user = await ctx.h.createUser();
    // The product guides' GraphQL samples run with the credential their guide names (a merchant's secret key for some), in guide-curl-graphql.test.ts.
    const guideSamples = new Set([...plainSamplesOf('graphql').values()].flatMap((query) => [...stepsOf(query).values()]));
    const queries = markdownFiles('docs').flatMap((file) =>
      fenced(read(file), 'graphql')
        .filter((query) => !guideSamples.has(query))
        .map((query) => ({ file, query })),
    );
    expect(queries.length).toBeGreaterThan(0);
    // A sample of a merchant's operation says so in its first line, and runs signed in as a merchant.
    const merchant = (await ctx.h.createDeveloper()).merchant;
    for (const { file, query } of queries) {
      const token = query.startsWith('# As a merchant') ? merchant.accessToken : user.accessToken;
      const answer = await fetch(`${ctx.h.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      const body = (await answer.json()) as { errors?: unknown[]; data?: unknown };
      expect(body.errors, `${file}: ${query}`).toBeUndefined();
      expect(body.data, file).toBeTruthy();
    }
  });

  it('tells each product guide as a task: what you will build, numbered steps with the calls, what happens next, how to test it, and nothing of the tests or the server settings', () => {
    const settings = [...read('docs/operations/configuration.md').matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((m) => m[1]!);
    expect(settings.length).toBeGreaterThan(20);
    const guides = markdownFiles('docs/products');
    expect(guides.length).toBe(12);
    const tested = new Map(guideExamples().map((example) => [path.join('docs', example.guide), example.name]));
    for (const file of guides) {
      const text = read(file);
      // After the title, a sentence saying what you will build: not a picture, a list, a table or a route.
      const opening =
        text
          .split('\n')
          .slice(1)
          .find((line) => line.trim()) ?? '';
      expect(opening, `${file} opens with what you will build`).toMatch(/^[A-Z][a-z]+ /);
      const steps = [...text.matchAll(/^## (\d+)\. \S/gm)].map((m) => Number(m[1]));
      expect(steps.length, `${file}: numbered steps`).toBeGreaterThanOrEqual(2);
      expect(steps, `${file}: steps numbered from 1`).toEqual(steps.map((_, i) => i + 1));
      const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      expect(headings, file).toContain('What happens next');
      expect(headings, file).toContain('Test it');
      // The steps show the calls in the four libraries, and curl and GraphQL beside them for the tested samples.
      const stepsText = text.slice(text.indexOf('\n## 1. '), text.indexOf('\n## What happens next'));
      for (const { fence } of LANGUAGES) expect(fenced(stepsText, fence).length, `${file}: a step shows the ${fence} call`).toBeGreaterThan(0);
      // Every step of a tested guide shows its call: the samples mark the same steps the guide numbers.
      const name = tested.get(file);
      if (name) expect([...stepSamples(name).keys()], `${file}: a sample part for every step`).toEqual(steps);
      // Test files and operators' settings belong to contributing/ and operations/, not an integrator's path.
      expect(text, file).not.toMatch(/\.test\.ts|test harness/);
      for (const setting of settings) expect(text, `${file} names the server setting ${setting}`).not.toMatch(new RegExp(`\\b${setting}\\b`));
    }
    // Every product guide has its tested sample: none shows code that no test runs step by step.
    expect([...tested.keys()].sort()).toEqual([...guides].sort());
  });

  it('names in its guides and quick start only routes the server serves, with their methods', async () => {
    const document = (await (await fetch(`${ctx.h.baseUrl}/ms/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const shape = (route: string) => route.replace(/\{[^}]+\}/g, '{}').replace(/\/$/, '');
    const served = new Set(
      Object.entries(document.paths).flatMap(([route, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${shape(route.replace(/^\/ms\/v1/, ''))}`),
      ),
    );
    let named = 0;
    for (const file of [...markdownFiles('docs/products'), 'docs/guide/quick-start.md']) {
      for (const match of read(file).matchAll(/`(GET|POST|PUT|DELETE) (\/[^`\s?[]*)/g)) {
        const route = shape(match[2]!.replace(/…$/, ''));
        if (route === '/graphql') continue;
        named++;
        expect(served, `${file} names ${match[1]} ${route}`).toContain(`${match[1]} ${route}`);
      }
    }
    expect(named).toBeGreaterThan(50);
  });

  it('keeps code inside its box on a phone and a laptop: a block scrolls sideways within itself, never the page', async () => {
    const page = await browser.newPage();
    await page.route(
      (url) => !url.href.startsWith(ctx.h.baseUrl),
      (route) => route.abort(),
    );
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const address of ['/docs/guide/quick-start', '/docs/products/payment-links-and-invoices', '/docs/products/mobile-money']) {
        await page.goto(`${ctx.h.baseUrl}${address}`);
        await page.locator('div[class*="language-"] pre').first().waitFor();
        const layout = await page.evaluate<{ pageOverflow: number; blocks: { wide: boolean; scrolls: boolean; inside: boolean }[]; tabs: boolean[] }>(`(() => {
          const viewport = document.documentElement.clientWidth;
          const blocks = [...document.querySelectorAll('div[class*="language-"]')].map((box) => {
            const pre = box.querySelector('pre');
            const style = getComputedStyle(pre);
            const rect = box.getBoundingClientRect();
            return { wide: pre.scrollWidth > pre.clientWidth, scrolls: ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(getComputedStyle(box).overflowX), inside: rect.right <= viewport + 1 };
          });
          const tabs = [...document.querySelectorAll('.vp-code-group .tabs')].map((t) => t.getBoundingClientRect().right <= viewport + 1);
          return { pageOverflow: document.documentElement.scrollWidth - viewport, blocks, tabs };
        })()`);
        expect(layout.pageOverflow, `${address} at ${width}px: the page scrolls sideways`).toBeLessThanOrEqual(0);
        expect(layout.blocks.length, address).toBeGreaterThan(0);
        for (const block of layout.blocks) {
          expect(block.inside, `${address} at ${width}px: a code block past the screen`).toBe(true);
          if (block.wide) expect(block.scrolls, `${address} at ${width}px: a wide block that does not scroll`).toBe(true);
        }
        for (const inside of layout.tabs) expect(inside, `${address} at ${width}px: code tabs past the screen`).toBe(true);
      }
    }
    await page.close();
  });

  it("keeps the reader's choice of language: one tab picked shows that language in every step, on the next page and after a reload", async () => {
    const page = await browser.newPage();
    await page.route(
      (url) => !url.href.startsWith(ctx.h.baseUrl),
      (route) => route.abort(),
    );
    const shown = () =>
      page.evaluate<string[]>(`[...document.querySelectorAll('.vp-code-group')].map((group) => {
        const input = group.querySelector('.tabs input:checked');
        const active = [...group.querySelector('.blocks').children].findIndex((block) => block.classList.contains('active'));
        const checked = [...group.querySelectorAll('.tabs input')].indexOf(input);
        return checked === active ? group.querySelector('label[for="' + input.id + '"]').textContent.trim() : 'tab and block disagree';
      })`);
    await page.goto(`${ctx.h.baseUrl}/docs/products/bills`);
    await page.locator('.vp-code-group').first().waitFor();
    expect(new Set(await shown())).toEqual(new Set(['curl']));
    await page.locator('.vp-code-group').nth(2).locator('label', { hasText: 'Python' }).click();
    const steps = await shown();
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(new Set(steps)).toEqual(new Set(['Python']));
    await page.reload();
    await page.locator('.vp-code-group').first().waitFor();
    expect(new Set(await shown())).toEqual(new Set(['Python']));
    await page.goto(`${ctx.h.baseUrl}/docs/products/savings`);
    await page.locator('.vp-code-group').first().waitFor();
    expect(new Set(await shown())).toEqual(new Set(['Python']));
    await page.close();
  });

  it("names no file of the repository's tests, scripts or server source on the integrator pages (the contributor pages may)", () => {
    const integratorPages = ['docs/index.md', ...['guide', 'concepts', 'products'].flatMap((folder) => markdownFiles(path.join('docs', folder)))];
    const named = integratorPages.flatMap((file) =>
      read(file)
        // A generated page's first-line comment is not shown.
        .replace(/<!--.*?-->/gs, '')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(/(?<![\w./-])((?:test|tests|src|scripts|bench)\/[\w./<>-]*)/g)].map((m) => `${file}:${index + 1}: ${m[1]}`),
        ),
    );
    expect(named).toEqual([]);
  });

  it("uses one set of variables on every page: the ones the quick start's one line exports, and the access token the guides set", () => {
    const exported = Object.keys(
      sandboxVariables(
        {
          developer: {
            accountId: '',
            email: '',
            password: '',
            subscriptionKey: '',
            secretKey: '',
            apiUserId: '',
            apiKey: '',
            productKeys: { collection: '', disbursement: '', remittance: '' },
          },
          appUser: { userId: '', email: '', password: '' },
        },
        'http://localhost:4000',
      ),
    );
    const known = new Set([...exported, 'PAYMENTS_ACCESS_TOKEN']);
    const pages = [
      ...markdownFiles('docs'),
      'README.md',
      ...['typescript', 'python', 'java', 'php', 'cli'].map((library) => `clients/${library}/README.md`),
    ].filter(
      (file) =>
        !file.startsWith(path.join('docs', 'contributing')) &&
        !file.startsWith(path.join('docs', 'performance')) &&
        !file.startsWith(path.join('docs', 'operations')),
    );
    const unknown: string[] = [];
    let used = 0;
    for (const file of pages) {
      for (const block of fenced(read(file), 'sh')) {
        const assigned = new Set([...block.matchAll(/(?:^|\s|export )([A-Z][A-Z0-9_]+)=/g)].map((m) => m[1]!));
        for (const [, name] of block.matchAll(/\$\{?([A-Z][A-Z0-9_]+)/g)) {
          used++;
          if (!known.has(name!) && !assigned.has(name!)) unknown.push(`${file}: $${name}`);
        }
      }
    }
    expect(used).toBeGreaterThan(100);
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('shows no shell block on an integrator page that no test or CI step runs: a new one fails here until one does', () => {
    // Run by test/guide-curl-graphql.test.ts: each guide's steps, its "before you begin" block, the README's and quick start's calls.
    const guideSteps = new Set(guideExamples().flatMap(({ name }) => [...stepSamples(name).values()].map((code) => code.sh)));
    const pagesWithRunCalls = new Set(['README.md', path.join('docs', 'guide', 'quick-start.md'), path.join('docs', 'concepts', 'versioning.md')]);
    const setUpAndCall = (file: string, block: string) =>
      pagesWithRunCalls.has(file) && (block.startsWith('eval "$(npm run --silent sandbox:env)"') || block.startsWith('curl -sS '));
    // Run by .ci/run as the README says (npm ci, npm start, npm test; each library installed as its README says) and by test/cli.test.ts (npx payments).
    const ciCommand = (line: string) =>
      /^(npm (ci|start|test|install \.\/clients\/typescript)|npx payments |pip install \.\/clients\/python|mvn -f clients\/java\/pom\.xml install|composer config repositories\.payments-platform)/.test(
        line,
      );
    const pages = [
      'README.md',
      'docs/index.md',
      ...['typescript', 'python', 'java', 'php', 'cli'].map((library) => `clients/${library}/README.md`),
      ...['guide', 'concepts', 'products'].flatMap((folder) => markdownFiles(path.join('docs', folder))),
    ];
    const unrun: string[] = [];
    let blocks = 0;
    for (const file of pages) {
      const text = read(file);
      const before = beforeYouBegin(text)?.trim();
      for (const block of ['sh', 'bash', 'shell'].flatMap((fence) => fenced(text, fence))) {
        blocks++;
        if (guideSteps.has(block) || block === before || setUpAndCall(file, block)) continue;
        if (block.split('\n').every((line) => ciCommand(line.trim()))) continue;
        unrun.push(`${file}: ${block.split('\n')[0]}`);
      }
    }
    expect(blocks).toBeGreaterThan(50);
    expect(unrun).toEqual([]);
  });

  it('lists every declared error code', () => {
    const catalog = read('docs/concepts/error-codes.md');
    for (const { code } of errorCatalog()) expect(catalog, code).toContain(`\`${code}\``);
  });
});
