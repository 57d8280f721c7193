/**
 * How long the REST reference (/ms/v1/docs) takes to load in Chromium, against the GraphQL
 * explorer (/graphql) and the docs site's first page (/docs/) on the same server in the same run:
 * from navigation to the first operation's heading shown (the reference), the editor shown (the
 * explorer), the page's heading (the docs). Three loads each, a fresh browser context every time
 * (nothing cached), median and each run printed.
 *
 *   npm run bench:reference
 */
import { chromium } from 'playwright-core';
import { median, startBenchServer } from './support.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const server = await startBenchServer();
// Debian's Chromium, as the browser tests use it (CHROMIUM_PATH for another).
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
const pages = [
  { name: 'REST reference /ms/v1/docs', path: '/ms/v1/docs', shown: (page: import('playwright-core').Page) => page.getByText('Sandbox test data').first() },
  { name: 'GraphQL explorer /graphql', path: '/graphql', shown: (page: import('playwright-core').Page) => page.locator('.graphiql-query-editor') },
  { name: 'Docs site /docs/', path: '/docs/', shown: (page: import('playwright-core').Page) => page.locator('h1').first() },
];
try {
  for (const { name, path, shown } of pages) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${server.base}${path}`);
      await shown(page).waitFor({ timeout: 60_000 });
      times.push(performance.now() - started);
      await context.close();
    }
    console.log(`${name}: median ${(median(times) / 1000).toFixed(2)} s (runs ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`);
  }
} finally {
  await browser.close();
  await server.stop();
}
