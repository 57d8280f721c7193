import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRUSTED_DOCUMENT_IDS as DASHBOARD_IDS } from '../dashboard/src/generated/trusted-document-ids.js';
import { apolloDocument, createApolloClient } from '../examples/graphql-client/src/apollo.js';
import { execute, MyWallet } from '../examples/graphql-client/src/payments-graphql.js';
import { launchBrowser } from './support/browser.js';
import { uniqueContact, useHarness } from './support/harness.js';

// A server with GRAPHQL_TRUSTED_DOCUMENTS=only, as a production deployment runs it: the first-party
// clients' documents by id, and nothing sent as text.
const ctx = useHarness({ GRAPHQL_TRUSTED_DOCUMENTS: 'only' });
const trusted = JSON.parse(readFileSync('src/generated/trusted-documents.json', 'utf8')) as Record<string, string>;
const byId = (id: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
const LISTEN_ID = Object.keys(trusted).find((id) => trusted[id]!.startsWith('subscription Listen('))!;

async function post(body: unknown, token?: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${ctx.h.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('trusted documents, with only them served', () => {
  it('list every document of the dashboard, the example and the CLI by the sha256 of its text', () => {
    for (const [id, text] of Object.entries(trusted)) expect(createHash('sha256').update(text).digest('hex')).toBe(id);
    for (const [name, ids] of Object.entries(DASHBOARD_IDS)) {
      expect([name, trusted[ids.text] !== undefined]).toEqual([name, true]);
      expect([name, trusted[ids.apollo!] !== undefined]).toEqual([name, true]);
    }
    expect(LISTEN_ID).toBeDefined();
  });

  it('run a document by its id, as APQ names it and as GraphQL over HTTP does, and ignore any text sent with it', async () => {
    const developer = await ctx.h.createDeveloper();
    const token = developer.merchant.accessToken;
    const clock = DASHBOARD_IDS['DashboardClock']!.text;
    const byExtension = await post({ ...byId(clock) }, token);
    expect(byExtension.body.errors).toBeUndefined();
    expect(byExtension.body.data.sandboxClock).toMatchObject({ accountId: developer.accountId, offsetSeconds: 0 });
    const byDocumentId = await post({ documentId: `sha256:${clock}` }, token);
    expect(byDocumentId.body.data).toEqual(byExtension.body.data);
    // Text beside a known id is not read: the server runs the document it holds.
    const withText = await post({ query: '{ health }', ...byId(clock) }, token);
    expect(withText.body.data.sandboxClock).toBeDefined();
    expect(withText.body.data.health).toBeUndefined();
    // GET: a query by id in the URL's extensions.
    const get = await fetch(`${ctx.h.baseUrl}/graphql?extensions=${encodeURIComponent(JSON.stringify(byId(clock).extensions))}`, {
      headers: { Authorization: `Bearer ${token}`, 'Apollo-Require-Preflight': 'true' },
    });
    expect(((await get.json()) as { data: unknown }).data).toEqual(byExtension.body.data);
  });

  it('refuse a document sent as text, and answer PersistedQueryNotFound for an id it does not hold, over HTTP and the socket', async () => {
    const user = await ctx.h.createUser();
    const asText = await post({ query: '{ health }' });
    expect(asText.status).toBe(400);
    expect(asText.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_REQUIRED');
    const registering = await post({ query: '{ health }', ...byId(createHash('sha256').update('{ health }').digest('hex')) });
    expect(registering.body.errors[0]).toMatchObject({ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
    const unknown = await post(byId('0'.repeat(64)));
    expect(unknown.body.errors[0]).toMatchObject({ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
    const get = await fetch(`${ctx.h.baseUrl}/graphql?query=${encodeURIComponent('{ health }')}`, { headers: { 'Apollo-Require-Preflight': 'true' } });
    expect(get.status).toBe(400);

    const socket = ctx.h.wsClient(user.accessToken);
    try {
      const refusals: unknown[] = [];
      for (const payload of [{ query: 'subscription { walletBalanceChanged { currency } }' }, { query: '', ...byId('0'.repeat(64)) }])
        await new Promise<void>((resolve) =>
          socket.subscribe(payload, {
            next: () => undefined,
            error: (error) => {
              refusals.push((error as { extensions?: { code?: string } }[])[0]?.extensions?.code);
              resolve();
            },
            complete: resolve,
          }),
        );
      expect(refusals).toEqual(['PERSISTED_QUERY_REQUIRED', 'PERSISTED_QUERY_NOT_FOUND']);
    } finally {
      await socket.dispose();
    }
  });

  it("stream the CLI's listen subscription by its id", async () => {
    const developer = await ctx.h.createDeveloper();
    const socket = ctx.h.wsClient(developer.merchant.accessToken);
    try {
      const events: { type: string }[] = [];
      socket.subscribe<{ events: { type: string } }>(
        { query: '', ...byId(LISTEN_ID), variables: { after: '0' } },
        { next: (message) => void (message.data && events.push(message.data.events)), error: () => undefined, complete: () => undefined },
      );
      await vi.waitFor(
        async () => {
          await ctx.h.fund(developer.merchant, 'GHS', '1.00');
          expect(events.some((event) => event.type.startsWith('wallet.'))).toBe(true);
        },
        { timeout: 10_000, interval: 300 },
      );
    } finally {
      await socket.dispose();
    }
  });

  it("run the example's documents by id, through its fetch client and its Apollo Client", async () => {
    const user = await ctx.h.createUser();
    const connection = { url: ctx.h.baseUrl, subscriptionKey: ctx.h.subscriptionKey, accessToken: user.accessToken };
    const wallet = await execute(connection, MyWallet);
    expect(wallet.wallet.balances[0]).toMatchObject({ currency: 'GHS' });
    const client = createApolloClient(connection);
    try {
      const answer = await client.query({ query: apolloDocument(MyWallet) });
      expect(answer.data?.wallet.id).toBe(wallet.wallet.id);
    } finally {
      client.stop();
    }
  });
});

describe('the dashboard, on a server that runs only trusted documents', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up, shows Home, advances the sandbox clock and streams live events: every call by its id', async () => {
    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(10_000);
    const sentAsText: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST' && 'query' in JSON.parse(request.postData() ?? '{}'))
        sentAsText.push(request.postData()!);
    });
    const contact = uniqueContact();
    await page.goto(`${ctx.h.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'New here? Create a developer account' }).click();
    await page.getByLabel('Company or project').fill('Trusted Shop');
    await page.getByLabel('First name').fill('Ama');
    await page.getByLabel('Last name').fill('Owusu');
    await page.getByLabel('E-mail').fill(contact.email);
    await page.getByLabel('Phone (E.164, e.g. +233241234567)').fill(contact.phone);
    await page.getByLabel('Password (12-128 characters)').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByText('Nothing needs attention.').waitFor();

    await page.getByRole('link', { name: 'Sandbox clock' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sandbox clock' }).waitFor();
    await page.getByRole('button', { name: 'Advance the clock' }).click();
    await page.getByRole('heading', { name: 'What the advance fired' }).waitFor();

    await page.getByRole('link', { name: 'Live events' }).click();
    await page.getByRole('heading', { level: 1, name: 'Live events' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(sentAsText).toEqual([]);
  });
});
