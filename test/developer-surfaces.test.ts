import { createServer, type Server } from 'node:http';
import { createPaymentsClient } from '@payments-platform/client';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { runExplorerTab } from './support/explorer.js';
import { useHarness } from './support/harness.js';

/** CORS for browser apps on other origins, the landing page and the REST reference, in a real browser. */
const ctx = useHarness();
let browser: Browser;
let otherOrigin: Server;
let otherBase = '';
beforeAll(async () => {
  browser = await launchBrowser();
  // A frontend on another origin (another port), as a Vite or React dev server would be.
  otherOrigin = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>app</title>'));
  await new Promise<void>((resolve) => otherOrigin.listen(0, '127.0.0.1', resolve));
  otherBase = `http://127.0.0.1:${(otherOrigin.address() as AddressInfo).port}`;
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => otherOrigin?.close(resolve));
});

describe('a browser app on another origin', () => {
  it('calls REST and GraphQL across origins, preflights included, and reads the exposed headers', async () => {
    const user = await ctx.h.createUser();
    const page = await browser.newPage();
    await page.goto(otherBase);
    const answers = await page.evaluate(
      async ({ api, key, token }) => {
        const rest = await fetch(`${api}/ms/v1/users/me`, {
          headers: { 'Ocp-Apim-Subscription-Key': key, 'X-Target-Environment': 'sandbox', Authorization: `Bearer ${token}` },
        });
        const graphql = await fetch(`${api}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': key, Authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: '{ me { email } }' }),
        });
        return {
          rest: rest.status,
          email: ((await rest.json()) as { data: { email: string } }).data.email,
          correlationId: rest.headers.get('X-Correlation-ID'),
          remaining: rest.headers.get('X-RateLimit-Remaining'),
          graphql: ((await graphql.json()) as { data: { me: { email: string } } }).data.me.email,
        };
      },
      { api: ctx.h.baseUrl, key: ctx.h.subscriptionKey, token: user.accessToken },
    );
    expect(answers).toMatchObject({ rest: 200, email: user.email, graphql: user.email });
    expect(answers.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answers.remaining).not.toBeNull();
    await page.close();
  });

  it('answers preflights before any key check, and admits only the configured origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${ctx.h.baseUrl}/ms/v1/users/me`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,ocp-apim-subscription-key' },
      });
    const admitted = await preflight('http://localhost:5173');
    expect(admitted.status).toBe(204);
    expect(admitted.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(admitted.headers.get('access-control-allow-headers')).toContain('Ocp-Apim-Subscription-Key');
    // A browser app names its API version and reads which one answered.
    expect(admitted.headers.get('access-control-allow-headers')).toContain('Payments-Version');
    const answered = await fetch(`${ctx.h.baseUrl}/graphql`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:5173', 'Content-Type': 'application/json', 'Payments-Version': '2026-12-15' },
      body: JSON.stringify({ query: '{ health }' }),
    });
    expect(answered.headers.get('access-control-expose-headers')).toContain('Payments-Version');
    expect(answered.headers.get('payments-version')).toBe('2026-12-15');
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const graphqlPreflight = await fetch(`${ctx.h.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' },
    });
    expect(graphqlPreflight.status).toBe(204);
  });
});

describe('the developer pages', () => {
  it('land on a page that links the reference, the OpenAPI document and the credentials', async () => {
    const landing = await fetch(`${ctx.h.baseUrl}/`);
    expect(landing.status).toBe(200);
    const text = await landing.text();
    expect(text).toContain('href="/ms/v1/docs"');
    expect(text).toContain('href="/ms/v1/openapi.json"');
    expect(text).toContain('href="/graphql"');
    expect(text).toContain('sandbox-credentials.json');
  });

  it('render the REST reference offline, each operation with its recorded samples in curl and the four libraries, and a call tried from the page', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    // Offline: anything not from this server fails. Nothing is asked of another origin, so nothing fails.
    const offSite: string[] = [];
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.route(
      (url) => !url.href.startsWith(ctx.h.baseUrl) && !url.href.startsWith('data:'),
      (route) => {
        offSite.push(route.request().url());
        return route.abort();
      },
    );
    await page.goto(`${ctx.h.baseUrl}/ms/v1/docs#tag/payment-links/POST/merchants/me/payment-links`);
    await page.getByText('Sandbox test data').first().waitFor({ timeout: 30_000 });
    const body = await page.textContent('body');
    expect(body).toContain('Payments Platform API');
    expect(body).toContain('4242 4242 4242 4242');
    expect(body).toContain('46733123450');
    expect(body).toContain('Ocp-Apim-Subscription-Key');
    // The operation's samples: the recorded request, in curl and each library.
    await page.getByText('"$PAYMENTS_BASE_URL/merchants/me/payment-links"').first().waitFor();
    await page.locator('button:has-text("curl")').first().click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['curl', 'TypeScript', 'Python', 'Java', 'PHP']);
    await page.getByRole('option', { name: 'Python' }).click();
    await page.getByText('payments.payment_links.create(title="Kente stole"').first().waitFor();
    // Tried from the page: the console sends the recorded body with the reader's keys to this server.
    await page.getByRole('button', { name: 'Test Request' }).first().click();
    const client = page.getByRole('dialog');
    await client.getByText('Ocp-Apim-Subscription-Key').first().waitFor();
    const secretKey = (
      await createPaymentsClient({
        baseUrl: `${ctx.h.baseUrl}/ms/v1`,
        subscriptionKey: ctx.h.subscriptionKey,
        accessToken: ctx.h.merchant.accessToken,
      }).secretKeys.create({ name: 'try it' })
    ).secret;
    await client.getByPlaceholder('QUxMIFlPVVIgQkFTRSBBUkUgQkVMT05HIFRPIFVT').fill(ctx.h.subscriptionKey);
    await client.getByPlaceholder('Token', { exact: true }).fill(secretKey);
    const sent = page.waitForResponse((response) => response.url().endsWith('/ms/v1/merchants/me/payment-links') && response.request().method() === 'POST');
    await client.getByRole('button', { name: 'Send' }).first().click();
    const answer = await sent;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: { title: string } }).data.title).toBe('Kente stole');
    expect(offSite).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('list only the environment the server accepts: sandbox (production answers that it is not live)', async () => {
    const document = (await (await fetch(`${ctx.h.baseUrl}/ms/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema: { enum?: string[] } }[] }>>;
    };
    const environments = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) => (operation.parameters ?? []).filter((p) => p.name === 'X-Target-Environment').map((p) => p.schema.enum)),
    );
    expect(environments.length).toBeGreaterThan(100);
    expect(new Set(environments.map((e) => JSON.stringify(e)))).toEqual(new Set([JSON.stringify(['sandbox'])]));
  });

  it('serve the GraphQL explorer offline at /graphql for browsers, which runs operations, while API calls there are unchanged', async () => {
    const page = await browser.newPage();
    await page.route(
      (url) => !url.href.startsWith(ctx.h.baseUrl),
      (route) => route.abort(),
    );
    const schemaFetches: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/graphql') && response.request().postData()?.includes('IntrospectionQuery')) schemaFetches.push(response.status());
    });
    await page.goto(`${ctx.h.baseUrl}/graphql`);
    await page.locator('.graphiql-container').waitFor({ timeout: 30_000 });
    const tabs = await page.locator('.graphiql-tab').allTextContents();
    expect(tabs.join(' ')).toMatch(/PriceATransfer.*FxRates.*KycTiers/);
    // Signed out, it says how to sign in, and every tab it opens on runs as shown.
    const editor = await page.locator('.graphiql-query-editor').textContent();
    expect(editor).toContain('sign in on the');
    expect(editor).toContain('Developers menu');
    for (const [tab, answer] of [
      ['PriceATransfer', '"totalCost"'],
      ['FxRates', '"perUsd"'],
      ['KycTiers', '"dailyLimit"'],
    ] as const)
      expect(await runExplorerTab(page, tab, answer)).not.toContain('"errors"');
    // Without a token, a subscription shows the server's own refusal (its close code and reason), not a bare event.
    await writeOperation(page, 'subscription MyEvents { events { id type } }');
    await page.getByRole('button', { name: /Execute query/ }).click();
    await page.locator('.result-window').getByText('(4401): token_invalid').waitFor({ timeout: 10_000 });
    // Opened fresh, with nothing filled in: the schema loaded (docs and completion), no "Error fetching schema".
    await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
    await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor({ timeout: 10_000 });
    expect(schemaFetches).toContain(200);
    expect(schemaFetches).not.toContain(401);
    expect(await page.textContent('body')).not.toContain('Error fetching schema');
    await page.close();
    const api = await fetch(`${ctx.h.baseUrl}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { Accept: 'application/json', 'Apollo-Require-Preflight': 'true' },
    });
    expect(await api.json()).toEqual({ data: { __typename: 'Query' }, extensions: { cost: { requested: 0, actual: 0, limit: 1000 } } });
  });

  it('runs a subscription in the explorer over graphql-ws with the token of its headers editor', async () => {
    const user = await ctx.h.createUser();
    const page = await browser.newPage();
    await page.route(
      (url) => !url.href.startsWith(ctx.h.baseUrl),
      (route) => route.abort(),
    );
    await page.goto(`${ctx.h.baseUrl}/graphql`);
    await page.locator('.graphiql-container').waitFor({ timeout: 30_000 });
    await writeOperation(page, 'subscription MyEvents { events { id type } }');
    // Paste the user's token into the headers editor, as a developer would.
    await page.locator('.graphiql-editor-tool .CodeMirror:visible').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${user.accessToken}` }));
    // GraphiQL takes an edit after a short debounce.
    await new Promise((r) => setTimeout(r, 1000));
    await page.getByRole('button', { name: /Execute query/ }).click();
    await new Promise((r) => setTimeout(r, 1000));
    await ctx.h.fund(user, 'GHS', '3.00');
    await page.locator('.result-window').getByText('wallet.funded').waitFor({ timeout: 15_000 });
    await page.close();
  });
});

/** A new tab of the explorer with `operation` typed into its editor, as a developer writes one. */
async function writeOperation(page: Page, operation: string): Promise<void> {
  await page.getByRole('button', { name: 'Add tab' }).click();
  await page.locator('.graphiql-query-editor .CodeMirror:visible').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(operation);
  // GraphiQL takes an edit after a short debounce.
  await new Promise((r) => setTimeout(r, 1000));
}
